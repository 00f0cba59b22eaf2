"""Rounds and matches: dealing a round, a deck running out, scoring, the next round.

A round ends the moment a deck is empty: that Wrestler loses (in tag team, a
Wrestler outside the ring whose deck runs out only gets no more turns). In a
match the winner scores by the reputation gap (scoring.py); until someone has
3 points, every card goes back into its owner's deck, the decks are shuffled
and new hands drawn. What carries over: the score and the round number only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.rules import queue
from tabletop.engine.words import count
from tabletop.games.nitro.constants import (
    CORNER,
    DECK,
    DISCARD,
    HAND,
    LOOK,
    MATCH_POINTS_TO_WIN,
    RING,
)
from tabletop.games.nitro.context import DISTRACTIONS, IN_RING, OUTSIDE, NitroContext
from tabletop.games.nitro.scoring import points_per_win

ROUND = "round"
PER_ROUND = ("ap_next", "run_in", "moves_played", "used_once", "looked", "tagged_in", "no_turns", "action_points")
MATCH = "match"
TAG_TEAM = "tag-team"


def reputation(ctx: NitroContext, seat: int) -> int:
    return ctx.wrestler(seat).reputation


def next_win(ctx: NitroContext, seat: int) -> int:
    """Match points ``seat`` scores for its next round won."""
    return points_per_win(reputation(ctx, seat), reputation(ctx, ctx.opponents(seat)[0]))


# -- dealing a round ----------------------------------------------------------------------------------
def _deal(ctx: NitroContext, entry: Mapping[str, Any]) -> None:
    """Every card back into its owner's deck (after round 1), shuffle, draw the reputation."""
    change = ctx.change
    number = int(ctx.data.get(ROUND, 0)) + 1
    change.set_data(ROUND, number)
    change.set_data(DISTRACTIONS, ())
    change.set_data("peeks", ())
    for seat in ctx.seats:
        for key in PER_ROUND:
            if f"p{seat}.{key}" in ctx.data:
                change.delete(("data", f"p{seat}.{key}"))
        for place in (HAND, DISCARD, CORNER, RING, LOOK):
            for card in list(ctx.cards_in(seat, place)):
                change.move(card, ctx.zone(ctx.state.cards[card].owner, DECK))
                change.set_card(card, "face_up", False)
    for seat in ctx.seats:
        change.shuffle(ctx.zone(seat, DECK))
    for seat in ctx.seats:
        cards = ctx.cards_in(seat, DECK)
        for _ in range(min(reputation(ctx, seat), max(0, len(cards) - 1))):
            card = cards[-1]
            change.move(card, ctx.zone(seat, HAND))
            change.set_card(card, "face_up", True)
        ctx.set_field(seat, "action_points", 0)
    if number > 1:
        ctx.note(f"Round {number}: every card went back into its owner's deck, the decks were shuffled and "
                 "new hands drawn; only the score and the round number carry over.")
    if ctx.tag_team:
        queue.push(ctx, *(queue.later(team[0], "start_in_ring") for team in ctx.teams), queue.entry("first"))
    else:
        queue.push(ctx, queue.entry("first"))


def _first(ctx: NitroContext, entry: Mapping[str, Any]) -> None:
    """The Wrestler (in the ring) with the fewest cards in hand goes first; a tie is decided at random."""
    seats = [s for s in ctx.seats if ctx.in_ring(s)]
    sizes = {s: len(ctx.cards_in(s, HAND)) for s in seats}
    fewest = min(sizes.values())
    tied = [s for s in seats if sizes[s] == fewest]
    if len(tied) > 1:
        first = tied[ctx.random_below(len(tied))]
        ctx.note(f"{' and '.join(ctx.seat_name(s) for s in tied)} hold {count(fewest, 'card')} each: "
                 f"{ctx.seat_name(first)} goes first, decided at random.")
    else:
        first = tied[0]
        ctx.note(f"{ctx.seat_name(first)} holds the fewest cards ({fewest}) and goes first.")
    queue.push(ctx, queue.entry("turn", seat=first))


def place_in_ring(ctx: NitroContext, seat: int) -> None:
    """Tag team setup: ``seat`` starts in the ring, its partners outside."""
    for member in ctx.team_of(seat):
        ctx.set_field(member, "place", IN_RING if member == seat else OUTSIDE)
    ctx.note(f"{ctx.seat_name(seat)} starts in the ring for the team.")


# -- the end of a round ---------------------------------------------------------------------------------
def deck_out(ctx: NitroContext, seat: int) -> bool:
    """``seat``'s deck is empty. True when that decided the round (the caller stops)."""
    if ctx.winner is not None:
        return True
    if ctx.tag_team and not ctx.in_ring(seat):
        if not ctx.seat_field(seat, "no_turns", False):
            ctx.set_field(seat, "no_turns", True)
            ctx.note(f"{ctx.seat_name(seat)} is out of cards outside the ring: no more turns.")
        return False
    ctx.note(f"{ctx.seat_name(seat)}'s deck is empty.")
    round_lost(ctx, ctx.team_of(seat), "deck empty")
    return True


def round_lost(ctx: NitroContext, losers: tuple[int, ...], why: str) -> None:
    """The team ``losers`` loses the round (in a match the winner scores; the game may go on)."""
    winners = [s for s in ctx.seats if s not in losers]
    winner = next((s for s in winners if ctx.in_ring(s)), winners[0])
    names = " and ".join(ctx.seat_name(s) for s in ctx.team_of(winner))
    if ctx.variant != MATCH:
        queue.end_game(ctx, winner, f"{names} win{'s' if len(ctx.team_of(winner)) == 1 else ''} ({why}).")
        return
    scored = next_win(ctx, winner)
    total = int(ctx.seat_field(winner, "match_points")) + scored
    ctx.set_field(winner, "match_points", total)
    ctx.note(f"{names} wins round {ctx.data.get(ROUND, 1)} ({why}) and scores {count(scored, 'point')}: "
             f"{total} of {MATCH_POINTS_TO_WIN}.")
    if total >= MATCH_POINTS_TO_WIN:
        queue.end_game(ctx, winner, f"{names} wins the match.")
        return
    queue.clear_queue(ctx)
    if ctx.state.decision is not None:
        queue.clear_decision(ctx)
    queue.push(ctx, queue.entry("deal"))


STEPS = {"deal": _deal, "first": _first}

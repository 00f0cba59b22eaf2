"""The turn: Draw, Upkeep, Play, Take Action, end; setup's first player; the end of the game.

Draw: one card; with an empty Draw Deck the player may take one of their own
panels into hand instead, or draw nothing (quick game: or shuffle the shared
discard pile into a new deck, then draw). Under the ``empty_deck=panel`` house
rule drawing nothing is not offered, so a game whose decks are out cannot go
on for ever: every such turn costs a panel (or, in the quick game, reshuffles). A card in play may make the
opponent skip the Draw stage. Upkeep: effect counts tick down and expired
Plot Devices go; cards that work each Upkeep do so (bandwidth generators
fill the pool). Then the Play stage (a free moment), Take Action, and the end
of the turn: what lasted "this turn" ends, the unspent bandwidth is lost.

A seat with no panel left loses the game (checked after every move).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.rules import queue
from tabletop.engine.transaction import Builder
from tabletop.games.wagon import bandwidth, lines, plots, responses
from tabletop.games.wagon.context import (
    ACTED,
    ATTACKS,
    DECK,
    DISCARD,
    FIRST,
    HAND,
    OPENING,
    PANELS,
    UNTIL_END,
    USED,
    WagonContext,
)
from tabletop.games.wagon.plays import ACTION_STAGE, PLAY_STAGE

EMPTY_DECK = "empty_deck"
EMPTY_DECK_OPTION = "empty_deck"
TAKE_A_PANEL = "panel"
EMPTY_DECK_CHOICES = (("choice", "Take a panel or draw nothing (the printed rules)"),
                      (TAKE_A_PANEL, "Take a panel: drawing nothing is not allowed (house rule)"))
FIRST_CHOICES = (("random", "Decided at random"), ("0", "The first player"), ("1", "The second player"))


def choose_first(step: Builder, option: str) -> tuple[int, str]:
    """The seat that starts and how it was chosen (a random draw from the game's RNG when asked)."""
    if option in ("0", "1"):
        return int(option), "chosen by the players"
    return step.random_below(2), "drawn at random"


def start(ctx: WagonContext, first: int, how: str) -> None:
    """Setup's last step: the first player's turn begins."""
    ctx.change.set(("active_player",), first)
    ctx.change.set_data(FIRST, first)
    ctx.note(f"{ctx.seat_name(first)} goes first ({how}).")
    queue.push(ctx, queue.entry("start", seat=first))
    queue.run(ctx)


def _skipped(ctx: WagonContext, seat: int) -> str | None:
    for card in ctx.plot_devices(ctx.other(seat)):
        for effect in ctx.card(card).effects:
            if effect.kind == "skip_draw" and effect.filter.side == "opponent":
                return ctx.name(card)
    return None


def _start(ctx: WagonContext, entry: Mapping[str, Any]) -> None:
    seat = entry["seat"]
    ctx.change.set(("phase",), "Draw")
    upkeep = queue.entry("upkeep", seat=seat)
    skipped = _skipped(ctx, seat)
    if skipped:
        ctx.note(f"{skipped}: {ctx.seat_name(seat)} skips the Draw stage.")
    elif ctx.cards_in(seat, DECK):
        lines.draw(ctx, seat)
        ctx.note(f"{ctx.seat_name(seat)} draws a card.")
    else:
        queue.push(ctx, queue.later(seat, EMPTY_DECK), upkeep)
        return
    queue.push(ctx, upkeep)


def _upkeep(ctx: WagonContext, entry: Mapping[str, Any]) -> None:
    ctx.change.set(("phase",), "Upkeep")
    plots.upkeep(ctx, entry["seat"])
    ctx.change.set(("phase",), PLAY_STAGE)


STEPS = {"start": _start, "upkeep": _upkeep}


# -- the empty deck ---------------------------------------------------------------------------------
PANEL, RESHUFFLE, NOTHING = "panel", "reshuffle", "nothing"


def empty_deck_answers(ctx: WagonContext, seat: int) -> tuple[str, ...]:
    """What ``seat`` may do instead of drawing: take a panel, reshuffle (quick game), draw nothing
    (not while a panel is left under the house rule)."""
    panels = bool(ctx.cards_in(seat, PANELS))
    found = [PANEL] if panels else []
    if ctx.quick and ctx.cards_in(seat, DISCARD):
        found.append(RESHUFFLE)
    if not (panels and ctx.option(EMPTY_DECK_OPTION) == TAKE_A_PANEL):
        found.append(NOTHING)
    return tuple(found)


def take_panel(ctx: WagonContext, seat: int) -> None:
    panel = ctx.cards_in(seat, PANELS)[-1]
    ctx.change.move(panel, ctx.zone(seat, HAND))
    ctx.change.set_card(panel, "face_up", True)
    left = len(ctx.cards_in(seat, PANELS))
    ctx.note(f"{ctx.seat_name(seat)} takes a panel into hand instead of drawing: {left} left.")


def reshuffle(ctx: WagonContext, seat: int) -> None:
    discard, deck = ctx.zone(seat, DISCARD), ctx.zone(seat, DECK)
    for card in list(ctx.state.zones[discard].cards):
        ctx.change.move(card, deck)
        ctx.change.set_card(card, "face_up", False)
    ctx.change.shuffle(deck)
    ctx.note("The discard pile is shuffled into a new Draw Deck.")
    lines.draw(ctx, seat)
    ctx.note(f"{ctx.seat_name(seat)} draws a card.")


# -- stages and the end of the turn -----------------------------------------------------------------
def to_action(ctx: WagonContext) -> None:
    ctx.change.set(("phase",), ACTION_STAGE)


def end_turn(ctx: WagonContext) -> None:
    seat = ctx.state.active_player
    unspent = ctx.pool(seat)
    if unspent:
        ctx.note(f"{unspent} unspent Bandwidth is lost.")
        ctx.change.set_data(bandwidth.pool_key(seat), 0)
    for key in (UNTIL_END, ACTED, USED):
        ctx.change.set_data(key, ())
    ctx.change.set_data(ATTACKS, {})
    ctx.change.set_data(OPENING, False)
    following = ctx.other(seat)
    ctx.change.set(("active_player",), following)
    ctx.change.set(("turn",), ctx.state.turn + 1)
    queue.push_back(ctx, queue.entry("start", seat=following))


def settle(ctx: WagonContext) -> None:
    """A seat without panels has lost."""
    if ctx.winner is not None:
        return
    for seat in ctx.seats:
        if not ctx.cards_in(seat, PANELS):
            queue.end_game(ctx, ctx.other(seat), f"{ctx.seat_name(seat)} has lost the last panel: "
                                                  f"{ctx.seat_name(ctx.other(seat))} wins.")
            return


def pointless(ctx: WagonContext, decision: Any) -> bool:
    """A queued question nobody could answer is passed over (an answer window with no answer)."""
    return decision["kind"] != EMPTY_DECK and responses.pointless(ctx, decision)

"""The InterMission between two battles of a campaign.

It starts as soon as a battle is won (``settle`` calls :func:`begin` once the
winning move is done) and runs in the printed order:

1. Total points: the winner takes the battlesite and the prize into their
   sideboard and earns the site's campaign points; each player's battle points
   are added to their campaign points. A player at or over the goal ends the
   campaign (the one with more points wins; on a tie, the battle's winner).
2. Move characters: K.O.'d characters and what is attached go to their owner's
   discard pile; killed ones stay in the killed pile; active ones go with their
   equipment to their owner's holding area, fully healed (plot twists and
   lasting combat cards on them are discarded: their battle is over). A
   character with Flight may then fly from the holding area to the staging area.
3. Prepare the next battle: hand and discard pile are shuffled back into the
   resources and a new hand drawn; each player chooses a battlesite and a prize
   (turn.py, campaign.py); the loser of the battle says who goes first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.rules import queue
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import campaign, effects, prizes, scoring, turn
from tabletop.games.wildstorms.card_resources import Equipment
from tabletop.games.wildstorms.cards import Enhancement
from tabletop.games.wildstorms.context import BATTLE_WINNER, WildStormsContext
from tabletop.games.wildstorms.moves import Rule, decision_problem, seat
from tabletop.games.wildstorms.table import (
    BATTLE_ZONES,
    PHASE_INTERMISSION,
    PHASE_SETUP,
    PRIZE_ZONE,
    STAGING_LIMIT,
    campaign_key,
    points_key,
    zone,
)

FLIGHT = "flight"
BATTLE_DATA = ("combat", "window", "pending", "attacks", "attack_stage", "offer", "acted", "spent", "staging_moved",
               "discarded", "free_discards", "crisis", "expiry", "magick", "possession", "ko_by", "quiet_turns",
               "progress", "stalled", "missions", "first")
"""What a battle keeps in ``state.data`` that ends with it."""
ONCE_PER_BATTLE = ("used", "teleported", "awake", "magick", "rage", "injury", "turns", "progress")
"""Counters that belong to one battle (a prize's charges stay)."""


def begin(ctx: WildStormsContext) -> None:
    """The battle is won: total the points, move the characters, then the next battle's choices."""
    if BATTLE_WINNER not in ctx.state.data:
        return
    winner = int(ctx.state.data[BATTLE_WINNER])
    queue.clear_queue(ctx)
    if ctx.state.decision is not None:
        queue.clear_decision(ctx)
    ctx.change.set(("phase",), PHASE_INTERMISSION)
    ctx.note(f"InterMission after battle {campaign.battle_number(ctx)}")
    for played in ctx.state.data.get("pending", ()):
        scoring.discard(ctx, played["card"])
    _total(ctx, winner)
    for key in (BATTLE_WINNER, *BATTLE_DATA):
        if key in ctx.state.data:
            ctx.change.delete(("data", key))
    if _over(ctx, winner):
        return
    _move_characters(ctx)
    order = [p for p in ctx.seats if p != winner] + [winner]  # the loser first
    queue.push_back(ctx, *(queue.later(p, FLIGHT) for p in order if flyers(ctx, p)), queue.entry("next_battle"))


# -- 1. total points ------------------------------------------------------------------------------
def _total(ctx: WildStormsContext, winner: int) -> None:
    site = ctx.site()
    at_stake = list(ctx.state.zones[PRIZE_ZONE].cards)
    earned = {p: ctx.points(p) for p in ctx.seats}
    value = ctx.card(site).campaign_points if site else 0
    for player in ctx.seats:
        total = campaign.points(ctx, player) + earned[player] + (value if player == winner else 0)
        ctx.change.set_data(campaign_key(player), total)
        ctx.change.set_data(points_key(player), 0)
    used_sites = tuple(ctx.state.data.get("used_sites", ()))
    used_prizes = tuple(ctx.state.data.get("used_prizes", ()))
    name = ctx.seat_name(winner)
    if site:
        for attached in list(ctx.state.cards[site].attachments):
            scoring.discard(ctx, attached)
        ctx.change.move(site, zone(winner, "won"))
        ctx.change.set_card(site, "controller", winner)
        used_sites += (ctx.state.cards[site].definition,)
        ctx.note(f"{name} wins battle {campaign.battle_number(ctx)} and takes {ctx.name(site)} into the sideboard: "
                 f"+{value} campaign points")
    for prize in at_stake:
        prizes.win(ctx, prize, winner)
        used_prizes += (ctx.state.cards[prize].definition,)
        ctx.note(f"{name} wins the prize {ctx.name(prize)}")
    ctx.change.set_data("used_sites", used_sites)
    ctx.change.set_data("used_prizes", used_prizes)
    ctx.change.set_data("last_battle", {
        "battle": campaign.battle_number(ctx), "winner": winner, "site": site or "", "value": value,
        "earned": tuple(earned[p] for p in ctx.seats)})
    for player in ctx.seats:
        bonus = f" + {value} {ctx.name(site)}" if player == winner and value else ""
        ctx.note(f"{ctx.seat_name(player)}: {campaign.points(ctx, player)} campaign points "
                 f"(+{earned[player]} battle points{bonus}) of {campaign.goal(ctx)}")


def _over(ctx: WildStormsContext, winner: int) -> bool:
    """At or over the goal: the campaign ends; the one with more points wins (a tie: the battle's winner)."""
    goal = campaign.goal(ctx)
    if not any(campaign.points(ctx, p) >= goal for p in ctx.seats):
        return False
    best = max(ctx.seats, key=lambda p: (campaign.points(ctx, p), p == winner))
    queue.end_game(ctx, best, f"{ctx.seat_name(best)} wins the campaign with {campaign.points(ctx, best)} "
                              f"campaign points (goal {goal})")
    return True


# -- 2. move characters -------------------------------------------------------------------------------
def _move_characters(ctx: WildStormsContext) -> None:
    for player in ctx.seats:
        for name in BATTLE_ZONES:
            for character in list(ctx.cards_in(player, name)):
                if ctx.is_ko(character):
                    ctx.note(f"{ctx.name(character)} was K.O.'d and goes to the discard pile")
                    scoring.discard(ctx, character)
                else:
                    _to_holding(ctx, character)
        for card in list(ctx.state.zones[zone(player, "effects")].cards):
            scoring.discard(ctx, card)
    for player in ctx.seats:
        for name in ("holding", "staging", "won", "killed"):
            for card in ctx.state.zones[zone(player, name)].cards:
                _fresh_counters(ctx, card)


def _to_holding(ctx: WildStormsContext, character: str) -> None:
    owner = ctx.owner(character)
    for attached in list(ctx.state.cards[character].attachments):
        if not isinstance(ctx.card(attached), Equipment | Enhancement):
            scoring.discard(ctx, attached)
    _fresh_counters(ctx, character)
    ctx.change.set_card(character, "rotation", 0)
    ctx.change.set_card(character, "face_up", True)
    if ctx.controller(character) != owner:
        ctx.change.set_card(character, "controller", owner)
    ctx.change.move(character, zone(owner, "holding"))
    ctx.note(f"{ctx.name(character)} goes to {ctx.seat_name(owner)}'s holding area, fully healed")


def _fresh_counters(ctx: WildStormsContext, card: str) -> None:
    for counter, value in list(ctx.state.cards[card].counters.items()):
        if value and counter in ONCE_PER_BATTLE:
            ctx.change.set_counter(card, counter, 0)
    for attached in ctx.state.cards[card].attachments:
        _fresh_counters(ctx, attached)


def flyers(ctx: WildStormsContext, player: int) -> list[str]:
    """Characters in the holding area that may fly to the staging area (within its 30 points)."""
    room = STAGING_LIMIT - ctx.staging_points(player)
    return [c for c in ctx.cards_in(player, "holding")
            if "Flight" in ab.powers(ctx, c) and ctx.worth(c)[0] <= room]


def _fly(ctx: WildStormsContext, action: A.FlyToStaging) -> None:
    player = seat(ctx)
    ctx.change.move(action.card, action.to_zone)
    ctx.note(f"{ctx.name(action.card)} flies from the holding area to the staging area "
             f"({ctx.staging_points(player)} of {STAGING_LIMIT} points there)")
    if flyers(ctx, player):
        queue.ask(ctx, player, FLIGHT)


def _fly_problem(ctx: WildStormsContext, player: int, action: A.FlyToStaging) -> str | None:
    reason = decision_problem(ctx, player, FLIGHT)
    if reason:
        return reason
    if action.to_zone != zone(player, "staging"):
        return "A flyer goes from the holding area to your staging area."
    if action.card not in ctx.cards_in(player, "holding"):
        return "Choose a character in your holding area."
    if "Flight" not in ab.powers(ctx, action.card):
        return f"{ctx.name(action.card)} cannot fly; only characters with Flight leave the holding area now."
    if action.card not in flyers(ctx, player):
        return f"Your staging area holds at most {STAGING_LIMIT} points."
    return None


# -- 3. prepare the next battle ---------------------------------------------------------------------------
def next_battle(ctx: WildStormsContext, entry: Mapping[str, Any]) -> None:
    """Shuffle hand and discard pile into the resources, draw, and ask the choices of the next battle."""
    battle = campaign.battle_number(ctx) + 1
    ctx.change.set_data("battle", battle)
    ctx.change.set(("phase",), PHASE_SETUP)
    for player in ctx.seats:
        deck = zone(player, "deck")
        for name in ("hand", "discard"):
            for card in list(ctx.state.zones[zone(player, name)].cards):
                ctx.change.move(card, deck)
                ctx.change.set_card(card, "face_up", False)
        ctx.change.shuffle(deck)
    if _nobody_left(ctx):
        return
    for player in ctx.seats:
        effects.draw(ctx, player, turn.hand_size(ctx))
    count = len(ctx.state.players)
    no_site = ctx.option("no_battlesite", "off")
    ctx.change.set_data("chosen_sites", [None if no_site == "off" else ""] * count)
    ctx.change.set_data("goal", turn.NO_SITE_GOAL if no_site == "off" else int(no_site))
    ctx.change.set_data("chosen_prizes", [None] * count)
    ctx.change.set_data("redraws", [0] * count)
    ctx.change.set_data("kept", [False] * count)
    ctx.note(f"Battle {battle}: hands and discard piles are shuffled back into the resources and new hands "
             "drawn; each player chooses a battlesite and a prize")
    turn.advance_setup(ctx)


def _fighters(ctx: WildStormsContext, player: int) -> bool:
    """Whether ``player`` still has a character to fight with: in the resources, the staging area,
    or able to leave the holding area (Flight, Teleportation or a Vehicle)."""
    if any(ctx.is_character(c) for c in ctx.cards_in(player, "deck")) or ctx.cards_in(player, "staging"):
        return True
    for character in ctx.cards_in(player, "holding"):
        vehicle = any(getattr(ctx.card(e), "equipment_type", "") == "VEHICLE" for e in ctx.equipment_of(character))
        if vehicle or {"Flight", "Teleportation"} & ab.powers(ctx, character):
            return True
    return False


def _nobody_left(ctx: WildStormsContext) -> bool:
    """A player with no character left to fight with ends the campaign: the other player wins it
    (both out: more campaign points, then the last battle's winner)."""
    out = [p for p in ctx.seats if not _fighters(ctx, p)]
    if not out:
        return False
    last = ctx.state.data.get("last_battle", {}).get("winner", 0)
    able = [p for p in ctx.seats if p not in out] or list(ctx.seats)
    best = max(able, key=lambda p: (campaign.points(ctx, p), p == last))
    names = " and ".join(ctx.seat_name(p) for p in out)
    queue.end_game(ctx, best, f"{names} has no character left to fight another battle: the campaign ends and "
                              f"{ctx.seat_name(best)} wins it with {campaign.points(ctx, best)} campaign points")
    return True


MOVES = (
    Rule(A.FlyToStaging, _fly_problem, _fly, (FLIGHT,), answerable=False),
    Rule(A.DoneFlying, lambda c, p, a: decision_problem(c, p, FLIGHT), lambda c, a: None, (FLIGHT,),
         answerable=False),
)
STEPS = {"next_battle": next_battle}

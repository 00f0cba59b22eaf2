"""Lasting effects: where a card with a duration sits and when it ends, and the
common one-shot effects cards are built from (heal, possess, draw...).

A card in effect sits on what it changes: under a character, under the
battlesite, or in its player's effects zone. ``data["expiry"]`` says when it
goes: "turn" (end of this turn), "next_turn" (start of its controller's next
turn), "turns" (a "turns" counter counted down at the end of each of its
controller's turns), "battle" and "permanent" (never, in a standard game).
"""

from __future__ import annotations

from tabletop.games.wildstorms import scoring, teams
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.table import SITE_ZONE, zone


def place_lasting(ctx: WildStormsContext, card_id: str, where: str, duration: str, turns: int, player: int) -> None:
    """Leave a card in effect at ``where`` (a zone id or "@<card id>") until its duration ends."""
    ctx.change.move(card_id, where)
    ctx.change.set_card(card_id, "face_up", True)
    if ctx.state.cards[card_id].controller != player:
        ctx.change.set_card(card_id, "controller", player)
    if duration == "turns":
        ctx.change.set_counter(card_id, "turns", turns)
    if duration not in ("battle", "permanent"):
        expiry = dict(ctx.state.data.get("expiry", {}))
        expiry[card_id] = {"until": duration, "player": player}
        ctx.change.set_data("expiry", expiry)


def _expire(ctx: WildStormsContext, card_id: str) -> None:
    ctx.note(f"{ctx.name(card_id)} ends")
    scoring.discard(ctx, card_id)


def end_of_turn(ctx: WildStormsContext, player: int) -> None:
    """Effects lasting "this turn" end; "turns" effects of ``player`` count down."""
    for card_id, record in list(ctx.state.data.get("expiry", {}).items()):
        if card_id not in ctx.state.data.get("expiry", {}):
            continue
        if record["until"] == "turn":
            _expire(ctx, card_id)
        elif record["until"] == "turns" and record["player"] == player:
            left = ctx.state.cards[card_id].counters.get("turns", 1) - 1
            if left <= 0:
                _expire(ctx, card_id)
            else:
                ctx.change.set_counter(card_id, "turns", left)


def start_of_turn(ctx: WildStormsContext, player: int) -> None:
    """Effects lasting "until the start of your next turn" end, and so does Rage."""
    for card_id, record in list(ctx.state.data.get("expiry", {}).items()):
        if card_id in ctx.state.data.get("expiry", {}) and record["until"] == "next_turn" and record["player"] == player:
            _expire(ctx, card_id)
    for character in ctx.battle_characters(player):
        if ctx.state.cards[character].counters.get("rage"):
            ctx.change.set_counter(character, "rage", 0)
            ctx.note(f"{ctx.name(character)}'s Rage ends")


# -- one-shot effects ------------------------------------------------------------------
def possess(ctx: WildStormsContext, character: str, player: int, card_id: str = "") -> None:
    """``player`` takes control of a character; it moves to their rear rank."""
    ctx.change.set_card(character, "controller", player)
    ctx.change.move(character, zone(player, "rear"))
    records = dict(ctx.state.data.get("possession", {}))
    records[character] = {"by": player, "card": card_id}
    ctx.change.set_data("possession", records)
    ctx.note(f"{ctx.seat_name(player)} takes control of {ctx.name(character)}")


def depossess(ctx: WildStormsContext, character: str) -> bool:
    """A possessed character returns to its owner (to the owner's rear rank)."""
    records = dict(ctx.state.data.get("possession", {}))
    record = records.pop(character, None)
    if record is None:
        return False
    owner = ctx.owner(character)
    ctx.change.set_data("possession", records)
    ctx.change.set_card(character, "controller", owner)
    if ctx.at_battlesite(character):
        ctx.change.move(character, zone(owner, "rear"))
    if record["card"] and ctx.host(record["card"]) == character:
        scoring.discard(ctx, record["card"])
    ctx.note(f"{ctx.name(character)} is freed from possession")
    return True


def draw(ctx: WildStormsContext, player: int, count: int) -> int:
    """Draw up to ``count`` cards; an empty deck simply stops the drawing."""
    deck = ctx.cards_in(player, "deck")
    drawn = 0
    for _ in range(count):
        if not deck:
            break
        top = deck[-1]
        ctx.change.move(top, zone(player, "hand"))
        ctx.change.set_card(top, "face_up", True)
        drawn += 1
    return drawn


def change_battlesite(ctx: WildStormsContext, new_site: str) -> None:
    """Swap the battlesite: the old one goes back to its owner's collection,
    what was played on it is discarded, and every player's points go to 0."""
    old = ctx.site()
    if old is not None:
        for attached in list(ctx.state.cards[old].attachments):
            scoring.discard(ctx, attached)
        ctx.change.move(old, zone(ctx.owner(old), "collection"))
    ctx.change.move(new_site, SITE_ZONE)
    ctx.change.set_card(new_site, "face_up", True)
    goal = teams.raised_goal(ctx, ctx.card(new_site).control_points)  # a team game's goal rises again
    ctx.change.set_data("goal", goal)
    ctx.change.set_data("ko_by", {})
    for player in ctx.seats:
        ctx.change.set_data(f"p{player}.points", 0)
    scoring.note_progress(ctx)
    ctx.note(f"The battle moves to {ctx.name(new_site)} ({goal} points to control); every player's points go to 0")

"""Lasting effects: where a card with a duration sits and when it ends, and the
common one-shot effects cards are built from (heal, possess, draw...).

A card in effect sits on what it changes: under a character, under the
battlesite, or in its player's effects zone. ``data["expiry"]`` says when it
goes: "turn" (end of this turn), "next_turn" (start of its controller's next
turn), "turns" (a "turns" counter counted down at the end of each of its
controller's turns), "battle" and "permanent" (never, in a standard game).
"""

from __future__ import annotations

from tabletop.engine.transaction import Builder
from tabletop.games.wildstorms import injuries
from tabletop.games.wildstorms.table import SITE_ZONE, Ctx, zone


def place_lasting(step: Builder, ctx: Ctx, card_id: str, where: str, duration: str, turns: int, player: int) -> None:
    """Leave a card in effect at ``where`` (a zone id or "@<card id>") until its duration ends."""
    step.move(card_id, where)
    step.set_card(card_id, "face_up", True)
    if ctx.state.cards[card_id].controller != player:
        step.set_card(card_id, "controller", player)
    if duration == "turns":
        step.set_counter(card_id, "turns", turns)
    if duration not in ("battle", "permanent"):
        expiry = dict(ctx.state.data.get("expiry", {}))
        expiry[card_id] = {"until": duration, "player": player}
        step.set_data("expiry", expiry)


def _expire(step: Builder, ctx: Ctx, card_id: str) -> None:
    step.note(f"{ctx.name(card_id)} ends")
    injuries.discard(step, ctx, card_id)


def end_of_turn(step: Builder, ctx: Ctx, player: int) -> None:
    """Effects lasting "this turn" end; "turns" effects of ``player`` count down."""
    for card_id, record in list(ctx.state.data.get("expiry", {}).items()):
        if card_id not in ctx.state.data.get("expiry", {}):
            continue
        if record["until"] == "turn":
            _expire(step, ctx, card_id)
        elif record["until"] == "turns" and record["player"] == player:
            left = ctx.state.cards[card_id].counters.get("turns", 1) - 1
            if left <= 0:
                _expire(step, ctx, card_id)
            else:
                step.set_counter(card_id, "turns", left)


def start_of_turn(step: Builder, ctx: Ctx, player: int) -> None:
    """Effects lasting "until the start of your next turn" end, and so does Rage."""
    for card_id, record in list(ctx.state.data.get("expiry", {}).items()):
        if card_id in ctx.state.data.get("expiry", {}) and record["until"] == "next_turn" and record["player"] == player:
            _expire(step, ctx, card_id)
    for character in ctx.battle_characters(player):
        if ctx.state.cards[character].counters.get("rage"):
            step.set_counter(character, "rage", 0)
            step.note(f"{ctx.name(character)}'s Rage ends")


# -- one-shot effects ------------------------------------------------------------------
def possess(step: Builder, ctx: Ctx, character: str, player: int, card_id: str = "") -> None:
    """``player`` takes control of a character; it moves to their rear rank."""
    step.set_card(character, "controller", player)
    step.move(character, zone(player, "rear"))
    records = dict(ctx.state.data.get("possession", {}))
    records[character] = {"by": player, "card": card_id}
    step.set_data("possession", records)
    step.note(f"{ctx.player_name(player)} takes control of {ctx.name(character)}")


def depossess(step: Builder, ctx: Ctx, character: str) -> bool:
    """A possessed character returns to its owner (to the owner's rear rank)."""
    records = dict(ctx.state.data.get("possession", {}))
    record = records.pop(character, None)
    if record is None:
        return False
    owner = ctx.owner(character)
    step.set_data("possession", records)
    step.set_card(character, "controller", owner)
    if ctx.at_battlesite(character):
        step.move(character, zone(owner, "rear"))
    if record["card"] and ctx.host(record["card"]) == character:
        injuries.discard(step, ctx, record["card"])
    step.note(f"{ctx.name(character)} is freed from possession")
    return True


def draw(step: Builder, ctx: Ctx, player: int, count: int) -> int:
    """Draw up to ``count`` cards; an empty deck simply stops the drawing."""
    deck = ctx.cards_in(player, "deck")
    drawn = 0
    for _ in range(count):
        if not deck:
            break
        top = deck[-1]
        step.move(top, zone(player, "hand"))
        step.set_card(top, "face_up", True)
        drawn += 1
    return drawn


def change_battlesite(step: Builder, ctx: Ctx, new_site: str) -> None:
    """Swap the battlesite: the old one goes back to its owner's collection,
    what was played on it is discarded, and every player's points go to 0."""
    old = ctx.site()
    if old is not None:
        for attached in list(ctx.state.cards[old].attachments):
            injuries.discard(step, ctx, attached)
        step.move(old, zone(ctx.owner(old), "collection"))
    step.move(new_site, SITE_ZONE)
    step.set_card(new_site, "face_up", True)
    goal = ctx.card(new_site).control_points
    step.set_data("goal", goal)
    step.set_data("ko_by", {})
    for player in ctx.players:
        step.set_data(f"p{player}.points", 0)
    injuries.note_progress(step)
    step.note(f"The battle moves to {ctx.name(new_site)} ({goal} points to control); every player's points go to 0")

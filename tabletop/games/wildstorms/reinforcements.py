"""Secret Reinforcements (an option): characters recruited to the staging area lie face down.

Their player sees them (``Game.card_visible``); every other seat sees a card
back, in the table, the views (with an id that says only where the card lies),
the log and the history: a recruit to the staging area reads "Recruit a
character face down to the staging area", equipment put on such a character
"... on a face-down character", and no "recruit points left" line is written
or shown while the option is on. The 30-point limit of the staging area is
checked by the engine as usual; a refusal goes only to the player who tried.
A face-down character turns face up as soon as it leaves the staging area
(it comes in to the battlesite, or anything else moves it).

Other players cannot equip a character they cannot see. Uniqueness holds
across the table: trying to recruit a character whose other copy waits face
down tells the player only that it is already in play face down somewhere
(the rules make the owner say so).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.state import ATTACHED, State
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.table import BATTLE_ZONES, KO_INJURIES, zone

OPTION = "secret_reinforcements"


def on(ctx: WildStormsContext) -> bool:
    return ctx.options.get(OPTION) == "on"  # ctx.option(OPTION, "off") == "on" (options are words)


def is_secret(state: State, card_id: str) -> bool:
    """A character lying face down in a staging area (only with the option on)."""
    card = state.cards[card_id]
    location = card.location
    return (not card.face_up and not location.startswith(ATTACHED)
            and state.zones[location].kind == "staging")


def visible_to_owner(state: State, seat: int | None, card_id: str) -> bool:
    """The player whose staging area holds a face-down character sees it."""
    return seat is not None and is_secret(state, card_id) and state.cards[card_id].controller == seat


def hidden_from(ctx: WildStormsContext, seat: int, card_id: str) -> bool:
    """Whether ``seat`` may not see this (face-down staged) character."""
    return is_secret(ctx.state, card_id) and ctx.controller(card_id) != seat


def name_for_all(ctx: WildStormsContext, card_id: str) -> str:
    """A character's name as every seat may read it (the log and history are shared)."""
    return "a face-down character" if is_secret(ctx.state, card_id) else ctx.name(card_id)


def recruit_face(ctx: WildStormsContext, card_id: str, to_zone: str) -> None:
    """A recruit to the staging area lies face down when the option is on."""
    ctx.change.set_card(card_id, "face_up", not (on(ctx) and to_zone.endswith(".staging")))


def turn_up_arrivals(ctx: WildStormsContext) -> None:
    """After every move: a character that left the staging area face down shows its face
    (a K.O.'d character stays face down, as the rules want)."""
    if not on(ctx):
        return
    for player in ctx.seats:
        for name in (*BATTLE_ZONES, "holding"):
            for character in ctx.state.zones[zone(player, name)].cards:
                card = ctx.state.cards[character]
                if not card.face_up and card.counters.get("injury", 0) < KO_INJURIES:
                    ctx.change.set_card(character, "face_up", True)


def masked_view(shown: dict[str, Any]) -> dict[str, Any]:
    """A view in which a face-down staged character the viewer cannot see has an id that says
    only where it lies (an id is handed out in deck-list order, so it would tell the card)."""
    for zone_id, seen in shown["zones"].items():
        if seen["kind"] != "staging":
            continue
        for index, card in enumerate(seen["cards"]):
            if card.get("hidden"):
                card["id"] = f"{zone_id}#{index}"
    return shown

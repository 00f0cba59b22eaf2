"""The end of a Fight: Guard in the Support Zone, Repair and recycling."""

from __future__ import annotations

from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.games.wms.catalog import BATTLEFIELD, GRAVEYARD, HAND, SUPPORT, zone
from tabletop.games.wms.combat import groups, piece_of


def card_keywords(state: State, card: str) -> frozenset[str]:
    """A fighting card's keywords: printed, from its Equipment/Power cards, minus Disrupt losses."""
    words = piece_of(state, card).base_keywords()
    lost = state.data.get("lost", {})
    for index, group in enumerate(groups(state)):
        if card in group["units"]:
            return words - frozenset(lost.get(str(index), ()))
    return words


def guard_card(state: State, player: int) -> str | None:
    """A card with Guard in the player's Support Zone (it spares the Commander a Wound)."""
    for card in state.zones[zone(player, SUPPORT)].cards:
        if "Guard" in card_keywords(state, card):
            return card
    return None


def repair_count(state: State, player: int) -> int:
    return sum(1 for c in state.zones[zone(player, SUPPORT)].cards if "Repair" in card_keywords(state, c))


def _fighting_cards(state: State, player: int) -> list[str]:
    return state.zones[zone(player, BATTLEFIELD)].cards + state.zones[zone(player, SUPPORT)].cards


def self_recycling(state: State, card: str) -> bool:
    """A card that says it may be recycled (its own text allows it, Unique or not)."""
    return piece_of(state, card).info.recycle


def repairable(state: State, card: str) -> bool:
    """A Vehicle Unit card a Repair card may recycle (never a Unique one)."""
    piece = piece_of(state, card)
    return piece.info.is_unit and "Vehicle" in piece.info.keywords and not piece.info.unique


def recycle_options(state: State, player: int, decision: dict) -> list[str]:
    repairs = decision.get("repairs", 0)
    return [c for c in _fighting_cards(state, player)
            if self_recycling(state, c) or (repairs > 0 and repairable(state, c))]


def recycle(step: Builder, card: str, player: int) -> None:
    """Take a card back into the hand; what was played on it goes to the Graveyard."""
    state = step.state
    decision = state.decision
    uses_repair = not self_recycling(state, card)
    for attached in list(state.cards[card].attachments):
        step.move(attached, zone(player, GRAVEYARD))
    for counter in ("psych_cc", "psych_rc", "possessed"):
        step.set_counter(card, counter, 0)
    step.move(card, zone(player, HAND))
    if uses_repair:
        step.note("Repair recycles a Vehicle.")
        step.set(("decision",), decision.replaced(repairs=decision["repairs"] - 1))

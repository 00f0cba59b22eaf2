"""The end of a Fight: Guard in the Support Zone, Repair and recycling."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.games.wms.catalog import BATTLEFIELD, GRAVEYARD, HAND, SUPPORT
from tabletop.games.wms.combat import groups, piece_of
from tabletop.games.wms.context import WmsContext


def card_keywords(ctx: WmsContext, card: str) -> frozenset[str]:
    """A fighting card's keywords: printed, from its Equipment/Power cards, minus Disrupt losses."""
    words = piece_of(ctx, card).base_keywords()
    lost = ctx.state.data.get("lost", {})
    for index, group in enumerate(groups(ctx)):
        if card in group["units"]:
            return words - frozenset(lost.get(str(index), ()))
    return words


def guard_card(ctx: WmsContext, player: int) -> str | None:
    """A card with Guard in the player's Support Zone (it spares the Commander a Wound)."""
    for card in ctx.cards_in(player, SUPPORT):
        if "Guard" in card_keywords(ctx, card):
            return card
    return None


def repair_count(ctx: WmsContext, player: int) -> int:
    return sum(1 for c in ctx.cards_in(player, SUPPORT) if "Repair" in card_keywords(ctx, c))


def _fighting_cards(ctx: WmsContext, player: int) -> list[str]:
    return ctx.cards_in(player, BATTLEFIELD) + ctx.cards_in(player, SUPPORT)


def self_recycling(ctx: WmsContext, card: str) -> bool:
    """A card that says it may be recycled (its own text allows it, Unique or not)."""
    return piece_of(ctx, card).info.recycle


def repairable(ctx: WmsContext, card: str) -> bool:
    """A Vehicle Unit card a Repair card may recycle (never a Unique one)."""
    piece = piece_of(ctx, card)
    return piece.info.is_unit and "Vehicle" in piece.info.keywords and not piece.info.unique


def recycle_options(ctx: WmsContext, player: int, decision: Mapping[str, Any]) -> list[str]:
    repairs = decision.get("repairs", 0)
    return [c for c in _fighting_cards(ctx, player)
            if self_recycling(ctx, c) or (repairs > 0 and repairable(ctx, c))]


def recycle(ctx: WmsContext, card: str, player: int) -> bool:
    """Take a card back into the hand; what was played on it goes to the Graveyard.

    True when it took a Repair (the card does not recycle itself).
    """
    uses_repair = not self_recycling(ctx, card)
    for attached in list(ctx.state.cards[card].attachments):
        ctx.change.move(attached, ctx.zone(player, GRAVEYARD))
    for counter in ("psych_cc", "psych_rc", "possessed"):
        ctx.change.set_counter(card, counter, 0)
    ctx.change.move(card, ctx.zone(player, HAND))
    if uses_repair:
        ctx.note("Repair recycles a Vehicle.")
    return uses_repair

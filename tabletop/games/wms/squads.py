"""What may be played together with a unit: squad members, Token cards, Equipment, Power cards."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.wms.catalog import CardInfo, SquadSpec
from tabletop.games.wms.context import WmsContext


def fits_squad(spec: SquadSpec, members: Sequence[CardInfo]) -> bool:
    """Whether ``members`` fit one alternative of a Squad specification (each term: up to its count)."""
    return any(_assign(list(terms), [0] * len(terms), list(members)) for terms in spec)


def _assign(terms: list[tuple[int, str]], used: list[int], members: list[CardInfo]) -> bool:
    if not members:
        return True
    first, rest = members[0], members[1:]
    for index, (count, keyword) in enumerate(terms):
        if used[index] < count and keyword in first.keywords:
            used[index] += 1
            if _assign(terms, used, rest):
                return True
            used[index] -= 1
    return False


def squad_size(spec: SquadSpec) -> int:
    return max((sum(count for count, _ in terms) for terms in spec), default=0)


def equipment_slots(unit: CardInfo) -> int:
    """Equipment cards a unit may carry: 1, or 2 for a Monster; none for a Token card."""
    if not unit.is_unit:
        return 0
    return 2 if "Monster" in unit.keywords else 1


def token_capacity(ctx: WmsContext, player: int, units: Sequence[CardInfo], token: CardInfo) -> int:
    """How many copies of ``token`` the units may bring (brings, Swarm: one per Wound left)."""
    total = 0
    for unit in units:
        if unit.brings and unit.brings[0] == token.id:
            total += unit.brings[1]
        if token.swarm and "Swarm" in unit.keywords:
            total += ctx.wounds(player)
    return total


def psych_points_left(ctx: WmsContext, unit_card: str) -> int:
    card = ctx.state.cards[unit_card]
    unit = ctx.info(unit_card)
    powers = sum(1 for a in card.attachments if ctx.info(a).type == "power")
    return unit.psych - card.counters.get("psych_cc", 0) - card.counters.get("psych_rc", 0) - powers


def equipment_on(ctx: WmsContext, unit_card: str) -> int:
    return sum(1 for a in ctx.state.cards[unit_card].attachments if ctx.info(a).type == "equipment")

"""Can a unit start a play that equals or beats the current Combat Value?

The rules need the answer twice: a unit is offered (highlighted, draggable)
only when some play led by it can win the comparison, and "lose the Fight"
is legal only when no unit can. The search tries every way the hand allows:
squad members, Equipment and Power cards on each unit, Power Points, Token
cards, Possession, turning the tide, Disrupt and Change choices. Results are
cached by the position's content (a small cache kept with the card database,
like the other facts derived from its cards).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from tabletop.carddb.model import CardDatabase
from tabletop.games.wms.catalog import (
    ASIDE,
    BATTLEFIELD,
    COMMAND,
    COMMANDER,
    HAND,
    RESERVES,
    STYLE_NAMES,
    SUPPORT,
    CardInfo,
)
from tabletop.games.wms.combat import Piece, Side, fight_values, side_keywords, side_of, top_group
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.fight import tide_sources
from tabletop.games.wms.squads import equipment_slots, fits_squad, squad_size, token_capacity

CACHE_LIMIT = 512  # enough for the few positions around one decision


def _new_cache(db: CardDatabase) -> dict[tuple, bool]:
    return {}


def _zone_key(ctx: WmsContext, zone_id: str) -> tuple:
    cards = ctx.state.cards
    return tuple(
        (c, cards[c].definition, tuple(cards[a].definition for a in cards[c].attachments),
         tuple(sorted(cards[c].counters.items())), cards[c].rotation)
        for c in ctx.state.zones[zone_id].cards
    )


def _position_key(ctx: WmsContext) -> tuple:
    zones = [ctx.zone(p, z) for p in range(len(ctx.state.players))
             for z in (HAND, ASIDE, RESERVES, COMMAND, COMMANDER, BATTLEFIELD, SUPPORT)]
    data = ctx.state.data
    return (tuple(_zone_key(ctx, z) for z in zones), data.get("groups"),
            data.get("lost"), data.get("used"), data.get("style"), data.get("named"))


class _Position(tuple):
    """A position's key that hashes its (large) content once."""

    def __hash__(self) -> int:
        found = self.__dict__.get("_hash")
        if found is None:
            found = self.__dict__["_hash"] = super().__hash__()
        return found


def _key(ctx: WmsContext, player: int, leader: str) -> tuple:
    return (player, leader, ctx.remembered("wms.position", lambda: _Position(_position_key(ctx))))


def can_lead(ctx: WmsContext, player: int, leader: str) -> bool:
    """Whether a play led by ``leader`` can equal or beat the opposing top group."""
    return ctx.remembered(("wms.can_lead", player, leader), lambda: _can_lead(ctx, player, leader))


def _can_lead(ctx: WmsContext, player: int, leader: str) -> bool:
    target = top_group(ctx, ctx.other(player))
    if target is None:
        return True
    key = _key(ctx, player, leader)
    cache = ctx.db.derived("wms.can_lead", _new_cache)
    found = cache.get(key)
    if found is None:
        if len(cache) >= CACHE_LIMIT:
            cache.clear()
        found = cache[key] = _search(ctx, player, leader, target)
    return found


def _search(ctx: WmsContext, player: int, leader: str, target: int) -> bool:
    style = ctx.state.data["style"]
    current = side_of(ctx, target)
    enemy = Side(current.player, current.pieces, current.lost, False)
    rest = [c for c in ctx.cards_in(player, HAND) if c != leader]
    hand_units = [c for c in rest if ctx.info(c).is_unit]
    for members in _member_sets(ctx, ctx.info(leader), hand_units):
        units = (leader, *members)
        free = [c for c in rest if c not in members]
        gear = [c for c in free if ctx.info(c).type == "equipment"]
        powers = [c for c in free if ctx.info(c).type == "power"]
        for equipment in _assignments(ctx, units, gear, _gear_room):
            for power in _assignments(ctx, units, powers, _power_room):
                spare = len(free) - sum(len(v) for v in equipment.values()) - sum(len(v) for v in power.values())
                for tokens in _token_sets(ctx, player, units):
                    for possessed in _possession_sets(ctx, units, spare):
                        if _beats(ctx, player, units, equipment, power, tokens, possessed, enemy, style):
                            return True
    return False


def _member_sets(ctx: WmsContext, leader: CardInfo, hand_units: list[str]) -> Iterator[tuple[str, ...]]:
    yield ()
    if not leader.squad:
        return
    for size in range(1, min(squad_size(leader.squad), len(hand_units)) + 1):
        for chosen in itertools.combinations(hand_units, size):
            if fits_squad(leader.squad, [ctx.info(c) for c in chosen]):
                yield chosen


def _gear_room(ctx: WmsContext, unit: str, carried: int, card: str) -> bool:
    unit_info = ctx.info(unit)
    return carried < equipment_slots(unit_info) and ctx.info(card).allows(unit_info.keywords)


def _power_room(ctx: WmsContext, unit: str, carried: int, card: str) -> bool:
    unit_info = ctx.info(unit)
    return carried < unit_info.psych and ctx.info(card).allows(unit_info.keywords)


def _assignments(ctx: WmsContext, units: tuple[str, ...], cards: list[str], room) -> Iterator[dict[str, tuple[str, ...]]]:
    """Every way to put some of ``cards`` on the units (or leave them in hand)."""
    def place(index: int, placed: dict[str, tuple[str, ...]]) -> Iterator[dict[str, tuple[str, ...]]]:
        if index == len(cards):
            yield placed
            return
        card = cards[index]
        yield from place(index + 1, placed)
        for unit in units:
            carried = placed.get(unit, ())
            if room(ctx, unit, len(carried), card):
                yield from place(index + 1, {**placed, unit: (*carried, card)})

    yield from place(0, {})


def _token_sets(ctx: WmsContext, player: int, units: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    yield ()
    unit_infos = [ctx.info(u) for u in units]
    brought: list[str] = []
    by_kind: dict[str, list[str]] = {}
    for card in ctx.cards_in(player, ASIDE):
        if ctx.info(card).type == "token":
            by_kind.setdefault(ctx.state.cards[card].definition, []).append(card)
    for cards in by_kind.values():
        brought += cards[:token_capacity(ctx, player, unit_infos, ctx.info(cards[0]))]
    if brought:
        yield tuple(brought)


def _possession_sets(ctx: WmsContext, units: tuple[str, ...], spare: int) -> Iterator[frozenset[str]]:
    yield frozenset()
    able = [u for u in units if "Possession" in ctx.info(u).keywords]
    for size in range(1, min(len(able), spare) + 1):
        for chosen in itertools.combinations(able, size):
            yield frozenset(chosen)


def _pieces(ctx: WmsContext, units: tuple[str, ...], equipment: dict, power: dict, tokens: tuple[str, ...],
            possessed: frozenset[str], style: str) -> tuple[Piece, ...]:
    pieces = []
    for unit in units:
        unit_info = ctx.info(unit)
        extras = tuple(ctx.info(c) for c in equipment.get(unit, ()) + power.get(unit, ()))
        points = max(unit_info.psych - len(power.get(unit, ())), 0)
        pieces.append(Piece(unit, unit_info, extras, points if style == "cc" else 0,
                            points if style == "rc" else 0, unit in possessed))
    pieces += [Piece(t, ctx.info(t)) for t in tokens]
    return tuple(pieces)


def _beats(ctx: WmsContext, player: int, units: tuple[str, ...], equipment: dict, power: dict,
           tokens: tuple[str, ...], possessed: frozenset[str], enemy: Side, style: str) -> bool:
    probe = _pieces(ctx, units, equipment, power, tokens, possessed, style)
    styles = [style]
    if any(tide_sources(ctx, player, probe)):
        styles += [s for s in STYLE_NAMES if s != style]
    disrupters = [p for p in probe if p.info.is_unit and "Disrupt" in p.base_keywords()]
    changers = [p for p in probe if p.info.is_unit and "Change" in p.base_keywords()]
    stack = ctx.cards_in(player, COMMAND)
    tops: list[dict[int, str] | None] = [None]
    if changers and len(stack) > 1:
        tops += [{player: c} for c in stack[:-1]]
    for option in styles:
        pieces = probe if option == style else _pieces(ctx, units, equipment, power, tokens, possessed, option)
        mine = Side(player, pieces, frozenset(), True)
        for top in tops:
            for lost in _disrupt_sets(ctx, mine, enemy, len(disrupters)):
                foe = Side(enemy.player, enemy.pieces, enemy.lost | lost, False)
                ours, theirs = fight_values(ctx, mine, foe, option, top)
                if ours.value >= theirs.value:
                    return True
    return False


def _disrupt_sets(ctx: WmsContext, mine: Side, enemy: Side, count: int) -> Iterator[frozenset[str]]:
    yield frozenset()
    if count == 0:
        return
    words = sorted(side_keywords(ctx, enemy, mine) - {"Squad"})
    for size in range(1, min(count, len(words)) + 1):
        for chosen in itertools.combinations(words, size):
            yield frozenset(chosen)


def hand_leaders(ctx: WmsContext, player: int) -> list[str]:
    """Unit cards in hand and in the Reserves Zone that may start a play now."""
    places = (ctx.zone(player, HAND), ctx.zone(player, RESERVES))
    return [c for z in places for c in ctx.state.zones[z].cards if ctx.info(c).is_unit]


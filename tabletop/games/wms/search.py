"""Can a unit start a play that equals or beats the current Combat Value?

The rules need the answer twice: a unit is offered (highlighted, draggable)
only when some play led by it can win the comparison, and "lose the Fight"
is legal only when no unit can. The search tries every way the hand allows:
squad members, Equipment and Power cards on each unit, Power Points, Token
cards, Possession, turning the tide, Disrupt and Change choices. Results are
cached by the position's content.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from tabletop.engine.state import State
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
    info,
    other,
    zone,
)
from tabletop.games.wms.combat import Piece, Side, fight_values, side_keywords, side_of, top_group
from tabletop.games.wms.fight import tide_sources
from tabletop.games.wms.squads import equipment_slots, fits_squad, squad_size, token_capacity

_CACHE: dict[tuple, bool] = {}
_CACHE_LIMIT = 512  # enough for the few positions around one decision


def _zone_key(state: State, zone_id: str) -> tuple:
    cards = state.cards
    return tuple(
        (c, cards[c].definition, tuple(cards[a].definition for a in cards[c].attachments),
         tuple(sorted(cards[c].counters.items())), cards[c].rotation)
        for c in state.zones[zone_id].cards
    )


def _key(state: State, player: int, leader: str) -> tuple:
    zones = [zone(p, z) for p in range(len(state.players))
             for z in (HAND, ASIDE, RESERVES, COMMAND, COMMANDER, BATTLEFIELD, SUPPORT)]
    data = state.data
    return (player, leader, tuple(_zone_key(state, z) for z in zones), data.get("groups"),
            data.get("lost"), data.get("used"), data.get("style"), data.get("named"))


def can_lead(state: State, player: int, leader: str) -> bool:
    """Whether a play led by ``leader`` can equal or beat the opposing top group."""
    target = top_group(state, other(player))
    if target is None:
        return True
    key = _key(state, player, leader)
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        found = _CACHE[key] = _search(state, player, leader, target)
    return found


def _search(state: State, player: int, leader: str, target: int) -> bool:
    style = state.data["style"]
    current = side_of(state, target)
    enemy = Side(current.player, current.pieces, current.lost, False)
    rest = [c for c in state.zones[zone(player, HAND)].cards if c != leader]
    hand_units = [c for c in rest if info(state, c).is_unit]
    for members in _member_sets(state, info(state, leader), hand_units):
        units = (leader, *members)
        free = [c for c in rest if c not in members]
        gear = [c for c in free if info(state, c).type == "equipment"]
        powers = [c for c in free if info(state, c).type == "power"]
        for equipment in _assignments(state, units, gear, _gear_room):
            for power in _assignments(state, units, powers, _power_room):
                spare = len(free) - sum(len(v) for v in equipment.values()) - sum(len(v) for v in power.values())
                for tokens in _token_sets(state, player, units):
                    for possessed in _possession_sets(state, units, spare):
                        if _beats(state, player, units, equipment, power, tokens, possessed, enemy, style):
                            return True
    return False


def _member_sets(state: State, leader: CardInfo, hand_units: list[str]) -> Iterator[tuple[str, ...]]:
    yield ()
    if not leader.squad:
        return
    for size in range(1, min(squad_size(leader.squad), len(hand_units)) + 1):
        for chosen in itertools.combinations(hand_units, size):
            if fits_squad(leader.squad, [info(state, c) for c in chosen]):
                yield chosen


def _gear_room(state: State, unit: str, carried: int, card: str) -> bool:
    unit_info = info(state, unit)
    return carried < equipment_slots(unit_info) and info(state, card).allows(unit_info.keywords)


def _power_room(state: State, unit: str, carried: int, card: str) -> bool:
    unit_info = info(state, unit)
    return carried < unit_info.psych and info(state, card).allows(unit_info.keywords)


def _assignments(state: State, units: tuple[str, ...], cards: list[str], room) -> Iterator[dict[str, tuple[str, ...]]]:
    """Every way to put some of ``cards`` on the units (or leave them in hand)."""
    def place(index: int, placed: dict[str, tuple[str, ...]]) -> Iterator[dict[str, tuple[str, ...]]]:
        if index == len(cards):
            yield placed
            return
        card = cards[index]
        yield from place(index + 1, placed)
        for unit in units:
            carried = placed.get(unit, ())
            if room(state, unit, len(carried), card):
                yield from place(index + 1, {**placed, unit: (*carried, card)})

    yield from place(0, {})


def _token_sets(state: State, player: int, units: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    yield ()
    unit_infos = [info(state, u) for u in units]
    brought: list[str] = []
    by_kind: dict[str, list[str]] = {}
    for card in state.zones[zone(player, ASIDE)].cards:
        if info(state, card).type == "token":
            by_kind.setdefault(state.cards[card].definition, []).append(card)
    for cards in by_kind.values():
        brought += cards[:token_capacity(state, player, unit_infos, info(state, cards[0]))]
    if brought:
        yield tuple(brought)


def _possession_sets(state: State, units: tuple[str, ...], spare: int) -> Iterator[frozenset[str]]:
    yield frozenset()
    able = [u for u in units if "Possession" in info(state, u).keywords]
    for size in range(1, min(len(able), spare) + 1):
        for chosen in itertools.combinations(able, size):
            yield frozenset(chosen)


def _pieces(state: State, units: tuple[str, ...], equipment: dict, power: dict, tokens: tuple[str, ...],
            possessed: frozenset[str], style: str) -> tuple[Piece, ...]:
    pieces = []
    for unit in units:
        unit_info = info(state, unit)
        extras = tuple(info(state, c) for c in equipment.get(unit, ()) + power.get(unit, ()))
        points = max(unit_info.psych - len(power.get(unit, ())), 0)
        pieces.append(Piece(unit, unit_info, extras, points if style == "cc" else 0,
                            points if style == "rc" else 0, unit in possessed))
    pieces += [Piece(t, info(state, t)) for t in tokens]
    return tuple(pieces)


def _beats(state: State, player: int, units: tuple[str, ...], equipment: dict, power: dict,
           tokens: tuple[str, ...], possessed: frozenset[str], enemy: Side, style: str) -> bool:
    probe = _pieces(state, units, equipment, power, tokens, possessed, style)
    styles = [style]
    if any(tide_sources(state, player, probe)):
        styles += [s for s in STYLE_NAMES if s != style]
    disrupters = [p for p in probe if p.info.is_unit and "Disrupt" in p.base_keywords()]
    changers = [p for p in probe if p.info.is_unit and "Change" in p.base_keywords()]
    stack = state.zones[zone(player, COMMAND)].cards
    tops: list[dict[int, str] | None] = [None]
    if changers and len(stack) > 1:
        tops += [{player: c} for c in stack[:-1]]
    for option in styles:
        pieces = probe if option == style else _pieces(state, units, equipment, power, tokens, possessed, option)
        mine = Side(player, pieces, frozenset(), True)
        for top in tops:
            for lost in _disrupt_sets(state, mine, enemy, len(disrupters)):
                foe = Side(enemy.player, enemy.pieces, enemy.lost | lost, False)
                ours, theirs = fight_values(state, mine, foe, option, top)
                if ours.value >= theirs.value:
                    return True
    return False


def _disrupt_sets(state: State, mine: Side, enemy: Side, count: int) -> Iterator[frozenset[str]]:
    yield frozenset()
    if count == 0:
        return
    words = sorted(side_keywords(state, enemy, mine) - {"Squad"})
    for size in range(1, min(count, len(words)) + 1):
        for chosen in itertools.combinations(words, size):
            yield frozenset(chosen)


def hand_leaders(state: State, player: int) -> list[str]:
    """Unit cards in hand and in the Reserves Zone that may start a play now."""
    places = (zone(player, HAND), zone(player, RESERVES))
    return [c for z in places for c in state.zones[z].cards if info(state, c).is_unit]


"""Structural checks of a state read from outside (a save, a journal): is it a game at all?

:func:`json_state_problems` checks the JSON form of a state before
:meth:`State.from_json` builds anything from it: the shape and type of every
field, every seat in range, every card's definition in the game's card sets,
every location an existing zone or card. :func:`card_problems` checks that
every card is in exactly one pile, where its location says. Each problem is a
short phrase; the caller words the sentence around the first one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from typing import Any

from tabletop.engine.locations import ATTACHED
from tabletop.engine.state import State

VISIBILITIES = ("public", "owner", "hidden")
_FIELDS = {"game", "players", "zones", "cards", "tokens", "turn", "phase", "active_player",
           "decision", "rng", "next_id", "data"}


def is_int(value: Any) -> bool:
    """A JSON integer (a bool is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def card_problems(state: State, expected_cards: set[str]) -> list[str]:
    """Every card in exactly one pile, where its location says; none lost or made."""
    problems = []
    seen: Counter[str] = Counter()
    for zone in state.zones.values():
        for card_id in zone.cards:
            seen[card_id] += 1
            if card_id in state.cards and state.cards[card_id].location != zone.id:
                problems.append(f"card {card_id} is in {zone.id} but its location says {state.cards[card_id].location}")
    for card in state.cards.values():
        for attached in card.attachments:
            seen[attached] += 1
            if attached in state.cards and state.cards[attached].location != ATTACHED + card.id:
                problems.append(f"card {attached} is under {card.id} but its location says {state.cards[attached].location}")
    problems.extend(f"card {c} is in {n} places" for c, n in seen.items() if n > 1)
    problems.extend(f"card {c} is in no pile (lost)" for c in expected_cards if c not in seen)
    problems.extend(f"card {c} appeared from nowhere" for c in seen if c not in expected_cards)
    problems.extend(f"card {c} has no card record" for c in seen if c not in state.cards)
    return problems


def _seat_ok(value: Any, seats: int, *, nobody: bool = False) -> bool:
    return (nobody and value is None) or (is_int(value) and 0 <= value < seats)


def _row(value: Any, length: int) -> bool:
    return isinstance(value, list) and len(value) == length


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def json_state_problems(data: Any, game_id: str, card_ids: Collection[str]) -> list[str]:
    """What makes the JSON form of a state not a state of this game (empty: it is one)."""
    if not isinstance(data, dict) or set(data) != _FIELDS:
        return ["the position is not a game position"]
    if data["game"] != game_id:
        return [f"the position is of another game ({data['game']!r})"]
    players = data["players"]
    if not isinstance(players, list) or not players or not all(
            _row(p, 2) and p[0] == i and is_int(p[0]) and isinstance(p[1], str) for i, p in enumerate(players)):
        return ["the seats are damaged"]
    seats = len(players)
    problems = _zone_problems(data["zones"], seats)
    if problems:
        return problems
    problems = _card_problems(data["cards"], data["zones"], seats, card_ids)
    if problems:
        return problems
    problems = _token_problems(data["tokens"], seats)
    for key in ("turn", "rng", "next_id"):
        if not is_int(data[key]) or data[key] < 0:
            problems.append(f"'{key}' is not a number")
    if not isinstance(data["phase"], str):
        problems.append("the phase is not a name")
    if not _seat_ok(data["active_player"], seats):
        problems.append("the player to act is not a seat")
    decision = data["decision"]
    if decision is not None and not isinstance(decision, dict):
        problems.append("the pending decision is damaged")
    if not isinstance(data["data"], dict):
        problems.append("the game's fields are damaged")
    return problems


def _zone_problems(zones: Any, seats: int) -> list[str]:
    if not isinstance(zones, dict):
        return ["the zones are damaged"]
    for zone_id, row in zones.items():
        if not (_row(row, 4) and _seat_ok(row[0], seats, nobody=True) and isinstance(row[1], str)
                and row[2] in VISIBILITIES and _strings(row[3])) or zone_id.startswith(ATTACHED):
            return [f"zone {zone_id!r} is damaged"]
    return []


def _card_problems(cards: Any, zones: dict, seats: int, card_ids: Collection[str]) -> list[str]:
    if not isinstance(cards, dict):
        return ["the cards are damaged"]
    for card_id, row in cards.items():
        if not (_row(row, 8) and isinstance(row[0], str) and _seat_ok(row[1], seats)
                and _seat_ok(row[2], seats) and isinstance(row[3], str) and isinstance(row[4], bool)
                and is_int(row[5]) and isinstance(row[6], dict) and all(is_int(v) for v in row[6].values())
                and _strings(row[7])):
            return [f"card {card_id} is damaged"]
        if row[0] not in card_ids:
            return [f"card {card_id} is '{row[0]}', which is in none of the game's card sets"]
        location = row[3]
        if location.startswith(ATTACHED) and location[1:] not in cards or \
                not location.startswith(ATTACHED) and location not in zones:
            return [f"card {card_id} is at {location!r}, which is no zone and no card"]
    seen: Counter[str] = Counter()
    for zone_id, row in zones.items():
        for card_id in row[3]:
            seen[card_id] += 1
            if card_id not in cards or cards[card_id][3] != zone_id:
                return [f"card {card_id} is listed in {zone_id} but is not there"]
    for host, row in cards.items():
        for card_id in row[7]:
            seen[card_id] += 1
            if card_id not in cards or cards[card_id][3] != ATTACHED + host:
                return [f"card {card_id} is listed under {host} but is not there"]
    twice = [card for card, count in seen.items() if count > 1]
    if twice:
        return [f"card {twice[0]} is in {seen[twice[0]]} places at once"]
    lost = [card for card in cards if card not in seen]
    if lost:
        return [f"card {lost[0]} is in no pile"]
    return []


def _token_problems(tokens: Any, seats: int) -> list[str]:
    if not isinstance(tokens, dict):
        return ["the tokens are damaged"]
    for token_id, row in tokens.items():
        if not (_row(row, 4) and isinstance(row[0], str) and _seat_ok(row[1], seats, nobody=True)
                and isinstance(row[2], str) and isinstance(row[3], dict)):
            return [f"token {token_id} is damaged"]
    return []

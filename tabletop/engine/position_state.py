"""A position file's state: its zones, cards, tokens, decision, queue and data set on a fresh setup."""

from __future__ import annotations

from typing import Any

from tabletop.carddb.yamlio import LineMap
from tabletop.engine.game import Game
from tabletop.engine.locations import ATTACHED, SPACE, attached_location
from tabletop.engine.position_reader import Reader, line_of
from tabletop.engine.rules.moves import FREE
from tabletop.engine.rules.queue import ASK, QUEUE
from tabletop.engine.state import CardInstance, State, Token
from tabletop.engine.values import freeze

TOKEN_KEYS = ("owner", "name", "kind", "id", "at", "remove")
CARD_KEYS = ("card", "id", "owner", "controller", "face", "rotation", "counters", "under")
RESERVED_DATA = ("options", "variant", QUEUE)


class StateBuilder:
    """Sets a freshly set-up state to the position (before any history: no ops)."""

    def __init__(self, reader: Reader, game: Game, state: State, data: LineMap):
        self.reader = reader
        self.game = game
        self.state = state
        self.data = data
        self.taken: set[str] = set()

    def build(self) -> None:
        data = self.data
        zones = data.get("zones") or {}
        if not isinstance(zones, dict):
            self.reader.problem(data.line_of("zones"), "'zones' should map zone ids to lists of cards")
            zones = {}
        self._zones(zones)
        self._tokens(data.get("tokens") or [])
        self._numbers()
        self._decision()
        self._fields()

    # -- cards -----------------------------------------------------------------------------
    def _zones(self, zones: dict) -> None:
        state = self.state
        listed = []
        for zone_id, entries in zones.items():
            line = line_of(zones, zone_id, self.data.line_of("zones"))
            if zone_id not in state.zones:
                known = ", ".join(sorted(state.zones)[:12])
                self.reader.problem(line, f"no zone '{zone_id}' in {self.game.name} (zones: {known}...)")
                continue
            if not isinstance(entries, list):
                self.reader.problem(line, f"zone '{zone_id}' should list its cards (bottom first)")
                continue
            listed.append((zone_id, entries, line))
        released = {card for zone_id, _, _ in listed for card in self._subtree(state.zones[zone_id].cards)}
        for zone_id, _, _ in listed:
            for card in list(state.zones[zone_id].cards):
                self._lift(card)
        for zone_id, entries, line in listed:
            zone = state.zones[zone_id]
            for index, entry in enumerate(entries):
                self._place(entry, zone_id, zone.owner, line_of(entries, index, line), released)
        for card in released - self.taken:
            self._forget(card)

    def _subtree(self, cards: list[str]) -> list[str]:
        found: list[str] = []
        for card in cards:
            found.append(card)
            found.extend(self._subtree(self.state.cards[card].attachments))
        return found

    def _lift(self, card: str) -> None:
        """Take a card out of its pile (keeping it in the game for now)."""
        state = self.state
        instance = state.cards[card]
        state.pile(instance.location).remove(card)
        instance.location = ""

    def _forget(self, card: str) -> None:
        state = self.state
        instance = state.cards.pop(card)
        if instance.location:
            state.pile(instance.location).remove(card)
        for attached in list(instance.attachments):
            if attached in state.cards:
                self._forget(attached)

    def _place(self, entry: Any, location: str, owner: int | None, line: int, released: set[str]) -> None:
        reader = self.reader
        if isinstance(entry, str):
            entry = {"card": entry}
        if not isinstance(entry, dict):
            reader.problem(line, "a card is its id, or a mapping with 'card' and its state")
            return
        for key in entry:
            if key not in CARD_KEYS:
                reader.problem(line_of(entry, key, line), f"unknown card key '{key}' (a card has: {', '.join(CARD_KEYS)})")
        definition = entry.get("card")
        if not isinstance(definition, str) or definition not in self.game.db.cards:
            reader.problem(line, f"no {self.game.name} card '{definition}'")
            return
        if "owner" in entry:
            owner = entry["owner"]
            if not self._seat_ok(owner, line_of(entry, "owner", line), "owner"):
                return
        if owner is None:
            owner = self._owner_of(definition)
        card = self._card_for(entry, definition, owner, line, released)
        if card is None:
            return
        state = self.state
        instance = state.cards[card]
        if instance.location:
            self._lift(card)
        state.pile(location).append(card)
        instance.location = location
        instance.owner = owner
        instance.controller = entry.get("controller", owner)
        if "controller" in entry:
            self._seat_ok(instance.controller, line_of(entry, "controller", line), "controller")
        zone = state.zones.get(location)
        hidden_pile = zone is not None and zone.kind == "deck"
        face = entry.get("face", "down" if hidden_pile else "up")
        if face not in ("up", "down"):
            reader.problem(line_of(entry, "face", line), f"'face' should be up or down, not {face!r}")
        instance.face_up = face == "up"
        rotation = entry.get("rotation", 0)
        if rotation not in (0, 90, 180, 270):
            reader.problem(line_of(entry, "rotation", line), f"'rotation' should be 0, 90, 180 or 270, not {rotation!r}")
            rotation = 0
        instance.rotation = rotation
        counters = entry.get("counters") or {}
        if not isinstance(counters, dict) or not all(
                isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) for k, v in counters.items()):
            reader.problem(line_of(entry, "counters", line), "'counters' should map counter names to whole numbers")
            counters = {}
        instance.counters = {k: v for k, v in counters.items() if v}
        for attached in list(instance.attachments):
            self._lift(attached)
            released.add(attached)
        under = entry.get("under") or []
        if not isinstance(under, list):
            reader.problem(line_of(entry, "under", line), "'under' should list the cards tucked under this one")
            under = []
        for index, below in enumerate(under):
            self._place(below, attached_location(card), owner, line_of(under, index, line_of(entry, "under", line)), released)

    def _seat_ok(self, seat: Any, line: int, what: str) -> bool:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.state.players):
            self.reader.problem(line, f"'{what}' should be a seat number from 0 to {len(self.state.players) - 1}")
            return False
        return True

    def _owner_of(self, definition: str) -> int:
        found = [c.owner for c in self.state.cards.values() if c.definition == definition and c.id not in self.taken]
        return found[0] if found else 0

    def _card_for(self, entry: dict, definition: str, owner: int, line: int, released: set[str]) -> str | None:
        state = self.state
        wanted = entry.get("id")
        if wanted is not None:
            if not isinstance(wanted, str) or not wanted or wanted.startswith("@") or any(c in wanted for c in " :"):
                self.reader.problem(line_of(entry, "id", line), "'id' should be a short name without spaces, "
                                    "':' or a leading '@'")
                return None
            if wanted in self.taken:
                self.reader.problem(line_of(entry, "id", line), f"card id '{wanted}' is used twice")
                return None
        candidates = [c for c in state.cards.values()
                      if c.definition == definition and c.owner == owner and c.id not in self.taken]
        candidates.sort(key=lambda c: (c.id != wanted, c.id not in released, not c.location.endswith(".deck"),
                                       card_number(c.id)))
        if candidates:
            card = candidates[0].id
        else:
            card = f"c{state.next_id}"
            state.next_id += 1
            state.cards[card] = CardInstance(card, definition, owner, owner, "", True)
        if wanted is not None and wanted != card:
            if wanted in state.cards:
                self.reader.problem(line_of(entry, "id", line), f"card id '{wanted}' already names another card")
                return None
            instance = state.cards.pop(card)
            if instance.location:
                pile = state.pile(instance.location)
                pile[pile.index(card)] = wanted
            for attached in instance.attachments:
                state.cards[attached].location = attached_location(wanted)
            instance.id = wanted
            state.cards[wanted] = instance
            released.discard(card)
            released.add(wanted)
            card = wanted
        self.taken.add(card)
        return card

    # -- tokens ------------------------------------------------------------------------------
    def _tokens(self, tokens: Any) -> None:
        reader = self.reader
        base_line = self.data.line_of("tokens")
        if not isinstance(tokens, list):
            reader.problem(base_line, "'tokens' should be a list")
            return
        state = self.state
        used: set[str] = set()  # tokens already given by an earlier entry (several may share a name)
        for index, entry in enumerate(tokens):
            line = line_of(tokens, index, base_line)
            if not isinstance(entry, dict) or "name" not in entry:
                reader.problem(line, "a token is a mapping with at least 'owner' and 'name'")
                continue
            owner = entry.get("owner")
            if owner is not None and not self._seat_ok(owner, line_of(entry, "owner", line), "owner"):
                continue
            for key in entry:
                if key not in TOKEN_KEYS and not isinstance(key, str):
                    reader.problem(line_of(entry, key, line), f"a token's keys are words, not {key!r}")
            found = [t for t in state.tokens.values()
                     if t.owner == owner and t.data.get("name") == entry["name"] and t.id not in used]
            found = [t for t in found if t.id == entry.get("id")] or found
            if entry.get("remove"):
                for token in found:
                    del state.tokens[token.id]
                continue
            if not found:
                if "kind" not in entry or "at" not in entry:
                    names = sorted({str(t.data.get("name")) for t in state.tokens.values() if t.owner == owner})
                    reader.problem(line, f"seat {owner} has no token named {entry['name']!r} "
                                   f"(tokens: {', '.join(names) or 'none'}); a new token needs 'kind' and 'at'")
                    continue
                token_id = f"t{state.next_id}"
                state.next_id += 1
                state.tokens[token_id] = Token(token_id, str(entry["kind"]), owner, "", {"name": entry["name"]})
                found = [state.tokens[token_id]]
            token = found[0]
            used.add(token.id)
            wanted = entry.get("id")
            if wanted is not None and wanted != token.id:
                if not isinstance(wanted, str) or wanted in state.tokens or wanted in state.cards:
                    reader.problem(line_of(entry, "id", line), f"token id {wanted!r} is taken or not a word")
                else:
                    del state.tokens[token.id]
                    token.id = wanted
                    state.tokens[wanted] = token
                    used.add(wanted)
            for key, value in entry.items():
                if key in ("owner", "name", "kind", "remove", "id"):
                    continue
                if key == "at":
                    token.location = self._location(value, line_of(entry, key, line))
                else:
                    token.data[key] = freeze(value)

    def _location(self, value: Any, line: int) -> str:
        state = self.state
        if not isinstance(value, str):
            self.reader.problem(line, "'at' should be a location: a zone id, '@<card id>' or 'space:<id>'")
            return ""
        if value.startswith(ATTACHED):
            if value[1:] not in state.cards:
                self.reader.problem(line, f"no card '{value[1:]}' to sit on")
        elif not value.startswith(SPACE) and value not in state.zones:
            self.reader.problem(line, f"'{value}' is not a zone, '@<card id>' or 'space:<id>'")
        return value

    # -- the moment ---------------------------------------------------------------------------
    def _numbers(self) -> None:
        data, state, reader = self.data, self.state, self.reader
        if "turn" in data:
            turn = data["turn"]
            if isinstance(turn, bool) or not isinstance(turn, int) or turn < 1:
                reader.problem(data.line_of("turn"), "'turn' should be a whole number from 1")
            else:
                state.turn = turn
        if "active" in data and self._seat_ok(data["active"], data.line_of("active"), "active"):
            state.active_player = data["active"]
        if "phase" in data:
            state.phase = str(data["phase"])
        if "rng" in data:
            rng = data["rng"]
            if isinstance(rng, bool) or not isinstance(rng, int) or not 0 <= rng < 1 << 64:
                reader.problem(data.line_of("rng"), "'rng' should be the generator's state, a whole number")
            else:
                state.rng = rng

    def _decision(self) -> None:
        data, state, reader = self.data, self.state, self.reader
        if "decision" not in data:
            return
        decision = data["decision"]
        line = data.line_of("decision")
        if decision is None:
            state.decision = None
            return
        if not isinstance(decision, dict) or "seat" not in decision or "kind" not in decision:
            reader.problem(line, "'decision' should be a mapping with 'seat', 'kind' and its parameters")
            return
        if not self._seat_ok(decision["seat"], line_of(decision, "seat", line), "seat"):
            return
        rules = self.game.rules
        if rules is not None and not rules.moves_for(str(decision["kind"])):
            kinds = sorted({kind for move in rules.moves for kind in move.answers} - {FREE})
            reader.problem(line_of(decision, "kind", line), f"no move answers a decision of kind "
                           f"{decision['kind']!r} (kinds: {', '.join(kinds)})")
            return
        state.decision = freeze(dict(decision))

    def _fields(self) -> None:
        data, state, reader = self.data, self.state, self.reader
        if "queue" in data:
            pending = data["queue"]
            kinds = {ASK, *self.game.rules.steps} if self.game.rules is not None else None
            if not isinstance(pending, list) or not all(
                    isinstance(e, dict) and isinstance(e.get("k"), str) and (kinds is None or e["k"] in kinds)
                    for e in pending):
                known = ", ".join(sorted(kinds)) if kinds else "any"
                reader.problem(data.line_of("queue"), f"'queue' should list entries, each a mapping with 'k' "
                               f"naming a step of the game ({known})")
            else:
                state.data[QUEUE] = freeze(list(pending))
        fields = data.get("data") or {}
        if not isinstance(fields, dict):
            reader.problem(data.line_of("data"), "'data' should be a mapping of game fields")
            return
        for key, value in fields.items():
            if key in RESERVED_DATA:
                reader.problem(line_of(fields, key, data.line_of("data")),
                               f"'{key}' is set at the top of the file, not under 'data'")
                continue
            state.data[str(key)] = freeze(value)


def card_number(card_id: str) -> int:
    """The number in a card id (``c12``: 12); very large for an id the file made up (``drake``)."""
    digits = card_id[1:]
    return int(digits) if digits.isdigit() else 1 << 30

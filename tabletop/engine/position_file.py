"""Positions as files: any moment of any game, set up from YAML and checked strictly.

A position starts from the game's own setup (its seats, decks, seed, variant
and options) and then says how things stand::

    kind: position
    game: <game id>
    title: The worked example, first play
    seed: 7
    options: {first: "0"}
    seats:
      - {name: Ann, deck: starter_one}           # a shipped deck id, a file beside this one,
      - {name: Bob, deck: {name: Mine, sections: {main: {knight: 3}}}}   # or the deck itself
    turn: 1
    phase: Fight
    active: 0
    zones:                                       # each zone listed holds exactly these cards, in order
      p0.hand: [knight, squire]
      p0.leader: [{card: king, counters: {wound: 2}}]
      p1.field:
        - card: dragon
          id: drake                              # a fixed card id, to name it in data or the decision
          under: [saddle]
          face: up                               # up / down; rotation: 0/90/180/270; controller: seat
    tokens:                                      # tokens the setup made, found by owner and name
      - {owner: 0, name: Hero, at: "space:b3", health: 5}
    decision: {seat: 0, kind: play, opening: true}
    queue: []                                    # what comes after the decision (queue entries)
    data: {command_played: false}                # game fields, over the setup's own
    script:                                      # optional: steps and checks (see position_script)
      - do: Play Captain
      - log: "4 CC"

Zones not listed keep what the setup put there; a card a listed zone names is
taken from its owner's own cards (from the zone it was in; a deck gives it up)
or made if the owner has none left. Every problem is reported as ``file:line``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop import paths
from tabletop.carddb.decks import Deck, deck_from_data, load_deck
from tabletop.carddb.problems import DataError, Problem, Where, display_path
from tabletop.carddb.yamlio import LineList, LineMap, parse_yaml, read_text
from tabletop.engine.game import Game, PlayerSetup, Setup
from tabletop.engine.locations import ATTACHED, SPACE, attached_location
from tabletop.engine.rules.moves import FREE
from tabletop.engine.rules.queue import ASK, QUEUE
from tabletop.engine.state import CardInstance, State, Token
from tabletop.engine.values import freeze
from tabletop.engine.variants import default_teams, variant_of

KIND = "position"
TOP_KEYS = ("kind", "game", "title", "about", "seed", "variant", "options", "seats", "turn", "phase",
            "active", "zones", "tokens", "decision", "queue", "data", "rng", "script")
TOKEN_KEYS = ("owner", "name", "kind", "id", "at", "remove")
CARD_KEYS = ("card", "id", "owner", "controller", "face", "rotation", "counters", "under")
RESERVED_DATA = ("options", "variant", QUEUE)

GameLookup = Callable[[str], Game]


@dataclass
class Position:
    """A position read from a file: the game, the setup it starts from and the state it sets."""

    game: Game
    setup: Setup
    state: State
    title: str = ""
    about: str = ""
    script: tuple[Any, ...] = ()
    path: str = ""
    script_lines: tuple[int, ...] = ()


@dataclass
class _Reader:
    """Collects every problem of one file instead of stopping at the first."""

    where: Where
    problems: list[Problem] = field(default_factory=list)

    def at(self, line: int) -> Where:
        return self.where.at(line)

    def problem(self, line: int, message: str) -> None:
        self.problems.append(self.where.at(line).problem(message))


def _line(data: Any, key: Any, default: int) -> int:
    if isinstance(data, LineMap):
        return data.line_of(key)
    if isinstance(data, LineList) and isinstance(key, int):
        return data.line_of(key)
    return default


def read_position(path: Path, find_game: GameLookup) -> Position:
    """Read and check a position file; DataError listing every ``file:line`` problem."""
    shown = display_path(path)
    return parse_position(read_text(Path(path), shown), shown, find_game, Path(path).parent)


def parse_position(text: str, shown: str, find_game: GameLookup, folder: Path | None = None) -> Position:
    data = parse_yaml(text, shown)
    reader = _Reader(Where(shown, 1))
    if not isinstance(data, LineMap):
        raise DataError([Problem(shown, 1, "a position is a mapping with 'kind: position' at the top")])
    if data.get("kind") != KIND:
        reader.problem(data.line_of("kind"), f"'kind' should be '{KIND}', not {data.get('kind')!r}")
    for key in data:
        if key not in TOP_KEYS:
            reader.problem(data.line_of(key), f"unknown key '{key}' (a position has: {', '.join(TOP_KEYS)})")
    game_id = data.get("game")
    try:
        game = find_game(game_id) if isinstance(game_id, str) else None
    except KeyError as error:
        reader.problem(data.line_of("game"), str(error.args[0]) if error.args else f"unknown game {game_id!r}")
        game = None
    except DataError as error:
        raise DataError([Problem(shown, data.line_of("game"), f"the {game_id} card data has problems"),
                         *error.problems]) from None
    if game is None:
        if not reader.problems:
            reader.problem(data.line_of("game"), "'game' should name a game")
        raise DataError(reader.problems)
    setup = _setup(reader, game, data, folder)
    if reader.problems or setup is None:
        raise DataError(reader.problems)
    try:
        state = game.setup(setup)
    except (ValueError, KeyError) as error:
        raise DataError([Problem(shown, data.line_of("seats"), f"the game cannot be set up: {error}")]) from None
    _Builder(reader, game, state, data).build()
    state.readings.changed()  # written directly, not by ops: what the setup read no longer holds
    state.next_id = max([state.next_id, *(_number(i) + 1 for i in (*state.cards, *state.tokens)
                                          if _number(i) < 1 << 30)])
    if not reader.problems:
        _check_playable(reader, game, state, data)
    if reader.problems:
        raise DataError(reader.problems)
    script = data.get("script")
    script = [] if script is None else script
    if not isinstance(script, list):
        raise DataError([reader.at(data.line_of("script")).problem("'script' should be a list of steps")])
    lines = tuple(_line(script, i, data.line_of("script")) for i in range(len(script)))
    return Position(game, setup, state, str(data.get("title") or ""), str(data.get("about") or ""),
                    tuple(script), shown, lines)


# -- the setup -------------------------------------------------------------------------
def _setup(reader: _Reader, game: Game, data: LineMap, folder: Path | None) -> Setup | None:
    seed = data.get("seed", 1)
    if isinstance(seed, bool) or not isinstance(seed, int):
        reader.problem(data.line_of("seed"), "'seed' should be a whole number")
        seed = 1
    options = data.get("options") or {}
    if not isinstance(options, dict):
        reader.problem(data.line_of("options"), "'options' should be a mapping of option: value")
        options = {}
    known = {spec.key: spec for spec in game.options}
    for variant in game.variants:
        known.update({spec.key: spec for spec in variant.options})
    for key, value in options.items():
        spec = known.get(key)
        if spec is None:
            reader.problem(_line(options, key, data.line_of("options")),
                           f"'{key}' is not an option of {game.name} (options: {', '.join(known) or 'none'})")
        elif str(value) not in {choice for choice, _ in spec.choices}:
            reader.problem(_line(options, key, data.line_of("options")),
                           f"option '{key}' may be {', '.join(c for c, _ in spec.choices)}, not {value!r}")
    variant = str(data.get("variant") or "")
    if variant and game.variants and variant not in {v.id for v in game.variants}:
        reader.problem(data.line_of("variant"), f"{game.name} has no variant '{variant}' "
                       f"(variants: {', '.join(v.id for v in game.variants)})")
    base = game.default_setup(seed)
    seats = data.get("seats")
    players = list(base.players)
    if seats is not None:
        if not isinstance(seats, list) or not seats:
            reader.problem(data.line_of("seats"), "'seats' should be a list with one entry per seat")
            return None
        if not game.min_players <= len(seats) <= game.max_players:
            reader.problem(data.line_of("seats"), f"{game.name} is played by {game.min_players} to "
                           f"{game.max_players} players, not {len(seats)}")
            return None
        if len(seats) != len(players):
            base = game.default_setup(seed, len(seats))
            players = list(base.players)
        for index, seat in enumerate(seats):
            line = _line(seats, index, data.line_of("seats"))
            made = _seat(reader, game, seat, players[index] if index < len(players) else
                         PlayerSetup(f"Player {index + 1}"), line, folder)
            if index < len(players):
                players[index] = made
            else:  # more seats than the game has ready decks for
                players.append(made)
    merged = {**dict(base.options), **{str(k): str(v) for k, v in options.items()}}
    chosen = variant or base.variant
    teams = base.teams
    if not teams and game.variants and chosen in {v.id for v in game.variants}:
        teams = default_teams(variant_of(game, chosen), len(players))  # a team variant's seats form its teams
    return dataclasses.replace(base, players=tuple(players), options=freeze(merged), variant=chosen, teams=teams)


def _seat(reader: _Reader, game: Game, seat: Any, default: PlayerSetup, line: int, folder: Path | None) -> PlayerSetup:
    if not isinstance(seat, dict):
        reader.problem(line, "each seat should be a mapping with 'name' and 'deck'")
        return default
    for key in seat:
        if key not in ("name", "deck"):
            reader.problem(_line(seat, key, line), f"unknown seat key '{key}' (a seat has: name, deck)")
    name = str(seat.get("name") or default.name)
    deck: Deck | None = default.deck
    if isinstance(seat.get("deck"), dict):
        deck = _inline_deck(reader, game, seat["deck"], _line(seat, "deck", line))
    elif "deck" in seat:
        deck = _deck(reader, game, str(seat["deck"]), _line(seat, "deck", line), folder)
    return PlayerSetup(name, deck)


def _inline_deck(reader: _Reader, game: Game, data: dict, line: int) -> Deck | None:
    """A deck written out in the position: ``{name, format, options, sections}``."""
    body = LineMap({"kind": "deck", "game": game.id, **data})
    body.line, body.key_lines = line, dict(getattr(data, "key_lines", {}))
    try:
        return deck_from_data(body, reader.at(line), game.db)
    except DataError as error:
        reader.problems.extend(error.problems)
        return None


def _deck(reader: _Reader, game: Game, named: str, line: int, folder: Path | None) -> Deck | None:
    shipped = {Path(d.path).stem: d for d in game.shipped_decks()}
    if named in shipped:
        return shipped[named]
    candidates = [folder / named] if folder is not None else []
    candidates.append(paths.cards_dir() / game.id / "decks" / named)
    for path in candidates:
        try:
            found = path.is_file()
        except OSError:  # a name too long for the file system, or unreadable: not a deck file
            found = False
        if found:
            try:
                return load_deck(path, game.db)
            except DataError as error:
                reader.problems.extend(error.problems)
                return None
    reader.problem(line, f"no deck '{named}' (shipped decks: {', '.join(sorted(shipped)) or 'none'})")
    return None


# -- the state ---------------------------------------------------------------------------
class _Builder:
    """Sets a freshly set-up state to the position (before any history: no ops)."""

    def __init__(self, reader: _Reader, game: Game, state: State, data: LineMap):
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
            line = _line(zones, zone_id, self.data.line_of("zones"))
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
                self._place(entry, zone_id, zone.owner, _line(entries, index, line), released)
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
                reader.problem(_line(entry, key, line), f"unknown card key '{key}' (a card has: {', '.join(CARD_KEYS)})")
        definition = entry.get("card")
        if not isinstance(definition, str) or definition not in self.game.db.cards:
            reader.problem(line, f"no {self.game.name} card '{definition}'")
            return
        if "owner" in entry:
            owner = entry["owner"]
            if not self._seat_ok(owner, _line(entry, "owner", line), "owner"):
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
            self._seat_ok(instance.controller, _line(entry, "controller", line), "controller")
        zone = state.zones.get(location)
        hidden_pile = zone is not None and zone.kind == "deck"
        face = entry.get("face", "down" if hidden_pile else "up")
        if face not in ("up", "down"):
            reader.problem(_line(entry, "face", line), f"'face' should be up or down, not {face!r}")
        instance.face_up = face == "up"
        rotation = entry.get("rotation", 0)
        if rotation not in (0, 90, 180, 270):
            reader.problem(_line(entry, "rotation", line), f"'rotation' should be 0, 90, 180 or 270, not {rotation!r}")
            rotation = 0
        instance.rotation = rotation
        counters = entry.get("counters") or {}
        if not isinstance(counters, dict) or not all(
                isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) for k, v in counters.items()):
            reader.problem(_line(entry, "counters", line), "'counters' should map counter names to whole numbers")
            counters = {}
        instance.counters = {k: v for k, v in counters.items() if v}
        for attached in list(instance.attachments):
            self._lift(attached)
            released.add(attached)
        under = entry.get("under") or []
        if not isinstance(under, list):
            reader.problem(_line(entry, "under", line), "'under' should list the cards tucked under this one")
            under = []
        for index, below in enumerate(under):
            self._place(below, attached_location(card), owner, _line(under, index, _line(entry, "under", line)), released)

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
                self.reader.problem(_line(entry, "id", line), "'id' should be a short name without spaces, "
                                    "':' or a leading '@'")
                return None
            if wanted in self.taken:
                self.reader.problem(_line(entry, "id", line), f"card id '{wanted}' is used twice")
                return None
        candidates = [c for c in state.cards.values()
                      if c.definition == definition and c.owner == owner and c.id not in self.taken]
        candidates.sort(key=lambda c: (c.id != wanted, c.id not in released, not c.location.endswith(".deck"),
                                       _number(c.id)))
        if candidates:
            card = candidates[0].id
        else:
            card = f"c{state.next_id}"
            state.next_id += 1
            state.cards[card] = CardInstance(card, definition, owner, owner, "", True)
        if wanted is not None and wanted != card:
            if wanted in state.cards:
                self.reader.problem(_line(entry, "id", line), f"card id '{wanted}' already names another card")
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
            line = _line(tokens, index, base_line)
            if not isinstance(entry, dict) or "name" not in entry:
                reader.problem(line, "a token is a mapping with at least 'owner' and 'name'")
                continue
            owner = entry.get("owner")
            if owner is not None and not self._seat_ok(owner, _line(entry, "owner", line), "owner"):
                continue
            for key in entry:
                if key not in TOKEN_KEYS and not isinstance(key, str):
                    reader.problem(_line(entry, key, line), f"a token's keys are words, not {key!r}")
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
                    reader.problem(_line(entry, "id", line), f"token id {wanted!r} is taken or not a word")
                else:
                    del state.tokens[token.id]
                    token.id = wanted
                    state.tokens[wanted] = token
                    used.add(wanted)
            for key, value in entry.items():
                if key in ("owner", "name", "kind", "remove", "id"):
                    continue
                if key == "at":
                    token.location = self._location(value, _line(entry, key, line))
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
        if not self._seat_ok(decision["seat"], _line(decision, "seat", line), "seat"):
            return
        rules = self.game.rules
        if rules is not None and not rules.moves_for(str(decision["kind"])):
            kinds = sorted({kind for move in rules.moves for kind in move.answers} - {FREE})
            reader.problem(_line(decision, "kind", line), f"no move answers a decision of kind "
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
                reader.problem(_line(fields, key, data.line_of("data")),
                               f"'{key}' is set at the top of the file, not under 'data'")
                continue
            state.data[str(key)] = freeze(value)


def _number(card_id: str) -> int:
    digits = card_id[1:]
    return int(digits) if digits.isdigit() else 1 << 30


def _check_playable(reader: _Reader, game: Game, state: State, data: LineMap) -> None:
    """The game's own checks, then: the rules can list what happens next."""
    for message in game.position_problems(state):
        reader.problem(1, message)
    if reader.problems:
        return
    try:
        game.legal_actions(state)
        game.prompt(state)
    except Exception as error:  # a hand-written position the rules cannot read
        line = data.line_of("decision") if "decision" in data else 1
        reader.problem(line, f"the game cannot go on from this position ({type(error).__name__}: {error})")

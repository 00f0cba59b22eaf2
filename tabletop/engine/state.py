"""The state of one game: plain data, changed only by ops (see ops.py).

Cards are instances of card definitions, identified by ids like ``"c12"``.
A card is in a zone (an ordered list) or attached under another card; its
``location`` is the zone id or ``"@<host card id>"``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from tabletop.engine.locations import ATTACHED, attached_location
from tabletop.engine.rng import seed_state
from tabletop.engine.values import FrozenDict, freeze, from_json, to_json

Visibility = Literal["public", "owner", "hidden"]
"""Who sees face-up cards in a zone: everyone, only the zone's owner, nobody."""

__all__ = ["ATTACHED", "attached_location", "CardInstance", "Player", "State", "StateBuilder", "Token", "Zone"]


@dataclass(slots=True)
class Player:
    index: int
    name: str


@dataclass(slots=True)
class Zone:
    id: str
    owner: int | None
    kind: str
    visibility: Visibility = "public"
    cards: list[str] = field(default_factory=list)


@dataclass(slots=True)
class CardInstance:
    id: str
    definition: str
    owner: int
    controller: int
    location: str
    face_up: bool = True
    rotation: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    attachments: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Token:
    """A marker that is not a card: a fighter on a board space, a trap, a wound."""

    id: str
    kind: str
    owner: int | None
    location: str
    data: dict[str, Any] = field(default_factory=dict)


class Readings:
    """What the rules read from a state, kept until the state next changes (``Context.kept``).

    Every op calls :meth:`changed` (ops are the only writers during play), so a
    kept reading never outlives the position it was read from; code that writes
    a state directly (a position file, a test) calls it when done. Not part of the
    state's data: never saved, compared or copied.

    ``context`` is the position's reading context (``rules.context.reading_context``): the
    listing of the legal actions, the check and the words of the one chosen, the prompt and
    the status all read through it, so what it remembers (and the listing it keeps) is worked
    out once per position. It is never carried through :meth:`carry`: a change the rules vouch
    for may still change what the moment's listing is.

    ``board`` holds readings of the cards, zones and tokens alone (and the card database): who
    stands where, what a character can do. Only a change of those drops them (``changed(board=True)``:
    a card moved, a counter set, a token placed), so they outlive the many steps that only ask a
    question or change a phase (``Context.on_board``).

    ``zones`` holds, by zone id, what the rules read of one zone's cards (``Context.expected_cards``):
    only a change of that zone's list drops it (:meth:`moved`), or a change of what a card is.
    ``cards`` holds what each card is (its definition in one card database, by card id:
    :meth:`definitions`): only a change of what a card is (or a direct write) drops it.
    ``places`` holds readings of which cards lie in a few places and what they are (``Context.in_places``),
    each with the places it read (zone ids, ``"@<card id>"`` for the cards under a card, or ``"#<card id>"``
    for a card itself: where it lies, its counters, side, rotation and controller): only a card entering or
    leaving one of them drops it (:meth:`moved`), a change of a card named with ``#`` (:meth:`marked`), or
    a change of what a card is; a card moving elsewhere, or a counter, a side or a controller of another
    card, leaves it.
    """

    __slots__ = ("_found", "context", "board", "zones", "cards", "_cards_of", "places", "_read_at")

    def __init__(self) -> None:
        self._found: dict[Any, Any] = {}
        self.context: Any = None
        self.board: dict[Any, Any] = {}
        self.zones: dict[str, Any] = {}
        self.cards: dict[str, Any] = {}
        self._cards_of: Any = None
        self.places: dict[Any, Any] = {}
        self._read_at: dict[str, set[Any]] = {}  # by place, the keys of ``places`` read from it

    def changed(self, board: bool = True, zones: bool = True) -> None:
        """The state changed (``board``: its cards, zones or tokens too; ``zones``: which card lies in which
        zone or what a card is). A direct write of a state calls it without arguments: everything is dropped."""
        if self._found:
            self._found.clear()
        self.context = None
        if board and self.board:
            self.board = {}  # a new dict: a reading still holding the old one writes nowhere that counts
        if zones:
            if self.zones:
                self.zones = {}
            if self.cards:
                self.cards = {}
            if self.places:
                self.places = {}
                self._read_at = {}

    def data_changed(self) -> None:
        """Only the game's data, the phase or the decision changed: ``changed(False, False)``."""
        if self._found:
            self._found.clear()
        self.context = None

    def definitions(self, db: Any) -> dict[str, Any]:
        """The definitions of cards already looked up in ``db``, by card id (fill it as you look)."""
        if self._cards_of is not db:
            self.cards = {}
            self._cards_of = db
        return self.cards

    def moved(self, source: str, target: str, card: str | None = None) -> None:
        """``card`` left ``source`` for ``target`` (zone ids, or places under a card): what was read of any
        other zone stays true (of ``card`` itself, named ``#<card>``, it does not)."""
        if self._found:
            self._found.clear()
        self.context = None
        if self.board:
            self.board = {}
        zones = self.zones
        if zones:
            zones.pop(source, None)
            zones.pop(target, None)
        if self.places:
            read_at = self._read_at
            for place in (source, target):
                for key in read_at.pop(place, ()):
                    self.places.pop(key, None)
            if card is not None:
                for key in read_at.pop(MARK + card, ()):
                    self.places.pop(key, None)

    def marked(self, card: str) -> None:
        """What ``card`` shows changed (a counter, its side, rotation or controller): the readings of
        ``places`` that named it (``#<card>``) are dropped (the caller drops the board's: :meth:`changed`)."""
        if self.places:
            keys = self._read_at.pop(MARK + card, None)
            if keys:
                for key in keys:
                    self.places.pop(key, None)

    def keep_in_places(self, key: Any, value: Any, places: Iterable[str]) -> None:
        """Keep ``value`` (``places``: what it was read from) until a card enters or leaves one of them."""
        self.places[key] = value
        read_at = self._read_at
        for place in places:
            keys = read_at.get(place)
            if keys is None:
                read_at[place] = {key}
            else:
                keys.add(key)

    def get(self, key: Any, work: Callable[[], Any]) -> Any:
        found = self._found.get(key, _ABSENT)
        if found is _ABSENT:
            found = self._found[key] = work()
        return found

    def carried(self) -> dict[Any, Any]:
        """What is kept now, to keep again with :meth:`carry` after changes that leave it true."""
        return dict(self._found)

    def carry(self, found: dict[Any, Any]) -> None:
        """Keep again what :meth:`carried` gave: the caller vouches that the changes since leave it true."""
        self._found.update(found)

    def __copy__(self) -> Readings:
        return Readings()  # a copied state starts with nothing read

    def __deepcopy__(self, memo: dict) -> Readings:
        return Readings()


_ABSENT = object()
MARK = "#"
"""A place of ``Readings.places`` that names a card itself: ``"#c12"`` (where it lies, what it shows)."""


@dataclass(slots=True, eq=False)
class State:
    game: str
    players: list[Player]
    zones: dict[str, Zone] = field(default_factory=dict)
    cards: dict[str, CardInstance] = field(default_factory=dict)
    tokens: dict[str, Token] = field(default_factory=dict)
    turn: int = 1
    phase: str = ""
    active_player: int = 0
    decision: FrozenDict | None = None
    rng: int = 0
    next_id: int = 1
    data: dict[str, Any] = field(default_factory=dict)
    readings: Readings = field(default_factory=Readings, repr=False)

    # -- reading -----------------------------------------------------------
    def zone_of(self, card_id: str) -> Zone | None:
        location = self.cards[card_id].location
        return None if location.startswith(ATTACHED) else self.zones[location]

    def pile(self, location: str) -> list[str]:
        """The ordered card list at a location (a zone or under a card)."""
        if location.startswith(ATTACHED):
            return self.cards[location[1:]].attachments
        return self.zones[location].cards

    def zone(self, zone_id: str) -> Zone:
        return self.zones[zone_id]

    def player_zones(self, player: int) -> list[Zone]:
        return [zone for zone in self.zones.values() if zone.owner == player]

    # -- whole-state forms -------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """A canonical JSON form; two states are equal when these are equal."""
        return {
            "game": self.game,
            "players": [[p.index, p.name] for p in self.players],
            "zones": {
                z.id: [z.owner, z.kind, z.visibility, list(z.cards)] for z in self.zones.values()
            },
            "cards": {
                c.id: [
                    c.definition, c.owner, c.controller, c.location, c.face_up,
                    c.rotation, dict(sorted(c.counters.items())), list(c.attachments),
                ]
                for c in self.cards.values()
            },
            "tokens": {
                t.id: [t.kind, t.owner, t.location, to_json(dict(sorted(t.data.items())))]
                for t in self.tokens.values()
            },
            "turn": self.turn,
            "phase": self.phase,
            "active_player": self.active_player,
            "decision": to_json(self.decision),
            "rng": self.rng,
            "next_id": self.next_id,
            "data": to_json(dict(sorted(self.data.items()))),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        state = cls(data["game"], [Player(i, name) for i, name in data["players"]])
        for zone_id, (owner, kind, visibility, cards) in data["zones"].items():
            state.zones[zone_id] = Zone(zone_id, owner, kind, visibility, list(cards))
        for card_id, row in data["cards"].items():
            definition, owner, controller, location, face_up, rotation, counters, attached = row
            state.cards[card_id] = CardInstance(
                card_id, definition, owner, controller, location, face_up, rotation,
                dict(counters), list(attached),
            )
        for token_id, (kind, owner, location, token_data) in data["tokens"].items():
            state.tokens[token_id] = Token(token_id, kind, owner, location, dict(from_json(token_data)))
        state.turn = data["turn"]
        state.phase = data["phase"]
        state.active_player = data["active_player"]
        state.decision = from_json(data["decision"])
        state.rng = data["rng"]
        state.next_id = data["next_id"]
        state.data = dict(from_json(data["data"]))
        return state

    def copy(self) -> State:
        return State.from_json(self.to_json())


class StateBuilder:
    """Builds a game's starting state before play begins (setup is not undoable).

    The setup's options and variant are kept in ``state.data`` (``options``,
    ``variant``), where every rules context reads them. After setup, only ops
    change the state.
    """

    def __init__(self, game: str, player_names: list[str], rng_seed: int,
                 options: dict[str, str] | None = None, variant: str = "",
                 teams: tuple[tuple[int, ...], ...] = ()):
        self.state = State(game, [Player(i, name) for i, name in enumerate(player_names)])
        self.state.rng = seed_state(rng_seed)
        self.state.data["options"] = freeze(dict(options or {}))
        if variant:
            self.state.data["variant"] = variant
        if teams:
            self.state.data["teams"] = freeze([list(team) for team in teams])

    @classmethod
    def for_setup(cls, setup: Any) -> StateBuilder:
        """A builder for a :class:`~tabletop.engine.game.Setup`: its seats, seed, options, variant, teams."""
        return cls(setup.game, [p.name for p in setup.players], setup.seed, dict(setup.options), setup.variant,
                   tuple(setup.teams))

    def zone(self, zone_id: str, owner: int | None, kind: str, visibility: Visibility = "public") -> str:
        self.state.zones[zone_id] = Zone(zone_id, owner, kind, visibility)
        return zone_id

    def card(self, definition: str, owner: int, zone_id: str, *, face_up: bool = True) -> str:
        card_id = f"c{self.state.next_id}"
        self.state.next_id += 1
        self.state.cards[card_id] = CardInstance(card_id, definition, owner, owner, zone_id, face_up)
        self.state.zones[zone_id].cards.append(card_id)
        return card_id

    def set(self, name: str, value: Any) -> None:
        if name in ("turn", "phase", "active_player", "decision"):
            setattr(self.state, name, freeze(value))
        else:
            self.state.data[name] = freeze(value)

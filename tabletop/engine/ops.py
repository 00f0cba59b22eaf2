"""Reversible primitive ops: the only code that writes to a State.

Each op tells the state it changed (``state.readings.changed()``), so what the
rules kept from the position before is dropped.

Each op records what it needs to undo itself (``inverse()``), and a JSON form
for saves. Values in ops are frozen (see values.py) so that what is recorded
stays what happened.

Paths for :class:`SetValue` start at a State attribute and then index dicts
(by key), lists (by position) or object attributes, e.g.
``("phase",)``, ``("data", "recruit_points_left")``,
``("cards", "c12", "rotation")``, ``("cards", "c12", "counters", "wound")``,
``("tokens", "t3", "location")``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop.engine.state import ATTACHED, CardInstance, State, Token
from tabletop.engine.values import MISSING, FrozenDict, freeze, from_json, quick_init, to_json


class OutOfStep(RuntimeError):
    """An op applied to a state it was not recorded on (a damaged history, or a bug)."""


class Op:
    """A reversible change. Subclasses are frozen dataclasses."""

    kind: ClassVar[str]

    def apply(self, state: State) -> None:
        raise NotImplementedError

    def inverse(self) -> Op:
        raise NotImplementedError

    def touches(self) -> tuple[tuple[str, str], ...]:
        """What changed, as (category, id) pairs: card, zone, token or field."""
        raise NotImplementedError

    def to_json(self) -> list:
        raise NotImplementedError


@quick_init
@dataclass(frozen=True, slots=True)
class MoveCard(Op):
    """Move a card from one location (zone or under a card) at an index to another."""

    kind: ClassVar[str] = "move"
    card: str
    source: str
    source_index: int
    target: str
    target_index: int

    def apply(self, state: State) -> None:
        source = state.pile(self.source)
        card = state.cards[self.card]
        if not 0 <= self.source_index < len(source) or source[self.source_index] != self.card \
                or card.location != self.source:
            raise OutOfStep(f"{self.card} is not at {self.source}[{self.source_index}]")
        target = state.pile(self.target)
        if not 0 <= self.target_index <= len(target) - (self.target == self.source):
            raise OutOfStep(f"{self.target} has no place {self.target_index}")
        self.write(state, source, target, card)

    def write(self, state: State, source: list[str], target: list[str], card: CardInstance) -> None:
        """Move the card between these piles (the source's and the target's), its place checked to be the
        recorded one."""
        del source[self.source_index]
        target.insert(self.target_index, self.card)
        card.location = self.target
        state.readings.moved(self.source, self.target, self.card)

    def inverse(self) -> MoveCard:
        return MoveCard(self.card, self.target, self.target_index, self.source, self.source_index)

    def touches(self) -> tuple[tuple[str, str], ...]:
        places = tuple(
            ("card", loc[1:]) if loc.startswith(ATTACHED) else ("zone", loc)
            for loc in (self.source, self.target)
        )
        return (("card", self.card), *places)

    def to_json(self) -> list:
        return [self.kind, self.card, self.source, self.source_index, self.target, self.target_index]


@quick_init
@dataclass(frozen=True, slots=True)
class Reorder(Op):
    """Put a zone's cards in a new order (a shuffle, or arranging the top cards)."""

    kind: ClassVar[str] = "reorder"
    zone: str
    before: tuple[str, ...]
    after: tuple[str, ...]

    def apply(self, state: State) -> None:
        cards = state.pile(self.zone)
        if tuple(cards) != self.before:
            raise OutOfStep(f"{self.zone} is not in the recorded order")
        cards[:] = self.after
        state.readings.moved(self.zone, self.zone)

    def inverse(self) -> Reorder:
        return Reorder(self.zone, self.after, self.before)

    def touches(self) -> tuple[tuple[str, str], ...]:
        return (("zone", self.zone),)

    def to_json(self) -> list:
        return [self.kind, self.zone, list(self.before), list(self.after)]


def parent_of(state: State, path: tuple) -> Any:
    """What holds the last step of a path (the state itself for a one-step path)."""
    if len(path) == 1:
        return state
    target: Any = getattr(state, path[0])  # a path starts at a State field
    for index in range(1, len(path) - 1):
        step = path[index]
        target = target[step] if isinstance(target, (dict, list)) else getattr(target, step)
    return target


def read_path(state: State, path: tuple) -> Any:
    """The value at a path, or MISSING when its last dict key is absent."""
    return read_in(parent_of(state, path), path[-1])


def read_in(parent: Any, key: Any) -> Any:
    """The value under ``key`` in what holds it (``parent_of``), or MISSING for an absent dict key."""
    if isinstance(parent, dict):
        return parent.get(key, MISSING)
    if isinstance(parent, list):
        return parent[key]
    return getattr(parent, key)


@quick_init
@dataclass(frozen=True, slots=True)
class SetValue(Op):
    """Set the value at a path (MISSING as ``new`` deletes a dict key)."""

    kind: ClassVar[str] = "set"
    path: tuple
    old: Any
    new: Any

    def apply(self, state: State) -> None:
        path = self.path
        parent = parent_of(state, path)
        key = path[-1]
        old = self.old
        current = parent.get(key, MISSING) if isinstance(parent, dict) else parent[key] \
            if isinstance(parent, list) else getattr(parent, key)
        if current is not old and (current is MISSING or old is MISSING or freeze(current) != old):
            raise OutOfStep(f"{'.'.join(map(str, path))} is not the recorded {old!r:.60}")
        self.write(state, parent)

    def write(self, state: State, parent: Any) -> None:
        """Put ``new`` in ``parent`` (what holds the path's last step, its value checked to be ``old``)."""
        key = self.path[-1]
        if isinstance(parent, dict):
            if self.new is MISSING:
                del parent[key]
            else:
                parent[key] = self.new
        elif isinstance(parent, list):
            parent[key] = self.new
        else:
            setattr(parent, key, self.new)
        path = self.path
        head = path[0]
        if head in BOARD_FIELDS:
            # a card's counters, side, turn or controller: which cards lie in which zone is unchanged
            readings = state.readings
            if head == "cards" and len(path) > 2 and path[2] in CARD_MARKS:
                readings.changed(True, False)
                readings.marked(path[1])  # what was read of that card itself
            else:
                readings.changed(True, head != "tokens")
        else:
            state.readings.data_changed()

    def inverse(self) -> SetValue:
        return SetValue(self.path, self.new, self.old)

    def touches(self) -> tuple[tuple[str, str], ...]:
        head = self.path[0]
        if head in ("cards", "tokens", "zones") and len(self.path) > 1:
            return ((head[:-1], str(self.path[1])),)
        return (("field", ".".join(map(str, self.path))),)

    def to_json(self) -> list:
        return [self.kind, list(self.path), to_json(self.old), to_json(self.new)]


BOARD_FIELDS = frozenset({"cards", "zones", "tokens"})
"""The State fields whose change drops the readings of the board (``Readings.board``)."""
CARD_MARKS = frozenset({"counters", "face_up", "rotation", "controller"})
"""What a card shows or who controls it: a change of these keeps what was read of each zone's cards."""


def token_snapshot(token: Token) -> FrozenDict:
    return freeze(
        {"id": token.id, "kind": token.kind, "owner": token.owner,
         "location": token.location, "data": dict(token.data)}
    )


def _token_from(snapshot: FrozenDict) -> Token:
    return Token(snapshot["id"], snapshot["kind"], snapshot["owner"], snapshot["location"], dict(snapshot["data"]))


@quick_init
@dataclass(frozen=True, slots=True)
class CreateToken(Op):
    kind: ClassVar[str] = "create_token"
    token: FrozenDict

    def apply(self, state: State) -> None:
        if self.token["id"] in state.tokens:
            raise OutOfStep(f"token {self.token['id']} exists")
        state.tokens[self.token["id"]] = _token_from(self.token)
        state.readings.changed(True, False)

    def inverse(self) -> RemoveToken:
        return RemoveToken(self.token)

    def touches(self) -> tuple[tuple[str, str], ...]:
        return (("token", self.token["id"]),)

    def to_json(self) -> list:
        return [self.kind, to_json(self.token)]


@quick_init
@dataclass(frozen=True, slots=True)
class RemoveToken(Op):
    kind: ClassVar[str] = "remove_token"
    token: FrozenDict

    def apply(self, state: State) -> None:
        current = state.tokens.get(self.token["id"])
        if current is None or token_snapshot(current) != self.token:
            raise OutOfStep(f"token {self.token['id']} is not as recorded")
        del state.tokens[current.id]
        state.readings.changed(True, False)

    def inverse(self) -> CreateToken:
        return CreateToken(self.token)

    def touches(self) -> tuple[tuple[str, str], ...]:
        return (("token", self.token["id"]),)

    def to_json(self) -> list:
        return [self.kind, to_json(self.token)]


_SETTABLE = ("turn", "phase", "active_player", "decision", "rng", "next_id", "data", "cards", "tokens", "zones")
"""The State fields a recorded SetValue may start at (never ``players`` or ``game``)."""


def _index(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"not a place in a pile: {value!r:.40}")
    return value


def _names(values: Any) -> tuple[str, ...]:
    if not isinstance(values, list) or not all(isinstance(value, str) for value in values):
        raise ValueError("not a list of card ids")
    return tuple(values)


def _path(steps: Any) -> tuple:
    if not isinstance(steps, list) or not steps or steps[0] not in _SETTABLE or not all(
            isinstance(step, int) and not isinstance(step, bool) or isinstance(step, str) and not step.startswith("_")
            for step in steps):
        raise ValueError("not a path in a state")
    return tuple(steps)


def _token(value: Any) -> FrozenDict:
    token = from_json(value)
    if not (isinstance(token, dict) and set(token) == {"id", "kind", "owner", "location", "data"}
            and isinstance(token["id"], str) and isinstance(token["kind"], str) and isinstance(token["location"], str)
            and isinstance(token["data"], dict)
            and (token["owner"] is None or isinstance(token["owner"], int) and not isinstance(token["owner"], bool))):
        raise ValueError("not a token")
    return token


def op_from_json(data: Any) -> Op:
    """Rebuild an op from its JSON form; ValueError when it is not one (checked strictly: saves are input)."""
    try:
        kind, *args = data
        if kind == MoveCard.kind:
            card, source, source_index, target, target_index = args
            if not all(isinstance(place, str) for place in (card, source, target)):
                raise ValueError("not a card move")
            return MoveCard(card, source, _index(source_index), target, _index(target_index))
        if kind == Reorder.kind:
            zone, before, after = args
            if not isinstance(zone, str) or sorted(_names(before)) != sorted(_names(after)):
                raise ValueError("a reorder must keep the same cards")
            return Reorder(zone, tuple(before), tuple(after))
        if kind == SetValue.kind:
            path, old, new = args
            return SetValue(_path(path), from_json(old), from_json(new))
        if kind == CreateToken.kind:
            (token,) = args
            return CreateToken(_token(token))
        if kind == RemoveToken.kind:
            (token,) = args
            return RemoveToken(_token(token))
    except (TypeError, ValueError, KeyError) as error:
        raise ValueError(f"not an op: {str(data)[:80]}") from error
    raise ValueError(f"unknown op kind {str(kind)[:40]!r}")

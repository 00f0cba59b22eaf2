"""Reversible primitive ops: the only code that writes to a State.

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

from tabletop.engine.state import ATTACHED, State, Token
from tabletop.engine.values import MISSING, FrozenDict, freeze, from_json, to_json


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
        if source[self.source_index] != self.card:
            raise RuntimeError(f"op out of step: {self.card} is not at {self.source}[{self.source_index}]")
        del source[self.source_index]
        state.pile(self.target).insert(self.target_index, self.card)
        state.cards[self.card].location = self.target

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
            raise RuntimeError(f"op out of step: {self.zone} is not in the recorded order")
        cards[:] = self.after

    def inverse(self) -> Reorder:
        return Reorder(self.zone, self.after, self.before)

    def touches(self) -> tuple[tuple[str, str], ...]:
        return (("zone", self.zone),)

    def to_json(self) -> list:
        return [self.kind, self.zone, list(self.before), list(self.after)]


def _walk(state: State, path: tuple) -> Any:
    target: Any = state
    for step in path:
        target = target[step] if isinstance(target, dict | list) else getattr(target, step)
    return target


def read_path(state: State, path: tuple) -> Any:
    """The value at a path, or MISSING when its last dict key is absent."""
    parent = _walk(state, path[:-1])
    key = path[-1]
    if isinstance(parent, dict):
        return parent.get(key, MISSING)
    if isinstance(parent, list):
        return parent[key]
    return getattr(parent, key)


@dataclass(frozen=True, slots=True)
class SetValue(Op):
    """Set the value at a path (MISSING as ``new`` deletes a dict key)."""

    kind: ClassVar[str] = "set"
    path: tuple
    old: Any
    new: Any

    def apply(self, state: State) -> None:
        parent = _walk(state, self.path[:-1])
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

    def inverse(self) -> SetValue:
        return SetValue(self.path, self.new, self.old)

    def touches(self) -> tuple[tuple[str, str], ...]:
        head = self.path[0]
        if head in ("cards", "tokens", "zones") and len(self.path) > 1:
            return ((head[:-1], str(self.path[1])),)
        return (("field", ".".join(str(step) for step in self.path)),)

    def to_json(self) -> list:
        return [self.kind, list(self.path), to_json(self.old), to_json(self.new)]


def token_snapshot(token: Token) -> FrozenDict:
    return freeze(
        {"id": token.id, "kind": token.kind, "owner": token.owner,
         "location": token.location, "data": dict(token.data)}
    )


def _token_from(snapshot: FrozenDict) -> Token:
    return Token(snapshot["id"], snapshot["kind"], snapshot["owner"], snapshot["location"], dict(snapshot["data"]))


@dataclass(frozen=True, slots=True)
class CreateToken(Op):
    kind: ClassVar[str] = "create_token"
    token: FrozenDict

    def apply(self, state: State) -> None:
        if self.token["id"] in state.tokens:
            raise RuntimeError(f"op out of step: token {self.token['id']} exists")
        state.tokens[self.token["id"]] = _token_from(self.token)

    def inverse(self) -> RemoveToken:
        return RemoveToken(self.token)

    def touches(self) -> tuple[tuple[str, str], ...]:
        return (("token", self.token["id"]),)

    def to_json(self) -> list:
        return [self.kind, to_json(self.token)]


@dataclass(frozen=True, slots=True)
class RemoveToken(Op):
    kind: ClassVar[str] = "remove_token"
    token: FrozenDict

    def apply(self, state: State) -> None:
        current = state.tokens.pop(self.token["id"])
        if token_snapshot(current) != self.token:
            state.tokens[current.id] = current
            raise RuntimeError(f"op out of step: token {current.id} changed")

    def inverse(self) -> CreateToken:
        return CreateToken(self.token)

    def touches(self) -> tuple[tuple[str, str], ...]:
        return (("token", self.token["id"]),)

    def to_json(self) -> list:
        return [self.kind, to_json(self.token)]


def op_from_json(data: list) -> Op:
    """Rebuild an op from its JSON form; ValueError when it is not one."""
    try:
        kind, *args = data
        if kind == MoveCard.kind:
            card, source, source_index, target, target_index = args
            return MoveCard(card, source, int(source_index), target, int(target_index))
        if kind == Reorder.kind:
            zone, before, after = args
            return Reorder(zone, tuple(before), tuple(after))
        if kind == SetValue.kind:
            path, old, new = args
            return SetValue(tuple(path), from_json(old), from_json(new))
        if kind == CreateToken.kind:
            return CreateToken(from_json(args[0]))
        if kind == RemoveToken.kind:
            return RemoveToken(from_json(args[0]))
    except (TypeError, ValueError, KeyError) as error:
        raise ValueError(f"not an op: {data!r}") from error
    raise ValueError(f"unknown op kind {data[0]!r}" if data else "empty op")

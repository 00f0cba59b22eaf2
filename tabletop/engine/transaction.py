"""Transactions: one user-visible step, its label, and the ops it applied.

Rules and manual gestures build transactions with a :class:`Builder`, which
applies each op at once (so later logic sees the new state) and, if anything
raises, reverts what it did: a step happens completely or not at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine import rng
from tabletop.engine.ops import (
    BOARD_FIELDS,
    CreateToken,
    MoveCard,
    Op,
    RemoveToken,
    Reorder,
    SetValue,
    op_from_json,
    parent_of,
    read_in,
    token_snapshot,
)
from tabletop.engine.state import State, attached_location
from tabletop.engine.values import FROZEN_KINDS, MISSING, freeze, quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class Transaction:
    """A labelled step: who acted, the action (None for a manual change), its ops.

    ``log`` holds the explanation lines shown in the game log (the arithmetic).
    """

    label: str
    player: int | None
    ops: tuple[Op, ...]
    action: Any = None
    manual: bool = False
    log: tuple[str, ...] = ()

    def to_json(self, action_to_json: Any) -> dict:
        data: dict[str, Any] = {"label": self.label, "player": self.player,
                                "ops": [op.to_json() for op in self.ops]}
        if self.action is not None:
            data["action"] = action_to_json(self.action)
        if self.manual:
            data["manual"] = True
        if self.log:
            data["log"] = list(self.log)
        return data

    @classmethod
    def from_json(cls, data: dict, action_from_json: Any) -> Transaction:
        action = data.get("action")
        return cls(
            str(data["label"]),
            data["player"],
            tuple(op_from_json(op) for op in data["ops"]),
            None if action is None else action_from_json(action),
            bool(data.get("manual", False)),
            tuple(str(line) for line in data.get("log", ())),
        )


class Changes:
    """What a step (or its undo) touched, so a view updates only those things.

    ``cards``, ``zones``, ``tokens`` and ``fields`` are sets of ids (a field as its dotted path).
    The ops added are read when one of them is first asked for: self-play and the bots,
    which never ask, pay nothing for it.
    """

    __slots__ = ("_cards", "_zones", "_tokens", "_fields", "_pending")

    def __init__(self, cards: set[str] | None = None, zones: set[str] | None = None,
                 tokens: set[str] | None = None, fields: set[str] | None = None):
        self._cards = set(cards or ())
        self._zones = set(zones or ())
        self._tokens = set(tokens or ())
        self._fields = set(fields or ())
        self._pending: list[tuple[Op, ...] | list[Op]] = []

    @classmethod
    def of(cls, ops: tuple[Op, ...] | list[Op]) -> Changes:
        """What these ops touched, read when first asked (``Changes().add_ops(ops)``, built at no cost)."""
        found = cls.__new__(cls)
        found._pending = [ops]
        found._cards = None  # type: ignore[assignment]  # the sets are made by _read
        return found

    def add_ops(self, ops: tuple[Op, ...] | list[Op]) -> Changes:
        self._read()
        self._pending.append(ops)
        return self

    def _read(self) -> None:
        if self._cards is None:
            self._cards, self._zones, self._tokens, self._fields = set(), set(), set(), set()
        if not self._pending:
            return
        buckets = {"card": self._cards, "zone": self._zones, "token": self._tokens, "field": self._fields}
        for ops in self._pending:
            for op in ops:
                for category, item in op.touches():
                    buckets[category].add(item)
        self._pending.clear()

    @property
    def cards(self) -> set[str]:
        self._read()
        return self._cards

    @property
    def zones(self) -> set[str]:
        self._read()
        return self._zones

    @property
    def tokens(self) -> set[str]:
        self._read()
        return self._tokens

    @property
    def fields(self) -> set[str]:
        self._read()
        return self._fields

    def merge(self, other: Changes) -> Changes:
        self._read()
        other._read()
        self._cards |= other._cards
        self._zones |= other._zones
        self._tokens |= other._tokens
        self._fields |= other._fields
        self._pending.extend(other._pending)
        return self

    def __bool__(self) -> bool:
        return bool(self.cards or self.zones or self.tokens or self.fields)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Changes):
            return NotImplemented
        return (self.cards, self.zones, self.tokens, self.fields) == (other.cards, other.zones, other.tokens,
                                                                      other.fields)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Changes(cards={self.cards!r}, zones={self.zones!r}, tokens={self.tokens!r}, fields={self.fields!r})"


def apply_ops(state: State, ops: tuple[Op, ...] | list[Op]) -> None:
    for op in ops:
        op.apply(state)


def revert_ops(state: State, ops: tuple[Op, ...] | list[Op]) -> None:
    for op in reversed(ops):
        op.inverse().apply(state)


class Builder:
    """Collects and applies the ops of one step.

    Use as a context manager; an exception inside reverts every op applied::

        with Builder(state, "Draw 2", player=0) as step:
            step.move(top_card, "p0.hand")
        transaction = step.transaction
    """

    __slots__ = ("state", "label", "player", "action", "manual", "ops", "log", "transaction")

    def __init__(self, state: State, label: str, player: int | None, *, action: Any = None, manual: bool = False):
        self.state = state
        self.label = label
        self.player = player
        self.action = action
        self.manual = manual
        self.ops: list[Op] = []
        self.log: list[str] = []
        self.transaction: Transaction | None = None

    def __enter__(self) -> Builder:
        return self

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> bool:
        if exc_type is not None:
            self.abort()
            return False
        self.transaction = self.finish()
        return False

    # -- primitive recording -------------------------------------------------
    def do(self, op: Op) -> None:
        op.apply(self.state)
        self.ops.append(op)

    def abort(self) -> None:
        revert_ops(self.state, self.ops)
        self.ops.clear()

    def finish(self) -> Transaction:
        return Transaction(self.label, self.player, tuple(self.ops), self.action, self.manual, tuple(self.log))

    def note(self, line: str) -> None:
        """Add an explanation line to the game log for this step."""
        self.log.append(line)

    # -- conveniences ----------------------------------------------------------
    def move(self, card: str, target: str, index: int | None = None) -> None:
        """Move a card to a zone (or ``attached_location(host)``); index None = on top/at the end."""
        state = self.state
        instance = state.cards[card]
        source = instance.location
        source_pile = state.pile(source)
        source_index = source_pile.index(card)
        target_pile = source_pile if target == source else state.pile(target)
        length = len(target_pile) - (1 if target == source else 0)
        position = length if index is None else max(0, min(index, length))
        if source == target and source_index == position:
            return
        op = MoveCard(card, source, source_index, target, position)
        op.write(state, source_pile, target_pile, instance)  # as op.apply, its place just read
        self.ops.append(op)

    def attach(self, card: str, host: str) -> None:
        self.move(card, attached_location(host))

    def set(self, path: tuple, value: Any) -> None:
        if type(value) not in FROZEN_KINDS:
            value = freeze(value)
        state = self.state
        if len(path) == 1 and path[0] not in BOARD_FIELDS:  # a field of the state itself (the decision, the phase)
            old = getattr(state, path[0])
            if old is value or (old is not MISSING and old == value and type(old) is type(value)):
                return
            self.ops.append(SetValue(path, old, value))
            setattr(state, path[0], value)  # as SetValue.write does for such a field
            state.readings.data_changed()
            return
        if len(path) == 1:
            parent: Any = state
            old = getattr(state, path[0])
        else:
            parent = parent_of(state, path)
            old = read_in(parent, path[-1])
        if old is value or (old is not MISSING and old == value and type(old) is type(value)):
            return
        op = SetValue(path, old, value)
        op.write(state, parent)
        self.ops.append(op)

    def delete(self, path: tuple) -> None:
        if len(path) == 2 and path[0] == "data":  # one of the game's data: nothing to do when it is absent
            data = self.state.data
            old = data.get(path[1], MISSING)
            if old is not MISSING:  # as SetValue.write does for the data
                self.ops.append(SetValue(path, old, MISSING))
                del data[path[1]]
                self.state.readings.data_changed()
            return
        parent = parent_of(self.state, path)
        old = read_in(parent, path[-1])
        if old is not MISSING:
            op = SetValue(path, old, MISSING)
            op.write(self.state, parent)
            self.ops.append(op)

    def set_data(self, key: str, value: Any) -> None:
        """``set(("data", key), value)``, the most common change of a step, without walking a path."""
        if type(value) not in FROZEN_KINDS:
            value = freeze(value)
        state = self.state
        data = state.data
        old = data.get(key, MISSING)
        if old is value or (old is not MISSING and old == value and type(old) is type(value)):
            return
        self.ops.append(SetValue(("data", key), old, value))
        data[key] = value
        state.readings.data_changed()

    def set_card(self, card: str, attribute: str, value: Any) -> None:
        """``set(("cards", card, attribute), value)``, the card read at once instead of walking the path."""
        if type(value) not in FROZEN_KINDS:
            value = freeze(value)
        instance = self.state.cards[card]
        old = getattr(instance, attribute)
        if old is value or (old == value and type(old) is type(value)):
            return
        op = SetValue(("cards", card, attribute), old, value)
        op.write(self.state, instance)
        self.ops.append(op)

    def set_counter(self, card: str, name: str, value: int) -> None:
        """A card's counter (0 removes it): as ``set`` or ``delete`` on its path, the counters read at once."""
        if type(value) not in FROZEN_KINDS:
            value = freeze(value)
        counters = self.state.cards[card].counters
        old = counters.get(name, MISSING)
        if value == 0:
            if old is MISSING:
                return
            value = MISSING
        elif old is value or (old is not MISSING and old == value and type(old) is type(value)):
            return
        op = SetValue(("cards", card, "counters", name), old, value)
        op.write(self.state, counters)
        self.ops.append(op)

    def reorder(self, zone: str, new_order: list[str]) -> None:
        before = tuple(self.state.pile(zone))
        if sorted(before) != sorted(new_order):
            raise ValueError("a reorder must keep the same cards")
        if tuple(new_order) != before:
            self.do(Reorder(zone, before, tuple(new_order)))

    def random_below(self, bound: int) -> int:
        new_state, value = rng.below(self.state.rng, bound)
        self.set(("rng",), new_state)
        return value

    def shuffle(self, zone: str) -> None:
        new_state, order = rng.shuffled(self.state.rng, self.state.pile(zone))
        self.set(("rng",), new_state)
        self.reorder(zone, order)

    def new_id(self, prefix: str) -> str:
        number = self.state.next_id
        self.set(("next_id",), number + 1)
        return f"{prefix}{number}"

    def create_token(self, kind: str, owner: int | None, location: str, **data: Any) -> str:
        token_id = self.new_id("t")
        snapshot = freeze({"id": token_id, "kind": kind, "owner": owner, "location": location, "data": data})
        self.do(CreateToken(snapshot))
        return token_id

    def remove_token(self, token_id: str) -> None:
        self.do(RemoveToken(token_snapshot(self.state.tokens[token_id])))

    def set_token(self, token_id: str, key: str, value: Any) -> None:
        """Set a token's location (key "location") or one of its data values."""
        if key == "location":
            self.set(("tokens", token_id, "location"), value)
        else:
            self.set(("tokens", token_id, "data", key), value)

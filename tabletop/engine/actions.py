"""Actions are values, like a chess move: frozen dataclasses of plain ids.

An action names what happens (which card, which target), never who may do it
or in which words: the rules decide legality and give every action its label
(see :mod:`tabletop.engine.rules`). ``subject()`` and ``destination()`` tell
the table which drag makes the action.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from tabletop.engine.values import freeze, to_json


class IllegalAction(Exception):
    """An action the rules do not allow now; ``reason`` is a sentence for the player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses of plain values."""

    def subject(self) -> str | None:
        """The card or token id a player drags or right-clicks to take this action.

        None: the action is a button in the prompt panel (End phase, Pass...).
        """
        return None

    def destination(self) -> str | None:
        """Where the drag of ``subject()`` ends for this action.

        A location in the vocabulary of :mod:`tabletop.engine.locations`. None:
        chosen from the card's menu instead.
        """
        return None


def _value_to_json(value: Any) -> Any:
    if isinstance(value, Action):
        return action_to_json(value)
    if isinstance(value, tuple) and value and all(isinstance(item, Action) for item in value):
        return [action_to_json(item) for item in value]
    return to_json(value)


def action_to_json(action: Action) -> dict:
    """The JSON form of an action (actions inside an action, as in a batch, included)."""
    data = {f.name: _value_to_json(getattr(action, f.name)) for f in dataclasses.fields(action)}
    return {"type": type(action).__name__, **data}


def _value_from_json(types: tuple[type[Action], ...], value: Any) -> Any:
    if isinstance(value, dict) and "type" in value:
        return action_from_json(types, value)
    if isinstance(value, list) and value and all(isinstance(item, dict) and "type" in item for item in value):
        return tuple(action_from_json(types, item) for item in value)
    return freeze(value)


def _fits(cls: type[Action], data: dict) -> bool:
    """Whether ``data`` has exactly the fields of ``cls`` (its required ones, and no others)."""
    fields = dataclasses.fields(cls)
    names = {f.name for f in fields}
    required = {f.name for f in fields
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
    given = set(data) - {"type"} - set(FORMAT1_FIELDS)
    return required <= given <= names


def action_from_json(types: tuple[type[Action], ...], data: Any) -> Action:
    """Rebuild an action of one of ``types``; ValueError when it is not one.

    Keys that are not fields of the action are refused, except the ones saves of
    format 1 wrote beside the ids (display words, the deciding seat).
    """
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"not an action: {data!r}")
    named = [cls for cls in types if cls.__name__ == data["type"]]
    if not named:
        raise ValueError(f"unknown action {data['type']!r}")
    cls = next((c for c in named if _fits(c, data)), named[0])  # two games' moves may share a name
    fields = {f.name for f in dataclasses.fields(cls)}
    values = {key: _value_from_json(types, value) for key, value in data.items() if key in fields}
    extra = set(data) - fields - {"type"}
    if extra - set(FORMAT1_FIELDS):
        raise ValueError(f"bad action {data!r}: unknown fields {sorted(extra)}")
    try:
        return cls(**values)
    except TypeError as error:
        raise ValueError(f"bad action {data!r}: {error}") from None


FORMAT1_FIELDS = ("name", "label", "menu", "unit_name", "reserve_name", "target_name", "host_name", "player",
                  "value")
"""What format-1 saves stored inside actions besides their ids; dropped on reading."""

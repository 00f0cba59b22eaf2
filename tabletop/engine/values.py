"""Immutable values for state fields and ops, and their JSON form.

Everything an op records must stay as it was when recorded (redo and saves
replay it), so values are frozen on the way in: lists become tuples and dicts
become :class:`FrozenDict`.
"""

from __future__ import annotations

import dataclasses
import os
from typing import Any, TypeVar

T = TypeVar("T")

STRICT_VALUES = os.environ.get("TABLETOP_STRICT_VALUES") == "1"
"""Read once: the quick values keep their frozen guard (see :func:`quick_init`)."""


class _Missing:
    """Marks a dict key that does not exist (before a set creates it, after a delete)."""

    _instance: _Missing | None = None

    def __new__(cls) -> _Missing:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "MISSING"

    def __reduce__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class FrozenDict(dict):
    """A dict that refuses changes after construction and can be hashed."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("FrozenDict cannot be changed; build a new one")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items(), key=lambda item: str(item[0]))))

    def __reduce__(self) -> tuple:
        return (FrozenDict, (dict(self),))

    def replaced(self, **changes: Any) -> FrozenDict:
        return FrozenDict({**self, **{k: freeze(v) for k, v in changes.items()}})


_PLAIN = frozenset({str, int, bool, float, type(None)})
_FROZEN_ITEMS = _PLAIN | {FrozenDict}
FROZEN_KINDS = _FROZEN_ITEMS
"""The types :func:`freeze` returns as they are without looking inside (plain values, frozen mappings)."""


def freeze(value: Any) -> Any:
    """The immutable equivalent of a JSON-like value.

    A value that is already frozen is returned as it is (the same object), so
    re-setting a tuple that was read from the state costs one walk, no copy.
    """
    kind = type(value)
    if kind in _PLAIN or kind is FrozenDict:
        return value
    if kind is tuple:
        if _FROZEN_ITEMS.issuperset(map(type, value)):  # the common case, checked without a call per item
            return value
        for index, item in enumerate(value):
            frozen = freeze(item)
            if frozen is not item:  # something inside needs freezing: build a new tuple from here
                return value[:index] + (frozen,) + tuple(freeze(rest) for rest in value[index + 1:])
        return value
    if kind is dict:
        for item in value.values():  # plain values, frozen mappings or tuples of those: one copy, no call each
            item_kind = type(item)
            if item_kind not in _FROZEN_ITEMS and not (item_kind is tuple and _FROZEN_ITEMS.issuperset(map(type, item))):
                break
        else:
            return FrozenDict(value)
        return FrozenDict({key: freeze(item) for key, item in value.items()})
    if isinstance(value, FrozenDict):
        return value
    if isinstance(value, dict):
        return FrozenDict({key: freeze(item) for key, item in value.items()})
    if isinstance(value, list | tuple):
        return tuple(freeze(item) for item in value)
    return value


def to_json(value: Any) -> Any:
    """A JSON-serialisable form (tuples become lists, MISSING a marker)."""
    if value is MISSING:
        return {"$missing": True}
    if isinstance(value, dict):
        return {str(key): to_json(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [to_json(item) for item in value]
    return value


def from_json(value: Any) -> Any:
    """Inverse of :func:`to_json`, giving frozen values."""
    if isinstance(value, dict):
        if value == {"$missing": True}:
            return MISSING
        return FrozenDict({key: from_json(item) for key, item in value.items()})
    if isinstance(value, list):
        return tuple(from_json(item) for item in value)
    return value


def quick_init(cls: type[T]) -> type[T]:
    """A frozen dataclass built quickly: its ``__init__`` stores each field directly (through the slot,
    or in the instance's dict) instead of calling ``object.__setattr__`` for each, as the generated one
    does; the class is otherwise the same (frozen, equal by fields, hashable, ``dataclasses.fields``).

    A step builds many small values (the legal actions, the ops it records); this halves what each
    costs. A class with defaults built by a factory, keyword-only fields or a ``__post_init__`` is left
    as it is.

    A class with slots is then frozen by convention only: its instances no longer refuse an assignment
    (the guard, a Python ``__setattr__``, would make every field stored in ``__init__`` a call: some 4% of
    the time of a random game of cards). Nothing assigns to these values; equality, hashing and the fields are the
    dataclass's own. With :data:`STRICT_VALUES` the guard stays: ``tests/engine/test_strict_values.py`` plays
    every game so (random play, bots, undo and redo), so an assignment anywhere fails there.
    """
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    if (hasattr(cls, "__post_init__") or any(not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING
                                            for f in fields)):
        return cls
    namespace: dict[str, Any] = {}
    params = []
    for f in fields:
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
    if all(isinstance(cls.__dict__.get(f.name), _SLOT) for f in fields):
        if STRICT_VALUES:  # the guard kept: each field stored through its slot, past the guard
            for f in fields:
                namespace[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
            body = [f"    _set_{f.name}(self, {f.name})" for f in fields]
        else:
            for guard in ("__setattr__", "__delattr__"):  # frozen by convention (see above): stored directly
                if guard in cls.__dict__:
                    delattr(cls, guard)
            body = [f"    self.{f.name} = {f.name}" for f in fields]
    else:
        body = ["    found = self.__dict__"] + [f"    found[{f.name!r}] = {f.name}" for f in fields]
    source = f"def __init__(self{''.join(', ' + p for p in params)}):\n" + "\n".join(body or ["    pass"]) + "\n"
    exec(source, namespace)  # noqa: S102 - built from the class's own field names, as dataclasses does
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]
    return cls


_SLOT = type(type("_Slotted", (), {"__slots__": ("x",)}).__dict__["x"])
"""The type of a slot's descriptor (``member_descriptor``)."""

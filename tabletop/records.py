"""``dataclass`` as the standard library makes it, made when a class is first used.

Making a dataclass compiles its methods (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
a frozen class's ``__setattr__`` and ``__delattr__``): about 0.3 ms a class. A table's start
imports some 110 of them and uses under half before its first paint, so the project's
dataclasses are made on first use: :func:`dataclass` takes the same arguments and gives the
same class, whose generated attributes are, until then, stand-ins (:class:`_StandIn`) that
make the class (with :func:`dataclasses.dataclass`) and then give what it made.

How it is made, so that no thread ever sees a half-made class: the standard decorator is
applied to a copy of the class (same name, bases and namespace as written), and what it
added or changed is then set on the class one attribute at a time, each replacing its
stand-in in one step; a generated method that refers to the copy (a frozen class's
``__setattr__``) is made to refer to the class. A thread that meets a stand-in while
another thread makes the class waits for it (one re-entrant lock). Anything read from the
class before that (a field's default) is already as the standard decorator leaves it.

A decorator over :func:`dataclass` that needs the made class (its fields, its ``__init__``) asks
for it with :func:`when_made` rather than calling :func:`dataclasses.fields` at import, which
would make the class there.

A class is made at once, as usual, where the copy could behave differently: ``slots=True``
or ``__slots__`` (the decorator makes a new class; slots belong to their class), a base with
``__init_subclass__``, a namespace value with ``__set_name__``, a frozen class defining
``__setattr__``/``__delattr__`` (an error to raise now), a class local to a function. A
definition error (a field without default after one with) shows at first use; the tests make
every class of the project (``tests/test_records.py``).
"""

from __future__ import annotations

import abc
import dataclasses
import sys
import threading
from collections.abc import Callable
from typing import Any, dataclass_transform

_LOCK = threading.RLock()  # making a class is rare and short; one lock for all of them
_NOT_COPIED = ("__dict__", "__weakref__", "_abc_impl", "__abstractmethods__")
_COMPARISONS = ("__lt__", "__le__", "__gt__", "__ge__")


class _Pending:
    """A class waiting to be made: its namespace as written and the decorator's arguments."""

    __slots__ = ("cls", "namespace", "params", "making", "then")

    def __init__(self, cls: type, namespace: dict[str, Any], params: dict[str, Any]) -> None:
        self.cls, self.namespace, self.params = cls, namespace, params
        self.making = False
        self.then: list[Callable[[type], object]] = []  # when_made's work, once the class is made


class _StandIn:
    """Takes the place of a generated attribute; the first look at it makes the class."""

    __slots__ = ("pending", "name")

    def __init__(self, pending: _Pending, name: str) -> None:
        self.pending, self.name = pending, name

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        cls, name = self.pending.cls, self.name
        _make(cls, self.pending)
        if name not in cls.__dict__:  # the decorator made nothing here: what the bases have
            return getattr(super(cls, instance if instance is not None else owner), name)  # type: ignore[arg-type]
        value = cls.__dict__[name]
        if value is None and name == "__hash__" and instance is not None:
            raise TypeError(f"unhashable type: {type(instance).__name__!r}")
        get = getattr(type(value), "__get__", None)
        return value if get is None else get(value, instance, owner if owner is not None else type(instance))


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def dataclass(cls: type | None = None, /, **params: Any) -> Any:
    """:func:`dataclasses.dataclass`, made on the class's first use (see the module's words)."""

    def wrap(cls: type) -> type:
        if _at_once(cls, params):
            return dataclasses.dataclass(cls, **params)
        _defer(cls, params)
        return cls

    return wrap if cls is None else wrap(cls)


def _at_once(cls: type, params: dict[str, Any]) -> bool:
    own = cls.__dict__
    return bool(params.get("slots") or params.get("weakref_slot") or "__slots__" in own
                or any("__init_subclass__" in base.__dict__ for base in cls.__mro__[1:-1])
                or any(_names_itself(value) for value in own.values())
                or (params.get("frozen") and ("__setattr__" in own or "__delattr__" in own))
                or "<locals>" in cls.__qualname__)


def _names_itself(value: object) -> bool:
    """Whether making a copy of the class would call ``__set_name__`` on ``value`` (or its default)."""
    if isinstance(value, dataclasses.Field):  # a Field passes the call on to its default
        value = value.default
    return hasattr(type(value), "__set_name__")


def _generated(cls: type, params: dict[str, Any]) -> list[str]:
    """The attributes the decorator will set, which the class must not have before it does."""
    own = cls.__dict__
    names = ["__dataclass_fields__", "__dataclass_params__"]
    wanted = {"__init__": params.get("init", True), "__repr__": params.get("repr", True),
              "__eq__": params.get("eq", True), "__match_args__": params.get("match_args", True),
              "__setattr__": params.get("frozen", False), "__delattr__": params.get("frozen", False),
              "__replace__": sys.version_info >= (3, 13)}
    wanted.update(dict.fromkeys(_COMPARISONS, params.get("order", False)))
    names += [name for name, on in wanted.items() if on and name not in own]
    if own.get("__hash__") is None:  # not written (None: Python's own for a class defining __eq__)
        names.append("__hash__")
    if own.get("__doc__") is None:
        names.append("__doc__")
    return names


def _defer(cls: type, params: dict[str, Any]) -> None:
    namespace = {name: value for name, value in cls.__dict__.items() if name not in _NOT_COPIED}
    for name in cls.__dict__.get("__annotations__", {}):  # a field's default, as the decorator leaves it
        value = cls.__dict__.get(name)
        if isinstance(value, dataclasses.Field):
            if value.default is dataclasses.MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, value.default)
    pending = _Pending(cls, namespace, params)
    for name in _generated(cls, params):
        setattr(cls, name, _StandIn(pending, name))


def _make(cls: type, pending: _Pending) -> None:
    with _LOCK:
        if not isinstance(cls.__dict__.get("__dataclass_fields__"), _StandIn):
            return  # made already (by another thread, or by a base's making)
        if pending.making:
            raise RuntimeError(f"{cls.__qualname__} was used while it was being made")
        pending.making = True
        try:
            copy = type(cls)(cls.__name__, cls.__bases__, dict(pending.namespace))
            dataclasses.dataclass(copy, **pending.params)
        finally:  # a definition error says so at each use, as the decorator would have once
            pending.making = False
        made = copy.__dict__
        for name, value in made.items():
            if name in _NOT_COPIED:
                continue
            if (isinstance(cls.__dict__.get(name), _StandIn) or name not in pending.namespace
                    or pending.namespace[name] is not value):
                _refer_to(value, copy, cls)
                setattr(cls, name, value)
        for name, value in cls.__dict__.copy().items():
            if isinstance(value, _StandIn) or (name in pending.namespace and name not in made
                                               and name not in _NOT_COPIED):
                delattr(cls, name)  # a stand-in the decorator had nothing for, or a default it took away
        abc.update_abstractmethods(cls)
        for then in pending.then:
            then(cls)


def _refer_to(value: Any, copy: type, cls: type) -> None:
    """Make a generated function (and what it wraps) refer to ``cls`` wherever it referred to the copy."""
    seen = 0
    while callable(value) and seen < 4:
        for cell in getattr(value, "__closure__", None) or ():
            try:
                if cell.cell_contents is copy:
                    cell.cell_contents = cls
            except ValueError:  # an empty cell
                continue
        value, seen = getattr(value, "__wrapped__", None), seen + 1


def is_dataclass_type(cls: type) -> bool:
    """:func:`dataclasses.is_dataclass` for a class, without making one that waits to be made."""
    return any("__dataclass_fields__" in klass.__dict__ for klass in cls.__mro__)


def when_made(cls: type, then: Callable[[type], object]) -> type:
    """Run ``then(cls)`` once the class is made (now if it is): for a decorator over :func:`dataclass`
    that needs the made class (its fields, its ``__init__``) without making it at import."""
    waiting = cls.__dict__.get("__dataclass_fields__")
    if isinstance(waiting, _StandIn):
        with _LOCK:
            if isinstance(cls.__dict__.get("__dataclass_fields__"), _StandIn):
                waiting.pending.then.append(then)
                return cls
    then(cls)
    return cls

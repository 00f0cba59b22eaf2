"""Strict conversion of YAML mappings into frozen dataclasses.

A card schema is a frozen, keyword-only dataclass whose type hints are the
schema: ``str``, ``int``, ``float``, ``bool``, ``Literal[...]``, ``X | None``,
``tuple[X, ...]``, ``dict[str, X]``, a nested schema dataclass, or
:data:`CardRef` (a card id checked against the whole game's cards after load).
Unknown keys, missing fields and wrong types each become a :class:`Problem`
naming ``file:line``. A schema class may define ``problems(self) -> list[str]``
for checks across fields; an item may be a ``(field name, message)`` pair to
point at that field's line.
"""

from __future__ import annotations

import dataclasses
import reprlib
import types
import typing
from functools import cache
from typing import Any, Literal, NewType, Union, get_args, get_origin

from tabletop.carddb.problems import Problem, Where
from tabletop.carddb.yamlio import LineList, LineMap
from tabletop.engine.values import FrozenDict

CardRef = NewType("CardRef", str)
"""A card id that must name a card of the same game."""

_MISSING = dataclasses.MISSING


@dataclasses.dataclass
class Reference:
    """A card reference met while building, checked once every set is loaded."""

    card_id: str
    where: Where


@dataclasses.dataclass
class BuildContext:
    problems: list[Problem] = dataclasses.field(default_factory=list)
    references: list[Reference] = dataclasses.field(default_factory=list)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def schema_fields(cls: type) -> list[dataclasses.Field]:
    """The fields a YAML mapping may set (``init=False`` fields are derived)."""
    return [f for f in dataclasses.fields(cls) if f.init]


def describe(hint: Any) -> str:
    """A type in words, for error messages."""
    if hint is CardRef:
        return "a card id"
    if hint is str:
        return "text"
    if hint is int:
        return "a whole number"
    if hint is float:
        return "a number"
    if hint is bool:
        return "true or false"
    origin = get_origin(hint)
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in get_args(hint))
    if origin in (Union, types.UnionType):
        return " or ".join(describe(a) for a in get_args(hint) if a is not type(None))
    if origin is tuple:
        return f"a list of {describe(get_args(hint)[0])}"
    if origin is dict:
        return f"a mapping to {describe(get_args(hint)[1])}"
    if dataclasses.is_dataclass(hint):
        return "a mapping"
    return str(hint)


def _shown(value: Any) -> str:
    """A value in a message, bounded however large it is (never the whole of an expanded alias)."""
    short = reprlib.Repr()
    short.maxlevel, short.maxlist, short.maxtuple, short.maxdict = 2, 4, 4, 3
    short.maxstring = short.maxother = short.maxlong = 30
    text = short.repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def convert(hint: Any, value: Any, where: Where, ctx: BuildContext, name: str) -> Any:
    """Check ``value`` against ``hint``; return the converted value or _MISSING."""
    origin = get_origin(hint)
    wrong = f"'{name}' should be {describe(hint)}, not {_shown(value)}"
    if hint is CardRef:
        if isinstance(value, str) and value:
            ctx.references.append(Reference(value, where))
            return value
    elif hint is bool:
        if isinstance(value, bool):
            return value
    elif hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif hint is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
    elif hint is str:
        if isinstance(value, str):
            return value
    elif origin is Literal:
        if value in get_args(hint):
            return value
    elif origin in (Union, types.UnionType):
        options = get_args(hint)
        if value is None and type(None) in options:
            return None
        real_options = [option for option in options if option is not type(None)]
        if len(real_options) == 1:  # X | None: report X's own problems
            return convert(real_options[0], value, where, ctx, name)
        for option in options:
            if option is type(None):
                continue
            scratch = BuildContext()
            result = convert(option, value, where, scratch, name)
            if result is not _MISSING and not scratch.problems:
                ctx.references.extend(scratch.references)
                return result
    elif origin is tuple:
        if isinstance(value, list):
            item_hint = get_args(hint)[0]
            items = []
            for index, item in enumerate(value):
                line = value.line_of(index) if isinstance(value, LineList) else where.line
                converted = convert(item_hint, item, where.at(line), ctx, f"{name}[{index + 1}]")
                if converted is not _MISSING:
                    items.append(converted)
            return tuple(items)
    elif origin is dict:
        if isinstance(value, dict):
            key_hint, value_hint = get_args(hint)
            result = {}
            for key, item in value.items():
                line = value.line_of(key) if isinstance(value, LineMap) else where.line
                here = where.at(line)
                checked_key = convert(key_hint, key, here, ctx, f"{name} key")
                converted = convert(value_hint, item, here, ctx, f"{name}.{key}")
                if checked_key is not _MISSING and converted is not _MISSING:
                    result[checked_key] = converted
            return FrozenDict(result)
    elif dataclasses.is_dataclass(hint):
        if isinstance(value, dict):
            return build(hint, value, where, ctx)
    else:  # pragma: no cover - a schema author's mistake
        raise TypeError(f"unsupported schema type {hint!r} for '{name}'")
    ctx.problems.append(where.problem(wrong))
    return _MISSING


def build(cls: type, data: dict, where: Where, ctx: BuildContext, **given: Any) -> Any:
    """Build ``cls`` from a YAML mapping, recording problems; None when it fails.

    ``given`` supplies fields that do not come from the file (such as the set id).
    """
    line_of = data.line_of if isinstance(data, LineMap) else (lambda _key: where.line)
    here = where.at(getattr(data, "line", None))
    hints = _hints(cls)
    fields = {f.name: f for f in schema_fields(cls)}
    before = len(ctx.problems)
    references_before = len(ctx.references)
    for key in data:
        if key not in fields or key in given:
            known = ", ".join(sorted(k for k in fields if k not in given))
            said = f"unknown field '{key}' (known fields: {known})"
            if isinstance(key, bool):  # YAML 1.1 reads a bare on/off/yes/no key as a truth value
                said = (f"a field name read as {str(key).lower()}: YAML takes a bare on, off, yes or no as "
                        f"a truth value; quote the name (known fields: {known})")
            ctx.problems.append(where.at(line_of(key)).problem(said))
    values: dict[str, Any] = dict(given)
    for name, field in fields.items():
        if name in given:
            continue
        if name not in data:
            if field.default is _MISSING and field.default_factory is _MISSING:
                ctx.problems.append(here.problem(f"missing field '{name}'"))
            continue
        converted = convert(hints[name], data[name], where.at(line_of(name)), ctx, name)
        if converted is not _MISSING:
            values[name] = converted
    if len(ctx.problems) <= before:
        instance = cls(**values)
        check = getattr(instance, "problems", None)
        if callable(check):
            for found in check():
                if isinstance(found, tuple) and len(found) == 3:  # (list field, index, message): that item's line
                    field_name, index, message = found
                    items = data.get(field_name)
                    line = items.line_of(index) if isinstance(items, LineList) else line_of(field_name)
                    ctx.problems.append(where.at(line).problem(message))
                elif isinstance(found, tuple):  # (field name, message): point at that field's line
                    field_name, message = found
                    ctx.problems.append(where.at(line_of(field_name)).problem(message))
                else:
                    ctx.problems.append(here.problem(found))
        if len(ctx.problems) <= before:
            return instance
    del ctx.references[references_before:]  # a rejected card's references are not checked
    return None


def field_kinds(cls: type) -> dict[str, str]:
    """Each field's kind for searching: 'number', 'tag', 'tags', 'text' or 'other'."""
    kinds = {}
    for name, hint in _hints(cls).items():
        origin = get_origin(hint)
        if origin in (Union, types.UnionType):
            non_none = [a for a in get_args(hint) if a is not type(None)]
            hint = non_none[0] if len(non_none) == 1 else hint
            origin = get_origin(hint)
        if hint in (int, float):
            kinds[name] = "number"
        elif origin is Literal or hint is bool:
            kinds[name] = "tag"
        elif origin is tuple and (get_args(hint)[0] in (str, CardRef) or get_origin(get_args(hint)[0]) is Literal):
            kinds[name] = "tags"
        elif hint in (str, CardRef):
            kinds[name] = "text"
        else:
            kinds[name] = "other"
    return kinds

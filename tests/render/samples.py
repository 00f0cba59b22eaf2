"""Sample cards of every type a game's schema registers, built from the type hints.

``sample_card(cls, key, rich=False)`` fills the required fields with plain
values; with ``rich=True`` it also fills optional collections and ``X | None``
fields, so drawing code meets every field at least once. The cards are built
directly (not validated): they test that faces never crash, not the rules.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, Literal, Union, get_args, get_origin

from tabletop.carddb.model import CardBase
from tabletop.carddb.schema import CardRef
from tabletop.games.registry import game_class

LONG_TEXT = (
    "When this card is played, choose one of your characters. It gets +2 to each "
    "of its numbers until the end of the turn, then draw a card and discard a card."
)


def _value(hint: Any, name: str, rich: bool) -> Any:
    origin = get_origin(hint)
    if hint is CardRef:
        return "sample"
    if hint is bool:
        return rich
    if hint is int:
        return 3
    if hint is float:
        return 1.5
    if hint is str:
        return f"{name.replace('_', ' ')} sample" if rich else "sample"
    if origin is Literal:
        args = get_args(hint)
        return args[-1] if rich and len(args) > 1 else args[0]
    if origin in (Union, types.UnionType):
        options = [a for a in get_args(hint) if a is not type(None)]
        if not rich and type(None) in get_args(hint):
            return None
        return _value(options[0], name, rich)
    if origin is tuple:
        args = get_args(hint)
        if not rich:
            return ()
        if len(args) == 2 and args[1] is Ellipsis:
            return (_value(args[0], name, rich),)
        return tuple(_value(a, name, rich) for a in args)
    if origin is dict:
        key, item = get_args(hint)
        return {_value(key, name, rich): _value(item, name, rich)} if rich else {}
    if dataclasses.is_dataclass(hint):
        return build(hint, rich)
    return None


def build(cls: type, rich: bool = False, **given: Any) -> Any:
    """An instance of dataclass ``cls`` with every init field filled."""
    hints = typing.get_type_hints(cls)
    values = dict(given)
    for f in dataclasses.fields(cls):
        if not f.init or f.name in values:
            continue
        has_default = f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        if has_default and not rich:
            continue
        values[f.name] = _value(hints[f.name], f.name, rich)
    return cls(**values)


def sample_card(cls: type[CardBase], key: str, rich: bool = False) -> CardBase:
    """A sample card of type ``key`` (the YAML ``type`` value) built as ``cls``."""
    hints = typing.get_type_hints(cls)
    type_value: Any = key
    if get_origin(hints.get("type")) is Literal and key not in get_args(hints["type"]):
        type_value = get_args(hints["type"])[0]
    name = "Sample " + key.replace("_", " ").title() + (" With a Rather Long Name" if rich else "")
    return build(
        cls,
        rich,
        id=f"sample_{key}{'_rich' if rich else ''}",
        name=name,
        type=type_value,
        text=LONG_TEXT if rich else "",
        automation="manual" if rich else "auto",
    )


def samples(game_id: str) -> list[CardBase]:
    """A plain and a rich sample of each card type of ``game_id``."""
    schema = game_class(game_id).schema
    return [sample_card(cls, key, rich) for key, cls in schema.card_types.items() for rich in (False, True)]

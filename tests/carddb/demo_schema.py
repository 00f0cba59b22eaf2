"""A tiny card schema for testing the loader without any real game's data."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tabletop.carddb.model import CardBase, ExtraKind, GameSchema
from tabletop.carddb.schema import CardRef
from tabletop.carddb.schemas import register_schema


@dataclass(frozen=True, kw_only=True)
class Stat:
    stat: Literal["attack", "defense"]
    amount: int


@dataclass(frozen=True, kw_only=True)
class Unit(CardBase):
    type: Literal["unit"]
    power: int
    cost: int = 0
    keywords: tuple[str, ...] = ()
    boost_from: CardRef | None = None
    bonus: Stat | None = None
    faction: Literal["red", "blue"] = "red"

    def problems(self) -> list[str]:
        return ["'cost' cannot be negative"] if self.cost < 0 else []


@dataclass(frozen=True, kw_only=True)
class Spell(CardBase):
    type: Literal["spell"]
    cost: int


@dataclass(frozen=True, kw_only=True)
class Arena:
    id: str
    name: str
    size: int


SCHEMA = register_schema(GameSchema("demo", {"unit": Unit, "spell": Spell},
                                    (ExtraKind("arena", "arenas", Arena),)))

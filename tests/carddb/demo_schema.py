"""A tiny card schema for testing the loader without any real game's data."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from tabletop.carddb.model import CardBase, ExtraKind, GameSchema
from tabletop.carddb.schema import CardRef
from tabletop.engine.game import Game


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


SCHEMA = GameSchema("demo", {"unit": Unit, "spell": Spell}, (ExtraKind("arena", "arenas", Arena),))


class DemoGame(Game):
    """A game with cards but no rules, so that ``tabletop validate`` can check demo data."""

    id: ClassVar[str] = "demo"
    name: ClassVar[str] = "Demo (test cards)"
    schema = SCHEMA


GAMES = (DemoGame,)

"""Card schema of WMS: The Card Game (game id ``wms``).

Card types:

- ``unit``: CC and RC values, keywords (see :mod:`wms_keywords`), optional
  Command Ability (Commander units only), may turn the tide or recycle
  itself when played, may bring Token cards along.
- ``token``: a small unit kept beside the deck; ``swarm`` marks Swarm Tokens.
- ``equipment``: played with a unit; CC/RC bonus, gained keywords, restriction.
- ``power``: played with a Psych unit for 1 Power Point; like equipment.
- ``command``: played before starting a Fight; ``immediate`` (draw, recover,
  opponent discards, once) or ``lingering`` (effects while on top of the
  Command Stack).
- ``special``: a race's rules card explaining a race-only keyword; not part
  of the 60 cards.

An :class:`Effect` is the common structured effect. ``to`` says which units
it touches: ``this`` (the unit itself, or the unit an equipment or power card
is played with), ``yours`` (every unit of yours in the Fight) or
``opposing`` (for a unit, equipment or power: the card(s) it fights against;
for a command card or Command Ability: every opposing unit). ``lasts``:
``source`` (as long as the card giving it applies: on the Battlefield Stack,
on top of the Command Stack, the Commander always), ``opponent_plays`` (until
the opponent plays a new Unit card, like Fury) or ``fight`` (until the Fight
ends).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from tabletop.carddb.model import CardBase, GameSchema
from tabletop.carddb.schema import CardRef
from tabletop.games.wms.card_keywords import (
    RACE_KEYWORDS,
    SETUP_KEYWORDS,
    KeywordError,
    keyword_map,
    keyword_problems,
    name_problems,
    parse_keyword,
)

Race = Literal["marines", "evil_marines"]
RACE_NAMES: dict[str, str] = {"marines": "Marines", "evil_marines": "Evil Marines"}

_ID = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")


def _names(keywords: tuple[str, ...]) -> set[str]:
    """The names of the well-formed keywords in ``keywords`` (bad ones are reported elsewhere)."""
    names = set()
    for text in keywords:
        try:
            names.add(parse_keyword(text).name)
        except KeywordError:
            pass
    return names


def _ability_problems(ability: str | None) -> list[str]:
    if ability is not None and not _ID.fullmatch(ability):
        return [f"ability {ability!r} should be a lower_snake_case function name"]
    return []


@dataclass(frozen=True, kw_only=True)
class Effect:
    """A change to units' combat values or keywords (see the module docstring)."""

    to: Literal["this", "yours", "opposing"] = "this"
    only: tuple[str, ...] = ()  # affected units must have each of these keywords
    against: tuple[str, ...] = ()  # only while fighting a card with each of these keywords
    cc: int = 0
    rc: int = 0
    gain: tuple[str, ...] = ()  # keywords gained, canonical form
    lose: tuple[str, ...] = ()  # keyword names lost
    turns_tide: bool = False  # affected units may turn the tide when played
    lasts: Literal["source", "opponent_plays", "fight"] = "source"
    once_per_fight: bool = False  # usable once each Fight (tap the card)

    def problems(self) -> list[str]:
        found = keyword_problems(self.gain)
        found += name_problems(self.only, "'only' keyword")
        found += name_problems(self.against, "'against' keyword")
        found += name_problems(self.lose, "'lose' keyword")
        found += [f"an effect cannot grant '{n}'" for n in sorted(_names(self.gain) & SETUP_KEYWORDS)]
        if not (self.cc or self.rc or self.gain or self.lose or self.turns_tide):
            found.append("an effect should change cc, rc or keywords, or let units turn the tide")
        return found


@dataclass(frozen=True, kw_only=True)
class Restriction:
    """Which units may carry an equipment or power card ("Light only")."""

    any_of: tuple[str, ...] = ()  # the unit needs at least one of these keywords
    none_of: tuple[str, ...] = ()  # the unit may have none of these keywords

    def problems(self) -> list[str]:
        return name_problems(self.any_of, "restriction keyword") + name_problems(
            self.none_of, "restriction keyword"
        )

    def allows(self, keyword_names: set[str]) -> bool:
        if self.any_of and not keyword_names & set(self.any_of):
            return False
        return not keyword_names & set(self.none_of)


@dataclass(frozen=True, kw_only=True)
class CommandAbility:
    """What a unit gives while it is your Commander (ignored otherwise)."""

    effects: tuple[Effect, ...] = ()
    ability: str | None = None

    def problems(self) -> list[str]:
        found = _ability_problems(self.ability)
        if any(e.to == "this" for e in self.effects):
            found.append("a Command Ability cannot affect 'this' card: the Commander is not in the Fight")
        if not self.effects and self.ability is None:
            found.append("a Command Ability needs effects or an ability")
        return found


@dataclass(frozen=True, kw_only=True)
class Brings:
    """Token cards a unit may bring along when played (they form a squad with it)."""

    token: CardRef
    count: int = 1

    def problems(self) -> list[str]:
        return [] if self.count >= 1 else ["'brings' needs a count of at least 1"]


@dataclass(frozen=True, kw_only=True)
class WmsCard(CardBase):
    """Fields every WMS card has; ``icons`` is derived from the card, never written."""

    race: Race
    icons: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self) -> None:
        object.__setattr__(self, "icons", self._icons())

    def _icons(self) -> tuple[str, ...]:
        return ()

    def problems(self) -> list[str]:
        if not _ID.fullmatch(self.id):
            return [f"card id {self.id!r} should be lower_snake_case"]
        return []

    def keyword_names(self) -> set[str]:
        return set()


@dataclass(frozen=True, kw_only=True)
class _Fighter(WmsCard):
    """Units and tokens: cards with combat values and keywords."""

    cc: int
    rc: int
    keywords: tuple[str, ...] = ()

    def keyword_names(self) -> set[str]:
        return set(keyword_map(self.keywords))

    def keyword_param(self, name: str) -> str | None:
        return keyword_map(self.keywords).get(name)

    def problems(self) -> list[str]:
        found = super().problems() + keyword_problems(self.keywords, self.race)
        found += [f"'{s}' should be 0 or more" for s in ("cc", "rc") if getattr(self, s) < 0]
        return found

    def stats_line(self) -> str:
        words = ", ".join(self.keywords)
        return f"CC {self.cc} / RC {self.rc}" + (f" · {words}" if words else "")


@dataclass(frozen=True, kw_only=True)
class Unit(_Fighter):
    turns_tide: bool = False  # when played, you may Turn the Tide
    recycle: bool = False  # at the end of the Fight, you may Recycle this card
    brings: Brings | None = None
    effects: tuple[Effect, ...] = ()
    command_ability: CommandAbility | None = None
    ability: str | None = None

    def _icons(self) -> tuple[str, ...]:
        names = {k.partition("(")[0] for k in self.keywords}
        return tuple(i for i, k in (("commander", "Commander"), ("reserves", "Reserves")) if k in names)

    def problems(self) -> list[str]:
        found = super().problems() + _ability_problems(self.ability)
        if found:
            return found
        names = self.keyword_names()
        if {"Common", "Unique"} <= names:
            found.append("a card cannot be both Common and Unique")
        if "Commander" in names and self.command_ability is None:
            found.append("a unit with the Commander keyword needs a command_ability")
        if "Commander" not in names and self.command_ability is not None:
            found.append("only a unit with the Commander keyword may have a command_ability")
        return found


@dataclass(frozen=True, kw_only=True)
class Token(_Fighter):
    swarm: bool = False  # a Swarm Token, brought by units with the Swarm keyword

    def _icons(self) -> tuple[str, ...]:
        return ("token",)

    def problems(self) -> list[str]:
        found = super().problems()
        if found:
            return found
        banned = self.keyword_names() & (SETUP_KEYWORDS | {"Squad", "Swarm"})
        return found + [f"a Token card cannot have '{name}'" for name in sorted(banned)]


@dataclass(frozen=True, kw_only=True)
class _Attachment(WmsCard):
    """Equipment and power cards: played together with a unit to boost it."""

    cc: int = 0
    rc: int = 0
    keywords: tuple[str, ...] = ()  # keywords the unit gains
    restriction: Restriction = Restriction()
    effects: tuple[Effect, ...] = ()
    ability: str | None = None

    def keyword_names(self) -> set[str]:
        return set(keyword_map(self.keywords))

    def does_something(self) -> bool:
        return bool(self.cc or self.rc or self.keywords or self.effects or self.ability)

    def problems(self) -> list[str]:
        found = super().problems() + keyword_problems(self.keywords, self.race)
        found += _ability_problems(self.ability)
        if not found:
            banned = self.keyword_names() & SETUP_KEYWORDS
            found += [f"a unit cannot gain '{name}' from {self.type} cards" for name in sorted(banned)]
        if self.automation == "auto" and not self.does_something():
            found.append(f"this {self.type} does nothing; give it a bonus, keywords, effects or an ability, or automation: manual")
        return found

    def stats_line(self) -> str:
        parts = [f"{v:+d} {s}" for s, v in (("CC", self.cc), ("RC", self.rc)) if v]
        parts += list(self.keywords)
        if self.restriction.any_of:
            parts.append("/".join(self.restriction.any_of) + " only")
        return f"{self.type}: " + (", ".join(parts) or "special")


@dataclass(frozen=True, kw_only=True)
class Equipment(_Attachment):
    pass


@dataclass(frozen=True, kw_only=True)
class Power(_Attachment):
    turns_tide: bool = False

    def does_something(self) -> bool:
        return self.turns_tide or super().does_something()


@dataclass(frozen=True, kw_only=True)
class Command(WmsCard):
    kind: Literal["immediate", "lingering"]
    effects: tuple[Effect, ...] = ()  # lingering: in force while on top of the Command Stack
    draw: int = 0  # immediate: you draw this many cards
    recover: int = 0  # immediate: take this many Unit cards from your Graveyard into your hand
    opponent_discards: int = 0  # immediate: your opponent discards this many cards of his choice
    ability: str | None = None

    def problems(self) -> list[str]:
        found = super().problems() + _ability_problems(self.ability)
        once = {"draw": self.draw, "recover": self.recover, "opponent_discards": self.opponent_discards}
        found += [f"'{name}' should be 0 or more" for name, value in once.items() if value < 0]
        if any(e.to == "this" for e in self.effects):
            found.append("a command card's effects go to 'yours' or 'opposing' units, not 'this'")
        if self.kind == "immediate" and self.effects:
            found.append("an immediate command card happens once; lasting effects need kind: lingering")
        if self.kind == "lingering" and any(once.values()):
            used = ", ".join(name for name, value in once.items() if value)
            found.append(f"{used}: only an immediate command card can do that")
        acts = self.effects or any(once.values()) or self.ability
        if self.automation == "auto" and not acts:
            found.append("this command card does nothing; give it effects, draw, recover, opponent_discards or an ability, or automation: manual")
        return found

    def stats_line(self) -> str:
        return f"command ({self.kind})"


@dataclass(frozen=True, kw_only=True)
class Special(WmsCard):
    """A race's rules card: explains a keyword only that race's cards carry."""

    keyword: str
    ability: str | None = None  # the rules function resolving the keyword

    def problems(self) -> list[str]:
        found = super().problems() + _ability_problems(self.ability)
        found += [f"keyword {self.keyword!r}: {p}" for p in keyword_problems((self.keyword,), self.race)]
        if not found and self.keyword not in RACE_KEYWORDS[self.race]:
            found.append(f"'{self.keyword}' is a universal keyword; special cards explain race keywords")
        return found

    def stats_line(self) -> str:
        return f"special: {self.keyword}"


SCHEMA = GameSchema(
    game="wms",
    card_types={
        "unit": Unit,
        "token": Token,
        "equipment": Equipment,
        "power": Power,
        "command": Command,
        "special": Special,
    },
)

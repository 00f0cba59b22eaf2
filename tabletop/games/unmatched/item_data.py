"""Battlefield item tokens as data: the box of tokens that maps with item spaces draw from.

A file in ``cards/unmatched/items/`` (``kind: battlefield_items``) holds a set of
tokens. At setup every item space of the map gets one token drawn at random
from all the tokens of every set (each as many times as its ``count``), face up.

- A **scheme item** is used by a fighter standing on it, as an action; its
  ``effects`` happen with that fighter as "this fighter", then the token goes
  back to the box. It is not a scheme card.
- A **combat item** is taken when a fighter standing on it plays a combat card;
  the card gets ``+value`` DURING COMBAT (an effect: cancelling the card's effects
  cancels it too); after the combat the token goes back to the box.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

KEY = re.compile(r"^[a-z][a-z0-9_]*$")
PLAYER_DOS = ("draw", "discard_random")
FIGHTER_DOS = ("recover", "move", "place", "deal_damage")
PLAYER_TARGETS = ("you", "opponent")


@dataclass(frozen=True, kw_only=True)
class ItemEffect:
    """What a scheme item does (the same words as a card's effects, a few of them)."""

    do: Literal["draw", "discard_random", "recover", "move", "place", "deal_damage"]
    amount: int = 0
    target: Literal["you", "opponent", "this_fighter", "each_your_fighter",
                    "opposing_fighter_in_zone", "each_opposing_fighter_adjacent"] = "this_fighter"
    where: Literal["any", "zone", "adjacent"] = "any"  # where ``place`` may put the fighter

    def problems(self) -> list[str]:
        found = []
        if self.do in PLAYER_DOS and self.target not in PLAYER_TARGETS:
            found.append(f"'{self.do}' needs a player target (you or opponent), not '{self.target}'")
        if self.do in FIGHTER_DOS and self.target in PLAYER_TARGETS:
            found.append(f"'{self.do}' needs a fighter target, not '{self.target}'")
        if self.do == "place":
            if self.amount:
                found.append("'place' takes no amount")
            if self.target != "this_fighter":
                found.append("'place' moves this fighter only (target: this_fighter)")
        elif self.amount < 1:
            found.append(f"'{self.do}' needs an amount of at least 1")
        if self.where != "any" and self.do != "place":
            found.append("'where' only means something for 'place'")
        return found


@dataclass(frozen=True, kw_only=True)
class ItemToken:
    """One kind of item token: ``count`` of them are in the box."""

    key: str
    name: str
    kind: Literal["scheme", "combat"]
    text: str  # what the token says, in the project's words (shown on the table and in the log)
    value: int = 0  # a combat item: added to the card's value
    effects: tuple[ItemEffect, ...] = ()  # a scheme item: what using it does
    count: int = 1

    def label(self) -> str:
        """The token's name on the board: ``Crowbar +2``, ``Field Dressing``."""
        return f"{self.name} +{self.value}" if self.kind == "combat" else self.name

    def problems(self) -> list[str]:
        found = []
        if not KEY.match(self.key):
            found.append(f"item key '{self.key}' should be lower_snake_case")
        if self.kind == "combat":
            if self.value < 1:
                found.append(f"combat item '{self.key}' needs a value of at least 1")
            if self.effects:
                found.append(f"combat item '{self.key}' has no effects (its value is its effect)")
        else:
            if self.value:
                found.append(f"scheme item '{self.key}' has no value")
            if not self.effects:
                found.append(f"scheme item '{self.key}' needs effects")
        if not 1 <= self.count <= 20:
            found.append(f"item '{self.key}': count should be 1 to 20")
        return found


@dataclass(frozen=True, kw_only=True)
class ItemSet:
    """A box of battlefield item tokens."""

    id: str
    name: str
    origin: Literal["", "own", "official", "community"] = ""
    text: str = ""
    tokens: tuple[ItemToken, ...]

    def token(self, key: str) -> ItemToken:
        return next(t for t in self.tokens if t.key == key)

    def problems(self) -> list[str | tuple[str, int, str]]:
        found: list[str | tuple[str, int, str]] = []
        if not self.tokens:
            found.append("an item set needs at least one token")
        keys = [t.key for t in self.tokens]
        found += [("tokens", i, f"item key '{k}' is used twice") for i, k in enumerate(keys) if k in keys[:i]]
        return found

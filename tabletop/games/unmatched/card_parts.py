"""Parts of a hero card for the heroes that keep more than fighters: counters (Rage), ingredients.

A **counter** is a number a hero keeps beside the board (Beowulf's Rage): it
starts at ``start``, never goes above ``maximum`` or below 0, grows by
``gain_when_hero_damaged`` each time the hero's own fighter is dealt damage,
and card effects gain or spend it (hero_tokens.py).

An **ingredient** is printed on each card of a hero with a cauldron (the
Wayward Sisters); spells (``cards.Spell``) need ingredients (cauldron.py).

"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Ingredient = Literal["snake", "bat", "lizard"]


@dataclass(frozen=True, kw_only=True)
class Counter:
    """A number the hero keeps (Rage...): start, maximum, and what makes it grow by itself."""

    key: str
    name: str
    start: int = 0
    maximum: int
    gain_when_hero_damaged: int = 0  # gained each time the hero (not a sidekick) is dealt damage

    def problems(self) -> list[str]:
        found = []
        if self.maximum < 1 or not 0 <= self.start <= self.maximum:
            found.append(f"counter '{self.key}': maximum at least 1 and start between 0 and the maximum")
        if self.gain_when_hero_damaged < 0:
            found.append(f"counter '{self.key}': gain_when_hero_damaged cannot be negative")
        return found

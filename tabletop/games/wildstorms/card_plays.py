"""WildStorms cards played on the game rather than kept with a character:
plot twists, obstacles, side missions, battlesites and prizes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from tabletop.carddb.model import CardBase
from tabletop.games.wildstorms.card_resources import ResourceCard
from tabletop.games.wildstorms.card_terms import (
    AttackStyle,
    Condition,
    Duration,
    Effect,
    Modifier,
    Power,
    Requirement,
    ability_problems,
    area_problems,
    duration_problems,
)

CHARACTER_TARGETS = ("character", "your_character", "opposing_character", "killed_character")


@dataclass(frozen=True, kw_only=True)
class PlotTwist(ResourceCard):
    """Played any time but the Draw and Attack phases, on its ``target``."""

    target: Literal[
        "character",
        "your_character",
        "opposing_character",
        "killed_character",
        "battlesite",
        "prize",
        "you",
        "opponent",
    ]
    duration: Duration
    turns: int = 0
    modifiers: tuple[Modifier, ...] = ()
    effects: tuple[Effect, ...] = ()
    requires: Requirement | None = None  # one of your active characters must qualify
    ability: str | None = None

    def automated_parts(self) -> tuple[Any, ...]:
        return (self.modifiers, self.effects)

    def stats_line(self) -> str:
        return f"plot twist · {self.duration} · {self.points} pts"

    def problems(self) -> list[str]:
        found = super().problems() + duration_problems(self.duration, self.turns)
        if self.duration == "combat":
            found.append("plot twists cannot be played during an Attack phase, so not 'combat'")
        if self.duration == "instant" and self.modifiers:
            found.append("an instant plot twist cannot leave modifiers behind: give it a duration")
        if self.target in CHARACTER_TARGETS:
            found += [
                f"a plot twist on a character changes that character: use 'bearer', not '{m.who}'"
                for m in self.modifiers
                if m.who != "bearer"
            ]
        else:
            found += area_problems(self.modifiers, f"a plot twist on the {self.target}")
        return found


@dataclass(frozen=True, kw_only=True)
class Obstacle(ResourceCard):
    """A plot twist played on the battlesite; only one may be in play."""

    duration: Duration = "permanent"
    turns: int = 0
    modifiers: tuple[Modifier, ...] = ()
    blocks_powers: tuple[Power, ...] = ()  # no one at the battlesite can use these
    blocks_styles: tuple[AttackStyle, ...] = ()  # attacks of these styles cannot be made
    ability: str | None = None

    def automated_parts(self) -> tuple[Any, ...]:
        return (self.modifiers, self.blocks_powers, self.blocks_styles)

    def stats_line(self) -> str:
        return f"OBSTACLE · {self.duration} · {self.points} pts"

    def problems(self) -> list[str]:
        found = super().problems() + duration_problems(self.duration, self.turns)
        if self.duration in ("instant", "combat"):
            found.append(f"an obstacle stays on the battlesite, so not '{self.duration}'")
        found += area_problems(self.modifiers, "an obstacle")
        return found


@dataclass(frozen=True, kw_only=True)
class SideMission(ResourceCard):
    """A plot twist that earns ``reward`` battle points when its condition is met."""

    condition: Condition
    reward: int
    repeatable: bool = False
    ability: str | None = None

    def automated_parts(self) -> tuple[Any, ...]:
        return (self.condition,)

    def stats_line(self) -> str:
        return f"side mission · +{self.reward} · {self.points} pts"

    def problems(self) -> list[str]:
        found = super().problems()
        if self.reward < 1:
            found.append(f"a side mission's reward must be at least 1, not {self.reward}")
        return found


@dataclass(frozen=True, kw_only=True)
class Battlesite(CardBase):
    """The place fought over: first to ``control_points`` battle points wins it."""

    control_points: int
    campaign_points: int  # earned for controlling it, counted in a campaign
    modifiers: tuple[Modifier, ...] = ()
    blocks_powers: tuple[Power, ...] = ()
    ability: str | None = None

    def stats_line(self) -> str:
        return f"battlesite · control {self.control_points} · campaign {self.campaign_points}"

    def problems(self) -> list[str]:
        found = []
        if self.control_points < 1:
            found.append(f"'control_points' must be at least 1, not {self.control_points}")
        if self.campaign_points < 0:
            found.append(f"'campaign_points' cannot be negative ({self.campaign_points})")
        found += area_problems(self.modifiers, "a battlesite")
        return found + ability_problems((self.ability,) if self.ability else ())


@dataclass(frozen=True, kw_only=True)
class Prize(CardBase):
    """A campaign reward kept in the sideboard and usable any time.

    With ``counters``, each use removes one; at none the prize is spent.
    """

    counters: int = 0
    uses: Literal["any_time", "once_per_turn", "once_per_battle", "passive"] = "any_time"
    target: Literal[
        "character", "your_character", "opposing_character", "battlesite", "prize", "none"
    ] = "none"
    effects: tuple[Effect, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    ability: str | None = None

    def stats_line(self) -> str:
        return f"prize · {self.counters} counters" if self.counters else "prize"

    def problems(self) -> list[str]:
        found = []
        if self.counters < 0:
            found.append(f"'counters' cannot be negative ({self.counters})")
        if self.uses == "passive" and (self.effects or self.counters):
            found.append("a passive prize has modifiers only, no effects or counters")
        working = self.modifiers if self.uses == "passive" else self.effects
        if not (working or self.ability or self.automation == "manual"):
            needs = "modifiers" if self.uses == "passive" else "effects"
            found.append(f"this prize needs {needs}, an ability, or 'automation: manual'")
        found += area_problems(self.modifiers, "a prize")
        return found + ability_problems((self.ability,) if self.ability else ())

"""WildStorms vocabulary and the small structured parts cards are built from.

The closed word lists (labels, skills, powers, teams, equipment TYPEs,
durations) are ``Literal`` types so a typo in a data file is reported at its
line. The parts (:class:`Modifier`, :class:`Requirement`, :class:`Effect`,
:class:`Condition`) are what the rules engine reads to automate a card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, get_args

Label = Literal[
    "Crossbreed",
    "Cyborg",
    "Daemonite",
    "Gen-Active",
    "Kherbium",
    "Kindred",
    "Seedling",
    "Supernatural",
    "Symbiote",
]
"""Labels say what a character is; they carry no number and Magick cannot copy them."""

Skill = Literal["Energy Blast", "Magick", "Psi", "Tech", "Thrown Objects"]
"""Skills carry a rating (Psi 4)."""

Power = Literal["Flight", "Leadership", "Rage", "Subterfuge", "Teleportation"]
"""Powers carry no number (Flight)."""

Team = Literal[
    "WildC.A.T.s",
    "StormWatch",
    "Team 7",
    "Gen13",
    "WetWorks",
    "Daemonite Horde",  # original villain team
    "Vampire Court",  # original villain team
]

Alignment = Literal["hero", "villain"]
"""For the Heroes and Villains variant (one deck all heroes, the other all villains)."""

Stat = Literal[
    "C",
    "R",
    "D",
    "attack",  # whatever number the character attacks with (C, R or a skill)
    "recruit",  # recruit and equip points this turn
    "Energy Blast",
    "Magick",
    "Psi",
    "Tech",
    "Thrown Objects",
]

AttackStyle = Literal["any", "close", "ranged", "Psi", "Energy Blast", "Thrown Objects"]
"""Which attacks a card or modifier concerns. "ranged" covers every ranged
attack: weapon (R), Psi, Energy Blast and Thrown Objects."""

ATTACK_STAT_STYLES: dict[str, tuple[str, ...]] = {
    # a modifier of this stat can matter in attacks of these styles
    "C": ("any", "close"),
    # combat cards that change R apply to every kind of ranged attack
    "R": ("any", "ranged", "Psi", "Energy Blast", "Thrown Objects"),
    "attack": get_args(AttackStyle),
    "Psi": ("any", "ranged", "Psi"),
    "Energy Blast": ("any", "ranged", "Energy Blast"),
    "Thrown Objects": ("any", "ranged", "Thrown Objects"),
}

Who = Literal["bearer", "foe", "all", "yours", "opponents"]
"""Whom a modifier changes: the card's own character (``bearer``: the
equipped, targeted or fighting character), its opponent in this combat
(``foe``), or every active character at the battlesite (``all``), the
card controller's (``yours``) or the other players' (``opponents``)."""

Duration = Literal["instant", "combat", "turn", "next_turn", "turns", "battle", "permanent"]
"""How long an effect lasts: at once; this combat; to the end of this turn;
to the start of its controller's next turn; a number of turns (``turns``);
the rest of this battle; until removed."""

EquipmentType = Literal["WEAPON", "ARMOR", "TOOL", "MAGICKAL OBJECT", "VEHICLE"]
EnhancementType = Literal["SIGHT", "AMMO"]

EffectAction = Literal[
    "heal",  # remove `amount` injuries; 0 heals fully
    "injure",  # inflict `amount` injuries
    "depossess",
    "take_control",  # possession: the card's controller takes control of the target
    "activate_latent",  # the target's latent skills and powers become usable
    "move_to_holding",
    "move_to_staging",
    "return_from_killed",
    "teleport",  # move a character to either rank or off the battlefield to the staging area
    "destroy_equipment",
    "remove_obstacle",
    "change_battlesite",
    "draw",  # draw `amount` cards
    "earn_points",
    "lose_points",  # the target player loses `amount` battle points (never below 0)
    "recharge",  # add `amount` counters to a prize
    "cancel_plot_twist",
]

ConditionEvent = Literal["ko", "kill", "injure", "have_active", "survive_turns"]

_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


def is_snake_name(text: str) -> bool:
    """True for a lower_snake_case name (ability functions, personas)."""
    return bool(_NAME.match(text))


@dataclass(frozen=True, kw_only=True)
class Modifier:
    """A change to one number, optionally only for some characters or attacks.

    ``style`` limits an attack-number change to attacks of that style, and a
    Defense change to defending against attacks of that style.
    """

    stat: Stat
    amount: int
    who: Who = "bearer"
    style: AttackStyle = "any"
    team: Team | None = None
    label: Label | None = None

    def problems(self) -> list[str]:
        found = []
        if self.amount == 0:
            found.append(f"a modifier of {self.stat} by 0 changes nothing")
        allowed = ATTACK_STAT_STYLES.get(self.stat)
        if self.stat == "D":
            pass  # a Defense bonus may be limited to any attack style
        elif allowed is None and self.style != "any":
            found.append(f"'{self.stat}' is not an attack number, so it cannot have a style")
        elif allowed is not None and self.style not in allowed:
            found.append(f"a {self.stat} modifier never applies to {self.style} attacks")
        if self.stat == "recruit" and self.who not in ("yours", "opponents"):
            found.append("recruit points belong to players: use who 'yours' or 'opponents'")
        return found

    def describe(self) -> str:
        sign = "+" if self.amount > 0 else ""
        return f"{sign}{self.amount} {self.stat}"


@dataclass(frozen=True, kw_only=True)
class Requirement:
    """What a character must have to use a card; every given part must hold."""

    skill: Skill | None = None
    rating: int = 1  # the least skill rating needed
    power: Power | None = None
    label: Label | None = None
    team: Team | None = None

    def problems(self) -> list[str]:
        found = []
        if not (self.skill or self.power or self.label or self.team):
            found.append("a requirement needs a skill, power, label or team")
        if self.rating < 1:
            found.append("a required skill rating must be at least 1")
        if self.rating != 1 and self.skill is None:
            found.append("'rating' needs a 'skill' to rate")
        return found


@dataclass(frozen=True, kw_only=True)
class Effect:
    """One common thing a card does; ``amount`` for the actions that count."""

    action: EffectAction
    amount: int = 0

    def problems(self) -> list[str]:
        counted = ("injure", "draw", "earn_points", "lose_points", "recharge")
        if self.action in counted and self.amount < 1:
            return [f"'{self.action}' needs an amount of at least 1"]
        if self.amount < 0:
            return ["an effect amount cannot be negative"]
        return []


@dataclass(frozen=True, kw_only=True)
class Condition:
    """A side mission's goal: what must happen (to whom) how many times.

    For ko/kill/injure the filters describe the opposing character that
    suffers it; for have_active and survive_turns, your own characters.
    """

    event: ConditionEvent
    count: int = 1
    team: Team | None = None
    label: Label | None = None
    power: Power | None = None
    style: AttackStyle = "any"  # the attack that must do it (ko/kill/injure)

    def problems(self) -> list[str]:
        found = []
        if self.count < 1:
            found.append("a condition's count must be at least 1")
        if self.style != "any" and self.event not in ("ko", "kill", "injure"):
            found.append(f"an attack style means nothing for a '{self.event}' condition")
        return found


def duplicates(values: tuple[str, ...], what: str) -> list[str]:
    """A problem for each value listed more than once."""
    seen: set[str] = set()
    found = []
    for value in values:
        if value in seen:
            found.append(f"{what} '{value}' is listed twice")
        seen.add(value)
    return found


def duration_problems(duration: str, turns: int) -> list[str]:
    """Problems of a duration and its number of turns."""
    if duration == "turns" and turns < 1:
        return ["duration 'turns' needs 'turns' of at least 1"]
    if duration != "turns" and turns:
        return [f"'turns' is only for duration 'turns', not '{duration}'"]
    return []




def area_problems(modifiers: tuple[Modifier, ...], what: str) -> list[str]:
    """Problems of modifiers on a card that changes characters at the battlesite."""
    return [
        f"{what} changes characters at the battlesite: use all/yours/opponents, not '{m.who}'"
        for m in modifiers
        if m.who not in ("all", "yours", "opponents")
    ]


def ability_problems(names: tuple[str, ...]) -> list[str]:
    """Problems of named abilities (engine function names)."""
    return [
        f"ability '{name}' should be a lower_snake_case function name"
        for name in names
        if not is_snake_name(name)
    ]

"""WildStorms resource cards kept with a character: characters, combat
cards, equipment and weapon enhancements (see wildstorms.py for the whole schema)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from tabletop.carddb.model import CardBase
from tabletop.games.wildstorms.card_terms import (
    ATTACK_STAT_STYLES,
    Alignment,
    AttackStyle,
    Duration,
    Effect,
    EnhancementType,
    EquipmentType,
    Label,
    Modifier,
    Power,
    Requirement,
    Skill,
    Team,
    ability_problems,
    duplicates,
    is_snake_name,
)

COMBAT_WHO = ("bearer", "foe")


def _bearer_only(modifiers: tuple[Modifier, ...], what: str) -> list[str]:
    return [
        f"{what} changes the character that carries it, not '{m.who}'"
        for m in modifiers
        if m.who != "bearer"
    ]


@dataclass(frozen=True, kw_only=True)
class ResourceCard(CardBase):
    """A card that goes in the resource deck and costs deck points."""

    MIN_POINTS: ClassVar[int] = 0

    points: int
    campaign_only: bool = False  # red text: removed from standard-game decks
    campaign_text: str = ""  # the red part of a card with mixed black and red text

    def named_abilities(self) -> tuple[str, ...]:
        ability = getattr(self, "ability", None)
        return (ability,) if ability else ()

    def automated_parts(self) -> tuple[Any, ...]:
        """The structured effects the engine can resolve (empty means none)."""
        return ()

    def problems(self) -> list[str]:
        found = []
        if not self.MIN_POINTS <= self.points <= 30:
            found.append(f"points should be between {self.MIN_POINTS} and 30, not {self.points}")
        if self.campaign_only and self.campaign_text:
            found.append("a campaign-only card is all red text: put it in 'text', not 'campaign_text'")
        found += ability_problems(self.named_abilities())
        if self.automation == "manual" and not self.text.strip():
            found.append("a manual card needs 'text' telling the players what to do")
        if (
            self.automation == "auto"
            and not self.named_abilities()
            and not any(self.automated_parts())
        ):
            found.append(
                "this card does nothing the engine can resolve: give it effects, "
                "an ability, or 'automation: manual'"
            )
        return found


@dataclass(frozen=True, kw_only=True)
class Character(ResourceCard):
    """A hero or villain. Latent skills and powers (in parentheses on the card)
    cannot be used until activated, except latent Psi to defend against Psi."""

    MIN_POINTS: ClassVar[int] = 1

    close: int  # C
    ranged: int  # R: needs a ranged weapon unless innate_ranged_weapon
    defense: int  # D
    alignment: Alignment
    teams: tuple[Team, ...] = ()
    labels: tuple[Label, ...] = ()
    skills: dict[Skill, int] = field(default_factory=dict)
    latent_skills: dict[Skill, int] = field(default_factory=dict)
    powers: tuple[Power, ...] = ()
    latent_powers: tuple[Power, ...] = ()
    abilities: tuple[str, ...] = ()  # other notes-box abilities, as engine function names
    unique: bool = True
    persona: str = ""  # variants of one character share it (Zealot, Ultimate Zealot)
    innate_ranged_weapon: bool = False  # built-in guns: R attacks without a weapon card

    @property
    def persona_key(self) -> str:
        """Only one card of a persona may be in play while the card is unique."""
        return self.persona or self.id

    def named_abilities(self) -> tuple[str, ...]:
        return self.abilities

    def automated_parts(self) -> tuple[Any, ...]:
        return (True,)  # its numbers are its effect

    def stats_line(self) -> str:
        return f"C{self.close} R{self.ranged} D{self.defense} · {self.points} pts"

    def problems(self) -> list[str]:
        found = super().problems()
        for name, value in (("close", self.close), ("ranged", self.ranged), ("defense", self.defense)):
            if not 0 <= value <= 20:
                found.append(f"'{name}' should be between 0 and 20, not {value}")
        for skill, rating in [*self.skills.items(), *self.latent_skills.items()]:
            if rating < 1:
                found.append(f"skill '{skill}' needs a rating of at least 1, not {rating}")
        for skill in self.skills.keys() & self.latent_skills.keys():
            found.append(f"skill '{skill}' cannot be both usable and latent")
        for power in set(self.powers) & set(self.latent_powers):
            found.append(f"power '{power}' cannot be both usable and latent")
        found += duplicates(self.powers, "power") + duplicates(self.latent_powers, "latent power")
        found += duplicates(self.labels, "label")
        found += duplicates(self.teams, "team")
        found += duplicates(self.abilities, "ability")
        if "Leadership" in self.powers + self.latent_powers and not self.teams:
            found.append("Leadership helps teammates, so this character needs a team")
        if self.persona and not self.unique:
            found.append("a nonunique character cannot share a persona")
        if self.persona and not is_snake_name(self.persona):
            found.append(f"persona '{self.persona}' should be lower_snake_case")
        return found


@dataclass(frozen=True, kw_only=True)
class CombatCard(ResourceCard):
    """A maneuver played on one side of a combat; lasts for that combat.

    ``modifiers`` with ``who: bearer`` change the card's own fighter, with
    ``who: foe`` the other fighter. ``on_success`` effects hit the foe when the
    card's side wins (the attack injures / the defense holds). ``lasting``
    modifiers stay on the bearer for ``lasting_duration`` after the combat.
    """

    SIDE: ClassVar[str] = ""
    ARTICLE: ClassVar[str] = "a"
    OWN_STATS: ClassVar[tuple[str, ...]] = ()
    FOE_STATS: ClassVar[tuple[str, ...]] = ()

    style: AttackStyle = "any"  # the attacks this card may be played in
    modifiers: tuple[Modifier, ...] = ()
    requires: Requirement | None = None
    cancels: Literal["attack", "defense"] | None = None  # one combat card of that side
    on_success: tuple[Effect, ...] = ()
    lasting: tuple[Modifier, ...] = ()
    lasting_duration: Duration | None = None
    ability: str | None = None

    def automated_parts(self) -> tuple[Any, ...]:
        return (self.modifiers, self.cancels, self.on_success, self.lasting)

    def stats_line(self) -> str:
        numbers = ", ".join(m.describe() for m in self.modifiers) or self.SIDE
        return f"{self.SIDE} · {numbers} · {self.points} pts"

    def problems(self) -> list[str]:
        found = super().problems()
        for mod in self.modifiers:
            if mod.who not in COMBAT_WHO:
                found.append(f"a combat card changes its own fighter or the foe, not '{mod.who}'")
                continue
            allowed = self.OWN_STATS if mod.who == "bearer" else self.FOE_STATS
            if mod.stat not in allowed:
                whose = "its own fighter's" if mod.who == "bearer" else "the foe's"
                found.append(f"{self.ARTICLE} {self.SIDE} card cannot change {whose} {mod.stat}")
            styles = ATTACK_STAT_STYLES.get(mod.stat)
            if styles is not None and self.style not in styles:
                found.append(f"a change to {mod.stat} does nothing in a {self.style} attack")
        if self.cancels == self.SIDE:
            found.append(f"{self.ARTICLE} {self.SIDE} card cancels the other side's cards, not '{self.cancels}'")
        found += _bearer_only(self.lasting, "a lasting effect")
        if bool(self.lasting) != (self.lasting_duration is not None):
            found.append("'lasting' and 'lasting_duration' go together")
        if self.lasting_duration in ("instant", "combat"):
            found.append(f"a lasting effect outlives the combat, so not '{self.lasting_duration}'")
        return found


@dataclass(frozen=True, kw_only=True)
class AttackCard(CombatCard):
    """Green title: played only on an attacker."""

    SIDE: ClassVar[str] = "attack"
    ARTICLE: ClassVar[str] = "an"
    OWN_STATS: ClassVar[tuple[str, ...]] = tuple(ATTACK_STAT_STYLES)
    FOE_STATS: ClassVar[tuple[str, ...]] = ("D",)


@dataclass(frozen=True, kw_only=True)
class DefenseCard(CombatCard):
    """Blue title: played only on a defender."""

    SIDE: ClassVar[str] = "defense"
    OWN_STATS: ClassVar[tuple[str, ...]] = ("D",)
    FOE_STATS: ClassVar[tuple[str, ...]] = tuple(ATTACK_STAT_STYLES)


@dataclass(frozen=True, kw_only=True)
class Equipment(ResourceCard):
    """Played under a character in the Recruit and Equip phase; one per TYPE."""

    MIN_POINTS: ClassVar[int] = 1

    equipment_type: EquipmentType
    ranged_weapon: bool = False  # lets the bearer make R attacks
    modifiers: tuple[Modifier, ...] = ()
    grants_powers: tuple[Power, ...] = ()
    grants_skills: dict[Skill, int] = field(default_factory=dict)
    protects_against_psi: bool = False  # armor helps against Psi only when it says so
    requires: Requirement | None = None
    ability: str | None = None

    def automated_parts(self) -> tuple[Any, ...]:
        return (self.ranged_weapon, self.modifiers, self.grants_powers, self.grants_skills)

    def stats_line(self) -> str:
        numbers = ", ".join(m.describe() for m in self.modifiers)
        return " · ".join(p for p in (self.equipment_type, numbers, f"{self.points} pts") if p)

    def problems(self) -> list[str]:
        found = super().problems() + _bearer_only(self.modifiers, "equipment")
        if self.ranged_weapon and self.equipment_type != "WEAPON":
            found.append(f"only a WEAPON can be a ranged weapon, not {self.equipment_type}")
        if self.protects_against_psi and self.equipment_type != "ARMOR":
            found.append(f"only ARMOR protects against Psi, not {self.equipment_type}")
        found += duplicates(self.grants_powers, "power")
        found += [f"granted skill '{s}' needs a rating of at least 1" for s, r in self.grants_skills.items() if r < 1]
        return found


@dataclass(frozen=True, kw_only=True)
class Enhancement(ResourceCard):
    """A weapon enhancement (sight, ammo): played on a WEAPON, one per TYPE."""

    MIN_POINTS: ClassVar[int] = 1

    enhancement_type: EnhancementType
    fits: Literal["any", "close", "ranged"] = "any"  # which weapons take it
    modifiers: tuple[Modifier, ...] = ()
    requires: Requirement | None = None
    ability: str | None = None

    def automated_parts(self) -> tuple[Any, ...]:
        return (self.modifiers,)

    def stats_line(self) -> str:
        numbers = ", ".join(m.describe() for m in self.modifiers)
        return f"{self.enhancement_type} · {numbers} · {self.points} pts"

    def problems(self) -> list[str]:
        found = super().problems() + _bearer_only(self.modifiers, "an enhancement")
        if self.fits == "close" and any(m.stat == "R" for m in self.modifiers):
            found.append("an R bonus does nothing on a close combat weapon")
        return found

"""What the computer reads about fights from a view: each character's rough numbers, who can hit whom.

Only the view is read (the cards a seat sees, their attachments and counters,
and the declared attacks, which are public). The numbers are estimates for
judging a position, not the rules' own sums (modifiers.py): printed C, R, D
and skills, equipment and weapon enhancements, plot twists and combat cards
lying on the character, Rage and Leadership. The battlesite, obstacles and
Magick are left out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.carddb.model import CardDatabase
from tabletop.games.wildstorms.cards import Character, CombatCard, Equipment

BATTLE_ZONES = ("front", "rear", "air")
KO = 2
SKILL_STYLES = ("Psi", "Energy Blast", "Thrown Objects")
ABILITY_BONUS = {"coda_training": "close", "weapons_expert": "ranged"}
"""Named abilities that add 1 to one kind of attack (modifiers.ATTACK_ABILITIES has the rules' version)."""
STUN = 0.4
"""A first injury is worth this share of the character's points: a second one K.O.s it and pays them all."""


@dataclass
class Fighter:
    """One active character at the battlesite, as a view shows it."""

    id: str
    side: int  # the seat whose rank it stands in
    zone: str
    card: Character
    injuries: int
    worth: float  # points for K.O.'ing it (with its equipment)
    attack: dict[str, int] = field(default_factory=dict)  # style: number
    defense: int = 0
    psi: int = 0
    powers: set[str] = field(default_factory=set)
    foe_mods: dict[str, int] = field(default_factory=dict)  # combat cards on it that change the other fighter

    def gain(self) -> float:
        """What one more injury to it is worth to the attacker, in battle points (stun, then K.O.)."""
        if self.injuries == 0:
            return STUN * self.worth
        if self.injuries == 1:
            return (1.0 - STUN) * self.worth
        return 0.0

    def defends(self, style: str) -> int:
        return max(self.defense, self.psi) if style == "Psi" else self.defense


def worth(card: dict[str, Any], db: CardDatabase) -> float:
    """A face-up card's points, with what is attached to it that earns points (equipment, enhancements).
    Equipment another player put on it (offered, perhaps to be refused) is left out: giving it must not
    look like a gain to the giver."""
    definition = db.cards.get(card.get("definition", ""))
    own = float(getattr(definition, "points", 0) or 0) if definition is not None else 0.0
    return own + sum(worth(a, db) for a in card.get("attachments", ())
                     if not a.get("hidden") and a.get("owner") == card.get("owner")
                     and isinstance(db.cards.get(a.get("definition", "")), Equipment))


def _add(numbers: dict[str, int], key: str, amount: int) -> None:
    numbers[key] = numbers.get(key, 0) + amount


def _key(stat: str, style: str) -> str:
    """Where a change is filed: an attack or R change limited to one style goes under that style's number."""
    if stat in ("attack", "R") and style in SKILL_STYLES:
        return style
    if stat == "attack" and style in ("close", "ranged"):
        return "C" if style == "close" else "R"
    return stat


def _reading(card: dict[str, Any], db: CardDatabase) -> tuple[dict[str, int], dict[str, int], dict[str, int], set[str]]:
    """(own changes by stat, foe changes by stat, granted skills, granted powers) of what lies on a character.
    A change limited to one attack style is filed under that style's stat."""
    own: dict[str, int] = {}
    foe: dict[str, int] = {}
    skills: dict[str, int] = {}
    powers: set[str] = set()
    pending = list(card.get("attachments", ()))
    while pending:
        attached = pending.pop()
        definition = db.cards.get(attached.get("definition", "")) if not attached.get("hidden") else None
        if definition is None:
            continue
        if isinstance(definition, Equipment):
            pending.extend(attached.get("attachments", ()))  # weapon enhancements
            for skill, rating in definition.grants_skills.items():
                skills[skill] = max(skills.get(skill, 0), rating)
            powers.update(definition.grants_powers)
            if definition.ranged_weapon:
                powers.add("ranged weapon")
        mods = getattr(definition, "modifiers", ())
        if isinstance(definition, CombatCard):
            mods = (*mods, *definition.lasting)
        for mod in mods:
            if mod.stat == "recruit":
                continue
            _add(foe if getattr(mod, "who", "bearer") == "foe" else own, _key(mod.stat, mod.style), mod.amount)
    return own, foe, skills, powers


def fighters(view: dict[str, Any], seats: list[int], db: CardDatabase) -> list[Fighter]:
    """The active (not K.O.'d, face-up) characters at the battlesite of these seats, with their numbers."""
    found: list[Fighter] = []
    for seat in seats:
        for zone in BATTLE_ZONES:
            for card in view["zones"].get(f"p{seat}.{zone}", {}).get("cards", ()):
                definition = db.cards.get(card.get("definition", "")) if not card.get("hidden") else None
                injuries = int(card.get("counters", {}).get("injury", 0))
                if not isinstance(definition, Character) or injuries >= KO:
                    continue
                found.append(_fighter(card, definition, seat, zone, injuries, db))
    _lead(found)
    return found


def _fighter(card: dict[str, Any], definition: Character, seat: int, zone: str, injuries: int,
             db: CardDatabase) -> Fighter:
    own, foe, granted, powers = _reading(card, db)
    awake = bool(card.get("counters", {}).get("awake"))
    skills = dict(definition.skills)
    if awake:
        for skill, rating in definition.latent_skills.items():
            skills[skill] = max(skills.get(skill, 0), rating)
    for skill, rating in granted.items():
        skills[skill] = max(skills.get(skill, 0), rating)
    powers |= set(definition.powers) | (set(definition.latent_powers) if awake else set())
    raging = bool(card.get("counters", {}).get("rage"))
    general = own.get("attack", 0)
    attack = {"close": definition.close + own.get("C", 0) + general + (3 if raging else 0)}
    if not raging:
        if definition.innate_ranged_weapon or "ranged weapon" in powers:
            attack["ranged"] = definition.ranged + own.get("R", 0) + general
        for style in SKILL_STYLES:
            if skills.get(style):
                attack[style] = skills[style] + own.get(style, 0) + general
    for ability in definition.abilities:
        if ABILITY_BONUS.get(ability) in attack:
            attack[ABILITY_BONUS[ability]] += 1
    fighter = Fighter(card.get("id", ""), seat, zone, definition, injuries, worth(card, db), attack,
                      definition.defense + own.get("D", 0) - (1 if raging else 0),
                      max(skills.get("Psi", 0), definition.latent_skills.get("Psi", 0)) + own.get("Psi", 0),
                      powers, foe)
    fighter.powers.add("raging" if raging else "")
    return fighter


def _lead(found: list[Fighter]) -> None:
    """Leadership: +1 to the attacks of an active teammate on the same side (not the leader's own, not stacking)."""
    leaders = [f for f in found if "Leadership" in f.powers and "raging" not in f.powers]
    for fighter in found:
        if "raging" in fighter.powers:
            continue
        teams = set(fighter.card.teams)
        if any(leader is not fighter and leader.side == fighter.side and teams & set(leader.card.teams)
               for leader in leaders):
            for style in fighter.attack:
                fighter.attack[style] += 1


def behind(fighter: Fighter, view: dict[str, Any]) -> bool:
    """In the rear rank while its side has a front rank (an only rank counts as the front)."""
    return fighter.zone == "rear" and view["zones"].get(f"p{fighter.side}.front", {}).get("count", 0) > 0


def reaches(attacker: Fighter, defender: Fighter, style: str, view: dict[str, Any]) -> bool:
    """Whether the rank rules let ``attacker`` attack ``defender`` this way."""
    if style != "close":
        return True
    if defender.zone == "air":
        return "Flight" in attacker.powers and not behind(attacker, view)
    if behind(attacker, view) or behind(defender, view):
        return "Subterfuge" in attacker.powers and not set(attacker.card.teams) & set(defender.card.teams)
    return True


def best_attack(attacker: Fighter, defender: Fighter, view: dict[str, Any]) -> tuple[int, str] | None:
    """(attack number less the defense, style) of the attacker's best way to hit the defender, or None."""
    best: tuple[int, str] | None = None
    for style, number in attacker.attack.items():
        if reaches(attacker, defender, style, view):
            margin = number - defender.defends(style)
            if best is None or margin > best[0]:
                best = (margin, style)
    return best

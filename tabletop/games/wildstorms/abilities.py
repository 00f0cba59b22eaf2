"""What a character can use now: skills and powers (own, awakened, granted by
equipment, copied by Magick, minus what the battlesite or an obstacle blocks),
Magick, Rage, card requirements and ranged weapons."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.carddb.model import CardDatabase
from tabletop.engine.state import ATTACHED, MARK
from tabletop.engine.values import FrozenDict
from tabletop.games.wildstorms.card_terms import Requirement
from tabletop.games.wildstorms.cards import Character, Equipment
from tabletop.games.wildstorms.context import WildStormsContext

SKILLS = ("Energy Blast", "Magick", "Psi", "Tech", "Thrown Objects")
POWERS = ("Flight", "Leadership", "Rage", "Subterfuge", "Teleportation")
RANGED_STYLES = ("ranged", "Psi", "Energy Blast", "Thrown Objects")
SKILL_STYLES = ("Psi", "Energy Blast", "Thrown Objects")
STYLE_NAMES = {
    "close": "close combat", "ranged": "ranged combat (weapon)", "Psi": "Psi",
    "Energy Blast": "Energy Blast", "Thrown Objects": "Thrown Objects",
}
STAT_OF_STYLE = {"close": "C", "ranged": "R", "Psi": "Psi", "Energy Blast": "Energy Blast",
                 "Thrown Objects": "Thrown Objects"}


def awakened(ctx: WildStormsContext, character: str) -> bool:
    """Latent skills and powers are usable once a card (Awakening) or marker wakes them."""
    instance = ctx.state.cards[character]
    if instance.counters.get("awake"):
        return True
    for attached in instance.attachments:
        card = ctx.card(attached)
        if any(e.action == "activate_latent" for e in getattr(card, "effects", ())):
            return True
    return False


NO_CHOICES = FrozenDict()


def magick_choice(ctx: WildStormsContext, character: str) -> dict | None:
    """The character's current use of Magick: {"mode": "boost"|"mimic", "value": ...}."""
    return ctx.state.data.get("magick", NO_CHOICES).get(character)


def _kept(ctx: WildStormsContext, kind: str, character: str, work: Callable[[WildStormsContext, str], Any]) -> Any:
    """What a character can use, read from the card itself (its counters), the cards on it, what the
    battlesite blocks and its Magick choice: kept while none of those places changes (``Context.in_places``:
    a card moving elsewhere leaves it) and that choice stays the same (the very value)."""
    choice = ctx.state.data.get("magick", NO_CHOICES).get(character)
    readings = ctx.state.readings
    entry = readings.places.get((kind, character))
    if entry is None or entry[0] is not choice:
        entry = (choice, work(ctx, character))
        readings.keep_in_places((kind, character), entry,
                                (MARK + character, ATTACHED + character, *ctx.blocked_places()))
    return entry[1]


def _granted(ctx: WildStormsContext, character: str) -> tuple[dict[str, int], set[str]]:
    skills: dict[str, int] = {}
    powers: set[str] = set()
    for attached in ctx.state.cards[character].attachments:
        card = ctx.card(attached)
        if isinstance(card, Equipment):
            for skill, rating in card.grants_skills.items():
                skills[skill] = max(skills.get(skill, 0), rating)
            powers.update(card.grants_powers)
    return skills, powers


def skills(ctx: WildStormsContext, character: str) -> dict[str, int]:
    """Usable skill ratings (a Magick-copied skill is rated at the Magick number); shared: do not change it."""
    return _kept(ctx, "skills", character, _skills)


def _skills(ctx: WildStormsContext, character: str) -> dict[str, int]:
    card: Character = ctx.card(character)
    found = dict(card.skills)
    if card.latent_skills and awakened(ctx, character):
        for skill, rating in card.latent_skills.items():
            found[skill] = max(found.get(skill, 0), rating)
    granted, _ = _granted(ctx, character)
    for skill, rating in granted.items():
        found[skill] = max(found.get(skill, 0), rating)
    choice = magick_choice(ctx, character)
    if choice and choice["mode"] == "mimic" and choice["value"] in SKILLS and found.get("Magick"):
        found[choice["value"]] = max(found.get(choice["value"], 0), found["Magick"])
    return found


def powers(ctx: WildStormsContext, character: str) -> frozenset[str]:
    """Usable powers, without those the battlesite or the obstacle blocks."""
    return _kept(ctx, "powers", character, _powers)


def _powers(ctx: WildStormsContext, character: str) -> frozenset[str]:
    card: Character = ctx.card(character)
    found = set(card.powers)
    if card.latent_powers and awakened(ctx, character):
        found.update(card.latent_powers)
    if ctx.state.cards[character].attachments:
        found.update(_granted(ctx, character)[1])
    choice = magick_choice(ctx, character)
    if choice and choice["mode"] == "mimic" and choice["value"] in POWERS:
        found.add(choice["value"])
    return frozenset(found - ctx.blocked_powers() if found else found)


def _names(db: CardDatabase) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """Per character card, every skill and power printed or latent on it; per equipment card, every
    one it grants (worked out once per card database)."""
    own: dict[str, frozenset[str]] = {}
    granted: dict[str, frozenset[str]] = {}
    for card_id, card in db.cards.items():
        if isinstance(card, Character):
            own[card_id] = frozenset((*card.powers, *card.latent_powers, *card.skills, *card.latent_skills))
        elif isinstance(card, Equipment):
            granted[card_id] = frozenset((*card.grants_powers, *card.grants_skills))
    return own, granted


def possible_names(ctx: WildStormsContext, character: str) -> frozenset[str]:
    """Every skill and power printed or latent on the character or granted by equipment on it: what it
    could use, a Magick copy aside (kept while nothing is put on it or taken off: ``Context.in_places``)."""
    found = ctx.state.readings.places.get(("names", character))
    if found is None:
        found = ctx.in_places(("names", character), lambda: (_possible_names(ctx, character), (ATTACHED + character,)))
    return found


def _possible_names(ctx: WildStormsContext, character: str) -> frozenset[str]:
    own, granted = ctx.db.derived("wildstorms.ability names", _names)
    instances = ctx.state.cards
    instance = instances[character]
    found = own.get(instance.definition, frozenset())
    for attached in instance.attachments:
        grants = granted.get(instances[attached].definition)
        if grants:
            found = found | grants
    return found


def might_have(ctx: WildStormsContext, character: str, names: tuple[str, ...]) -> bool:
    """False when none of ``names`` (skills or powers) can be usable by the character now.

    A quick test before the full reading (:func:`powers`, :func:`skills`), which alone says what
    is usable: a skill or power is usable only when it is printed or latent on the card, granted by
    equipment attached to it, or copied by its Magick (then it has a Magick choice).
    """
    return not possible_names(ctx, character).isdisjoint(names) or character in ctx.state.data.get("magick", {})


def has_power(ctx: WildStormsContext, character: str, power: str) -> bool:
    return might_have(ctx, character, (power,)) and power in powers(ctx, character)


def is_raging(ctx: WildStormsContext, character: str) -> bool:
    return bool(ctx.state.cards[character].counters.get("rage"))


def defending_psi(ctx: WildStormsContext, character: str) -> int:
    """Psi used to defend: latent Psi counts even while asleep."""
    card: Character = ctx.card(character)
    return max(skills(ctx, character).get("Psi", 0), card.latent_skills.get("Psi", 0))


def has_ranged_weapon(ctx: WildStormsContext, character: str) -> bool:
    card: Character = ctx.card(character)
    if card.innate_ranged_weapon:
        return True
    return any(
        isinstance(ctx.card(a), Equipment) and ctx.card(a).ranged_weapon
        for a in ctx.state.cards[character].attachments
    )


def attack_styles(ctx: WildStormsContext, character: str) -> list[str]:
    """The kinds of attack a character can make now (before rank rules)."""
    blocked = ctx.blocked_styles()
    styles = ["close"]
    if not is_raging(ctx, character):
        if has_ranged_weapon(ctx, character):
            styles.append("ranged")
        if might_have(ctx, character, SKILL_STYLES):
            usable = skills(ctx, character)
            styles.extend(s for s in SKILL_STYLES if usable.get(s))
    return [s for s in styles if s not in blocked and not (s in RANGED_STYLES and "ranged" in blocked)]


def meets(ctx: WildStormsContext, character: str, requirement: Requirement | None) -> bool:
    """Whether a character has what a card requires (skill rating, power, label, team)."""
    if requirement is None:
        return True
    card: Character = ctx.card(character)
    if requirement.skill and skills(ctx, character).get(requirement.skill, 0) < requirement.rating:
        return False
    if requirement.power and not has_power(ctx, character, requirement.power):
        return False
    if requirement.label and requirement.label not in card.labels:
        return False
    return not (requirement.team and requirement.team not in card.teams)


def requirement_text(requirement: Requirement) -> str:
    parts = []
    if requirement.skill:
        parts.append(f"{requirement.skill} {requirement.rating}" if requirement.rating > 1 else requirement.skill)
    parts.extend(p for p in (requirement.power, requirement.label, requirement.team) if p)
    return " and ".join(parts)


def share_team(ctx: WildStormsContext, first: str, second: str) -> bool:
    return bool(set(ctx.card(first).teams) & set(ctx.card(second).teams))


def allies(ctx: WildStormsContext, first: int, second: int) -> bool:
    """Players on one side: the same player, or partners in a team game."""
    return first == second or second in ctx.team_of(first)


def mimicable(ctx: WildStormsContext, magician: str) -> list[str]:
    """Skills and powers printed on any active character card that Magick may copy."""
    found: set[str] = set()
    for other in ctx.all_active():
        if other == magician:
            continue
        card: Character = ctx.card(other)
        found.update(s for s in card.skills if s != "Magick")
        found.update(card.powers)
    return sorted(found)

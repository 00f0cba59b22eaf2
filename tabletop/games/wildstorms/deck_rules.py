"""WildStorms deck legality: the standard limits, the campaign limits and the
variants the rules suggest (Heroes and Villains, bigger decks).

A deck has three sections: ``main`` (the resource deck), ``battlesites`` and
``prizes``. Battlesites and prizes cost nothing and are not in the resource
deck, so the copy and point limits count ``main`` only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop.carddb.deck_rules import DeckRules
from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.model import CardDatabase
from tabletop.games.wildstorms.cards import RESOURCE_TYPES, Character, ResourceCard

FORMATS: dict[str, str] = {
    "standard": (
        "Standard game: at most 200 points and 3 copies of a card, at least 30 points "
        "of characters and 30 of equipment, no red-text (campaign-only) cards."
    ),
    "campaign": (
        "Campaign game: at most the point goal + 150 points (option campaign_goal, "
        "default 100); the goal in characters and equipment, half of it in characters; "
        "at least one prize."
    ),
    "heroes": "Heroes and Villains variant, heroes' side: standard limits, hero characters only.",
    "villains": "Heroes and Villains variant, villains' side: standard limits, villain characters only.",
    "high_powered": (
        "Bigger decks variant: standard limits but up to 5 copies and 250 points "
        "(options max_copies and max_points raise them further)."
    ),
}

SECTIONS = {
    MAIN: RESOURCE_TYPES,
    "battlesites": ("battlesite",),
    "prizes": ("prize",),
}
SECTION_OF_TYPE = {"battlesite": "battlesites", "prize": "prizes"}

STANDARD_POINTS = 200
STANDARD_COPIES = 3
STANDARD_MINIMUM = 30  # points of characters, and another 30 of equipment
CAMPAIGN_GOAL = 100
CAMPAIGN_EXTRA = 150


@dataclass(frozen=True)
class Limits:
    """The numbers one format checks."""

    max_points: int = STANDARD_POINTS
    max_copies: int = STANDARD_COPIES
    min_character_points: int = STANDARD_MINIMUM
    min_equipment_points: int = STANDARD_MINIMUM
    min_character_and_equipment: int = 0
    allow_campaign_only: bool = False
    needs_prize: bool = False
    alignment: str | None = None


@dataclass(frozen=True)
class Tally:
    """Resource-deck points by kind (weapon enhancements count as equipment)."""

    total: int = 0
    characters: int = 0
    equipment: int = 0


def deck_format(deck: Deck) -> str:
    """The deck's format id, the default when it names none."""
    return deck.format or next(iter(FORMATS))


def _whole_number(options: dict[str, str], key: str, default: int, least: int) -> tuple[int, list[str]]:
    raw = options.get(key)
    if raw is None or str(raw).strip() == "":
        return default, []
    try:
        value = int(str(raw).strip())
    except ValueError:
        return default, [f"Option {key} should be a whole number, not {raw!r}."]
    if value < least:
        return default, [f"Option {key} should be at least {least}, not {value}."]
    return value, []


def limits_for(deck: Deck) -> tuple[Limits | None, list[str]]:
    """The limits of the deck's format, with problems in its format or options."""
    name = deck_format(deck)
    options = dict(deck.options)
    used: set[str] = set()
    problems: list[str] = []
    if name not in FORMATS:
        known = ", ".join(FORMATS)
        return None, [f"Unknown deck format '{name}' (WildStorms formats: {known})."]
    if name == "campaign":
        used.add("campaign_goal")
        goal, problems = _whole_number(options, "campaign_goal", CAMPAIGN_GOAL, 1)
        limits = Limits(
            max_points=goal + CAMPAIGN_EXTRA,
            min_character_points=math.ceil(goal / 2),
            min_equipment_points=0,
            min_character_and_equipment=goal,
            allow_campaign_only=True,
            needs_prize=True,
        )
    elif name == "high_powered":
        used |= {"max_copies", "max_points"}
        copies, copy_problems = _whole_number(options, "max_copies", 5, STANDARD_COPIES)
        points, point_problems = _whole_number(options, "max_points", 250, STANDARD_POINTS)
        problems = copy_problems + point_problems
        limits = Limits(max_points=points, max_copies=copies)
    elif name in ("heroes", "villains"):
        limits = Limits(alignment="hero" if name == "heroes" else "villain")
    else:
        limits = Limits()
    for key in sorted(options.keys() - used):
        problems.append(f"Option '{key}' means nothing in the {name} format.")
    return limits, problems


def tally(deck: Deck, db: CardDatabase) -> Tally:
    """Points of the resource deck (unknown cards count nothing)."""
    total = characters = equipment = 0
    for card_id, count in deck.sections.get(MAIN, {}).items():
        card = db.cards.get(card_id)
        if not isinstance(card, ResourceCard):
            continue
        points = card.points * count
        total += points
        if card.type == "character":
            characters += points
        elif card.type in ("equipment", "enhancement"):
            equipment += points
    return Tally(total, characters, equipment)


def _card_problems(deck: Deck, db: CardDatabase, limits: Limits) -> list[str]:
    """Problems of single entries: unknown cards, wrong sections, copies, card kinds."""
    problems = []
    for section, card_id, count in deck.entries():
        allowed = SECTIONS.get(section)
        if allowed is None:
            known = ", ".join(SECTIONS)
            problems.append(f"Section '{section}' is not a WildStorms deck section ({known}).")
            continue
        card = db.cards.get(card_id)
        if card is None:
            problems.append(f"Unknown card '{card_id}' in section {section}.")
            continue
        if card.type not in allowed:
            where = SECTION_OF_TYPE.get(card.type, MAIN)
            problems.append(f"{card.name} is a {card.type}: it belongs in the {where} section, not {section}.")
            continue
        if section == MAIN and count > limits.max_copies:
            problems.append(f"{card.name}: {count} copies, but a deck may hold at most {limits.max_copies}.")
        if section != MAIN and count > 1:
            problems.append(f"{card.name} is listed {count} times; a {card.type} is chosen once, so list it once.")
        if section == MAIN and getattr(card, "campaign_only", False) and not limits.allow_campaign_only:
            problems.append(f"{card.name} is a campaign-only (red text) card; remove it outside a campaign.")
        if limits.alignment and isinstance(card, Character) and card.alignment != limits.alignment:
            side = "heroes" if limits.alignment == "hero" else "villains"
            problems.append(f"{card.name} is a {card.alignment}; this deck may hold only {side}.")
    return problems


def _total_problems(deck: Deck, db: CardDatabase, limits: Limits) -> list[str]:
    """Problems of the deck as a whole: points, minimums, battlesites, prizes."""
    problems = []
    points = tally(deck, db)
    if points.total > limits.max_points:
        problems.append(f"The deck is worth {points.total} points; the limit is {limits.max_points}.")
    if points.characters < limits.min_character_points:
        problems.append(
            f"Only {points.characters} points of characters; at least {limits.min_character_points} are needed."
        )
    if points.equipment < limits.min_equipment_points:
        problems.append(
            f"Only {points.equipment} points of equipment (weapon enhancements included); "
            f"at least {limits.min_equipment_points} are needed."
        )
    both = points.characters + points.equipment
    if both < limits.min_character_and_equipment:
        problems.append(
            f"Only {both} points of characters and equipment together; "
            f"at least {limits.min_character_and_equipment} (the campaign goal) are needed."
        )
    if not deck.sections.get("battlesites"):
        problems.append("The deck has no battlesite: add at least one to the battlesites section.")
    if limits.needs_prize and not deck.sections.get("prizes"):
        problems.append("A campaign deck needs at least one prize in the prizes section.")
    return problems


def check_deck(deck: Deck, db: CardDatabase) -> list[str]:
    """Every reason the deck is not legal in its format; [] when it is."""
    limits, problems = limits_for(deck)
    if limits is None:
        return problems
    return problems + _card_problems(deck, db, limits) + _total_problems(deck, db, limits)


DECK_RULES = DeckRules(
    check=check_deck,
    formats=FORMATS,
    sections={MAIN: "Main deck", "battlesites": "Battlesites", "prizes": "Prizes"},
    section_of_type=SECTION_OF_TYPE,
)

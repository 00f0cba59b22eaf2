"""WildStorms deck legality: standard, campaign and variant limits."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.carddb.deck_import import read_deck_list
from tabletop.carddb.decks import Deck, deck_to_text, load_deck, shipped_decks_dir
from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardDatabase
from tabletop.games.registry import game_class
from tabletop.games.wildstorms.deck_rules import FORMATS, check_deck, limits_for, tally


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_cards(game_class("wildstorms").schema, use_cache=False)


def shipped() -> list[Path]:
    return sorted(shipped_decks_dir("wildstorms").glob("*.yaml"))


def test_formats_start_with_standard() -> None:
    assert next(iter(FORMATS)) == "standard"
    assert {"standard", "campaign", "heroes", "villains", "high_powered"} <= set(FORMATS)


@pytest.mark.parametrize("path", shipped(), ids=lambda p: p.stem)
def test_every_shipped_deck_is_legal(db: CardDatabase, path: Path) -> None:
    deck = load_deck(path, db, read_only=True)
    assert check_deck(deck, db) == []
    assert deck.count("main") >= 50
    assert deck.sections.get("battlesites")


def test_there_are_standard_and_campaign_decks(db: CardDatabase) -> None:
    formats = [load_deck(p, db).format for p in shipped()]
    assert formats.count("standard") >= 2
    assert "campaign" in formats


def base(db: CardDatabase, stem: str = "wildcats_strike_team") -> Deck:
    return load_deck(shipped_decks_dir("wildstorms") / f"{stem}.yaml", db)


def with_format(deck: Deck, name: str, **options: str) -> Deck:
    return Deck(deck.game, deck.name, deck.sections, name, options)


def test_four_copies_are_too_many(db: CardDatabase) -> None:
    deck = base(db).with_count("main", "dodge", 4)
    assert check_deck(deck, db) == ["Dodge: 4 copies, but a deck may hold at most 3."]


def test_more_than_200_points(db: CardDatabase) -> None:
    deck = base(db)  # 148 points
    for card_id in ("helspont", "daemonite_possession"):
        deck = deck.with_count("main", card_id, 3)  # +36, +21
    assert tally(deck, db).total == 205
    assert check_deck(deck, db) == ["The deck is worth 205 points; the limit is 200."]


def test_too_few_character_points(db: CardDatabase) -> None:
    deck = base(db)
    for card_id in ("spartan", "maul", "zealot", "savant"):
        deck = deck.with_count("main", card_id, 0)
    assert tally(deck, db).characters == 63 - 30
    deck = deck.with_count("main", "coda_warrior", 2)
    assert check_deck(deck, db) == ["Only 29 points of characters; at least 30 are needed."]


def test_too_few_equipment_points(db: CardDatabase) -> None:
    deck = base(db).with_count("main", "personal_forcefield", 0)
    assert check_deck(deck, db) == [
        "Only 27 points of equipment (weapon enhancements included); at least 30 are needed."
    ]


def test_weapon_enhancements_count_as_equipment(db: CardDatabase) -> None:
    deck = base(db).with_count("main", "infrared_sight", 0)  # 33 - 4 = 29
    assert check_deck(deck, db) == [
        "Only 29 points of equipment (weapon enhancements included); at least 30 are needed."
    ]


def test_red_text_cards_only_in_a_campaign(db: CardDatabase) -> None:
    deck = base(db).with_count("main", "power_cell", 1)
    assert check_deck(deck, db) == [
        "Power Cell is a campaign-only (red text) card; remove it outside a campaign."
    ]


def test_cards_in_the_wrong_section(db: CardDatabase) -> None:
    deck = base(db).with_count("main", "city_rooftops", 1).with_count("battlesites", "orb_of_teleportation", 1)
    assert check_deck(deck, db) == [
        "City Rooftops is a battlesite: it belongs in the battlesites section, not main.",
        "Orb of Teleportation is a prize: it belongs in the prizes section, not battlesites.",
    ]


def test_unknown_section_and_card(db: CardDatabase) -> None:
    deck = base(db).with_count("sideboard", "grifter", 1).with_count("main", "superman", 1)
    assert check_deck(deck, db) == [
        "Unknown card 'superman' in section main.",
        "Section 'sideboard' is not a WildStorms deck section (main, battlesites, prizes).",
    ]


def test_a_battlesite_is_needed_and_listed_once(db: CardDatabase) -> None:
    deck = base(db).with_count("battlesites", "halo_enterprises", 0).with_count("battlesites", "city_rooftops", 0)
    assert check_deck(deck, db) == [
        "The deck has no battlesite: add at least one to the battlesites section."
    ]
    twice = base(db).with_count("battlesites", "city_rooftops", 2)
    assert check_deck(twice, db) == [
        "City Rooftops is listed 2 times; a battlesite is chosen once, so list it once."
    ]


def test_unknown_format_and_options(db: CardDatabase) -> None:
    assert check_deck(with_format(base(db), "sealed"), db) == [
        "Unknown deck format 'sealed' (WildStorms formats: standard, campaign, heroes, villains, high_powered)."
    ]
    assert check_deck(with_format(base(db), "standard", campaign_goal="100"), db) == [
        "Option 'campaign_goal' means nothing in the standard format."
    ]


def test_an_empty_format_is_standard(db: CardDatabase) -> None:
    deck = with_format(base(db).with_count("main", "dodge", 4), "")
    assert check_deck(deck, db) == ["Dodge: 4 copies, but a deck may hold at most 3."]


def test_heroes_and_villains(db: CardDatabase) -> None:
    heroes = base(db)
    villains = base(db, "daemonite_horde")
    assert check_deck(with_format(heroes, "heroes"), db) == []
    assert check_deck(with_format(villains, "villains"), db) == []
    assert check_deck(with_format(heroes.with_count("main", "dingo", 1), "heroes"), db) == [
        "Dingo is a villain; this deck may hold only heroes."
    ]
    problems = check_deck(with_format(heroes, "villains"), db)
    assert "Grifter is a hero; this deck may hold only villains." in problems
    assert len(problems) == 9  # one per hero card of the deck


def test_high_powered_decks(db: CardDatabase) -> None:
    deck = with_format(base(db).with_count("main", "dodge", 5), "high_powered")
    assert check_deck(deck, db) == []
    assert check_deck(deck.with_count("main", "dodge", 6), db) == [
        "Dodge: 6 copies, but a deck may hold at most 5."
    ]
    big = deck
    for card_id in ("helspont", "daemonite_possession", "dimensional_rift"):
        big = big.with_count("main", card_id, 5)  # 150 + 60 + 35 + 25 = 270
    assert check_deck(big, db) == ["The deck is worth 270 points; the limit is 250."]
    assert check_deck(with_format(big, "high_powered", max_points="300"), db) == []
    assert check_deck(with_format(deck, "high_powered", max_copies="two"), db) == [
        "Option max_copies should be a whole number, not 'two'."
    ]
    assert check_deck(with_format(deck, "high_powered", max_points="150"), db) == [
        "Option max_points should be at least 200, not 150."
    ]


def campaign(db: CardDatabase) -> Deck:
    return base(db, "stormwatch_campaign")


def test_campaign_limits_follow_the_goal(db: CardDatabase) -> None:
    limits, problems = limits_for(campaign(db))
    assert problems == []
    assert (limits.max_points, limits.min_character_points, limits.min_character_and_equipment) == (250, 50, 100)
    limits, _ = limits_for(with_format(campaign(db), "campaign", campaign_goal="75"))
    assert (limits.max_points, limits.min_character_points, limits.min_character_and_equipment) == (225, 38, 75)
    assert limits_for(with_format(campaign(db), "campaign", campaign_goal="0"))[1] == [
        "Option campaign_goal should be at least 1, not 0."
    ]


def test_campaign_needs_the_goal_in_characters_and_equipment(db: CardDatabase) -> None:
    deck = campaign(db).with_count("main", "personal_forcefield", 0)  # 102 - 6
    assert check_deck(deck, db) == [
        "Only 96 points of characters and equipment together; at least 100 (the campaign goal) are needed."
    ]


def test_campaign_needs_half_the_goal_in_characters(db: CardDatabase) -> None:
    deck = campaign(db).with_count("main", "tapestry", 0).with_count("main", "laser_sight", 0)
    deck = deck.with_count("main", "teleport_harness", 3).with_count("main", "jet_pack", 3)
    assert tally(deck, db).characters == 48
    assert check_deck(deck, db) == ["Only 48 points of characters; at least 50 are needed."]


def test_campaign_point_limit_and_prize(db: CardDatabase) -> None:
    deck = campaign(db)  # 182 points
    for card_id in ("personal_forcefield", "home_ground", "resurrection_protocol", "helspont"):
        deck = deck.with_count("main", card_id, 3)  # +12, +10, +12, +36 = 252
    problems = check_deck(deck, db)
    assert problems == ["The deck is worth 252 points; the limit is 250."]
    no_prize = Deck(deck.game, deck.name, {k: v for k, v in campaign(db).sections.items() if k != "prizes"},
                    "campaign", {"campaign_goal": "100"})
    assert check_deck(no_prize, db) == ["A campaign deck needs at least one prize in the prizes section."]


def test_a_text_deck_round_trips_and_stays_legal(db: CardDatabase) -> None:
    deck = base(db)
    again = read_deck_list(deck_to_text(deck, db), db).deck
    assert again.sections == deck.sections
    assert check_deck(again, db) == []

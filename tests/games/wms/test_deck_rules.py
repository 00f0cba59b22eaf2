"""WMS deck rules: the shipped decks are legal, and every rule catches its problem."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.carddb.decks import Deck, load_deck, shipped_decks_dir
from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.schema import CardRef
from tabletop.games.registry import game_class
from tabletop.games.wms.cards import Brings
from tabletop.games.wms.deck_rules import (
    FORMATS,
    check_deck,
    counted_cards,
    deck_race,
    has_keyword,
    reserves_choice,
)

SIZE_59 = "The deck has 59 cards; it needs exactly 60 (Token and special cards not counted)."


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_cards(game_class("wms").schema, use_cache=False)


@pytest.fixture(scope="module")
def marines(db: CardDatabase) -> Deck:
    return load_deck(shipped_decks_dir("wms") / "marine_assault.yaml", db)


@pytest.fixture(scope="module")
def evil(db: CardDatabase) -> Deck:
    return load_deck(shipped_decks_dir("wms") / "evil_marine_horde.yaml", db)


def _swap(deck: Deck, remove: str, add: str, number: int = 1, section: str = "main") -> Deck:
    """``deck`` with ``number`` copies of ``remove`` replaced by ``add`` (sizes stay equal)."""
    deck = deck.with_count("main", remove, deck.sections["main"][remove] - number)
    return deck.with_count(section, add, deck.sections.get(section, {}).get(add, 0) + number)


def test_formats_have_the_race_deck_first_and_the_custom_variant() -> None:
    assert list(FORMATS) == ["race", "custom"]


def test_shipped_race_decks_are_legal_in_every_format(db: CardDatabase) -> None:
    paths = sorted(shipped_decks_dir("wms").glob("*.yaml"))
    assert [p.name for p in paths] == ["evil_marine_horde.yaml", "fallen_chapter.yaml", "marine_assault.yaml"]
    for path in (paths[0], paths[2]):
        deck = load_deck(path, db)
        assert check_deck(deck, db) == []
        assert check_deck(dataclasses.replace(deck, format="custom"), db) == []
        assert sum(counted_cards(deck, db).values()) == deck.count("main") == 60
        assert deck.count("tokens") > 0
        assert any(has_keyword(db.get(card_id), "Commander") for card_id in deck.sections["main"])


def test_shipped_deck_races(marines: Deck, evil: Deck, db: CardDatabase) -> None:
    assert deck_race(marines, db) == "marines"
    assert deck_race(evil, db) == "evil_marines"
    assert reserves_choice(marines) == ["dreadnought", "scout_marine"]


def test_deck_size(marines: Deck, db: CardDatabase) -> None:
    assert check_deck(marines.with_count("main", "marine", 7), db) == [SIZE_59]
    assert check_deck(marines.with_count("main", "marine", 9), db) == [
        "The deck has 61 cards; it needs exactly 60 (Token and special cards not counted)."
    ]


def test_tokens_and_special_cards_do_not_count(marines: Deck, evil: Deck, db: CardDatabase) -> None:
    assert check_deck(marines.with_count("tokens", "drop_pod", 9), db) == []
    assert check_deck(evil.with_count("special", "possession_rules", 2), db) == []


def test_two_copies_of_a_unit_or_equipment_at_most(marines: Deck, db: CardDatabase) -> None:
    assert check_deck(_swap(marines, "marine", "marine_sniper"), db) == [
        "Marine Sniper appears 3 times; a Unit card may be included at most twice."
    ]
    assert check_deck(_swap(marines, "marine", "power_sword"), db) == [
        "Power Sword appears 3 times; an Equipment card may be included at most twice."
    ]


def test_common_cards_are_unlimited(marines: Deck, db: CardDatabase) -> None:
    deck = marines.with_count("main", "chaplain", 0).with_count("main", "marine", 10)
    assert check_deck(deck, db) == []


def test_unique_power_and_command_cards_once(marines: Deck, db: CardDatabase) -> None:
    assert check_deck(_swap(marines, "marine", "chapter_master"), db) == [
        "Chapter Master is Unique; a deck may hold only 1 (found 2)."
    ]
    assert check_deck(_swap(marines, "marine", "smite"), db) == [
        "Smite is a power card; a deck may hold only 1 (found 2)."
    ]
    assert check_deck(_swap(marines, "marine", "resupply"), db) == [
        "Resupply is a command card; a deck may hold only 1 (found 2)."
    ]


def test_a_commander_unit_is_needed(marines: Deck, db: CardDatabase) -> None:
    deck = dataclasses.replace(marines, options={})
    for card_id in ("captain", "chapter_master", "librarian"):
        deck = _swap(deck, card_id, "marine", deck.sections["main"][card_id])
    assert check_deck(deck, db) == ["The deck needs at least one Unit card with the Commander keyword."]


def test_race_deck_holds_one_race_but_custom_may_mix(marines: Deck, db: CardDatabase) -> None:
    mixed = _swap(_swap(marines, "power_sword", "power_axe", 2), "marine", "evil_marine", 2)
    assert check_deck(mixed, db) == [
        "Power Axe belongs to the Evil Marines; a Marines race deck holds only Marines cards.",
        "Evil Marine belongs to the Evil Marines; a Marines race deck holds only Marines cards.",
    ]
    assert check_deck(dataclasses.replace(mixed, format=""), db) == check_deck(mixed, db)
    assert check_deck(dataclasses.replace(mixed, format="custom"), db) == []


def test_unknown_format(marines: Deck, db: CardDatabase) -> None:
    deck = dataclasses.replace(marines, format="highlander")
    assert check_deck(deck, db) == ["Format 'highlander' is not a WMS deck format (race, custom)."]


def test_cards_sit_in_their_own_sections(marines: Deck, evil: Deck, db: CardDatabase) -> None:
    deck = marines.with_count("tokens", "drop_pod", 1).with_count("main", "drop_pod", 1)
    assert check_deck(deck, db) == ["Drop Pod is a Token card; put it in the tokens section."]
    deck = _swap(marines, "marine", "marine", section="tokens")
    assert check_deck(deck, db) == ["Marine is a unit card; put it in the main section."]
    deck = evil.with_count("special", "possession_rules", 0).with_count("main", "possession_rules", 1)
    assert check_deck(deck, db) == ["Race Rules: Possession is a special card; put it in the special section."]


def test_unknown_section_card_and_bad_count(marines: Deck, db: CardDatabase) -> None:
    deck = marines.with_count("sideboard", "marine", 2)
    assert check_deck(deck, db) == [
        "Section 'sideboard' is not a WMS deck section (main, tokens, special)."
    ]
    deck = dataclasses.replace(marines, sections={**marines.sections, "tokens": {"drop_pod": 2, "ork": 1}})
    assert check_deck(deck, db) == ["'ork' is not a WMS card."]
    deck = dataclasses.replace(marines, sections={**marines.sections, "tokens": {"drop_pod": 0}})
    assert "Drop Pod needs a count of at least 1 in the tokens section." in check_deck(deck, db)


def test_swarm_units_need_swarm_tokens(evil: Deck, db: CardDatabase) -> None:
    deck = dataclasses.replace(evil, sections={k: v for k, v in evil.sections.items() if k != "tokens"})
    assert check_deck(deck, db) == ["Cultist has Swarm, but the deck holds no Swarm Token card."]


def test_units_that_bring_tokens_need_them(marines: Deck, db: CardDatabase) -> None:
    deck = marines.with_count("tokens", "drop_pod", 0)
    assert check_deck(deck, db) == ["Orbital Trooper brings 1 Drop Pod, but the deck holds 0."]


def test_race_keywords_need_their_special_card(evil: Deck, db: CardDatabase) -> None:
    deck = evil.with_count("special", "possession_rules", 0)
    assert check_deck(deck, db) == [
        "Possessed has Possession, but the deck holds no special card explaining it."
    ]


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"commander": "librarian"}, []),
        ({"commander": "marine"}, ["Option commander: Marine does not have the Commander keyword."]),
        ({"commander": "dark_herald"}, ["Option commander: Dark Herald is not in the deck."]),
        ({"commander": "nobody"}, ["Option commander: 'nobody' is not a WMS card."]),
        ({"colour": "blue"}, ["Option 'colour' is not a WMS deck option (commander, reserves)."]),
        ({"reserves": "dreadnought,dreadnought"}, []),
        ({"reserves": "marine"}, ["Option reserves: Marine does not have the Reserves keyword."]),
        (
            {"reserves": "dreadnought, dreadnought, dreadnought"},
            ["Options name Dreadnought 3 times, but the deck holds 2."],
        ),
        (
            {"reserves": "dreadnought, dreadnought, scout_marine, scout_marine"},
            ["Option reserves names 4 cards; at most 3 may start in the Reserves Zone."],
        ),
    ],
)
def test_deck_options(marines: Deck, db: CardDatabase, options: dict[str, str], expected: list[str]) -> None:
    assert check_deck(dataclasses.replace(marines, options=options), db) == expected


def test_problems_are_listed_one_per_sentence(marines: Deck, db: CardDatabase) -> None:
    deck = _swap(marines.with_count("main", "marine", 7), "resupply", "smite")
    deck = dataclasses.replace(deck, options={"commander": "marine"})
    assert check_deck(deck, db) == [
        SIZE_59,
        "Smite is a power card; a deck may hold only 1 (found 2).",
        "Option commander: Marine does not have the Commander keyword.",
    ]


def test_a_brought_card_must_be_a_token(marines: Deck, db: CardDatabase) -> None:
    odd = dataclasses.replace(db.get("orbital_trooper"), brings=Brings(token=CardRef("marine")))
    other = CardDatabase("wms", {**db.cards, "orbital_trooper": odd}, dict(db.sets))
    assert check_deck(marines, other) == ["Orbital Trooper brings 'marine', which is not a Token card."]

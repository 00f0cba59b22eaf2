"""W.A.G.O.N. deck rules: sizes per format, the 3-copy limit, sections, shipped decks."""

from __future__ import annotations

import pytest

from tabletop.carddb.deck_import import read_deck_list
from tabletop.carddb.decks import Deck, load_deck, shipped_decks_dir
from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardDatabase
from tabletop.games.registry import game_class
from tabletop.games.wagon.deck_rules import FORMATS, boost_warnings, check_deck, format_of


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_cards(game_class("wagon").schema, use_cache=False)


def deck(cards: dict[str, int], size: int = 40, fmt: str = "", **sections: dict[str, int]) -> Deck:
    """A deck of ``cards`` topped up with Bandwidth cards to ``size`` in all."""
    main = dict(cards)
    filler = size - sum(main.values()) - sum(sum(s.values()) for s in sections.values())
    if filler > 0:
        main["bandwidth"] = main.get("bandwidth", 0) + filler
    return Deck("wagon", "Test", {"main": main, **sections}, format=fmt)


BASE = {"bill": 3, "viveka": 3, "some_guy": 3, "barbarian_grog": 3, "get_a_job": 2}


def test_formats_standard_first() -> None:
    assert list(FORMATS) == ["standard", "tournament", "quick"]
    assert format_of(deck(BASE)) == "standard"


def test_legal_standard_deck(db: CardDatabase) -> None:
    assert check_deck(deck(BASE), db) == []
    assert check_deck(deck(BASE, fmt="standard"), db) == []


@pytest.mark.parametrize("size", [39, 41, 60])
def test_standard_deck_has_exactly_40(db: CardDatabase, size: int) -> None:
    assert check_deck(deck(BASE, size), db) == [
        f"The deck has {size} cards; a standard deck has exactly 40."
    ]


def test_tournament_deck_has_exactly_60(db: CardDatabase) -> None:
    assert check_deck(deck(BASE, 60, "tournament"), db) == []
    assert check_deck(deck(BASE, 40, "tournament"), db) == [
        "The deck has 40 cards; a tournament deck has exactly 60."
    ]


@pytest.mark.parametrize("size", [40, 60])
def test_quick_game_deck_is_40_or_60(db: CardDatabase, size: int) -> None:
    assert check_deck(deck(BASE, size, "quick"), db) == []


def test_quick_game_deck_of_another_size(db: CardDatabase) -> None:
    assert check_deck(deck(BASE, 50, "quick"), db) == [
        "The deck has 50 cards; a quick deck has 40 or 60."
    ]


def test_at_most_three_copies_of_a_character(db: CardDatabase) -> None:
    assert check_deck(deck({**BASE, "bill": 4}), db) == [
        "The deck has 4 copies of Bill; a deck may hold at most 3 copies of the same Character."
    ]


def test_at_most_three_copies_of_a_plot_device(db: CardDatabase) -> None:
    problems = check_deck(deck({**BASE, "barbarian_grog": 5}, 60, "tournament"), db)
    assert problems == [
        "The deck has 5 copies of Barbarian Grog; a deck may hold at most 3 copies of the "
        "same Plot Device."
    ]


@pytest.mark.parametrize("fmt", ["quick", "tournament"])
def test_copy_limit_applies_in_every_format(db: CardDatabase, fmt: str) -> None:
    assert len(check_deck(deck({**BASE, "viveka": 4}, 60, fmt), db)) == 1


def test_bandwidth_cards_are_unlimited(db: CardDatabase) -> None:
    assert check_deck(deck({"bandwidth": 40}), db) == []


def test_only_a_main_section(db: CardDatabase) -> None:
    problems = check_deck(deck(BASE, extra={"bill": 1}), db)
    assert problems == [
        "A W.A.G.O.N. deck has only a main section; move the cards of 'extra' into it.",
        "The deck has 4 copies of Bill; a deck may hold at most 3 copies of the same Character.",
    ]


def test_unknown_format(db: CardDatabase) -> None:
    assert check_deck(deck(BASE, fmt="sealed"), db) == [
        "'sealed' is not a W.A.G.O.N. deck format (formats: standard, tournament, quick)."
    ]


def test_unknown_card_and_zero_count(db: CardDatabase) -> None:
    problems = check_deck(deck({**BASE, "offensive_bill": 1, "burk": 0}), db)
    assert problems == [
        "'offensive_bill' is not a W.A.G.O.N. card.",
        "Burk is listed with 0 copies; a count must be at least 1.",
    ]


def test_several_problems_are_all_reported(db: CardDatabase) -> None:
    problems = check_deck(deck({**BASE, "bill": 4, "viveka": 4}, 45), db)
    assert len(problems) == 3
    assert problems[0].startswith("The deck has 45 cards")


def test_text_deck_checked(db: CardDatabase) -> None:
    text = "# Brawl\n4 Bill\n3 Viveka\n33 Bandwidth\n"
    assert check_deck(read_deck_list(text, db).deck, db) == [
        "The deck has 4 copies of Bill; a deck may hold at most 3 copies of the same Character."
    ]


def test_boost_warnings(db: CardDatabase) -> None:
    assert boost_warnings(deck({"battle_mech": 2}), db) == [
        "Battle Mech needs Burk to boost, but the deck holds 0."
    ]
    assert boost_warnings(deck({"battle_mech": 2, "burk": 1}), db) == []
    assert boost_warnings(deck({"bone_colossus": 1, "grave_knight": 2}), db) == [
        "Bone Colossus needs 3 Undead cards to boost, but the deck holds 2."
    ]
    assert boost_warnings(deck({"bone_colossus": 1, "grave_knight": 2, "cursed_bone_charm": 1}), db) == []


def shipped(db: CardDatabase) -> list[Deck]:
    return [load_deck(path, db, read_only=True) for path in sorted(shipped_decks_dir("wagon").glob("*.yaml"))]


def test_shipped_decks_are_legal(db: CardDatabase) -> None:
    decks = shipped(db)
    assert sorted((format_of(d), d.count()) for d in decks) == [
        ("standard", 40), ("standard", 40), ("tournament", 60), ("tournament", 60)
    ]
    for shipped_deck in decks:
        assert check_deck(shipped_deck, db) == [], shipped_deck.name
        assert boost_warnings(shipped_deck, db) == [], shipped_deck.name

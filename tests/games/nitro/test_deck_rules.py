"""WCW Nitro deck rules: one message per problem; the shipped decks are legal."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.carddb.deck_import import read_deck_list
from tabletop.carddb.decks import Deck, list_decks, load_deck
from tabletop.carddb.loader import load_directory
from tabletop.carddb.model import CardDatabase
from tabletop.games.nitro.deck_rules import FORMATS, check_deck, deck_wrestler, starting_hand_size
from tabletop.games.registry import game_class


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_directory(game_class("nitro").schema, paths.cards_dir() / "nitro")


def deck(main: dict[str, int], wrestler: dict[str, int] | None = None, fmt: str = "", **extra) -> Deck:
    sections = {"wrestler": {"kid_comet": 1} if wrestler is None else wrestler, "main": main}
    sections.update(extra)
    return Deck("nitro", "Test", sections, fmt)


def house_deck(**changes: int) -> Deck:
    """A 40-card Kid Comet deck, legal in the house format, with some counts changed."""
    main = {"nitro": 20, "dropkick": 4, "clothesline": 4, "moonsault": 4, "enzuigiri": 4,
            "hurricanrana": 4}
    main.update(changes)
    return deck({k: v for k, v in main.items() if v}, fmt="house")


# --- shipped decks ---------------------------------------------------------


def test_shipped_decks_are_legal_in_every_format(
    db: CardDatabase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))  # no user decks
    decks, problems = list_decks(db)
    assert problems == []
    assert len(decks) >= 8 and all(d.read_only for d in decks)
    wrestlers = {deck_wrestler(d, db).id for d in decks}
    assert len(wrestlers) >= 6
    in_a_deck = {card for d in decks for _, card, _ in d.entries()}
    assert in_a_deck == set(db.cards), "every card is in at least one shipped deck"
    assert {d.origin for d in decks} == {"own"}, "each shipped deck says it is the project's own"
    for shipped in decks:
        assert check_deck(shipped, db) == [], shipped.name
        for fmt in FORMATS:
            assert check_deck(dataclasses.replace(shipped, format=fmt), db) == [], (shipped.name, fmt)


def test_a_shipped_deck_by_path(db: CardDatabase) -> None:
    path = paths.cards_dir() / "nitro" / "decks" / "big_sal_enforcers.yaml"
    shipped = load_deck(path, db)
    assert shipped.count("main") == 40
    assert starting_hand_size(shipped, db) == 11


# --- formats ---------------------------------------------------------------


def test_formats_default_first() -> None:
    assert list(FORMATS)[0] == "standard"
    assert set(FORMATS) == {"standard", "house"}


def test_unknown_format(db: CardDatabase) -> None:
    assert check_deck(deck({"nitro": 4}, fmt="vintage"), db) == [
        "The format 'vintage' is not a Nitro format (known formats: standard, house)."
    ]


# --- the printed rules ---------------------------------------------------------


def test_smallest_legal_deck(db: CardDatabase) -> None:
    assert check_deck(deck({"nitro": 4}), db) == []
    assert check_deck(deck({"nitro": 4}, fmt="standard"), db) == []


def test_deck_must_outlast_the_opening_hand(db: CardDatabase) -> None:
    assert check_deck(deck({"nitro": 3}), db) == [
        "The deck holds 3 cards but Kid Comet draws 3 at the start (reputation); "
        "it needs at least 4 cards not to run out at once."
    ]


def test_empty_deck(db: CardDatabase) -> None:
    assert check_deck(deck({}), db) == ["The deck is empty: put cards in the 'main' section."]


def test_no_wrestler(db: CardDatabase) -> None:
    assert check_deck(deck({"nitro": 20}, wrestler={}), db) == [
        "The deck has no Wrestler: put one Wrestler card in the 'wrestler' section."
    ]
    no_section = Deck("nitro", "Test", {"main": {"nitro": 20}})
    assert check_deck(no_section, db) == [
        "The deck has no Wrestler: put one Wrestler card in the 'wrestler' section."
    ]


def test_more_than_one_wrestler(db: CardDatabase) -> None:
    two = deck({"nitro": 20}, wrestler={"kid_comet": 1, "brick_monroe": 1})
    assert check_deck(two, db) == [
        "The 'wrestler' section holds 2 cards; it takes exactly one Wrestler."
    ]
    doubled = deck({"nitro": 20}, wrestler={"kid_comet": 2})
    assert check_deck(doubled, db) == [
        "The 'wrestler' section holds 2 cards; it takes exactly one Wrestler."
    ]


def test_wrestler_section_holds_a_non_wrestler(db: CardDatabase) -> None:
    assert check_deck(deck({"nitro": 20}, wrestler={"clothesline": 1}), db) == [
        "Clothesline in the 'wrestler' section is a move card, not a Wrestler."
    ]


def test_one_of_each_other_wrestler(db: CardDatabase) -> None:
    assert check_deck(deck({"nitro": 20, "brick_monroe": 1, "el_relampago": 1}), db) == []
    assert check_deck(deck({"nitro": 20, "brick_monroe": 2}), db) == [
        "The deck holds 2 copies of the Wrestler Brick Monroe; only 1 of each Wrestler is allowed."
    ]


def test_own_wrestler_not_in_the_deck(db: CardDatabase) -> None:
    assert check_deck(deck({"nitro": 20, "kid_comet": 1}), db) == [
        "Kid Comet is the deck's own Wrestler; only other Wrestlers may go in the deck."
    ]


def test_unknown_section_and_card(db: CardDatabase) -> None:
    odd = deck({"nitro": 20, "flying_elbow": 2}, sideboard={"dropkick": 1})
    assert check_deck(odd, db) == [
        "The section 'sideboard' is not part of a Nitro deck; use 'wrestler' and 'main'.",
        "'flying_elbow' in the 'main' section is not a Nitro card.",
    ]


def test_several_problems_are_all_reported(db: CardDatabase) -> None:
    bad = deck({"kid_comet": 1, "brick_monroe": 3}, wrestler={"kid_comet": 1})
    assert check_deck(bad, db) == [
        "Kid Comet is the deck's own Wrestler; only other Wrestlers may go in the deck.",
        "The deck holds 3 copies of the Wrestler Brick Monroe; only 1 of each Wrestler is allowed.",
    ]


# --- the house format ----------------------------------------------------------


def test_house_format_legal(db: CardDatabase) -> None:
    assert check_deck(house_deck(), db) == []
    assert check_deck(house_deck(nitro=40), db) == []  # Nitro cards are unlimited


def test_house_format_size(db: CardDatabase) -> None:
    assert check_deck(house_deck(nitro=19), db) == [
        "The deck holds 39 cards; the house format needs 40 to 60."
    ]
    assert check_deck(house_deck(nitro=41), db) == [
        "The deck holds 61 cards; the house format needs 40 to 60."
    ]
    # the same small deck is legal under the printed rules
    assert check_deck(dataclasses.replace(house_deck(nitro=19), format="standard"), db) == []


def test_house_format_copies(db: CardDatabase) -> None:
    assert check_deck(house_deck(dropkick=5, nitro=19), db) == [
        "The deck holds 5 copies of Dropkick; the house format allows at most 4 of each card "
        "except Nitro cards."
    ]


# --- text import ---------------------------------------------------------------


def test_text_deck_with_wrestler_section(db: CardDatabase) -> None:
    text = "# Comet\nWrestler:\n1 Kid Comet\nMain:\n12 Nitro\n4 Dropkick\n1 El Relampago\n"
    imported = read_deck_list(text, db).deck
    assert imported.sections == {
        "wrestler": {"kid_comet": 1},
        "main": {"nitro": 12, "dropkick": 4, "el_relampago": 1},
    }
    assert check_deck(imported, db) == []

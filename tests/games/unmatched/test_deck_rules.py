"""Unmatched fixed decks: the shipped decks are legal, and each kind of mistake is named."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.carddb.deck_import import read_deck_list
from tabletop.carddb.decks import (
    MAIN,
    Deck,
    deck_to_text,
    load_deck,
    shipped_decks_dir,
)
from tabletop.carddb.loader import load_cards
from tabletop.games.registry import game_class
from tabletop.games.unmatched.deck_rules import (
    FORMATS,
    check_deck,
    deck_for_hero,
    fixed_deck,
    heroes,
    may_use,
)


@pytest.fixture(scope="module")
def db():
    return load_cards(game_class("unmatched").schema, use_cache=False)


@pytest.fixture()
def arthur(db) -> Deck:
    return deck_for_hero(db.get("king_arthur"), db)


def test_every_shipped_deck_loads_and_is_legal(db):
    paths = sorted(shipped_decks_dir("unmatched").glob("*.yaml"))
    decks = [load_deck(path, db, read_only=True) for path in paths]
    assert {deck.options["hero"] for deck in decks} == {h.id for h in heroes(db)}
    for deck in decks:
        assert check_deck(deck, db) == [], deck.name
        hero = db.get(deck.options["hero"])
        assert deck.count(MAIN) == hero.deck_size
        assert deck.sections[MAIN] == fixed_deck(hero, db)


def test_default_format_is_fixed(arthur, db):
    assert next(iter(FORMATS)) == "fixed"
    assert check_deck(dataclasses.replace(arthur, format=""), db) == []


def test_missing_hero(arthur, db):
    deck = dataclasses.replace(arthur, options={})
    assert check_deck(deck, db) == ["The deck names no hero: set options.hero to a hero card id."]


def test_hero_option_naming_an_action_card(arthur, db):
    deck = dataclasses.replace(arthur, options={"hero": "excalibur"})
    assert check_deck(deck, db) == ["The deck's hero 'Excalibur' is an attack card, not a hero."]


def test_another_heros_card(arthur, db):
    deck = arthur.with_count(MAIN, "hold_the_line", 1).with_count(MAIN, "harpy_swoop", 1)
    assert check_deck(deck, db) == [
        "King Arthur's deck has 2 Hold the Line; this deck has 1.",
        "Harpy Swoop belongs to Medusa's deck, not King Arthur's.",
    ]


def test_wrong_count_and_size(arthur, db):
    deck = arthur.with_count(MAIN, "excalibur", 2)
    assert check_deck(deck, db) == [
        "King Arthur's deck has 1 Excalibur; this deck has 2.",
        "The deck has 31 cards; an Unmatched deck has exactly 30.",
    ]


def test_missing_card(arthur, db):
    deck = arthur.with_count(MAIN, "excalibur", 0)
    assert check_deck(deck, db) == [
        "King Arthur's deck needs 1 Excalibur; this deck has none.",
        "The deck has 29 cards; an Unmatched deck has exactly 30.",
    ]


def test_shared_card_not_in_this_heros_deck(db):
    rex = deck_for_hero(db.get("t_rex"), db)
    deck = rex.with_count(MAIN, "thick_hide", 0).with_count(MAIN, "feint", 3)
    assert check_deck(deck, db) == [
        "Feint is not part of T. Rex's deck.",
        "T. Rex's deck needs 3 Thick Hide; this deck has none.",
    ]


def test_hero_card_in_deck_other_section_and_unknown_format(arthur, db):
    deck = arthur.with_count(MAIN, "merlin_is_no_card", 1)
    deck = deck.with_count(MAIN, "medusa", 1).with_count("sideboard", "feint", 1)
    deck = dataclasses.replace(deck, format="draft")
    assert check_deck(deck, db) == [
        "Unknown format 'draft' (Unmatched has: fixed).",
        "Unmatched decks have only a main section; 'sideboard' is not allowed.",
        "'merlin_is_no_card' is not an Unmatched card.",
        "Medusa is a hero card; name it in options.hero, not in the deck.",
        "The deck has 32 cards; an Unmatched deck has exactly 30.",
    ]


def test_named_fighter_cards_need_that_fighter(db):
    spark = db.get("spark_of_avalon")  # Merlin's card
    assert may_use(spark, db.get("king_arthur"))
    assert not may_use(spark, db.get("robin_hood"))
    sidekick_card = dataclasses.replace(spark, fighter="sidekick")
    assert may_use(sidekick_card, db.get("medusa"))
    assert not may_use(sidekick_card, db.get("t_rex"))  # no sidekicks at all


def test_card_a_fighter_of_this_hero_cannot_use(db):
    # A card moved into Arthur's deck but naming a fighter Arthur does not have.
    stray = dataclasses.replace(db.get("harpy_swoop"), id="stray", hero="king_arthur", quantity=1)
    cards = dict(db.cards, stray=stray)
    local = dataclasses.replace(db, cards=cards)
    deck = deck_for_hero(db.get("king_arthur"), db).with_count(MAIN, "hold_the_line", 1)
    deck = deck.with_count(MAIN, "stray", 1)
    assert "Harpy Swoop can only be used by 'harpy', who is not one of King Arthur's fighters." in (
        check_deck(deck, local))


def test_text_list_round_trip_keeps_the_cards(arthur, db):
    text = deck_to_text(arthur, db)
    back = read_deck_list(text, db).deck
    assert back.sections == arthur.sections
    # The text form keeps the options as "hero = king_arthur" lines.
    assert "hero = king_arthur" in text
    assert back.options == {"hero": "king_arthur"}
    assert check_deck(back, db) == []
    assert check_deck(dataclasses.replace(back, options={}), db) == [
        "The deck names no hero: set options.hero to a hero card id."]


def test_every_shipped_deck_and_map_says_where_it_comes_from():
    """Invented decks say they are the project's own; community lists name their source."""
    from tabletop import paths
    from tabletop.carddb.decks import deck_to_yaml, load_deck
    from tests.games.shipped import shipped

    game = shipped("unmatched")
    folder = paths.cards_dir() / "unmatched"
    for path in sorted((folder / "decks").glob("*.yaml")):
        deck = load_deck(path, game.db, read_only=True)
        assert deck.origin in ("own", "community"), path.name
        assert f"origin: {deck.origin}" in deck_to_yaml(deck)
        if deck.origin == "own":
            assert deck.badge == "the project's own", path.name
        else:
            assert deck.badge == "community list" and "github.com/" in deck.notes, path.name
    for field in game.db.extras["battlefield"].values():
        assert "The project's own battlefield" in field.text, field.id

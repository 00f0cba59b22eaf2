"""Decks in YAML and text, and the search index."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.carddb.deck_import import read_deck_list
from tabletop.carddb.decks import (
    Deck,
    deck_to_text,
    load_deck,
    parse_deck_yaml_text,
    save_deck,
)
from tabletop.carddb.index import CardIndex, Query
from tabletop.carddb.loader import load_directory
from tabletop.carddb.problems import DataError
from tests.carddb.demo_schema import SCHEMA
from tests.carddb.test_loading import GOOD, HEADER, write


@pytest.fixture
def db(tmp_path: Path):
    write(tmp_path / "cards", "core.yaml", HEADER + GOOD)
    return load_directory(SCHEMA, tmp_path / "cards")


def test_yaml_deck_round_trip(db, tmp_path: Path) -> None:
    deck = Deck("demo", "Blitz", {"main": {"scout": 3, "knight": 1}, "reserve": {"fireball": 2}}, "fast", {"leader": "knight"})
    saved = save_deck(deck, tmp_path / "blitz.yaml")
    loaded = load_deck(tmp_path / "blitz.yaml", db)
    assert (loaded.sections, loaded.format, loaded.options, loaded.name) == (deck.sections, "fast", {"leader": "knight"}, "Blitz")
    assert saved.path.endswith("blitz.yaml") and loaded.count() == 6 and loaded.count("main") == 4
    assert loaded.card_list("reserve") == ["fireball", "fireball"]


def test_yaml_deck_problems_name_lines(db) -> None:
    text = "kind: deck\ngame: demo\nname: Bad\nsections:\n  main:\n    scout: 2\n    ghost: 1\n    knight: 0\n"
    with pytest.raises(DataError) as caught:
        parse_deck_yaml_text(text, db, "bad.yaml")
    found = [str(p) for p in caught.value.problems]
    assert "bad.yaml:7: unknown demo card 'ghost'" in found
    assert "bad.yaml:8: 'knight' needs a count of at least 1" in found


def test_text_deck_round_trip(db) -> None:
    deck = read_deck_list("# Rush\n3 Scout\n1x knight\n\nReserve:\n2 Fireball\n", db).deck
    assert deck.name == "Rush"
    assert deck.sections == {"main": {"scout": 3, "knight": 1}, "reserve": {"fireball": 2}}
    assert read_deck_list(deck_to_text(deck, db), db).deck.sections == deck.sections


def test_with_count_edits_a_copy(db) -> None:
    deck = Deck("demo", "D", {"main": {"scout": 1}})
    edited = deck.with_count("main", "knight", 2).with_count("main", "scout", 0)
    assert edited.sections == {"main": {"knight": 2}} and deck.sections == {"main": {"scout": 1}}


def test_search_by_words_tags_and_ranges(db) -> None:
    index = CardIndex(db)
    assert index.search(Query("scout")) == ["scout", "knight"]  # knight's boost_from names scout
    assert index.search(Query("damage")) == ["fireball"]
    assert index.search(Query("", tags={"type": frozenset({"spell"})})) == ["fireball"]
    assert index.search(Query("", tags={"keywords": frozenset({"Quiet"})})) == ["scout"]
    assert index.search(Query("", ranges={"power": (3, None)})) == ["knight"]
    assert index.search(Query("", ranges={"cost": (None, 2)})) == ["scout", "fireball"]
    assert index.tag_values["faction"] == {"red"}
    assert index.number_bounds["power"] == (2, 5)


def test_the_bitset_index_finds_what_a_plain_scan_finds() -> None:
    import random
    from dataclasses import dataclass

    from tabletop.carddb.index import CardIndex, Query
    from tabletop.carddb.model import CardBase, CardDatabase

    @dataclass(frozen=True, kw_only=True)
    class Probe(CardBase):
        cost: int
        colour: str

    chooser = random.Random(3)
    syllables = ("ka", "vel", "grim", "of", "storm", "an", "é", "ß")
    cards = {f"c{n}": Probe(id=f"c{n}", name="".join(chooser.choice(syllables) for _ in range(3)), type="unit",
                            text=chooser.choice(("Deal 2.", "Draw a card.", "")), cost=chooser.randint(0, 5),
                            colour=chooser.choice(("red", "blue")))
             for n in range(300)}
    index = CardIndex(CardDatabase("probe", cards))
    for words in ("", "g", "gr", "grim", "of grim", "STORM", "ss", "deal 2", "xq", "é", "c1"):
        for tags, ranges in (({}, {}), ({"colour": frozenset({"red"})}, {"cost": (1.0, 3.0)})):
            expected = [card.id for card in cards.values()
                        if all(word in " ".join((card.name, card.text, card.type, card.id, card.colour)).casefold()
                               for word in words.casefold().split())
                        and (not tags or card.colour == "red") and (not ranges or 1 <= card.cost <= 3)]
            assert index.search(Query(words, tags, ranges)) == expected, (words, tags)

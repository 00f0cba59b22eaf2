"""The deckbuilding variant: custom decks when both players agree, race decks otherwise."""

from __future__ import annotations

import dataclasses
import json

from tabletop.carddb.decks import load_deck, shipped_decks_dir
from tabletop.cli import main
from tabletop.engine.game import PlayerSetup
from tabletop.engine.selfplay import run_selfplay
from tabletop.engine.variants import describe, new_setup, setup_problems
from tabletop.games.wms.deck_rules import deck_race
from tests.games.shipped import shipped


def _custom_deck():
    game = shipped("wms")
    return load_deck(shipped_decks_dir("wms") / "fallen_chapter.yaml", game.db)


def test_variants_list_the_custom_decks_variant(capsys) -> None:
    found = {v["id"]: v for v in describe(shipped("wms"))["variants"]}
    assert found["standard"]["deck_formats"] == ["race"]
    assert found["custom"]["deck_formats"] == ["race", "custom"]
    assert main(["variants", "wms", "--json"]) == 0
    assert "custom" in {v["id"] for v in json.loads(capsys.readouterr().out)["variants"]}


def test_the_shipped_custom_deck_mixes_races_and_is_legal_only_as_custom() -> None:
    game = shipped("wms")
    deck = _custom_deck()
    races = {game.db.cards[card].race for _section, card, _n in deck.entries() if hasattr(game.db.cards[card], "race")}
    assert len(races) == 2 and deck_race(deck, game.db) == "marines"
    assert game.check_deck(deck) == []
    as_race = dataclasses.replace(deck, format="race")
    assert any("race deck holds only" in problem for problem in game.check_deck(as_race))


def test_custom_decks_keep_the_copy_limits() -> None:
    game = shipped("wms")
    deck = _custom_deck()
    main_cards = dict(deck.sections["main"])
    main_cards["raptor"] = 3
    main_cards["marine"] -= 1
    over = dataclasses.replace(deck, sections={**deck.sections, "main": main_cards})
    assert any("at most twice" in problem for problem in game.check_deck(over))


def test_the_standard_game_refuses_a_custom_deck_and_the_custom_variant_takes_it() -> None:
    game = shipped("wms")
    standard = new_setup(game, 3)
    mixed = dataclasses.replace(standard, players=(PlayerSetup("Ann", _custom_deck()), standard.players[1]))
    problems = setup_problems(game, mixed)
    assert problems == ["Ann's deck Fallen Chapter is a 'custom' deck; Race decks takes 'race' decks."]
    assert setup_problems(game, dataclasses.replace(mixed, variant="custom")) == []
    assert setup_problems(game, dataclasses.replace(mixed, manual=True)) == []  # a sandbox takes any deck


def test_the_custom_variant_plays_the_custom_deck() -> None:
    game = shipped("wms")
    setup = new_setup(game, 5, variant="custom")
    assert setup.variant == "custom" and setup.players[0].deck.name == "Fallen Chapter"
    report = run_selfplay(game, games=6, seed=5, check=True, variant="custom")
    assert report.violations == [] and report.finished == 6


def test_the_start_screen_offers_the_variant_and_checks_the_decks(qtbot) -> None:
    from tabletop.ui.start_screen import StartScreen

    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.select_game("wms")
    assert [screen.variant.itemData(i) for i in range(screen.variant.count())] == ["standard", "custom"]
    assert all(row.chosen().deck.format == "race" for row in screen.rows)  # the standard game's own decks
    row = screen.rows[0]
    row.deck.setCurrentIndex(next(i for i, deck in enumerate(row.decks) if deck.name == "Fallen Chapter"))
    assert screen.setup() is None and "takes 'race' decks" in screen.message.text()
    screen.variant.setCurrentIndex(1)
    chosen = screen.setup()
    assert chosen is not None and chosen.variant == "custom"
    assert chosen.players[0].deck.name == "Fallen Chapter"

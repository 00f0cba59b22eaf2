"""Community JSON decks (the unbrewed / unmatched.cards export) imported as cards and a deck that plays."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.carddb.decks import MAIN, list_decks, load_deck
from tabletop.carddb.problems import DataError
from tabletop.cli import main
from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.selfplay import check_session
from tabletop.engine.session import Session
from tabletop.engine.values import FrozenDict
from tabletop.file_kinds import file_kind
from tabletop.games import registry
from tabletop.games.unmatched.cards import ActionCard, Hero
from tabletop.games.unmatched.community_json import read, sniff
from tabletop.games.unmatched.community_text import Fighters, read_effects

SAMPLE = Path(__file__).resolve().parents[2] / "fixtures" / "unmatched" / "community_deck.json"
HERO = "community_the_keeper"


def sample() -> dict:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def write_json(folder: Path, data: object, name: str = "deck.json") -> Path:
    path = folder / name
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


def test_the_sample_reads_as_a_hero_a_sidekick_and_thirty_cards() -> None:
    found = read(SAMPLE.read_text(encoding="utf-8"), "deck.json")
    hero, *cards = found.card_set["cards"]
    assert hero["name"] == "The Keeper" and hero["health"] == 14 and hero["move"] == 2 and hero["attack"] == "ranged"
    assert hero["sidekicks"] == [{"key": "gulls", "name": "Gulls", "health": 2, "count": 2, "attack": "melee"}]
    assert hero["automation"] == "manual" and "Lamp Room:" in hero["text"]  # the rule card joins the ability
    by_name = {card["name"]: card for card in cards}
    assert by_name["Spiral Stairs"]["type"] == "defense"  # "defence" in the file
    assert by_name["Beam Sweep"]["value"] == 3 and by_name["Beam Sweep"]["boost"] == 2
    assert by_name["Beam Sweep"]["quantity"] == 3 and by_name["Beam Sweep"]["fighter"] == "hero"
    assert by_name["Peck"]["fighter"] == "sidekick" and by_name["Feint"]["fighter"] == "any"
    assert "value" not in by_name["Lamp Flare"]  # a scheme's placeholder value is dropped
    assert by_name["Beam Sweep"]["effects"] == [{"when": "after_combat", "do": "deal_damage", "amount": 1,
                                                 "target": "opponent_fighter", "condition": "won_combat"}]
    assert [e["do"] for e in by_name["Logbook"]["effects"]] == ["draw", "gain_action"]
    assert by_name["Regroup"]["effects"] == [
        {"when": "after_combat", "do": "draw", "amount": 1, "target": "you"},
        {"when": "after_combat", "do": "draw", "amount": 1, "target": "you", "condition": "won_combat"}]
    manual = {card["name"] for card in cards if card.get("automation") == "manual"}
    assert manual == {"Spiral Stairs", "Lamp Flare", "Storm Lantern"}
    assert [line.split(":")[0] for line in found.manual] == ["The Keeper (special ability)", "Spiral Stairs",
                                                             "Lamp Flare", "Storm Lantern"]
    assert found.deck.count(MAIN) == 30 and found.deck.origin == "community"
    assert found.deck.options == {"hero": HERO} and "tabletop-tests" in found.deck.notes


def test_the_deck_alone_without_the_published_record_reads_too() -> None:
    bare = sample()["deck_data"]
    assert sniff(json.dumps(bare)) and sniff(SAMPLE.read_text(encoding="utf-8"))
    found = read(json.dumps(bare), "bare.json")
    assert found.deck.name == "The Keeper" and found.deck.count(MAIN) == 30
    assert not sniff('{"kind": "deck"}') and not sniff("3 Feint")


@pytest.mark.parametrize(("text", "when", "expected"), [
    ("Draw 2 cards.", "scheme", [{"do": "draw", "amount": 2, "target": "you"}]),
    ("You may move your fighter up to two spaces.", "after_combat",
     [{"do": "move", "amount": 2, "target": "this_fighter", "optional": True}]),
    ("If you lost the combat, your opponent discards 1 card.", "after_combat",
     [{"do": "discard", "amount": 1, "target": "opponent", "condition": "lost_combat"}]),
    ("Annie recovers 2 health.", "after_combat", [{"do": "recover", "amount": 2, "target": "this_fighter"}]),
    ("If you won the combat, draw 1 card.", "during_combat", None),  # who won is not known yet
    ("Deal 2 damage to the opposing fighter.", "scheme", None),  # no opposing fighter outside combat
    ("Move each fighter to any space.", "after_combat", None),
    ("You may move each of your fighters up to 3 spaces.", "scheme",
     [{"do": "move", "amount": 3, "target": "each_your_fighter", "optional": True}]),
    ("Deal 2 damage to one opposing fighter in Annie's zone.", "scheme",
     [{"do": "deal_damage", "amount": 2, "target": "opposing_fighter_in_zone"}]),
    ("Deal 1 damage to each opposing fighter adjacent to your fighter.", "after_combat",
     [{"do": "deal_damage", "amount": 1, "target": "each_opposing_fighter_adjacent"}]),
    ("Deal 2 damage to one opposing fighter in Bob's zone.", "scheme", None),  # not this fighter
    ("Move Bob up to 2 spaces.", "scheme", None),
    ("This card's value is +1.", "during_combat", [{"do": "value_bonus", "amount": 1}]),
    ("Add 2 to this card's value.", "after_combat", None),  # a value counts during combat only
])
def test_common_sentences_become_effects_and_others_do_not(text: str, when: str, expected: list | None) -> None:
    found = read_effects(text, when, Fighters(own=("annie", "annie oakley"), hero=("annie", "annie oakley")))
    assert found == (None if expected is None else [{"when": when, **effect} for effect in expected])


def test_decks_import_writes_the_cards_and_the_deck_and_lists_what_is_manual(capsys) -> None:
    assert main(["decks", "import", "unmatched", str(SAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "Imported The Keeper (community list): 30 cards." in out
    assert "Not automated (4)" in out and "  - Lamp Flare:" in out
    card_set = paths.user_cards_dir("unmatched") / f"{HERO}.yaml"
    deck_file = paths.user_decks_dir("unmatched") / f"{HERO}.yaml"
    assert card_set.is_file() and deck_file.is_file()
    game = registry.load("unmatched")
    hero = game.db.cards[HERO]
    assert isinstance(hero, Hero) and hero.automation == "manual" and hero.sidekicks[0].count == 2
    stairs = game.db.cards[f"{HERO}_spiral_stairs"]
    assert isinstance(stairs, ActionCard) and stairs.automation == "manual" and stairs.after_combat
    deck = load_deck(deck_file, game.db)
    assert game.check_deck(deck) == [] and deck.badge == "community list"
    decks, problems = list_decks(game.db)
    assert any(d.name == "The Keeper" for d in decks) and problems == []
    # importing again replaces the earlier import (no second hero)
    assert main(["decks", "import", "unmatched", str(SAMPLE), "-o", str(deck_file)]) == 0
    assert "Cards replaced in" in capsys.readouterr().out
    assert sum(1 for c in registry.load("unmatched").db.cards.values() if c.name == "The Keeper") == 1


def test_an_imported_deck_plays_a_whole_game_against_a_shipped_one(capsys) -> None:
    assert main(["decks", "import", "unmatched", str(SAMPLE)]) == 0
    game = registry.load("unmatched")
    imported = load_deck(paths.user_decks_dir("unmatched") / f"{HERO}.yaml", game.db)
    for seed in (3, 4):
        seats = (PlayerSetup("Keeper", imported), PlayerSetup("Shipped", game.shipped_decks()[seed % 3]))
        session = Session(game, Setup("unmatched", seats, seed, FrozenDict({"battlefield": "random",
                                                                              "first_player": "0"})))
        chooser = random.Random(seed)
        for _ in range(3000):
            if game.is_over(session.state):
                break
            session.perform(chooser.choice(game.legal_actions(session.state, strict=True)))
        assert game.winner(session.state) is not None, "the game did not finish"
        assert any(card.definition.startswith(HERO) for card in session.state.cards.values())
        assert check_session(session, set(session.initial["cards"])) == []


@pytest.mark.parametrize(("change", "line_words", "message"), [
    (lambda d: d["deck_data"]["cards"][2].update(quantity="three"), '"quantity": "three"', "quantity should be"),
    (lambda d: d["deck_data"]["cards"][4].update(type="upgrade"), '"type": "upgrade"', "type should be attack"),
    (lambda d: d["deck_data"]["hero"].update(hp=0), '"hp": 0', "the hero's hp should be"),
    (lambda d: d["deck_data"]["cards"][0].update(value=None), '"value": null', "Beam Sweep: value"),
])
def test_a_bad_field_is_one_message_at_its_line_and_nothing_is_written(
        tmp_path: Path, capsys, change, line_words: str, message: str) -> None:
    data = copy.deepcopy(sample())
    change(data)
    path = write_json(tmp_path, data)
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if line_words in text)
    assert main(["decks", "import", "unmatched", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"deck.json:{line}: " in err and message in err and "Traceback" not in err
    assert not paths.user_cards_dir("unmatched").exists() or not any(paths.user_cards_dir("unmatched").iterdir())


def test_broken_json_is_one_message_with_its_line(tmp_path: Path, capsys) -> None:
    text = SAMPLE.read_text(encoding="utf-8").replace('"boost": 3,', '"boost": 3', 1)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if '"boost": 3' in row) + 1
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    # not recognisable as a deck any more: read as a text list, it still never raises
    assert main(["decks", "import", "unmatched", str(path)]) in (0, 1)
    capsys.readouterr()
    with pytest.raises(DataError) as error:
        read(text, "broken.json")
    assert str(error.value.problems[0]).startswith(f"broken.json:{line}: is not valid JSON")


def test_a_damaged_card_set_of_the_user_is_left_out_and_listed() -> None:
    folder = paths.user_cards_dir("unmatched")
    folder.mkdir(parents=True)
    (folder / "broken.yaml").write_text("kind: card-set\ngame: unmatched\nset: x\nname: X\nversion: 1\n"
                                        "cards:\n  - {id: feint, type: versatile, name: Feint, value: 1}\n")
    game = registry.load("unmatched")  # still loads
    assert [p.line for p in game.db.left_out] == [7] and "already used" in game.db.left_out[0].message
    assert game.db.left_out[0] in list_decks(game.db)[1]


def test_tabletop_file_tells_a_community_deck_by_its_content(tmp_path: Path) -> None:
    path = write_json(tmp_path, sample(), "keeper.txt")  # the name does not matter
    found = file_kind(path)
    assert (found.kind, found.game) == ("deck", "unmatched")


def test_battlefield_choices_read_map_files_through_the_strict_reader(tmp_path: Path, monkeypatch) -> None:
    from tabletop.games.unmatched import game as unmatched_game

    folder = tmp_path / "unmatched" / "battlefields"
    folder.mkdir(parents=True)
    (folder / "a_good.yaml").write_text("kind: battlefield\ngame: unmatched\nid: good\nname: Good Map\n")
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + k)}: &{chr(98 + k)} [*{chr(97 + k)}, *{chr(97 + k)}, *{chr(97 + k)}, *{chr(97 + k)}, "
        f"*{chr(97 + k)}, *{chr(97 + k)}, *{chr(97 + k)}, *{chr(97 + k)}, *{chr(97 + k)}]\n" for k in range(9))
    (folder / "b_bomb.yaml").write_text(bomb + "id: bomb\nname: Bomb\n")
    (folder / "c_list.yaml").write_text("- not a map\n")
    monkeypatch.setattr(paths, "cards_dir", lambda: tmp_path)
    assert unmatched_game._battlefield_choices() == (("good", "Good Map"),)


def test_a_card_naming_neither_fighter_is_for_any_fighter_and_said_so(tmp_path: Path) -> None:
    data = sample()
    data["deck_data"]["cards"][3]["characterName"] = "THE LAMP"
    data["deck_data"]["extraCharacters"] = [{"hero": {"name": "Second", "hp": 5, "move": 1}}]
    found = read(json.dumps(data, indent=2), "deck.json")
    peck = next(card for card in found.card_set["cards"] if card["name"] == "Peck")
    assert peck["fighter"] == "any"
    notes = [str(problem) for problem in found.problems]
    assert any("Peck: 'THE LAMP' is neither the hero nor the sidekick" in note for note in notes)
    assert any("extra character(s) left out" in note for note in notes)
    assert all(note.startswith("deck.json:") and not note.startswith("deck.json:1:") for note in notes)


def test_validate_checks_a_community_deck_without_importing_it(tmp_path: Path, capsys) -> None:
    assert main(["validate", str(SAMPLE)]) == 0
    data = sample()
    data["deck_data"]["cards"][0]["boost"] = "lots"
    path = write_json(tmp_path, data)
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if '"boost": "lots"' in text)
    assert main(["validate", str(path)]) == 1
    captured = capsys.readouterr()
    assert f"deck.json:{line}: Beam Sweep: boost should be" in captured.out + captured.err
    assert not paths.user_cards_dir("unmatched").exists()

"""Pasted deck lists: every common form, what cannot be read listed by line with suggestions."""

from __future__ import annotations

import pytest

from tabletop.carddb.deck_import import read_deck_list
from tabletop.cli import main
from tabletop.games import registry

FORUM_POST = """// from a forum post
3x Zealot
Haymaker x2
1 one-two punch
SB: 1 WarBlade
Grifer
"""


@pytest.fixture(scope="module")
def wildstorms():  # noqa: ANN201
    return registry.load("wildstorms")


def _read(game, text: str):  # noqa: ANN001, ANN202
    return read_deck_list(text, game.db, sections=dict(game.deck_rules.sections), source="list.txt")


def test_the_forum_post_imports_what_it_can_and_suggests_the_misspelt_name(wildstorms) -> None:
    found = _read(wildstorms, FORUM_POST)
    assert found.deck.sections == {"main": {"zealot": 3, "haymaker": 2, "one_two_punch": 1}}
    problems = [str(p) for p in found.problems]
    assert problems[0] == "list.txt:5: this game's decks have no sideboard: 1 × WarBlade left out"
    assert problems[1].startswith("list.txt:6: no card named 'Grifer'; did you mean 'Grifter'")
    assert len(problems) == 2 and found.cards_read == 6


@pytest.mark.parametrize("line", ["2 Grifter", "2x Grifter", "2X grifter", "Grifter x2", "grifter (2)",
                                  "2 GRIFTER", "2 grifter!", "Grifter\nGrifter"])
def test_every_common_form_of_a_line(wildstorms, line: str) -> None:
    assert _read(wildstorms, line).deck.sections == {"main": {"grifter": 2}}


def test_headers_comments_options_and_sections(wildstorms) -> None:
    text = ("# My raid\nformat = campaign\ncampaign_goal = 120\n# a comment\n"
            "Characters (3):\n3 Zealot\nBattlesites:\n1 Skull Island\n")
    site = next(c for c in wildstorms.db.cards.values() if c.type == "battlesite")
    found = _read(wildstorms, text.replace("Skull Island", site.name))
    assert found.deck.name == "My raid" and found.deck.format == "campaign"
    assert found.deck.options == {"campaign_goal": "120"}
    assert found.deck.sections == {"main": {"zealot": 3}, "battlesites": {site.id: 1}}
    assert found.problems == []


def test_a_blank_line_starts_the_sideboard_only_in_a_game_that_has_one(wildstorms) -> None:
    found = _read(wildstorms, "3 Zealot\n\n2 Grifter\n")
    assert found.deck.sections == {"main": {"zealot": 3, "grifter": 2}}
    with_side = read_deck_list("3 Zealot\n\n2 Grifter\n", wildstorms.db,
                               sections={"main": "Main deck", "side": "Sideboard"})
    assert with_side.deck.sections == {"main": {"zealot": 3}, "side": {"grifter": 2}}


def test_the_import_command_writes_what_it_read_and_lists_the_rest(tmp_path, capsys) -> None:
    listing = tmp_path / "post.txt"
    listing.write_text(FORUM_POST, encoding="utf-8")
    out = tmp_path / "deck.yaml"
    assert main(["decks", "import", "wildstorms", str(listing), "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "post.txt:6: no card named 'Grifer'; did you mean 'Grifter'" in err
    assert "deck rules:" in err
    from tabletop.carddb.decks import load_deck

    assert load_deck(out, registry.load("wildstorms").db).count() == 6


def test_the_import_command_with_nothing_readable_exits_1(tmp_path, capsys) -> None:
    listing = tmp_path / "junk.txt"
    listing.write_text("nothing here\n", encoding="utf-8")
    assert main(["decks", "import", "wildstorms", str(listing)]) == 1
    assert "no WildStorms CCG card could be read" in capsys.readouterr().err

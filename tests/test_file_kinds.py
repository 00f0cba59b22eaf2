"""``tabletop FILE`` tells a save, deck, position, card set and map apart by content, and opens each."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import cli, paths
from tabletop.carddb.problems import DataError
from tabletop.engine.persistence import save_session
from tabletop.engine.session import Session
from tabletop.file_kinds import FileKind, file_kind
from tabletop.games import registry

CARDS = paths.cards_dir()


@pytest.fixture
def a_save(tmp_path: Path) -> Path:
    game = registry.load("wms")
    session = Session(game, game.default_setup(2))
    path = tmp_path / "named like a deck.yaml"  # the content decides, not the name
    save_session(session, path)
    return path


def test_each_kind_is_told_by_its_content(a_save: Path) -> None:
    assert file_kind(a_save) == FileKind("save")
    assert file_kind(CARDS / "wms" / "decks" / "marine_assault.yaml") == FileKind("deck", "wms")
    assert file_kind(CARDS / "wms" / "positions" / "guard.yaml") == FileKind("position", "wms")
    assert file_kind(CARDS / "wms" / "marines.yaml") == FileKind("card-set", "wms")
    battlefield = sorted((CARDS / "unmatched" / "battlefields").glob("*.yaml"))[0]
    assert file_kind(battlefield) == FileKind("battlefield", "unmatched")


@pytest.mark.parametrize(("content", "name", "message"), [
    ("just some notes\n", "notes.txt", "is not a save, deck, position or map of tabletop"),
    ("kind: deck\ngame: chess\n", "x.yaml", "x.yaml:2: unknown game 'chess'"),
    ("kind: recipe\ngame: wms\n", "x.yaml", "x.yaml:1: unknown kind 'recipe'"),
    ("kind: deck\ngame: [wms\n", "x.yaml", "x.yaml:3: YAML syntax"),
])
def test_a_file_of_no_known_kind_gets_one_sentence(tmp_path: Path, content: str, name: str, message: str) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        file_kind(path)
    assert message in str(caught.value.problems[0])


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DataError) as caught:
        file_kind(tmp_path)
    assert "is not a file the app can open" in str(caught.value.problems[0])


def test_tabletop_with_one_file_opens_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from tabletop.ui import launch

    opened: list[Path] = []
    monkeypatch.setattr(launch, "open_file", lambda path: opened.append(path) or 0)
    assert cli.main([str(tmp_path / "game.tabletop")]) == 0
    assert opened == [tmp_path / "game.tabletop"]


def test_an_unknown_file_exits_1_with_its_reason(tmp_path: Path, capsys) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("hello\n", encoding="utf-8")
    assert cli.main([str(path)]) == 1
    assert "notes.txt:1: is not a save, deck, position or map" in capsys.readouterr().err

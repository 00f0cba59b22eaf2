"""Battlefield item tokens are authored in the app (issue 17): the map editor opens the player's own
item file in the data folder (a copy of a shipped one to start from), its problems are listed with
their lines as it is typed, and once saved the game deals its tokens with the shipped ones."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction

from tabletop import paths
from tabletop.games import registry
from tabletop.ui.data_file_editor import DataFileEditor
from tabletop.ui.map_editor import MapEditor

GAME = registry.game_class("unmatched")


def test_the_map_editor_opens_your_item_file_and_the_game_deals_its_tokens(qtbot, tmp_path: Path) -> None:
    editor = MapEditor(GAME, tmp_path / "mill.yaml")
    qtbot.addWidget(editor)
    items = [a for a in editor.findChildren(QAction) if a.text() == "Edit battlefield items…"]
    assert len(items) == 1  # on the toolbar
    items[0].trigger()
    other = editor.other_editors[-1]
    qtbot.addWidget(other)
    folder = paths.user_cards_dir("unmatched") / "items"
    assert other.path == folder / "my_items.yaml" and not other.path.exists()
    assert str(folder) in other.where.text()
    text = other.edit.toPlainText()
    assert "id: my_items\n" in text and "origin: own\n" in text and "supply_crates" not in text
    assert other.check() == [] and "No problems" in other.report.text()
    other.edit.setPlainText(text.replace("name: Crowbar,", "name: Boat Hook,"))
    assert other.save() and other.path.exists()
    db = registry.load("unmatched").db
    names = {t.name for s in db.extras["battlefield_items"].values() for t in s.tokens}
    assert {"Boat Hook", "Crowbar"} <= names  # the player's set joins the shipped one


def test_a_mistake_is_listed_at_its_line_as_you_type(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "crates.yaml"
    path.write_text((paths.cards_dir() / "unmatched" / "items" / "supply_crates.yaml").read_text(encoding="utf-8"),
                    encoding="utf-8")
    editor = DataFileEditor(GAME, GAME.schema.extras[1], path)
    qtbot.addWidget(editor)
    assert editor.check() == []
    lines = editor.edit.toPlainText().splitlines()
    wrong = next(n for n, line in enumerate(lines) if "name: Crowbar, kind: combat, value: 2" in line)
    lines[wrong] = lines[wrong].replace("value: 2", "valeu: 2")
    editor.edit.setPlainText("\n".join(lines) + "\n")
    qtbot.waitUntil(lambda: bool(editor.problems), timeout=3000)  # checked again shortly after typing
    assert any(f"crates.yaml:{wrong + 1}:" in str(p) and "valeu" in str(p) for p in editor.problems)
    assert f"crates.yaml:{wrong + 1}:" in editor.report.text()
    editor.edit.setPlainText("kind: battlefield_items\ngame: unmatched\ntokens: [\n")
    assert editor.check() and "crates.yaml:" in editor.report.text()  # broken YAML: one line, no traceback


def test_opening_an_item_file_from_outside_opens_its_editor(qtbot, tmp_path: Path) -> None:
    from tabletop.ui.launch import Flow

    path = tmp_path / "crates.yaml"
    path.write_text((paths.cards_dir() / "unmatched" / "items" / "supply_crates.yaml").read_text(encoding="utf-8"),
                    encoding="utf-8")
    flow = Flow()
    assert flow.open_any(path)
    editor = flow.windows[-1]
    qtbot.addWidget(editor)
    assert isinstance(editor, DataFileEditor) and editor.path == path and editor.problems == []
    assert flow.start is None  # not the start screen's "not one of this game's boards"


def test_closing_an_editor_with_changes_asks_first(qtbot, tmp_path: Path, monkeypatch) -> None:
    """Nothing typed is lost by closing the window: Cancel keeps it open, Save writes then closes."""
    from PySide6.QtWidgets import QMessageBox

    answers: list[QMessageBox.StandardButton] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: answers.pop(0))
    editor = DataFileEditor(GAME, GAME.schema.extras[1], tmp_path / "crates.yaml")
    qtbot.addWidget(editor)
    editor.show()
    answers.append(QMessageBox.StandardButton.Cancel)
    assert not editor.close() and editor.isVisible()  # a new file is a change not saved yet
    answers.append(QMessageBox.StandardButton.Save)
    assert editor.close() and (tmp_path / "crates.yaml").exists()
    maps = MapEditor(GAME, tmp_path / "m.yaml")
    qtbot.addWidget(maps)
    maps.show()
    maps.add_zone("Wood")
    answers.append(QMessageBox.StandardButton.Cancel)
    assert not maps.close()
    answers.append(QMessageBox.StandardButton.Discard)
    assert maps.close() and not (tmp_path / "m.yaml").exists()

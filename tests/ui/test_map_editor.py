"""The map editor: a map built by clicks on the grid is saved as a file the game plays, with undo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF

from tabletop import paths
from tabletop.games import registry
from tabletop.games.unmatched.map_file import read_map
from tabletop.ui.map_editor import MapEditor

GAME = registry.game_class("unmatched")


def _editor(qtbot, path: Path) -> MapEditor:  # noqa: ANN001
    editor = MapEditor(GAME, path)
    qtbot.addWidget(editor)
    return editor


def test_a_map_built_by_clicks_is_saved_and_plays(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "mill_pond.yaml"
    editor = _editor(qtbot, path)
    assert editor.data["id"] == "mill_pond" and editor.data["name"] == "Mill Pond"
    editor.click(0, 0)
    assert editor.data["spaces"] == [] and "zone first" in editor.status_line.text()
    pond = editor.add_zone("Pond")
    for q in range(3):
        editor.click(q, 0)
    mill = editor.add_zone("Mill")
    for q in range(3):
        editor.click(q - 1, 2)  # the row below, shifted as axial rows are
    editor.click(1, 0)  # a second zone on pond_2: split colours
    assert editor.space_at(1, 0)["zones"] == [pond, mill]
    editor.set_tool("paths")
    spaces = [(0, 0), (1, 0), (2, 0), (1, 2), (0, 2), (-1, 2)]
    for first, second in zip(spaces, spaces[1:] + spaces[:1], strict=True):
        editor.click(*first)
        editor.click(*second)
    assert len(editor.data["paths"]) == 6 and editor.pending is None
    editor.set_tool("doors")
    editor.click(0, 0)
    editor.click(1, 0)
    editor.set_tool("high_ground")
    editor.click(2, 0)
    editor.click(1, 2)
    editor.click(0, 0)
    editor.click(2, 0)  # no path between them: nothing changes
    assert "no path between pond_1 and pond_3" in editor.status_line.text()
    editor.set_tool("start")
    editor.start_box.setValue(1)
    editor.click(0, 0)
    editor.start_box.setValue(2)
    editor.click(1, 2)
    assert editor.problems == [] and "No problems" in editor.report.text()
    assert editor.board is not None and len(editor.board.spaces) == 6
    assert editor.save() and editor.undo_stack.isClean()
    board, problems = read_map(path)
    assert problems == [] and board.starts() == {1: "pond_1", 2: "mill_3"}
    assert {frozenset((p.a, p.b)) for p in board.paths} >= {frozenset(("pond_1", "pond_2"))}
    assert [(d.a, d.b) for d in board.doors] == [("pond_1", "pond_2")]
    assert [(h.upper, h.lower) for h in board.high_ground] == [("pond_3", "mill_3")]
    game = registry.load("unmatched")
    assert game.db  # the shipped maps still load; the saved one is checked by the same rules as theirs
    folder = paths.cards_dir() / "unmatched" / "battlefields"
    assert path.parent != folder


def test_undo_redo_and_removing_a_space_with_its_paths(qtbot, tmp_path: Path) -> None:
    editor = _editor(qtbot, tmp_path / "m.yaml")
    editor.add_zone("Wood")
    editor.click(0, 0)
    editor.click(1, 0)
    editor.set_tool("paths")
    editor.click(0, 0)
    editor.click(1, 0)
    assert len(editor.data["paths"]) == 1
    editor.click(0, 0, right=True)
    assert [s["id"] for s in editor.data["spaces"]] == ["wood_2"] and editor.data["paths"] == []
    editor.undo_stack.undo()
    assert len(editor.data["spaces"]) == 2 and len(editor.data["paths"]) == 1
    editor.undo_stack.redo()
    assert editor.data["paths"] == []
    assert any("no start space 1" in str(p) for p in editor.problems)
    assert not editor.undo_stack.isClean() and editor.windowTitle().startswith("m.yaml *")


def test_clicks_on_the_drawn_grid_find_their_cell_and_a_shipped_map_opens(qtbot, tmp_path: Path) -> None:
    source = paths.cards_dir() / "unmatched" / "battlefields" / "sunken_abbey.yaml"
    copy = tmp_path / "abbey.yaml"
    copy.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    editor = _editor(qtbot, copy)
    assert editor.problems == [] and editor.board.name == "Sunken Abbey"
    first = editor.data["spaces"][0]
    assert editor.cell_at(editor.centre_of(first["q"], first["r"]) + QPointF(5, 5)) == (first["q"], first["r"])
    assert editor.free_cells and editor.cell_at(QPointF(-10_000, -10_000)) is None
    assert editor.save()
    board, problems = read_map(copy)
    original, _ = read_map(source)
    assert problems == [] and board == original  # saved as the editor writes it, the same map


def test_items_linked_spaces_and_a_conveyor_are_built_by_clicks(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "works.yaml"
    editor = _editor(qtbot, path)
    editor.add_zone("Floor")
    for q in range(4):
        editor.click(q, 0)
    bin_zone = editor.add_zone("Bin")
    editor.click(0, 2)
    editor.click(1, 2)
    editor.set_tool("paths")
    for a, b in (((0, 0), (1, 0)), ((1, 0), (2, 0)), ((2, 0), (3, 0)), ((3, 0), (1, 2)), ((1, 2), (0, 2))):
        editor.click(*a)
        editor.click(*b)
    editor.kind_box.setCurrentIndex(editor.kind_box.findData("linked"))
    editor.click(0, 0)
    editor.click(0, 2)
    editor.set_tool("items")
    editor.click(2, 0)
    editor.set_tool("belt")
    editor.click(1, 0)
    editor.click(2, 0)
    editor.click(2, 0)
    editor.click(3, 0)
    editor.click(0, 0)
    editor.click(1, 2)  # no path between them: nothing changes
    assert "no path between" in editor.status_line.text()
    assert any("needs a gift_bin" in str(p) for p in editor.problems)
    editor.zone_box.setCurrentIndex(editor.zone_box.findData(bin_zone))
    editor._toggle_gift_bin()
    editor.set_tool("start")
    editor.start_box.setValue(1)
    editor.click(0, 0)
    editor.start_box.setValue(2)
    editor.click(0, 2)
    assert editor.problems == [], editor.problems
    assert editor.save()
    board, problems = read_map(path)
    assert problems == []
    assert [s.id for s in board.spaces if s.item] == ["floor_3"]
    assert [(p.a, p.b) for p in board.paths if p.kind == "linked"] == [("floor_1", "bin_1")]
    assert [(c.a, c.b) for c in board.conveyor] == [("floor_2", "floor_3"), ("floor_3", "floor_4")]
    assert board.gift_bin == bin_zone and board.belt_ends() == ["floor_4"]
    editor.set_tool("items")
    editor.click(2, 0)
    editor.set_tool("spaces")
    editor.click(3, 0, right=True)  # the belt's arrows into a removed space go with it
    assert [(c["a"], c["b"]) for c in editor.data["conveyor"]] == [("floor_2", "floor_3")]
    assert "item" not in editor.space_at(2, 0)
    editor.undo_stack.undo()
    editor.undo_stack.undo()
    assert editor.space_at(2, 0)["item"] is True and len(editor.data["conveyor"]) == 2

"""Map files drawn while they are written: the live preview, the screenshot, the board's label."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QRectF

from tabletop import paths
from tabletop.cli import main
from tabletop.games import registry
from tabletop.ui.map_preview import MapPreview
from tabletop.ui.table.board_item import BoardItem

MAPS = paths.cards_dir() / "unmatched" / "battlefields"
SOURCE = MAPS / "lantern_market.yaml"


def _copy(tmp_path: Path) -> Path:
    path = tmp_path / "my_map.yaml"
    path.write_text(SOURCE.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def _line_of(path: Path, words: str) -> int:
    return next(n for n, line in enumerate(path.read_text().splitlines(), 1) if words in line)


def test_the_preview_redraws_when_the_file_is_saved_and_lists_problems_with_lines(qtbot, tmp_path: Path) -> None:
    path = _copy(tmp_path)
    game = registry.game_class("unmatched")
    preview = MapPreview(game, path)
    qtbot.addWidget(preview)
    assert preview.problems == [] and preview.board.name == "Lantern Market"
    assert "Rooftops" in preview.legend.text() and "4: rooftops_1" in preview.legend.text()
    good = path.read_text()
    path.write_text(good.replace("zones: [bazaar], start: 3}", "zones: [bazar], start: 3}"))
    line = _line_of(path, "zones: [bazar]")
    qtbot.waitUntil(lambda: bool(preview.problems), timeout=5000)
    assert [str(p) for p in preview.problems] == [f"{path}:{line}: space 'bazaar_3' names unknown zone 'bazar'"]
    assert preview.board is not None  # still drawn: the space is grey
    assert f":{line}: " in preview.report.text()
    # an editor that saves by writing a new file and renaming it over the old one
    fresh = tmp_path / ".my_map.yaml.swp"
    fresh.write_text(good)
    os.replace(fresh, path)
    qtbot.waitUntil(lambda: not preview.problems, timeout=5000)
    assert "no problems" in preview.report.text()
    path.write_text("kind: battlefield\ngame: unmatched\nid: [broken\n")
    qtbot.waitUntil(lambda: bool(preview.problems), timeout=5000)
    assert preview.board is None and str(preview.problems[0]).startswith(f"{path}:")


def test_screenshot_map_draws_a_map_and_its_problems(tmp_path: Path, capsys) -> None:
    out = tmp_path / "map.png"
    assert main(["screenshot", str(out), "--map", str(SOURCE), "--size", "1280x720"]) == 0
    assert out.stat().st_size > 10_000
    broken = _copy(tmp_path)
    broken.write_text(broken.read_text().replace("- {a: rooftops_1", "- {a: nowhere", 1))
    line = _line_of(broken, "- {a: nowhere")
    assert main(["screenshot", str(tmp_path / "broken.png"), "--map", str(broken)]) == 1
    err = capsys.readouterr().err
    assert f"my_map.yaml:{line}: path" in err and "names unknown space 'nowhere'" in err
    assert (tmp_path / "broken.png").is_file()
    assert main(["screenshot", str(tmp_path / "x.png"), "--map", str(tmp_path / "missing.yaml")]) == 1
    assert "Traceback" not in capsys.readouterr().err


def test_every_shipped_map_says_on_the_board_that_it_is_the_projects_own() -> None:
    game = registry.load("unmatched")
    fields = game.db.extras["battlefield"]
    assert fields and all(field.origin == "own" for field in fields.values())
    for field in fields.values():
        assert BoardItem(field, QRectF(0, 0, 900, 600)).title() == f"{field.name} · the project's own map"
    assert any(len(field.starts()) >= 4 for field in fields.values()), "2v2 needs a map with start spaces 1-4"
    names = dict(game.options[0].choices)
    assert all(names[key].endswith("(the project's own)") for key in fields)

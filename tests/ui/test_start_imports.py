"""`tabletop play GAME` shows its table without importing what only later steps need.

The start runs as the command does (``tests/benchmarks/bench_table.py``'s ``TABLE``: the
command line, then the window painted where the event loop would start), in a process of
its own; a second start, with the faces already drawn on disk, is the one looked at.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.benchmarks.bench_table import TABLE

ROOT = Path(__file__).resolve().parents[2]

# Modules a table never needs before its first step, a save, a replay or a face drawn:
LATER = (
    "PIL",  # faces are read from the disk cache; Pillow draws them (tabletop.render)
    "yaml",  # shipped decks and maps are read from the parsed-file cache (tabletop.carddb.yamlio)
    "tabletop.engine.journal",  # the autosave starts at the first step
    "tabletop.engine.persistence",  # saving and opening
    "tabletop.engine.position_export",
    "tabletop.ui.replay",
    "tabletop.ui.about",
    "hashlib",  # its first import loads OpenSSL; the caches are named with tabletop.digests
    "html",  # the card panel's words, when a card is first shown
    "tabletop.carddb.deck_import",  # reading a deck list (RapidFuzz), e.g. a community deck
    "tabletop.ui.table.pile_tools",  # a pile's menu and its dialogs
)


def _start(game: str, home: Path) -> tuple[set[str], set[str]]:
    """The modules a start imported and the widget classes PySide6 made for it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_HOME=str(home))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    done = subprocess.run([sys.executable, "-c", TABLE, game, "--modules"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "PAINTED" in done.stdout  # the window was shown and painted
    modules, widgets = done.stdout.split("MODULES", 1)[1].split("WIDGETS", 1)
    return set(modules.split()), set(widgets.split())


@pytest.mark.parametrize("game", ["wms", "unmatched"])
def test_a_table_is_shown_without_the_modules_only_later_steps_need(game: str, tmp_path: Path) -> None:
    first, _ = _start(game, tmp_path)
    assert f"tabletop.games.{game}.rules" in first  # the game itself did load
    assert "PIL" in first  # the first start drew the faces (and cached them on disk)
    again, widgets = _start(game, tmp_path)
    assert "tabletop.ui.main_window" in again
    loaded = sorted(name for name in again if name.split(".")[0] in ("PIL", "yaml", "rapidfuzz") or name in LATER)
    assert loaded == []
    # A plain QWidget made by Qt reaching Python (a scroll area's own viewport) makes PySide6 create
    # every widget class looking for a closer one; the table's scroll areas have viewports made in
    # Python, and the dialogs' classes are imported when a dialog opens:
    assert {"QTreeView", "QGraphicsView", "QPushButton"} <= widgets
    assert not widgets & {"QWizard", "QCalendarWidget", "QLCDNumber", "QFileDialog", "QMessageBox", "QInputDialog"}

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
)


def _start(game: str, home: Path) -> set[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_HOME=str(home))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    done = subprocess.run([sys.executable, "-c", TABLE, game, "--modules"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "PAINTED" in done.stdout  # the window was shown and painted
    return set(done.stdout.split("MODULES", 1)[1].split())


@pytest.mark.parametrize("game", ["wms", "unmatched"])
def test_a_table_is_shown_without_the_modules_only_later_steps_need(game: str, tmp_path: Path) -> None:
    first = _start(game, tmp_path)
    assert f"tabletop.games.{game}.rules" in first  # the game itself did load
    assert "PIL" in first  # the first start drew the faces (and cached them on disk)
    again = _start(game, tmp_path)
    assert "tabletop.ui.main_window" in again
    loaded = sorted(name for name in again if name.split(".")[0] in ("PIL", "yaml") or name in LATER)
    assert loaded == []

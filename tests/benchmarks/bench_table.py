"""Table figures: start to a painted table (beside a bare PySide6 window), drag frame with 400 cards.

Run: python -m tests.benchmarks.bench_table
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

FLOOR = """
import time, sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv[:1])
w = QWidget(); w.resize(1600, 1000); w.show(); app.processEvents(); w.grab()
"""

TABLE = """
import sys
from tabletop.ui.launch import new_session
from tabletop.ui.app import application
from tabletop.ui.main_window import MainWindow
app = application()
session = new_session(sys.argv[1], [], None, 1, False)
window = MainWindow(session, autosave=False); window.ask_on_close = False
window.resize(1600, 1000); window.show(); app.processEvents(); window.grab()
"""


def _wall(code: str, *args: str, runs: int = 3) -> float:
    times = []
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", code, *args], check=True, env=env, capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def bench_start(games: tuple[str, ...] = ("nitro", "wagon", "wms", "wildstorms", "unmatched")) -> None:
    floor = _wall(FLOOR)
    print(f"bare PySide6 import + show a window: {floor:.2f} s (the floor)")
    from tabletop.engine.game import available_games

    for game in games:
        if game not in available_games():
            continue
        _wall(TABLE, game, runs=1)  # warm the card and face caches
        table = _wall(TABLE, game)
        print(f"start to painted table, {game}: {table:.2f} s = floor + {table - floor:.2f} s (budget floor + 0.4 s)")


def bench_drag(cards: int = 400, frames: int = 120) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF

    from tabletop.engine.session import Session
    from tabletop.ui.app import application
    from tabletop.ui.main_window import MainWindow
    from tests.benchmarks.many_cards import ManyCardsGame

    app = application()
    game = ManyCardsGame(cards)
    window = MainWindow(Session(game, game.default_setup(1)), autosave=False)
    window.ask_on_close = False
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    scene = window.scene
    visible = sum(1 for item in scene.card_items.values() if item.isVisible())
    item = next(iter(scene.card_items.values()))
    scene.begin_drag(item)
    item.dragging = True
    start = item.pos()
    timings = []
    for frame in range(frames):
        began = time.perf_counter()
        item.setPos(start + QPointF(frame * 5.0, frame * 2.0))
        scene.drag_moved(item, item.pos())
        app.processEvents()  # the view repaints what the move dirtied, as in a real drag
        timings.append((time.perf_counter() - began) * 1000)
    item.dragging = False
    print(f"drag frame with {len(scene.card_items)} cards on the table ({visible} drawn): "
          f"median {statistics.median(timings):.2f} ms, 95th percentile {sorted(timings)[int(frames * 0.95)]:.2f} ms "
          f"(budget 4 ms)")
    window.close()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        bench_start()
        bench_drag()

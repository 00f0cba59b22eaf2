"""Table figures: one step with a long history, start to a painted table (beside a bare
PySide6 window), a full repaint of 2,000 cards, a drag frame with 400 cards.

Run: python -m tests.benchmarks.bench_table [--json]

``--json`` prints one JSON object (the figures in ms or s) and nothing else on stdout.
One step = a WMS rules step (a random legal action, the same ones at every history
length) made through the controller, then the events it queues (table repaint,
history and log docks, autosave) processed; the history is first filled with
taps made by hand. Autosave is on and every dock is visible. Timing begins once the
table's worker has read ahead the faces it names (a person takes seconds over a new
table); the steps then follow each other with no pause, the worker reading on beside them.

Start: ``start_to_window_s`` runs ``tabletop play GAME`` as a user does (the command line,
its imports in the app's order, the window the app makes) from launching the process to
its first painted window (the child prints the moment), and ``bare_window_s`` a bare
PySide6 window the same way. Compiled modules are available, as in an installed app or
the bundle (a temporary folder that the warming runs fill, even where the environment
sets PYTHONDONTWRITEBYTECODE). Beside them: ``start_cpu_s``/``bare_cpu_s``, the CPU time
each process had used when painted (steadier on a busy machine); ``start_to_exit_s``/``bare_to_exit_s`` also
count the teardown of the process, and ``start_compiling_s`` compiles every module first
(no bytecode at all, as a source checkout run with PYTHONDONTWRITEBYTECODE).
``python -m tests.benchmarks.bench_table start [GAME...]`` measures only the start, ``steps
[HISTORY...]`` only the steps (``step_cpu_ms_history_N``: the GUI thread's CPU time per step).
"""

from __future__ import annotations

import json
import os
import random
import shutil
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
print("PAINTED", time.time(), time.process_time())
"""

# `tabletop play GAME`, exactly as the command runs it, until the event loop would start:
# there the window is painted, the moment printed, and the process ends. PySide6 is
# imported (to patch QApplication.exec) only when the app itself first imports a window
# module, so every module comes in the app's own order.
TABLE = """
import sys, time

def _painted(app):
    app.processEvents()
    for window in app.topLevelWidgets():
        if window.isVisible():
            window.grab()
    print("PAINTED", time.time(), time.process_time())
    if "--modules" in sys.argv:  # what the start imported, and the widget classes PySide6 made (test_start_imports.py)
        print("MODULES", " ".join(sorted(sys.modules)))
        widgets = vars(sys.modules["PySide6.QtWidgets"])
        print("WIDGETS", " ".join(sorted(name for name, value in widgets.items() if isinstance(value, type))))
    return 0

class _WhenQtComes:
    def find_spec(self, name, path=None, target=None):
        if name == "tabletop.ui.launch":
            sys.meta_path.remove(self)
            from PySide6.QtWidgets import QApplication  # the first import of tabletop.ui.launch
            QApplication.exec = _painted
        return None

sys.meta_path.insert(0, _WhenQtComes())
from tabletop.cli import main
sys.exit(main(["play", sys.argv[1], "--seed", "1"]))
"""


def _wall(code: str, *args: str, runs: int = 3, bytecode: bool = True) -> tuple[float, float, float]:
    """Median seconds from launching ``code`` to its painted window, to the process's end, and
    the CPU seconds the process had used when painted (steadier than wall time on a busy machine).

    The painted moment is the time the child prints after its window's first paint; the
    process's end adds the interpreter's and Qt's teardown, which is no part of a start.
    With ``bytecode`` modules are read from compiled files kept in a temporary folder (the
    first, warming run writes them); without it every module is compiled at every start.
    """
    painted, ended, cpu = [], [], []
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = PYCACHE
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    for _ in range(runs):
        started = time.time()
        done = subprocess.run([sys.executable, "-c", code, *args], check=True, env=env, capture_output=True,
                              text=True)
        ended.append(time.time() - started)
        moment, used = (float(word) for word in done.stdout.split("PAINTED")[-1].split()[:2])
        painted.append(moment - started)
        cpu.append(used)
    return statistics.median(painted), statistics.median(ended), statistics.median(cpu)


PYCACHE = os.path.join(tempfile.gettempdir(), f"tabletop-bench-pycache-{os.getpid()}")


def _say(text: str) -> None:
    print(text, file=sys.stderr if QUIET else sys.stdout)


QUIET = "--json" in sys.argv


def bench_start(games: tuple[str, ...] = ("nitro", "wagon", "wms", "wildstorms", "unmatched"),
                runs: int = 5) -> dict[str, float]:
    """Seconds to a painted table per game, and the bare floor measured in the same run."""
    from tabletop.games import registry

    figures = {}
    for game in games:
        if game not in registry.game_ids():
            continue
        _wall(TABLE, game, runs=1)  # warm the card and face caches and write the compiled modules
        _wall(FLOOR, runs=1)
        floor, floor_end, floor_cpu = _wall(FLOOR, runs=runs)  # interleaved, so both see the same load
        table, table_end, table_cpu = _wall(TABLE, game, runs=runs)
        cold, _, _ = _wall(TABLE, game, runs=max(1, runs // 2), bytecode=False)
        figures[game], figures[f"floor_{game}"] = table, floor
        figures[f"end_{game}"], figures[f"floor_end_{game}"], figures[f"compiling_{game}"] = table_end, floor_end, cold
        figures[f"cpu_{game}"], figures[f"floor_cpu_{game}"] = table_cpu, floor_cpu
        _say(f"start to painted table, {game}: {table:.3f} s; bare window {floor:.3f} s "
             f"(target ≤ 1.2 × bare + 0.15 s = {1.2 * floor + 0.15:.3f} s); CPU {table_cpu:.3f} s vs bare "
             f"{floor_cpu:.3f} s; to the process's end {table_end:.3f} s vs bare {floor_end:.3f} s; "
             f"compiling every module first {cold:.3f} s")
    return figures


def _window(session, *, autosave: bool):  # noqa: ANN001, ANN202
    from PySide6.QtWidgets import QDockWidget

    from tabletop.ui.main_window import MainWindow

    window = MainWindow(session, autosave=autosave)
    window.ask_on_close = False
    window.resize(1600, 1000)
    window.show()
    for dock in window.findChildren(QDockWidget):
        dock.show()
    return window


def bench_steps(history: int, steps: int = 40, game_id: str = "wms") -> tuple[float, float]:
    """Median ms of one table step with ``history`` transactions already in the history: wall
    time, and the GUI thread's own CPU time (steadier on a busy machine; the worker's is not in it)."""
    from tabletop.engine.manual import TurnCard
    from tabletop.ui.app import application
    from tabletop.ui.launch import new_session

    app = application()
    session = new_session(game_id, [], None, 1, False)
    hidden = next(card for card in sorted(session.state.cards)
                  if not session.game.card_visible(session.state, None, card))
    for number in range(history):
        session.manual(TurnCard(hidden, 90 if number % 2 == 0 else 0), 0)
    window = _window(session, autosave=True)
    app.processEvents()
    app.processEvents()  # the table is up: the faces likely needed next are read ahead in a worker
    window.scene.faces_ahead.wait_idle()  # as in the seconds a person looks at a new table
    chooser = random.Random(5)
    timings, cpu = [], []
    for number in range(steps):
        actions = window.controller.legal_actions()
        began, began_cpu = time.perf_counter(), time.thread_time()
        if actions and not session.is_over():
            window.controller.perform(chooser.choice(actions))
        else:
            window.controller.manual(TurnCard(hidden, 90 if (history + number) % 2 == 0 else 0), 0)
        app.processEvents()
        timings.append((time.perf_counter() - began) * 1000)
        cpu.append((time.thread_time() - began_cpu) * 1000)
    window.close()
    window.deleteLater()
    app.processEvents()
    median, median_cpu = statistics.median(timings), statistics.median(cpu)
    _say(f"one step with {history:,} steps of history (autosave on, docks shown): median {median:.2f} ms, "
         f"max {max(timings):.2f} ms; GUI thread CPU median {median_cpu:.2f} ms")
    return median, median_cpu


def bench_repaint(cards: int = 2000, frames: int = 30) -> float:
    """Median ms to repaint the whole table view with ``cards`` face-up cards."""
    from tabletop.engine.session import Session
    from tabletop.ui.app import application
    from tests.benchmarks.many_cards import ManyCardsGame

    app = application()
    game = ManyCardsGame(cards)
    window = _window(Session(game, game.default_setup(1)), autosave=False)
    app.processEvents()
    viewport = window.view.viewport()
    viewport.repaint()
    timings = []
    for _ in range(frames):
        began = time.perf_counter()
        viewport.repaint()
        timings.append((time.perf_counter() - began) * 1000)
    window.close()
    median = statistics.median(timings)
    _say(f"full repaint with {cards:,} cards: median {median:.2f} ms (target ≤ 16 ms)")
    return median


def bench_drag(cards: int = 400, frames: int = 120) -> float:
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
    median = statistics.median(timings)
    _say(f"drag frame with {len(scene.card_items)} cards on the table ({visible} drawn): "
         f"median {median:.2f} ms, 95th percentile {sorted(timings)[int(frames * 0.95)]:.2f} ms (budget 4 ms)")
    window.close()
    return median


def main() -> None:
    if sys.argv[1:2] == ["steps"]:  # python -m tests.benchmarks.bench_table steps [HISTORY...]
        with tempfile.TemporaryDirectory() as home:
            os.environ["TABLETOP_HOME"] = home
            for history in [int(arg) for arg in sys.argv[2:]] or [100, 1000, 10_000]:
                bench_steps(history)
        print(f"load average {os.getloadavg()[0]:.2f}")
        return
    if sys.argv[1:2] == ["start"]:
        with tempfile.TemporaryDirectory() as home:
            os.environ["TABLETOP_HOME"] = home
            began = os.getloadavg()[0]
            try:
                bench_start(tuple(arg for arg in sys.argv[2:] if arg != "--json") or ("wms",))
            finally:
                shutil.rmtree(PYCACHE, ignore_errors=True)
        _say(f"load average {began:.2f} before, {os.getloadavg()[0]:.2f} after")
        return
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        figures: dict[str, float] = {}
        starts = bench_start(("wms",) if QUIET else ("nitro", "wagon", "wms", "wildstorms", "unmatched"))
        figures["start_to_window_s"] = round(starts["wms"], 3)
        figures["bare_window_s"] = round(starts["floor_wms"], 3)
        figures["start_to_exit_s"] = round(starts["end_wms"], 3)
        figures["bare_to_exit_s"] = round(starts["floor_end_wms"], 3)
        figures["start_compiling_s"] = round(starts["compiling_wms"], 3)
        figures["start_cpu_s"] = round(starts["cpu_wms"], 3)
        figures["bare_cpu_s"] = round(starts["floor_cpu_wms"], 3)
        for history in (100, 1000, 10_000):
            wall, cpu = bench_steps(history)
            figures[f"step_ms_history_{history}"] = round(wall, 2)
            figures[f"step_cpu_ms_history_{history}"] = round(cpu, 2)
        figures["repaint_ms_2000_cards"] = round(bench_repaint(), 2)
        figures["drag_frame_ms_400_cards"] = round(bench_drag(), 2)
    shutil.rmtree(PYCACHE, ignore_errors=True)
    figures["load_average_1min"] = round(os.getloadavg()[0], 2)
    if QUIET:
        print(json.dumps(figures))


if __name__ == "__main__":
    main()

"""GUI memory over many gestures (issue 23, defect 10): the Rules, Shortcuts and Deck browser menu
actions, manual moves, undo and redo, repeated; resident memory after a warm-up and at the end.

Run: QT_QPA_PLATFORM=offscreen python -m tests.benchmarks.bench_gui_memory [--gestures 3000]

Budget (issue 23): the end within 30 MB of the start after warm-up. Figures only (shared machine).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import sys


def _rss_mb() -> float:
    try:
        with open(f"/proc/{os.getpid()}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--gestures", type=int, default=3000)
    parser.add_argument("--game", default="wms")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent

    from tabletop.engine.manual import FlipCard, TurnCard
    from tabletop.engine.session import Session
    from tabletop.games import registry
    from tabletop.ui.app import application
    from tabletop.ui.main_window import MainWindow

    app = application()
    game = registry.load(args.game)
    window = MainWindow(Session(game, game.default_setup(1)), autosave=False, remember_layout=False)
    window.ask_on_close = False
    window.resize(1500, 950)
    window.show()
    app.processEvents()
    chooser = random.Random(1)
    cards = sorted(window.controller.session.state.cards)

    def gesture(number: int) -> None:
        kind = number % 6
        if kind == 0:
            window.show_rules()
        elif kind == 1:
            window.show_shortcuts()
        elif kind == 2:
            window.open_deck_browser()
        elif kind == 3:
            card = chooser.choice(cards)
            move = FlipCard(card) if chooser.random() < 0.5 else TurnCard(card, chooser.choice((0, 90)))
            window.controller.manual(move)
        elif kind == 4:
            window.controller.undo_stack.undo()
        else:
            window.controller.undo_stack.redo()
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # what the running event loop does

    warm = min(300, args.gestures // 10)
    for number in range(warm):
        gesture(number)
    gc.collect()
    start = _rss_mb()
    for number in range(warm, warm + args.gestures):
        gesture(number)
    gc.collect()
    app.processEvents()
    end = _rss_mb()
    print(f"GUI memory: {start:.0f} MB after {warm} warm-up gestures, {end:.0f} MB after {args.gestures} more "
          f"({end - start:+.1f} MB; budget +30 MB); top-level windows: {len(app.topLevelWidgets())}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

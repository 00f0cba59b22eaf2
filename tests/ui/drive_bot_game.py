"""Play a whole game against a computer seat on the real table, offscreen, and keep screenshots.

Run: QT_QPA_PLATFORM=offscreen python -m tests.ui.drive_bot_game GAME [--level normal] [--seed 5] [--out DIR]

Seat 0 is "the person": its moves are chosen by the greedy bot from the person's
own observation and made through the table's controller (as a click would);
seat 1 is the computer. On the way it undoes the person's move (back to their
own last decision), redoes it, saves, opens the save in the window, and plays
on to the end. It prints what happened and writes PNGs to ``--out``.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from tabletop.bots import bot_named, choose_for
from tabletop.engine.game import Setup
from tabletop.engine.persistence import load_session
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui import settings
from tabletop.ui.app import application
from tabletop.ui.main_window import MainWindow

PERSON = 0


def wait(window: MainWindow, seconds: float = 120) -> None:
    """Let the computer think and move until the person decides or the game ends."""
    stop = time.monotonic() + seconds
    session = window.controller.session
    while time.monotonic() < stop:
        QApplication.processEvents()
        if session.is_over() or (session.deciding_seat() == PERSON and not window.bots.busy):
            QApplication.processEvents()
            if window.controller.session is session:
                return
        time.sleep(0.01)
    raise TimeoutError(f"the computer did not answer in time: seat {session.deciding_seat()} decides, busy "
                       f"{window.bots.busy}, redo {session.history.can_redo}, says {window.statusBar().currentMessage()!r}")


def shot(window: MainWindow, out: Path, name: str) -> None:
    QApplication.processEvents()
    window.grab().save(str(out / f"{name}.png"))


def drive(game_id: str, level: str, seed: int, out: Path) -> dict:
    game = registry.load(game_id)
    plain = game.default_setup(seed)
    setup = Setup(plain.game, plain.players, plain.seed, plain.options, plain.manual, plain.variant, plain.teams,
                  bots=("", level))
    window = MainWindow(Session(game, setup), autosave=False)
    window.ask_on_close = False
    window.resize(1500, 950)
    window.show()
    person = bot_named("greedy")
    report: dict = {"game": game_id, "level": level, "seed": seed, "person_moves": 0, "computer_moves": 0}
    waits: list[float] = []
    curtains = 0
    saved = out / f"{game_id}-vs-computer.tabletop"
    for move in range(4000):
        started = time.monotonic()
        wait(window)
        waits.append(time.monotonic() - started)
        curtains += window.curtain_shown
        session = window.controller.session
        if session.is_over():
            break
        if move == 3:
            shot(window, out, f"{game_id}-1-early")
        if move == 12:  # undo: back to the person's own last decision; redo replays the answer too
            done = len(session.history.done)
            window.controller.undo_turn()
            QApplication.processEvents()
            report["undo"] = {"steps_before": done, "steps_after": len(session.history.done),
                              "person_decides": session.deciding_seat() == PERSON,
                              "computer_idle": not window.bots.busy}
            shot(window, out, f"{game_id}-2-after-undo")
            window.controller.redo_turn()
            report["undo"]["redo_back_to"] = len(session.history.done)
        if move == 20:  # save, then open the save in the same window and carry on
            window.save_to(saved)
            window.replace_session(load_session(saved, registry.load), saved)
            loaded = window.controller.session
            report["loaded"] = {"bots": list(loaded.setup.bots), "steps": len(loaded.history.done)}
            shot(window, out, f"{game_id}-3-loaded")
            continue
        session = window.controller.session
        window.controller.perform(choose_for(game, session.state, PERSON, person, f"person:{move}"))
        report["person_moves"] += 1
    session = window.controller.session
    shot(window, out, f"{game_id}-4-end")
    report["computer_moves"] = sum(1 for t in session.history.done if t.player not in (None, PERSON))
    report["winner"] = session.winner()
    report["computer_won"] = session.winner() not in (None, PERSON)
    report["curtain_shown_times"] = curtains
    report["longest_wait_s"] = round(max(waits), 1)
    report["log_tail"] = [t.label for t in session.history.done[-4:]]
    window.close()
    return report


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "bot-games")
    args = parser.parse_args()
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-drive-"))
    args.out.mkdir(parents=True, exist_ok=True)
    application()
    settings.set_bot_pace_ms(0)
    print(drive(args.game, args.level, args.seed, args.out))


if __name__ == "__main__":
    main()

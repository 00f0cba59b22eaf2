"""A computer seat on the table: it moves by itself, never behind a curtain, and undo takes the person back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.persistence import load_session, save_session
from tabletop.engine.session import Session
from tabletop.ui import settings
from tabletop.ui.main_window import MainWindow
from tests.engine.testgame import TALLY, EndTurn
from tests.ui.conftest import activate


def bot_window(qtbot, session: Session | None = None) -> MainWindow:  # noqa: ANN001
    settings.set_bot_pace_ms(0)
    if session is None:
        setup = Setup("tally", (PlayerSetup("Ann"), PlayerSetup("Robo")), 4, bots=("", "easy"))
        session = Session(TALLY, setup)
    window = MainWindow(session, autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    activate(qtbot, window)
    return window


def people_turn(window: MainWindow) -> bool:
    return window.controller.deciding_seat() == 0 and not window.bots.busy


def test_the_computer_answers_a_move_and_no_curtain_hides_the_table(qtbot) -> None:
    window = bot_window(qtbot)
    window.controller.perform(EndTurn())
    qtbot.waitUntil(lambda: len(window.controller.session.history.done) > 1 and people_turn(window), timeout=10000)
    done = window.controller.session.history.done
    assert any(t.player == 1 for t in done), "the computer made its moves"
    assert not window.curtain_shown and window.scene.viewer == 0, "the table shows the person's side only"


def test_undo_takes_the_person_back_to_their_own_last_decision_and_redo_replays(qtbot) -> None:
    window = bot_window(qtbot)
    before = window.controller.state.to_json()
    window.controller.perform(EndTurn())
    qtbot.waitUntil(lambda: people_turn(window) and len(window.controller.session.history.done) > 1, timeout=10000)
    moves = len(window.controller.session.history.done)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state.to_json() == before, "the bot's moves and the person's move are undone"
    assert not window.bots.busy, "the bot does not move again by itself"
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert len(window.controller.session.history.done) == moves


def test_a_saved_game_remembers_its_computer_seats_and_carries_on(qtbot, tmp_path: Path) -> None:
    window = bot_window(qtbot)
    window.controller.perform(EndTurn())
    qtbot.waitUntil(lambda: people_turn(window), timeout=10000)
    path = tmp_path / "bot.tabletop"
    save_session(window.controller.session, path)
    loaded = load_session(path, lambda _game: TALLY)
    assert loaded.setup.bots == ("", "easy")
    again = bot_window(qtbot, loaded)
    steps = len(loaded.history.done)
    again.controller.perform(EndTurn())
    qtbot.waitUntil(lambda: len(loaded.history.done) > steps + 1 and people_turn(again), timeout=10000)

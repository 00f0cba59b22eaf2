"""A computer seat on the table: it moves by itself, never behind a curtain, and undo takes the person back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tabletop.bots import LEVELS, bot_named, choose_for
from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.persistence import load_session, save_session
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui import settings
from tabletop.ui.main_window import MainWindow
from tabletop.ui.start_screen import StartScreen
from tests.engine.testgame import TALLY, EndTurn
from tests.games.shipped import shipped
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


def rules_games() -> list[str]:
    return [g for g in registry.game_ids() if g != "tally" and shipped(g).has_rules]


@pytest.mark.parametrize("game_id", rules_games())
def test_every_seat_but_one_can_be_the_computer_in_every_variant(qtbot, game_id: str) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.select_game(game_id)
    for index in range(screen.variant.count()):
        screen.variant.setCurrentIndex(index)
        screen.player_count.setValue(screen.player_count.maximum())
        levels = [row.who.itemData(i) for row in screen.rows[:1] for i in range(row.who.count())]
        assert levels == ["", *LEVELS], "a person, or the computer at each level"
        for seat, row in enumerate(screen.rows[1:], start=1):
            row.who.setCurrentIndex(1 + seat % len(LEVELS))
        setup = screen.setup()
        assert setup is not None, screen.message.text()
        assert setup.bots[0] == "" and all(setup.bots[1:]) and setup.people == [0]
        Session(shipped(game_id), setup)  # the game starts with them


def test_a_manual_game_cannot_seat_the_computer_and_says_why(qtbot) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.select_game("wms")
    screen.manual.setChecked(True)
    screen.rows[1].who.setCurrentIndex(2)
    assert screen.setup() is None and "manual mode" in screen.message.text()


def test_a_real_game_against_the_computer_logs_its_moves_and_hides_its_hand(qtbot) -> None:
    game = shipped("wms")
    plain = game.default_setup(3)
    setup = Setup(plain.game, plain.players, plain.seed, bots=("", "easy"))
    window = bot_window(qtbot, Session(game, setup))
    person = bot_named("greedy")
    for move in range(8):
        qtbot.waitUntil(lambda: people_turn(window) or window.controller.session.is_over(), timeout=20000)
        if window.controller.session.is_over():
            break
        state = window.controller.state
        window.controller.perform(choose_for(game, state, 0, person, move))
    done = window.controller.session.history.done
    by_computer = [t for t in done if t.player == 1]
    assert by_computer, "the computer moved"
    shown = "\n".join(window.log.entries())
    assert all(t.label in shown for t in by_computer[-3:]), "each of its moves is in the log with its label"
    assert not window.curtain_shown and window.scene.viewer == 0
    hand = window.controller.state.zones["p1.hand"].cards
    assert hand and not any(game.card_visible(window.controller.state, window.scene.viewer, c) for c in hand)


def test_a_window_closed_while_the_computer_thinks_or_waits_plays_nothing_after(qtbot) -> None:
    window = bot_window(qtbot)
    settings.set_bot_pace_ms(300)  # the computer's move waits its pace on a timer
    window.controller.perform(EndTurn())
    qtbot.waitUntil(lambda: not window.bots.busy, timeout=10000)  # answered: the move waits for its pace
    steps = len(window.controller.session.history.done)
    window.close()
    qtbot.wait(600)  # past the pace: the waiting move would have been made now
    assert len(window.controller.session.history.done) == steps
    window.bots.consider()  # a change arriving after the close starts no new thinking
    assert not window.bots.busy

"""A person plays a whole game against the computer on the real table, in every game with rules.

As a person would: the start screen (seat 2 set to "Computer — Easy", Start the
game), every move of the person through the action list (Ctrl+K, Down to the
move, Enter) or, for a move without a card, the decision panel's button; an
undo (Ctrl+Z) back to the person's own decision, a save (Ctrl+S) and an open
(Ctrl+O) through the file dialogs, then on to a winner. The person's moves are
chosen by the greedy bot from the person's own observation (what a person at
the screen knows), so the game is a real one and ends; the person turns on the
game's house rule for a stalled game where it has one (WildStorms).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from tabletop.bots import bot_named, choose_for, position_key
from tabletop.games import registry
from tabletop.ui import settings
from tabletop.ui.action_palette import ActionPalette
from tabletop.ui.docks import PromptPanel
from tabletop.ui.launch import Flow
from tabletop.ui.main_window import MainWindow
from tests.games.shipped import shipped

PERSON = 0
MAX_MOVES = 1500  # the person's moves; every shipped game ends well before
UNDO_AT, SAVE_AT = 4, 8
SEEDS: dict[str, int] = {}  # a game whose seed 5 would not do gets its own here


def rules_games() -> list[str]:
    return [g for g in registry.game_ids() if g != "tally" and shipped(g).has_rules]


def _person_turn(window: MainWindow) -> bool:
    session = window.controller.session
    return session.is_over() or (session.deciding_seat() == PERSON and not window.bots.busy)


def _wait_for_the_person(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    qtbot.waitUntil(lambda: _person_turn(window), timeout=60000)
    QApplication.processEvents()
    assert not window.curtain_shown, "one person against the computer: no curtain"


def _palette(window: MainWindow) -> ActionPalette:
    QApplication.processEvents()
    found = [w for w in window.findChildren(ActionPalette) if w.isVisible()]
    assert found, "Ctrl+K opened the action list"
    return found[0]


def _by_button(qtbot, window: MainWindow, words: str) -> bool:  # noqa: ANN001
    """Click the decision panel's button with these words, if it shows one."""
    panel = window.findChild(PromptPanel)
    buttons = [b for b in panel.findChildren(QPushButton) if b.isVisible() and b.text() == words] if panel else []
    if len(buttons) != 1:
        return False
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    return True


def _make_move(qtbot, window: MainWindow, move) -> None:  # noqa: ANN001
    """The person makes ``move``: its button in the decision panel, or the action list by keyboard."""
    controller = window.controller
    before = len(controller.session.history.done)
    words = controller.menu_text(move)
    if move.subject() is not None or not _by_button(qtbot, window, words):
        window.view.setFocus()
        qtbot.keyClick(window.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
        palette = _palette(window)
        rows = [palette.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(palette.list.count())]
        assert move in rows, f"the action list offers {words!r}"
        for _ in range(rows.index(move)):
            qtbot.keyClick(palette.search, Qt.Key.Key_Down)
        assert palette.list.currentItem().data(Qt.ItemDataRole.UserRole) == move
        qtbot.keyClick(palette.search, Qt.Key.Key_Return)
    assert len(controller.session.history.done) > before, f"{words!r} was made"
    assert controller.session.history.done[before].player in (PERSON, None)


def _start_from_the_start_screen(qtbot, game_id: str) -> tuple[Flow, MainWindow]:  # noqa: ANN001
    flow = Flow()
    flow.show_start(game_id)
    screen = flow.start
    qtbot.addWidget(screen)
    screen.seed.setText(str(SEEDS.get(game_id, 5)))
    for key, value in screen.game.selfplay_options.items():  # a house rule that ends a stalled game
        box = screen.option_boxes[key]
        box.setCurrentIndex(box.findData(value))
    who = screen.rows[1].who
    who.setCurrentIndex(who.findData("easy"))
    assert who.currentText() == "Computer — Easy"
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    window = flow.main
    assert window is not None, screen.message.text()
    qtbot.addWidget(window)
    window.ask_on_close = False
    setup = window.controller.session.setup
    assert setup.bots == ("", "easy")
    assert all(setup.option(key, "") == value for key, value in window.controller.game.selfplay_options.items())
    return flow, window


@pytest.mark.parametrize("game_id", rules_games())
def test_a_person_plays_a_whole_game_against_the_computer_undoes_saves_opens_and_finishes(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:  # noqa: ANN001
    settings.set_bot_pace_ms(0)
    _flow, window = _start_from_the_start_screen(qtbot, game_id)
    game = window.controller.game
    person = bot_named("greedy")
    seen: set[str] = set()
    saved = tmp_path / f"{game_id}-against-the-computer.tabletop"
    undone = loaded = False
    moves = 0
    for moves in range(MAX_MOVES):
        _wait_for_the_person(qtbot, window)
        session = window.controller.session
        if session.is_over():
            break
        if moves == UNDO_AT and not undone:  # undo: back to the person's own last decision
            mine = [i for i, t in enumerate(session.history.done) if t.player == PERSON]
            assert mine, "the person has moved"
            back_to = mine[-1]
            computer_after = any(t.player != PERSON for t in session.history.done[back_to:])
            qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            QApplication.processEvents()
            assert len(session.history.done) <= back_to, "the person's last move is undone"
            assert session.deciding_seat() == PERSON and not window.bots.busy, "the person decides again"
            assert computer_after or len(session.history.done) == back_to
            undone = True
            continue
        if moves == SAVE_AT and not loaded:  # File > Save, then File > Open the save
            monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(saved), ""))
            qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
            assert saved.exists(), "the game was saved"
            steps = len(session.history.done)
            monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(saved), ""))
            qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
            reopened = window.controller.session
            assert reopened is not session, "the save was opened in the window"
            assert reopened.setup.bots == ("", "easy") and len(reopened.history.done) == steps
            loaded = True
            continue
        observation_key = position_key(game.view(session.state, PERSON))
        move = choose_for(game, session.state, PERSON, person, f"person:{moves}", frozenset(seen))
        seen.add(observation_key)
        _make_move(qtbot, window, move)
    session = window.controller.session
    assert undone and loaded, f"the game ended after {moves} moves, before the undo or the save"
    assert session.is_over(), f"no winner after {moves} of the person's moves"
    assert session.winner() is not None
    assert any(t.player == 1 for t in session.history.done), "the computer played"
    log = "\n".join(window.log.entries())
    assert session.history.done[-1].label in log

"""Hot-seat privacy: behind the curtain nothing changes the game, and after a pass no secret shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QPushButton

from tabletop.engine.session import Session
from tabletop.ui.main_window import MainWindow
from tests.engine.testgame import TALLY, EndTurn, PlayCard
from tests.ui.conftest import activate


@pytest.fixture
def private_window(qtbot) -> MainWindow:  # noqa: ANN001
    session = Session(TALLY, TALLY.default_setup(7))
    window = MainWindow(session, autosave=False)
    window.ask_on_close = False
    window.scene.set_viewer(0, True)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    activate(qtbot, window)
    return window


def test_the_curtain_covers_the_whole_window_in_the_next_seats_name(private_window) -> None:
    window = private_window
    window.controller.perform(EndTurn())
    assert window.curtain_shown
    assert window.curtain.geometry() == window.rect()
    assert window.curtain.title.text() == "Pass to Bob" and window.curtain.button.hasFocus()


def test_the_curtain_follows_the_window_while_it_is_down(private_window, qtbot) -> None:  # noqa: ANN001
    window = private_window
    window.controller.perform(EndTurn())
    window.resize(1200, 800)
    qtbot.waitUntil(lambda: window.curtain.geometry() == window.rect())
    window.curtain.button.click()  # up: Bob is at the screen
    assert not window.curtain_shown
    window.resize(1300, 850)  # the window changes size while the curtain is up
    window.controller.perform(EndTurn())  # and down again for Ann
    assert window.curtain_shown and window.curtain.geometry() == window.rect()
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: window.curtain.geometry() == window.rect())


def test_behind_the_curtain_no_dock_button_key_or_history_step_changes_the_game(private_window, qtbot) -> None:
    window = private_window
    controller = window.controller
    controller.perform(EndTurn())
    assert window.curtain_shown
    before = controller.state.to_json()
    steps = controller.undo_stack.index()
    buttons = [b for dock in window.findChildren(QDockWidget) if dock.widget() is not None
               for b in dock.widget().findChildren(QAbstractButton)]
    assert buttons, "the decision panel offers its buttons (disabled behind the curtain)"
    for button in buttons:
        button.click()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    for action in window._game_actions:
        action.trigger()
    first = window.history.visualRect(window.history.model().index(0, 0)).center()
    qtbot.mouseClick(window.history.viewport(), Qt.MouseButton.LeftButton, pos=first)
    assert controller.state.to_json() == before and controller.undo_stack.index() == steps
    assert window.curtain_shown


def test_after_a_pass_no_hidden_card_is_drawn_or_named(private_window) -> None:
    window = private_window
    state = window.controller.state
    mine = state.zones["p0.hand"].cards[0]
    window.preview.show_card(mine)
    assert window.preview.card_id == mine
    window.controller.perform(EndTurn())
    assert window.preview.card_id == "" and window.preview.picture.pixmap().isNull()
    window.curtain.button.click()
    assert window.scene.viewer == 1
    for card in state.zones["p0.hand"].cards:
        assert not window.scene.face_visible(card)
        assert window.scene.card_items[card].label == "Face-down card"
    for card in state.zones["p1.hand"].cards:
        assert window.scene.face_visible(card)


def test_no_curtain_when_the_same_seat_decides_again(private_window) -> None:
    window = private_window
    card = window.controller.state.zones["p0.hand"].cards[0]
    window.controller.perform(PlayCard(card, "p0.field"))
    assert not window.curtain_shown
    assert [b for b in window.prompt.findChildren(QPushButton) if b.isEnabled()]

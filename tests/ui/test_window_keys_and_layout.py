"""Standard window behaviour: Ctrl+Q quits the app from any of its windows (asking first about an
unfinished game), and the game window's size and dock layout come back from QSettings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMessageBox

from tabletop.engine.session import Session
from tabletop.ui.main_window import MainWindow
from tests.engine.testgame import TALLY, EndTurn
from tests.ui.conftest import activate


def _game_window(qtbot, remember: bool = False) -> MainWindow:  # noqa: ANN001
    window = MainWindow(Session(TALLY, TALLY.default_setup(7)), autosave=False, remember_layout=remember)
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("where", ["start screen", "deck browser"])
def test_ctrl_q_in_any_window_closes_every_window(qtbot, where: str) -> None:  # noqa: ANN001
    from tabletop.ui.decks.window import DeckBrowserWindow
    from tabletop.ui.start_screen import StartScreen

    game = _game_window(qtbot)
    game.ask_on_close = False
    game.show()
    other = StartScreen() if where == "start screen" else DeckBrowserWindow("wms")
    qtbot.addWidget(other)
    activate(qtbot, other)
    qtbot.keyClick(other, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not other.isVisible() and not game.isVisible()


def test_ctrl_q_asks_before_an_unfinished_game_goes(qtbot, monkeypatch) -> None:  # noqa: ANN001
    window = _game_window(qtbot)
    window.ask_on_close = True
    activate(qtbot, window)
    window.controller.perform(EndTurn())
    window.curtain.button.click()
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args[1]) or QMessageBox.StandardButton.Cancel)
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["Save the game?"] and window.isVisible()  # cancelled: the game stays
    window.ask_on_close = False


def test_window_size_and_docks_come_back_from_the_settings(qtbot) -> None:  # noqa: ANN001
    first = _game_window(qtbot, remember=True)
    first.ask_on_close = False
    activate(qtbot, first)
    first.resize(760, 560)  # within the offscreen screen (800x600): a restored geometry keeps to the screen
    log = next(d for d in first.findChildren(QDockWidget) if d.objectName() == "Game log")
    log.hide()
    qtbot.waitUntil(lambda: first.size().width() == 760)
    first.close()
    second = _game_window(qtbot, remember=True)
    second.ask_on_close = False
    activate(qtbot, second)
    assert (second.width(), second.height()) == (760, 560)
    again = next(d for d in second.findChildren(QDockWidget) if d.objectName() == "Game log")
    assert not again.isVisible()
    decision = next(d for d in second.findChildren(QDockWidget) if d.objectName() == "Decision")
    assert decision.isVisible()

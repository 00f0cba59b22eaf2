"""Keyboard play: every legal move is reachable from the action list (Ctrl+K), and the curtain
opens with Enter, so a game goes on with the keyboard only."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui.action_palette import ActionPalette, choices
from tabletop.ui.main_window import MainWindow
from tests.engine.testgame import TALLY, EndTurn
from tests.ui.conftest import table_window


def _window(qtbot, session: Session) -> MainWindow:  # noqa: ANN001
    return table_window(qtbot, session)


def _palette(window: MainWindow) -> ActionPalette | None:
    QApplication.processEvents()
    found = [w for w in window.findChildren(ActionPalette) if w.isVisible()]
    return found[0] if found else None


def test_the_action_list_offers_every_legal_move_and_searches(qtbot) -> None:  # noqa: ANN001
    window = _window(qtbot, Session(TALLY, TALLY.default_setup(7)))
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    palette = _palette(window)
    assert palette is not None
    legal = window.controller.legal_actions()
    assert palette.list.count() == len(legal) == len(choices(window.controller))
    qtbot.keyClicks(palette.search, "end the")
    assert palette.list.count() == 1 and palette.list.currentItem().text() == "end the turn"
    qtbot.keyClick(palette.search, Qt.Key.Key_Return)
    assert window.controller.session.history.done[-1].action == EndTurn()
    assert window.curtain_shown and _palette(window) is None
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert _palette(window) is None, "no moves can be chosen behind the curtain"


def test_the_curtain_closes_an_open_action_list_so_nothing_hidden_is_listed(qtbot) -> None:  # noqa: ANN001
    window = _window(qtbot, Session(TALLY, TALLY.default_setup(7)))
    window.open_actions()
    assert _palette(window) is not None
    window.controller.perform(EndTurn())  # a move made elsewhere (a button): the screen passes
    assert window.curtain_shown and _palette(window) is None


@pytest.mark.parametrize("game_id", ["wildstorms"])
def test_a_game_goes_on_with_the_keyboard_only(qtbot, game_id: str) -> None:  # noqa: ANN001
    game = registry.load(game_id)
    window = _window(qtbot, Session(game, game.default_setup(11)))
    chooser = random.Random(11)
    controller = window.controller
    steps = 0
    while not controller.session.is_over() and steps < 120:
        if window.curtain_shown:
            qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
            assert not window.curtain_shown
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)  # the action list or the curtain gave it back
        window.view.setFocus()
        qtbot.keyClick(window.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
        palette = _palette(window)
        assert palette is not None
        assert palette.list.count() == len(controller.legal_actions())
        for _ in range(chooser.randrange(palette.list.count())):
            qtbot.keyClick(palette.search, Qt.Key.Key_Down)
        before = len(controller.session.history.done)
        qtbot.keyClick(palette.search, Qt.Key.Key_Return)
        assert len(controller.session.history.done) > before  # the step, then any pass a person's stops make
        steps += 1
    assert steps == 120 or controller.session.is_over()


def test_a_manual_game_goes_on_with_the_keyboard_only(qtbot) -> None:  # noqa: ANN001
    from tabletop.ui.launch import new_session

    session = new_session("nitro", [], None, 5, sandbox=True)
    assert session is not None and not session.rules_on
    window = _window(qtbot, session)
    controller = window.controller
    seat = controller.deciding_seat()
    hand = controller.state.zones[f"p{seat}.hand"]
    before = len(hand.cards)
    window.open_actions()
    palette = _palette(window)
    qtbot.keyClicks(palette.search, "draw 1")
    qtbot.keyClick(palette.search, Qt.Key.Key_Return)
    assert len(hand.cards) == before + 1 and controller.session.history.done[-1].manual
    window.open_actions()
    palette = _palette(window)
    qtbot.keyClicks(palette.search, "move")
    assert palette.list.count() > 0
    qtbot.keyClick(palette.search, Qt.Key.Key_Return)
    assert len(hand.cards) == before
    window.open_actions()
    palette = _palette(window)
    qtbot.keyClicks(palette.search, "end turn")
    qtbot.keyClick(palette.search, Qt.Key.Key_Return)
    assert controller.deciding_seat() != seat

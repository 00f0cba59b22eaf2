"""A double-click whose card opens a menu (several moves) or slides away leaves no card holding
the mouse: the next press goes to the card under the pointer."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMenu

from tabletop.engine.session import Session
from tabletop.games import registry
from tests.ui.conftest import _send, table_window


def _menu_moves(window, card_id: str) -> list:  # noqa: ANN001
    return [a for a in window.controller.actions_for(card_id) if a.destination() is None]


def test_a_double_click_that_opens_a_menu_leaves_no_card_holding_the_mouse(qtbot) -> None:  # noqa: ANN001
    game = registry.load("wildstorms")
    window = table_window(qtbot, Session(game, game.default_setup(2)))
    controller, scene, view = window.controller, window.scene, window.view
    chooser = random.Random(2)
    card_id = ""
    for _ in range(400):  # play on until some card offers several moves on a double-click
        if window.curtain_shown:
            window.curtain.button.click()
        card_id = next((c for c in controller.state.cards if len(_menu_moves(window, c)) >= 2
                        and scene.card_items[c].isVisible()), "")
        if card_id:
            break
        controller.perform(chooser.choice(controller.legal_actions()))
    assert card_id, "no card with several moves on a double-click came up"
    before = len(controller.session.history.done)
    point = view.mapFromScene(scene.card_items[card_id].sceneBoundingRect().center())
    released = []

    def in_the_menu() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        if not released:  # the button comes up while the menu is open: the menu gets it
            released.append(True)
            at = QPointF(menu.mapFromGlobal(view.viewport().mapToGlobal(point)))
            QApplication.sendEvent(menu, QMouseEvent(QEvent.Type.MouseButtonRelease, at,
                                                     QPointF(view.viewport().mapToGlobal(point)),
                                                     Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton,
                                                     Qt.KeyboardModifier.NoModifier))
        qtbot.keyClick(menu, Qt.Key.Key_Down)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, in_the_menu)
    _send(view, QEvent.Type.MouseButtonPress, point, Qt.MouseButton.LeftButton)
    _send(view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)
    _send(view, QEvent.Type.MouseButtonDblClick, point, Qt.MouseButton.LeftButton)
    if not released:
        released.append(True)
        _send(view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)
    QApplication.processEvents()
    assert len(controller.session.history.done) > before, "the move chosen in the menu was made"
    assert scene.mouseGrabberItem() is None, "a card still holds the mouse after the double-click"


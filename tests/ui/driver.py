"""Drive a game on the table the way a player does: buttons, drags, double-clicks, the curtain."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication, QPushButton

from tabletop.engine.actions import Action
from tabletop.engine.locations import SPACE
from tabletop.ui.main_window import MainWindow
from tests.ui.conftest import double_click, drag


def pass_curtain(window: MainWindow) -> None:
    """If the curtain is down, the next player clicks it open."""
    if window.curtain_shown:
        window.curtain.button.click()


def item_centre(window: MainWindow, item_id: str) -> QPointF:
    scene = window.scene
    item = scene.card_items.get(item_id) or scene.token_items[item_id]
    return item.sceneBoundingRect().center()


def destination_point(window: MainWindow, destination: str) -> QPointF:
    scene = window.scene
    if destination.startswith("@"):
        return item_centre(window, destination[1:])
    if destination.startswith(SPACE):
        return scene.board.centres[destination[len(SPACE):]]
    _, rect = scene.zone_spots[destination]
    return QPointF(rect.x + rect.width - 30, rect.y + rect.height / 2)


def button_for(window: MainWindow, action: Action) -> QPushButton:
    buttons = [b for b in window.prompt.findChildren(QPushButton) if b.isVisibleTo(window.prompt)]
    words = window.controller.menu_text(action)
    matching = [b for b in buttons if b.text() == words]
    assert matching, f"no button {words!r} among {[b.text() for b in buttons]}"
    return matching[0]


def perform_by_gesture(window: MainWindow, action: Action, monkeypatch) -> None:
    """Take ``action`` through the table: its button, its drag, or a double-click.

    When a drop matches several actions the scene offers a menu; the test
    answers it by picking ``action`` (as a player would click that entry).
    """
    QApplication.processEvents()  # as between two clicks: queued shows and deletions happen
    pass_curtain(window)
    monkeypatch.setattr(window.scene, "choose_action", lambda actions: action if action in actions else None)
    before = len(window.controller.session.history.done)
    subject, destination = action.subject(), action.destination()
    if subject is None:
        button_for(window, action).click()
    elif destination:
        drag(window.view, item_centre(window, subject), destination_point(window, destination))
    else:
        double_click(window.view, item_centre(window, subject))
    assert len(window.controller.session.history.done) > before, f"the gesture for {action} did nothing"  # (then passes a stop made)

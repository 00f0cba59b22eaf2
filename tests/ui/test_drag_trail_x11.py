"""Under a real X server, a card dragged across the table and back leaves no trail: the table's
pixels grabbed from the X server after the drag are exactly those before it.

Skipped on the offscreen platform (the default suite); run it with
``xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb python -m pytest tests/ui/test_drag_trail_x11.py``.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtWidgets import QApplication

from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui.main_window import MainWindow


def _send(view, kind: QEvent.Type, point: QPoint, buttons: Qt.MouseButton) -> None:  # noqa: ANN001
    viewport = view.viewport()
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    QApplication.sendEvent(viewport, QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                                                 button, buttons, Qt.KeyboardModifier.NoModifier))


def _shot(window: MainWindow) -> QImage:
    for _ in range(10):
        QApplication.processEvents()
    viewport = window.view.viewport()
    return window.screen().grabWindow(viewport.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)


@pytest.mark.parametrize("game_id", ["wildstorms", "unmatched"])
def test_a_dragged_card_leaves_no_trail_on_a_real_display(qtbot, game_id: str) -> None:  # noqa: ANN001
    if QApplication.platformName() != "xcb":
        pytest.skip("needs a real X server (xvfb-run, QT_QPA_PLATFORM=xcb)")
    game = registry.load(game_id)
    window = MainWindow(Session(game, game.default_setup(2)), autosave=False, remember_layout=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    window.scene.set_viewer(None, False)
    controller, chooser = window.controller, random.Random(2)
    drags = []
    for _ in range(600):  # on until some card may be dragged onto another (an attack, equipment...)
        if window.curtain_shown:
            window.curtain.button.click()
        drags = [a for a in controller.legal_actions()
                 if a.subject() in controller.state.cards and (a.destination() or "").startswith("@")]
        if drags:
            break
        legal = controller.legal_actions()
        if controller.session.is_over() or not legal:
            break
        controller.perform(chooser.choice(legal))
    if not drags:
        pytest.skip("no card-on-card drag came up")
    item = window.scene.card_items[drags[0].subject()]
    target = window.scene.card_items[drags[0].destination()[1:]]
    window.statusBar().showMessage("shown first, so the table keeps its size")
    before = _shot(window)
    view = window.view
    a = view.mapFromScene(item.sceneBoundingRect().center())
    b = view.mapFromScene(target.sceneBoundingRect().center())
    _send(view, QEvent.Type.MouseButtonPress, a, Qt.MouseButton.LeftButton)
    there = [a + (b - a) * (i / 30) for i in range(1, 31)]
    for point in [*there, *reversed(there[:-1]), a]:  # over the target and back, then dropped where it was
        _send(view, QEvent.Type.MouseMove, point, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
    steps = len(controller.session.history.done)
    _send(view, QEvent.Type.MouseButtonRelease, a, Qt.MouseButton.NoButton)
    assert len(controller.session.history.done) == steps, "dropped where it started: nothing changes"
    after = _shot(window)
    assert after.size() == before.size() and after == before, "the drag left marks on the table"

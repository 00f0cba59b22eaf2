"""Helpers for table tests: real mouse gestures on the view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

from tabletop.ui.app import application


@pytest.fixture(scope="session")
def qapp_cls():
    return type(application())


@pytest.fixture(scope="session")
def qapp(qapp_args, qapp_cls):  # noqa: ANN001
    return application()


def _send(view: QGraphicsView, kind: QEvent.Type, point: QPoint, buttons: Qt.MouseButton,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    viewport = view.viewport()
    local = QPointF(point)
    event = QMouseEvent(kind, local, QPointF(viewport.mapToGlobal(point)),
                        Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton,
                        buttons, modifiers)
    QApplication.sendEvent(viewport, event)


def drag(view: QGraphicsView, start: QPointF, end: QPointF, shift: bool = False, steps: int = 6) -> None:
    """Press at scene point ``start``, move in steps, release at ``end`` (real mouse events)."""
    modifiers = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    _send(view, QEvent.Type.MouseButtonPress, a, Qt.MouseButton.LeftButton, modifiers)
    for step in range(1, steps + 1):
        point = a + (b - a) * step / steps
        _send(view, QEvent.Type.MouseMove, point, Qt.MouseButton.LeftButton, modifiers)
    _send(view, QEvent.Type.MouseButtonRelease, b, Qt.MouseButton.NoButton, modifiers)


def double_click(view: QGraphicsView, at: QPointF) -> None:
    point = view.mapFromScene(at)
    _send(view, QEvent.Type.MouseButtonPress, point, Qt.MouseButton.LeftButton)
    _send(view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)
    _send(view, QEvent.Type.MouseButtonDblClick, point, Qt.MouseButton.LeftButton)
    _send(view, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)


def activate(qtbot, window) -> None:  # noqa: ANN001
    """Show a window and make it the active one (keyboard shortcuts go to the active window)."""
    window.show()
    qtbot.waitExposed(window)
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)


@pytest.fixture(autouse=True)
def _test_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table tests also play Tally, the engine tests' small game."""
    from tabletop.games.registry import EXTRA_MODULES

    monkeypatch.setenv(EXTRA_MODULES, "tests.engine.testgame")


def table_window(qtbot, session, size: tuple[int, int] = (1280, 720)):  # noqa: ANN001, ANN201
    """A game window for a test: no autosave, no stored layout, hot-seat privacy on, shown and active."""
    from tabletop.ui.main_window import MainWindow

    window = MainWindow(session, autosave=False, remember_layout=False)
    window.ask_on_close = False
    window.scene.set_viewer(session.deciding_seat(), True)
    qtbot.addWidget(window)
    window.resize(*size)
    activate(qtbot, window)
    return window

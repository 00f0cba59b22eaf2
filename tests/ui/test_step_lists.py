"""The log and history lists follow every step, undo and redo one row at a time."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from tabletop.engine.manual import TurnCard
from tabletop.engine.session import Session
from tabletop.ui import step_lists
from tabletop.ui.main_window import MainWindow
from tests.engine.testgame import TALLY
from tests.ui.conftest import activate


@pytest.fixture
def window(qtbot):
    win = MainWindow(Session(TALLY, TALLY.default_setup(4)), autosave=False)
    win.ask_on_close = False
    qtbot.addWidget(win)
    activate(qtbot, win)
    return win


def _labels(window: MainWindow) -> list[str]:
    model = window.history.model()
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_history_rows_follow_steps_undos_redos_and_a_new_step_after_an_undo(window) -> None:
    controller, stack = window.controller, window.controller.undo_stack
    chooser = random.Random(2)
    for _ in range(6):
        controller.perform(chooser.choice(controller.legal_actions()))
    labels = _labels(window)
    assert labels[0] == "Start of the game" and len(labels) == 7
    assert labels[1:] == [stack.text(i) for i in range(6)]
    stack.undo()
    stack.undo()
    model = window.history.model()
    assert window.history.currentIndex().row() == 4
    assert model.index(6, 0).data(Qt.ItemDataRole.ForegroundRole) is not None  # undone: grey
    assert model.index(4, 0).data(Qt.ItemDataRole.ForegroundRole) is None
    card = next(iter(controller.state.cards))
    controller.manual(TurnCard(card, 90))  # replaces the two undone steps
    assert _labels(window)[1:] == [stack.text(i) for i in range(stack.count())] and len(_labels(window)) == 6
    window.history.setCurrentIndex(model.index(2, 0))  # choosing a row goes back to just after it
    assert stack.index() == 2 and len(controller.session.history.done) == 2
    assert [e.split(" ", 1)[0] for e in window.log.entries()[1:]] == ["1.", "2."]


def test_the_log_shows_the_last_steps_and_gives_them_back_on_undo(window, monkeypatch) -> None:
    monkeypatch.setattr(step_lists, "LOG_WINDOW", 5)
    controller, stack = window.controller, window.controller.undo_stack
    card = next(iter(controller.state.cards))
    for number in range(12):
        controller.manual(TurnCard(card, 90 if number % 2 == 0 else 0))
    entries = window.log.entries()
    assert len(entries) == 6 and "steps 1–7: see the History" in entries[0]
    assert [e.split(" ", 1)[0] for e in entries[1:]] == ["8.", "9.", "10.", "11.", "12."]
    for _ in range(9):
        stack.undo()
    entries = window.log.entries()
    assert "see the History" not in entries[0]
    assert [e.split(" ", 1)[0] for e in entries[1:]] == ["1.", "2.", "3."]
    for _ in range(9):
        stack.redo()
    assert [e.split(" ", 1)[0] for e in window.log.entries()[1:]] == ["8.", "9.", "10.", "11.", "12."]
    assert window.log.model().rowCount() == 6


def test_the_history_keeps_a_window_of_rows_around_the_current_step(window, monkeypatch) -> None:
    monkeypatch.setattr(step_lists, "HISTORY_WINDOW", 6)
    controller, stack = window.controller, window.controller.undo_stack
    card = next(iter(controller.state.cards))
    for number in range(15):
        controller.manual(TurnCard(card, 90 if number % 2 == 0 else 0))
    model = window.history.model()
    assert model.rowCount() == 7  # the start, then steps 10-15
    assert model.index(1, 0).data().startswith("… ")
    stack.setIndex(3)  # a jump far back: the window moves there
    assert model.rowCount() <= 7
    assert model.position_of(window.history.currentIndex().row()) == 3
    window.history.setCurrentIndex(model.index(0, 0))  # the first row is always the start
    assert stack.index() == 0 and not controller.session.history.done
    stack.setIndex(15)
    assert model.position_of(window.history.currentIndex().row()) == 15
    assert [model.index(row, 0).data(Qt.ItemDataRole.ForegroundRole) for row in range(1, model.rowCount())] \
        == [None] * (model.rowCount() - 1)


def test_a_log_line_longer_than_the_dock_is_wide_wraps_into_a_taller_row(window, qtbot) -> None:
    controller = window.controller
    card = next(iter(controller.state.cards))
    for number in range(40):  # more rows than the dock shows
        controller.manual(TurnCard(card, 90 if number % 2 == 0 else 0))
    log = window.log
    dock = log.parentWidget()
    while dock is not None and dock.parentWidget() is not window:
        dock = dock.parentWidget()
    for width in (400, 150):  # the window's docks made wide, then narrow: rows are measured again
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        qtbot.waitUntil(lambda width=width: abs(log.columnWidth(0) - log.viewport().width()) <= 1)
        qtbot.wait(50)  # the delayed layout the resize asked for
        metrics, column = log.fontMetrics(), log.columnWidth(0)
        model = log.model()
        wrapped = 0
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            lines = index.data().split("\n")
            if any(metrics.horizontalAdvance(line) > column for line in lines):
                wrapped += 1
                assert log.visualRect(index).height() >= (len(lines) + 1) * metrics.lineSpacing(), index.data()
        last = log.visualRect(model.index(model.rowCount() - 1, 0))
        assert log.viewport().rect().contains(last.bottomLeft())  # the newest step is still in sight
        if width == 150:
            assert wrapped  # the narrow dock did wrap some line
    log.verticalScrollBar().setValue(0)  # the reader scrolls up to read an old step: it stays in sight
    window.resizeDocks([dock], [300], Qt.Orientation.Horizontal)
    qtbot.wait(50)
    assert log.verticalScrollBar().value() == 0

"""The log and history lists follow every step, undo and redo one row at a time."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from tabletop.engine.manual import TurnCard
from tabletop.engine.session import Session
from tabletop.ui import log_rows, step_lists
from tabletop.ui.launch import new_session
from tabletop.ui.launch_screenshot import play_random_steps
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


def test_a_wrapped_log_line_hangs_under_its_own_words(window) -> None:
    """The step's continuation lines start under its words (after ``12. ``), an explanation's
    under the step's words and further in, never back at the left edge."""
    font = window.log.font()
    text = ("12. Player 1: Tactical retreat: lose the Fight, discard the hand, draw five cards\n"
            "    Player 1 loses the Fight (a tactical retreat) and Chapter Master loses a Wound")
    step, explanation = log_rows.lay_out(text, 220, font).layouts
    words = QFontMetricsF(font).horizontalAdvance("12. ")
    assert step.lineCount() >= 2 and explanation.lineCount() >= 2
    assert step.lineAt(0).x() < words <= step.lineAt(1).x() + 3
    assert explanation.lineAt(0).x() > step.lineAt(1).x()
    assert explanation.lineAt(1).x() > explanation.lineAt(0).x()
    top = [line.y() for layout in (step, explanation) for line in (layout.lineAt(n) for n in range(layout.lineCount()))]
    assert top == sorted(top) and len(set(top)) == len(top)  # one line under another, none on another


def test_the_log_paints_the_lines_it_measured(qtbot) -> None:
    """What the log paints is each row's text with its line breaks (the item option's text has
    them turned into line separators, which would hang every explanation under the step)."""
    session = new_session("wms", [], None, 1, sandbox=False, variant="", players=None)
    assert session is not None
    play_random_steps(session, 30, 1)
    win = MainWindow(session, autosave=False)
    win.ask_on_close = False
    qtbot.addWidget(win)
    activate(qtbot, win)
    log = win.log
    model = log.model()
    shown = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert any("\n" in text for text in shown)  # steps explained on lines under them
    painted: list[str] = []
    real = log_rows.lay_out
    log.itemDelegate()._kept.clear()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(log_rows, "lay_out", lambda text, width, font: painted.append(text) or real(text, width, font))
        log.viewport().repaint()
    assert painted and set(painted) <= set(shown)

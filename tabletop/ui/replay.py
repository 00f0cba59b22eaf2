"""The replay viewer: step through a saved game from its first step to its last, read-only.

It loads its own copy of the save and moves that copy's history (undo/redo of the
recorded steps), so the file and any open game are never changed. Hidden cards stay
hidden: the table is seen by one seat at a time, and by everyone only once the
game is over. The moment shown can be exported as a position file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSlider,
    QToolBar,
)

from tabletop.engine.position_export import export_position
from tabletop.engine.session import Session
from tabletop.ui.app import quit_keys
from tabletop.ui.controller import GameController
from tabletop.ui.step_lists import GameLog
from tabletop.ui.table.scene import TableScene
from tabletop.ui.table.view import TableView

EVERYONE = -1


class ReplayWindow(QMainWindow):
    """A saved game, shown step by step: first / previous / next / last and a slider."""

    def __init__(self, session: Session, path: Path | None = None) -> None:
        super().__init__()
        quit_keys(self)
        self.path = path
        self.controller = GameController(session, self)
        self.steps = self.controller.undo_stack.count()
        self.finished = session.is_over()
        self.scene = TableScene(self.controller)
        self.view = TableView(self.scene)
        self.view.setInteractive(False)  # a replay is looked at, never played
        self.setCentralWidget(self.view)
        self.log = GameLog(self.controller)
        dock = QDockWidget("Game log", self)
        dock.setObjectName("replay_log")
        dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self._build_controls()
        title = path.name if path is not None else self.controller.game.name
        self.setWindowTitle(f"Replay — {title} — tabletop")
        self.go(0)

    # -- controls ----------------------------------------------------------------------------
    def _build_controls(self) -> None:
        bar = QToolBar("Replay", self)
        bar.setObjectName("replay_controls")
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
        for text, keys, slot in (
            ("◀◀ First", QKeySequence(Qt.Key.Key_Home), lambda: self.go(0)),
            ("◀ Previous", QKeySequence(Qt.Key.Key_Left), lambda: self.go(self.at - 1)),
            ("Next ▶", QKeySequence(Qt.Key.Key_Right), lambda: self.go(self.at + 1)),
            ("Last ▶▶", QKeySequence(Qt.Key.Key_End), lambda: self.go(self.steps)),
        ):
            action = bar.addAction(text, slot)
            action.setShortcut(keys)
            action.setToolTip(f"{text.split(' ', 1)[-1]} ({keys.toString()})")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.steps)
        self.slider.setAccessibleName("Step of the game")
        self.slider.valueChanged.connect(self.go)
        bar.addWidget(self.slider)
        self.where = QLabel()
        self.where.setMinimumWidth(260)
        bar.addWidget(self.where)
        self.seen_by = QComboBox()
        self.seen_by.setAccessibleName("Whose view of the table")
        if self.finished:
            self.seen_by.addItem("Every card (the game is over)", EVERYONE)
        for seat, player in enumerate(self.controller.state.players):
            self.seen_by.addItem(f"Seen by {player.name}", seat)
        self.seen_by.currentIndexChanged.connect(self._look)
        bar.addWidget(self.seen_by)
        bar.addAction("Export this moment…", self.export_dialog)
        self._look()

    def _look(self) -> None:
        seat = self.seen_by.currentData()
        if seat == EVERYONE:
            self.scene.set_viewer(None, False)
        else:
            self.scene.set_viewer(int(seat), True)

    # -- moving ----------------------------------------------------------------------------
    @property
    def at(self) -> int:
        return self.controller.undo_stack.index()

    def go(self, step: int) -> None:
        """Show the game after ``step`` of its steps (0 = the start)."""
        step = max(0, min(self.steps, int(step)))
        if step != self.at:
            self.controller.undo_stack.setIndex(step)
        if self.slider.value() != step:
            self.slider.setValue(step)
        done = self.controller.session.history.done
        label = done[step - 1].label if step else "the start"
        self.where.setText(f"Step {step} of {self.steps}: {label}")

    # -- export ----------------------------------------------------------------------------
    def export_dialog(self) -> None:
        chosen, _ = QFileDialog.getSaveFileName(self, "Export position", "position.yaml", "Position files (*.yaml)")
        if chosen:
            self.export_to(Path(chosen))

    def export_to(self, path: Path) -> bool:
        if not path.suffix:
            path = path.with_suffix(".yaml")
        try:
            export_position(self.controller.session, path, f"{self.controller.game.name}, step {self.at}")
        except OSError as error:
            QMessageBox.warning(self, "Could not export", f"{path.name} could not be written: {error.strerror}.")
            return False
        self.statusBar().showMessage(f"Exported step {self.at} to {path.name}", 4000)
        return True

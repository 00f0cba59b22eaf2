"""The bridge between one engine Session and the Qt widgets.

Every change goes through here: rules actions (``perform``), manual overrides
(``manual``), undo and redo. Each engine transaction becomes one command on
a QUndoStack, so the Edit menu, Ctrl+Z / Ctrl+Shift+Z and the history view all
drive the engine's own history. Listeners get a ``changed`` signal carrying
the engine's change report.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tabletop.engine.game import Action, IllegalAction
from tabletop.engine.session import Session
from tabletop.engine.transaction import Builder, Changes, Transaction


class _StepCommand(QUndoCommand):
    """One engine transaction on the Qt undo stack (already applied when pushed)."""

    def __init__(self, controller: GameController, transaction: Transaction):
        prefix = "by hand · " if transaction.manual else ""
        super().__init__(prefix + transaction.label)
        self._controller = controller
        self._skip_first_redo = True

    def redo(self) -> None:
        if self._skip_first_redo:
            self._skip_first_redo = False
            return
        self._controller._emit(self._controller.session.redo())

    def undo(self) -> None:
        self._controller._emit(self._controller.session.undo())


class GameController(QObject):
    changed = Signal(object)  # Changes
    message = Signal(str)  # a sentence for the status bar

    def __init__(self, session: Session, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(0)  # unlimited
        self._mirror_history()

    # -- reading -----------------------------------------------------------
    @property
    def game(self):  # noqa: ANN201 - the engine Game
        return self.session.game

    @property
    def state(self):  # noqa: ANN201 - the engine State
        return self.session.state

    @property
    def rules_on(self) -> bool:
        return self.session.game.has_rules and not self.session.setup.manual

    def legal_actions(self) -> list[Action]:
        return self.session.legal_actions() if self.rules_on else []

    def actions_for(self, subject: str) -> list[Action]:
        return [a for a in self.legal_actions() if a.subject() == subject]

    # -- changing --------------------------------------------------------------
    def perform(self, action: Action) -> bool:
        """Apply a rules action; on refusal say why in the status bar and change nothing."""
        try:
            changes = self.session.perform(action)
        except IllegalAction as error:
            self.message.emit(error.reason)
            return False
        self._pushed(changes)
        return True

    def manual(self, label: str, change: Callable[[Builder], None], player: int | None = None) -> bool:
        """A manual change (marked in the log), undoable like every step."""
        if player is None:
            player = self.session.game.deciding_player(self.session.state)
        try:
            changes = self.session.manual(label, player, change)
        except (ValueError, KeyError, IndexError) as error:
            self.message.emit(f"That cannot be done: {error}")
            return False
        if changes:
            self._pushed(changes)
        return bool(changes)

    def _pushed(self, changes: Changes) -> None:
        self.undo_stack.push(_StepCommand(self, self.session.history.done[-1]))
        self._emit(changes)

    def _emit(self, changes: Changes) -> None:
        self.changed.emit(changes)

    def _mirror_history(self) -> None:
        """Put a loaded session's history (done and undone) on the undo stack."""
        history = self.session.history
        position = len(history.done)
        if not history.done and not history.undone:
            return
        self.session.redo_all()
        self.undo_stack.blockSignals(True)
        for transaction in history.done:
            self.undo_stack.push(_StepCommand(self, transaction))
        self.undo_stack.setIndex(position)
        self.undo_stack.blockSignals(False)
        self.undo_stack.setClean()

"""The bridge between one engine Session and the Qt widgets.

Every change goes through here: rules actions (``perform``), manual overrides
(``manual``), undo and redo. Each engine transaction becomes one command on
a QUndoStack, so the Edit menu, Ctrl+Z / Ctrl+Shift+Z and the history view all
drive the engine's own history. Listeners get a ``changed`` signal carrying
the engine's change report.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.manual import ManualMove
from tabletop.engine.session import Session
from tabletop.engine.transaction import Changes, Transaction


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
        return self.session.rules_on

    def deciding_seat(self) -> int:
        return self.session.deciding_seat()

    def legal_actions(self) -> list[Action]:
        return self.session.legal_actions()

    def actions_for(self, subject: str) -> list[Action]:
        return [a for a in self.legal_actions() if a.subject() == subject]

    def menu_text(self, action: Action) -> str:
        """An action's words for a menu entry or a button."""
        return self.game.menu_text(self.state, action)

    # -- changing --------------------------------------------------------------
    def perform(self, action: Action) -> bool:
        """Apply a rules action; on refusal say why in the status bar and change nothing."""
        try:
            changes = self.session.perform(action)
        except IllegalAction as error:
            self.message.emit(error.reason)
            return False
        self.undo_stack.push(_StepCommand(self, self.session.history.done[-1]))
        self._emit(self._routine_answers(changes))
        return True

    def _passed_for_a_person(self) -> bool:
        """Whether a person decides now and their stops would answer for them (never a stop of theirs)."""
        return (self.rules_on and not self.session.setup.bot_at(self.deciding_seat())
                and self.game.routine_answer(self.state) is not None)

    def _routine_answers(self, changes: Changes) -> Changes:
        """The answers a person's own stops give for them (never for a computer seat), each a step
        of its own; the table hears of them together, so no curtain rises for a pass made for you."""
        setup = self.session.setup
        while self.rules_on and not setup.bot_at(self.deciding_seat()):
            action = self.game.routine_answer(self.state)
            if action is None:
                break
            changes.merge(self.session.perform(action))
            self.undo_stack.push(_StepCommand(self, self.session.history.done[-1]))
        return changes

    def manual(self, move: ManualMove, seat: int | None = None) -> bool:
        """A step made by hand (marked in the log), undoable like every step."""
        try:
            changes = self.session.manual(move, seat)
        except (ValueError, KeyError, IndexError) as error:
            self.message.emit(f"That cannot be done: {error}")
            return False
        if changes:
            self._pushed(changes)
        return bool(changes)

    # -- undo with computer seats -----------------------------------------------------
    def undo_turn(self) -> None:
        """Undo; with computer seats, back to the last decision a person made (the bots' moves after it too)."""
        setup = self.session.setup
        if not setup.bots:
            self.undo_stack.undo()
        while self.undo_stack.canUndo() and setup.bots:
            last = self.session.history.done[-1]
            self.undo_stack.undo()
            by_person = last.player is None or not setup.bot_at(last.player)
            if by_person and not setup.bot_at(self.deciding_seat()):
                break
        while self.undo_stack.canUndo() and self._passed_for_a_person():
            self.undo_stack.undo()  # a pass the person's stops made goes back with the step before it

    def redo_turn(self) -> None:
        """Redo; with computer seats, a person's step and the bots' moves that answered it."""
        self.undo_stack.redo()
        while self.undo_stack.canRedo() and self._passed_for_a_person():
            self.undo_stack.redo()
        setup = self.session.setup
        while setup.bots and self.undo_stack.canRedo():
            following = self.session.history.undone[-1]
            if following.player is None or not setup.bot_at(following.player):
                break
            self.undo_stack.redo()

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

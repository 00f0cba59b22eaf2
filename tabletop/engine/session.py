"""A game being played: its rules, setup, state and history, in one object.

The UI, the command line and the tests all drive games through a Session:
``perform(action)`` for a rules step, ``manual(...)`` for an override, and
``undo()``/``redo()``. Each returns the :class:`Changes` it made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.game import Action, Game, IllegalAction, Setup
from tabletop.engine.history import History
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder, Changes, Transaction


class Session:
    def __init__(self, game: Game, setup: Setup, state: State | None = None):
        self.game = game
        self.setup = setup
        self.state = state if state is not None else game.setup(setup)
        self.initial: dict[str, Any] = self.state.to_json()
        self.history = History(self.state)

    # -- reading -----------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.setup.manual:
            return []
        return self.game.legal_actions(self.state)

    def winner(self) -> int | None:
        return self.game.winner(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def transactions(self) -> list[Transaction]:
        return self.history.done

    # -- changing ------------------------------------------------------------
    def perform(self, action: Action) -> Changes:
        """Apply a rules action; IllegalAction (state untouched) when it is not allowed."""
        if self.setup.manual:
            raise IllegalAction("This game is in manual mode: move the cards yourselves.")
        if self.game.is_over(self.state):
            raise IllegalAction("The game is over.")
        transaction = self.game.apply(self.state, action)
        return self.history.record(transaction)

    def manual(self, label: str, player: int | None, change: Callable[[Builder], None]) -> Changes:
        """A manual change (an override of the rules), recorded and undoable like any step."""
        with Builder(self.state, label, player, manual=True) as step:
            change(step)
        assert step.transaction is not None
        if not step.transaction.ops:
            return Changes()
        return self.history.record(step.transaction)

    def undo(self) -> Changes:
        return self.history.undo() if self.history.can_undo else Changes()

    def redo(self) -> Changes:
        return self.history.redo() if self.history.can_redo else Changes()

    def undo_all(self) -> Changes:
        return self.history.go_to(0)

    def redo_all(self) -> Changes:
        return self.history.go_to(len(self.history.done) + len(self.history.undone))

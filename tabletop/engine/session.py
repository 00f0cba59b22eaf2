"""A game being played: its rules, setup, state and history, in one object.

The UI, the command line, the bots and the tests all drive games through a
Session: ``perform(action)`` for a rules step, ``manual(move)`` for a step made
by hand (a :class:`~tabletop.engine.manual.ManualMove`), and ``undo()``/``redo()``.
Each returns the :class:`Changes` it made.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.game import Game, Setup
from tabletop.engine.history import History
from tabletop.engine.manual import ManualMove
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
    @property
    def rules_on(self) -> bool:
        return self.game.has_rules and not self.setup.manual

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.state) if self.rules_on else []

    def winner(self) -> int | None:
        return self.game.winner(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def deciding_seat(self) -> int:
        return self.game.deciding_seat(self.state)

    @property
    def transactions(self) -> list[Transaction]:
        return self.history.done

    # -- changing ------------------------------------------------------------
    def perform(self, action: Action) -> Changes:
        """Apply a rules action; IllegalAction (state untouched) when it is not allowed."""
        if isinstance(action, ManualMove):
            return self.manual(action)
        game = self.game
        if game.rules is None or self.setup.manual:  # not rules_on
            raise IllegalAction("This game is in manual mode: move the cards yourselves.")
        if game.is_over(self.state):
            raise IllegalAction("The game is over.")
        return self.history.record(game.apply(self.state, action))

    def manual(self, move: ManualMove, seat: int | None = None) -> Changes:
        """A step made by hand (an override of the rules), recorded and undoable like any step.

        ValueError, KeyError or IndexError (state untouched) when it cannot be done.
        Its label names only the cards everyone could see, before or after it.
        """
        state = self.state
        seat = self.game.deciding_seat(state) if seat is None else seat
        shown = {card for card in move.cards() if card in state.cards and self.game.card_visible(state, None, card)}
        with Builder(state, "", seat, action=move, manual=True) as step:
            move.do(step)
            shown |= {card for card in move.cards() if move.reveals or self.game.card_visible(state, None, card)}
            step.label = move.words(state, lambda card: self.game.card_label(state, card)
                                    if card in shown else "a face-down card")
        assert step.transaction is not None
        if not step.transaction.ops:
            return Changes()
        return self.history.record(step.transaction)

    def replay(self, transaction: Transaction) -> Changes:
        """Make the step a recorded transaction made (its action, by the rules or by hand)."""
        action = transaction.action
        if action is None:
            raise IllegalAction("no action recorded")
        if isinstance(action, ManualMove):
            return self.manual(action, transaction.player)
        return self.perform(action)

    def undo(self) -> Changes:
        return self.history.undo() if self.history.can_undo else Changes()

    def redo(self) -> Changes:
        return self.history.redo() if self.history.can_redo else Changes()

    def undo_all(self) -> Changes:
        return self.history.go_to(0)

    def redo_all(self) -> Changes:
        return self.history.go_to(len(self.history.done) + len(self.history.undone))

"""Unlimited undo and redo of transactions.

Undo reverts a transaction's ops in reverse order; redo re-applies the
recorded ops (no rules are re-run and no random numbers re-drawn). A new
transaction clears the redo stack. Memory grows with the ops recorded, never
with the size of the state.
"""

from __future__ import annotations

from tabletop.engine.state import State
from tabletop.engine.transaction import Changes, Transaction, apply_ops, revert_ops


class History:
    def __init__(self, state: State):
        self.state = state
        self.done: list[Transaction] = []
        self.undone: list[Transaction] = []  # most recently undone last

    def record(self, transaction: Transaction) -> Changes:
        """Record a transaction that has already been applied to the state."""
        self.done.append(transaction)
        self.undone.clear()
        return Changes.of(transaction.ops)

    @property
    def can_undo(self) -> bool:
        return bool(self.done)

    @property
    def can_redo(self) -> bool:
        return bool(self.undone)

    def undo(self) -> Changes:
        transaction = self.done.pop()
        revert_ops(self.state, transaction.ops)
        self.undone.append(transaction)
        return Changes.of(transaction.ops)

    def redo(self) -> Changes:
        transaction = self.undone.pop()
        apply_ops(self.state, transaction.ops)
        self.done.append(transaction)
        return Changes.of(transaction.ops)

    def go_to(self, position: int) -> Changes:
        """Undo or redo until ``position`` transactions are done."""
        changes = Changes()
        total = len(self.done) + len(self.undone)
        position = max(0, min(position, total))
        while len(self.done) > position:
            changes.merge(self.undo())
        while len(self.done) < position:
            changes.merge(self.redo())
        return changes

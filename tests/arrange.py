"""Arranging a test position by hand: a labelled, undoable step of raw changes.

Tests use this to set up a moment that no legal sequence reaches quickly. The
step is recorded in the history like a manual step (so undo tests cover it),
but it carries no action, so it is not replayed from a save.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.session import Session
from tabletop.engine.transaction import Builder


def arrange(session: Session, label: str, seat: int | None, change: Callable[[Builder], Any]) -> None:
    with Builder(session.state, label, seat, manual=True) as step:
        change(step)
    assert step.transaction is not None
    if step.transaction.ops:
        session.history.record(step.transaction)

"""Every scenario ends by undoing its whole history: the starting state must come back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .helpers import CREATED


@pytest.fixture(autouse=True)
def undo_restores_every_scenario() -> Iterator[None]:
    CREATED.clear()
    yield
    for session in CREATED:
        final = session.state.to_json()
        steps = len(session.history.done)
        session.undo_all()
        assert session.state.to_json() == session.initial, "undo of the whole scenario"
        session.history.go_to(steps)
        assert session.state.to_json() == final and len(session.history.done) == steps
    CREATED.clear()

"""Saves written before the shared rules framework (format 1) still open.

They are read by making their recorded steps again with today's rules; the
cards, tokens and turn reached must be those the file recorded, and the
undone steps must stay available to redo.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.persistence import SaveError, load_session
from tabletop.games import registry

SAVES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


@pytest.mark.parametrize(("game_id", "done", "undone"), [("wms", 68, 0), ("unmatched", 40, 3)])
def test_a_format_1_save_opens_with_its_history(game_id: str, done: int, undone: int) -> None:
    session = load_session(SAVES / f"{game_id}-format1.tabletop", registry.load)
    assert (len(session.history.done), len(session.history.undone)) == (done, undone)
    reached = session.state.to_json()
    session.redo_all()
    session.undo_all()
    assert session.state.to_json() == session.initial
    session.history.go_to(done)
    assert session.state.to_json() == reached


def test_a_wildstorms_format_1_save_names_the_rule_that_changed() -> None:
    """WildStorms now asks every opponent after each step (plot twists as printed), so a
    format 1 game cannot be made again step by step: one clear message, no traceback."""
    with pytest.raises(SaveError) as caught:
        load_session(SAVES / "wildstorms-format1.tabletop", registry.load)
    message = str(caught.value)
    assert "save format 1" in message and "step 7" in message and "Play a plot twist, or pass" in message

"""A whole WCW Nitro match played on the table with mouse gestures, no manual tool touched."""

from __future__ import annotations

from tabletop.engine.manual import ManualMove
from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup
from tabletop.ui.main_window import MainWindow
from tests.games.shipped import shipped
from tests.ui.conftest import activate
from tests.ui.driver import perform_by_gesture
from tests.ui.test_games_on_table import choose

AGGRESSIVE = ("StartInRing", "PlayMove", "PlayCard", "SendBack", "ChooseCard", "PutBack", "NameCard", "Decline",
              "EndTurn")


def test_a_whole_match_with_the_mouse(qtbot, monkeypatch) -> None:
    game = shipped("nitro")
    session = Session(game, new_setup(game, 5, variant="match"))
    window = MainWindow(session, autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.resize(1500, 950)
    activate(qtbot, window)
    state = window.controller.state
    kinds = set()
    for _ in range(1500):
        if window.controller.session.is_over():
            break
        action = choose(window.controller.legal_actions(), *AGGRESSIVE)
        kinds.add(type(action).__name__)
        perform_by_gesture(window, action, monkeypatch)
        assert window.scene.mouseGrabberItem() is None, f"after {action} a card still holds the mouse"
    assert window.controller.session.is_over(), "the match ends by itself"
    scores = [state.data["p0.match_points"], state.data["p1.match_points"]]
    assert max(scores) >= 3 and scores[window.controller.session.winner()] >= 3
    assert state.data["round"] >= 2 or max(scores) == 3 and min(scores) == 0
    assert {"PlayMove", "PlayCard", "EndTurn"} <= kinds, "drags onto the ring and the corner, and the buttons"
    assert not any(isinstance(step.action, ManualMove) for step in window.controller.session.history.done)
    assert "wins the match" in game.prompt(state)

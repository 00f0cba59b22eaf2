"""A person's stops on the table: a pass made for them is a step of its own, no curtain stays up
for it, and Ctrl+Z takes it back together with the step it answered."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from tabletop import paths
from tabletop.engine.position_file import read_position
from tabletop.engine.session import Session
from tabletop.engine.values import freeze
from tabletop.games import registry
from tabletop.games.wildstorms.actions import PassWindow, Recruit
from tabletop.ui.main_window import MainWindow
from tests.ui.conftest import activate


def test_a_pass_made_by_a_stop_raises_no_curtain_and_undoes_with_its_step(qtbot) -> None:
    position = read_position(paths.cards_dir() / "wildstorms" / "positions" / "twist_in_opponents_recruit.yaml",
                             registry.load)
    state = position.state
    state.data["options"] = freeze({**state.data["options"], "stops_1": "phase", "stops_2": "phase"})
    setup = dataclasses.replace(position.setup, options=state.data["options"])
    window = MainWindow(Session(position.game, setup, state), autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.resize(1500, 950)
    activate(qtbot, window)
    window._open_curtain()
    lonely = next(c for c in state.zones["p0.hand"].cards if state.cards[c].definition == "lonely")
    before = state.to_json()
    assert window.controller.perform(Recruit(lonely, "p0.rear"))
    done = window.controller.session.history.done
    assert [type(step.action) for step in done[-2:]] == [Recruit, PassWindow]
    assert done[-1].label == "Bob plays no plot twist" and done[-1].player == 1
    assert state.decision is None and not window.curtain_shown
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state.to_json() == before and not window.curtain_shown
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(window.controller.session.history.done) == 2 and state.decision is None

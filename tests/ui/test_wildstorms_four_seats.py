"""A four-seat WildStorms free-for-all started from the start screen and played on the table as a
new user would: names typed, a seat moved, then every step by its button or a drag, the hot-seat
curtain opened for each player in turn; the teamwork round before the combats is answered by the
other players at the table."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QApplication

from tabletop.ui.launch import Flow
from tests.ui.conftest import activate
from tests.ui.driver import pass_curtain, perform_by_gesture

ORDER = ("KeepHand", "ChooseBattlesite", "DrawCards", "DeclareTeamwork", "LendLeadership", "DeclareAttack",
         "DoneDeclaring", "PassTeamwork", "Recruit", "PlayCombatCard", "PassCombat", "PassWindow", "NextPhase",
         "DiscardCard", "AnswerOffer", "Redraw")


def _choose(actions):  # noqa: ANN001, ANN202
    for name in ORDER:
        for action in actions:
            if type(action).__name__ == name:
                return action
    return actions[0]


def _shot(window, name: str) -> None:  # noqa: ANN001
    """With TABLETOP_SHOTS set, keep a picture of the window (to look at, not to compare)."""
    folder = os.environ.get("TABLETOP_SHOTS")
    if folder:
        QApplication.processEvents()
        window.grab().save(str(Path(folder) / name))


def test_a_four_seat_free_for_all_played_on_the_table(qtbot, monkeypatch) -> None:
    flow = Flow()
    flow.show_start("wildstorms")
    screen = flow.start
    assert screen is not None
    screen.variant.setCurrentIndex(screen.variant.findData("ffa"))
    screen.player_count.setValue(4)
    for row, name in zip(screen.rows, ("Ann", "Bob", "Cy", "Dee"), strict=True):
        row.name.setText(name)
    screen.rows[3].up.click()  # Dee takes the third seat
    screen.seed.setText("4")
    screen.start_button.click()
    window = flow.windows[-1]
    window.ask_on_close = False
    window.autosave_enabled = False
    qtbot.addWidget(window)
    window.resize(1500, 950)
    activate(qtbot, window)
    controller = window.controller
    setup = controller.session.setup
    assert setup.variant == "ffa" and [p.name for p in setup.players] == ["Ann", "Bob", "Dee", "Cy"]
    banners = [b.text() for b in window.scene._banners]
    assert len(banners) == 3, "each other seat's field is named"
    seen: dict[str, int] = {}
    helpers_asked: set[int] = set()
    turns: list[int] = []
    for _ in range(1200):
        state = controller.state
        if controller.session.is_over() or len(turns) >= 8:
            break
        if state.phase == "Draw" and (not turns or turns[-1] != state.active_player):
            turns.append(state.active_player)
        if state.decision is not None and state.decision["kind"] == "teamwork":
            helpers_asked.add(int(state.decision["seat"]))
            if len(helpers_asked) == 1:
                pass_curtain(window)
                _shot(window, "teamwork-round.png")
        action = _choose(controller.legal_actions())
        perform_by_gesture(window, action, monkeypatch)
        seen[type(action).__name__] = seen.get(type(action).__name__, 0) + 1
    pass_curtain(window)
    _shot(window, "four-seats-1500x950.png")
    window.resize(1280, 720)
    _shot(window, "four-seats-1280x720.png")
    assert len(turns) >= 5 and set(turns) == {0, 1, 2, 3}, turns
    assert turns[:4] == [(turns[0] + k) % 4 for k in range(4)], "turns go round the table in seat order"
    assert seen.get("DeclareAttack") and seen.get("Recruit"), seen
    assert helpers_asked - {turns[-1]}, ("other players were asked about teamwork before the combats", seen)
    log = "\n".join(window.log.entries())
    assert "puts an attack marker on" in log
    markers = [c for c in controller.state.cards.values() if c.counters.get("attack")]
    assert markers, "attack markers lie on characters that have not used their attack"
    for opened in flow.windows:
        opened.ask_on_close = False
        opened.autosave_enabled = False

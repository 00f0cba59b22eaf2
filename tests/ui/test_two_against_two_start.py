"""Two against two started from the start screen: four seats in two teams whose turns alternate."""

from __future__ import annotations

import random

from tabletop.ui.launch import Flow


def test_a_two_against_two_game_starts_from_the_start_screen_and_the_teams_alternate(qtbot) -> None:
    flow = Flow()
    flow.show_start("unmatched")
    screen = flow.start
    assert screen is not None
    screen.variant.setCurrentIndex(screen.variant.findData("2v2"))
    assert screen.player_count.value() == 4 and len(screen.rows) == 4
    assert [row.team.currentText() for row in screen.rows] == ["Team A", "Team B", "Team A", "Team B"]
    assert all(row.team.isVisibleTo(row) for row in screen.rows)
    for row, name in zip(screen.rows, ("Ann", "Bob", "Cara", "Dan"), strict=True):
        row.name.setText(name)
    decks = {row.chosen().deck.name for row in screen.rows}
    assert len(decks) == 4, "each seat has its own hero deck"
    boards = screen.option_boxes["battlefield"]
    screen.seed.setText("11")
    boards.setCurrentIndex(boards.findData("sunken_abbey"))  # two start spaces only
    screen.start_button.click()
    assert flow.windows == [] and "has start spaces for 2 players, not 4" in screen.message.text()
    boards.setCurrentIndex(boards.findData("thornhold_keep"))
    screen.start_button.click()
    assert len(flow.windows) == 1
    window = flow.windows[0]
    window.ask_on_close = False
    window.autosave_enabled = False
    qtbot.addWidget(window)
    controller = window.controller
    setup = controller.session.setup
    assert setup.variant == "2v2" and setup.teams == ((0, 2), (1, 3))
    assert [p.name for p in setup.players] == ["Ann", "Bob", "Cara", "Dan"]
    banners = [b.text() for b in window.scene._banners]
    assert len(banners) == 3 and all(" · Team " in b for b in banners)
    game = controller.game
    team_of = {seat: team for team, seats in enumerate(setup.teams) for seat in seats}
    chooser = random.Random(11)
    turns: list[int] = []
    for _ in range(2000):
        state = controller.state
        if game.is_over(state) or len(turns) >= 9:
            break
        if state.data.get("started") and (not turns or state.turn != len(turns)):
            turns.append(state.active_player)
        controller.perform(chooser.choice(game.legal_actions(state)))
    assert len(turns) >= 8, f"only {len(turns)} turns were played"
    assert all(team_of[a] != team_of[b] for a, b in zip(turns, turns[1:], strict=False)), turns  # A, B, A, B...
    assert turns[:4] == [(turns[0] + k) % 4 for k in range(4)], "seats take their turns in order"
    for opened in flow.windows:
        opened.ask_on_close = False
        opened.autosave_enabled = False

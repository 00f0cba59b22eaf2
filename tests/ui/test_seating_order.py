"""The start screen's seating order: with three or more seats a player can be moved a seat
earlier or everyone seated at random; names, who plays, decks and teams move with the player."""

from __future__ import annotations

import random

from tabletop.ui.start_screen import StartScreen


def _screen(qtbot, variant: str, players: int) -> StartScreen:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.select_game("wildstorms")
    screen.variant.setCurrentIndex(screen.variant.findData(variant))
    screen.player_count.setValue(players)
    for row, name in zip(screen.rows, ("Ann", "Bob", "Cy", "Dee"), strict=False):
        row.name.setText(name)
    return screen


def test_two_seats_offer_no_seating_order(qtbot) -> None:
    screen = _screen(qtbot, "standard", 2)
    assert not any(row.up.isVisibleTo(screen) for row in screen.rows)
    assert not screen.shuffle_seats.isVisibleTo(screen)


def test_a_player_moves_a_seat_earlier_with_their_deck(qtbot) -> None:
    screen = _screen(qtbot, "ffa", 3)
    assert all(row.up.isVisibleTo(screen) for row in screen.rows)
    assert not screen.rows[0].up.isEnabled()
    decks = [row.chosen().deck.name for row in screen.rows]
    screen.rows[2].who.setCurrentIndex(1)  # Cy is the computer
    screen.rows[2].up.click()
    setup = screen.setup()
    assert setup is not None
    assert [p.name for p in setup.players] == ["Ann", "Cy", "Bob"]
    assert [p.deck.name for p in setup.players] == [decks[0], decks[2], decks[1]]
    assert setup.bots[1] and not setup.bots[2]


def test_seating_at_random_keeps_every_player_and_their_team(qtbot, monkeypatch) -> None:
    screen = _screen(qtbot, "team", 4)
    teams_before = {row.name.text(): row.team.currentIndex() for row in screen.rows}
    monkeypatch.setattr(random, "shuffle", lambda seats: seats.reverse())
    screen.shuffle_seats.click()
    assert [row.name.text() for row in screen.rows] == ["Dee", "Cy", "Bob", "Ann"]
    assert {row.name.text(): row.team.currentIndex() for row in screen.rows} == teams_before
    setup = screen.setup()
    assert setup is not None and setup.teams == ((1, 3), (0, 2))


def test_partners_side_by_side_are_refused_in_a_wildstorms_team_game(qtbot) -> None:
    screen = _screen(qtbot, "team", 4)
    screen.rows[2].up.click()  # Cy (team A) now sits beside Ann (team A)
    assert screen.setup() is None
    assert "alternate" in screen.message.text()

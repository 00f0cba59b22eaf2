"""`screenshot --seat N` draws the table as that seat sees it: other seats' hidden cards face down."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.ui import launch_screenshot as launch


def _shot(qtbot, monkeypatch, tmp_path: Path, seat: int | None):  # noqa: ANN001, ANN202 - the window it drew
    drawn = []

    def keep(window, out, size, *_more):  # noqa: ANN001, ANN202
        drawn.append(window)
        return 0

    monkeypatch.setattr(launch, "screenshot_widget", keep)
    code = launch.screenshot(tmp_path / "table.png", game="wildstorms", save=None, decks=None, size=(1280, 720),
                             seed=3, steps=0, seat=seat)
    assert code == 0
    qtbot.addWidget(drawn[0])
    return drawn[0]


def _owned_hidden(window, owner: int) -> list[str]:  # noqa: ANN001
    state = window.controller.state
    return [card for zone in state.zones.values() if zone.owner == owner and zone.visibility == "owner"
            for card in zone.cards]


@pytest.mark.parametrize("seat", [1, 2])
def test_a_screenshot_as_a_seat_hides_the_other_seats_hidden_cards(qtbot, monkeypatch, tmp_path, seat) -> None:  # noqa: ANN001
    window = _shot(qtbot, monkeypatch, tmp_path, seat)
    mine, theirs = _owned_hidden(window, seat - 1), _owned_hidden(window, 2 - seat)
    assert mine and theirs
    assert all(window.scene.face_visible(card) for card in mine)
    assert not any(window.scene.face_visible(card) for card in theirs)


def test_a_screenshot_without_a_seat_shows_every_hand(qtbot, monkeypatch, tmp_path) -> None:  # noqa: ANN001
    window = _shot(qtbot, monkeypatch, tmp_path, None)
    assert all(window.scene.face_visible(card) for owner in (0, 1) for card in _owned_hidden(window, owner))


def test_a_seat_the_game_does_not_have_is_refused(capsys, tmp_path) -> None:  # noqa: ANN001
    code = launch.screenshot(tmp_path / "table.png", game="wms", save=None, decks=None, size=(800, 600),
                             seed=3, steps=0, seat=3)
    assert code == 2
    assert "seats 1 to 2" in capsys.readouterr().err
    assert not (tmp_path / "table.png").exists()

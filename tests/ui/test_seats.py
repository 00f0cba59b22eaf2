"""Three and four seats at the table: every seat's field drawn, named, and never on top of another."""

from __future__ import annotations

import pytest

from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.session import Session
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.geometry import CardSize, seat_frames, spot_rect
from tests.engine.testgame import TALLY

CARD = CardSize(100, 140)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_fields_of_different_seats_never_overlap(seats: int) -> None:
    layout = TALLY.layout(None)  # type: ignore[arg-type]
    frames = seat_frames(seats, bottom=seats - 1, ceiling=-0.5)
    boxes = {}
    for seat, frame in frames.items():
        rects = [spot_rect(spot, frame, CARD) for spot in layout.spots]
        boxes[seat] = (min(r.x for r in rects), min(r.y for r in rects),
                       max(r.x + r.width for r in rects), max(r.y + r.height for r in rects))
    for a in boxes:
        for b in boxes:
            if a < b:
                ax0, ay0, ax1, ay1 = boxes[a]
                bx0, by0, bx1, by1 = boxes[b]
                assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, (a, b)
    if seats == 2:
        assert not frames[0].turned and frames[1].turned, "two seats sit face to face, seat 0 at the bottom"
    else:
        assert frames[seats - 1].scale == 1.0 and not frames[seats - 1].turned
        assert all(frames[s].turned and frames[s].scale < 1 for s in frames if s != seats - 1)
        assert all(b[3] <= -0.5 * CARD.height for s, b in boxes.items() if s != seats - 1), "above the shared zones"


def four_seat_window(qtbot) -> MainWindow:  # noqa: ANN001
    names = ("Ann", "Bob", "Cara", "Dan")
    setup = Setup("tally", tuple(PlayerSetup(n) for n in names), 5, teams=((0, 2), (1, 3)))
    window = MainWindow(Session(TALLY, setup), autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    return window


def test_a_four_seat_table_names_every_seat_and_puts_the_one_deciding_at_the_bottom(qtbot) -> None:
    window = four_seat_window(qtbot)
    scene = window.scene
    titles = sorted(banner.text() for banner in scene._banners)
    assert titles == ["Bob · Team B", "Cara · Team A", "Dan · Team B"]
    hand = scene.zone_spots["p0.hand"][1]
    assert all(scene.zone_spots[f"p{s}.hand"][1].y < hand.y for s in (1, 2, 3))
    assert scene.zone_scale["p0.hand"] == 1.0 and scene.zone_scale["p2.field"] == 0.5
    scene.set_viewer(2, True)
    assert scene.zone_scale["p2.hand"] == 1.0 and scene.zone_scale["p0.hand"] == 0.5
    assert sorted(banner.text() for banner in scene._banners) == ["Ann · Team A", "Bob · Team B", "Dan · Team B"]
    card = window.controller.state.zones["p0.hand"].cards[0]
    assert scene.card_items[card].scale() == 0.5, "the cards of a small field are drawn small"

"""A card under another in a fanned row draws only what the card above leaves to see, and the
table looks exactly the same as when every card is drawn whole (also while the one above moves)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPixmap

from tabletop.engine.session import Session
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.covers import see_through_corner
from tests.benchmarks.many_cards import ManyCardsGame


@pytest.fixture
def window(qtbot):
    game = ManyCardsGame(800)  # 100 a row: fanned close
    win = MainWindow(Session(game, game.default_setup(1)), autosave=False)
    win.ask_on_close = False
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    return win


def _row(win: MainWindow) -> list:
    scene = win.scene
    return [scene.card_items[card] for card in scene.state.zones["p0.row0"].cards]


def _table(win: MainWindow) -> QImage:
    return win.view.viewport().grab().toImage()


def _drawn_whole(win: MainWindow) -> QImage:
    """The table with every card drawn whole (no covers), then the covers put back."""
    items = list(win.scene.card_items.values())
    kept = [item.cover for item in items]
    for item in items:
        item.covered(None)
    win.view.viewport().update()
    image = _table(win)
    for item, cover in zip(items, kept, strict=True):
        item.covered(cover)
    return image


def test_fanned_cards_draw_strips_and_the_table_looks_the_same(window) -> None:
    row = _row(window)
    covered = [item for item in row if item.cover is not None]
    assert len(covered) == len(row) - 1  # every card but the top one lies under the next
    assert row[-1].cover is None
    strip = covered[0].cover.seen[0]
    assert 0 < strip.width() < row[0].width / 2  # a strip, not the whole face
    assert _table(window) == _drawn_whole(window)


def test_when_the_card_above_moves_the_one_under_it_is_drawn_whole_again(window) -> None:
    row = _row(window)
    under, above = row[-2], row[-1]
    assert under.cover is not None and under._seen() is not None
    above.setPos(above.pos() + QPointF(0, 300))  # as in a drag: moved off the card under it
    assert under._seen() is None
    assert _table(window) == _drawn_whole(window)
    above.dragging = True
    above.setPos(under.cover.at)
    assert under._seen() is None
    above.dragging = False


def test_a_turned_card_above_covers_nothing(window) -> None:
    row = _row(window)
    row[-1].setRotation(90)
    assert row[-2]._seen() is None
    assert _table(window) == _drawn_whole(window)


def test_see_through_corners_are_measured_and_a_see_through_face_hides_nothing() -> None:
    solid = QImage(100, 140, QImage.Format.Format_ARGB32)
    solid.fill(0xFF336699)
    assert see_through_corner(QPixmap.fromImage(solid)) == 0.0
    rounded = QImage(solid)
    for x in range(4):
        for y in range(4 - x):
            rounded.setPixel(x, y, 0)
            rounded.setPixel(99 - x, 139 - y, 0)
    assert see_through_corner(QPixmap.fromImage(rounded)) == pytest.approx(4 / 100)
    holed = QImage(solid)
    holed.setPixel(50, 70, 0)  # a see-through pixel in the middle of the face
    assert see_through_corner(QPixmap.fromImage(holed)) is None

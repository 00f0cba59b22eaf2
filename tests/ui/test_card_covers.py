"""Cards are painted by Qt (FaceItems at the view's zoom); a card under another in a fanned row
shows only what the card above leaves to see; the table looks exactly the same as when every
card paints its whole face itself (also after the one above moves, turns or goes, and after a zoom)."""

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
    """The table with every card painted whole by its own paint (no covers, no FaceItems, as before
    FaceItems existed), then all put back."""
    items = list(win.scene.card_items.values())
    kept = [item.cover for item in items]
    shown_at = win.scene.shown_at
    win.scene.show_at = lambda zoom, ratio: None  # the view may not make faces meanwhile
    win.scene._shown_at = None
    for item in items:
        item.covered(None)
    image = _table(win)
    del win.scene.show_at
    win.scene._shown_at = shown_at
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
    assert _shows_part(covered[0]) and not _shows_part(row[-1])
    assert _table(window) == _drawn_whole(window)


def _shows_part(item) -> bool:  # noqa: ANN001
    return item.cover is not None and item.faces[0].pixmap().width() < item.faces[0].pixmap().height()


def test_when_the_card_above_moves_the_one_under_it_shows_all_of_its_face_again(window) -> None:
    row = _row(window)
    under, above = row[-2], row[-1]
    assert _shows_part(under)
    above.setPos(above.pos() + QPointF(0, 300))  # as in a drag: moved off the card under it
    assert under.cover is None and not _shows_part(under)
    assert _table(window) == _drawn_whole(window)


def test_a_card_above_that_turns_or_goes_uncovers_the_one_under_it(window) -> None:
    row = _row(window)
    row[-1].setRotation(90)
    assert row[-2].cover is None
    assert _table(window) == _drawn_whole(window)
    assert _shows_part(row[-3])
    row[-2].setVisible(False)
    assert row[-3].cover is None
    assert _table(window) == _drawn_whole(window)


def test_cards_are_drawn_by_qt_unless_something_goes_over_the_face(window) -> None:
    from PySide6.QtWidgets import QGraphicsItem

    from tabletop.ui.table.items import HIGHLIGHT

    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    item = _row(window)[0]
    assert item.flags() & no_contents  # the FaceItems show it: no paint call per card
    item.set_highlight(HIGHLIGHT)
    assert not item.flags() & no_contents
    item.set_highlight(None)
    assert item.flags() & no_contents
    item.update()  # a look this class does not know of is painted
    assert not item.flags() & no_contents


def test_the_relaid_row_after_a_zoom_looks_the_same(window) -> None:
    window.view.zoom(1.7)
    window.view.viewport().repaint()
    assert window.scene.shown_at[0] == pytest.approx(window.view.transform().m11())
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


def _corner_row_by_row(pixmap: QPixmap) -> float | None:
    """The see-through corner measured plainly, row by row (what see_through_corner computes faster)."""
    if not pixmap.hasAlphaChannel():
        return 0.0
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_Alpha8)
    bits, line, width, height = bytes(image.constBits()), image.bytesPerLine(), image.width(), image.height()
    deepest = -1
    for row in range(height):
        pixels = bits[row * line:row * line + width]
        left = max((x for x in range(width // 2) if pixels[x] != 255), default=-1)
        right = min((x for x in range(width // 2, width) if pixels[x] != 255), default=-1)
        inward = max(left, -1 if right < 0 else width - 1 - right)
        if inward < 0:
            continue
        depth = max(inward, min(row, height - 1 - row))
        if depth >= width * 0.25:
            return None
        deepest = max(deepest, depth)
    return (deepest + 1) / width


@pytest.mark.parametrize("seed", range(12))
def test_the_see_through_corner_is_the_one_read_row_by_row(seed: int) -> None:
    import random

    chooser = random.Random(seed)
    width, height = chooser.choice([(37, 50), (40, 56), (61, 85)])  # odd widths: rows end in padding bytes
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(0xFF336699)
    corner = chooser.randrange(0, width // 3)
    for y in range(height):
        for x in range(width):
            if min(x, width - 1 - x) + min(y, height - 1 - y) < corner:  # see-through corners of any depth
                image.setPixel(x, y, chooser.choice([0, 0x80336699]))
    for _ in range(chooser.choice([0, 0, 1, 3])):  # now and then see-through pixels anywhere
        image.setPixel(chooser.randrange(width), chooser.randrange(height), 0x10000000)
    pixmap = QPixmap.fromImage(image)
    assert see_through_corner(pixmap) == _corner_row_by_row(pixmap)

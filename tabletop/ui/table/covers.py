"""Which part of a card the card above it in its pile leaves to see.

In a fanned row or a cascade most of each card lies under the next one. A card
under an opaque card only needs to copy the parts left open (the pixels under
the opaque card are painted over anyway), so a table of 2,000 fanned cards
copies strips rather than 2,000 whole faces a frame. The result on screen is
the same pixels. As soon as the card above moves, turns, shows another face or
goes, the card under it shows all of its face again (:meth:`CardItem.itemChange`).

A face may have see-through rounded corners: what lies under those corners
is drawn too.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPixmap

from tabletop.ui.table.items import CardItem, Cover

MARGIN = 1.0
"""Added to a face's see-through corner, in card units (each card is drawn at whole device
pixels, and each part drawn also reaches one device pixel further)."""

NO_COVER = 0.25
"""A face whose see-through part reaches further in than this fraction of its width hides nothing."""


def cover_of(under: CardItem, above: CardItem, corner: float | None) -> Cover | None:
    """How ``above`` (the next card in the pile) covers ``under``, given the see-through corner
    of its face (card units; None: the face hides nothing); None when ``under`` is drawn whole."""
    if (corner is None or above.pixmap is None or not above.isVisible() or under.rotation() or above.rotation()
            or under.scale() != above.scale() or above.zValue() <= under.zValue()):
        return None
    # cards of one size are drawn at whole device pixels, so an edge at or beyond another's stays so
    whole = above.mapRectToScene(QRectF(0, 0, above.width, above.height))
    mine = under.mapRectToScene(QRectF(0, 0, under.width, under.height))
    edge = (corner + MARGIN) * above.scale()
    across = whole.adjusted(edge, 0, -edge, 0)  # opaque from top to bottom between the corners
    down = whole.adjusted(0, edge, 0, -edge)  # and from side to side
    if across.top() <= mine.top() and across.bottom() >= mine.bottom() and mine.left() < across.left() < mine.right():
        if whole.right() < mine.right():
            return None
        parts = [QRectF(mine.left(), mine.top(), across.left() - mine.left(), mine.height())]  # fanned to the right
        if across.right() < mine.right():  # the far corners of the card above
            parts.append(QRectF(across.right(), mine.top(), mine.right() - across.right(), mine.height()))
    elif down.left() <= mine.left() and down.right() >= mine.right() and mine.top() < down.top() < mine.bottom():
        if whole.bottom() < mine.bottom():
            return None
        parts = [QRectF(mine.left(), mine.top(), mine.width(), down.top() - mine.top())]  # cascading down
        if down.bottom() < mine.bottom():
            parts.append(QRectF(mine.left(), down.bottom(), mine.width(), mine.bottom() - down.bottom()))
    else:
        return None
    return Cover(above, tuple(under.mapRectFromScene(part) for part in parts))


def see_through_corner(pixmap: QPixmap) -> float | None:
    """How far in from the edges (a fraction of the width) a face's see-through corners reach:
    0.0 for a face opaque everywhere, None when it is see-through anywhere else."""
    if not pixmap.hasAlphaChannel():
        return 0.0
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_Alpha8)
    line, width, height = image.bytesPerLine(), image.width(), image.height()
    # 1 where a pixel is not opaque: the runs of them are few (a face's corners), so they are
    # looked at run by run rather than row by row (a face is read at a start)
    flags = bytes(image.constBits()).translate(_SEE_THROUGH)
    middle = width // 2
    rows: dict[int, list[int]] = {}  # row -> [nearest see-through pixel to the left edge's inside, to the right's]
    first = flags.find(1)
    while first >= 0:
        end = flags.find(0, first)
        end = len(flags) if end < 0 else end
        for row in range(first // line, (end - 1) // line + 1):
            start = row * line
            low, high = max(first - start, 0), min(end - start, width)  # the run within the row's pixels
            if low >= high:
                continue  # the row's padding
            found = rows.setdefault(row, [-1, width])
            if low < middle:
                found[0] = max(found[0], min(high, middle) - 1)
            if high > middle:
                found[1] = min(found[1], max(low, middle))
        first = flags.find(1, end)
    deepest = -1
    for row, (left, right) in rows.items():
        inward = max(left, -1 if right == width else width - 1 - right)
        if inward < 0:
            continue
        depth = max(inward, min(row, height - 1 - row))
        if depth >= width * NO_COVER:
            return None
        deepest = max(deepest, depth)
    return (deepest + 1) / width


_SEE_THROUGH = bytes(0 if value == 255 else 1 for value in range(256))

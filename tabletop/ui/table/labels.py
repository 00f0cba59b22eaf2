"""Where each zone's label goes: never on a card, nor on another label.

A label sits at its home (just above its zone; below it for a field turned across the
table). Zones packed close together leave no room there: the label would lie on the
cards of the zone next door. It then takes the first free place among the corners
inside its own zone (top right, bottom right, top left, bottom left) and, failing
those, just below the zone, a line or more further out (small piles side by side take
turns), or slid along the zone's edge; when every place is covered it stays where it
covers the least. Placed again after each change, since cards come and go.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from PySide6.QtCore import QPointF, QRectF

from tabletop.ui.table.items import ZoneItem

MARGIN = 3.0


def _places(item: ZoneItem) -> Iterator[tuple[QPointF, bool]]:
    """(position, grows up) of each place the label may take, its home first.

    After the home come the corners inside the zone, just below it, then lines further
    out (small piles side by side take turns), and last the same lines slid along the
    zone's edge, so a label can step past a neighbour's that overhangs its pile. Worked out
    only as far as they are asked for: most labels stay at home.
    """
    label, zone = item.label, item.rect
    home = (label.home, label.home_grows_up)
    yield home
    size = label.box(False)
    width, height = size.width(), size.height()
    if width + 2 * MARGIN <= zone.width() and height + 2 * MARGIN <= zone.height():
        left, right = zone.left() + MARGIN, zone.right() - width - MARGIN
        top, bottom = zone.top() + MARGIN, zone.bottom() - height - MARGIN
        for point in (QPointF(right, top), QPointF(right, bottom), QPointF(left, top), QPointF(left, bottom)):
            yield point, False
    below = QPointF(zone.left() + 2, zone.bottom() + 4)
    yield below, False
    above = (QPointF(zone.left() + 2, zone.top() - 16), True)  # the far side of a field turned across
    far = [] if label.home_grows_up else [above]
    yield from far
    step = label.LINE + 2
    out = -step if label.home_grows_up else step
    lines = [(QPointF(label.home.x(), label.home.y() + out * ring), label.home_grows_up) for ring in (1, 2, 3)]
    lines += [(below + QPointF(0, step * ring), False) for ring in (1, 2)]
    yield from lines
    for point, grows_up in [home, (below, False), *far, *lines[:2]]:
        for x in _along(zone, width, label.home.x()):
            yield QPointF(x, point.y()), grows_up


def _along(zone: QRectF, width: float, start: float) -> list[float]:
    """Left edges for a label slid along ``zone``, nearest its home first (it may overhang a little)."""
    first, last = zone.left() - width / 2, max(zone.left(), zone.right() - width / 2)
    spots = [first + (last - first) * index / 8 for index in range(9)]
    return sorted((x for x in spots if abs(x - start) > 1), key=lambda x: abs(x - start))


def place_labels(items: Iterable[ZoneItem], covered: Callable[[QRectF], float], taken: Iterable[QRectF] = ()) -> None:
    """Put each label at its first free place; ``covered(rect)`` is how much of ``rect`` cards cover,
    ``taken`` the places no label may go (the seats' names over their fields)."""
    placed: list[QRectF] = list(taken)
    for item in items:
        label = item.label
        best: tuple[float, QPointF, bool] | None = None
        for point, grows_up in _places(item):
            rect = label.box(grows_up).translated(point)
            if any(rect.intersects(other) for other in placed):
                continue
            hidden = covered(rect)
            if best is None or hidden < best[0]:
                best = (hidden, point, grows_up)
            if hidden == 0:
                break
        point, grows_up = (best[1], best[2]) if best is not None else (label.home, label.home_grows_up)
        if label.grows_up != grows_up:
            label.prepareGeometryChange()
            label.grows_up = grows_up
        if label.pos() != point:
            label.setPos(point)
        placed.append(label.sceneBoundingRect())

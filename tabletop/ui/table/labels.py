"""Where each zone's label goes: never on a card, nor on another label.

A label sits at its home (just above its zone; below it for a field turned across the
table). Zones packed close together leave no room there: the label would lie on the
cards of the zone next door. It then takes the first free place among the corners
inside its own zone (top right, bottom right, top left, bottom left) and, failing
those, just below the zone, or a line further out (small piles side by side take turns);
when every place is covered it stays where it covers the least. Placed again after each change, since cards come and go.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF

from tabletop.ui.table.items import ZoneItem

MARGIN = 3.0


def _places(item: ZoneItem) -> list[tuple[QPointF, bool]]:
    """(position, grows up) of each place the label may take, its home first."""
    label, zone = item.label, item.rect
    home = (label.home, label.home_grows_up)
    size = label.box(False)
    width, height = size.width(), size.height()
    left, right = zone.left() + MARGIN, zone.right() - width - MARGIN
    top, bottom = zone.top() + MARGIN, zone.bottom() - height - MARGIN
    inside = [QPointF(right, top), QPointF(right, bottom), QPointF(left, top), QPointF(left, bottom)]
    roomy = [(point, False) for point in inside if width + 2 * MARGIN <= zone.width() and height + 2 * MARGIN <= zone.height()]
    below = (QPointF(zone.left() + 2, zone.bottom() + 4), False)
    step = label.LINE + 2  # a line further out: neighbours' labels take turns (small piles side by side)
    out = -step if label.home_grows_up else step
    further = (QPointF(label.home.x(), label.home.y() + out), label.home_grows_up)
    return [home, *roomy, below, further, (below[0] + QPointF(0, step), False)]


def place_labels(items: Iterable[ZoneItem], covered: Callable[[QRectF], float]) -> None:
    """Put each label at its first free place; ``covered(rect)`` is how much of ``rect`` cards cover."""
    placed: list[QRectF] = []
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

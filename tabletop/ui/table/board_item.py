"""A game board of spaces: hex-like tiles coloured by zone, paths and map features."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tabletop.carddb.decks import ORIGINS
from tabletop.ui import theme
from tabletop.ui.table.geometry import hex_centre, hex_corners


class BoardItem(QGraphicsObject):
    """Draws a battlefield (the schema's Battlefield) fitted into ``area``."""

    def __init__(self, battlefield: Any, area: QRectF, *, titled: bool = True):
        super().__init__()
        self.battlefield = battlefield
        self.titled = titled  # the map's name and origin in a corner (the editor shows them elsewhere)
        self.area = area
        self.closed_doors: set[frozenset[str]] = set()
        self.highlighted: set[str] = set()
        self.targeted: set[str] = set()
        self.setZValue(-50)
        self._fit()

    def _fit(self) -> None:
        raw = [hex_centre(s.q, s.r, 1.0) for s in self.battlefield.spaces]
        xs, ys = [p[0] for p in raw], [p[1] for p in raw]
        span_x = (max(xs) - min(xs)) + 2.0
        span_y = (max(ys) - min(ys)) + 2.0
        self.size = min(self.area.width() / span_x, self.area.height() / span_y)
        offset_x = self.area.x() + (self.area.width() - span_x * self.size) / 2 + (1.0 - min(xs)) * self.size
        offset_y = self.area.y() + (self.area.height() - span_y * self.size) / 2 + (1.0 - min(ys)) * self.size
        self.centres = {
            s.id: QPointF(offset_x + x * self.size, offset_y + y * self.size)
            for s, (x, y) in zip(self.battlefield.spaces, raw, strict=True)
        }
        self.zone_colours = {z.key: QColor(z.colour) for z in self.battlefield.zones}

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-10, -10, 10, 10)

    def space_at(self, point: QPointF) -> str | None:
        for space_id, centre in self.centres.items():
            if math.hypot(point.x() - centre.x(), point.y() - centre.y()) <= self.size * 0.9:
                return space_id
        return None

    def set_marks(self, highlighted: set[str], targeted: set[str]) -> None:
        if highlighted != self.highlighted or targeted != self.targeted:
            self.highlighted, self.targeted = set(highlighted), set(targeted)
            self.update()

    def set_closed_doors(self, closed: set[frozenset[str]]) -> None:
        if closed != self.closed_doors:
            self.closed_doors = set(closed)
            self.update()

    # -- drawing -------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.area, theme.colour("board ground"))
        for path in self.battlefield.paths:
            self._draw_path(painter, path)
        for space in self.battlefield.spaces:
            self._draw_space(painter, space)
        for arrow in self.battlefield.high_ground:
            self._draw_high_ground(painter, arrow.upper, arrow.lower)
        for door in self.battlefield.doors:
            self._draw_door(painter, door.a, door.b)
        links = [p for p in self.battlefield.paths if p.kind == "linked"]
        for number, link in enumerate(links):
            for end in (link.a, link.b):
                self._draw_link_icon(painter, self.centres[end], number)
        for belt in getattr(self.battlefield, "conveyor", ()):
            self._draw_belt(painter, belt.a, belt.b)
        for space in self.battlefield.spaces:
            if getattr(space, "item", False):
                self._draw_crate(painter, self.centres[space.id])
        self._draw_title(painter)

    def title(self) -> str:
        """The map's name and where it comes from ("the project's own map"), drawn in a corner."""
        name = getattr(self.battlefield, "name", "")
        origin = ORIGINS.get(getattr(self.battlefield, "origin", ""), "")
        return f"{name} · {origin} map" if name and origin else name

    def _draw_title(self, painter: QPainter) -> None:
        text = self.title()
        if not text or not self.titled:
            return
        painter.setFont(QFont("DejaVu Sans Condensed", 9))
        width = painter.fontMetrics().horizontalAdvance(text) + 12
        area = self.area
        corners = [QRectF(x, y, width, 18) for x in (area.left() + 4, area.right() - width - 4)
                   for y in (area.top() + 4, area.bottom() - 22)]

        def room(box: QRectF) -> float:  # the corner farthest from every space
            return min(math.hypot(box.center().x() - c.x(), box.center().y() - c.y()) for c in self.centres.values())

        box = max(corners, key=room)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("board caption back"))
        painter.drawRoundedRect(box, 5, 5)
        painter.setPen(theme.colour("board caption"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _hexagon(self, centre: QPointF, scale: float = 0.8) -> QPolygonF:
        return QPolygonF([QPointF(x, y) for x, y in hex_corners(centre.x(), centre.y(), self.size * scale)])

    def _draw_space(self, painter: QPainter, space: Any) -> None:
        centre = self.centres[space.id]
        hexagon = self._hexagon(centre)
        colours = [self.zone_colours.get(z, theme.colour("space unknown")) for z in space.zones]
        clip = QPainterPath()
        clip.addPolygon(hexagon)
        painter.save()
        painter.setClipPath(clip)
        stripe = 2 * self.size / len(colours)
        for index, colour in enumerate(colours):  # split colours on multi-zone spaces
            painter.fillRect(QRectF(centre.x() - self.size + index * stripe, centre.y() - self.size, stripe + 1, 2 * self.size), colour)
        painter.restore()
        pen = QPen(theme.colour("space edge"), 2)
        if space.id in self.targeted:
            pen = QPen(theme.colour("target"), 5)
        elif space.id in self.highlighted:
            pen = QPen(theme.colour("legal place"), 5)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(hexagon)
        if space.start is not None:
            painter.setBrush(theme.colour("start mark"))
            painter.setPen(QPen(theme.colour("on dark"), 1.5))
            painter.drawEllipse(centre + QPointF(0, -self.size * 0.45), self.size * 0.26, self.size * 0.26)
            painter.setFont(QFont("DejaVu Sans", max(6, int(self.size * 0.26)), QFont.Weight.Bold))
            mark = max(12.0, self.size * 0.26)  # the number's box grows with the space (big maps in a preview)
            painter.drawText(QRectF(centre.x() - mark, centre.y() - self.size * 0.45 - mark, 2 * mark, 2 * mark),
                             Qt.AlignmentFlag.AlignCenter, str(space.start))
        if space.label:
            painter.setPen(theme.colour("space name"))
            painter.setFont(QFont("DejaVu Sans Condensed", max(5, int(self.size * 0.2))))
            painter.drawText(QRectF(centre.x() - self.size, centre.y() + self.size * 0.25, 2 * self.size, self.size * 0.4),
                             Qt.AlignmentFlag.AlignCenter, space.label)

    def _draw_path(self, painter: QPainter, path: Any) -> None:
        a, b = self.centres[path.a], self.centres[path.b]
        if path.kind == "secret":
            painter.setPen(QPen(theme.colour("secret path"), 2, Qt.PenStyle.DashLine))
            painter.drawLine(a, b)
            for end in (a, b):
                painter.setBrush(theme.colour("secret passage"))
                painter.drawEllipse(end + QPointF(self.size * 0.45, self.size * 0.3), self.size * 0.13, self.size * 0.13)
            return
        if path.kind == "linked":  # matching icons on both spaces (drawn over them), no line
            return
        colour = theme.colour("one-way path") if path.kind == "one_way" else theme.colour("path")
        painter.setPen(QPen(colour, 4 if path.kind == "one_way" else 3))
        painter.drawLine(a, b)
        if path.kind == "one_way":
            self._arrow_head(painter, a, b, colour)

    def _arrow_head(self, painter: QPainter, a: QPointF, b: QPointF, colour: QColor) -> None:
        mid = (a + b) / 2
        angle = math.atan2(b.y() - a.y(), b.x() - a.x())
        length = self.size * 0.35
        left = mid - QPointF(math.cos(angle - 0.5) * length, math.sin(angle - 0.5) * length)
        right = mid - QPointF(math.cos(angle + 0.5) * length, math.sin(angle + 0.5) * length)
        painter.setBrush(QBrush(colour))
        painter.drawPolygon(QPolygonF([mid, left, right]))

    def _draw_high_ground(self, painter: QPainter, upper: str, lower: str) -> None:
        a, b = self.centres[upper], self.centres[lower]
        colour = theme.colour("high ground")
        painter.setPen(QPen(colour, 2))
        self._arrow_head(painter, a, b, colour)
        mid = (a + b) / 2
        painter.setPen(theme.colour("on dark"))
        painter.setFont(QFont("DejaVu Sans", max(6, int(self.size * 0.2)), QFont.Weight.Bold))
        painter.drawText(QRectF(mid.x() - 14, mid.y() - 24, 28, 14), Qt.AlignmentFlag.AlignCenter, "+1")

    def _draw_link_icon(self, painter: QPainter, centre: QPointF, number: int) -> None:
        """A linked space's icon: a diamond with the pair's letter (A, B...), the same on both ends."""
        spot = centre + QPointF(-self.size * 0.42, -self.size * 0.22)
        r = self.size * 0.2
        painter.setPen(QPen(theme.colour("on dark"), 1.5))
        painter.setBrush(theme.colour("linked icon"))
        painter.drawPolygon(QPolygonF([spot + QPointF(0, -r), spot + QPointF(r, 0), spot + QPointF(0, r),
                                       spot + QPointF(-r, 0)]))
        painter.setFont(QFont("DejaVu Sans", max(5, int(self.size * 0.17)), QFont.Weight.Bold))
        painter.drawText(QRectF(spot.x() - r, spot.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                         chr(ord("A") + number % 26))

    def _draw_belt(self, painter: QPainter, a_id: str, b_id: str) -> None:
        """A conveyor arrow: a broad purple band with a head pointing the way fighters ride."""
        a, b = self.centres[a_id], self.centres[b_id]
        colour = theme.colour("conveyor")
        painter.setPen(QPen(colour, max(3.0, self.size * 0.14), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(a + (b - a) * 0.28, a + (b - a) * 0.58)
        along = (b - a) / max(1.0, math.hypot((b - a).x(), (b - a).y()))
        across = QPointF(-along.y(), along.x()) * self.size * 0.2
        base, tip = a + (b - a) * 0.56, a + (b - a) * 0.56 + along * self.size * 0.32
        painter.setPen(QPen(colour, 1))
        painter.setBrush(QBrush(colour))
        painter.drawPolygon(QPolygonF([tip, base + across, base - across]))

    def _draw_crate(self, painter: QPainter, centre: QPointF) -> None:
        """An item space: a small crate in the space's lower corner (the token itself sits on top)."""
        side = self.size * 0.3
        box = QRectF(centre.x() + self.size * 0.22, centre.y() - self.size * 0.2, side, side)
        painter.setPen(QPen(theme.colour("item edge"), 1.5))
        painter.setBrush(theme.colour("item crate"))
        painter.drawRect(box)
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(box.topRight(), box.bottomLeft())

    def _draw_door(self, painter: QPainter, a_id: str, b_id: str) -> None:
        a, b = self.centres[a_id], self.centres[b_id]
        mid = (a + b) / 2
        angle = math.atan2(b.y() - a.y(), b.x() - a.x()) + math.pi / 2
        half = QPointF(math.cos(angle), math.sin(angle)) * self.size * 0.35
        closed = frozenset((a_id, b_id)) in self.closed_doors
        painter.setPen(QPen(theme.colour("door closed") if closed else theme.colour("door open"), 7 if closed else 3,
                            Qt.PenStyle.SolidLine if closed else Qt.PenStyle.DashLine))
        painter.drawLine(mid - half, mid + half)

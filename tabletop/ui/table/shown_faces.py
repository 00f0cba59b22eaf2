"""The faces as the table shows them: scaled to the zoom, framed, cut into the strips a
card above leaves to see, and how far their see-through corners reach; each made once
and cached (a card on screen is then one plain copy of pixels)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QPixmap

from tabletop.render.lru import ByteLRU
from tabletop.ui import theme
from tabletop.ui.face_pixmaps import FacePixmaps, pixmap_bytes
from tabletop.ui.table.covers import see_through_corner

SIZED_BYTES = 96 * 1024 * 1024  # faces at the size shown, each kind (2,000 cards at 55 × 77: 34 MB)
PARTS = 4000  # strips of faces kept (all dropped when there are more)


class ShownFaces:
    """Caches of faces at the size shown, per face, size and device pixel ratio."""

    def __init__(self, faces: FacePixmaps, card_width: float):
        """``card_width``: a card's width in scene units (the frame is drawn to scale)."""
        self.faces = faces
        self.card_width = card_width
        self._sized: ByteLRU[QPixmap] = ByteLRU(SIZED_BYTES, pixmap_bytes)
        self._framed: ByteLRU[QPixmap] = ByteLRU(SIZED_BYTES, pixmap_bytes)
        self._corners: dict[int, float | None] = {}
        self._parts: dict[tuple[int, int, int, int, int], QPixmap] = {}

    def clear(self) -> None:
        """The colours changed: faces are framed again."""
        self._framed.clear()
        self._sized.clear()

    def sized(self, pixmap: QPixmap, width: int, height: int) -> QPixmap:
        """``pixmap`` scaled once to a size in device pixels (zoom × device pixel ratio), cached
        per size in steps of 8 pixels, so a face is sharp at any zoom and never rescaled per frame."""
        width, height = max(8, -(-width // 8) * 8), max(8, -(-height // 8) * 8)
        source = self.faces.sharp_soon(pixmap, width)  # painted larger when shown larger than designed
        key = (pixmap.cacheKey(), source.cacheKey(), width, height)
        found = self._sized.get(key)
        if found is None:
            found = self._sized.put(key, source.scaled(
                width, height, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation))
        return found

    def part(self, pixmap: QPixmap, rect: QRect) -> QPixmap:
        """A part of a (framed) face, cached: the strip of a card that the card above leaves to see."""
        key = (pixmap.cacheKey(), rect.x(), rect.y(), rect.width(), rect.height())
        found = self._parts.get(key)
        if found is None:
            if len(self._parts) > PARTS:
                self._parts.clear()
            found = self._parts[key] = pixmap.copy(rect)
            found.setDevicePixelRatio(pixmap.devicePixelRatio())
        return found

    def corner(self, pixmap: QPixmap) -> float | None:
        """How far in (card units) a face's see-through corners reach; None: it hides nothing
        (see covers.py). Worked out once per face."""
        key = pixmap.cacheKey()
        if key not in self._corners:
            found = see_through_corner(pixmap)
            self._corners[key] = None if found is None else found * self.card_width
        return self._corners[key]

    def framed(self, pixmap: QPixmap, width: int, height: int, ratio: float) -> QPixmap:
        """``pixmap`` at exactly this size in device pixels (for a screen of this device pixel
        ratio), with the card's thin frame drawn in, cached per face, size and ratio: a card
        on screen is then one plain copy of these pixels."""
        width, height = max(4, width), max(4, height)
        source = self.faces.sharp_soon(pixmap, width)  # painted larger when shown larger than designed
        key = (pixmap.cacheKey(), source.cacheKey(), width, height, ratio)
        found = self._framed.get(key)
        if found is None:
            found = self._frame(source, width, height)
            found.setDevicePixelRatio(ratio)
            self._framed.put(key, found)
        return found

    def _frame(self, pixmap: QPixmap, width: int, height: int) -> QPixmap:
        scale = width / self.card_width  # device pixels per scene unit: the frame as drawn before
        found = QPixmap(width, height)
        found.fill(Qt.GlobalColor.transparent)
        painter = QPainter(found)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawPixmap(0, 0, pixmap.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                                               Qt.TransformationMode.SmoothTransformation))
        painter.setPen(QPen(theme.colour("card frame"), max(1.0, scale)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = max(1.0, scale) / 2
        painter.drawRoundedRect(QRectF(0, 0, width, height).adjusted(inset, inset, -inset, -inset), 5 * scale, 5 * scale)
        painter.end()
        return found

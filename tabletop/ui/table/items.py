"""The graphics items of the table: cards, zones and tokens.

Items only draw and forward mouse gestures to the scene; the scene decides
what a gesture means by asking the controller (and so the rules).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tabletop.ui import theme
from tabletop.ui.table.geometry import CardSize


def _pixels(part: QRectF, face: QPixmap, width: float) -> QRect:
    """A part of a card (card units) in the pixels of its face, reaching one pixel further right
    and down (each card is drawn at whole device pixels)."""
    per_unit = face.width() / width
    left, top = math.floor(part.left() * per_unit), math.floor(part.top() * per_unit)
    right = min(face.width(), math.ceil(part.right() * per_unit) + 1)
    bottom = min(face.height(), math.ceil(part.bottom() * per_unit) + 1)
    return QRect(left, top, right - left, bottom - top)


class FacesAtSize(Protocol):
    """Faces at the size an item shows them (``ui/table/shown_faces.ShownFaces``)."""

    def sized(self, pixmap: QPixmap, width: int, height: int) -> QPixmap: ...
    def framed(self, pixmap: QPixmap, width: int, height: int, ratio: float) -> QPixmap: ...
    def part(self, pixmap: QPixmap, rect: QRect) -> QPixmap: ...


class GestureHost(Protocol):
    """What items ask of the scene they sit in (gestures go to it; it decides)."""

    card: CardSize
    shown: FacesAtSize

    def begin_drag(self, item: Draggable) -> bool: ...
    def drag_moved(self, item: Draggable, point: QPointF) -> None: ...
    def end_drag(self, item: Draggable, point: QPointF, *, override: bool) -> None: ...
    def double_clicked(self, item: Draggable) -> None: ...
    def hovered(self, item: Draggable) -> None: ...
    @property
    def shown_at(self) -> tuple[float, float] | None: ...


_SCALED = QTransform.TransformationType.TxScale.value  # moved and scaled, not turned
HIGHLIGHT = theme.colour("legal place")
TARGET = theme.colour("target")
BADGES = theme.series("counters")


def _badge(painter: QPainter, x: float, y: float, text: str, colour: QColor) -> float:
    """A rounded label; returns its width."""
    font = QFont("DejaVu Sans", 8, QFont.Weight.Bold)
    painter.setFont(font)
    width = max(18.0, painter.fontMetrics().horizontalAdvance(text) + 8.0)
    painter.setPen(QPen(theme.colour("on dark"), 1))
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(x, y, width, 16), 8, 8)
    painter.drawText(QRectF(x, y, width, 16), Qt.AlignmentFlag.AlignCenter, text)
    return width


class Draggable(QGraphicsObject):
    """Shared press / drag / release handling for cards and tokens."""

    def __init__(self, table: GestureHost, item_id: str):
        super().__init__()
        self.table = table
        self.item_id = item_id
        self._press: QPointF | None = None
        self._grab_offset = QPointF()
        self._double_clicked = False  # a double-click waiting for its button to come up
        self.dragging = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._double_clicked = False
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._grab_offset = event.scenePos() - self.pos()
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self.dragging:
            if (event.scenePos() - self._press).manhattanLength() < 6:
                return
            if not self.table.begin_drag(self):
                self._press = None
                return
            self.dragging = True
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.setPos(event.scenePos() - self._grab_offset)
        self.table.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_dragging = self.dragging
        self.dragging = False
        self._press = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if was_dragging:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.table.end_drag(self, event.scenePos(), override=shift)
        elif self._double_clicked:
            # the double-click acts once its button is up and the card has let the mouse go: a
            # menu it opens, or the card sliding away into a fan, never leaves the card (or the
            # one that takes its place under the pointer) holding the mouse
            self._double_clicked = False
            self.ungrabMouse()
            self.table.double_clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._double_clicked = True
            event.accept()
        else:
            event.ignore()

    def hoverEnterEvent(self, event) -> None:  # noqa: ANN001
        self.table.hovered(self)


@dataclass(frozen=True)
class Cover:
    """The card lying above another in its pile (``item``) and the parts of the card under it that
    it leaves to see (``seen``, in that card's own units; none: it hides all of it).

    A card under an opaque card shows only those parts: at 2,000 cards in fanned rows, each card
    copies a strip of its face rather than all of it (see covers.py). As soon as the card above
    moves, turns, shows another face or goes, the card under it shows all of its face again.
    """

    item: CardItem
    seen: tuple[QRectF, ...]


_NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
# the changes that alter what a card shows of the card under it (CardItem.itemChange)
_MOVED = QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged
_TURNED = QGraphicsItem.GraphicsItemChange.ItemRotationHasChanged
_RESCALED = QGraphicsItem.GraphicsItemChange.ItemScaleHasChanged
_VISIBLE = QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged  # also sent when it stays visible
_RAISED = QGraphicsItem.GraphicsItemChange.ItemZValueHasChanged


class FaceItem(QGraphicsPixmapItem):
    """A card's face (or a part of it) at its size on screen, copied pixel for pixel by Qt itself.

    It ignores the view's zoom (the face is already at the zoomed size, frame drawn in) and sits
    behind its card, which draws only what goes over the face (highlight, counters): no Python
    runs per card when the table is painted.
    """

    def __init__(self, card: CardItem):
        super().__init__(card)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setTransformationMode(Qt.TransformationMode.FastTransformation)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.shown: QPixmap | None = None

    def show_part(self, pixmap: QPixmap | None, offset: QPointF) -> None:
        """Show this pixmap (None: nothing) at this offset; nothing to do when it already does."""
        if pixmap is not self.shown or offset != self.offset():
            self.shown = pixmap
            self.setPixmap(pixmap if pixmap is not None else QPixmap())
            self.setOffset(offset)
        self.show()


class CardItem(Draggable):
    def __init__(self, table: GestureHost, card_id: str):
        super().__init__(table, card_id)
        self.card_id = card_id
        self.width = table.card.width
        self.height = table.card.height
        self.pixmap: QPixmap | None = None
        self.counters: dict[str, int] = {}
        self.highlight: QColor | None = None
        self.keyed = False  # the keyboard's cursor is on this card
        self.label = ""
        self.cover: Cover | None = None
        self.covering: CardItem | None = None  # the card under this one that shows only a part
        self.faces: list[FaceItem] = []  # shown while the card lies flat and the view's zoom is known
        self.setTransformOriginPoint(self.width / 2, self.height / 2)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        # no item cache: 2,000 cached cards overflow Qt's pixmap cache and every frame would paint
        # each card twice; a face at its size on screen is shared by every copy of the card

    def boundingRect(self) -> QRectF:
        # room for the highlight's stroke and its antialiased edge: nothing drawn outside it, so a
        # moving card leaves no trace (a thin line) behind on the table
        return QRectF(-5, -5, self.width + 10, self.height + 10)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.width, self.height))
        return path

    def show_card(self, pixmap: QPixmap, counters: dict[str, int], rotation: int, label: str) -> None:
        changed = pixmap is not self.pixmap or counters != self.counters or label != self.label
        new_face = pixmap is not self.pixmap
        if label != self.label or not self.toolTip():
            self.setToolTip(label)
        self.pixmap, self.counters, self.label = pixmap, dict(counters), label
        if self.rotation() != rotation:
            self.setRotation(rotation)
        if new_face:
            self.show_face()
            if self.covering is not None:
                self.covering.covered(None)
        if changed:
            self._restyle()

    def set_highlight(self, colour: QColor | None) -> None:
        if colour != self.highlight:
            self.highlight = colour
            self._restyle()

    def update(self, *rect: object) -> None:  # type: ignore[override]
        """Repaint: whatever asks for it gets its paint called (a look drawn over the face that
        :meth:`_restyle` does not know of is never skipped)."""
        if self.flags() & _NO_CONTENTS:
            self.setFlag(_NO_CONTENTS, False)
        super().update(*rect)

    def _restyle(self) -> None:
        """Paint only when something goes over the face (or the face is not shown by FaceItems)."""
        plain = (bool(self.faces) and self.faces[0].isVisible() and self.highlight is None and not self.counters
                 and not self.keyed)
        if plain != bool(self.flags() & _NO_CONTENTS):  # (each flag change is an itemChange call)
            self.setFlag(_NO_CONTENTS, plain)
        QGraphicsObject.update(self)

    def covered(self, cover: Cover | None) -> None:
        """The card above this one in its pile and the parts of this card it leaves to see (see :class:`Cover`)."""
        if cover == self.cover:
            return
        if self.cover is not None and self.cover.item.covering is self:
            self.cover.item.covering = None
        self.cover = cover
        if cover is not None:
            cover.item.covering = self
        self.show_face()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        # Qt calls this for every change of every card (a dozen each as a table is laid out): the
        # enum members are compared by identity (their hash is Python code), and ``value`` is given
        # back as QGraphicsItem.itemChange would (QGraphicsObject adds nothing to it)
        if change is _VISIBLE and self.isVisible():
            return value
        if change is _MOVED or change is _TURNED or change is _RESCALED or change is _VISIBLE or change is _RAISED:
            if self.covering is not None:  # it moved off (or turned over, or left) the card under it
                self.covering.covered(None)
            if self.cover is not None and change is _MOVED:
                self.covered(None)  # this card left the one that covered it
            elif change is _TURNED or change is _RESCALED:
                self.show_face()
        return value

    def show_face(self) -> None:
        """Put the face (only the parts left to see, under a cover) into FaceItems at the view's zoom."""
        shown_at = self.table.shown_at
        if self.pixmap is None or shown_at is None or self.rotation() != 0:
            for face in self.faces:
                face.hide()
            self._restyle()
            return
        zoom, ratio = shown_at
        unit = zoom * self.scale()
        width, height = round(self.width * unit * ratio), round(self.height * unit * ratio)
        whole = self.table.shown.framed(self.pixmap, width, height, ratio)
        parts = [QRect(0, 0, whole.width(), whole.height())] if self.cover is None else [
            _pixels(part, whole, self.width) for part in self.cover.seen]
        while len(self.faces) < max(1, len(parts)):
            self.faces.append(FaceItem(self))
        for index, face in enumerate(self.faces):
            if index < len(parts):
                part = parts[index]
                face.show_part(whole if part == whole.rect() else self.table.shown.part(whole, part),
                               QPointF(part.x() / ratio, part.y() / ratio))
            elif index == 0:  # all of it is covered: nothing of the face shows
                face.show_part(None, QPointF())
            else:
                face.hide()
        self._restyle()

    def set_keyed(self, keyed: bool) -> None:
        if keyed != self.keyed:
            self.keyed = keyed
            self._restyle()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.width, self.height)
        transform = painter.worldTransform()
        if self.faces and self.faces[0].isVisible():
            pass  # the face is shown by the FaceItems under this item
        elif self.pixmap is not None and transform.type().value <= _SCALED:
            # not turned: one copy of a face already at its size on screen, frame drawn in
            shown = transform.mapRect(rect)
            ratio = painter.device().devicePixelRatioF()
            face = self.table.shown.framed(self.pixmap, round(shown.width() * ratio), round(shown.height() * ratio), ratio)
            painter.save()
            painter.resetTransform()
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)  # a copy: nothing to filter
            painter.drawPixmap(QPointF(round(shown.x()), round(shown.y())), face)
            painter.restore()
        elif self.pixmap is not None:
            scale = option.levelOfDetailFromTransform(painter.worldTransform()) * painter.device().devicePixelRatioF()
            face = self.table.shown.sized(self.pixmap, round(self.width * scale), round(self.height * scale))
            painter.drawPixmap(rect, face, QRectF(face.rect()))
        else:
            painter.fillRect(rect, theme.colour("card blank"))
        if self.pixmap is None or transform.type().value > _SCALED:
            painter.setPen(QPen(theme.colour("card frame"), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 5, 5)
        if self.highlight is not None:
            painter.setPen(QPen(self.highlight, 4))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6)
        if self.keyed:  # a light ring inside a dark one: seen on any face and on the felt
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.colour("keyboard ring outside"), 5))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
            painter.setPen(QPen(theme.colour("keyboard ring inside"), 2.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
        x = 4.0
        for index, (name, value) in enumerate(sorted(self.counters.items())):
            if x > self.width - 18:  # no room left on the card (the tooltip and preview list them all)
                break
            x += _badge(painter, x, self.height - 20, f"{name[:1].upper()}{value}", BADGES[index % len(BADGES)]) + 2


class ZoneItem(QGraphicsObject):
    """A zone's area; it never moves. Its label is a separate item drawn above the cards."""

    def __init__(self, zone_id: str, label: str, rect: QRectF, owner_colour: QColor, label_below: bool = False):
        super().__init__()
        self.zone_id = zone_id
        self.rect = rect
        self.colour = owner_colour
        self.highlight: QColor | None = None
        self.setZValue(-100)
        self.setPos(rect.topLeft())
        self.label = ZoneLabel(label, rect.width() - 2, grows_up=not label_below)  # the scene adds it
        top = rect.bottom() + 4 if label_below else rect.top() - 16  # (below: clear of a pile's edge)
        self.label.home = QPointF(rect.left() + 2, top)  # where it goes when nothing lies there
        self.label.home_grows_up = not label_below
        self.label.setPos(self.label.home)

    @property
    def count(self) -> int:
        return self.label.count

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.rect.width() + 6, self.rect.height() + 6)  # the 3-wide highlight, antialiased

    def set_count(self, count: int) -> None:
        self.label.set_count(count)

    def set_highlight(self, colour: QColor | None) -> None:
        if colour != self.highlight:
            self.highlight = colour
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        area = QRectF(0, 0, self.rect.width(), self.rect.height())
        fill = QColor(self.colour)
        fill.setAlpha(60 if self.highlight is None else 110)
        painter.setBrush(QBrush(fill))
        pen = QPen(self.highlight or theme.colour("felt zone edge"), 3 if self.highlight else 1, Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        painter.drawRoundedRect(area, 8, 8)


class ZoneLabel(QGraphicsItem):
    """A zone's name and card count on a small dark pill, kept above the cards.

    A name wider than its zone goes on two lines (growing away from the zone)
    rather than being cut ("Other ba…").
    """

    FONT = QFont("DejaVu Sans", 8, QFont.Weight.Bold)
    LINE = 12.0

    def __init__(self, text: str, max_width: float = 400.0, grows_up: bool = True):
        super().__init__()
        self.text = text
        self.max_width = max(max_width, 84.0)  # a narrow pile's label may overhang it a little
        self.grows_up = grows_up
        self.home = QPointF()
        self.home_grows_up = grows_up
        self.count = 0
        self._lines: tuple[tuple[str, int, float], list[str], float] | None = None
        self.setZValue(5_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(f"{text} (0)")

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.prepareGeometryChange()
            self.count = count
            self.setToolTip(f"{self.text} ({count})")
            self.update()

    def lines(self) -> list[str]:
        """The label in up to three lines, each within the zone's width (wrapped at spaces)."""
        return list(self._measured()[0])

    def _measured(self) -> tuple[list[str], float]:
        """The lines and the widest one's width, measured once per text, count and width."""
        key = (self.text, self.count, self.max_width)
        if self._lines is None or self._lines[0] != key:
            lines = self._wrap()
            widest = max(QFontMetricsF(self.FONT).horizontalAdvance(line) for line in lines)
            self._lines = (key, lines, widest)
        return self._lines[1], self._lines[2]

    def _wrap(self) -> list[str]:
        metrics = QFontMetricsF(self.FONT)
        room = self.max_width - 8
        lines: list[str] = []
        for word in f"{self.text} ({self.count})".split(" "):
            if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= room:
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
        if len(lines) > 3:
            lines = [lines[0], " ".join(lines[1:-1]), lines[-1]]
        return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines]

    def boundingRect(self) -> QRectF:
        return self.box(self.grows_up)

    def box(self, grows_up: bool) -> QRectF:
        """The pill's rectangle about the label's position, growing up or down when it wraps."""
        lines, widest = self._measured()
        width = widest + 10
        extra = self.LINE * (len(lines) - 1)
        return QRectF(0, -extra if grows_up else 0, width, 14 + extra)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("label pill"))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(theme.colour("label text"))
        painter.setFont(self.FONT)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\n".join(self.lines()))


class TokenItem(Draggable):
    """A marker on the board: a fighter (with its health) or a trap."""

    RADIUS = 22.0

    def __init__(self, table: GestureHost, token_id: str):
        super().__init__(table, token_id)
        self.token_id = token_id
        self.text = ""
        self.health: int | None = None
        self.colour = theme.colour("token")
        self.highlight: QColor | None = None
        self.setZValue(500)

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r + 8)

    def show_token(self, text: str, health: int | None, colour: QColor, small: bool) -> None:
        self.text, self.health, self.colour = text, health, colour
        self.setScale(0.72 if small else 1.0)
        self.setToolTip(f"{text} ({health} health)" if health is not None else text)
        self.update()

    def set_highlight(self, colour: QColor | None) -> None:
        if colour != self.highlight:
            self.highlight = colour
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        painter.setBrush(self.colour)
        painter.setPen(QPen(self.highlight or theme.colour("on dark"), 4 if self.highlight else 2))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(theme.colour("on dark"))
        painter.setFont(QFont("DejaVu Sans", 8, QFont.Weight.Bold))
        initials = "".join(word[0] for word in self.text.split()[:3]).upper() or "?"
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, initials)
        if self.health is not None:
            _badge(painter, -12, r - 10, str(self.health), theme.colour("health good" if self.health > 3 else "health low"))

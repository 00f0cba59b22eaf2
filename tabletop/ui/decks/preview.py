"""The large preview of one card: its face and every field of its data."""

from __future__ import annotations

import dataclasses
import html
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.ui import theme
from tabletop.ui.decks.gamedata import words
from tabletop.ui.decks.images import FULL, ImageLoader, proxy_image
from tabletop.ui.face_pixmaps import step_scale

_FIRST = ("type", "text", "automation")
_LAST = ("id", "set_id", "source")
_SKIP = {"name"}


def _faint() -> str:
    return theme.css("faint")


def _muted() -> str:
    return theme.css("muted")


def format_value(value: Any, db: CardDatabase | None = None) -> str:
    """A field value as readable HTML (nested data on its own lines)."""
    if value is None or value == "" or value == () or value == {}:
        return f"<span style='color:{_faint()}'>—</span>"
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        card = db.cards.get(value) if db is not None else None
        if card is not None and card.id == value and value.isidentifier() and " " not in value:
            return f"{html.escape(card.name)} <span style='color:{_faint()}'>({html.escape(value)})</span>"
        if value.isidentifier() and "_" in value:
            value = value.replace("_", " ")
        return html.escape(value).replace("\n", "<br>")
    if isinstance(value, tuple | list | set | frozenset):
        items = [format_value(item, db) for item in value]
        nested = any(dataclasses.is_dataclass(item) for item in value)
        return "<br>".join(f"• {item}" for item in items) if nested else ", ".join(items)
    if isinstance(value, dict):
        return "; ".join(f"{html.escape(str(k))}: {format_value(v, db)}" for k, v in value.items())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _format_record(value, db)
    return html.escape(str(value))


def _format_record(value: Any, db: CardDatabase | None) -> str:
    describe = getattr(value, "describe", None)
    if callable(describe):
        try:
            return html.escape(str(describe()))
        except Exception:  # a describe() that needs arguments: fall back to the fields
            pass
    parts = []
    for field in dataclasses.fields(value):
        item = getattr(value, field.name)
        if field.default is not dataclasses.MISSING and item == field.default:
            continue
        if field.default_factory is not dataclasses.MISSING and item == field.default_factory():
            continue
        parts.append(f"{words(field.name).lower()} {format_value(item, db)}")
    return " · ".join(parts) or "—"


def card_html(card: CardBase, db: CardDatabase | None = None) -> str:
    """The card's name, summary line, text and a table of all its fields."""
    out = [f"<h2 style='margin:0'>{html.escape(card.name)}</h2>",
           f"<p style='color:{_muted()}; margin-top:2px'>{html.escape(card.stats_line())}</p>"]
    if card.text:
        out.append(f"<p>{html.escape(card.text).replace(chr(10), '<br>')}</p>")
    names = [f.name for f in dataclasses.fields(card)]
    ordered = [n for n in _FIRST if n in names and n != "text"]
    ordered += [n for n in names if n not in _FIRST and n not in _LAST and n not in _SKIP]
    ordered += [n for n in _LAST if n in names]
    rows = []
    for name in ordered:
        value = getattr(card, name)
        if name == "set_id" and db is not None and value in db.sets:
            shown = f"{html.escape(db.sets[value].name)} <span style='color:{_faint()}'>({html.escape(value)})</span>"
        elif name == "type":
            shown = html.escape(words(str(value)))
        elif name in ("id", "source"):
            shown = html.escape(str(value))
        else:
            shown = format_value(value, db)
        label = "Set" if name == "set_id" else words(name)
        rows.append(f"<tr><td style='color:{_muted()}; padding-right:10px' valign='top'>{label}</td>"
                    f"<td valign='top'>{shown}</td></tr>")
    out.append("<table cellspacing='0' cellpadding='2'>" + "".join(rows) + "</table>")
    return "".join(out)


class CardImage(QWidget):
    """Paints one image scaled to fit, centred, keeping its shape."""

    def __init__(self, aspect: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.aspect = aspect
        self._image: QImage | None = None
        self._scaled: QPixmap | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, int(120 * aspect))

    def sizeHint(self) -> QSize:
        return QSize(300, int(300 * self.aspect))

    def set_image(self, image: QImage | None) -> None:
        self._image = image
        self._scaled = None
        self.update()

    def has_image(self) -> bool:
        return self._image is not None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = min(self.width() - 8, (self.height() - 8) / self.aspect)
        target = QRectF(0, 0, width, width * self.aspect)
        target.moveCenter(QRectF(self.rect()).center())
        if self._image is None:
            painter.setPen(theme.colour("slot edge"))
            painter.setBrush(theme.colour("slot back"))
            painter.drawRoundedRect(target, 10, 10)
            painter.setPen(theme.colour("faint"))
            painter.drawText(target, Qt.AlignmentFlag.AlignCenter, "Select a card")
            return
        ratio = self.devicePixelRatioF()  # the screen's pixels: sharp on a high-DPI screen
        size = (target.size() * ratio).toSize()
        if self._scaled is None or self._scaled.size() != self._image.size().scaled(
                size, Qt.AspectRatioMode.KeepAspectRatio):
            self._scaled = QPixmap.fromImage(self._image.scaled(
                size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation))
            self._scaled.setDevicePixelRatio(ratio)
        pixmap_rect = QRectF(QPointF(), self._scaled.deviceIndependentSize())
        pixmap_rect.moveCenter(target.center())
        painter.drawPixmap(pixmap_rect.topLeft(), self._scaled)

    def shown_width(self) -> int:
        """How wide the image is shown, in the screen's pixels."""
        width = min(self.width() - 8, (self.height() - 8) / self.aspect)
        return round(max(1.0, width) * self.devicePixelRatioF())


class CardPreview(QSplitter):
    """The selected or hovered card: a big image above its full data."""

    def __init__(self, aspect: float, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.db: CardDatabase | None = None
        self.loader: ImageLoader | None = None
        self.card_id = ""
        self.asked = FULL  # the width the shown card's image was asked at
        self.image = CardImage(aspect)
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.image)
        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        self.details.setPlaceholderText("The selected card's data shows here.")
        self.addWidget(holder)
        self.addWidget(self.details)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)
        self.setChildrenCollapsible(False)
        self._user_sized = False
        self.splitterMoved.connect(self._on_moved)
        theme.follow(self, self._restyle)

    def _restyle(self) -> None:
        """The card's data again in the theme's colours (its HTML holds them)."""
        card = self.db.cards.get(self.card_id) if self.db is not None and self.card_id else None
        if card is not None:
            self.details.setHtml(card_html(card, self.db))

    def _on_moved(self, _pos: int, _index: int) -> None:
        self._user_sized = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._user_sized and self.height() > 0:
            wanted = int((self.width() - 16) * self.image.aspect) + 16
            image_height = max(120, min(wanted, int(self.height() * 0.58)))
            self.setSizes([image_height, self.height() - image_height])
        self._ask_again_if_larger()

    def _wanted_width(self) -> int:
        """The image width to ask for: FULL up to the design width, then painted at the next step."""
        if self.loader is None:
            return FULL
        design = self.loader.face_width
        scale = step_scale(self.image.shown_width(), design)
        return FULL if scale == 1.0 else round(design * scale)

    def _ask_again_if_larger(self) -> None:
        """The preview grew past the size its card was painted at: paint it larger."""
        if self.loader is not None and self.card_id and self._wanted_width() > self.asked:
            self.asked = self._wanted_width()
            self.loader.request(self.card_id, self.asked)

    def set_source(self, db: CardDatabase | None, loader: ImageLoader | None, aspect: float) -> None:
        """Show cards of another game (or of none)."""
        if self.loader is not None:
            self.loader.loaded.disconnect(self._on_loaded)
            self.loader.failed.disconnect(self._on_failed)
        self.db, self.loader = db, loader
        self.image.aspect = aspect
        if loader is not None:
            loader.loaded.connect(self._on_loaded)
            loader.failed.connect(self._on_failed)
        self.show_card("")

    def show_card(self, card_id: str) -> None:
        """Preview ``card_id`` ("" clears the preview)."""
        if card_id == self.card_id:
            return
        self.card_id = card_id
        card = self.db.cards.get(card_id) if self.db is not None and card_id else None
        if card is None:
            self.card_id = ""
            self.image.set_image(None)
            self.details.clear()
            return
        self.details.setHtml(card_html(card, self.db))
        if self.loader is None:
            self.image.set_image(proxy_image(card, QSize(600, int(600 * self.image.aspect))))
        else:
            self.asked = self._wanted_width()
            self.loader.request(card_id, self.asked)

    def _on_loaded(self, card_id: str, width: int, image: QImage) -> None:
        if width == self.asked and card_id == self.card_id:
            self.image.set_image(image)

    def _on_failed(self, card_id: str, width: int, reason: str) -> None:
        if width == self.asked and card_id == self.card_id and self.db is not None:
            card = self.db.cards.get(card_id)
            self.image.set_image(proxy_image(card, QSize(600, int(600 * self.image.aspect)), reason))

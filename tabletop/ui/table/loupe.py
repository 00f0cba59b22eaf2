"""The loupe: the pointed card shown large over the table (Z or Space turns it on and off).

It covers a side of the table away from the pointer, drawn for the screen's
device pixel ratio. It only ever shows what the table shows the seat looking
(the scene emits hovered cards whose face is visible), and the curtain clears it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from tabletop.ui import theme

MAX_HEIGHT = 620  # logical pixels; the faces are drawn 504 high, so larger only blurs


class CardLoupe(QLabel):
    def __init__(self, parent: QWidget, face: Callable[[str], QPixmap]) -> None:
        super().__init__(parent)
        self.face = face
        self.on = False
        self.card_id = ""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(f"background: {theme.css('loupe back')}; border-radius: 10px; padding: 8px;")
        self.setAccessibleName("Large view of the card under the pointer")
        self.hide()

    def toggle(self) -> None:
        self.set_on(not self.on)

    def set_on(self, on: bool) -> None:
        self.on = on
        if on and self.card_id:
            self._show()
        else:
            self.hide()

    def show_card(self, card_id: str) -> None:
        self.card_id = card_id
        if self.on:
            self._show()

    def clear(self) -> None:
        """Forget the card (the curtain: it may be the last seat's secret)."""
        self.card_id = ""
        super().clear()
        self.hide()

    def _show(self) -> None:
        parent = self.parentWidget()
        height = min(MAX_HEIGHT, parent.height() - 24)
        if height < 80:
            return
        source = self.face(self.card_id)
        ratio = self.devicePixelRatioF()
        width = round(height * source.width() / max(1, source.height()))
        picture = source.scaled(round(width * ratio), round(height * ratio), Qt.AspectRatioMode.KeepAspectRatio,
                                Qt.TransformationMode.SmoothTransformation)
        picture.setDevicePixelRatio(ratio)
        self.setPixmap(picture)
        self.resize(width + 16, height + 16)
        pointer = parent.mapFromGlobal(QCursor.pos())
        left = pointer.x() > parent.width() / 2  # the side away from the pointer
        self.move(8 if left else parent.width() - self.width() - 8, 8)
        self.show()
        self.raise_()

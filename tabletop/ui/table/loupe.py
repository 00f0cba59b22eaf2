"""The loupe: the pointed card shown large over the table (Z or Space turns it on and off).

It covers a side of the table away from the pointer, the face painted at the
size it is shown in the screen's pixels (``face(card_id, width)`` gives a face
at least that wide). It only ever shows what the table shows the seat looking
(the scene emits hovered cards whose face is visible), and the curtain clears it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from tabletop.ui import theme

MAX_HEIGHT = 720  # logical pixels (faces are painted at the size shown, so larger stays sharp)
MAX_SHARE = 0.45  # of the table's width: the other side stays in sight


class CardLoupe(QLabel):
    def __init__(self, parent: QWidget, face: Callable[[str, int], QPixmap]) -> None:
        super().__init__(parent)
        self.face = face
        self.on = False
        self.card_id = ""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        theme.style_sheet(self, lambda: f"background: {theme.css('loupe back')}; border-radius: 10px; padding: 8px;")
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
        ratio = self.devicePixelRatioF()
        shape = self.face(self.card_id, 1)  # the design-size face: its proportions
        aspect = shape.width() / max(1, shape.height())
        height = round(min(MAX_HEIGHT, parent.height() - 24, parent.width() * MAX_SHARE / max(aspect, 0.1)))
        if height < 80:
            return
        width = round(height * aspect)
        source = self.face(self.card_id, round(width * ratio))
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

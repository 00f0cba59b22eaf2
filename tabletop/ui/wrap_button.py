"""A push button whose words wrap to the width it is given.

A plain QPushButton is as wide as its text on one line, so a long choice ("Tactical
retreat: lose the Fight, discard the hand, draw 5") made the decision panel wider than
its dock and brought up a horizontal scroll bar that cut the prompt and the choices.
This button asks for little width and takes the height its wrapped words need.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

PAD_X = 10  # the words' room from the button's left and right edges
WRAP = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter


class WrapButton(QPushButton):
    """``text()`` is the whole choice (tests and screen readers see it); painted wrapped."""

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(text, parent)
        self.keys: Callable[[QPushButton, QKeyEvent], bool] | None = None  # a key pressed here, first: True = taken
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _words_height(self, width: int) -> int:
        room = QRect(0, 0, max(1, width - 2 * PAD_X), 100_000)
        return self.fontMetrics().boundingRect(room, int(WRAP), self.text()).height()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """One line: a plain button's height; each further line adds its height."""
        return super().sizeHint().height() + self._words_height(width) - self.fontMetrics().height()

    def sizeHint(self) -> QSize:
        plain = super().sizeHint()
        return QSize(min(plain.width(), 240), self.heightForWidth(min(plain.width(), 240)))

    def minimumSizeHint(self) -> QSize:
        longest = max((self.fontMetrics().horizontalAdvance(word) for word in self.text().split()), default=0)
        return QSize(longest + 2 * PAD_X, super().sizeHint().height())  # a word is never cut

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.keys is None or not self.keys(self, event):
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""  # the frame, focus and press look from the style; the words wrapped below
        painter = QStylePainter(self)
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        room = self.rect().adjusted(PAD_X, 0, -PAD_X, 0)
        if self.isDown() or self.isChecked():
            room.translate(self.style().pixelMetric(QStyle.PixelMetric.PM_ButtonShiftHorizontal, option, self),
                           self.style().pixelMetric(QStyle.PixelMetric.PM_ButtonShiftVertical, option, self))
        self.style().drawItemText(painter, room, int(WRAP), self.palette(),
                                  self.isEnabled(), self.text(), QPalette.ColorRole.ButtonText)

    def words_fit(self) -> bool:
        """Whether every word shows at the button's present size (for tests)."""
        return self.heightForWidth(self.width()) <= self.height()

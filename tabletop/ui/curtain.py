"""The hot-seat curtain: covers the whole window while the screen passes to the next player.

It is a child of the main window laid over everything (table, docks, menus'
effects): while it is up the window's game-changing actions are disabled and
the docks take no input, so nothing can be done behind it. Colours come from
the next seat (high contrast, white on the seat's colour darkened).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QHideEvent, QKeyEvent, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop.ui import theme

CURTAIN_HELP = (
    "The curtain comes down when the screen passes to another person who may see different "
    "hidden cards (a hand, a face-down card); not when the same seat decides again, "
    "nor when nothing hidden differs between the two seats, nor for computer seats. "
    "While it is down, nothing on the table or in the panels can be used. "
    "View > Hide the other player's hand turns it off for open (teaching) games."
)


class Curtain(QWidget):
    opened = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setObjectName("curtain")
        self.setAccessibleName("Hot-seat curtain")
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(QFont("DejaVu Sans", 30, QFont.Weight.Bold))
        self.detail = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.detail.setFont(QFont("DejaVu Sans", 14))
        self.help = QLabel(CURTAIN_HELP, alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.help.setFont(QFont("DejaVu Sans", 11))
        self.button = QPushButton()
        self.button.setMinimumSize(320, 56)
        self.button.setFont(QFont("DejaVu Sans", 14, QFont.Weight.Bold))
        self.button.setDefault(True)
        self.button.clicked.connect(self.opened.emit)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(16)
        layout.addWidget(self.detail)  # wrapped labels take the layout's width (an alignment would cut them)
        layout.addSpacing(28)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        layout.addWidget(self.help)
        layout.addSpacing(24)
        self.seat_colour: QColor | None = None
        self.hide()
        theme.follow(self, self._restyle)

    def show_for(self, name: str, colour: QColor | None = None) -> None:
        """Cover the window for ``name`` (in their seat's colour).

        Nothing of the game is written here (not even the prompt, which may speak of the
        next seat's cards): both people see the curtain.
        """
        self.seat_colour = colour
        self._restyle()
        self.title.setText(f"Pass to {name}")
        self.title.setAccessibleName(f"Pass the screen to {name}")
        self.detail.setText(f"The table stays hidden until {name} is at the screen.")
        self.button.setText(f"I am {name}: show the table")
        self._cover()
        if self.parentWidget() is not None:  # it follows the window's size while it is down
            self.parentWidget().installEventFilter(self)
        self.show()
        self.raise_()
        self.button.setFocus()

    def _restyle(self) -> None:
        """The curtain's colours (of the theme shown now) and the next seat's."""
        seat = self.seat_colour or theme.colour("curtain seat")
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.colour("curtain"))
        palette.setColor(QPalette.ColorRole.WindowText, theme.colour("curtain text"))
        self.setPalette(palette)
        ink = theme.css("ink on light" if seat.lightnessF() > 0.55 else "curtain text")
        self.title.setStyleSheet(f"color: {ink}; background: {seat.name()}; padding: 18px 40px;"
                                 " border-radius: 10px;")
        self.detail.setStyleSheet(f"color: {theme.css('curtain text')};")
        self.help.setStyleSheet(f"color: {theme.css('curtain help')};")

    def _cover(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
            side = max(24, (parent.width() - 820) // 2)  # lines of reading length
            self.layout().setContentsMargins(side, 24, side, 24)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._cover()
        return False

    def hideEvent(self, event: QHideEvent) -> None:
        """Up, it no longer watches the window (its every event would pass through Python)."""
        super().hideEvent(event)
        if self.parentWidget() is not None:
            self.parentWidget().removeEventFilter(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.opened.emit()
            return
        event.accept()  # nothing else typed here reaches the window behind

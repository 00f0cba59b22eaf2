"""The hot-seat curtain: covers the whole window while the screen passes to the next player.

It is a child of the main window laid over everything (table, docks, menus'
effects): while it is up the window's game-changing actions are disabled and
the docks take no input, so nothing can be done behind it. Colours come from
the next seat (high contrast, white on the seat's colour darkened).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


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
        self.detail.setMaximumWidth(760)
        self.button = QPushButton()
        self.button.setMinimumSize(320, 56)
        self.button.setFont(QFont("DejaVu Sans", 14, QFont.Weight.Bold))
        self.button.setDefault(True)
        self.button.clicked.connect(self.opened.emit)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.detail, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(28)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.hide()
        if parent is not None:
            parent.installEventFilter(self)

    def show_for(self, name: str, reason: str, colour: QColor | None = None) -> None:
        """Cover the window for ``name`` (in their seat's colour)."""
        base = (colour or QColor("#14212b")).darker(260)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, base)
        palette.setColor(QPalette.ColorRole.WindowText, QColor("white"))
        self.setPalette(palette)
        for label in (self.title, self.detail):
            label.setStyleSheet("color: white;")
        self.title.setText(f"Pass to {name}")
        self.detail.setText(f"{reason}\n\nThe table stays hidden until {name} is at the screen.")
        self.button.setText(f"I am {name}: show the table")
        self._cover()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _cover(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._cover()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.opened.emit()
            return
        event.accept()  # nothing else typed here reaches the window behind

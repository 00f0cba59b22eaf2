"""The hot-seat curtain: hides the table while the screen passes to the next player."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class Curtain(QWidget):
    opened = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setAutoFillBackground(True)
        self.setStyleSheet("Curtain { background: #14212b; } QLabel { color: #f4f1de; }")
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(QFont("DejaVu Sans", 26, QFont.Weight.Bold))
        self.detail = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.detail.setFont(QFont("DejaVu Sans", 12))
        self.button = QPushButton()
        self.button.setMinimumSize(260, 48)
        self.button.setFont(QFont("DejaVu Sans", 12, QFont.Weight.Bold))
        self.button.clicked.connect(self.opened.emit)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def show_for(self, name: str, reason: str) -> None:
        self.title.setText(f"Pass to {name}")
        self.detail.setText(f"{reason}\n\nThe table stays hidden until {name} is at the screen.")
        self.button.setText(f"I am {name}: show the table")

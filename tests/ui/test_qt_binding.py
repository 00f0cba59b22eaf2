"""The Qt binding in use must not leak references to None (a PySide6 6.12.0 bug on Python 3.11)."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter


def test_void_qt_calls_keep_none_alive(qapp) -> None:
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(500):
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawLine(0, 0, 1, 1)
    after = sys.getrefcount(None)
    painter.end()
    if sys.version_info < (3, 12):  # None is immortal from 3.12 on, its count meaningless
        assert after - before > -100, "this PySide6 leaks references to None: long sessions would crash"

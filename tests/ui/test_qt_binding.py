"""The Qt binding in use must not leak references to None (a PySide6 6.12.0 bug on Python 3.11)."""

from __future__ import annotations

import sys

import PySide6
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen


def test_void_qt_calls_draw_and_keep_none_alive(qapp) -> None:
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setPen(QPen(QColor("black"), 1))
    before = sys.getrefcount(None)
    results = set()
    for _ in range(500):
        painter.setBrush(Qt.BrushStyle.NoBrush)
        results.add(painter.drawLine(0, 0, 7, 7))
    after = sys.getrefcount(None)
    painter.end()
    assert results == {None}, "a void call returns None"
    assert image.pixelColor(3, 3).alpha() == 255, "the calls really drew"
    if sys.version_info < (3, 12):  # None is immortal from 3.12 on, its count meaningless there
        assert after - before > -100, "this PySide6 leaks references to None: long sessions would crash"


def test_the_binding_is_a_version_the_project_allows() -> None:
    major, minor = (int(part) for part in PySide6.__version__.split(".")[:2])
    assert (major, minor) >= (6, 6)
    if sys.version_info < (3, 12):
        assert (major, minor) < (6, 12), "PySide6 6.12 drops references to None on Python 3.11"

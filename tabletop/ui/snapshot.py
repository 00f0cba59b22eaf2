"""Render a window offscreen to a PNG (``tabletop screenshot``)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from tabletop.ui.app import application


def screenshot_widget(window: QWidget, out: Path, size: tuple[int, int],
                      prepare: Callable[[], None] | None = None) -> int:
    """Show a window offscreen at ``size``, let it lay out and paint (then ``prepare`` it: zoom,
    the large view), save a PNG (at the screen's device pixel ratio)."""
    app = application()
    window.resize(*size)
    window.show()
    for _ in range(5):
        app.processEvents()
    if prepare is not None:
        prepare()
        for _ in range(5):
            app.processEvents()
    QTimer.singleShot(0, lambda: None)
    app.processEvents()
    pixmap = window.grab()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not pixmap.save(str(out), "PNG"):
        print(f"tabletop: cannot write {out}", file=sys.stderr)
        return 1
    window.close()
    return 0

"""Entry points of the windowed commands (called by tabletop.cli)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop.ui.app import application


def _run(window: QWidget) -> int:
    app = application()
    window.show()
    return app.exec()


def deck_browser(game: str | None) -> int:
    from tabletop.ui.decks.window import DeckBrowserWindow

    application()
    return _run(DeckBrowserWindow(game))


def screenshot_widget(window: QWidget, out: Path, size: tuple[int, int]) -> int:
    """Show a window offscreen at ``size``, let it lay out and paint, save a PNG."""
    app = application()
    window.resize(*size)
    window.show()
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


def error_box(parent: QWidget | None, title: str, message: str) -> None:
    QMessageBox.warning(parent, title, message)

"""The QApplication: identity (for QSettings), fonts, icon and style."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QFont, QFontDatabase, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from tabletop import __version__, paths
from tabletop.ui.gui_collector import GuiThreadCollector

ORGANIZATION = "tabletop"
APPLICATION = "tabletop"


def application() -> QApplication:
    """The running QApplication, created and set up on first call."""
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName(ORGANIZATION)
        QCoreApplication.setApplicationName(APPLICATION)
        QCoreApplication.setApplicationVersion(__version__)
        app = QApplication(sys.argv[:1])
    _set_up(app)  # type: ignore[arg-type]
    return app  # type: ignore[return-value]


def _set_up(app: QApplication) -> None:
    """Fonts, the base font and the icon, once per application (marked on the app itself)."""
    if app.property("tabletop-ready"):
        return
    app.setProperty("tabletop-ready", True)
    GuiThreadCollector(app)  # owned by the app: collection stays on this thread for the app's life
    fonts = paths.assets_dir() / "fonts"
    for font_file in sorted(fonts.glob("*.ttf")):
        QFontDatabase.addApplicationFont(str(font_file))
    app.setFont(QFont("DejaVu Sans", 10))
    from tabletop.ui import settings, theme

    theme.apply(app, settings.theme())
    app.styleHints().colorSchemeChanged.connect(lambda _scheme: theme.apply(app, settings.theme()))
    icon = paths.assets_dir() / "icons" / "tabletop.png"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))


def quit_shortcuts() -> list[QKeySequence]:
    """The platform's Quit keys; Ctrl+Q where the platform names none (a bare X server, offscreen)."""
    return QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]


def quit_keys(window: QWidget) -> QAction:
    """Ctrl+Q (the platform's Quit keys) in ``window`` quits the app: every window closes, each asking
    first about what it would lose (the game window's File > Quit does the same)."""
    action = QAction("Quit", window)
    action.setShortcuts(quit_shortcuts())
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(lambda _checked=False: QApplication.closeAllWindows())
    window.addAction(action)
    return action

"""Light and dark: the application palette follows the system's colour scheme, or a setting.

One place for the window colours: the widgets take theirs from the palette. The table keeps its
felt and the seats their colours in both (chosen to read on either); the curtain is always dark.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

CHOICES = (("system", "Follow the system"), ("light", "Light"), ("dark", "Dark"))

_DARK = {
    QPalette.ColorRole.Window: "#2b2d30",
    QPalette.ColorRole.WindowText: "#e8e8e8",
    QPalette.ColorRole.Base: "#1e1f22",
    QPalette.ColorRole.AlternateBase: "#27292c",
    QPalette.ColorRole.Text: "#e8e8e8",
    QPalette.ColorRole.Button: "#3a3d41",
    QPalette.ColorRole.ButtonText: "#e8e8e8",
    QPalette.ColorRole.BrightText: "#ffffff",
    QPalette.ColorRole.Highlight: "#2f6fb0",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.ToolTipBase: "#3a3d41",
    QPalette.ColorRole.ToolTipText: "#f0f0f0",
    QPalette.ColorRole.PlaceholderText: "#9a9da1",
    QPalette.ColorRole.Link: "#78b4ff",
    QPalette.ColorRole.Mid: "#4a4d52",
    QPalette.ColorRole.Dark: "#1a1b1d",
    QPalette.ColorRole.Light: "#55585d",
}


def system_is_dark() -> bool:
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def is_dark(choice: str) -> bool:
    """Whether ``choice`` ("system", "light" or "dark") means dark colours now."""
    return choice == "dark" or (choice == "system" and system_is_dark())


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in _DARK.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7c7f84"))
    return palette


def apply(app: QApplication, choice: str) -> bool:
    """Give the application the palette ``choice`` asks for; True when it is dark."""
    dark = is_dark(choice)
    if app.property("tabletop-dark") == dark:
        return dark
    app.setProperty("tabletop-dark", dark)
    if dark:
        app.setStyle("Fusion")  # a style that draws with the palette it is given on every platform
        app.setPalette(dark_palette())
    else:
        app.setPalette(app.style().standardPalette())
    return dark

"""Light and dark: the application palette follows the system's colour scheme, or a setting.

One place for every colour the program draws with: the widgets take theirs from the palette,
everything else by name from :data:`COLOURS` (a light and a dark value each) and
:data:`SERIES` (colours told apart by order: seats, counters, chart slices). The felt is
light sage in light, dark green in dark; the seats keep their colours in both (chosen to read
on either); the curtain is always dark. A test checks that no other module of the interface
writes a colour itself.

A theme change (View > Colours, or the system's scheme when following it) restyles the open
windows at once: what paints with :func:`colour` at paint time is repainted by Qt, and what a
widget took when it was built is given again by :func:`follow` (a restyle function run now and
after every change) or :func:`style_sheet` (a style sheet made from theme colours).
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

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
    _changes(app).changed.emit()
    return dark


class ThemeChanges(QObject):
    """Tells whoever follows the theme that it changed (one per application)."""

    changed = Signal()


class _Restyler(QObject):
    """Runs a restyle function after each theme change, for as long as its owner lives (its parent)."""

    def __init__(self, owner: QObject, restyle: Callable[[], None]) -> None:
        super().__init__(owner)
        self.restyle = restyle

    def run(self) -> None:
        self.restyle()


def _changes(app: QObject) -> ThemeChanges:
    found = app.findChild(ThemeChanges, "tabletop-theme", Qt.FindChildOption.FindDirectChildrenOnly)
    if found is None:
        found = ThemeChanges(app)
        found.setObjectName("tabletop-theme")
    return found


def follow(owner: QObject, restyle: Callable[[], None], now: bool = True) -> None:
    """Run ``restyle`` now (unless ``now`` is False) and after every theme change while ``owner`` lives."""
    if now:
        restyle()
    app = QApplication.instance()
    if app is not None:
        _changes(app).changed.connect(_Restyler(owner, restyle).run)


def style_sheet(widget: QWidget, sheet: Callable[[], str]) -> None:
    """Give ``widget`` the style sheet ``sheet()`` makes from theme colours, now and after every
    theme change (calling it again replaces the sheet: a status line changing its kind)."""
    restyler = widget.findChild(_Restyler, "tabletop-style", Qt.FindChildOption.FindDirectChildrenOnly)
    if restyler is None:
        restyler = _Restyler(widget, lambda: None)
        restyler.setObjectName("tabletop-style")
        app = QApplication.instance()
        if app is not None:
            _changes(app).changed.connect(restyler.run)
    restyler.restyle = lambda: widget.setStyleSheet(sheet())
    restyler.run()


def _same(value: str) -> tuple[str, str]:
    return value, value


COLOURS = MappingProxyType({
    # the table: the felt and its zones' edges by theme, the rest the same in both
    "felt": ("#c3d3c0", "#1f3b2c"),
    "felt zone edge": ("#1f3b2c59", "#ffffff46"),
    "shared zone": _same("#7f8c8d"),
    "legal place": _same("#39d353"),
    "target": _same("#ffb020"),
    "keyboard ring outside": _same("#101418"),
    "keyboard ring inside": _same("#ffffff"),
    "card blank": _same("#555555"),
    "card frame": _same("#000000a0"),
    "zone edge": _same("#ffffff46"),
    "label pill": _same("#0a140faa"),
    "label text": _same("#f0f0e6"),
    "on dark": _same("#ffffff"),
    "token": _same("#888888"),
    "health good": _same("#1e8449"),
    "health low": _same("#c0392b"),
    "board ground": _same("#2c3e2d"),
    "board caption back": _same("#00000078"),
    "board caption": _same("#e8ecdf"),
    "space unknown": _same("#999999"),
    "space edge": _same("#f4f1de"),
    "start mark": _same("#1b1b1b"),
    "space name": _same("#111111"),
    "secret path": _same("#d7bde2"),
    "secret passage": _same("#6c3483"),
    "one-way path": _same("#f39c12"),
    "path": _same("#fdfefe"),
    "high ground": _same("#5dade2"),
    "door closed": _same("#6e2c00"),
    "door open": _same("#dc7633"),
    "conveyor": _same("#9b59b6"),
    "item crate": _same("#d4a017"),
    "item edge": _same("#4a3000"),
    "linked icon": _same("#17202a"),
    "map ground": _same("#1e2a1f"),
    "loupe back": _same("#00000096"),
    # the curtain: always dark, high contrast
    "curtain": _same("#0b0f14"),
    "curtain text": _same("#ffffff"),
    "curtain help": _same("#d5dbe0"),
    "curtain seat": _same("#5d6d7e"),
    "ink on light": _same("#000000"),
    # words in the windows: a light and a dark value
    "error": ("#c0392b", "#ff8a7a"),
    "good": ("#1e8449", "#6fdc8c"),
    "muted": ("#555b66", "#aab0ba"),
    "faint": ("#8a8f99", "#8f95a0"),
    "manual step": ("#808000", "#d8c85a"),
    "undone step": ("#999999", "#7c7f84"),
    "ink": ("#1d2330", "#e8e8e8"),
    "ink soft": ("#39404d", "#d0d4da"),
    "ink grey": ("#6b7280", "#a3a9b3"),
    "lock": ("#7a5b12", "#e0c070"),
    "lock mark": ("#8a6d1f", "#e0c070"),
    "lock paper": ("#fff6dc", "#4a4230"),
    "origin": ("#1f5f8b", "#7fc0f0"),
    "legal back": ("#e3f4e6", "#1f3d26"),
    "legal text": ("#1d6b2f", "#8fe0a0"),
    "illegal back": ("#fbe6e4", "#4a2220"),
    "illegal text": ("#9c2a20", "#ffa090"),
    "neutral back": ("#eceef2", "#33363b"),
    "neutral text": ("#4a5160", "#c8ccd2"),
    "chart back": ("#fbfbfd", "#232528"),
    "chart grid": ("#d5d9e0", "#44474d"),
    "chart axis": ("#9aa1ad", "#7c828c"),
    "empty card back": ("#e9ecf1", "#34373c"),
    "empty card edge": ("#b9bec7", "#5a5e66"),
    "proxy paper": _same("#fbfaf6"),  # a card drawn as plain text: paper-like in both
    "proxy edge": _same("#4a5160"),
    "proxy ink": _same("#1d2330"),
    "slot back": ("#eef0f4", "#2f3236"),
    "slot edge": ("#c5cad3", "#555960"),
})
"""Each colour by what it is for: (light, dark) as #rrggbb or #rrggbbaa."""

SERIES = MappingProxyType({
    "seats": ("#2e86c1", "#c0392b", "#27ae60", "#d4ac0d"),
    "counters": ("#c0392b", "#2471a3", "#7d3c98", "#117a65", "#b9770e"),
    "chart": ("#3b78c2", "#e0833a", "#4b9e5a", "#c2474a", "#8a62b8", "#2aa3a3", "#b58a2e", "#c25f9b", "#6b7684"),
    "map zones": ("#2e86c1", "#c0392b", "#27ae60", "#e6c229", "#8e44ad", "#e67e22", "#16a085", "#7f8c8d"),
})
"""Colours told apart by their order (the same in light and dark)."""


def dark_now() -> bool:
    """Whether the application shows dark colours now (see :func:`apply`)."""
    app = QApplication.instance()
    return bool(app is not None and app.property("tabletop-dark"))


def _qcolor(value: str) -> QColor:
    if len(value) == 9:  # #rrggbbaa
        found = QColor(value[:7])
        found.setAlpha(int(value[7:], 16))
        return found
    return QColor(value)


def colour(name: str) -> QColor:
    """The colour called ``name`` in the theme shown now."""
    light, dark = COLOURS[name]
    return _qcolor(dark if dark_now() else light)


def css(name: str) -> str:
    """The colour called ``name`` for a style sheet (rgba when it is see-through)."""
    found = colour(name)
    if found.alpha() == 255:
        return found.name()
    return f"rgba({found.red()}, {found.green()}, {found.blue()}, {found.alpha()})"


def series(name: str) -> list[QColor]:
    """The colours of a series (seats, counters, chart), in order."""
    return [_qcolor(value) for value in SERIES[name]]

"""The list of decks: shipped ones (locked, read-only) and the user's own."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QWidget

from tabletop.carddb.decks import Deck
from tabletop.carddb.problems import Problem
from tabletop.ui import theme

DECK_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2  # heading, note, shipped: what the theme colours


def lock_pixmap(size: int = 16, colour: QColor | None = None) -> QPixmap:
    """A small padlock, drawn (no emoji font needed)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = colour or theme.colour("lock mark")
    pen = QPen(colour, max(1.5, size / 9))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    shackle = QPainterPath()
    left, right, top = size * 0.3, size * 0.7, size * 0.12
    shackle.moveTo(QPointF(left, size * 0.48))
    shackle.lineTo(QPointF(left, size * 0.32))
    shackle.arcTo(QRectF(left, top, right - left, (right - left)), 180, -180)
    shackle.lineTo(QPointF(right, size * 0.48))
    painter.drawPath(shackle)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(colour))
    painter.drawRoundedRect(QRectF(size * 0.16, size * 0.45, size * 0.68, size * 0.48), size * 0.08, size * 0.08)
    painter.setBrush(QBrush(theme.colour("lock paper")))
    painter.drawEllipse(QPointF(size * 0.5, size * 0.66), size * 0.07, size * 0.07)
    painter.end()
    return pixmap


class DeckList(QListWidget):
    """Decks to pick from; ``deckChosen`` when one is clicked or activated."""

    deckChosen = Signal(object)  # Deck

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlternatingRowColors(True)
        self._lock = QIcon(lock_pixmap(16))
        blank = QPixmap(16, 16)
        blank.fill(Qt.GlobalColor.transparent)
        self._blank = QIcon(blank)
        self.itemClicked.connect(self._chosen)
        self.itemActivated.connect(self._chosen)
        self.decks: list[Deck] = []
        theme.follow(self, self._restyle)

    def _restyle(self) -> None:
        """Headings, notes and the padlock in the theme shown now."""
        self._lock = QIcon(lock_pixmap(16))
        for row in range(self.count()):
            item = self.item(row)
            kind = item.data(KIND_ROLE)
            if kind == "heading":
                item.setForeground(theme.colour("ink soft"))
            elif kind == "note":
                item.setForeground(theme.colour("ink grey"))
            elif kind == "shipped":
                item.setIcon(self._lock)

    def set_decks(self, decks: list[Deck], problems: list[Problem], current_path: str = "") -> None:
        """Fill the list: shipped decks, then the user's, then unreadable files."""
        self.clear()
        self.decks = list(decks)
        shipped = [d for d in decks if d.read_only]
        own = [d for d in decks if not d.read_only]
        if shipped:
            self._heading("Shipped decks")
            for deck in shipped:
                self._deck_item(deck, self._lock, "Shipped with the game (read-only). Save As makes your own copy.")
        self._heading("Your decks")
        for deck in own:
            self._deck_item(deck, self._blank, deck.path)
        if not own:
            self._note("None yet: New or Save As makes one.", "")
        if problems:
            files = len({p.path for p in problems})
            text = "\n".join(str(p) for p in problems)
            icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            self._note(f"{files} deck file{'s' if files != 1 else ''} could not be read", text, icon)
        self.select_path(current_path)

    def _heading(self, text: str) -> None:
        item = QListWidgetItem(text)
        font = QFont(self.font())
        font.setBold(True)
        item.setFont(font)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        item.setData(KIND_ROLE, "heading")
        item.setForeground(theme.colour("ink soft"))
        self.addItem(item)

    def _note(self, text: str, tooltip: str, icon: QIcon | None = None) -> None:
        item = QListWidgetItem(icon or self._blank, text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setData(KIND_ROLE, "note")
        item.setForeground(theme.colour("ink grey"))
        item.setToolTip(tooltip)
        self.addItem(item)

    def _deck_item(self, deck: Deck, icon: QIcon, tooltip: str) -> None:
        count = deck.count()
        badge = f"  · {deck.badge}" if deck.badge else ""  # where the list comes from: the project's own, ...
        item = QListWidgetItem(icon, f"{deck.name}  ({count}){badge}")
        item.setData(DECK_ROLE, deck)
        if deck.read_only:
            item.setData(KIND_ROLE, "shipped")
        origin = f"\nOrigin: {deck.badge}" if deck.badge else ""
        item.setToolTip(f"{deck.name}: {count} cards{origin}\n{tooltip}")
        self.addItem(item)

    def select_path(self, path: str) -> None:
        """Highlight the deck stored at ``path`` (nothing when it is not listed)."""
        wanted = Path(path).resolve() if path else None
        self.clearSelection()
        self.setCurrentItem(None)
        for row in range(self.count()):
            deck = self.item(row).data(DECK_ROLE)
            if wanted is not None and isinstance(deck, Deck) and deck.path and Path(deck.path).resolve() == wanted:
                self.setCurrentRow(row)
                return

    def item_for(self, name: str) -> QListWidgetItem | None:
        """The item of the first deck called ``name``."""
        for row in range(self.count()):
            deck = self.item(row).data(DECK_ROLE)
            if isinstance(deck, Deck) and deck.name == name:
                return self.item(row)
        return None

    def _chosen(self, item: QListWidgetItem) -> None:
        deck = item.data(DECK_ROLE)
        if isinstance(deck, Deck):
            self.deckChosen.emit(deck)

"""The deck contents tree (sections and cards, a drop target) and the options text."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QWidget

from tabletop.ui.decks.card_grid import CARD_MIME, card_ids_from_mime

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
"""Item data: (section, card id); the card id is "" on a section row."""


def options_text(options: dict[str, str]) -> str:
    return "; ".join(f"{key}={value}" for key, value in options.items())


def parse_options(text: str) -> dict[str, str] | None:
    """``hero=alice; reserves=a, b`` as a dict; None when a part has no ``=``."""
    options: dict[str, str] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            return None
        options[key.strip()] = value.strip()
    return options


class DeckTree(QTreeWidget):
    """The deck's sections and cards; accepts cards dragged from the grid."""

    cardsDropped = Signal(list, str)  # card ids, section ("" = the "Add to" choice)
    entryDoubleClicked = Signal(str, str)  # section, card id
    decrementRequested = Signal()
    incrementRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(3)
        self.setHeaderLabels(["#", "Card", "Kind"])
        self.setRootIsDecorated(False)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(True)
        self.setExpandsOnDoubleClick(False)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(2, 150)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.editable = True

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.editable and event.mimeData().hasFormat(CARD_MIME):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self.dragEnterEvent(event)  # type: ignore[arg-type]

    def dropEvent(self, event: QDropEvent) -> None:
        ids = card_ids_from_mime(event.mimeData())
        if not self.editable or not ids:
            event.ignore()
            return
        item = self.itemAt(event.position().toPoint())
        section = item.data(0, ENTRY_ROLE)[0] if item is not None else ""
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.cardsDropped.emit(ids, section)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        entry = item.data(0, ENTRY_ROLE) if item is not None else None
        if event.button() == Qt.MouseButton.LeftButton and entry and entry[1]:
            self.setCurrentItem(item)
            event.accept()
            self.entryDoubleClicked.emit(entry[0], entry[1])
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Minus):
            self.decrementRequested.emit()
        elif event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.incrementRequested.emit()
        else:
            super().keyPressEvent(event)

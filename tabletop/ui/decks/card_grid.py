"""The grid of card images: a list model over card ids and a view of cells in rows.

The model holds only the filtered ids; a thumbnail is asked for when the view
first paints its item, and kept (scaled once) in a bounded pixmap cache, so
10,000 cards cost nothing until they scroll into sight.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRectF,
    QSize,
    QStringListModel,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from tabletop.carddb.model import CardDatabase
from tabletop.ui.decks.images import BACK, ImageLoader, PixmapCache, placeholder, proxy_image

CARD_MIME = "application/x-tabletop-card-ids"
"""Drag payload: card ids, one per line."""

CARD_ID_ROLE = Qt.ItemDataRole.UserRole + 1

ROWS_AT_ONCE = 5000
"""Cards the grid lays out at a time; more come as it is scrolled to its end."""

_Index = QModelIndex | QPersistentModelIndex


def card_ids_from_mime(mime: QMimeData) -> list[str]:
    if not mime.hasFormat(CARD_MIME):
        return []
    text = bytes(mime.data(CARD_MIME).data()).decode("utf-8", "replace")
    return [line for line in text.splitlines() if line]


def card_mime(card_ids: list[str]) -> QMimeData:
    mime = QMimeData()
    mime.setData(CARD_MIME, "\n".join(card_ids).encode("utf-8"))
    mime.setText("\n".join(card_ids))
    return mime


class CardGridModel(QStringListModel):
    """The filtered cards of one game; DecorationRole gives the thumbnail.

    Built on QStringListModel (the card names) so that ``rowCount`` and ``index``
    stay in C++: a view lays out 10,000 items without 20,000 calls into Python.
    Rows come :data:`ROWS_AT_ONCE` at a time (Qt's fetch-more): a search matching
    90,000 cards lays out the first ones, and the grid asks for more as it is
    scrolled to its end, so a keystroke costs the same whatever the matches.
    """

    def __init__(self, db: CardDatabase, loader: ImageLoader | None, thumb: QSize, parent: Any = None,
                 ratio: float = 1.0) -> None:
        """``thumb``: a thumbnail's size in logical pixels; ``ratio``: the screen's device pixel ratio
        (thumbnails are asked for in the screen's pixels, sharp on a high-DPI screen)."""
        super().__init__(parent)
        self.db = db
        self.loader = loader
        self.thumb = thumb
        self.ratio = ratio
        self.asked_width = round(thumb.width() * ratio)  # the width asked of the loader
        self._ids: list[str] = list(db.cards)
        self._rows: dict[str, int] | None = None
        self._looked_up = 0  # lookups since the ids changed (the second builds a table of rows)
        self._blanks = [""] * ROWS_AT_ONCE  # the string list only gives the row count
        self._shown = min(len(self._ids), ROWS_AT_ONCE)  # rows the view has (fetchMore adds more)
        self.setStringList(self._blanks[: self._shown])
        self._cache = PixmapCache(900)
        self._blank = placeholder(thumb)
        self._back: QPixmap | None = None
        if loader is not None:
            loader.loaded.connect(self._on_loaded)
            loader.failed.connect(self._on_failed)
            loader.request(BACK, self.asked_width)

    # -- contents -----------------------------------------------------------
    @property
    def ids(self) -> list[str]:
        return self._ids

    def set_ids(self, ids: list[str]) -> None:
        """Show exactly these cards (in this order)."""
        if ids == self._ids:
            return
        self._ids = ids
        self._rows = None
        self._looked_up = 0
        self._shown = min(len(ids), ROWS_AT_ONCE)
        self.setStringList(self._blanks[: self._shown])

    def card_id(self, row: int) -> str | None:
        return self._ids[row] if 0 <= row < self._shown else None

    def row_of(self, card_id: str) -> int:
        """The card's place among the ids shown, -1 if the search left it out (its row may not
        have come yet: :meth:`row_for` brings it)."""
        self._looked_up += 1
        if self._rows is None and self._looked_up == 1:  # one lookup per keystroke: no table
            try:
                return self._ids.index(card_id)
            except ValueError:
                return -1
        if self._rows is None:
            self._rows = {cid: row for row, cid in enumerate(self._ids)}
        return self._rows.get(card_id, -1)

    def row_for(self, card_id: str) -> int:
        """The card's row, its rows brought in first if they have not come yet; -1 if not shown."""
        row = self.row_of(card_id)
        if row >= self._shown:
            self._fetch(row + 1 - self._shown)
        return row

    # -- rows in batches ----------------------------------------------------
    def canFetchMore(self, parent: _Index) -> bool:
        return not parent.isValid() and self._shown < len(self._ids)

    def fetchMore(self, parent: _Index) -> None:
        if not parent.isValid():
            self._fetch(ROWS_AT_ONCE)

    def _fetch(self, wanted: int) -> None:
        more = min(max(wanted, ROWS_AT_ONCE), len(self._ids) - self._shown)
        if more > 0:
            self.insertRows(self._shown, more)  # blank strings made in C++
            self._shown += more

    def thumbnail_cached(self, card_id: str) -> bool:
        return card_id in self._cache

    # -- Qt model API (rowCount and index are QStringListModel's) ------------
    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = index.row()
        if not index.isValid() or row >= self._shown:
            return None
        card_id = self._ids[row]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self.db.cards[card_id].name
        if role == Qt.ItemDataRole.DecorationRole:
            return self._thumbnail(card_id)
        if role == Qt.ItemDataRole.ToolTipRole:
            card = self.db.cards[card_id]
            return f"<b>{card.name}</b><br>{card.stats_line()}<br><i>Double-click or drag to add</i>"
        if role == CARD_ID_ROLE:
            return card_id
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # type: ignore[override]
        ids = [self._ids[i.row()] for i in indexes if i.isValid() and i.row() < self._shown]
        return card_mime(ids)

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    # -- thumbnails ---------------------------------------------------------
    def _thumbnail(self, card_id: str) -> QPixmap:
        pixmap = self._cache.get(card_id)
        if pixmap is not None:
            return pixmap
        if self.loader is None:
            pixmap = QPixmap.fromImage(proxy_image(self.db.cards.get(card_id), self.thumb))
            self._cache.put(card_id, pixmap)
            return pixmap
        self.loader.request(card_id, self.asked_width)
        return self._back or self._blank

    def _on_loaded(self, card_id: str, width: int, image: QImage) -> None:
        if width != self.asked_width:
            return
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self.ratio)
        if card_id == BACK:
            self._back = pixmap
            if self._shown:
                self.dataChanged.emit(self.index(0), self.index(self._shown - 1),
                                      [Qt.ItemDataRole.DecorationRole])
            return
        self._cache.put(card_id, pixmap)
        self._changed(card_id)

    def _on_failed(self, card_id: str, width: int, _reason: str) -> None:
        if width != self.asked_width or card_id == BACK:
            return
        image = proxy_image(self.db.cards.get(card_id), self.thumb)
        self._cache.put(card_id, QPixmap.fromImage(image))
        self._changed(card_id)

    def _changed(self, card_id: str) -> None:
        row = self.row_of(card_id)
        if 0 <= row < self._shown:
            index = self.index(row)
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])


def two_lines(text: str, metrics: QFontMetrics, width: int) -> list[str]:
    """``text`` wrapped at word breaks into at most two lines, the second elided."""
    if metrics.horizontalAdvance(text) <= width:
        return [text]
    words = text.split()
    first = words[0] if words else text
    for count in range(len(words), 0, -1):
        candidate = " ".join(words[:count])
        if metrics.horizontalAdvance(candidate) <= width:
            first, rest = candidate, " ".join(words[count:])
            break
    else:
        first, rest = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width), ""
    lines = [first]
    if rest:
        lines.append(metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))
    return lines


class CardDelegate(QStyledItemDelegate):
    """Paints a card: its thumbnail and up to two lines of name; every item one size."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thumb = QSize(120, 168)

    def item_size(self, metrics: QFontMetrics) -> QSize:
        return QSize(self.thumb.width() + 10, self.thumb.height() + metrics.height() * 2 + 12)

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        return self.item_size(option.fontMetrics)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(option.rect).adjusted(1, 1, -1, -1)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        palette = option.palette
        if selected or hovered:
            colour = QColor(palette.color(QPalette.ColorRole.Highlight))
            colour.setAlpha(255 if selected else 60)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 6, 6)
        pixmap = index.data(Qt.ItemDataRole.DecorationRole)
        top = rect.top() + 4
        if isinstance(pixmap, QPixmap) and not pixmap.isNull():
            size = pixmap.deviceIndependentSize()
            # drawn at its own size on whole pixels: no resampling (the view's smooth-transform hint
            # would send even a plain copy down the filtering path, six times slower)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.drawPixmap(QPoint(round(rect.center().x() - size.width() / 2), round(top)), pixmap)
        metrics = option.fontMetrics
        text_top = top + self.thumb.height() + 4
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.setPen(palette.color(role))
        painter.setFont(option.font)
        width = int(rect.width()) - 6
        for number, line in enumerate(two_lines(index.data(Qt.ItemDataRole.DisplayRole) or "", metrics, width)):
            line_rect = QRectF(rect.left() + 3, text_top + number * metrics.height(), width, metrics.height())
            painter.drawText(line_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, line)
        painter.restore()


class CardGridView(QListView):
    """The card grid (cells in rows, as many as fit); double-click or Enter adds a card."""

    cardActivated = Signal(str)  # double-click / Enter: add to the deck
    cardHovered = Signal(str)  # "" when the mouse leaves the cards
    currentCardChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # a grid laid out row by row: list mode flowing left to right and wrapping places each cell by
        # arithmetic (icon mode keeps a record per card, a third slower over 100,000 cards per keystroke)
        self.setViewMode(QListView.ViewMode.ListMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setMovement(QListView.Movement.Static)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(True)
        self.setSpacing(4)
        self.delegate = CardDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setMouseTracking(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalScrollBar().setSingleStep(24)
        self.entered.connect(self._on_entered)
        self._hovered = ""

    def set_thumb_size(self, thumb: QSize) -> None:
        self.setIconSize(thumb)
        self.delegate.thumb = thumb
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Spread the columns over the whole width instead of leaving a gap at the right."""
        item = self.delegate.item_size(self.fontMetrics()) + QSize(6, 6)
        available = max(self.viewport().width() - 2 * self.spacing() - 2, item.width())
        columns = max(1, available // item.width())
        cell = QSize(available // columns, item.height())
        if cell != self.gridSize():
            self.setGridSize(cell)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def setModel(self, model: Any) -> None:
        super().setModel(model)
        if model is not None:
            self.selectionModel().currentChanged.connect(self._on_current)

    def current_card(self) -> str | None:
        index = self.currentIndex()
        return index.data(CARD_ID_ROLE) if index.isValid() else None

    def select_card(self, card_id: str) -> bool:
        model = self.model()
        if not isinstance(model, CardGridModel):
            return False
        row = model.row_for(card_id)
        if row < 0:
            return False
        index = model.index(row)
        self.setCurrentIndex(index)
        self.scrollTo(index)
        return True

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.currentCardChanged.emit(current.data(CARD_ID_ROLE) if current.isValid() else "")

    def _on_entered(self, index: QModelIndex) -> None:
        card_id = index.data(CARD_ID_ROLE) or ""
        if card_id != self._hovered:
            self._hovered = card_id
            self.cardHovered.emit(card_id)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Add the card under the mouse (whether or not a press came first)."""
        index = self.indexAt(event.position().toPoint())
        card_id = index.data(CARD_ID_ROLE) if index.isValid() else None
        if event.button() == Qt.MouseButton.LeftButton and card_id:
            self.setCurrentIndex(index)
            event.accept()
            self.cardActivated.emit(card_id)
            return
        super().mouseDoubleClickEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if self._hovered and not self.indexAt(event.position().toPoint()).isValid():
            self._hovered = ""
            self.cardHovered.emit("")

    def leaveEvent(self, event: Any) -> None:
        super().leaveEvent(event)
        if self._hovered:
            self._hovered = ""
            self.cardHovered.emit("")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            card_id = self.current_card()
            if card_id:
                self.cardActivated.emit(card_id)
                return
        super().keyPressEvent(event)

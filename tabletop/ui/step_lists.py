"""The game log and the history list: models that change by one row per step.

A widget rebuilt (or a list view laid out again) after every step costs time
that grows with the game. Here each step, undo or redo inserts or removes the
rows it concerns, and the views are tree views scrolled per item, which lay
out only the rows on screen. The log shows the last :data:`LOG_WINDOW` steps
(older ones leave it from the top), the history a window of :data:`HISTORY_WINDOW`
steps around the current one (undo and redo reach every step).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QTreeView

from tabletop.engine.log_text import entry_lines, setup_lines
from tabletop.engine.transaction import Transaction
from tabletop.engine.variants import title_words
from tabletop.ui import theme
from tabletop.ui.controller import GameController

LOG_WINDOW = 400
HISTORY_WINDOW = 400
_ROOT = QModelIndex()
_DISPLAY = Qt.ItemDataRole.DisplayRole
_FOREGROUND = Qt.ItemDataRole.ForegroundRole
Index = QModelIndex | QPersistentModelIndex


def _list_view(view: QTreeView) -> None:
    view.setHeaderHidden(True)
    view.setRootIsDecorated(False)
    view.setItemsExpandable(False)
    view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)  # no need to measure every row


class LogModel(QAbstractListModel):
    """Row 0 names the game; then one row per step done (the last LOG_WINDOW of them)."""

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        words = title_words(controller.game, controller.session.setup)
        self._title = "\n".join([controller.game.name + (f" — {words}" if words else ""),
                                 *setup_lines(controller.session)])
        self._steps: list[Transaction] = []
        self._texts: list[str] = []
        self._first = 0  # steps before this one have left the top of the log
        self.sync()

    # -- the list ------------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else 1 + len(self._texts) - self._first

    def data(self, index: Index, role: int = _DISPLAY) -> object:
        row = index.row()
        if role == _DISPLAY:
            return self.text(row)
        if role == _FOREGROUND and row > 0 and self._steps[self._first + row - 1].manual:
            return QBrush(theme.colour("manual step"))  # the theme shown now
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return Qt.ItemFlag.NoItemFlags if index.row() == 0 else Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def text(self, row: int) -> str:
        if row == 0:
            hidden = self._first
            return self._title + (f"\n(steps 1–{hidden}: see the History)" if hidden else "")
        return self._texts[self._first + row - 1]

    def _entry(self, number: int, transaction: Transaction) -> str:
        return "\n".join(entry_lines(self.controller.state.players, number, transaction))

    # -- following the history ---------------------------------------------------------
    def sync(self) -> None:
        """Remove the rows of steps undone and add the rows of steps made or redone since the last call."""
        done = self.controller.session.history.done
        common = min(len(self._steps), len(done))
        while common and self._steps[common - 1] is not done[common - 1]:
            common -= 1
        while len(self._steps) > common:
            self._pop()
        while len(self._steps) < len(done):
            self._push(done[len(self._steps)])

    def _push(self, transaction: Transaction) -> None:
        row = self.rowCount()
        self.beginInsertRows(_ROOT, row, row)
        self._steps.append(transaction)
        self._texts.append(self._entry(len(self._texts) + 1, transaction))
        self.endInsertRows()
        if len(self._texts) - self._first > LOG_WINDOW:  # the oldest shown step leaves the top
            self.beginRemoveRows(_ROOT, 1, 1)
            self._first += 1
            self.endRemoveRows()
            self.dataChanged.emit(self.index(0), self.index(0))

    def _pop(self) -> None:
        row = self.rowCount() - 1
        self.beginRemoveRows(_ROOT, row, row)
        self._steps.pop()
        self._texts.pop()
        self.endRemoveRows()
        if self._first and len(self._texts) - self._first < LOG_WINDOW:  # an older step comes back on top
            self.beginInsertRows(_ROOT, 1, 1)
            self._first -= 1
            self.endInsertRows()
            self.dataChanged.emit(self.index(0), self.index(0))


class GameLog(QTreeView):
    """Every step in words, with the arithmetic of each resolution; manual steps marked."""

    def __init__(self, controller: GameController):
        super().__init__()
        _list_view(self)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(False)
        self.log_model = LogModel(controller)
        self.setModel(self.log_model)
        controller.undo_stack.indexChanged.connect(self.sync)
        self.scrollToBottom()

    def sync(self) -> None:
        self.log_model.sync()
        self.scrollToBottom()

    def count(self) -> int:
        """Rows shown: the title and the steps in the log's window."""
        return self.log_model.rowCount()

    def entries(self) -> list[str]:
        """The texts shown, top to bottom (the title first)."""
        return [self.log_model.text(row) for row in range(self.log_model.rowCount())]


class HistoryModel(QAbstractListModel):
    """Row 0 is the start of the game, then one row per command on the undo stack (undone ones grey).

    Only a window of :data:`HISTORY_WINDOW` commands around the current one has rows (a tree
    view asks the model about every row each time it lays out, so the list must stay short);
    the window follows the current step: by one row per step, by a reset after a jump.
    """

    def __init__(self, stack: QUndoStack, empty_label: str):
        super().__init__()
        self.stack = stack
        self.empty_label = empty_label
        self._first = 0  # the first command with a row
        self._end = 0  # one past the last command with a row
        self._index = 0
        self._count = 0
        self._top: object = None  # the newest command (a new step replaces it)
        self._reset(stack.index())

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else 1 + self._end - self._first

    def data(self, index: Index, role: int = _DISPLAY) -> object:
        row = index.row()
        if role == _DISPLAY:
            if row == 0:
                return self.empty_label
            number = self._first + row
            text = self.stack.text(number - 1)
            return f"… {text}" if row == 1 and self._first else text
        if role == _FOREGROUND and row > 0 and self._first + row > self._index:
            return QBrush(theme.colour("undone step"))
        return None

    def row_of(self, index: int) -> int:
        """The row showing the stack position ``index`` (0: the start)."""
        return 0 if index == 0 else index - self._first

    def position_of(self, row: int) -> int:
        return 0 if row == 0 else self._first + row

    def _fits(self, index: int) -> bool:
        return index == 0 or self._first < index <= self._end

    def _reset(self, index: int) -> None:
        self.beginResetModel()
        count = self.stack.count()
        self._first = max(0, min(count - HISTORY_WINDOW, index - HISTORY_WINDOW // 2))
        self._end = min(count, self._first + HISTORY_WINDOW)
        self._index, self._count = index, count
        self._top = self.stack.command(count - 1) if count else None
        self.endResetModel()

    def sync(self, index: int) -> None:
        """After the stack moved to ``index``: a row more for a new step, the grey of undone rows, or a reset."""
        count = self.stack.count()
        top = self.stack.command(count - 1) if count else None
        if count == self._count and top is self._top and self._fits(index):
            low, high = sorted((self._index, index))
            self._index = index
            rows = [self.row_of(max(low + 1, self._first + 1)), self.row_of(min(high, self._end))]
            if high > low and rows[0] <= rows[1]:
                self.dataChanged.emit(self.index(rows[0]), self.index(rows[1]), [_FOREGROUND])
            return
        if count == self._count + 1 == index and self._index == self._count and self._end == self._count:
            row = self.rowCount()  # the usual case: a new step at the end
            self.beginInsertRows(_ROOT, row, row)
            self._end = self._count = self._index = count
            self._top = top
            self.endInsertRows()
            if self._end - self._first > HISTORY_WINDOW:
                self.beginRemoveRows(_ROOT, 1, 1)
                self._first += 1
                self.endRemoveRows()
                self.dataChanged.emit(self.index(1), self.index(1))
            return
        self._reset(index)


class HistoryView(QTreeView):
    """The undo history with labels; choosing a row undoes or redoes to just after that step."""

    def __init__(self, stack: QUndoStack, empty_label: str = "Start of the game"):
        super().__init__()
        _list_view(self)
        self.stack = stack
        self.history_model = HistoryModel(stack, empty_label)
        self.setModel(self.history_model)
        self.setUniformRowHeights(True)
        self._following = False
        self.selectionModel().currentRowChanged.connect(self._chosen)
        stack.indexChanged.connect(self._moved)
        self._moved(stack.index())

    def _moved(self, index: int) -> None:
        try:
            self.history_model.sync(index)
        except RuntimeError:  # the stack is being destroyed with its game: nothing left to show
            return
        self._following = True
        try:
            current = self.history_model.index(self.history_model.row_of(index))
            self.setCurrentIndex(current)
            self.scrollTo(current)
        finally:
            self._following = False

    def _chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._following or not current.isValid():
            return
        position = self.history_model.position_of(current.row())
        if position != self.stack.index():
            self.stack.setIndex(position)

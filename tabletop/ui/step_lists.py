"""The game log and the history list: models that change by one row per step.

A widget rebuilt (or a list view laid out again) after every step costs time
that grows with the game. Here each step, undo or redo inserts or removes the
rows it concerns, and the views are tree views scrolled per item, which lay
out only the rows on screen. The log shows the last :data:`LOG_WINDOW` steps
(older ones leave it from the top), the history a window of :data:`HISTORY_WINDOW`
steps around the current one (undo and redo reach every step).

Both models keep their rows in Qt's own item model (``QStandardItemModel``): a tree
view still walks every row when rows come and go (their count, flags and sizes), and
it then asks C++, not Python, about each. The colours of manual and undone steps are
set on the rows and set again by :meth:`restyle` when the colours change.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QStandardItem, QStandardItemModel, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QTreeView,
)

from tabletop.engine.log_text import entry_lines, setup_lines
from tabletop.engine.transaction import Transaction
from tabletop.engine.variants import title_words
from tabletop.ui import theme
from tabletop.ui.controller import GameController
from tabletop.ui.log_rows import HangingRows

LOG_WINDOW = 400
HISTORY_WINDOW = 400
_TITLE_FLAGS = Qt.ItemFlag.ItemNeverHasChildren  # shown, not chosen
_ROW_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren


def _row(text: str, flags: Qt.ItemFlag = _ROW_FLAGS) -> QStandardItem:
    item = QStandardItem(text)
    item.setFlags(flags)
    return item


def _list_view(view: QTreeView) -> None:
    view.setHeaderHidden(True)
    view.setRootIsDecorated(False)
    view.setItemsExpandable(False)
    view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)  # no need to measure every row


class LogModel(QStandardItemModel):
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
        self.appendRow(_row(self._title, _TITLE_FLAGS))
        self.sync()

    # -- the list ------------------------------------------------------------------
    def text(self, row: int) -> str:
        if row == 0:
            hidden = self._first
            return self._title + (f"\n(steps 1–{hidden}: see the History)" if hidden else "")
        return self._texts[self._first + row - 1]

    def _entry(self, number: int, transaction: Transaction) -> str:
        return "\n".join(entry_lines(self.controller.state.players, number, transaction))

    def _step_row(self, index: int) -> QStandardItem:
        """The row of the step at ``index`` (0 = the first step), manual steps in their colour."""
        item = _row(self._texts[index])
        if self._steps[index].manual:
            item.setForeground(QBrush(theme.colour("manual step")))
        return item

    def restyle(self) -> None:
        """The colours changed: the manual steps take the new one."""
        brush = QBrush(theme.colour("manual step"))
        for row in range(1, self.rowCount()):
            if self._steps[self._first + row - 1].manual:
                self.item(row).setForeground(brush)

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
        self._steps.append(transaction)
        self._texts.append(self._entry(len(self._texts) + 1, transaction))
        self.appendRow(self._step_row(len(self._steps) - 1))
        if len(self._texts) - self._first > LOG_WINDOW:  # the oldest shown step leaves the top
            self._first += 1
            self.removeRow(1)
            self.item(0).setText(self.text(0))

    def _pop(self) -> None:
        self.removeRow(self.rowCount() - 1)
        self._steps.pop()
        self._texts.pop()
        if self._first and len(self._texts) - self._first < LOG_WINDOW:  # an older step comes back on top
            self._first -= 1
            self.insertRow(1, self._step_row(self._first))
            self.item(0).setText(self.text(0))


class GameLog(QTreeView):
    """Every step in words, with the arithmetic of each resolution; manual steps marked."""

    def __init__(self, controller: GameController):
        super().__init__()
        _list_view(self)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(False)
        self.setItemDelegate(HangingRows(self))
        self.log_model = LogModel(controller)
        self.setModel(self.log_model)
        theme.follow(self, self.log_model.restyle, now=False)  # rows coloured when they came keep no stale colour
        controller.undo_stack.indexChanged.connect(self.sync)
        # rows keep the height measured at the width they first had: measured again when it changes
        self.header().sectionResized.connect(self._measure_again)
        self._following = True
        self.verticalScrollBar().rangeChanged.connect(self._keep_following)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.scrollToBottom()

    def _measure_again(self, _column: int, old: int, new: int) -> None:
        if old != new:
            self.scheduleDelayedItemsLayout()

    def _keep_following(self, _low: int, high: int) -> None:
        """Rows measured again or added: a log showing its newest step still shows it (one the
        reader scrolled up stays where it is)."""
        if self._following:
            self.verticalScrollBar().setValue(high)

    def _scrolled(self, value: int) -> None:
        self._following = value == self.verticalScrollBar().maximum()

    def sync(self) -> None:
        self.log_model.sync()
        self.scrollToBottom()

    def count(self) -> int:
        """Rows shown: the title and the steps in the log's window."""
        return self.log_model.rowCount()

    def entries(self) -> list[str]:
        """The texts shown, top to bottom (the title first)."""
        return [self.log_model.text(row) for row in range(self.log_model.rowCount())]


class HistoryModel(QStandardItemModel):
    """Row 0 is the start of the game, then one row per command on the undo stack (undone ones grey).

    Only a window of :data:`HISTORY_WINDOW` commands around the current one has rows (a tree
    view walks every row each time rows come or go, so the list must stay short); the window
    follows the current step: by one row per step, by a rebuild after a jump.
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

    def row_of(self, index: int) -> int:
        """The row showing the stack position ``index`` (0: the start)."""
        return 0 if index == 0 else index - self._first

    def position_of(self, row: int) -> int:
        return 0 if row == 0 else self._first + row

    def _fits(self, index: int) -> bool:
        return index == 0 or self._first < index <= self._end

    def _command_row(self, number: int) -> QStandardItem:
        """The row of command ``number`` (1 = the first), grey when it is undone."""
        text = self.stack.text(number - 1)
        item = _row(f"… {text}" if number == self._first + 1 and self._first else text)
        if number > self._index:
            item.setForeground(QBrush(theme.colour("undone step")))
        return item

    def restyle(self) -> None:
        """The colours changed (or the current step did): undone rows grey, the others plain."""
        self._grey(self._first + 1, self._end)

    def _grey(self, low: int, high: int) -> None:
        """Set the colour of the rows of commands ``low``..``high`` (1 = the first) by whether each is undone."""
        undone = QBrush(theme.colour("undone step"))
        for number in range(max(low, self._first + 1), min(high, self._end) + 1):
            item = self.item(self.row_of(number))
            if number > self._index:
                item.setForeground(undone)
            elif item.data(Qt.ItemDataRole.ForegroundRole) is not None:  # done again: no colour of its own
                text = item.text()
                item.clearData()
                item.setText(text)

    def _reset(self, index: int) -> None:
        count = self.stack.count()
        self._first = max(0, min(count - HISTORY_WINDOW, index - HISTORY_WINDOW // 2))
        self._end = min(count, self._first + HISTORY_WINDOW)
        self._index, self._count = index, count
        self._top = self.stack.command(count - 1) if count else None
        self.clear()  # one reset and one insertion of every row, not a signal per row
        self.invisibleRootItem().appendRows([_row(self.empty_label),
                                             *(self._command_row(number) for number in range(self._first + 1, self._end + 1))])

    def sync(self, index: int) -> None:
        """After the stack moved to ``index``: a row more for a new step, the grey of undone rows, or a rebuild."""
        count = self.stack.count()
        top = self.stack.command(count - 1) if count else None
        if count == self._count and top is self._top and self._fits(index):
            low, high = sorted((self._index, index))
            self._index = index
            self._grey(low + 1, high)
            return
        if count == self._count + 1 == index and self._index == self._count and self._end == self._count:
            self._end = self._count = self._index = count  # the usual case: a new step at the end
            self._top = top
            self.appendRow(self._command_row(count))
            if self._end - self._first > HISTORY_WINDOW:
                self._first += 1
                self.removeRow(1)
                self.item(1).setText(f"… {self.stack.text(self._first)}")
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
        theme.follow(self, self.history_model.restyle, now=False)
        self.setUniformRowHeights(True)
        self._following = False
        self.selectionModel().currentRowChanged.connect(self._chosen)
        stack.indexChanged.connect(self._moved)
        self._moved(stack.index())

    def _moved(self, index: int) -> None:
        self._following = True  # rows rebuilt, or the current one set, here: no step is chosen by it
        try:
            try:
                self.history_model.sync(index)
            except RuntimeError:  # the stack is being destroyed with its game: nothing left to show
                return
            current = self.history_model.index(self.history_model.row_of(index), 0)
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

"""How a row of the game log is laid out: wrapped to the column, continuations hanging.

A log row is a step (``12. Ann: Recruit Grifter``) and its explanation lines, each
indented with spaces. A line too long for the dock wraps, and its continuation lines
start under the words of that line (after ``12. `` for a step, a little further in
for an explanation), so the step numbers and the explanations stay readable down the
left edge. Qt's own item text wraps every line back to the left edge, hence this
delegate.

The layouts of the rows last measured or painted are kept (by text, width and font),
so a repaint after a step lays out only the new row.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeView

KEPT_LAYOUTS = 300  # a few screens of rows
_STEP_NUMBER = re.compile(r"\d+\.\s")
_MARGIN = 3  # pixels left and right of the text, as the style leaves them
_PAD = 2  # pixels above and below a row's text


@dataclass(frozen=True)
class _Laid:
    """A row laid out: its text layouts (one per line of the text) and its height."""

    layouts: tuple[QTextLayout, ...]
    height: float


def step_number(text: str) -> str:
    """The ``12. `` a step's row starts with ("" for the title row)."""
    number = _STEP_NUMBER.match(text)
    return number.group(0) if number else ""


def lay_out(text: str, width: int, font: QFont) -> _Laid:
    """``text`` wrapped at ``width`` pixels: the step's words after its number, the
    explanation lines (indented with spaces) a little further in, and each line's
    continuations under its own first word, or a little further in."""
    metrics = QFontMetricsF(font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    words = _MARGIN + metrics.horizontalAdvance(step_number(text))  # where the step's words start
    further = metrics.horizontalAdvance("  ")
    layouts, top = [], 0.0
    for line in text.split("\n"):
        body = line.lstrip(" ")
        if len(body) == len(line):  # the step's line (or the title): continuations under its words
            left, hanging = _MARGIN, words if words > _MARGIN else _MARGIN + further
        else:  # an explanation, under the step's words and further in
            left = max(_MARGIN + metrics.horizontalAdvance(line[: len(line) - len(body)]), words + further)
            hanging = left + further
        layout = QTextLayout(body, font)
        layout.setTextOption(option)
        layout.beginLayout()
        first = True
        while True:
            text_line = layout.createLine()
            if not text_line.isValid():
                break
            start = left if first else hanging
            text_line.setLineWidth(max(1.0, width - start - _MARGIN))
            text_line.setPosition(QPointF(start, top))
            top += metrics.lineSpacing()
            first = False
        layout.endLayout()
        if first:  # an empty line still takes its height
            top += metrics.lineSpacing()
        layouts.append(layout)
    return _Laid(tuple(layouts), top)


class HangingRows(QStyledItemDelegate):
    """Lays out and paints the log's rows at the width of the view's column.

    A tree view asks its delegate for a row's size with no width at all (a shortcut in
    Qt's ``QTreeView::indexRowSizeHint``), so the width is the column's, asked here.
    """

    def __init__(self, view: QTreeView):
        super().__init__(view)
        self.view = view
        self._kept: OrderedDict[tuple[str, int, str], _Laid] = OrderedDict()

    def _laid(self, text: str, width: int, font: QFont) -> _Laid:
        key = (text, width, font.key())
        laid = self._kept.get(key)
        if laid is None:
            laid = self._kept[key] = lay_out(text, width, font)
            if len(self._kept) > KEPT_LAYOUTS:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(key)
        return laid

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = self.view.columnWidth(index.column())
        laid = self._laid(str(index.data() or ""), width, option.font)
        return QSize(width, round(laid.height) + 2 * _PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        text = str(index.data() or "")  # the option's text has its line breaks turned into line separators
        shown.text = ""  # the style paints the row's background, selection and focus; the text is ours
        style = self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, self.view)
        selected = bool(shown.state & QStyle.StateFlag.State_Selected)
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        if selected:
            colour = shown.palette.color(QPalette.ColorRole.HighlightedText)
        elif isinstance(brush, QBrush):
            colour = brush.color()
        else:
            colour = shown.palette.color(QPalette.ColorRole.Text)
        laid = self._laid(text, self.view.columnWidth(index.column()), shown.font)
        painter.save()
        painter.setPen(colour)
        corner = QPointF(option.rect.left(), option.rect.top() + _PAD)
        for layout in laid.layouts:
            layout.draw(painter, corner)
        painter.restore()

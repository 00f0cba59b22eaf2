"""A small bar chart of a deck's make-up, painted with QPainter.

A cost curve (bars per cost, stacked by card type) when the game's cards have
a cost-like number; otherwise the number of cards of each type.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.model import CardDatabase
from tabletop.ui import theme
from tabletop.ui.decks.gamedata import words

PALETTE = theme.series("chart")
NO_VALUE = "–"
MAX_BUCKETS = 12


@dataclass
class ChartData:
    """Bars (label -> count per card type) and the chart's title."""

    title: str
    labels: list[str] = field(default_factory=list)
    stacks: list[dict[str, int]] = field(default_factory=list)
    types: list[str] = field(default_factory=list)

    def total(self) -> int:
        return sum(sum(stack.values()) for stack in self.stacks)


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def chart_data(deck: Deck, db: CardDatabase, cost_field: str | None) -> ChartData:
    """What to draw for ``deck``: the main section's cost curve, or its types."""
    section = MAIN if deck.sections.get(MAIN) else None
    entries = [(db.cards[cid], n) for s, cid, n in deck.entries()
               if (section is None or s == section) and cid in db.cards]
    where = "main deck" if section else "deck"
    types = list(dict.fromkeys(card.type for card, _ in entries))
    costs = {card.id: _number(getattr(card, cost_field, None)) for card, _ in entries} if cost_field else {}
    if cost_field and any(value is not None for value in costs.values()):
        present = sorted({int(v) for v in costs.values() if v is not None})
        low, high = present[0], present[-1]
        capped = high > low + MAX_BUCKETS - 1
        if capped:
            high = low + MAX_BUCKETS - 1
        labels = [str(v) for v in range(low, high + 1)]
        if capped:
            labels[-1] += "+"
        if any(v is None for v in costs.values()):
            labels.append(NO_VALUE)
        stacks: list[dict[str, int]] = [{} for _ in labels]
        for card, number in entries:
            value = costs[card.id]
            slot = len(labels) - 1 if value is None else min(int(value), high) - low
            stacks[slot][card.type] = stacks[slot].get(card.type, 0) + number
        return ChartData(f"{words(cost_field)} curve ({where})", labels, stacks, types)
    stacks = [{t: sum(n for card, n in entries if card.type == t)} for t in types]
    return ChartData(f"Cards per type ({where})", [words(t) for t in types], stacks, types)


class DeckChart(QWidget):
    """Paints a :class:`ChartData`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data = ChartData("")
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(320, 175)

    def set_data(self, data: ChartData) -> None:
        self.data = data
        self.setToolTip(self._tooltip())
        self.update()

    def _tooltip(self) -> str:
        lines = [self.data.title]
        for label, stack in zip(self.data.labels, self.data.stacks, strict=True):
            detail = ", ".join(f"{n} {words(t)}" for t, n in stack.items() if n)
            lines.append(f"{label}: {sum(stack.values())}" + (f" ({detail})" if detail else ""))
        return "\n".join(lines)

    def colour(self, card_type: str) -> QColor:
        types = self.data.types
        return PALETTE[types.index(card_type) % len(PALETTE)] if card_type in types else PALETTE[-1]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.colour("chart back"))
        painter.setPen(QPen(theme.colour("chart grid")))
        painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        font = QFont(self.font())
        metrics_height = self.fontMetrics().height()
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(theme.colour("ink"))
        painter.drawText(QRectF(8, 4, self.width() - 16, metrics_height), Qt.AlignmentFlag.AlignLeft,
                         self.data.title or "Deck make-up")
        painter.setFont(font)
        top = 8 + metrics_height
        if len(self.data.types) > 1:
            top = self._legend(painter, top) + 4
        if not self.data.total():
            painter.setPen(theme.colour("faint"))
            painter.drawText(QRectF(0, top, self.width(), self.height() - top),
                             Qt.AlignmentFlag.AlignCenter, "No cards yet")
            return
        self._bars(painter, QRectF(8, top + metrics_height, self.width() - 16,
                                   self.height() - top - metrics_height * 2 - 8))

    def _legend(self, painter: QPainter, top: float) -> float:
        x, height = 8.0, self.fontMetrics().height()
        for card_type in self.data.types:
            label = words(card_type)
            width = self.fontMetrics().horizontalAdvance(label) + 22
            if x + width > self.width() - 8 and x > 8:
                x, top = 8.0, top + height + 2
            painter.fillRect(QRectF(x, top + height / 2 - 5, 10, 10), self.colour(card_type))
            painter.setPen(theme.colour("ink soft"))
            painter.drawText(QRectF(x + 14, top, width, height), Qt.AlignmentFlag.AlignLeft, label)
            x += width
        return top + height

    def _bars(self, painter: QPainter, area: QRectF) -> None:
        data = self.data
        tallest = max(sum(stack.values()) for stack in data.stacks) or 1
        slot = area.width() / max(len(data.labels), 1)
        bar = max(4.0, min(slot * 0.7, 48.0))
        height = self.fontMetrics().height()
        painter.setPen(QPen(theme.colour("chart axis")))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        for number, (label, stack) in enumerate(zip(data.labels, data.stacks, strict=True)):
            x = area.left() + slot * number + (slot - bar) / 2
            y = area.bottom()
            for card_type, count in stack.items():
                piece = area.height() * count / tallest
                painter.fillRect(QRectF(x, y - piece, bar, piece), self.colour(card_type))
                y -= piece
            total = sum(stack.values())
            painter.setPen(theme.colour("ink"))
            if total:
                painter.drawText(QRectF(x - 10, y - height - 1, bar + 20, height),
                                 Qt.AlignmentFlag.AlignHCenter, str(total))
            painter.setPen(theme.colour("muted"))
            text = self.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, int(slot))
            painter.drawText(QRectF(area.left() + slot * number, area.bottom() + 3, slot, height),
                             Qt.AlignmentFlag.AlignHCenter, text)

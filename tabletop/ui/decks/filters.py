"""Filters built from a game's schema: card types, tag fields, flags, number ranges.

The panel discovers its facets from the search index (whose field kinds come
from ``tabletop.carddb.schema.field_kinds``): every tag field becomes a list of
check boxes, a yes/no field a combo, and every numeric field a min/max pair.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.carddb.index import CardIndex, Query
from tabletop.carddb.model import CardDatabase
from tabletop.ui.decks.gamedata import GameData, words

ANY, YES, NO = "Any", "Yes", "No"


@dataclass
class Selection:
    """What the filter panel asks for, besides the search words."""

    types: frozenset[str] = frozenset()
    tags: dict[str, frozenset[str]] = field(default_factory=dict)
    ranges: dict[str, tuple[float | None, float | None]] = field(default_factory=dict)

    def active(self) -> int:
        """How many filters are set."""
        return int(bool(self.types)) + len(self.tags) + len(self.ranges)


def run_filter(index: CardIndex, db: CardDatabase, text: str, selection: Selection) -> list[str]:
    """The ids of the cards matching the search text and the selection, in data order."""
    tags = dict(selection.tags)
    types = selection.types
    if types and "type" in index.tag_values:
        tags["type"] = types
        types = frozenset()
    ids = index.search(Query(words=text, tags=tags, ranges=dict(selection.ranges)))
    if types:
        cards = db.cards
        ids = [card_id for card_id in ids if cards[card_id].type in types]
    return ids


def _sorted_values(values: set[str]) -> list[str]:
    if all(value.lstrip("-").isdigit() for value in values):
        return sorted(values, key=int)
    return sorted(values, key=str.casefold)


class Section(QWidget):
    """A titled, collapsible group of filter widgets."""

    def __init__(self, title: str, body: QWidget, expanded: bool) -> None:
        super().__init__()
        self.title = title
        self.header = QToolButton()
        self.header.setCheckable(True)
        self.header.setChecked(expanded)
        self.header.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.header.setAutoRaise(True)
        self.header.setStyleSheet("QToolButton { font-weight: bold; border: none; }")
        self.header.toggled.connect(self._toggle)
        self.body = body
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.header)
        layout.addWidget(body)
        self._toggle(expanded)
        self.set_count(0)

    def _toggle(self, expanded: bool) -> None:
        self.header.setArrowType(Qt.ArrowType.DownArrow if expanded else Qt.ArrowType.RightArrow)
        self.body.setVisible(expanded)

    def set_count(self, count: int) -> None:
        self.header.setText(f"{self.title}  ({count} selected)" if count else self.title)


class FilterPanel(QScrollArea):
    """All of a game's filters in one scrolling column; ``changed`` on any edit."""

    changed = Signal()

    def __init__(self, data: GameData, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.type_boxes: dict[str, QCheckBox] = {}
        self.tag_boxes: dict[str, dict[str, QCheckBox]] = {}
        self.flag_combos: dict[str, QComboBox] = {}
        self.range_spins: dict[str, tuple[QAbstractSpinBox, QAbstractSpinBox]] = {}
        self._bounds: dict[str, tuple[float, float]] = {}
        self._sections: dict[str, Section] = {}
        self._quiet = False
        content = QWidget()
        self._layout = QVBoxLayout(content)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self._layout.setSpacing(6)
        self.reset_button = QPushButton("Reset filters")
        self.reset_button.setToolTip("Clear every filter (the search text stays)")
        self.reset_button.clicked.connect(self.reset)
        self._layout.addWidget(self.reset_button)
        if data.index is not None:
            self._build(data)
        self._layout.addStretch(1)
        self.reset_button.setEnabled(False)
        self.setWidget(content)
        scrollbar = self.verticalScrollBar().sizeHint().width()
        self.setMinimumWidth(max(220, content.minimumSizeHint().width() + scrollbar + 4))

    # -- building -----------------------------------------------------------
    def _build(self, data: GameData) -> None:
        index = data.index
        assert index is not None
        types = data.card_types()
        if len(types) > 1:
            self._add_checks("type", "Card type", types, self.type_boxes, expanded=True)
        numbers = {name: b for name, b in index.number_bounds.items() if b[0] < b[1]}
        if numbers:
            self._add_numbers(numbers)
        kinds = data.field_kinds()
        flags = []
        for name, values in index.tag_values.items():
            if name == "type" or not values:
                continue
            if values <= {"yes", "no"}:
                flags.append(name)
            elif len(values) >= 2 or kinds.get(name) == "tags":
                boxes: dict[str, QCheckBox] = {}
                self.tag_boxes[name] = boxes
                self._add_checks(name, words(name), _sorted_values(values), boxes, expanded=False)
        if flags:
            self._add_flags(flags)

    def _add_checks(self, key: str, title: str, values: list[str], into: dict[str, QCheckBox],
                    expanded: bool) -> None:
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(14, 0, 0, 4)
        column.setSpacing(1)
        for value in values:
            box = QCheckBox(words(value))
            box.setToolTip(value)
            box.toggled.connect(self._emit)
            column.addWidget(box)
            into[value] = box
        self._add_section(key, title, body, expanded)

    def _add_numbers(self, numbers: dict[str, tuple[float, float]]) -> None:
        body = QWidget()
        grid = QGridLayout(body)
        grid.setContentsMargins(14, 0, 0, 4)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(3)
        for row, (name, (low, high)) in enumerate(sorted(numbers.items())):
            whole = float(low).is_integer() and float(high).is_integer()
            spins = tuple(self._spin(low, high, whole) for _ in range(2))
            spins[0].setValue(low)
            spins[1].setValue(high)
            spins[0].setToolTip(f"Lowest {words(name).lower()} shown")
            spins[1].setToolTip(f"Highest {words(name).lower()} shown")
            label = QLabel(words(name))
            label.setWordWrap(True)
            label.setToolTip(f"{words(name)}: {low:g} to {high:g} in this game")
            grid.addWidget(label, row, 0)
            grid.addWidget(spins[0], row, 1)
            grid.addWidget(QLabel("to"), row, 2)
            grid.addWidget(spins[1], row, 3)
            self.range_spins[name] = (spins[0], spins[1])
            self._bounds[name] = (low, high)
        grid.setColumnStretch(0, 1)
        self._add_section("numbers", "Numbers", body, expanded=True)

    def _spin(self, low: float, high: float, whole: bool) -> QAbstractSpinBox:
        spin: QSpinBox | QDoubleSpinBox
        if whole:
            spin = QSpinBox()
            spin.setRange(int(low), int(high))
        else:
            spin = QDoubleSpinBox()
            spin.setDecimals(1)
            spin.setRange(low, high)
        spin.setKeyboardTracking(False)
        spin.setFixedWidth(56)
        spin.valueChanged.connect(self._emit)
        return spin

    def _add_flags(self, names: list[str]) -> None:
        body = QWidget()
        grid = QGridLayout(body)
        grid.setContentsMargins(14, 0, 0, 4)
        grid.setVerticalSpacing(3)
        for row, name in enumerate(sorted(names)):
            combo = QComboBox()
            combo.addItems([ANY, YES, NO])
            combo.currentIndexChanged.connect(self._emit)
            grid.addWidget(QLabel(words(name)), row, 0)
            grid.addWidget(combo, row, 1)
            self.flag_combos[name] = combo
        grid.setColumnStretch(0, 1)
        self._add_section("flags", "Yes / no", body, expanded=False)

    def _add_section(self, key: str, title: str, body: QWidget, expanded: bool) -> None:
        section = Section(title, body, expanded)
        self._sections[key] = section
        self._layout.addWidget(section)

    # -- state --------------------------------------------------------------
    def selection(self) -> Selection:
        """The filters as set now."""
        types = frozenset(t for t, box in self.type_boxes.items() if box.isChecked())
        tags = {}
        for name, boxes in self.tag_boxes.items():
            chosen = frozenset(v for v, box in boxes.items() if box.isChecked())
            if chosen:
                tags[name] = chosen
        for name, combo in self.flag_combos.items():
            if combo.currentText() != ANY:
                tags[name] = frozenset({"yes" if combo.currentText() == YES else "no"})
        ranges: dict[str, tuple[float | None, float | None]] = {}
        for name, (low_spin, high_spin) in self.range_spins.items():
            low, high = self._bounds[name]
            chosen_low, chosen_high = low_spin.value(), high_spin.value()  # type: ignore[attr-defined]
            if chosen_low > low or chosen_high < high:
                ranges[name] = (chosen_low if chosen_low > low else None,
                                chosen_high if chosen_high < high else None)
        return Selection(types, tags, ranges)

    def reset(self) -> None:
        """Clear every filter; ``changed`` is emitted once."""
        self._quiet = True
        try:
            for box in self.type_boxes.values():
                box.setChecked(False)
            for boxes in self.tag_boxes.values():
                for box in boxes.values():
                    box.setChecked(False)
            for combo in self.flag_combos.values():
                combo.setCurrentIndex(0)
            for name, (low_spin, high_spin) in self.range_spins.items():
                low, high = self._bounds[name]
                low_spin.setValue(low)  # type: ignore[attr-defined]
                high_spin.setValue(high)  # type: ignore[attr-defined]
        finally:
            self._quiet = False
        self._emit()

    def _emit(self) -> None:
        if self._quiet:
            return
        selection = self.selection()
        counts = {"type": len(selection.types),
                  "numbers": len(selection.ranges),
                  "flags": sum(1 for name in self.flag_combos if name in selection.tags)}
        for name in self.tag_boxes:
            counts[name] = len(selection.tags.get(name, ()))
        for key, section in self._sections.items():
            section.set_count(counts.get(key, 0))
        self.reset_button.setEnabled(selection.active() > 0)
        self.changed.emit()

"""The deck being edited: name, format, options, cards per section, live rule check.

Cards come in by double-click in the grid (``add_card``) or by a drop on the
contents tree; a drop on a section row goes to that section, anywhere else to
the section chosen in "Add to". Double-click, Delete or − takes one copy out.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.carddb.decks import MAIN, Deck
from tabletop.engine.words import count as counted
from tabletop.ui import theme
from tabletop.ui.decks.deck_chart import DeckChart, chart_data
from tabletop.ui.decks.deck_list import lock_pixmap
from tabletop.ui.decks.deck_tree import ENTRY_ROLE, DeckTree, options_text, parse_options
from tabletop.ui.decks.gamedata import GameData, words

AUTO = "\x00auto"
def _status_style(kind: str) -> str:
    """The deck's status line: ``kind`` is legal, illegal or neutral (theme colours of the moment)."""
    weight = "" if kind == "neutral" else " font-weight: bold;"
    return (f"QLabel {{ background: {theme.css(kind + ' back')}; color: {theme.css(kind + ' text')};"
            f" border-radius: 4px; padding: 5px;{weight} }}")


class _DeckEdit(QUndoCommand):
    """One edit of the deck: the deck before and after (decks are values, so this is all)."""

    RENAME = 1  # consecutive keystrokes of a new name are one step

    def __init__(self, editor: DeckEditor, before: Deck, after: Deck, words: str,
                 keep: tuple[str, str] | None, merge_id: int = -1) -> None:
        super().__init__(words)
        self._editor, self._before, self._after, self._keep = editor, before, after, keep
        self._merge_id = merge_id

    def id(self) -> int:  # noqa: A003 - Qt's name
        return self._merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, _DeckEdit) or other.id() != self.id():
            return False
        self._after = other._after
        self.setText(other.text())
        return True

    def redo(self) -> None:
        self._editor._show_edit(self._after, self._keep)

    def undo(self) -> None:
        self._editor._show_edit(self._before, self._keep)


class DeckEditor(QWidget):
    """Edits one :class:`Deck`; ``changed`` after every edit, ``message`` for the status bar."""

    changed = Signal()
    cardSelected = Signal(str)
    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(4, 4, 4, 4)
        self.data: GameData | None = None
        self._deck = Deck("", "New deck")
        self.undo_stack = QUndoStack(self)  # the edits of the deck shown (a new deck starts afresh)
        self._dirty_when_clean = False  # an imported deck differs from any file even before an edit
        self.problems: list[str] | None = None
        self._building = False
        self._build_top()
        self._build_rules()
        self.chart = DeckChart()
        self.chart.setMinimumHeight(120)
        self.chart.setMaximumHeight(190)
        self._layout.addWidget(self.chart)

    def _build_top(self) -> None:
        layout = self._layout
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText("Deck name")
        self.name_edit.textEdited.connect(self._on_name)
        self.lock_row = QWidget()
        lock_layout = QHBoxLayout(self.lock_row)
        lock_layout.setContentsMargins(0, 0, 0, 0)
        lock_icon = QLabel()
        theme.follow(lock_icon, lambda: lock_icon.setPixmap(lock_pixmap(16)))
        lock_icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.lock_label = QLabel("Shipped deck, read-only: Save As makes your own copy to edit.")
        self.lock_label.setWordWrap(True)
        theme.style_sheet(self.lock_label, lambda: f"color: {theme.css('lock')};")
        lock_layout.addWidget(lock_icon)
        lock_layout.addWidget(self.lock_label, 1)
        self.origin_label = QLabel()
        self.origin_label.setWordWrap(True)
        theme.style_sheet(self.origin_label, lambda: f"color: {theme.css('origin')}; font-weight: bold;")
        self.format_combo = QComboBox()
        self.format_combo.activated.connect(self._on_format)
        self.format_label = QLabel()
        self.format_label.setWordWrap(True)
        theme.style_sheet(self.format_label, lambda: f"color: {theme.css('muted')};")
        self.options_edit = QLineEdit()
        self.options_edit.setPlaceholderText("none (key=value; key=value)")
        self.options_edit.setToolTip("Deck options the rules read, e.g. hero=alice or commander=captain")
        self.options_edit.editingFinished.connect(self._on_options)
        self.section_combo = QComboBox()
        self.section_combo.setToolTip("Where a double-clicked or dropped card goes")
        form.addRow("Name", self.name_edit)
        form.addRow("", self.lock_row)
        form.addRow("", self.origin_label)
        form.addRow("Format", self.format_combo)
        form.addRow("", self.format_label)
        form.addRow("Options", self.options_edit)
        form.addRow("Add to", self.section_combo)
        layout.addLayout(form)
        self.tree = DeckTree()
        self.tree.entryDoubleClicked.connect(lambda section, card_id: self.change(section, card_id, -1))
        self.tree.currentItemChanged.connect(self._on_tree_current)
        self.tree.cardsDropped.connect(self._on_drop)
        self.tree.decrementRequested.connect(lambda: self.change_selected(-1))
        self.tree.incrementRequested.connect(lambda: self.change_selected(+1))
        layout.addWidget(self.tree, 1)
        buttons = QHBoxLayout()
        self.plus_button = QPushButton("+")
        self.plus_button.setToolTip("One more copy of the selected card (+)")
        self.minus_button = QPushButton("−")
        self.minus_button.setToolTip("One copy fewer of the selected card (Delete or double-click)")
        self.remove_button = QPushButton("Remove")
        self.remove_button.setToolTip("Take every copy of the selected card out")
        for button in (self.plus_button, self.minus_button):
            button.setFixedWidth(36)
        self.plus_button.clicked.connect(lambda: self.change_selected(+1))
        self.minus_button.clicked.connect(lambda: self.change_selected(-1))
        self.remove_button.clicked.connect(lambda: self.change_selected(None))
        self.count_label = QLabel()
        buttons.addWidget(self.plus_button)
        buttons.addWidget(self.minus_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.count_label)
        layout.addLayout(buttons)

    def _build_rules(self) -> None:
        layout = self._layout
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.problem_list = QListWidget()
        self.problem_list.setWordWrap(True)
        self.problem_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.problem_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.problem_list.setMaximumHeight(150)
        layout.addWidget(self.status_label)
        layout.addWidget(self.problem_list)

    # -- game and deck ------------------------------------------------------
    def set_data(self, data: GameData) -> None:
        """Edit decks of another game; starts on an empty deck."""
        self.data = data
        self.format_combo.clear()
        self.section_combo.clear()
        self.set_deck(Deck(data.game, "New deck", format=data.default_format))

    @property
    def deck(self) -> Deck:
        return self._deck

    @property
    def editable(self) -> bool:
        return self.data is not None and self.data.db is not None and not self._deck.read_only

    @property
    def dirty(self) -> bool:
        """Whether the deck differs from its file (edits since it was opened or saved)."""
        return not self._deck.read_only and (self._dirty_when_clean or not self.undo_stack.isClean())

    def saved(self, deck: Deck) -> None:
        """The deck was written to its file: the edits stay undoable, the deck is clean."""
        self._deck = deck
        self._dirty_when_clean = False
        self.undo_stack.setClean()
        self.lock_row.setVisible(deck.read_only)
        self._refresh(self.selected_entry())

    def set_deck(self, deck: Deck, *, dirty: bool = False) -> None:
        """Show ``deck`` (its edits start afresh); ``dirty`` says whether it differs from its file."""
        self._deck = deck
        self.undo_stack.clear()
        self._dirty_when_clean = dirty and not deck.read_only
        self._building = True
        try:
            self.name_edit.setText(deck.name)
            self.options_edit.setText(options_text(deck.options))
            self._fill_formats()
            self._fill_sections()
        finally:
            self._building = False
        editable = self.editable
        for widget in (self.name_edit, self.options_edit):
            widget.setReadOnly(not editable)
        for widget in (self.format_combo, self.section_combo, self.plus_button, self.minus_button,
                       self.remove_button):
            widget.setEnabled(editable)
        self.tree.editable = editable
        self.lock_row.setVisible(deck.read_only)
        own = " (invented here, not an official list)" if deck.origin == "own" else ""
        self.origin_label.setText(f"Origin: {deck.badge}{own}" if deck.badge else "")
        self.origin_label.setVisible(bool(deck.badge))
        self._refresh()

    def _fill_formats(self) -> None:
        formats = self.data.formats if self.data else {}
        self.format_combo.clear()
        for name, description in formats.items():
            self.format_combo.addItem(words(name), name)
            self.format_combo.setItemData(self.format_combo.count() - 1, description,
                                          Qt.ItemDataRole.ToolTipRole)
        current = self._deck.format or (self.data.default_format if self.data else "")
        if current and current not in formats:
            self.format_combo.addItem(f"{current} (unknown)", current)
        if not formats and not current:
            self.format_combo.addItem("(the game has one format)", "")
        self.format_combo.setCurrentIndex(max(0, self.format_combo.findData(current)))
        self.format_label.setText(formats.get(current, ""))
        self.format_label.setVisible(bool(formats.get(current)))

    def _fill_sections(self) -> None:
        chosen = self.section_combo.currentData()
        self.section_combo.clear()
        if self.data is None:
            return
        if self.data.has_auto_sections():
            self.section_combo.addItem("By card type (automatic)", AUTO)
        for section, label in self.data.sections_for(self._deck).items():
            self.section_combo.addItem(label, section)
        found = self.section_combo.findData(chosen)
        if found < 0:
            auto, main = self.section_combo.findData(AUTO), self.section_combo.findData(MAIN)
            found = auto if auto >= 0 else max(main, 0)
        self.section_combo.setCurrentIndex(found)

    def target_section(self, card_id: str) -> str:
        """The section a card added now goes to."""
        chosen = self.section_combo.currentData()
        if chosen == AUTO and self.data is not None and self.data.db is not None:
            card = self.data.db.cards.get(card_id)
            return (self.data.auto_section(card) if card else None) or MAIN
        return chosen or MAIN

    # -- edits --------------------------------------------------------------
    def add_card(self, card_id: str, section: str = "") -> bool:
        """One more copy of ``card_id`` (in ``section``, else the "Add to" choice)."""
        if not self.editable:
            if self._deck.read_only:
                self.message.emit(f"'{self._deck.name}' is a shipped deck: use Save As to edit a copy.")
            return False
        section = section or self.target_section(card_id)
        number = self._deck.sections.get(section, {}).get(card_id, 0) + 1
        self._apply(self._deck.with_count(section, card_id, number), (section, card_id), f"Add {self._name(card_id)}")
        return True

    def _name(self, card_id: str) -> str:
        card = self.data.db.cards.get(card_id) if self.data is not None and self.data.db is not None else None
        return card.name if card is not None else card_id

    def change(self, section: str, card_id: str, delta: int | None) -> None:
        """Change a card's count by ``delta`` (None removes every copy)."""
        if not self.editable:
            return
        number = self._deck.sections.get(section, {}).get(card_id, 0)
        number = 0 if delta is None else max(0, number + delta)
        name = self._name(card_id)
        text = f"Remove every {name}" if delta is None else f"{'Add' if delta > 0 else 'Remove'} {name}"
        self._apply(self._deck.with_count(section, card_id, number), (section, card_id), text)

    def change_selected(self, delta: int | None) -> None:
        entry = self.selected_entry()
        if entry is not None:
            self.change(entry[0], entry[1], delta)

    def selected_entry(self) -> tuple[str, str] | None:
        item = self.tree.currentItem()
        entry = item.data(0, ENTRY_ROLE) if item is not None else None
        return (entry[0], entry[1]) if entry and entry[1] else None

    def _apply(self, deck: Deck, keep: tuple[str, str] | None = None, words: str = "Change the cards") -> None:
        sections = {name: cards for name, cards in deck.sections.items() if cards or name == MAIN}
        self._edit(dataclasses.replace(deck, sections=sections), words, keep)

    def _edit(self, after: Deck, words: str, keep: tuple[str, str] | None = None, merge_id: int = -1) -> None:
        """Every edit goes here: one undoable step (Ctrl+Z in the deck browser)."""
        self.undo_stack.push(_DeckEdit(self, self._deck, after, words, keep, merge_id))

    def _show_edit(self, deck: Deck, keep: tuple[str, str] | None) -> None:
        """An edit done, undone or redone: the deck as it was then, still in its own file."""
        self._deck = dataclasses.replace(deck, path=self._deck.path, read_only=self._deck.read_only)
        self._building = True
        try:
            if self.name_edit.text() != self._deck.name:
                self.name_edit.setText(self._deck.name)
            if parse_options(self.options_edit.text()) != self._deck.options:
                self.options_edit.setText(options_text(self._deck.options))
            self._fill_formats()
        finally:
            self._building = False
        self._refresh(keep)
        self.changed.emit()

    def _on_name(self, text: str) -> None:
        name = text.strip() or "Untitled deck"
        if not self._building and self.editable and name != self._deck.name:
            self._edit(dataclasses.replace(self._deck, name=name), f"Name the deck {name}", merge_id=_DeckEdit.RENAME)

    def _on_format(self, _index: int) -> None:
        fmt = self.format_combo.currentData() or ""
        if self._building or not self.editable or fmt == (self._deck.format or self.data.default_format):
            return
        self._edit(dataclasses.replace(self._deck, format=fmt), f"Format: {words(fmt)}", self.selected_entry())

    def _on_options(self) -> None:
        if self._building or not self.editable:
            return
        options = parse_options(self.options_edit.text())
        if options is None:
            self.message.emit("Write options as key=value, separated by ';' (e.g. hero=alice).")
            self.options_edit.setText(options_text(self._deck.options))
            return
        if options != self._deck.options:
            self._edit(dataclasses.replace(self._deck, options=options), "Change the options", self.selected_entry())

    def _on_drop(self, card_ids: list[str], section: str) -> None:
        for card_id in card_ids:
            self.add_card(card_id, section)

    def _on_tree_current(self, current: QTreeWidgetItem | None, _previous: object) -> None:
        entry = current.data(0, ENTRY_ROLE) if current is not None else None
        if entry and entry[1]:
            self.cardSelected.emit(entry[1])

    # -- showing ------------------------------------------------------------
    def _refresh(self, keep: tuple[str, str] | None = None) -> None:
        self._fill_tree(keep)
        data = self.data
        self.count_label.setText(counted(self._deck.count(), 'card', zero='0'))
        self.problems = data.check_deck(self._deck) if data is not None else None
        self._show_problems()
        if data is not None and data.db is not None:
            self.chart.set_data(chart_data(self._deck, data.db, data.cost_field()))

    def _fill_tree(self, keep: tuple[str, str] | None) -> None:
        tree = self.tree
        scroll = tree.verticalScrollBar().value()
        tree.clear()
        if self.data is None or self.data.db is None:
            return
        cards = self.data.db.cards
        cost = self.data.cost_field()
        bold = QFont(tree.font())
        bold.setBold(True)
        selected = None
        for section, label in self.data.sections_for(self._deck).items():
            contents = self._deck.sections.get(section, {})
            head = QTreeWidgetItem([f"{label} — {sum(contents.values())}", "", ""])
            head.setData(0, ENTRY_ROLE, (section, ""))
            head.setFont(0, bold)
            tree.addTopLevelItem(head)
            head.setFirstColumnSpanned(True)

            def order(card_id: str) -> tuple:
                card = cards.get(card_id)
                if card is None:
                    return ("~", 0, card_id)
                value = getattr(card, cost, 0) if cost else 0
                return (card.type, value if isinstance(value, int | float) else 0, card.name.casefold())

            for card_id in sorted(contents, key=order):
                card = cards.get(card_id)
                name = card.name if card else f"{card_id} (unknown card)"
                item = QTreeWidgetItem([f"{contents[card_id]}×", name, card.stats_line() if card else ""])
                item.setData(0, ENTRY_ROLE, (section, card_id))
                item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(1, name)
                item.setToolTip(2, item.text(2))
                head.addChild(item)
                if keep == (section, card_id):
                    selected = item
        tree.expandAll()
        if selected is not None:
            tree.setCurrentItem(selected)
        tree.verticalScrollBar().setValue(scroll)

    def _show_problems(self) -> None:
        fmt = self._deck.format or (self.data.default_format if self.data else "")
        where = f" ({words(fmt)} format)" if fmt else ""
        self.problem_list.clear()
        if self.problems is None:
            reason = self.data.rules_problem if self.data else ""
            self.status_label.setText(reason or "This game has no deck rules yet: nothing is checked.")
            theme.style_sheet(self.status_label, lambda: _status_style("neutral"))
            self.problem_list.hide()
            return
        if not self.problems:
            self.status_label.setText(f"✓ Legal deck{where}")
            theme.style_sheet(self.status_label, lambda: _status_style("legal"))
            self.problem_list.hide()
            return
        count = len(self.problems)
        self.status_label.setText(f"✗ {count} problem{'s' if count != 1 else ''}{where}")
        theme.style_sheet(self.status_label, lambda: _status_style("illegal"))
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for problem in self.problems:
            self.problem_list.addItem(QListWidgetItem(icon, problem))
        self.problem_list.show()

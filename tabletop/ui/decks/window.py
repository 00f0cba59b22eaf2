"""The deck browser window: pick a game, filter its cards, build and check decks.

Layout, left to right: filters | search box and card grid | preview of the
selected or hovered card | deck list and the deck being edited (contents,
rule problems, chart). A game whose card data cannot be loaded shows its
problems in place of the cards.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tabletop.carddb.decks import MAIN
from tabletop.engine.words import count as counted
from tabletop.ui import theme
from tabletop.ui.app import application, quit_keys
from tabletop.ui.decks.card_grid import CardGridModel, CardGridView
from tabletop.ui.decks.deck_list import DeckList
from tabletop.ui.decks.deck_panel import DeckEditor
from tabletop.ui.decks.filters import FilterPanel, Selection, run_filter
from tabletop.ui.decks.gamedata import GameData, browsable_games, game_name, load_game_data
from tabletop.ui.decks.images import ImageLoader, card_aspect
from tabletop.ui.decks.io_actions import DeckActions, Dialogs
from tabletop.ui.decks.preview import CardPreview
from tabletop.ui.snapshot import screenshot_widget

THUMB_WIDTH = 124


class DeckBrowserWindow(QMainWindow):
    """Browse one game's cards and build its decks."""

    def __init__(self, game: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        quit_keys(self)
        self.dialogs = Dialogs(self)
        self.data: GameData | None = None
        self.game = ""
        self.loader: ImageLoader | None = None
        self.model: CardGridModel | None = None
        self.filters: FilterPanel | None = None
        self._selected = ""
        self._games: list[str] = []
        self.resize(1600, 1000)
        # A fixed minimum instead of the layout's: the layout would push size hints
        # to the platform window after it exists, which some platforms warn about.
        self.layout().setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.setMinimumSize(960, 640)
        self._build()
        self.actions = DeckActions(self)
        self._build_toolbar_and_menus()
        self.set_game(game or browsable_games()[0])

    # -- building -----------------------------------------------------------
    def _build(self) -> None:
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.filter_holder = QWidget()
        QVBoxLayout(self.filter_holder).setContentsMargins(0, 0, 0, 0)
        self.splitter.addWidget(self.filter_holder)
        self.splitter.addWidget(self._build_grid_area())
        self.preview = CardPreview(88 / 63)
        self.splitter.addWidget(self.preview)
        self.splitter.addWidget(self._build_deck_column())
        for number, stretch in enumerate((0, 1, 0, 0)):
            self.splitter.setStretchFactor(number, stretch)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setSizes([250, 600, 330, 420])
        self.stack.addWidget(self.splitter)
        self.error_page = self._build_error_page()
        self.stack.addWidget(self.error_page)
        self.statusBar()

    def _build_grid_area(self) -> QWidget:
        area = QWidget()
        layout = QVBoxLayout(area)
        layout.setContentsMargins(4, 4, 4, 4)
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search names, text and keywords…  (Ctrl+F)")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.apply_filters)
        self.count_label = QLabel()
        self.count_label.setMinimumWidth(120)
        self.count_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.search, 1)
        row.addWidget(self.count_label)
        layout.addLayout(row)
        self.grid = CardGridView()
        self.grid.cardActivated.connect(self.add_card)
        self.grid.currentCardChanged.connect(self._on_grid_current)
        self.grid.cardHovered.connect(lambda card_id: self.preview.show_card(card_id or self._selected))
        layout.addWidget(self.grid, 1)
        hint = QLabel("Double-click a card or drag it onto the deck to add it.")
        theme.style_sheet(hint, lambda: f"color: {theme.css('ink grey')};")
        layout.addWidget(hint)
        return area

    def _build_deck_column(self) -> QWidget:
        column = QSplitter(Qt.Orientation.Vertical)
        self.deck_list = DeckList()
        self.deck_list.deckChosen.connect(lambda deck: self.actions.show_deck(deck))
        self.editor = DeckEditor()
        self.editor.changed.connect(self.deck_shown)
        self.editor.message.connect(self.status)
        self.editor.cardSelected.connect(self._on_deck_card)
        column.addWidget(self.deck_list)
        column.addWidget(self.editor)
        column.setStretchFactor(0, 1)
        column.setStretchFactor(1, 5)
        column.setChildrenCollapsible(False)
        column.setSizes([140, 860])
        column.setMinimumWidth(360)
        return column

    def _build_error_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(24, 24, 24, 24)
        self.error_title = QLabel()
        theme.style_sheet(self.error_title, lambda: f"font-size: 16pt; font-weight: bold; color: {theme.css('error')};")
        self.error_title.setWordWrap(True)
        self.error_text = QPlainTextEdit()
        self.error_text.setReadOnly(True)
        self.error_text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.error_hint = QLabel()
        self.error_hint.setWordWrap(True)
        layout.addWidget(self.error_title)
        layout.addWidget(self.error_hint)
        layout.addWidget(self.error_text, 1)
        return page

    def _build_toolbar_and_menus(self) -> None:
        bar = QToolBar("Decks")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(bar)
        bar.addWidget(QLabel(" Game "))
        self.game_combo = QComboBox()
        self.game_combo.setMinimumWidth(200)
        self.game_combo.currentIndexChanged.connect(self._on_game_combo)
        bar.addWidget(self.game_combo)
        bar.addSeparator()
        acts = self.actions
        for action in (acts.new, acts.open, acts.save, acts.save_as, acts.delete):
            bar.addAction(action)
        bar.addSeparator()
        for action in (acts.import_text, acts.paste_text, acts.export_text, acts.export_yaml, acts.print_proxies):
            bar.addAction(action)
        stack = self.editor.undo_stack
        self.undo_action = stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.redo_action = stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        deck_menu = self.menuBar().addMenu("&Deck")
        for action in (acts.new, acts.open, acts.save, acts.save_as, acts.delete):
            deck_menu.addAction(action)
        deck_menu.addSeparator()
        for action in (acts.import_text, acts.paste_text, acts.export_text, acts.export_yaml, acts.print_proxies):
            deck_menu.addAction(action)
        deck_menu.addSeparator()
        close = QAction("&Close", self)
        close.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        close.triggered.connect(self.close)
        deck_menu.addAction(close)
        edit_menu = self.menuBar().addMenu("&Edit")
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        find = QAction("Find", self)
        find.setShortcut(QKeySequence(QKeySequence.StandardKey.Find))
        find.triggered.connect(lambda: (self.search.setFocus(), self.search.selectAll()))
        self.addAction(find)

    # -- the game -----------------------------------------------------------
    def set_game(self, game: str) -> bool:
        """Show another game's cards and decks; False when the user keeps the current deck."""
        if game == self.game:
            return True
        if self.data is not None and not self.actions.confirm_discard():
            self._sync_game_combo()
            return False
        self._drop_game()
        self.game = game
        self._games = browsable_games(game) + [g for g in self._games if g not in browsable_games(game)]
        self._sync_game_combo()
        self.reload_game()
        return True

    def reload_game(self) -> None:
        """Load the game's cards again (an import added some) and show them."""
        self._drop_game()
        self.data = data = load_game_data(self.game)
        if data.db is None or data.index is None:
            self._show_problems(data)
        else:
            self._show_cards(data)
        self.editor.set_data(data)
        self.actions.refresh_list()
        self.deck_shown()

    def _drop_game(self) -> None:
        if self.loader is not None:
            self.loader.shutdown()
        self.preview.set_source(None, None, self.preview.image.aspect)
        self.grid.setModel(None)
        if self.model is not None:
            self.model.deleteLater()
        if self.loader is not None:
            self.loader.deleteLater()
        self.model = None
        self.loader = None
        self._selected = ""

    def _show_cards(self, data: GameData) -> None:
        assert data.db is not None
        aspect = card_aspect(data.game)
        thumb = QSize(THUMB_WIDTH, round(THUMB_WIDTH * aspect))
        self.loader = ImageLoader(data.game, data.db, self)
        self.model = CardGridModel(data.db, self.loader, thumb, self, self.devicePixelRatioF())
        self.grid.set_thumb_size(thumb)
        self.grid.setModel(self.model)
        self.preview.set_source(data.db, self.loader, aspect)
        panel = FilterPanel(data)
        panel.changed.connect(self.apply_filters)
        self._swap_filters(panel)
        self.stack.setCurrentWidget(self.splitter)
        self.apply_filters()

    def _swap_filters(self, panel: FilterPanel | None) -> None:
        layout = self.filter_holder.layout()
        if self.filters is not None:
            layout.removeWidget(self.filters)
            self.filters.deleteLater()
        self.filters = panel
        if panel is not None:
            layout.addWidget(panel)

    def _show_problems(self, data: GameData) -> None:
        self._swap_filters(None)
        count = len(data.problems)
        self.error_title.setText(f"The {data.name} card data could not be loaded "
                                 f"({count} problem{'s' if count != 1 else ''}).")
        self.error_hint.setText(f"Fix each file:line below, then reopen the browser. "
                                f"`tabletop validate cards/{data.game}` prints the same list.")
        self.error_text.setPlainText("\n".join(data.problems))
        self.stack.setCurrentWidget(self.error_page)

    def _sync_game_combo(self) -> None:
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        for game in self._games:
            self.game_combo.addItem(game_name(game), game)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(self.game)))
        self.game_combo.blockSignals(False)

    def _on_game_combo(self, _index: int) -> None:
        game = self.game_combo.currentData()
        if game:
            self.set_game(game)

    # -- cards --------------------------------------------------------------
    def apply_filters(self) -> None:
        """Re-run the search text and filters over the cards and update the grid."""
        data, model = self.data, self.model
        if data is None or data.index is None or data.db is None or model is None:
            return
        selection = self.filters.selection() if self.filters is not None else Selection()
        ids = run_filter(data.index, data.db, self.search.text(), selection)
        model.set_ids(ids)
        self.count_label.setText(f"{len(ids)} of {counted(len(data.db), 'card')}")
        row = model.row_for(self._selected) if self._selected else -1
        if row >= 0:
            self.grid.blockSignals(True)
            self.grid.setCurrentIndex(model.index(row))
            self.grid.blockSignals(False)

    def add_card(self, card_id: str) -> None:
        """Add one copy of a card to the deck (where "Add to" says)."""
        if self.editor.add_card(card_id) and self.data is not None and self.data.db is not None:
            card = self.data.db.cards[card_id]
            self.status(f"Added {card.name} ({self.editor.deck.copies(card_id)} in the deck)")

    def _on_grid_current(self, card_id: str) -> None:
        if card_id:
            self._selected = card_id
            self.preview.show_card(card_id)

    def _on_deck_card(self, card_id: str) -> None:
        self._selected = card_id
        self.preview.show_card(card_id)

    def select_card(self, card_id: str) -> None:
        """Select a card in the grid (if shown) and preview it."""
        self._selected = card_id
        if not self.grid.select_card(card_id):
            self.preview.show_card(card_id)

    # -- deck state ---------------------------------------------------------
    def deck_shown(self) -> None:
        """Update the title and actions after the deck or its saved state changed."""
        deck = self.editor.deck
        lock = " (read-only)" if deck.read_only else ""
        lock += f" ({deck.badge})" if deck.badge else ""
        name = self.data.name if self.data else self.game
        self.setWindowTitle(f"{deck.name}[*]{lock} — {name} — tabletop decks")
        self.setWindowModified(self.editor.dirty)
        self.actions.update_enabled()

    def status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def wait_for_images(self, timeout: float = 30.0) -> bool:
        """Let every visible card image load (screenshots, tests)."""
        return self.loader.wait_idle(timeout) if self.loader is not None else True

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.data is not None and not self.actions.confirm_discard():
            event.ignore()
            return
        if self.loader is not None:
            self.loader.shutdown()
        event.accept()


def screenshot(game: str, out: Path, size: tuple[int, int]) -> int:
    """Open the browser on ``game`` with its first shipped deck and a card selected; save a PNG."""
    app = application()
    window = DeckBrowserWindow(game)
    shipped = [deck for deck in window.deck_list.decks if deck.read_only]
    if shipped:
        window.actions.show_deck(shipped[0])
    deck = window.editor.deck
    first = next(iter(deck.sections.get(MAIN, {})), None) or next((cid for _, cid, _ in deck.entries()), None)
    if window.model is not None:
        card_id = first if first and window.model.row_of(first) >= 0 else window.model.card_id(0)
        if card_id:
            window.select_card(card_id)
    window.grid.setMouseTracking(False)  # no stray hover over the grid in the picture
    window.grid.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover, False)
    window.resize(*size)
    window.show()
    for _ in range(3):
        app.processEvents()
    if window.model is not None and window.grid.currentIndex().isValid():
        window.grid.scrollTo(window.grid.currentIndex())
        app.processEvents()
    if window._selected:
        window.preview.show_card(window._selected)
    window.wait_for_images()
    return screenshot_widget(window, out, size)

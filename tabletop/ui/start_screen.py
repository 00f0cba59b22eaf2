"""The start screen: pick a game, players, decks, options and a seed; or continue."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop.carddb.decks import Deck, list_decks, load_deck
from tabletop.carddb.problems import DataError
from tabletop.engine.game import Game, PlayerSetup, Setup, available_games, get_game
from tabletop.engine.values import freeze
from tabletop.ui import settings


class PlayerRow(QWidget):
    def __init__(self, index: int, decks: list[Deck]):
        super().__init__()
        self.decks = list(decks)
        self.name = QLineEdit(f"Player {index + 1}")
        self.deck = QComboBox()
        for deck in self.decks:
            self.deck.addItem(deck.name + ("  (shipped)" if deck.read_only else ""))
        self.deck.setCurrentIndex(min(index, len(self.decks) - 1))
        browse = QPushButton("File…")
        browse.clicked.connect(self._browse)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #c0392b")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name, 1)
        layout.addWidget(self.deck, 2)
        layout.addWidget(browse)
        self.game: Game | None = None

    def _browse(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(self, "Deck file", "", "Decks (*.yaml);;All files (*)")
        if chosen and self.game is not None:
            self.add_deck_file(Path(chosen))

    def add_deck_file(self, path: Path) -> bool:
        assert self.game is not None
        try:
            deck = load_deck(path, self.game.cards)
        except DataError as error:
            self.problem.setText("\n".join(str(p) for p in error.problems[:5]))
            return False
        self.decks.append(deck)
        self.deck.addItem(deck.name)
        self.deck.setCurrentIndex(self.deck.count() - 1)
        return True

    def chosen(self) -> PlayerSetup:
        index = self.deck.currentIndex()
        deck = self.decks[index] if 0 <= index < len(self.decks) else None
        return PlayerSetup(self.name.text().strip() or "Player", deck)


class StartScreen(QWidget):
    start_requested = Signal(object)  # Setup
    open_requested = Signal(object)  # Path

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("tabletop")
        self.games = QListWidget()
        for game_id in available_games():
            game = get_game(game_id)
            item = QListWidgetItem(game.name + ("" if game.has_rules else "  (manual mode)"))
            item.setData(Qt.ItemDataRole.UserRole, game_id)
            self.games.addItem(item)
        self.games.currentRowChanged.connect(lambda _row: self._game_chosen())
        left = QVBoxLayout()
        heading = QLabel("tabletop")
        heading.setFont(QFont("DejaVu Sans", 22, QFont.Weight.Bold))
        left.addWidget(heading)
        self.continue_button = QPushButton("Continue the interrupted game")
        self.continue_button.clicked.connect(lambda: self.open_requested.emit(settings.interrupted_game()))
        self.continue_button.setVisible(settings.interrupted_game() is not None)
        left.addWidget(self.continue_button)
        left.addWidget(QLabel("Games"))
        left.addWidget(self.games, 2)
        self.about = QLabel(wordWrap=True)
        self.about.setStyleSheet("color: #555")
        left.addWidget(self.about)
        left.addWidget(QLabel("Recent games"))
        self.recent = QListWidget()
        for path in settings.recent_files():
            item = QListWidgetItem(path.name)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.recent.addItem(item)
        self.recent.itemActivated.connect(lambda item: self.open_requested.emit(Path(item.data(Qt.ItemDataRole.UserRole))))
        left.addWidget(self.recent, 1)
        self.form_box = QGroupBox("New game")
        self.form = QFormLayout(self.form_box)
        right = QVBoxLayout()
        right.addWidget(self.form_box, 1)
        self.message = QLabel(wordWrap=True)
        self.message.setStyleSheet("color: #c0392b")
        right.addWidget(self.message)
        self.start_button = QPushButton("Start the game")
        self.start_button.setMinimumHeight(40)
        self.start_button.clicked.connect(self.start)
        right.addWidget(self.start_button)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)
        self.resize(1000, 640)
        self.rows: list[PlayerRow] = []
        if self.games.count():
            self.games.setCurrentRow(0)

    @property
    def game(self) -> Game | None:
        item = self.games.currentItem()
        return get_game(item.data(Qt.ItemDataRole.UserRole)) if item else None

    def select_game(self, game_id: str) -> None:
        for row in range(self.games.count()):
            if self.games.item(row).data(Qt.ItemDataRole.UserRole) == game_id:
                self.games.setCurrentRow(row)

    def _game_chosen(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.rows = []
        self.option_boxes: dict[str, QComboBox] = {}
        game = self.game
        if game is None:
            return
        self.about.setText(_summary(game))
        try:
            self.decks, problems = list_decks(game.cards)
        except DataError as error:
            self.message.setText("This game's card data has problems:\n" + "\n".join(str(p) for p in error.problems[:8]))
            self.start_button.setEnabled(False)
            return
        self.message.setText("\n".join(str(p) for p in problems[:5]))
        self.start_button.setEnabled(True)
        self.player_count = QSpinBox(minimum=game.min_players, maximum=game.max_players, value=game.min_players)
        self.player_count.valueChanged.connect(self._players_changed)
        self.form.addRow("Players", self.player_count)
        self.players_box = QVBoxLayout()
        holder = QWidget()
        holder.setLayout(self.players_box)
        self.form.addRow("Names and decks", holder)
        self._players_changed(game.min_players)
        for option in game.options:
            box = QComboBox()
            for value, label in option.choices:
                box.addItem(label, value)
            box.setToolTip(option.help)
            self.option_boxes[option.key] = box
            self.form.addRow(option.label, box)
        self.seed = QLineEdit(str(random.randrange(1, 10**9)))
        self.form.addRow("Seed", self.seed)
        self.manual = QCheckBox("Manual mode: the players move the cards, the rules only watch")
        self.manual.setChecked(not game.has_rules)
        self.manual.setEnabled(game.has_rules)
        self.form.addRow("", self.manual)

    def _players_changed(self, count: int) -> None:
        while len(self.rows) > count:
            self.rows.pop().deleteLater()
        while len(self.rows) < count:
            row = PlayerRow(len(self.rows), self.decks)
            row.game = self.game
            self.rows.append(row)
            self.players_box.addWidget(row)

    def setup(self) -> Setup | None:
        game = self.game
        if game is None:
            return None
        try:
            seed = int(self.seed.text())
        except ValueError:
            self.message.setText("The seed must be a whole number.")
            return None
        players = tuple(row.chosen() for row in self.rows)
        manual = self.manual.isChecked()
        if not manual:
            for player in players:
                problems = game.check_deck(player.deck) if player.deck is not None else ["no deck chosen"]
                if problems:
                    self.message.setText(f"{player.name}'s deck is not legal: " + "; ".join(problems[:4]))
                    return None
        options = freeze({key: box.currentData() for key, box in self.option_boxes.items()})
        return Setup(game.id, players, seed, options, manual)

    def start(self) -> None:
        chosen = self.setup()
        if chosen is not None:
            self.start_requested.emit(chosen)


def _summary(game: Game) -> str:
    """The first paragraph of the game's rules summary, and who can play it."""
    from tabletop.ui.help import rules_text

    paragraphs = [p.strip() for p in rules_text(game).split("\n\n") if p.strip() and not p.lstrip().startswith("#")]
    players = f"{game.min_players}–{game.max_players}" if game.max_players > game.min_players else str(game.min_players)
    mode = "rules enforced" if game.has_rules else "manual mode (the rules engine is not written yet)"
    first = " ".join(paragraphs[0].replace("**", "").split()) if paragraphs else ""
    return f"{first}\n\n{players} players · {mode}"

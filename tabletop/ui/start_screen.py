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

from tabletop import paths
from tabletop.bots import LEVELS
from tabletop.carddb.decks import Deck, list_decks, load_deck
from tabletop.carddb.problems import DataError
from tabletop.carddb.yamlio import read_yaml
from tabletop.engine.game import Game, PlayerSetup, Setup
from tabletop.engine.values import freeze
from tabletop.engine.variants import options_of, setup_problems, variant_of, variants_of
from tabletop.games import registry
from tabletop.ui import settings, theme
from tabletop.ui.app import quit_keys
from tabletop.ui.interrupted import InterruptedGames
from tabletop.ui.window_exports import dropped_file


class PlayerRow(QWidget):
    move_up = Signal(object)  # this row: swap it with the seat before it

    def __init__(self, index: int, decks: list[Deck]):
        super().__init__()
        self.decks = list(decks)
        self.name = QLineEdit(f"Player {index + 1}")
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("Player 4 name") + 16)
        self.deck = QComboBox()
        mixed = len({deck.format for deck in self.decks}) > 1  # name the format when decks differ in it
        for deck in self.decks:
            tags = [t for t in ("shipped" if deck.read_only else "", deck.badge, deck.format if mixed else "") if t]
            self.deck.addItem(deck.name + (f"  ({' · '.join(tags)})" if tags else ""))
        self.deck.setCurrentIndex(min(index, len(self.decks) - 1))
        self.deck_picked = False  # the person chose this row's deck (the start screen's own pick may change)
        self._picking = False  # the start screen itself is choosing
        self.deck.currentIndexChanged.connect(lambda _index: self._picking or setattr(self, "deck_picked", True))
        browse = QPushButton("File…")
        browse.clicked.connect(self._browse)
        self.team = QComboBox()
        self.team.setToolTip("The team this seat plays for")
        self.team.setVisible(False)
        self.who = QComboBox()
        self.who.addItem("Person", "")
        for level, (label, _bot) in LEVELS.items():
            self.who.addItem(f"Computer — {label}", level)
        self.who.setToolTip("Who plays this seat: a person at this screen, or the computer")
        self.problem = QLabel()
        theme.style_sheet(self.problem, lambda: f"color: {theme.css('error')}")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name, 1)
        layout.addWidget(self.who)
        layout.addWidget(self.deck, 2)
        layout.addWidget(self.team)
        layout.addWidget(browse)
        self.up = QPushButton("↑")
        self.up.setToolTip("Seat this player one place earlier (seats play in turn from the top)")
        self.up.setFixedWidth(self.up.fontMetrics().horizontalAdvance("↑") + 24)
        self.up.clicked.connect(lambda: self.move_up.emit(self))
        self.up.setVisible(False)
        layout.addWidget(self.up)
        self.game: Game | None = None

    def seat(self) -> tuple[str, int, Deck | None, int]:
        """Who sits here: the name, who plays, the deck and the team (to move them to another seat)."""
        index = self.deck.currentIndex()
        return (self.name.text(), self.who.currentIndex(),
                self.decks[index] if 0 <= index < len(self.decks) else None, self.team.currentIndex())

    def sit(self, seat: tuple[str, int, Deck | None, int]) -> None:
        """Take the player ``seat()`` described."""
        name, who, deck, team = seat
        self.name.setText(name)
        self.who.setCurrentIndex(who)
        if deck is not None:
            if deck not in self.decks:
                self.decks.append(deck)
                self.deck.addItem(deck.name)
            self.deck.setCurrentIndex(self.decks.index(deck))
            self.deck_picked = True
        self.team.setCurrentIndex(team)

    def _browse(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(self, "Deck file", "", "Decks (*.yaml);;All files (*)")
        if chosen and self.game is not None:
            self.add_deck_file(Path(chosen))

    def add_deck_file(self, path: Path) -> bool:
        assert self.game is not None
        try:
            deck = load_deck(path, self.game.db)
        except DataError as error:
            self.problem.setText("\n".join(str(p) for p in error.problems[:5]))
            return False
        self.decks.append(deck)
        self.deck.addItem(deck.name)
        self.deck.setCurrentIndex(self.deck.count() - 1)
        self.deck_picked = True
        return True

    def set_teams(self, count: int, index: int) -> None:
        """Offer ``count`` teams (none: hide the choice); seats alternate between teams by default."""
        self.team.clear()
        for team in range(count):
            self.team.addItem(f"Team {chr(ord('A') + team)}", team)
        if count:
            self.team.setCurrentIndex(index % count)
        self.team.setVisible(count > 0)

    def prefer_formats(self, formats: tuple[str, ...], default: str, index: int) -> None:
        """When the variant takes only some deck formats and the chosen deck is not one, pick one that is
        (the row's own turn through the list, as at the start)."""
        def taken(deck: Deck) -> bool:
            return (deck.format or default) in formats

        current = self.deck.currentIndex()
        if not formats or (self.deck_picked and 0 <= current < len(self.decks) and taken(self.decks[current])):
            return  # a deck the person picked that the variant takes stays
        fitting = [number for number, deck in enumerate(self.decks) if taken(deck)]
        if fitting:
            self._picking = True
            self.deck.setCurrentIndex(fitting[index % len(fitting)])
            self._picking = False

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
        quit_keys(self)
        self.setAcceptDrops(True)  # a save, deck, position or map dropped here is opened
        self.games = QListWidget()
        self._loaded: dict[str, Game | DataError] = {}
        for game in registry.games():
            item = QListWidgetItem(game.name + ("" if game.rules is not None else "  (manual mode)"))
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            self.games.addItem(item)
        self.games.currentRowChanged.connect(lambda _row: self._game_chosen())
        left = QVBoxLayout()
        heading = QLabel("tabletop")
        heading.setFont(QFont("DejaVu Sans", 22, QFont.Weight.Bold))
        left.addWidget(heading)
        self.interrupted = InterruptedGames()
        self.continue_button = self.interrupted.continue_button
        self.interrupted.continue_requested.connect(self.open_requested.emit)
        interrupted_label = QLabel("Interrupted games (autosaved)")
        interrupted_label.setVisible(not self.interrupted.isHidden())
        left.addWidget(interrupted_label)
        left.addWidget(self.interrupted)
        left.addWidget(QLabel("Games"))
        left.addWidget(self.games, 2)
        self.about = QLabel(wordWrap=True)
        theme.style_sheet(self.about, lambda: f"color: {theme.css('muted')}")
        left.addWidget(self.about)
        recent_row = QHBoxLayout()
        recent_row.addWidget(QLabel("Recent games"), 1)
        open_button = QPushButton("Open a file…")
        open_button.setToolTip("Open a save, a deck, a position or a map")
        open_button.clicked.connect(self._open_file)
        recent_row.addWidget(open_button)
        left.addLayout(recent_row)
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
        theme.style_sheet(self.message, lambda: f"color: {theme.css('error')}")
        right.addWidget(self.message)
        self.start_button = QPushButton("Start the game")
        self.start_button.setMinimumHeight(40)
        self.start_button.setAutoDefault(True)  # Enter on it starts, as Space does
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
        """The chosen game with its cards (None when none is chosen or its data is broken)."""
        found = self._load_current()
        return found if isinstance(found, Game) else None

    def _load_current(self) -> Game | DataError | None:
        item = self.games.currentItem()
        if item is None:
            return None
        game_id = item.data(Qt.ItemDataRole.UserRole)
        if game_id not in self._loaded:
            try:
                self._loaded[game_id] = registry.load(game_id)
            except DataError as error:
                self._loaded[game_id] = error
        return self._loaded[game_id]

    def select_game(self, game_id: str) -> None:
        for row in range(self.games.count()):
            if self.games.item(row).data(Qt.ItemDataRole.UserRole) == game_id:
                self.games.setCurrentRow(row)

    def dragEnterEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        if dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        path = dropped_file(event.mimeData())
        if path is not None:
            event.acceptProposedAction()
            self.open_requested.emit(path)

    def _open_file(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(self, "Open a file", "",
                                                "tabletop files (*.tabletop *.yaml *.yml *.json);;All files (*)")
        if chosen:
            self.open_requested.emit(Path(chosen))

    def choose_board_file(self, path: Path) -> None:
        """A map file opened from outside: its game is chosen; the map too when it is one of the boards."""
        found = self._load_current()
        game = found if isinstance(found, Game) else None
        key = game.board_option if game is not None else None
        try:
            board_id = str(read_yaml(path).get("id", ""))
        except (DataError, AttributeError):
            board_id = ""
        box = self.option_boxes.get(key) if key else None
        index = box.findData(board_id) if box is not None and board_id else -1
        if box is not None and index >= 0:
            box.setCurrentIndex(index)
            self.message.setText(f"{path.name}: this board is chosen for the new game.")
        else:
            folder = ""
            if game is not None and game.schema.extras:
                folder = f" Put it in {paths.user_cards_dir(game.id) / game.schema.extras[0].folder} to play on it;"
            self.message.setText(f"{path.name} is not one of this game's boards.{folder} "
                                 "`tabletop map-preview` shows its problems.")

    def _game_chosen(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.rows = []
        self.option_boxes: dict[str, QComboBox] = {}
        found = self._load_current()
        if found is None:
            return
        if isinstance(found, DataError):
            self.message.setText("This game's card data has problems:\n" + "\n".join(str(p) for p in found.problems[:8]))
            self.start_button.setEnabled(False)
            return
        game = found
        self.about.setText(_summary(game))
        try:
            self.decks, problems = list_decks(game.db)
        except DataError as error:
            self.message.setText("This game's card data has problems:\n" + "\n".join(str(p) for p in error.problems[:8]))
            self.start_button.setEnabled(False)
            return
        self.message.setText("\n".join(str(p) for p in problems[:5]))
        self.start_button.setEnabled(True)
        self.variant = QComboBox()
        for variant in variants_of(game):
            self.variant.addItem(variant.name, variant.id)
        self.variant_help = QLabel(wordWrap=True)
        if len(variants_of(game)) > 1:
            self.form.addRow("Variant", self.variant)
            self.form.addRow("", self.variant_help)
        low, high = variants_of(game)[0].players
        self.player_count = QSpinBox(minimum=low, maximum=high, value=low)
        self.player_count.valueChanged.connect(self._players_changed)
        self.form.addRow("Players", self.player_count)
        self.players_box = QVBoxLayout()
        holder = QWidget()
        holder.setLayout(self.players_box)
        self.form.addRow("Names and decks", holder)
        self.shuffle_seats = QPushButton("Seat the players at random")
        self.shuffle_seats.setToolTip("Turns go round the table from the top seat; ↑ moves a player one seat "
                                      "earlier")
        self.shuffle_seats.clicked.connect(self.seat_at_random)
        self.form.addRow("", self.shuffle_seats)
        self._players_changed(low)
        self._option_rows: list[QWidget] = []
        self.variant.currentIndexChanged.connect(lambda _index: self._variant_chosen())
        self._options_at = self.form.rowCount()
        self._variant_chosen()
        self.seed = QLineEdit(str(random.randrange(1, 10**9)))
        self.form.addRow("Seed", self.seed)
        self.manual = QCheckBox("Manual mode: the players move the cards, the rules only watch")
        self.manual.setChecked(not game.has_rules)
        self.manual.setEnabled(game.has_rules)
        self.form.addRow("", self.manual)

    def _variant_chosen(self) -> None:
        """The chosen variant's seat range and options."""
        game = self.game
        if game is None:
            return
        variant = variant_of(game, self.variant.currentData() or "")
        self.variant_help.setText(variant.help)
        low, high = variant.players
        self.player_count.setRange(low, high)
        default_format = game.deck_rules.default_format if game.deck_rules is not None else ""
        for index, row in enumerate(self.rows):
            row.set_teams(variant.teams, index)
            row.prefer_formats(variant.deck_formats, default_format, index)
        for box in self._option_rows:
            self.form.removeRow(box)
        self._option_rows = []
        self.option_boxes = {}
        for row, option in enumerate(options_of(game, variant.id)):
            box = QComboBox()
            for value, label in option.choices:
                box.addItem(label, value)
            box.setToolTip(option.help)
            self.option_boxes[option.key] = box
            self.form.insertRow(self._options_at + row, option.label, box)
            self._option_rows.append(box)

    def _players_changed(self, count: int) -> None:
        while len(self.rows) > count:
            self.rows.pop().deleteLater()
        while len(self.rows) < count:
            row = PlayerRow(len(self.rows), self.decks)
            row.move_up.connect(self._move_up)
            row.game = self.game
            if self.game is not None and hasattr(self, "variant"):
                variant = variant_of(self.game, self.variant.currentData() or "")
                row.set_teams(variant.teams, len(self.rows))
                rules = self.game.deck_rules
                row.prefer_formats(variant.deck_formats, rules.default_format if rules else "", len(self.rows))
            self.rows.append(row)
            self.players_box.addWidget(row)
        self._seating_shown(count)

    # -- seating order ------------------------------------------------------------------------
    def _seating_shown(self, count: int) -> None:
        """With three or more seats the order matters (turns go round from the top): offer to change it."""
        for index, row in enumerate(self.rows):
            row.up.setVisible(count >= 3)
            row.up.setEnabled(index > 0)
        if hasattr(self, "shuffle_seats"):
            self.shuffle_seats.setVisible(count >= 3)

    def _move_up(self, row: PlayerRow) -> None:
        index = self.rows.index(row)
        if index > 0:
            self.swap_seats(index - 1, index)

    def swap_seats(self, first: int, second: int) -> None:
        """Two players change seats (names, who plays, decks and teams go with them)."""
        one, other = self.rows[first].seat(), self.rows[second].seat()
        self.rows[first].sit(other)
        self.rows[second].sit(one)

    def seat_at_random(self) -> None:
        """Everyone draws a seat (their teams go with them)."""
        seats = [row.seat() for row in self.rows]
        random.shuffle(seats)
        for row, seat in zip(self.rows, seats, strict=True):
            row.sit(seat)

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
        variant = self.variant.currentData() if game.variants else ""
        count = variant_of(game, variant or "").teams
        teams = tuple(tuple(i for i, row in enumerate(self.rows) if row.team.currentData() == team)
                      for team in range(count))
        bots = tuple(row.who.currentData() or "" for row in self.rows)
        if manual and any(bots):
            self.message.setText("In manual mode nobody enforces the rules, so the computer cannot play a seat.")
            return None
        if bots and all(bots):
            self.message.setText("At least one seat must be played by a person.")
            return None
        chosen = Setup(game.id, players, seed, options, manual, variant or "", teams, bots if any(bots) else ())
        problems = setup_problems(game, chosen)
        if problems:
            self.message.setText(" ".join(problems))
            return None
        return chosen

    def start(self) -> None:
        chosen = self.setup()
        if chosen is not None:
            self.start_requested.emit(chosen)


def _summary(game: Game) -> str:
    """The first paragraph of the game's rules summary, and who can play it."""
    from tabletop.ui.help import rules_text

    paragraphs = [p.strip() for p in rules_text(game).split("\n\n") if p.strip() and not p.lstrip().startswith("#")]
    low = min(v.players[0] for v in variants_of(game))
    high = max(v.players[1] for v in variants_of(game))
    players = f"{low}–{high}" if high > low else str(low)
    mode = "rules enforced" if game.has_rules else "manual mode (the rules engine is not written yet)"
    first = " ".join(paragraphs[0].replace("**", "").replace("*", "").split()) if paragraphs else ""
    return f"{first}\n\n{players} players · {mode}"

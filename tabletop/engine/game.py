"""The interface every game implements, its actions, setup options and the registry.

A game module ``tabletop.games.<id>`` exposes ``GAME``, an instance of a
:class:`Game` subclass. Actions are frozen dataclasses (values, like a chess
move); the rules list the legal ones and apply one as a transaction.
"""

from __future__ import annotations

import dataclasses
import importlib
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tabletop.carddb.decks import Deck
from tabletop.carddb.model import GAME_IDS, CardDatabase
from tabletop.engine.layout import TableLayout
from tabletop.engine.state import State
from tabletop.engine.transaction import Transaction
from tabletop.engine.values import FrozenDict, freeze, to_json

DECLARED_WINNER = "declared_winner"
"""State data key where a manual-mode game records the winner the players declared."""


class IllegalAction(Exception):
    """An action the rules do not allow now; ``reason`` is a sentence for the player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses of plain values."""

    def text(self) -> str:
        """A short text form for the log; subclasses say it in the game's words."""
        fields = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{type(self).__name__}({fields})"

    def subject(self) -> str | None:
        """The card or token id a player drags or right-clicks to take this action.

        None: the action is a button in the prompt panel (End phase, Pass...).
        """
        return None

    def destination(self) -> str | None:
        """Where the drag of ``subject()`` ends for this action.

        A zone id, ``"@<card id>"`` (dropped onto a card) or ``"space:<id>"``
        (an Unmatched board space). None: chosen from the card's menu instead.
        """
        return None

    def choice_label(self) -> str:
        """A short label for a menu entry or button; defaults to ``text()``."""
        return self.text()


def action_to_json(action: Action) -> dict:
    data = {f.name: to_json(getattr(action, f.name)) for f in dataclasses.fields(action)}
    return {"type": type(action).__name__, **data}


def action_from_json(types: tuple[type[Action], ...], data: Any) -> Action:
    """Rebuild an action of one of ``types``; ValueError when it is not one."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"not an action: {data!r}")
    by_name = {cls.__name__: cls for cls in types}
    cls = by_name.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action {data['type']!r}")
    values = {key: freeze(value) for key, value in data.items() if key != "type"}
    try:
        return cls(**values)
    except TypeError as error:
        raise ValueError(f"bad action {data!r}: {error}") from None


@dataclass(frozen=True)
class OptionSpec:
    """A setup option shown on the start screen (a variant, a battlefield...)."""

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]  # (value, label); the first is the default
    help: str = ""


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    deck: Deck | None = None


@dataclass(frozen=True)
class Setup:
    """Everything that decides a game's starting position."""

    game: str
    players: tuple[PlayerSetup, ...]
    seed: int
    options: FrozenDict = field(default_factory=FrozenDict)
    manual: bool = False  # manual mode: the players move cards, the rules only watch

    def option(self, key: str, default: str = "") -> str:
        return self.options.get(key, default)


class Game:
    """A game's rules. Subclasses set the class attributes and implement the methods."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    action_types: ClassVar[tuple[type[Action], ...]] = ()
    has_rules: ClassVar[bool] = False  # False: only manual mode until the rules exist
    help_file: ClassVar[str] = ""  # rules summary (Markdown) next to the game module

    _cards: CardDatabase | None = None

    # -- data --------------------------------------------------------------
    @property
    def cards(self) -> CardDatabase:
        """The game's card database, loaded on first use."""
        if self._cards is None:
            from tabletop.carddb.loader import load_game

            self._cards = load_game(self.id)
        return self._cards

    def use_cards(self, db: CardDatabase) -> None:
        """Use another card database (tests, user card sets)."""
        self._cards = db

    def card_set_versions(self) -> dict[str, int]:
        """The version of each card set in use (recorded in saves)."""
        return self.cards.set_versions()

    def check_deck(self, deck: Deck) -> list[str]:
        """Deck legality, one sentence per problem, from the game's ``deck_rules`` module."""
        from tabletop.carddb.validate import deck_rules_for

        check = deck_rules_for(self.id)
        return check(deck, self.cards) if check is not None else []

    def shipped_decks(self) -> list[Deck]:
        """The decks shipped in ``cards/<game>/decks``, sorted by file name (read-only)."""
        from tabletop import paths
        from tabletop.carddb.decks import load_deck

        folder = paths.cards_dir() / self.id / "decks"
        return [load_deck(path, self.cards, read_only=True) for path in sorted(folder.glob("*.yaml"))]

    # -- play ----------------------------------------------------------------
    def setup(self, setup: Setup) -> State:
        """The starting state; deterministic for a given Setup (seed included)."""
        raise NotImplementedError

    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        """A ready game with shipped decks, for self-play, screenshots and new users.

        This default seats "Player 1", "Player 2"... with the first shipped decks.
        """
        count = players or self.min_players
        decks = self.shipped_decks()[:count]
        seats = tuple(PlayerSetup(f"Player {i + 1}", deck) for i, deck in enumerate(decks))
        return Setup(self.id, seats, seed)

    def legal_actions(self, state: State) -> list[Action]:
        """The actions the deciding player may take now (empty when the game is over)."""
        raise NotImplementedError

    def apply(self, state: State, action: Action) -> Transaction:
        """Apply a legal action (already applied when this returns); IllegalAction otherwise."""
        raise NotImplementedError

    def winner(self, state: State) -> int | None:
        raise NotImplementedError

    def is_over(self, state: State) -> bool:
        return self.winner(state) is not None

    # -- the table -----------------------------------------------------------
    def layout(self, state: State) -> TableLayout:
        """Where each zone sits on the table."""
        raise NotImplementedError

    def prompt(self, state: State) -> str:
        """What the deciding player must do now, in a sentence ("Beat 7 CC or retreat")."""
        if self.is_over(state):
            winner = self.winner(state)
            if winner is None:
                return "The game is over."
            declared = state.data.get(DECLARED_WINNER) == winner
            return f"{state.players[winner].name} wins" + (" (as the players declared)." if declared else ".")
        return f"{state.players[self.deciding_player(state)].name} to play."

    def deciding_player(self, state: State) -> int:
        """Whose decision it is (the hot-seat curtain follows this)."""
        decider = state.deciding_player
        return state.active_player if decider is None else decider

    def card_label(self, state: State, card_id: str) -> str:
        """A card's name for labels and the log."""
        definition = state.cards[card_id].definition
        return self.cards.cards[definition].name if definition in self.cards.cards else definition

    def battlefield(self, state: State) -> Any | None:
        """The board drawn on the table (Unmatched's battlefield); None for card-only games."""
        return None

    def closed_doors(self, state: State) -> set[frozenset[str]]:
        """Board paths cut by closed doors, as pairs of space ids."""
        return set()

    def status(self, state: State) -> list[str]:
        """Short lines for the status panel: turn, phase, points..."""
        return [f"Turn {state.turn}", state.phase] if state.phase else [f"Turn {state.turn}"]

    # -- serialising actions -------------------------------------------------
    def action_to_json(self, action: Action) -> dict:
        return action_to_json(action)

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(self.action_types, data)


_games: dict[str, Game] = {}


def register_game(game: Game) -> Game:
    """Make a game known by its id (the shipped games register on import)."""
    _games[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    """The registered game with this id; KeyError naming the known ids otherwise."""
    if game_id not in _games and game_id in GAME_IDS:
        try:
            module = importlib.import_module(f"tabletop.games.{game_id}.game")
        except ModuleNotFoundError:
            module = None
        if module is not None and hasattr(module, "GAME"):
            register_game(module.GAME)
    if game_id not in _games:
        known = ", ".join(sorted(set(GAME_IDS) | set(_games)))
        raise KeyError(f"unknown game '{game_id}' (known: {known})")
    return _games[game_id]


def available_games() -> list[str]:
    """Ids of the games that can be played (shipped ones whose rules module exists, plus registered)."""
    found = []
    for game_id in GAME_IDS:
        try:
            get_game(game_id)
            found.append(game_id)
        except KeyError:
            pass
    return list(dict.fromkeys([*found, *_games]))

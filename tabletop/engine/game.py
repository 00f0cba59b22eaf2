"""The shape every game has: a record of facts, and an instance bound to its cards.

Like OpenSpiel's GameType and Game. A game package's ``game.py`` defines one
:class:`Game` subclass whose class attributes are the record (id, name, seats,
variants and options, card schema, card faces, deck rules, rules, help) and
exports it as ``GAME``; :mod:`tabletop.games.registry` finds it. An instance
is the game bound to one card database (``Game(db)`` or ``GAME.load()``): there
is no process-wide catalogue, the database travels with the game and into
every rules context.

The entry points are the same for every game and defer to the game's
:class:`~tabletop.engine.rules.Rules`: ``legal_actions``, ``apply``,
``reason_against``, ``winner``, ``deciding_seat``, ``view``. A game without
rules (``rules = None``) is played in manual mode only.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Any, ClassVar

from tabletop import paths
from tabletop.carddb.deck_rules import DeckRules
from tabletop.carddb.decks import Deck, load_deck
from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardDatabase, GameSchema
from tabletop.carddb.problems import Problem, display_path
from tabletop.engine import manual, views
from tabletop.engine.actions import Action, IllegalAction, action_from_json, action_to_json
from tabletop.engine.layout import TableLayout
from tabletop.engine.rules import play
from tabletop.engine.rules.context import WINNER, Context, reading_context
from tabletop.engine.rules.moves import Rules
from tabletop.engine.state import State
from tabletop.engine.transaction import Transaction
from tabletop.engine.values import FrozenDict

UNREADABLE_TABLE = ("The rules cannot read this table: a card is where they do not expect it after a change by "
                    "hand. Undo that change, or go on by hand.")

__all__ = ["Action", "Game", "IllegalAction", "OptionSpec", "PlayerSetup", "Setup", "Variant"]


@dataclass(frozen=True)
class OptionSpec:
    """A setup option shown on the start screen and accepted as ``--option KEY=VALUE``."""

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]  # (value, label); the first is the default
    help: str = ""

    @property
    def default(self) -> str:
        return self.choices[0][0]


@dataclass(frozen=True)
class Variant:
    """A way to play a game (standard, campaign, team game...): its seats and options."""

    id: str
    name: str
    players: tuple[int, int] = (2, 2)
    options: tuple[OptionSpec, ...] = ()
    help: str = ""
    teams: int = 0  # how many teams the seats form (0: everyone plays for themselves)
    deck_formats: tuple[str, ...] = ()  # the deck formats this variant takes (empty: any of the game's)


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
    variant: str = ""  # "" = the game's first variant
    teams: tuple[tuple[int, ...], ...] = ()  # seats by team; () = everyone for themselves
    bots: tuple[str, ...] = ()  # per seat: "" for a person, else the computer's level ("normal")

    def bot_at(self, seat: int) -> str:
        """The computer level playing ``seat``, or "" when a person plays it."""
        return self.bots[seat] if seat < len(self.bots) else ""

    @property
    def people(self) -> list[int]:
        """The seats people play."""
        return [seat for seat in range(len(self.players)) if not self.bot_at(seat)]

    def option(self, key: str, default: str = "") -> str:
        return self.options.get(key, default)


class Game:
    """A game's record (class attributes) and its play, bound to one card database."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    variants: ClassVar[tuple[Variant, ...]] = ()
    schema: ClassVar[GameSchema]
    faces: ClassVar[Any] = None  # a tabletop.render.CardFaces (games draw their own card faces)
    deck_rules: ClassVar[DeckRules | None] = None
    rules: ClassVar[Rules | None] = None  # None: manual mode only, until the rules exist
    help_file: ClassVar[str] = "help.md"  # the rules in the project's words, beside game.py
    turn_hint: ClassVar[str] = ""  # manual mode: what a turn looks like, in a sentence
    board_option: ClassVar[str] = ""  # the option that names the board (a map), for games with one
    manual_moves: ClassVar[tuple[type[manual.ManualMove], ...]] = ()  # the game's own bookkeeping tools
    evaluator: ClassVar[Any] = None  # staticmethod evaluate(view, seat, db) -> 0..1: how good a view looks (bots)
    search_turns: ClassVar[int] = 0  # >0: the search plays each move out greedily until this many turns have
    # begun (bots/rollouts.py) instead of its tree search; 0: the tree search, a few play-out steps
    foreign_decks: ClassVar[Any] = None  # a carddb.foreign.ForeignReader: decks of other programs, with their cards
    selfplay_options: ClassVar[dict[str, str]] = {}  # options random self-play sets for itself (said in its report)
    selfplay_actions: ClassVar[dict[str, int]] = {}  # per variant: a longer action limit for random self-play

    def __init__(self, db: CardDatabase):
        self.db = db
        self._shipped: dict[Path, Deck] = {}  # shipped decks read so far, by file

    @classmethod
    def load(cls, directory: Path | None = None) -> Game:
        """The game bound to its shipped card data (or the card sets in ``directory``)."""
        return cls(load_cards(cls.schema, directory))

    @property
    def has_rules(self) -> bool:
        return self.rules is not None

    def card_set_versions(self) -> dict[str, int]:
        """The version of each card set in use (recorded in saves)."""
        return self.db.set_versions()

    # -- decks ---------------------------------------------------------------
    def check_deck(self, deck: Deck) -> list[str]:
        """Deck legality, one sentence per problem."""
        return self.deck_rules.check(deck, self.db) if self.deck_rules is not None else []

    def shipped_deck_files(self) -> list[Path]:
        """The decks shipped in ``cards/<game>/decks``, sorted by file name."""
        return sorted((paths.cards_dir() / self.id / "decks").glob("*.yaml"))

    def shipped_deck(self, path: Path) -> Deck:
        """One shipped deck (read once): a new game reads only the decks it seats."""
        found = self._shipped.get(path)
        if found is None:
            found = self._shipped[path] = load_deck(path, self.db, read_only=True)
        return found

    def each_shipped_deck(self) -> Iterator[Deck]:
        """The shipped decks in the order of :meth:`shipped_deck_files`, each read when reached."""
        return (self.shipped_deck(path) for path in self.shipped_deck_files())

    def shipped_decks(self) -> list[Deck]:
        """The shipped decks, sorted by file name."""
        return list(self.each_shipped_deck())

    # -- setup ---------------------------------------------------------------
    def setup(self, setup: Setup) -> State:
        """The starting state; deterministic for a given Setup (seed included)."""
        raise NotImplementedError

    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        """A ready game with shipped decks, for self-play, screenshots and new users."""
        count = players or self.min_players
        decks = list(islice(self.each_shipped_deck(), count))
        seats = tuple(PlayerSetup(f"Player {i + 1}", deck) for i, deck in enumerate(decks))
        return Setup(self.id, seats, seed)

    def setup_problems(self, setup: Setup) -> list[str]:
        """What the game itself finds wrong with a chosen setup beyond seats and options (e.g. a deck
        that breaks the variant's limits), a sentence each; none by default."""
        return []

    def setup_for_variant(self, setup: Setup, variant: str) -> Setup:
        """The ready setup adapted to a variant (a variant with its own shipped decks); as is by default."""
        return setup

    def card_reading(self, state: State, card_id: str) -> list[tuple[str, str]] | None:
        """A card as a player reads it, (heading, words) per line, for the card panel.

        None: the panel lists the card's data fields. Only what every seat may see of the card.
        """
        return None

    def manual_tools(self, state: State, target: str | None) -> list[manual.ManualMove]:
        """The game's own manual moves the table offers for a card or zone id, or (None) the game.

        Bookkeeping a physical table does by hand (take N damage, set the Action
        Points, tick an effect count); each is a ManualMove of ``manual_moves``.
        """
        return []

    def manual_words(self, state: State, move: manual.ManualMove) -> str:
        """A manual move's words for a menu or button (cards named only where everyone sees them)."""
        return move.words(state, lambda card: self.card_label(state, card)
                          if self.card_visible(state, None, card) else "a face-down card")

    def position_problems(self, state: State) -> list[str]:
        """What makes a hand-written position impossible in this game (a sentence each)."""
        return []

    # -- the entry points ----------------------------------------------------
    def context(self, state: State) -> Context:
        """The reading context of ``state``'s position (the rules' own helpers included), kept with it
        until it next changes."""
        return reading_context(self._rules(), self.db, state)

    def _rules(self) -> Rules:
        if self.rules is None:
            raise IllegalAction(f"{self.name} is played in manual mode: move the cards yourselves.")
        return self.rules

    def legal_actions(self, state: State, strict: bool = False) -> list[Action]:
        """The actions the deciding seat may take now (empty when the game is over).

        ``strict``: a rule that cannot read the table raises instead of offering nothing.
        """
        rules = self.rules
        if rules is None or state.data.get(WINNER) is not None:
            return []
        return play.legal_actions(reading_context(rules, self.db, state), strict)

    def reason_against(self, state: State, action: Action) -> str | None:
        """Why ``action`` is not allowed now, or None when it is."""
        if self.rules is None:
            return f"{self.name} is played in manual mode: move the cards yourselves."
        return play.reason_against(self.context(state), action)

    def apply(self, state: State, action: Action) -> Transaction:
        """Make a legal action as one transaction (applied when this returns); IllegalAction otherwise."""
        return play.apply(self._rules(), self.db, state, action)

    def winner(self, state: State) -> int | None:
        found = state.data.get(WINNER)
        return None if found is None else int(found)

    def routine_answer(self, state: State) -> Action | None:
        """An answer a person's own settings give without asking them (e.g. a pass their "stops"
        make), or None to ask. The table makes it for people only; bots are always asked."""
        return None

    def is_over(self, state: State) -> bool:
        """Whether the game has a winner (``state.data[WINNER]``, as :meth:`winner` reads it)."""
        return state.data.get(WINNER) is not None

    def deciding_seat(self, state: State) -> int:
        """Whose decision it is (the hot-seat curtain follows this)."""
        decision = state.decision
        return state.active_player if decision is None else int(decision["seat"])

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see of the state (None: a spectator).

        Besides the cards and tokens: the winner, the teams, and the numbers the
        table shows for each seat (the layout's player fields: points, wounds...).
        """
        shown = views.view(state, seat, self.card_visible)
        fields = {}
        for key, _label in self.layout(state).player_fields:
            for player in range(len(state.players)):
                name = key.replace("{p}", str(player))
                if name in state.data:
                    fields[name] = state.data[name]
        shown.update(winner=self.winner(state), teams=state.data.get("teams"), fields=fields)
        return shown

    def card_visible(self, state: State, seat: int | None, card_id: str, hands_open: bool = False) -> bool:
        """Whether ``seat`` may see the face of a card: face up where its zone shows it (see
        :func:`tabletop.engine.views.can_see`). A game where some face-down cards are known to
        everyone (a character knocked out and turned over in plain sight) says so here."""
        return views.can_see(state, seat, card_id, hands_open=hands_open)

    def label(self, state: State, action: Action) -> str:
        """An action in words, for the log and the history."""
        if isinstance(action, manual.ManualMove):
            return action.label(state, self.card_label)
        return play.label(self.context(state), action)

    def menu_text(self, state: State, action: Action) -> str:
        """An action in a few words, for a menu entry or a button."""
        return play.menu_text(self.context(state), action)

    # -- words ---------------------------------------------------------------
    def prompt(self, state: State) -> str:
        """What the deciding seat must do now, in a sentence."""
        winner = self.winner(state)
        declared = state.data.get(manual.DECLARED)
        if winner is not None and (declared or self.rules is None):
            return f"{state.players[winner].name} wins{' (as the players declared)' if declared else ''}."
        if self.rules is None:
            return f"Manual mode: {state.players[state.active_player].name}'s turn. {self.turn_hint}".strip()
        try:
            return self.rules.prompt(self.context(state))
        except play.UNREADABLE:
            return UNREADABLE_TABLE

    def status(self, state: State) -> list[str]:
        """Short lines for the status panel: turn, phase, points..."""
        if self.rules is None:
            return [f"Turn {state.turn}", state.phase] if state.phase else [f"Turn {state.turn}"]
        try:
            return self.rules.status(self.context(state))
        except play.UNREADABLE:
            return [f"Turn {state.turn}", "The rules cannot read this table."]

    def card_label(self, state: State, card_id: str) -> str:
        """A card's name for labels and the log."""
        definition = state.cards[card_id].definition
        return self.db.cards[definition].name if definition in self.db.cards else definition

    # -- the table -------------------------------------------------------------
    def layout(self, state: State) -> TableLayout:
        """Where each zone sits on the table."""
        raise NotImplementedError

    def battlefield(self, state: State) -> Any | None:
        """The board drawn on the table (a map of spaces); None for card-only games."""
        return None

    @classmethod
    def read_board_file(cls, path: Path) -> tuple[Any | None, list[Any]]:
        """One board (map) file for a preview: the board to draw (None: nothing drawable) and its
        problems (carddb Problems, file:line). Games with a board override it."""
        return None, [Problem(display_path(path), 1, f"{cls.name} has no boards")]

    @classmethod
    def read_board_text(cls, text: str, source: str) -> tuple[Any | None, list[Any]]:
        """The same for a board's text being edited (``source`` names it in the problems)."""
        return None, [Problem(source, 1, f"{cls.name} has no boards")]

    def closed_doors(self, state: State) -> set[frozenset[str]]:
        """Board paths cut by closed doors, as pairs of space ids."""
        return set()

    # -- actions as JSON -------------------------------------------------------
    @property
    def action_types(self) -> tuple[type[Action], ...]:
        own = self.rules.action_types if self.rules is not None else ()
        return own + manual.MANUAL_MOVES + self.manual_moves

    def action_to_json(self, action: Action) -> dict:
        return action_to_json(action)

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(self.action_types, data)

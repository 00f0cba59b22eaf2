"""One game's cards, search index and deck rules, as the deck browser needs them.

Nothing here imports Qt: loading never raises, it records problems instead, so
a game whose data is broken still opens a window that lists what is wrong.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType

from tabletop import paths
from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.index import CardIndex
from tabletop.carddb.loader import load_game
from tabletop.carddb.model import GAME_IDS, CardBase, CardDatabase
from tabletop.carddb.problems import DataError, display_path
from tabletop.carddb.schema import field_kinds

GAME_NAMES = {
    "wildstorms": "WildStorms CCG",
    "wms": "WMS: The Card Game",
    "nitro": "WCW Nitro CCG",
    "wagon": "W.A.G.O.N.",
    "unmatched": "Unmatched",
}

COST_FIELDS = ("cost", "points", "cc", "value", "bandwidth")
"""Numeric fields that read as a card's cost, in order of preference, for the chart."""


def game_name(game: str) -> str:
    return GAME_NAMES.get(game, game.replace("_", " ").title())


def browsable_games(current: str | None = None) -> list[str]:
    """The games offered in the picker: the five, plus ``current`` if it is another."""
    games = list(GAME_IDS)
    if current and current not in games:
        games.append(current)
    return games


def words(field_name: str) -> str:
    """A field or section id as a label: ``campaign_points`` -> ``Campaign points``."""
    text = field_name.replace("_", " ").strip()
    if len(text) <= 2:
        return text.upper()
    return text[:1].upper() + text[1:]


def section_label(section: str, labels: dict[str, str] | None = None) -> str:
    if labels and section in labels:
        return labels[section]
    return "Main deck" if section == MAIN else words(section)


@dataclass
class GameData:
    """Everything the browser knows about one game; ``db`` is None when loading failed."""

    game: str
    db: CardDatabase | None = None
    index: CardIndex | None = None
    problems: list[str] = field(default_factory=list)
    rules: ModuleType | None = None
    rules_problem: str = ""

    @property
    def name(self) -> str:
        return game_name(self.game)

    @property
    def formats(self) -> dict[str, str]:
        found = getattr(self.rules, "FORMATS", None)
        return dict(found) if isinstance(found, dict) and found else {}

    @property
    def default_format(self) -> str:
        return next(iter(self.formats), "")

    @property
    def check(self) -> Callable[[Deck, CardDatabase], list[str]] | None:
        check = getattr(self.rules, "check_deck", None)
        return check if callable(check) else None

    def section_labels(self) -> dict[str, str]:
        """The game's deck sections (id -> label), ``main`` when the rules name none."""
        declared = getattr(self.rules, "SECTIONS", None)
        if isinstance(declared, dict) and declared:
            return {
                str(key): value if isinstance(value, str) else section_label(str(key))
                for key, value in declared.items()
            }
        if isinstance(declared, tuple | list) and declared:
            return {str(key): section_label(str(key)) for key in declared}
        return {MAIN: section_label(MAIN)}

    def sections_for(self, deck: Deck | None) -> dict[str, str]:
        """The game's sections followed by any others the deck uses."""
        labels = self.section_labels()
        for section in deck.sections if deck else ():
            labels.setdefault(section, section_label(section))
        return labels

    def auto_section(self, card: CardBase) -> str | None:
        """The section a card belongs in by its type, when the rules say so."""
        home = getattr(self.rules, "home_section", None)
        if callable(home):
            try:
                return str(home(card))
            except Exception:  # rules of another helper: never let them crash the window
                return None
        by_type = getattr(self.rules, "SECTION_OF_TYPE", None)
        if isinstance(by_type, dict):
            return str(by_type.get(card.type, MAIN))
        declared = getattr(self.rules, "SECTIONS", None)
        if isinstance(declared, dict) and any(isinstance(v, tuple | list) for v in declared.values()):
            for section, types in declared.items():
                if isinstance(types, tuple | list) and card.type in types:
                    return str(section)
            return MAIN
        return None

    def has_auto_sections(self) -> bool:
        rules = self.rules
        declared = getattr(rules, "SECTIONS", None)
        return (
            callable(getattr(rules, "home_section", None))
            or isinstance(getattr(rules, "SECTION_OF_TYPE", None), dict)
            or (isinstance(declared, dict) and any(isinstance(v, tuple | list) for v in declared.values()))
        )

    def check_deck(self, deck: Deck) -> list[str] | None:
        """The deck's problems; None when the game has no deck rules."""
        if self.db is None or self.check is None:
            return None
        try:
            return [str(problem) for problem in self.check(deck, self.db)]
        except Exception as error:  # a bug in deck rules shows as a problem, not a crash
            return [f"The deck rules failed on this deck ({type(error).__name__}: {error})."]

    def cost_field(self) -> str | None:
        """The numeric field the deck chart uses for its cost curve, if any."""
        if self.index is None:
            return None
        for name in COST_FIELDS:
            if name in self.index.number_bounds:
                return name
        return None

    def field_kinds(self) -> dict[str, str]:
        """Each card field's search kind ('number', 'tag', 'tags', 'text', 'other')."""
        kinds: dict[str, str] = {}
        if self.db is not None:
            seen: set[type] = set()
            for card in self.db.cards.values():
                if type(card) not in seen:
                    seen.add(type(card))
                    for name, kind in field_kinds(type(card)).items():
                        kinds.setdefault(name, kind)
        return kinds

    def card_types(self) -> list[str]:
        """Card types present in the data, in file order."""
        if self.db is None:
            return []
        return list(dict.fromkeys(card.type for card in self.db.cards.values()))


def load_game_data(game: str) -> GameData:
    """Load a game's cards, index and deck rules; problems are recorded, never raised."""
    data = GameData(game)
    try:
        data.db = load_game(game)
    except DataError as error:
        data.problems = [str(problem) for problem in error.problems] or [str(error)]
    except KeyError:
        data.problems = [f"'{game}' is not a known game (known: {', '.join(GAME_IDS)})."]
    except Exception as error:  # unreadable folder, broken schema module...
        data.problems = [f"The card data could not be loaded: {type(error).__name__}: {error}"]
    if data.db is not None and not data.db.cards:
        folder = display_path(paths.cards_dir() / game)
        data.db = None
        data.problems = [f"{folder}: no {game} card sets found (expected *.yaml files with 'kind: card-set')."]
    if data.db is not None:
        try:
            data.index = CardIndex(data.db)
        except Exception as error:
            data.db = None
            data.problems = [f"The card search index failed: {type(error).__name__}: {error}"]
    try:
        data.rules = importlib.import_module(f"tabletop.games.{game}.deck_rules")
    except ModuleNotFoundError as error:
        module = f"tabletop.games.{game}.deck_rules"
        if not (error.name and module.startswith(error.name)):
            data.rules_problem = f"The deck rules could not be loaded: {error}"
    except Exception as error:
        data.rules_problem = f"The deck rules could not be loaded: {type(error).__name__}: {error}"
    return data

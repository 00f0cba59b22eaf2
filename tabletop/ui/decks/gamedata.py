"""One game's cards, search index and deck rules, as the deck browser needs them.

Nothing here imports Qt: loading never raises, it records problems instead, so
a game whose data is broken still opens a window that lists what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop import paths
from tabletop.carddb.deck_rules import DeckRules
from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.index import CardIndex
from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.carddb.problems import DataError, display_path
from tabletop.carddb.schema import field_kinds
from tabletop.engine.game import Game
from tabletop.games import registry

COST_FIELDS = ("cost", "points", "cc", "value", "bandwidth")
"""Numeric fields that read as a card's cost, in order of preference, for the chart."""


def game_name(game: str) -> str:
    try:
        return registry.game_class(game).name
    except KeyError:
        return game.replace("_", " ").title()


def browsable_games(current: str | None = None) -> list[str]:
    """The games offered in the picker (by name), plus ``current`` if it is another."""
    games = [game.id for game in registry.games()]
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
    rules: DeckRules | None = None
    rules_problem: str = ""

    @property
    def name(self) -> str:
        return game_name(self.game)

    @property
    def formats(self) -> dict[str, str]:
        return dict(self.rules.formats) if self.rules is not None else {}

    @property
    def default_format(self) -> str:
        return next(iter(self.formats), "")

    def section_labels(self) -> dict[str, str]:
        """The game's deck sections (id -> label), ``main`` when the rules name none."""
        if self.rules is not None and self.rules.sections:
            return dict(self.rules.sections)
        return {MAIN: section_label(MAIN)}

    def sections_for(self, deck: Deck | None) -> dict[str, str]:
        """The game's sections followed by any others the deck uses."""
        labels = self.section_labels()
        for section in deck.sections if deck else ():
            labels.setdefault(section, section_label(section))
        return labels

    def auto_section(self, card: CardBase) -> str | None:
        """The section a card belongs in by the deck rules; None when the player chooses."""
        if self.rules is None or not self.rules.sorts_sections:
            return None
        try:
            return self.rules.section_for(card)
        except Exception:  # rules code must never crash the window
            return None

    def has_auto_sections(self) -> bool:
        return self.rules is not None and self.rules.sorts_sections

    def check_deck(self, deck: Deck) -> list[str] | None:
        """The deck's problems; None when the game has no deck rules."""
        if self.db is None or self.rules is None:
            return None
        try:
            return [str(problem) for problem in self.rules.check(deck, self.db)]
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
    record: type[Game] | None = None
    try:
        record = registry.game_class(game)
        data.db = record.load().db
    except DataError as error:
        data.problems = [str(problem) for problem in error.problems] or [str(error)]
    except KeyError:
        data.problems = [f"{registry.unknown_game(game)}."]
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
    if record is not None:
        data.rules = record.deck_rules
    return data

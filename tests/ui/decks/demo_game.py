"""A small game of our own for the deck browser tests: schema, cards, deck rules.

Known to the registry as ``deckdemo`` (``GAMES``); its data is written to a
temporary cards folder, so the tests do not depend on the shipped games' data.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Literal

from tabletop.carddb.deck_rules import DeckRules
from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.model import CardBase, CardDatabase, GameSchema
from tabletop.engine.game import Game
from tabletop.games.registry import EXTRA_MODULES

GAME = "deckdemo"
MIN_CARDS = 4
BIG_MIN_CARDS = 8
MAX_COPIES = 2


@dataclass(frozen=True, kw_only=True)
class Hero(CardBase):
    cost: int
    power: int
    teams: tuple[Literal["wildcats", "stormwatch", "daemonites"], ...] = ()
    unique: bool = False


@dataclass(frozen=True, kw_only=True)
class Gear(CardBase):
    cost: int
    slot: Literal["weapon", "armour"] = "weapon"


SCHEMA = GameSchema(GAME, {"hero": Hero, "gear": Gear})

CARDS = """\
kind: card-set
game: deckdemo
set: core
name: Demo Core
version: 1
cards:
  - {id: grifter, type: hero, name: Grifter, text: A gunslinger who never misses., cost: 3, power: 5, teams: [wildcats]}
  - {id: zealot, type: hero, name: Zealot, text: Coda warrior with a blade., cost: 4, power: 6, teams: [wildcats]}
  - {id: spartan, type: hero, name: Spartan, text: Android leader., cost: 5, power: 7, teams: [wildcats], unique: true}
  - {id: apollo, type: hero, name: Apollo, text: Solar powered flier., cost: 4, power: 6, teams: [stormwatch]}
  - {id: midnighter, type: hero, name: Midnighter, text: Sees every fight before it starts., cost: 4, power: 6, teams: [stormwatch]}
  - {id: helspont, type: hero, name: Helspont, text: Daemonite warlord., cost: 6, power: 8, teams: [daemonites], unique: true}
  - {id: pistols, type: gear, name: Twin Pistols, text: Two shots a turn., cost: 1, slot: weapon}
  - {id: shield, type: gear, name: Kinetic Shield, text: Stops the first hit., cost: 2, slot: armour}
"""

STARTER = """\
kind: deck
game: deckdemo
name: Starter
format: standard
sections:
  main: {grifter: 2, zealot: 2}
"""

FORMATS = {
    "standard": f"At least {MIN_CARDS} cards, at most {MAX_COPIES} copies of a card.",
    "big": f"At least {BIG_MIN_CARDS} cards, at most {MAX_COPIES} copies of a card.",
}
SECTIONS = {MAIN: "Main deck", "side": "Sideboard"}


def check_deck(deck: Deck, db: CardDatabase) -> list[str]:
    """Demo rules: a minimum size by format, a copy limit, known sections."""
    problems = [f"Unknown section '{s}'." for s in deck.sections if s not in SECTIONS]
    size = deck.count(MAIN)
    least = BIG_MIN_CARDS if deck.format == "big" else MIN_CARDS
    if size < least:
        problems.append(f"The deck has {size} cards; it needs at least {least}.")
    for card_id, number in deck.sections.get(MAIN, {}).items():
        if number > MAX_COPIES:
            problems.append(f"{db.cards[card_id].name} appears {number} times; at most {MAX_COPIES} copies.")
    return problems


class DeckDemo(Game):
    id: ClassVar[str] = GAME
    name: ClassVar[str] = "Deck demo"
    schema = SCHEMA
    deck_rules = DeckRules(check=check_deck, formats=FORMATS, sections=SECTIONS)


GAMES = (DeckDemo,)


def write_data(cards_root: Path, cards_text: str = CARDS) -> Path:
    """Write the demo card set and shipped deck under ``cards_root/deckdemo``."""
    folder = cards_root / GAME
    (folder / "decks").mkdir(parents=True, exist_ok=True)
    (folder / "core.yaml").write_text(cards_text, encoding="utf-8")
    (folder / "decks" / "starter.yaml").write_text(STARTER, encoding="utf-8")
    return folder


def install_rules(monkeypatch: object) -> None:
    """Make the demo game known to the registry."""
    monkeypatch.setenv(EXTRA_MODULES, __name__)  # type: ignore[attr-defined]

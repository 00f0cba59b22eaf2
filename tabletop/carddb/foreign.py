"""Decks from other programs that bring their own cards (e.g. a deck builder's JSON export).

A game that reads such files gives its record a ``foreign_decks`` reader (a
:class:`ForeignReader`). Reading makes a :class:`ForeignDeck`: a card set (the
cards the deck brings, as card-set data), the deck naming them, the texts the
rules cannot play (listed to the user after import) and any non-fatal problems.
:func:`install` writes the card set among the user's card sets
(``paths.user_cards_dir``), checks that the game then loads it, and writes the
deck. Nothing here knows a game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from tabletop import paths
from tabletop.carddb.decks import Deck, save_deck
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.problems import DataError, Problem, display_path
from tabletop.fileio import write_text_atomically


@dataclass(frozen=True)
class ForeignDeck:
    """What a foreign deck file holds, in this program's terms."""

    set_id: str
    card_set: dict  # a card-set file's data (kind, game, set, name, version, cards)
    deck: Deck
    source: str  # the file it came from, as shown to the user
    manual: tuple[str, ...] = ()  # "Card: text" the rules do not play: resolved by hand at the table
    problems: tuple[Problem, ...] = ()  # what was left out or guessed, with file:line


class ForeignReader(Protocol):
    """A game's reader of one foreign deck format."""

    format_name: str  # e.g. "community JSON deck"

    def sniff(self, text: str) -> bool:
        """Whether ``text`` looks like this format (cheap; no card database needed)."""

    def read(self, text: str, source: str) -> ForeignDeck:
        """The deck and its cards; DataError (file:line problems) when the file cannot be used."""


def card_set_text(found: ForeignDeck) -> str:
    import yaml  # (imported when a card set is written: a start reads none)

    header = (f"# Imported from {Path(found.source).name} ({found.deck.origin or 'foreign'} deck) by "
              "tabletop's deck import.\n# Edit it freely; import the file again to replace it.\n")
    return header + yaml.safe_dump(found.card_set, sort_keys=False, allow_unicode=True, width=100)


@dataclass(frozen=True)
class Installed:
    card_set: Path
    deck: Path
    deck_value: Deck
    db: CardDatabase
    replaced: bool  # an earlier import of the same deck was replaced


def install(found: ForeignDeck, reload: Callable[[], CardDatabase], deck_path: Path | None = None) -> Installed:
    """Write the card set among the user's card sets and the deck (to ``deck_path`` or the user's
    decks folder); ``reload`` loads the game's cards again. DataError when the game refuses the
    card set (it is then removed again: nothing half-imported stays behind)."""
    game = found.deck.game
    folder = paths.user_cards_dir(game)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{found.set_id}.yaml"
    replaced = target.exists()
    previous = target.read_text(encoding="utf-8") if replaced else None
    write_text_atomically(target, card_set_text(found))
    db = reload()
    shown = display_path(target)
    refused = [p for p in db.left_out if p.path == shown]
    if refused:
        if previous is None:
            target.unlink()
        else:
            write_text_atomically(target, previous)
        raise DataError(refused)
    if deck_path is None:
        decks = paths.user_decks_dir(game)
        decks.mkdir(parents=True, exist_ok=True)
        deck_path = decks / f"{found.set_id}.yaml"
    saved = save_deck(dataclasses.replace(found.deck, path=""), deck_path)
    return Installed(target, deck_path, saved, db, replaced)


def import_report(found: ForeignDeck, installed: Installed, deck_problems: list[str]) -> list[str]:
    """What an import did, in lines for a terminal or a dialog."""
    cards = found.deck.count()
    lines = [f"Imported {found.deck.name} ({found.deck.badge or 'foreign deck'}): {cards} card{'' if cards == 1 else 's'}.",
             f"Cards {'replaced in' if installed.replaced else 'written to'} {display_path(installed.card_set)}",
             f"Deck written to {display_path(installed.deck)}"]
    if found.manual:
        lines += ["", f"Not automated ({len(found.manual)}): the log marks these when they come up; "
                      "resolve them by hand with the table's tools:"]
        lines += [f"  - {text}".replace("\n", " / ") for text in found.manual]
    if found.problems:
        lines += ["", "Notes:"] + [f"  {problem}" for problem in found.problems]
    if deck_problems:
        lines += ["", "Deck rules:"] + [f"  {problem}" for problem in deck_problems]
    return lines

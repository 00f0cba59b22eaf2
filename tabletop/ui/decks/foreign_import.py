"""The deck browser's import of a deck another program wrote that brings its own cards
(e.g. a deck builder's JSON export), from Open or Paste.

The cards join the user's card sets, the deck is saved in the user's decks
folder and opened, and a dialog lists what the rules do not play (to resolve
by hand at the table). A file that cannot be used changes nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from tabletop.carddb.foreign import import_report, install
from tabletop.carddb.problems import DataError, display_path
from tabletop.carddb.yamlio import read_text
from tabletop.engine.words import count as words_count
from tabletop.games import registry


class ImportHost(Protocol):
    """What the import uses of the deck browser window."""

    game: str
    data: Any  # GameData | None
    dialogs: Any  # io_actions.Dialogs
    actions: Any  # io_actions.DeckActions

    def reload_game(self) -> None: ...
    def status(self, text: str) -> None: ...


def _reader(game: str):  # noqa: ANN202 - a carddb.foreign.ForeignReader or None
    try:
        return registry.game_class(game).foreign_decks
    except KeyError:
        return None


def import_foreign_file(window: ImportHost, path: Path) -> bool | None:
    """None when ``path`` is not a foreign deck of the window's game; else whether it was imported."""
    reader = _reader(window.game)
    if reader is None:
        return None
    try:
        text = read_text(path, display_path(path))
    except DataError:
        return None  # the ordinary reader says what is wrong with the file
    return import_foreign_text(window, text, display_path(path))


def import_foreign_text(window: ImportHost, text: str, source: str) -> bool | None:
    """None when ``text`` is not a foreign deck of the window's game; else whether it was imported."""
    game = window.game
    reader = _reader(game)
    if reader is None or not reader.sniff(text):
        return None
    if not window.actions.confirm_discard():
        return False
    try:
        found = reader.read(text, source)
        installed = install(found, lambda: registry.game_class(game).load().db)
    except DataError as error:
        lines = [str(problem) for problem in error.problems]
        window.dialogs.error("Cannot import the deck", f"{source} has {words_count(len(lines), 'problem')}; "
                             "nothing was imported.", lines)
        return False
    except OSError as error:
        window.dialogs.error("Cannot import the deck", f"The imported cards cannot be written: {error.strerror or error}")
        return False
    window.reload_game()
    opened = window.actions.open_path(installed.deck)
    data = window.data
    problems = data.check_deck(installed.deck_value) if data is not None else None
    report = import_report(found, installed, problems or [])
    window.dialogs.inform("Deck imported", report[0], report[1:])
    window.status(f"Imported {found.deck.name}: {words_count(len(found.manual), 'text')} to resolve by hand")
    return opened

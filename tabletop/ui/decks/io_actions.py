"""Deck files: New, Open, Save, Save As, Delete, import and export, with their prompts.

Every question and message goes through :class:`Dialogs`, so tests can answer
them without modal windows. A file that cannot be read never replaces the
deck being edited: its problems are listed and nothing is lost.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QLocale, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from tabletop import paths
from tabletop.carddb.deck_import import DeckImport, read_deck_list
from tabletop.carddb.decks import (
    Deck,
    deck_to_text,
    deck_to_yaml,
    list_decks,
    load_deck,
    save_deck,
    shipped_decks_dir,
)
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.problems import DataError, Problem, display_path
from tabletop.carddb.yamlio import read_text
from tabletop.engine.words import count as words_count
from tabletop.fileio import write_bytes_atomically, write_text_atomically
from tabletop.render import CardRenderer
from tabletop.render.proxy_sheet import deck_faces, proxy_pdf
from tabletop.ui.decks.deck_list import DeckList
from tabletop.ui.decks.deck_panel import DeckEditor
from tabletop.ui.decks.foreign_import import import_foreign_file, import_foreign_text
from tabletop.ui.decks.gamedata import GameData
from tabletop.ui.decks.images import faces_of


class BrowserHost(Protocol):
    """What the deck actions use of the deck browser window (a QWidget)."""

    editor: DeckEditor
    deck_list: DeckList
    dialogs: Dialogs
    game: str
    data: GameData | None

    def deck_shown(self) -> None: ...
    def status(self, text: str) -> None: ...

YAML_FILTER = "YAML decks (*.yaml *.yml)"
TEXT_FILTER = "Text lists (*.txt)"
PDF_FILTER = "PDF files (*.pdf)"
LETTER_COUNTRIES = (QLocale.Country.UnitedStates, QLocale.Country.Canada, QLocale.Country.Mexico,
                    QLocale.Country.Philippines)
ANY_DECK_FILTER = "Decks and lists (*.yaml *.yml *.txt *.json);;" + YAML_FILTER + ";;" + TEXT_FILTER + ";;All files (*)"
MAX_SHOWN_PROBLEMS = 15


class Dialogs:
    """The window's questions and messages (modal Qt dialogs)."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def error(self, title: str, text: str, details: list[str] | None = None) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.parent)
        if details:
            shown = details[:MAX_SHOWN_PROBLEMS]
            if len(details) > len(shown):
                shown.append(f"… and {len(details) - len(shown)} more (see Show Details)")
            box.setInformativeText("\n".join(shown))
            box.setDetailedText("\n".join(details))
        box.exec()

    def ask_unsaved(self, name: str) -> str:
        """'save', 'discard' or 'cancel'."""
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.parent, "Unsaved changes", f"The deck '{name}' has changes that are not saved.",
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        return {buttons.Save: "save", buttons.Discard: "discard"}.get(answer, "cancel")

    def inform(self, title: str, text: str, details: list[str]) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, self.parent)
        box.setInformativeText("\n".join(details[:MAX_SHOWN_PROBLEMS * 2]))
        box.setDetailedText("\n".join(details))
        box.exec()

    def confirm(self, title: str, text: str) -> bool:
        buttons = QMessageBox.StandardButton
        return QMessageBox.question(self.parent, title, text, buttons.Yes | buttons.No, buttons.No) == buttons.Yes

    def open_path(self, title: str, directory: Path, filters: str) -> Path | None:
        chosen, _ = QFileDialog.getOpenFileName(self.parent, title, str(directory), filters)
        return Path(chosen) if chosen else None

    def save_path(self, title: str, suggested: Path, filters: str) -> Path | None:
        chosen, _ = QFileDialog.getSaveFileName(self.parent, title, str(suggested), filters)
        return Path(chosen) if chosen else None

    def ask_text(self, title: str, label: str) -> str | None:
        text, ok = QInputDialog.getMultiLineText(self.parent, title, label)
        return text if ok and text.strip() else None

    def ask_name(self, title: str, label: str, default: str) -> str | None:
        text, ok = QInputDialog.getText(self.parent, title, label, text=default)
        return text.strip() if ok and text.strip() else None


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.casefold()).strip("_") or "deck"


def unique_path(folder: Path, name: str, suffix: str = ".yaml") -> Path:
    """A file in ``folder`` named after ``name`` that does not exist yet."""
    base = slug(name)
    path = folder / f"{base}{suffix}"
    number = 2
    while path.exists():
        path = folder / f"{base}_{number}{suffix}"
        number += 1
    return path


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
    except ValueError:
        return False
    return True


def read_deck_file(path: Path, db: CardDatabase, sections: dict[str, str] | None = None) -> DeckImport:
    """A YAML deck (strict: DataError with file:line problems) or a text list (forgiving: what
    could be read, and a problem per line that could not)."""
    if path.suffix.lower() in (".yaml", ".yml"):
        read_only = _inside(path, shipped_decks_dir(db.game))
        return DeckImport(load_deck(path, db, read_only=read_only))
    text = read_text(path, display_path(path))  # refuses a FIFO or device, a huge file, non-UTF-8
    name = path.stem.replace("_", " ").strip().title() or "Imported deck"
    return read_deck_list(text, db, sections=sections, name=name, source=display_path(path))


def _problem(path: Path, message: str) -> Problem:
    return Problem(display_path(path), 1, message)


class DeckActions(QObject):
    """The deck menu's actions, acting on the window's deck editor and deck list."""

    def __init__(self, window: BrowserHost) -> None:
        super().__init__(window)  # type: ignore[arg-type]  # the window is a QWidget
        self.window = window
        make = self._action
        self.new = make("&New Deck", QKeySequence.StandardKey.New, self.new_deck, "Start an empty deck")
        self.open = make("&Open…", QKeySequence.StandardKey.Open, self.open_file,
                         "Open a YAML deck or a text list from a file")
        self.save = make("&Save", QKeySequence.StandardKey.Save, self.save_deck, "Save the deck in your decks folder")
        self.save_as = make("Save &As…", QKeySequence.StandardKey.SaveAs, self.save_deck_as,
                            "Save a copy under a new name (a shipped deck becomes your own)")
        self.delete = make("&Delete Deck", None, self.delete_deck, "Delete this deck of yours")
        self.import_text = make("&Import Text List…", None, self.import_list, "Read a '3 Card Name' list")
        self.paste_text = make("&Paste a List…", None, self.paste_list,
                               "Paste a deck list from a forum post or another program")
        self.export_text = make("Export as &Text…", None, self.export_list, "Write a '3 Card Name' list")
        self.export_yaml = make("Export as &YAML…", None, self.export_yaml_file, "Write the deck's YAML file")
        self.print_proxies = make("&Print Proxies (PDF)…", None, self.print_proxies_file,
                                  "Nine cards a page with cut marks, A4 or Letter, to print and cut out")

    def _action(self, text: str, keys: QKeySequence.StandardKey | None, slot: Callable[[], object],
                tip: str) -> QAction:
        action = QAction(text, self.window)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
        action.setToolTip(tip)
        action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    # -- helpers ------------------------------------------------------------
    @property
    def _editor(self) -> DeckEditor:
        return self.window.editor

    @property
    def _db(self) -> CardDatabase | None:
        return self.window.data.db if self.window.data is not None else None

    def update_enabled(self) -> None:
        has_db = self._db is not None
        deck = self._editor.deck
        own = has_db and not deck.read_only
        self.new.setEnabled(has_db)
        self.open.setEnabled(has_db)
        self.import_text.setEnabled(has_db)
        self.paste_text.setEnabled(has_db)
        self.save.setEnabled(own and (self._editor.dirty or not deck.path))
        self.save_as.setEnabled(has_db)
        self.delete.setEnabled(own and bool(deck.path) and _inside(Path(deck.path), self._user_dir()))
        self.export_text.setEnabled(has_db)
        self.export_yaml.setEnabled(has_db)
        self.print_proxies.setEnabled(has_db)

    def _user_dir(self) -> Path:
        return paths.user_decks_dir(self.window.game)

    def refresh_list(self) -> None:
        db = self._db
        if db is None:
            self.window.deck_list.set_decks([], [])
            return
        decks, problems = list_decks(db)
        self.window.deck_list.set_decks(decks, problems, self._editor.deck.path)

    def confirm_discard(self) -> bool:
        """True when the current deck may be replaced (saved or discarded on request)."""
        editor = self._editor
        if not editor.dirty or editor.deck.read_only:
            return True
        answer = self.window.dialogs.ask_unsaved(editor.deck.name)
        if answer == "save":
            return self.save_deck()
        return answer == "discard"

    def show_deck(self, deck: Deck) -> None:
        """Make ``deck`` the one being edited (after asking about unsaved changes)."""
        current = self._editor.deck
        if deck.path and deck.path == current.path and not self._editor.dirty:
            return
        if not self.confirm_discard():
            self.window.deck_list.select_path(current.path)
            return
        self._editor.set_deck(deck)
        self.window.deck_list.select_path(deck.path)
        self.window.deck_shown()

    # -- actions ------------------------------------------------------------
    def new_deck(self) -> None:
        data = self.window.data
        if data is None or data.db is None or not self.confirm_discard():
            return
        self._editor.set_deck(Deck(data.game, "New deck", format=data.default_format))
        self.window.deck_list.select_path("")
        self.window.deck_shown()

    def open_file(self, filters: str = ANY_DECK_FILTER) -> None:
        db = self._db
        if db is None:
            return
        path = self.window.dialogs.open_path("Open a deck", self._user_dir(), filters)
        if path is not None:
            self.open_path(path)

    def import_list(self) -> None:
        self.open_file(TEXT_FILTER + ";;All files (*)")

    def open_path(self, path: Path) -> bool:
        """Open a deck file; on a bad file show its problems and keep the current deck."""
        db = self._db
        if db is None:
            return False
        if path.suffix.lower() not in (".yaml", ".yml"):
            foreign = import_foreign_file(self.window, path)  # type: ignore[arg-type]
            if foreign is not None:
                return foreign
        try:
            found = read_deck_file(path, db, self._sections())
        except DataError as error:
            lines = [str(problem) for problem in error.problems]
            self.window.dialogs.error("Cannot open the deck",
                                      f"{path.name} has {words_count(len(lines), 'problem')}; "
                                      "the deck you are editing is unchanged.", lines)
            return False
        except OSError as error:
            self.window.dialogs.error("Cannot open the deck", f"{path} cannot be read: {error.strerror or error}")
            return False
        return self._take_import(found, path.name)

    def paste_list(self) -> None:
        db = self._db
        if db is None:
            return
        text = self.window.dialogs.ask_text("Paste a deck list", "One card a line: 3 Name, 3x Name, Name x3, "
                                            "SB: 1 Name, // comments. Unknown lines are listed after.")
        if text and import_foreign_text(self.window, text, "the pasted deck") is None:  # type: ignore[arg-type]
            self._take_import(read_deck_list(text, db, sections=self._sections(), source="pasted list"),
                              "the pasted list")

    def _sections(self) -> dict[str, str] | None:
        data = self.window.data
        return data.section_labels() if data is not None else None

    def _take_import(self, found: DeckImport, what: str) -> bool:
        """Show what was imported and every line that was not; an empty result changes nothing."""
        deck = found.deck
        lines = [str(problem) for problem in found.problems]
        if not deck.sections:
            self.window.dialogs.error("Nothing to import", f"No card could be read from {what}; "
                                      "the deck you are editing is unchanged.", lines)
            return False
        if not self.confirm_discard():
            return False
        imported = not deck.path
        self._editor.set_deck(deck, dirty=imported)
        self.refresh_list()
        self.window.deck_shown()
        if lines:
            self.window.dialogs.error("Some lines were not imported",
                                      f"{words_count(deck.count(), 'card')} imported from {what}; "
                                      f"{words_count(len(lines), 'line')} could not be read:", lines)
        self.window.status(f"Imported {what}: Save keeps it in your decks." if imported else f"Opened {what}")
        return True

    def print_proxies_file(self) -> bool:
        """The deck's proxies as a PDF to print, on the paper of the system's country (Letter or A4)."""
        db = self._db
        if db is None:
            return False
        deck = self._editor.deck
        if not deck.count():
            self.window.dialogs.error("Nothing to print", "The deck has no cards yet.")
            return False
        path = self.window.dialogs.save_path("Print proxies", self._user_dir() / f"{slug(deck.name)}-proxies.pdf",
                                             PDF_FILTER)
        if path is None:
            return False
        path = path if path.suffix else path.with_suffix(".pdf")
        page = "letter" if QLocale().territory() in LETTER_COUNTRIES else "a4"
        renderer = CardRenderer(faces_of(self.window.game), db)
        try:
            write_bytes_atomically(path, proxy_pdf(deck_faces(renderer, deck), page, deck.name))
        except OSError as error:
            self.window.dialogs.error("Could not write the PDF", f"{path} cannot be written: {error.strerror}")
            return False
        self.window.status(f"{words_count(deck.count(), 'proxy', 'proxies')} written to {path.name} ({page.upper()})")
        return True

    def save_deck(self) -> bool:
        """Save to the deck's own file, or to a new file in the user's decks folder."""
        editor = self._editor
        deck = editor.deck
        if self._db is None:
            return False
        if deck.read_only:
            return self.save_deck_as()
        path = Path(deck.path) if deck.path else unique_path(self._user_dir(), deck.name)
        return self._write(dataclasses.replace(deck, game=self.window.game), path)

    def save_deck_as(self) -> bool:
        """Save under a new name in the user's decks folder (an editable copy)."""
        deck = self._editor.deck
        if self._db is None:
            return False
        default = f"{deck.name} (copy)" if deck.path else deck.name
        name = self.window.dialogs.ask_name("Save deck as", "Name of your deck:", default)
        if name is None:
            return False
        copy = dataclasses.replace(deck, game=self.window.game, name=name, read_only=False)
        return self._write(copy, unique_path(self._user_dir(), name))

    def _write(self, deck: Deck, path: Path) -> bool:
        try:
            saved = save_deck(deck, path)
        except OSError as error:
            self.window.dialogs.error("Cannot save the deck", f"{path} cannot be written: {error.strerror or error}")
            return False
        self._editor.saved(saved)
        self.refresh_list()
        self.window.deck_shown()
        self.window.status(f"Saved '{saved.name}' to {path}")
        return True

    def delete_deck(self) -> None:
        deck = self._editor.deck
        data = self.window.data
        if data is None or deck.read_only or not deck.path or not _inside(Path(deck.path), self._user_dir()):
            return
        if not self.window.dialogs.confirm("Delete deck", f"Delete your deck '{deck.name}' ({Path(deck.path).name})?"):
            return
        try:
            Path(deck.path).unlink()
        except OSError as error:
            self.window.dialogs.error("Cannot delete the deck", f"{deck.path}: {error.strerror or error}")
            return
        self._editor.set_deck(Deck(data.game, "New deck", format=data.default_format))
        self.refresh_list()
        self.window.deck_shown()
        self.window.status(f"Deleted '{deck.name}'")

    def export_list(self) -> None:
        db = self._db
        if db is not None:
            self._export(deck_to_text(self._editor.deck, db), ".txt", TEXT_FILTER)

    def export_yaml_file(self) -> None:
        if self._db is not None:
            deck = dataclasses.replace(self._editor.deck, game=self.window.game)
            self._export(deck_to_yaml(deck), ".yaml", YAML_FILTER)

    def _export(self, text: str, suffix: str, filters: str) -> None:
        suggested = Path.home() / f"{slug(self._editor.deck.name)}{suffix}"
        path = self.window.dialogs.save_path("Export deck", suggested, filters)
        if path is None:
            return
        if not path.suffix:
            path = path.with_suffix(suffix)
        try:
            write_text_atomically(path, text)
        except OSError as error:
            self.window.dialogs.error("Cannot export the deck", f"{path} cannot be written: {error.strerror or error}")
            return
        self.window.status(f"Exported '{self._editor.deck.name}' to {path}")

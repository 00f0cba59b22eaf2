"""An editor for a game's other data files beside its maps (for example battlefield item tokens):
the file's YAML text, its problems listed as it is typed (the game's own strict checks, each with
its line), and Save. The map editor opens it on the player's own file in the data folder, where
such files join the shipped ones; ``tabletop map-edit FILE`` opens it for a file of that kind.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tabletop import paths
from tabletop.carddb.loader import read_extra_text
from tabletop.carddb.model import ExtraKind
from tabletop.carddb.problems import DataError, Problem, display_path
from tabletop.carddb.schema import BuildContext
from tabletop.carddb.yamlio import read_text
from tabletop.engine.game import Game
from tabletop.fileio import write_text_atomically

CHECK_DELAY_MS = 400  # the problems are listed again this long after the last key


def kind_label(extra: ExtraKind) -> str:
    """``battlefield_items`` → ``Battlefield items``."""
    return extra.kind.replace("_", " ").replace("-", " ").capitalize()


def own_file(game: type[Game], extra: ExtraKind) -> Path:
    """The player's file of this kind in the data folder: the first one there, else a new one."""
    folder = paths.user_cards_dir(game.id) / extra.folder
    found = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    return found[0] if found else folder / f"my_{extra.folder}.yaml"


def template(game: type[Game], extra: ExtraKind, path: Path) -> str:
    """A new file: a copy of the first shipped file of the kind, renamed after ``path`` and marked
    as the player's own, so every field it can hold is there to change."""
    key = re.sub(r"[^a-z0-9]+", "_", path.stem.casefold()).strip("_") or "mine"
    name = key.replace("_", " ").title()
    shipped = sorted((paths.cards_dir() / game.id / extra.folder).glob("*.yaml"))
    text = shipped[0].read_text(encoding="utf-8") if shipped else f"kind: {extra.kind}\ngame: {game.id}\n"
    for field, value in (("id", key), ("name", name), ("origin", "own")):
        line = f"{field}: {value}\n"
        text, found = re.subn(rf"^{field}:.*\n", line, text, count=1, flags=re.MULTILINE)
        if not found:
            text = text.replace(f"game: {game.id}\n", f"game: {game.id}\n{line}", 1)
    return re.sub(r"^text:.*\n(?:[ \t]+.*\n)*", "text: Your own, written for your maps.\n", text, count=1,
                  flags=re.MULTILINE)


def may_close(window: QWidget, changed: bool, name: str, save: Callable[[], bool]) -> bool:
    """Closing an editor with changes not saved asks first: Save (closes once saved), Discard or
    Cancel. A window never shown (a test's) or without changes closes at once."""
    if not changed or not window.isVisible():
        return True
    buttons = QMessageBox.StandardButton
    answer = QMessageBox.question(window, "Unsaved changes", f"{name} has changes that are not saved.",
                                  buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
    if answer == buttons.Save:
        return save()
    return answer == buttons.Discard


class DataFileEditor(QMainWindow):
    """Edit one file of ``extra`` (a kind of ``game``'s data other than card sets and decks)."""

    def __init__(self, game: type[Game], extra: ExtraKind, path: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.game, self.extra, self.path = game, extra, Path(path)
        shown = display_path(self.path)
        text = read_text(self.path, shown) if self.path.exists() else template(game, extra, self.path)
        self.problems: list[Problem] = []
        self.edit = QPlainTextEdit(text)
        self.edit.setFont(QFont("DejaVu Sans Mono", 10))
        self.edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.where = QLabel(wordWrap=True)
        self.report = QLabel(wordWrap=True)
        self.status_line = QLabel()
        holder = QWidget()
        column = QVBoxLayout(holder)
        for widget, stretch in ((self.where, 0), (self.edit, 1), (self.report, 0), (self.status_line, 0)):
            column.addWidget(widget, stretch)
        self.setCentralWidget(holder)
        self._toolbar()
        self._timer = QTimer(self, singleShot=True, interval=CHECK_DELAY_MS, timeout=self.check)
        self.edit.textChanged.connect(self._timer.start)
        self.edit.document().modificationChanged.connect(lambda _changed: self._title())
        self.edit.document().setModified(not self.path.exists())
        self._say_where()
        self.check()
        self._title()
        self.resize(900, 760)

    def _toolbar(self) -> None:
        bar = QToolBar(kind_label(self.extra))
        self.addToolBar(bar)
        bar.addAction(QAction("&Save", self, shortcut=QKeySequence(QKeySequence.StandardKey.Save), triggered=self.save))
        bar.addAction(QAction("&Undo", self, shortcut=QKeySequence(QKeySequence.StandardKey.Undo),
                              triggered=self.edit.undo))
        bar.addAction(QAction("&Redo", self, shortcut=QKeySequence(QKeySequence.StandardKey.Redo),
                              triggered=self.edit.redo))

    def _say_where(self) -> None:
        folder = paths.user_cards_dir(self.game.id) / self.extra.folder
        joins = "It joins the shipped ones when the game loads" if self.path.parent == folder else \
            f"Files in {folder} join the shipped ones when the game loads"
        new = "" if self.path.exists() else " (a new file, copied from a shipped one: change it and save)"
        self.where.setText(f"{kind_label(self.extra)} file {self.path}{new}. {joins}; the help of "
                           f"{self.game.name} says what each field means.")

    def _title(self) -> None:
        mark = " *" if self.edit.document().isModified() else ""
        self.setWindowTitle(f"{self.path.name}{mark} — {kind_label(self.extra).lower()}")

    def check(self) -> list[Problem]:
        """List the text's problems as the game would when loading the file."""
        self._timer.stop()
        ctx = BuildContext()
        try:
            read_extra_text(self.edit.toPlainText(), display_path(self.path), self.extra.kind, self.extra.schema,
                            self.game.id, ctx)
            self.problems = list(ctx.problems)
        except DataError as error:
            self.problems = list(error.problems)
        shown = [str(p) for p in self.problems[:12]]
        more = len(self.problems) - len(shown)
        self.report.setText("No problems: the game will use this file." if not self.problems else
                            "\n".join(shown) + (f"\n… and {more} more" if more > 0 else ""))
        return self.problems

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if may_close(self, self.edit.document().isModified(), self.path.name, self.save):
            event.accept()
        else:
            event.ignore()

    def save(self) -> bool:
        """Write the file (with its problems, if any: they stay listed, and the game leaves it out
        until they are fixed)."""
        self.check()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomically(self.path, self.edit.toPlainText())
        except OSError as error:
            QMessageBox.warning(self, "Cannot save the file", f"{self.path}: {error.strerror or error}")
            return False
        self.edit.document().setModified(False)
        self._say_where()
        self.status_line.setText(f"Saved {self.path.name}." + (" It has problems: the game leaves it out until "
                                                               "they are fixed." if self.problems else ""))
        return True

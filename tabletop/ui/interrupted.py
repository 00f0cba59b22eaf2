"""The start screen's list of interrupted games: every autosave no running tabletop holds.

Each is shown with its game, when it was last played and its turn, to continue or
to discard. A damaged autosave says so and can only be discarded.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine import journal
from tabletop.engine.persistence import SaveError
from tabletop.engine.words import count
from tabletop.games import registry
from tabletop.ui import settings


@dataclass(frozen=True)
class Interrupted:
    path: Path
    text: str
    playable: bool


def interrupted_games() -> list[Interrupted]:
    """Every interrupted game, newest first, described in one line."""
    found = []
    for path in journal.interrupted(settings.autosave_folder()):
        when = time.strftime("%d %b %Y, %H:%M", time.localtime(path.stat().st_mtime))
        try:
            session = journal.load_autosave(path, registry.load)
        except (SaveError, KeyError) as error:
            found.append(Interrupted(path, f"Damaged autosave from {when}: {error}", False))
            continue
        steps = count(len(session.history.done), "step")
        names = ", ".join(player.name for player in session.state.players)
        found.append(Interrupted(path, f"{session.game.name} · {when} · turn {session.state.turn} · "
                                       f"{steps} · {names}", True))
    return found


class InterruptedGames(QWidget):
    """A list of interrupted games with Continue and Discard; hidden when there are none."""

    continue_requested = Signal(object)  # the journal's Path

    def __init__(self) -> None:
        super().__init__()
        self.list = QListWidget()
        self.list.setAccessibleName("Interrupted games")
        self.list.setMaximumHeight(110)
        self.continue_button = QPushButton("Continue")
        self.discard_button = QPushButton("Discard")
        self.continue_button.clicked.connect(self._continue)
        self.discard_button.clicked.connect(self._discard)
        self.list.itemActivated.connect(lambda _item: self._continue())
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        buttons = QHBoxLayout()
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.discard_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        layout.addLayout(buttons)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        for game in interrupted_games():
            item = QListWidgetItem(game.text)
            item.setData(Qt.ItemDataRole.UserRole, (str(game.path), game.playable))
            item.setToolTip(game.text)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.setVisible(self.list.count() > 0)
        self._update_buttons()

    def _chosen(self) -> tuple[Path, bool] | None:
        item = self.list.currentItem()
        if item is None:
            return None
        path, playable = item.data(Qt.ItemDataRole.UserRole)
        return Path(path), bool(playable)

    def _update_buttons(self) -> None:
        chosen = self._chosen()
        self.continue_button.setEnabled(chosen is not None and chosen[1])
        self.discard_button.setEnabled(chosen is not None)

    def _continue(self) -> None:
        chosen = self._chosen()
        if chosen is not None and chosen[1]:
            self.continue_requested.emit(chosen[0])

    def _discard(self) -> None:
        chosen = self._chosen()
        if chosen is not None:
            journal.discard(chosen[0])
            self.refresh()

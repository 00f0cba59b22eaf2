"""The game window's exports and extra views: a position, the log, diagnostics, a replay,
and files dropped onto the window.

A mixin of :class:`tabletop.ui.main_window.MainWindow` (it uses its controller, its
status bar message and its window size), kept apart so the window stays readable.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tabletop.engine.log_text import log_text
from tabletop.engine.variants import title_words
from tabletop.fileio import write_text_atomically
from tabletop.games import registry
from tabletop.ui.controller import GameController

if TYPE_CHECKING:
    from tabletop.ui.replay import ReplayWindow

# Saves, positions, replays and the about box are imported when first used: a table shows
# sooner without them (see tests/benchmarks/bench_table.py, start to a painted table).


def file_filter() -> str:
    """The file dialogs' filter for saves."""
    from tabletop.engine.persistence import SAVE_SUFFIX

    return f"tabletop saves (*{SAVE_SUFFIX});;All files (*)"


def dropped_file(data: QMimeData) -> Path | None:
    """The one local file a drag carries, if that is what it carries."""
    urls = [url for url in data.urls() if url.isLocalFile()] if data.hasUrls() else []
    return Path(urls[0].toLocalFile()) if len(urls) == 1 else None


class WindowExports:
    """Export this moment as a position, export the log, copy diagnostics, replay a save;
    take a file dropped on the window (the app opens it by its content)."""

    controller: GameController
    file_dropped: Signal  # declared on the window (a QObject): a Path

    def _curtain_down(self) -> bool:
        curtain = getattr(self, "curtain", None)
        return curtain is not None and curtain.isVisible()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt's name
        if not self._curtain_down() and dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt's name
        path = dropped_file(event.mimeData())
        if path is None or self._curtain_down():
            event.ignore()
            return
        event.acceptProposedAction()
        self.file_dropped.emit(path)

    def _say(self, text: str) -> None: ...

    def replay_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        chosen, _ = QFileDialog.getOpenFileName(self, "Replay a saved game", "", file_filter())
        if chosen:
            self.replay_path(Path(chosen))

    def replay_path(self, path: Path) -> ReplayWindow | None:
        """A read-only replay of a save, in a window of its own (this game is not touched)."""
        from PySide6.QtWidgets import QMessageBox

        from tabletop.engine.persistence import SaveError, load_session
        from tabletop.ui.replay import ReplayWindow

        try:
            session = load_session(path, registry.load)
        except SaveError as error:
            QMessageBox.warning(self, "Cannot replay this game", str(error))
            return None
        replay = ReplayWindow(session, path)
        replay.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        replay.resize(self.size())
        replay.show()
        return replay

    def export_position_dialog(self) -> None:
        """Write the current moment as a position file (YAML), to reopen with ``tabletop play --position``."""
        from PySide6.QtWidgets import QFileDialog

        chosen, _ = QFileDialog.getSaveFileName(self, "Export position", "position.yaml", "Position files (*.yaml)")
        if chosen:
            self.export_position_to(Path(chosen))

    def export_position_to(self, path: Path) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from tabletop.engine.position_export import export_position

        if not path.suffix:
            path = path.with_suffix(".yaml")
        try:
            export_position(self.controller.session, path, f"{self.controller.game.name}, turn {self.controller.state.turn}")
        except OSError as error:
            QMessageBox.warning(self, "Could not export", f"{path.name} could not be written: {error.strerror}.")
            return False
        self._say(f"Exported this moment to {path.name}")
        return True

    def export_log_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        chosen, _ = QFileDialog.getSaveFileName(self, "Export the game log", "game-log.txt", "Text files (*.txt)")
        if chosen:
            self.export_log_to(Path(chosen))

    def export_log_to(self, path: Path) -> bool:
        """The log as the dock shows it (no hidden card is named there), as a text file."""
        from PySide6.QtWidgets import QMessageBox

        session = self.controller.session
        words = title_words(session.game, session.setup)
        heading = session.game.name + (f" — {words}" if words else "")
        try:
            write_text_atomically(path, log_text(session, heading))
        except OSError as error:
            QMessageBox.warning(self, "Could not export", f"{path.name} could not be written: {error.strerror}.")
            return False
        self._say(f"Exported the log to {path.name}")
        return True

    def copy_diagnostics(self) -> None:
        from tabletop.ui import about

        QApplication.clipboard().setText(about.diagnostics(self.controller.session))
        self._say("Diagnostics copied: paste them into a bug report")

    def show_about(self) -> None:
        from tabletop.ui import about

        about.show_about(self)

"""The game window's files: save, save as, open, recent games, a new game, and the autosave
journal written after each step (compacted into a full save when play pauses). Part of
:class:`~tabletop.ui.main_window.MainWindow` (a mixin: it reads the window's controller,
path and status bar)."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.session import Session
from tabletop.engine.variants import title_words
from tabletop.games import registry
from tabletop.ui import settings
from tabletop.ui.window_exports import file_filter

COMPACT_AFTER = 300  # journal records before a pause in play compacts the autosave into a full save
COMPACT_PAUSE_MS = 3000  # how long the table must be still first


class WindowFiles:
    """Saving, opening and autosaving the game of a window."""

    def _autosave(self) -> None:
        """Journal the step just made, undone or redone (constant cost); started at the first step."""
        if not self.autosave_enabled:
            return
        try:
            if self.autosaver is None:
                from tabletop.engine.journal import Autosave

                self.autosaver = Autosave(settings.autosave_folder(), self.controller.session)
            else:
                self.autosaver.sync()
        except OSError as error:
            self._say(f"Autosave failed: {error.strerror}")
            return
        self._compact_timer.start()

    def _compact_when_idle(self) -> None:
        if self.autosaver is not None and self.autosaver.records_since_compaction >= COMPACT_AFTER:
            self._compact()

    def _compact(self) -> None:
        if self.autosaver is None:
            return
        try:
            self.autosaver.compact()
        except OSError as error:
            self._say(f"Autosave failed: {error.strerror}")

    def _stop_autosave(self) -> None:
        """The game leaves this window normally: its autosave is no longer needed."""
        self._compact_timer.stop()
        if self.autosaver is not None:
            self.autosaver.close(discard=True)
            self.autosaver = None

    def _update_title(self, _clean: bool = True) -> None:
        name = self.path.name if self.path else "unsaved game"
        dirty = "" if self.controller.undo_stack.isClean() else " •"
        words = title_words(self.controller.game, self.controller.session.setup)
        game = f"{self.controller.game.name} ({words})" if words else self.controller.game.name
        self.setWindowTitle(f"{game} — {name}{dirty} — tabletop")

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        from tabletop.engine.persistence import SAVE_SUFFIX

        chosen, _ = QFileDialog.getSaveFileName(self, "Save game", str(self.path or f"game{SAVE_SUFFIX}"), file_filter())
        if not chosen:
            return False
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(SAVE_SUFFIX)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from tabletop.engine.persistence import save_session

        try:
            save_session(self.controller.session, path)
        except OSError as error:
            QMessageBox.warning(self, "Could not save", f"{path.name} could not be written: {error.strerror}.")
            return False
        self.path = path
        settings.remember_file(path)
        self._compact()
        self.controller.undo_stack.setClean()
        self._update_title()
        self._say(f"Saved {path.name}")
        return True

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        chosen, _ = QFileDialog.getOpenFileName(self, "Open game", "", file_filter())
        if chosen:
            self.open_path(Path(chosen))

    def open_path(self, path: Path) -> bool:
        """Open a save in this window; a damaged file leaves the current game untouched."""
        from PySide6.QtWidgets import QMessageBox

        from tabletop.engine.persistence import SaveError, load_session

        try:
            session = load_session(path, registry.load)
        except SaveError as error:
            QMessageBox.warning(self, "Cannot open this game", str(error))
            return False
        if not self.may_replace():
            return False
        self.replace_session(session, path)
        settings.remember_file(path)
        return True

    def replace_session(self, session: Session, path: Path | None = None, resume: Path | None = None) -> None:
        """Play another game in this window (one main window per app run)."""
        self._install(session, resume)
        self.path = path
        self._update_title()

    def ask_new_game(self) -> None:
        """File > New: the start screen, once an unfinished game may be left."""
        if self.may_replace():
            self.new_game_requested.emit()

    def may_replace(self) -> bool:
        """Whether the game here may give way to another: finished or saved, or the person says so
        (saving it first, or leaving it)."""
        from PySide6.QtWidgets import QMessageBox

        session = self.controller.session
        if not self.ask_on_close or session.is_over() or self.controller.undo_stack.isClean():
            return True
        answer = QMessageBox.question(
            self, "Leave this game?",
            "This game is not finished. Save it before it leaves the table?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in settings.recent_files():
            self.recent_menu.addAction(path.name, lambda p=path: self.open_path(p))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction("(no recent games)").setEnabled(False)

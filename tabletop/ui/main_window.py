"""The game window: the table, its docks, menus and the curtain (saves and autosave: window_files.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QMainWindow,
    QMenu,
    QToolTip,
    QWidget,
)

from tabletop.engine.session import Session
from tabletop.engine.transaction import Changes
from tabletop.ui import settings, theme
from tabletop.ui.app import quit_shortcuts
from tabletop.ui.bot_runner import BotRunner, pace_menu
from tabletop.ui.controller import GameController
from tabletop.ui.curtain import Curtain
from tabletop.ui.docks import CardPreview, PromptPanel
from tabletop.ui.step_lists import GameLog, HistoryView
from tabletop.ui.table import manual_tools
from tabletop.ui.table.scene import PLAYER_COLOURS, TableScene
from tabletop.ui.table.view import TableView
from tabletop.ui.window_exports import WindowExports
from tabletop.ui.window_files import COMPACT_PAUSE_MS, WindowFiles

if TYPE_CHECKING:
    from tabletop.engine.journal import Autosave



class MainWindow(WindowFiles, WindowExports, QMainWindow):
    new_game_requested = Signal()
    file_dropped = Signal(object)  # a Path dropped on the window: the app opens it by its content

    def __init__(self, session: Session, path: Path | None = None, *, autosave: bool = True,
                 remember_layout: bool = True, resume: Path | None = None):
        """``resume``: the autosave journal this session was read from (it goes on being written)."""
        super().__init__()
        self.path = path
        self.autosave_enabled = autosave
        self.remember_layout = remember_layout  # off for screenshots: the default layout, nothing stored
        self.ask_on_close = True
        self.setAcceptDrops(True)  # a save, deck, position or map dropped here is opened
        self.autosaver: Autosave | None = None
        self._windows: dict[str, QWidget] = {}  # the rules, shortcuts and deck browser: made once, shown again
        self._compact_timer = QTimer(self, singleShot=True, interval=COMPACT_PAUSE_MS)
        self._compact_timer.timeout.connect(self._compact_when_idle)
        self._install(session, resume)
        self.resize(1500, 950)
        stored = settings.settings()
        geometry, layout = stored.value("window/geometry"), stored.value("window/state")
        if geometry is not None and remember_layout:
            self.restoreGeometry(geometry)
        if layout is not None and remember_layout:
            self.restoreState(layout)

    # -- building ----------------------------------------------------------------
    def _install(self, session: Session, resume: Path | None = None) -> None:
        self._stop_autosave()
        if resume is not None and self.autosave_enabled:
            from tabletop.engine.journal import Autosave

            try:  # take the interrupted game's autosave over, so it is never without one
                self.autosaver = Autosave(settings.autosave_folder(), session, resume.stem)
            except OSError:
                self.autosaver = None  # held by a game still running: this one starts its own
        for old in getattr(self, "_owned", []):  # a game opened in this window replaces the last one
            if isinstance(old, QAction):
                old.setShortcuts([])
                old.setEnabled(False)
            if isinstance(old, TableScene):
                old.faces_ahead.stop()
            if isinstance(old, BotRunner):
                old.stop()
            old.deleteLater()
        self._owned: list = []
        self.controller = GameController(session, self)
        self.scene = TableScene(self.controller)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.curtain = Curtain(self)
        self.curtain.opened.connect(self._open_curtain)
        self.preview = CardPreview(self.controller, self.scene.faces)
        self.log = GameLog(self.controller)
        self.prompt = PromptPanel(self.controller, lambda: manual_tools.end_turn(self.controller),
                                  lambda player: manual_tools.declare_winner(self.controller, player))
        self.prompt.leave.connect(self.view.setFocus)
        self.history = HistoryView(self.controller.undo_stack, "Start of the game")
        for dock in self._docks():
            self.removeDockWidget(dock)
            dock.deleteLater()
        # one column on the right, so the table keeps most of a small screen: the decision on
        # top, the log, history and card preview as tabs below it
        right = Qt.DockWidgetArea.RightDockWidgetArea
        decision = self._dock("Decision", self.prompt, right)
        fit = QTimer(self, singleShot=True, interval=0)  # once the layout pass under way is over
        fit.timeout.connect(lambda: self._grow_decision(decision))
        self.prompt.resized.connect(fit.start)
        self._owned.append(fit)
        log = self._dock("Game log", self.log, right)
        for title, widget in (("History", self.history), ("Card", self.preview)):
            self.tabifyDockWidget(log, self._dock(title, widget, right))
        log.raise_()
        self.scene.hovered_card.connect(self.preview.show_card)
        self.scene.status.connect(self._say)
        self.controller.message.connect(self._say)
        self.controller.changed.connect(self._after_change)
        self.controller.undo_stack.cleanChanged.connect(self._update_title)
        self.scene.set_viewer(self._looking_seat(), settings.privacy_on())
        self.bots = BotRunner(self.controller, self)
        self.bots.thinking.connect(lambda name: self._say(f"{name} is thinking…") if name
                                  else self.statusBar().clearMessage())
        self._owned.append(self.bots)
        self.bots.consider()
        self.menuBar().clear()
        self._menus()
        self._owned += [self.controller, self.scene]
        self._update_title()

    def _docks(self) -> list[QDockWidget]:
        """The window's docks (its own children: a search of every widget below would give each
        of them, made by Qt or not, a Python object first)."""
        return self.findChildren(QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)

    def _dock(self, title: str, widget, area: Qt.DockWidgetArea) -> QDockWidget:  # noqa: ANN001
        dock = QDockWidget(title, self)
        dock.setObjectName(title)
        dock.setWidget(widget)
        dock.setMinimumWidth(270)
        self.addDockWidget(area, dock)
        return dock

    def _grow_decision(self, dock: QDockWidget) -> None:
        """Make the decision dock tall enough for its choices (up to 60% of the window), taking the room
        from the dock below it: on a small screen a long prompt would push the choices out of sight.
        It never shrinks here, so a dock the player made taller stays so."""
        if dock.isFloating() or not dock.isVisible() or dock.widget() is not self.prompt:
            return
        wanted = min(self.prompt.needed_height() + dock.height() - self.prompt.scroll.viewport().height(),
                     int(self.height() * 0.6))
        below = [other for other in self._docks() if other is not dock and not other.visibleRegion().isEmpty()
                 and not other.isFloating() and self.dockWidgetArea(other) == self.dockWidgetArea(dock)]
        if wanted > dock.height() and below:
            column = dock.height() + below[0].height()
            self.resizeDocks([dock, below[0]], [wanted, column - wanted], Qt.Orientation.Vertical)

    def _menus(self) -> None:
        bar = self.menuBar()
        for menu in bar.findChildren(QMenu, options=Qt.FindChildOption.FindDirectChildrenOnly):
            menu.deleteLater()
        file_menu = bar.addMenu("&File")
        self._add(file_menu, "&New game…", self.ask_new_game, QKeySequence.StandardKey.New)
        self._add(file_menu, "&Open…", self.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu("Open &recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._add(file_menu, "Re&play a saved game…", self.replay_dialog)
        self._add(file_menu, "&Save", self.save, QKeySequence.StandardKey.Save)
        self._add(file_menu, "Save &as…", self.save_as, QKeySequence.StandardKey.SaveAs)
        self._add(file_menu, "&Export this moment as a position…", self.export_position_dialog)
        file_menu.addSeparator()
        self._add(file_menu, "&Quit", QApplication.closeAllWindows).setShortcuts(quit_shortcuts())  # the app
        edit = bar.addMenu("&Edit")
        stack = self.controller.undo_stack
        with_bots = bool(self.controller.session.setup.bots)  # undo back to the person's own last decision
        undo = QAction("&Undo my last move" if with_bots else "&Undo", self)
        undo.triggered.connect(lambda _checked=False: self._unless_curtain(self.controller.undo_turn))
        redo = QAction("&Redo", self)
        redo.triggered.connect(lambda _checked=False: self._unless_curtain(self.controller.redo_turn))
        stack.canUndoChanged.connect(lambda _can: self._refresh_game_actions())
        stack.canRedoChanged.connect(lambda _can: self._refresh_game_actions())
        undo.setShortcuts([QKeySequence.StandardKey.Undo])
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self._game_actions = [undo, redo]
        edit.addAction(undo)
        edit.addAction(redo)
        self._owned += [undo, redo]
        view = bar.addMenu("&View")
        self._add(view, "Zoom &in", lambda: self.view.zoom(1.2), QKeySequence.StandardKey.ZoomIn)
        self._add(view, "Zoom &out", lambda: self.view.zoom(1 / 1.2), QKeySequence.StandardKey.ZoomOut)
        self._add(view, "&Fit table to window", self.view.fit, QKeySequence("Ctrl+0"))
        privacy = self._add(view, "Hide the other player's hand (hot seat)", self._toggle_privacy)
        privacy.setCheckable(True)
        privacy.setChecked(self.scene.private)
        self._game_actions.append(privacy)  # never switched off from behind the curtain
        themes = view.addMenu("&Colours")
        group = QActionGroup(themes)
        for choice, words in theme.CHOICES:
            item = self._add(themes, words, lambda c=choice: self.set_theme(c))
            item.setCheckable(True)
            item.setChecked(settings.theme() == choice)
            group.addAction(item)
        if self.controller.session.setup.bots:
            pace_menu(view)
        for dock in self._docks():
            view.addAction(dock.toggleViewAction())
        play = bar.addMenu("&Play")
        self._game_actions.append(self._add(play, "&Actions… (search and make a move)", self.open_actions,
                                            QKeySequence("Ctrl+K")))
        self._game_actions.append(self._add(play, "&Decision panel (choose with Up/Down, Enter)",
                                            self.focus_decision, QKeySequence("F6")))
        self._game_actions.append(self._add(play, "&Table (arrow keys over the cards, Enter for a card's menu)",
                                            self.focus_table, QKeySequence("F7")))
        decks = bar.addMenu("&Decks")
        self._add(decks, "Deck &browser…", self.open_deck_browser, QKeySequence("Ctrl+D"))
        help_menu = bar.addMenu("&Help")
        self._add(help_menu, f"Rules of {self.controller.game.name}", self.show_rules, QKeySequence.StandardKey.HelpContents)
        self._add(help_menu, "Keyboard and mouse", self.show_shortcuts)
        help_menu.addSeparator()
        self._add(help_menu, "&Export the game log…", self.export_log_dialog)
        self._add(help_menu, "&Copy diagnostics", self.copy_diagnostics)
        self._add(help_menu, "&About tabletop", self.show_about)

    def _add(self, menu, text: str, slot, shortcut=None) -> QAction:  # noqa: ANN001
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        self._owned.append(action)
        return action

    # -- after each step -----------------------------------------------------------
    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _looking_seat(self) -> int:
        """The seat whose eyes the table shows: the deciding seat if a person plays it, else the
        person who looked last (with computer seats, the table never shows a bot's hand)."""
        setup = self.controller.session.setup
        decider = self.controller.deciding_seat()
        if not setup.bot_at(decider):
            return decider
        people = setup.people
        if self.scene.viewer in people:
            return self.scene.viewer
        return people[0] if people else decider

    def _after_change(self, _changes: Changes) -> None:
        self._autosave()
        looking = self._looking_seat()
        if looking == self.scene.viewer:
            if self.curtain_shown:  # the seat it was raised for no longer decides (an undo)
                self._open_curtain()
            return
        if self.scene.private and self._secrets_differ(self.scene.viewer, looking):
            self._close_curtain(looking)
        else:
            self.scene.set_viewer(looking, self.scene.private)

    def _secrets_differ(self, seen_by: int | None, next_seat: int) -> bool:
        """Whether some card is visible to one of the two seats and not to the other."""
        if seen_by is None:
            return True
        game, state = self.controller.game, self.controller.state
        return any(game.card_visible(state, seen_by, card) != game.card_visible(state, next_seat, card)
                   for card in state.cards)

    def _close_curtain(self, seat: int) -> None:
        """Hide everything for the pass: no input behind the curtain, no last seat's card on show."""
        state = self.controller.state
        colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
        popup = QApplication.activePopupWidget()
        if popup is not None:  # a card's menu left open by the last seat
            popup.close()
        QToolTip.hideText()
        for dialog in self.findChildren(QDialog):  # a look at a pile's top cards, shown to the last seat
            dialog.close()
        grabber = self.scene.mouseGrabberItem()
        if grabber is not None:  # a drag under way ends where it is
            grabber.ungrabMouse()
        self.curtain.show_for(state.players[seat].name, colour)
        self.preview.clear()
        self.view.loupe.clear()
        self.view.cursor_card.clear()
        self._set_table_enabled(False)
        self._hidden_floating = [d for d in self._docks() if d.isFloating() and d.isVisible()]
        for dock in self._hidden_floating:  # a floating dock is a window of its own: the curtain cannot cover it
            dock.hide()

    def _set_table_enabled(self, enabled: bool) -> None:
        self.view.setEnabled(enabled)
        for dock in self._docks():
            if dock.widget() is not None:
                dock.widget().setEnabled(enabled)
        self._refresh_game_actions()

    def _refresh_game_actions(self) -> None:
        """Undo and redo when there is something to undo or redo, never behind the curtain."""
        if not getattr(self, "_game_actions", None):
            return
        stack = self.controller.undo_stack
        open_table = not self.curtain_shown
        try:
            can_undo, can_redo = stack.canUndo(), stack.canRedo()
        except RuntimeError:  # a game being replaced: its stack is already gone
            return
        self._game_actions[0].setEnabled(open_table and can_undo)
        self._game_actions[1].setEnabled(open_table and can_redo)
        for action in self._game_actions[2:]:
            action.setEnabled(open_table)

    def _unless_curtain(self, act) -> None:  # noqa: ANN001
        if not self.curtain_shown:
            act()

    def _open_curtain(self) -> None:
        self.scene.set_viewer(self._looking_seat(), self.scene.private)
        self.curtain.hide()
        self._set_table_enabled(True)
        for dock in getattr(self, "_hidden_floating", []):
            dock.show()
        self._hidden_floating = []
        self.activateWindow()  # the keyboard goes to the table (its shortcuts, the action list)
        self.view.setFocus()

    @property
    def curtain_shown(self) -> bool:
        return self.curtain.isVisible()

    def _toggle_privacy(self) -> None:
        private = not self.scene.private
        settings.set_privacy(private)
        self.scene.set_viewer(self.scene.viewer, private)
        if not private:
            self._open_curtain()

    # -- other windows -----------------------------------------------------------
    def _reused(self, key: str, make: Callable[[], QWidget]) -> QWidget:
        """The window for ``key``, made the first time and shown again after (never one per click)."""
        window = self._windows.get(key)
        if window is None:
            window = self._windows[key] = make()
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.activateWindow()
        return window

    def open_deck_browser(self) -> None:
        from tabletop.ui.decks.window import DeckBrowserWindow

        game_id = self.controller.game.id
        self._reused(f"decks:{game_id}", lambda: DeckBrowserWindow(game_id))

    def set_theme(self, choice: str) -> None:
        """View > Colours: follow the system, or light or dark whatever it says (remembered)."""
        settings.set_theme(choice)
        theme.apply(QApplication.instance(), choice)

    def focus_decision(self) -> None:
        """F6: the keyboard goes to the decision panel's first choice (the table when it has none)."""
        if self.curtain_shown:
            return
        dock = self.prompt.parentWidget()
        if isinstance(dock, QDockWidget):
            dock.show()
            dock.raise_()
        if not self.prompt.focus_choices():
            self.focus_table()

    def focus_table(self) -> None:
        """F7: the keyboard goes to the table (arrow keys over the cards)."""
        if not self.curtain_shown:
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def open_actions(self) -> None:
        """The searchable list of the moves the seat at the screen may make (never behind the curtain)."""
        if self.curtain_shown:
            return
        from tabletop.ui.action_palette import ActionPalette

        palette = ActionPalette(self.controller, self)
        palette.show()
        palette.search.setFocus()

    def show_rules(self) -> None:
        from tabletop.ui.help import show_rules

        game = self.controller.game
        self._reused(f"rules:{game.id}", lambda: show_rules(self, game))

    def show_shortcuts(self) -> None:
        from tabletop.ui.help import show_shortcuts

        self._reused("shortcuts", lambda: show_shortcuts(self))

    def closeEvent(self, event: QCloseEvent) -> None:
        from PySide6.QtWidgets import QMessageBox

        if self.ask_on_close and not self.controller.undo_stack.isClean():
            answer = QMessageBox.question(
                self, "Save the game?", "Save this game before closing? (It is also kept as an autosave.)",
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Cancel or (answer == QMessageBox.StandardButton.Save and not self.save()):
                event.ignore()
                return
        self._stop_autosave()
        self.scene.faces_ahead.stop()
        self.bots.stop()
        if self.remember_layout:
            stored = settings.settings()
            stored.setValue("window/geometry", self.saveGeometry())
            stored.setValue("window/state", self.saveState())
        event.accept()

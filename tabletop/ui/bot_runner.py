"""Computer seats on the table: the bot thinks off the GUI thread, then moves at a readable pace.

The observation is built on the GUI thread from the real state (the bot gets
only that); the bot's search runs in a worker thread on its own copies. Its
answer is made only if nothing changed meanwhile (no undo, no other move) and
the person is not looking back through the history (nothing to redo).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from tabletop.bots import bot_named, observe, position_key
from tabletop.bots.observation import Observation
from tabletop.engine.actions import Action
from tabletop.ui import settings
from tabletop.ui.controller import GameController

PACES = (("&Quick", 150), ("&Readable", 600), ("&Slow", 1500))
"""The computer's pace: how long each of its moves stays alone on the table before the next."""


def pace_menu(parent: QMenu) -> QMenu:
    """View > Computer's pace: Quick, Readable (the default) or Slow, kept in the settings."""
    menu = parent.addMenu("Computer's &pace")
    group = QActionGroup(menu)
    current = settings.bot_pace_ms()
    for text, ms in PACES:
        action = QAction(f"{text} ({ms / 1000:g} s a move)", menu)
        action.setCheckable(True)
        action.setChecked(ms == current)
        action.triggered.connect(lambda _checked=False, ms=ms: settings.set_bot_pace_ms(ms))
        group.addAction(action)
        menu.addAction(action)
    return menu


class BotRunner(QObject):
    thinking = Signal(str)  # the seat's name while a bot thinks; "" when done
    _answer = Signal(int, object)  # generation, action (from the worker thread)

    def __init__(self, controller: GameController, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self._generation = 0
        self._busy = False
        self._stopped = False
        self._visited: dict[int, dict[str, int]] = {}  # per computer seat: positions it decided at, and when
        self._answer.connect(self._answered)
        controller.changed.connect(lambda _changes: self.consider())

    @property
    def busy(self) -> bool:
        return self._busy

    def bot_seat(self) -> int | None:
        """The seat a computer must play now, if any."""
        session = self.controller.session
        if not session.rules_on or session.is_over() or session.history.can_redo:
            return None
        seat = session.deciding_seat()
        return seat if session.setup.bot_at(seat) else None

    def stop(self) -> None:
        """The window closes or takes another game: no answer still coming is made, no move waiting
        is played (a worker still thinking finishes in its thread, and its answer is dropped)."""
        self._stopped = True
        self._generation += 1

    def consider(self) -> None:
        """Start the bot if a computer seat must decide (called after every change)."""
        self._generation += 1
        if self._stopped:
            return
        seat = self.bot_seat()
        if seat is None or self._busy:
            return
        session = self.controller.session
        step = len(session.history.done)
        seen = {key: at for key, at in self._visited.get(seat, {}).items() if at < step}  # undone: forgotten
        observation = observe(session.game, session.state, seat, frozenset(seen))
        self._visited[seat] = {**seen, position_key(observation.view): step}
        level = session.setup.bot_at(seat)
        seed = f"{session.setup.seed}:{len(session.history.done)}"
        generation = self._generation
        self._busy = True
        self.thinking.emit(session.state.players[seat].name)
        worker = threading.Thread(target=self._think, args=(level, observation, seed, generation), daemon=True)
        worker.start()

    def _think(self, level: str, observation: Observation, seed: str, generation: int) -> None:
        import random

        game = self.controller.session.game
        try:
            action = bot_named(level).choose(game, observation, random.Random(seed))
        except Exception as error:  # a bot that fails must not take the window down
            action = error
        try:
            self._answer.emit(generation, action)
        except RuntimeError:
            pass  # the window that asked is gone (closed while the bot thought): nobody waits for it

    def _answered(self, generation: int, action: object) -> None:
        self._busy = False
        if self._stopped:
            return
        self.thinking.emit("")
        if generation != self._generation:
            self.consider()  # the game moved on meanwhile: think again about the new moment
            return
        if not isinstance(action, Action):
            self.controller.message.emit(f"The computer could not choose a move ({action}).")
            return
        # with this runner as the timer's context: a runner deleted meanwhile cancels the move
        QTimer.singleShot(settings.bot_pace_ms(), self, lambda: self._play(generation, action))

    def _play(self, generation: int, action: Action) -> None:
        if generation == self._generation and not self._stopped and self.bot_seat() is not None:
            self.controller.perform(action)

"""Play on the table with the keyboard only, as a person who cannot use a mouse would.

Every step goes through key events on what is on screen: the decision panel (F6, Up/Down,
Enter), the table (F7, arrow keys over the cards, Enter for a card's menu, then Down and
Enter in the menu), or the action list (Ctrl+K, Down, Enter); Enter opens the curtain.
The player reads the screen (the buttons, the menu's entries, the list) to choose, and
never calls the controller.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from tabletop.ui.action_palette import ActionPalette
from tabletop.ui.main_window import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier


def focused() -> QWidget:
    """Where a key goes: the widget with the keyboard, else the active window (as Qt sends it)."""
    widget = QApplication.focusWidget() or QApplication.activeWindow()
    assert widget is not None, "the keyboard is nowhere"
    return widget


def key(qtbot, code: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:  # noqa: ANN001
    """One key pressed where the keyboard is now (the event loop runs first, as between two
    presses by a person)."""
    QApplication.processEvents()
    qtbot.keyClick(focused(), code, modifier)


def tab_to(qtbot, widget: QWidget, most: int = 60) -> None:  # noqa: ANN001
    """Press Tab until ``widget`` has the keyboard (as a person tabs through a form)."""
    for _ in range(most):
        if QApplication.focusWidget() is widget:
            return
        key(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget!r}")


def palette(window: MainWindow) -> ActionPalette | None:
    QApplication.processEvents()
    found = [w for w in window.findChildren(ActionPalette) if w.isVisible()]
    return found[0] if found else None


class KeyboardPlayer:
    """Makes one step at a time on ``window`` by keys, choosing at random among what it sees."""

    def __init__(self, qtbot, window: MainWindow, seed: int, wanted: tuple[str, ...] = ()) -> None:  # noqa: ANN001
        """``wanted``: words the player looks for first in the action list (say "attack")."""
        self.wanted = wanted
        self.qtbot = qtbot
        self.window = window
        self.rng = random.Random(seed)
        self.used = {"panel": 0, "table": 0, "list": 0, "curtain": 0}

    def pass_curtain(self) -> None:
        if self.window.curtain_shown:
            QApplication.processEvents()
            assert QApplication.focusWidget() is self.window.curtain.button, (QApplication.focusWidget(), self.used)
            key(self.qtbot, Qt.Key.Key_Return)
            assert not self.window.curtain_shown
            self.used["curtain"] += 1

    def step(self) -> bool:
        """One step by keys; False when nothing could be chosen (nothing to do)."""
        self.pass_curtain()
        way = self.rng.random()
        if way < 0.35 and self._ready() and self._by_panel():
            return True
        if way < 0.6 and self._ready() and self._by_table():
            return True
        return self._ready() and self._by_list()

    def _ready(self) -> bool:
        """The window has the keyboard again (a closed menu or list gives it back)."""
        QApplication.processEvents()
        self.qtbot.waitUntil(self.window.isActiveWindow, timeout=2000)
        return True

    def _by_panel(self) -> bool:
        """F6, Down k times, Enter: a button of the decision panel (not the manual-mode ones)."""
        key(self.qtbot, Qt.Key.Key_F6)
        choices = self.window.prompt.choices()
        if not choices or QApplication.focusWidget() is not choices[0]:
            return False
        rules_buttons = [b for b in choices if not b.toolTip().startswith("Manual mode")
                         and not b.text().endswith(" won") and b.text() != "End turn"]
        if not rules_buttons:
            key(self.qtbot, Qt.Key.Key_Escape)
            return False
        for _ in range(choices.index(self.rng.choice(rules_buttons))):
            key(self.qtbot, Qt.Key.Key_Down)
        key(self.qtbot, Qt.Key.Key_Return)
        self.used["panel"] += 1
        return True

    def _by_table(self) -> bool:
        """F7, arrow keys to a card, Enter for its menu, then Down and Enter on one of the card's
        moves (the entries above "Manual override"); Esc when it has none."""
        key(self.qtbot, Qt.Key.Key_F7)
        for _ in range(self.rng.randrange(1, 12)):
            key(self.qtbot, self.rng.choice([Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Up]))
        if self.window.view.cursor_card.item is None:
            return False
        chose: list[bool] = []
        QApplication.processEvents()
        QTimer.singleShot(0, lambda: self._in_menu(chose))  # runs inside the menu's own event loop
        self.qtbot.keyClick(focused(), Qt.Key.Key_Return)
        QApplication.processEvents()
        if chose and chose[0]:
            self.used["table"] += 1
            return True
        return False

    def _in_menu(self, chose: list[bool]) -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            chose.append(False)
            return
        moves = []
        for action in menu.actions():
            if action.menu() is not None or action.isSeparator():
                break
            moves.append(action)
        if not moves:
            self.qtbot.keyClick(menu, Qt.Key.Key_Escape)
            chose.append(False)
            return
        for _ in range(self.rng.randrange(len(moves)) + 1):  # the first Down lands on the first entry
            self.qtbot.keyClick(menu, Qt.Key.Key_Down)
        self.qtbot.keyClick(menu, Qt.Key.Key_Return)
        chose.append(True)

    def _by_list(self) -> bool:
        """Ctrl+K, type a word the player is after (when the list has it), Down k times, Enter."""
        key(self.qtbot, Qt.Key.Key_K, CTRL)
        found = palette(self.window)
        assert found is not None, "Ctrl+K opened no action list"
        wanted = self.rng.choice(self.wanted) if self.wanted else ""
        if wanted:
            self.qtbot.keyClicks(found.search, wanted)
            if found.list.currentItem() is None or found.list.currentItem().data(Qt.ItemDataRole.UserRole) is None:
                for _ in wanted:  # not on the list now: the word is rubbed out again
                    key(self.qtbot, Qt.Key.Key_Backspace)
        if found.list.currentItem() is None or found.list.currentItem().data(Qt.ItemDataRole.UserRole) is None:
            key(self.qtbot, Qt.Key.Key_Escape)
            return False
        for _ in range(self.rng.randrange(found.list.count())):
            key(self.qtbot, Qt.Key.Key_Down)
        key(self.qtbot, Qt.Key.Key_Return)
        self.used["list"] += 1
        return True

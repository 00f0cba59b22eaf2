"""The action list: every move the seat at the screen may make now, searchable by typing.

Ctrl+K opens it over the table (never behind the curtain, and the curtain closes it):
type a few letters of a card or a move, Up/Down to choose, Enter to make the move.
The moves are the engine's legal actions (or, in manual mode, the game's own manual
tools and passing the turn), in the same words as the menus and buttons.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine import manual
from tabletop.engine.actions import Action
from tabletop.ui.controller import GameController


def choices(controller: GameController) -> list[tuple[str, Action]]:
    """(words, move) for everything the deciding seat may do now; nothing for a computer seat."""
    session = controller.session
    if session.is_over() or session.setup.bot_at(controller.deciding_seat()):
        return []
    if controller.rules_on:
        return [(_named(controller, action), action) for action in controller.legal_actions()]
    game, state = controller.game, controller.state
    found = [(game.manual_words(state, move), move) for move in game.manual_tools(state, None)]
    return [*found, *_hand_play(controller), ("End turn (pass to the next player)", manual.PassTurn())]


def _named(controller: GameController, action: Action) -> str:
    """The move's menu words, with the card or fighter it moves when the words do not name it
    ("Move to the rear rank — Coda Warrior"): several moves may share the same words. A card
    the seat may not see is never named."""
    words = controller.menu_text(action)
    subject = action.subject()
    state = controller.state
    if subject in state.cards:
        seat = controller.deciding_seat()
        if not controller.game.card_visible(state, seat, subject):
            return f"{words} — a face-down card"
        name = controller.game.card_label(state, subject)
    elif subject in state.tokens:
        name = str(state.tokens[subject].data.get("name", state.tokens[subject].kind))
    else:
        return words
    return words if name.casefold() in words.casefold() else f"{words} — {name}"


def _hand_play(controller: GameController) -> list[tuple[str, Action]]:
    """Manual mode by keyboard: draw and shuffle the seat's decks, move its hand cards to its
    other zones (the same steps by hand as the table's menus and drags)."""
    game, state = controller.game, controller.state
    seat = controller.deciding_seat()
    own = [zone for zone in state.zones.values() if zone.owner == seat]
    found: list[tuple[str, Action]] = []
    for deck in (z for z in own if z.kind == "deck" and z.cards):
        found.append((f"Draw 1 from {deck.kind}", manual.DrawByHand(deck.id, 1)))
        found.append((f"Shuffle the {deck.kind}", manual.ShuffleZone(deck.id)))
    for hand in (z for z in own if z.kind == "hand"):
        for card in hand.cards:
            name = game.card_label(state, card)
            found += [(f"Move {name} to {zone.kind.replace('_', ' ')}", manual.MoveCardByHand(card, zone.id))
                      for zone in own if zone.kind not in ("hand", "deck")]
    return found


class ActionPalette(QDialog):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle("Actions")
        self.setAccessibleName("Search the actions you may take now")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.search = QLineEdit(placeholderText="Type to find a move or a card…")
        self.search.setAccessibleName("Search the moves")
        self.list = QListWidget()
        self.list.setAccessibleName("Moves you may make now")
        self.hint = QLabel("Up/Down to choose, Enter to make the move, Esc to close.")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(controller.game.prompt(controller.state), wordWrap=True))
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.hint)
        self._all = choices(controller)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self.perform)
        self.list.itemActivated.connect(lambda _item: self.perform())
        self.search.installEventFilter(self)
        self._filter("")
        self.resize(560, 420)

    def _filter(self, text: str) -> None:
        words = text.casefold().split()
        self.list.clear()
        for label, action in self._all:
            if all(word in label.casefold() for word in words):
                item = QListWidgetItem(label)
                item.setData(Qt.ItemDataRole.UserRole, action)
                self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(0)
        elif not self._all:
            self.list.addItem("(nothing to do now)")

    def eventFilter(self, watched, event) -> bool:  # noqa: ANN001
        if watched is self.search and isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress:
            step = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1}.get(Qt.Key(event.key()))
            if step is not None and self.list.count():
                self.list.setCurrentRow(max(0, min(self.list.count() - 1, self.list.currentRow() + step)))
                return True
        return super().eventFilter(watched, event)

    def closeEvent(self, event) -> None:  # noqa: ANN001
        parent = self.parentWidget()
        if parent is not None:  # the keyboard goes back to the table's window
            parent.activateWindow()
        super().closeEvent(event)

    def perform(self) -> None:
        item = self.list.currentItem()
        action = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if action is None:
            return
        self.close()
        if isinstance(action, manual.ManualMove):
            self.controller.manual(action)
        else:
            self.controller.perform(action)

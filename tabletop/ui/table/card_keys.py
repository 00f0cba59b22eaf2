"""Keyboard over the table: arrow keys walk a cursor over the cards, Enter opens the card's menu.

The cursor goes over the cards a person sees (one per pile: its top card), in reading
order with Left/Right and to the nearest card above or below with Up/Down. The card under
it is shown in the card panel and the large view like a hovered one (only when its face
is visible to the seat looking), and Enter or the menu key opens the same menu as a
right-click: its legal actions first, then the manual tools.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsView, QMenu

from tabletop.ui.table import manual_tools
from tabletop.ui.table.items import CardItem
from tabletop.ui.table.scene import TableScene

MOVES = {Qt.Key.Key_Left: "left", Qt.Key.Key_Right: "right", Qt.Key.Key_Up: "up", Qt.Key.Key_Down: "down"}
OPEN = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Menu)


def reachable_cards(scene: TableScene) -> list[CardItem]:
    """The cards one can point at, in reading order: those shown on the table, a pile's
    top card standing for the pile."""
    state = scene.state
    found: list[str] = []
    for zone_id, (spot, _rect) in scene.zone_spots.items():
        cards = state.zones[zone_id].cards
        for card_id in cards[-1:] if spot.arrange == "pile" else cards:
            found += _with_attachments(state, card_id)
    shown = [scene.card_items[card_id] for card_id in found if scene.card_items[card_id].isVisible()]
    row = scene.card.height / 2
    return sorted(shown, key=lambda item: (round(item.sceneBoundingRect().center().y() / row),
                                           item.sceneBoundingRect().center().x()))


def _with_attachments(state, card_id: str) -> list[str]:  # noqa: ANN001 - the engine State
    found = [card_id]
    for attached in state.cards[card_id].attachments:
        found += _with_attachments(state, attached)
    return found


def next_card(cards: list[CardItem], current: CardItem | None, direction: str) -> CardItem | None:
    """The card the cursor goes to from ``current`` (the first card when there is none)."""
    if not cards:
        return None
    if current not in cards:
        return cards[0]
    index = cards.index(current)
    if direction in ("left", "right"):
        return cards[(index + (1 if direction == "right" else -1)) % len(cards)]
    here = current.sceneBoundingRect().center()
    sign = -1 if direction == "up" else 1
    least = current.sceneBoundingRect().height() * 0.4

    def distance(item: CardItem) -> float:
        there = item.sceneBoundingRect().center()
        return abs(there.y() - here.y()) + 2 * abs(there.x() - here.x())

    ahead = [item for item in cards if (item.sceneBoundingRect().center().y() - here.y()) * sign > least]
    return min(ahead, key=distance) if ahead else current


class CardCursor:
    """The card the keyboard points at on one view's table."""

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        self.view = view
        self.scene = scene
        self.item: CardItem | None = None

    @property
    def card_id(self) -> str:
        return self.item.card_id if self.item is not None else ""

    def clear(self) -> None:
        if self.item is not None:
            self.item.set_keyed(False)
        self.item = None

    def move(self, direction: str) -> CardItem | None:
        found = next_card(reachable_cards(self.scene), self.item, direction)
        self.clear()
        self.item = found
        if found is not None:
            found.set_keyed(True)
            self.view.ensureVisible(found, 24, 24)
            self.scene.hovered(found)  # the card panel and large view follow, if its face is shown
        return found

    def menu(self) -> QMenu | None:
        """The pointed card's menu (its legal actions, then the manual tools), or None."""
        if self.item is None or not self.item.isVisible():
            return None
        return manual_tools.context_menu(self.scene, self.centre(), self.item)

    def centre(self) -> QPointF:
        assert self.item is not None
        return self.item.sceneBoundingRect().center()

    def open_menu(self) -> bool:
        menu = self.menu()
        if menu is None or menu.isEmpty():
            return False
        point = self.view.viewport().mapToGlobal(self.view.mapFromScene(self.centre()))
        menu.exec(point)
        window = self.view.window()
        if window.isVisible():  # the keyboard comes back to the window (the curtain, if it came down)
            window.activateWindow()
            if self.view.isEnabled():
                self.view.setFocus(Qt.FocusReason.PopupFocusReason)
        return True

"""What a player does on the table with the mouse: drag a card or token, drop, double-click, right-click.

With rules on, a drag highlights where the legal moves of what is dragged go, and a drop
becomes the legal action whose destination matches (several: a menu); anything else snaps
back with the reason in the status bar. Shift-drag (or manual mode) moves the card by hand,
as an undoable manual step. Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin:
it reads the scene's items, zones and controller).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsSceneContextMenuEvent, QMenu

from tabletop.engine.actions import Action
from tabletop.engine.locations import ATTACHED, SPACE
from tabletop.ui.table import manual_tools
from tabletop.ui.table.geometry import arrange, insertion_index, scaled
from tabletop.ui.table.items import HIGHLIGHT, TARGET, CardItem, Draggable, TokenItem


class TableGestures:
    """Drag and drop, double-click and the context menu of the table scene."""

    def hovered(self, item: Draggable) -> None:
        if isinstance(item, CardItem) and self.face_visible(item.card_id):
            self.hovered_card.emit(item.card_id)

    def _subject_allowed(self, item: Draggable) -> bool:
        if self.controller.rules_on:
            return True
        if isinstance(item, CardItem):
            zone = self.state.zones.get(self.top_zone(item.card_id))
            return not (self.private and zone is not None and zone.visibility == "owner" and zone.owner != self.viewer)
        return True

    def begin_drag(self, item: Draggable) -> bool:
        if not self._subject_allowed(item):
            self.status.emit("That card belongs to the other player's hidden hand.")
            return False
        self._drag_actions = self.controller.actions_for(item.item_id)
        item.setZValue(10_000)
        zones, cards, spaces = set(), set(), set()
        for action in self._drag_actions:
            destination = action.destination() or ""
            if destination.startswith(ATTACHED):
                cards.add(destination[1:])
            elif destination.startswith(SPACE):
                spaces.add(destination[len(SPACE):])
            elif destination:
                zones.add(destination)
        for zone_id, zone_item in self.zone_items.items():
            zone_item.set_highlight(HIGHLIGHT if zone_id in zones else None)
        for card_id in cards:
            self.card_items[card_id].set_highlight(TARGET)
        if self.board is not None:
            self.board.set_marks(spaces, set())
        if self.controller.rules_on and not self._drag_actions:
            self.status.emit("No legal move for this now; Shift-drag to move it by hand (manual override).")
        return True

    def drag_moved(self, item: Draggable, point: QPointF) -> None:
        """Nothing to do per frame beyond the item's own move (kept cheap on purpose)."""

    def _clear_marks(self) -> None:
        for zone_item in self.zone_items.values():
            zone_item.set_highlight(None)
        for card_item in self.card_items.values():
            card_item.set_highlight(None)
        for token_item in self.token_items.values():
            token_item.set_highlight(None)
        if self.board is not None:
            self.board.set_marks(set(), set())

    def drop_targets(self, item: Draggable, point: QPointF) -> list[tuple[str, int | None]]:
        """What is under a drop, most specific first: ("@card", None), ("space:x", None), (zone, index)."""
        found: list[tuple[str, int | None]] = []
        for under in self.items(point):
            if under is item or not under.isVisible():
                continue
            if isinstance(under, CardItem) and under.card_id != item.item_id:
                card_id = under.card_id
                found.append((ATTACHED + card_id, None))
                location = self.state.cards[card_id].location
                while location.startswith(ATTACHED):  # a tucked card stands for its host too
                    found.append((location, None))
                    location = self.state.cards[location[1:]].location
                break
            if isinstance(under, TokenItem) and under.token_id != item.item_id:
                location = self.state.tokens[under.token_id].location
                if location.startswith(SPACE):
                    found.append((location, None))
                    break
        if self.board is not None:
            space = self.board.space_at(point)
            if space is not None and (SPACE + space, None) not in found:
                found.append((SPACE + space, None))
        for zone_id, (spot, rect) in self.zone_spots.items():
            if rect.contains(point.x(), point.y()):
                count = len(self.state.zones[zone_id].cards)
                card = scaled(self.card, self.zone_scale.get(zone_id, 1.0))
                turned = [self.state.cards[c].rotation % 180 == 90 for c in self.state.zones[zone_id].cards]
                slots = arrange(spot, rect, count, card, upward=zone_id in self.upward_zones, turned=turned)
                found.append((zone_id, insertion_index(spot, slots, point.x(), count)))
        return found

    def _may_tuck_by_hand(self, host_id: str) -> bool:
        spot = self.zone_spots.get(self.top_zone(host_id), (None, None))[0]
        return spot is not None and spot.attachments and spot.arrange != "pile"

    def end_drag(self, item: Draggable, point: QPointF, override: bool = False) -> None:
        self._clear_marks()
        targets = self.drop_targets(item, point)
        done = False
        if targets and self.controller.rules_on and not override:
            done = self._drop_by_rules(item, [destination for destination, _ in targets])
        elif targets:
            for destination, index in targets:
                if destination.startswith(ATTACHED) and not self._may_tuck_by_hand(destination[1:]):
                    continue
                done = manual_tools.move_by_hand(self.controller, item, destination, index)
                break
        if not done:
            self.refresh()  # snap back
        elif isinstance(item, CardItem) and item.card_id in self.state.cards:
            # the card goes where the state now puts it, whether or not the step's report names it
            # (an attack declared by a drop leaves the attacker where it was)
            self._update({self.top_zone(item.card_id)}, {item.card_id}, tokens=False)
        else:
            self._sync_tokens()

    def _drop_by_rules(self, item: Draggable, destinations: list[str]) -> bool:
        matching: list[Action] = []
        for destination in destinations:
            matching = [a for a in self._drag_actions if a.destination() == destination]
            if matching:
                break
        if not matching:
            legal = sorted({a.destination() or "" for a in self._drag_actions} - {""})
            where = ", ".join(self.describe_destination(d) for d in legal[:6])
            hint = f" It can go to: {where}." if where else ""
            self.status.emit(f"Not a legal move now.{hint} (Shift-drag to override by hand.)")
            return False
        if len(matching) == 1:
            return self.controller.perform(matching[0])
        chosen = self.choose_action(matching)
        return chosen is not None and self.controller.perform(chosen)

    def choose_action(self, actions: list[Action]) -> Action | None:
        menu = QMenu()
        entries = {menu.addAction(self.controller.menu_text(a)): a for a in actions}
        picked = menu.exec(QCursor.pos())
        return entries.get(picked)

    def describe_destination(self, destination: str) -> str:
        if destination.startswith(ATTACHED):
            return self.controller.game.card_label(self.state, destination[1:])
        if destination.startswith(SPACE):
            return destination[len(SPACE):].replace("_", " ")
        placed = self.zone_spots.get(destination)
        return placed[0].label if placed else destination

    def double_clicked(self, item: Draggable) -> None:
        actions = [a for a in self.controller.actions_for(item.item_id) if a.destination() is None]
        if len(actions) == 1:
            self.controller.perform(actions[0])
        elif actions:
            chosen = self.choose_action(actions)
            if chosen is not None:
                self.controller.perform(chosen)
        elif not self.controller.rules_on and isinstance(item, CardItem):
            manual_tools.toggle_tap(self.controller, item.card_id)
        else:
            self.status.emit("Right-click the card for what it can do.")

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        menu = manual_tools.context_menu(self, event.scenePos())
        if menu is not None and not menu.isEmpty():
            menu.exec(event.screenPos())

"""Manual changes from the table: the engine's manual moves, offered in menus.

Moving, flipping, tapping, counters, shuffling and drawing by hand. The moves
themselves are engine values (:mod:`tabletop.engine.manual`), so a test or a
bot makes exactly the step the table makes. With the rules on, these sit
under "Manual override" in a card's menu; the legal actions come first.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QMenu

from tabletop.engine import manual
from tabletop.engine.layout import TableLayout
from tabletop.engine.locations import SPACE
from tabletop.engine.state import State
from tabletop.ui.controller import GameController
from tabletop.ui.face_pixmaps import FacePixmaps
from tabletop.ui.table.items import CardItem, TokenItem, ZoneItem


class MenuHost(Protocol):
    """What the menus need of the table scene."""

    controller: GameController
    layout_spec: TableLayout
    private: bool
    viewer: int | None
    faces: FacePixmaps
    zone_items: dict[str, ZoneItem]

    @property
    def state(self) -> State: ...
    def items(self, point: QPointF) -> list[QGraphicsItem]: ...
    def face_visible(self, card_id: str) -> bool: ...
    def top_zone(self, card_id: str) -> str: ...
    def describe_destination(self, destination: str) -> str: ...
    def views(self) -> list: ...


def move_by_hand(controller: GameController, item: object, destination: str, index: int | None) -> bool:
    """Move a dragged card or token where it was dropped, as a manual step."""
    state = controller.state
    if isinstance(item, TokenItem):
        token = state.tokens[item.token_id]
        if not destination.startswith(SPACE) or token.location == destination:
            return False
        return controller.manual(manual.MoveToken(token.id, destination))
    if not isinstance(item, CardItem) or destination.startswith(SPACE):
        return False
    return controller.manual(manual.MoveCardByHand(item.card_id, destination, index))


def toggle_tap(controller: GameController, card_id: str) -> bool:
    rotation = controller.state.cards[card_id].rotation
    return controller.manual(manual.TurnCard(card_id, 0 if rotation else 90))


def end_turn(controller: GameController) -> bool:
    """Manual mode: pass the turn to the next player (the curtain follows)."""
    return controller.manual(manual.PassTurn())


def declare_winner(controller: GameController, seat: int) -> bool:
    """Manual mode: the players record who won; the game is then over (undoable)."""
    return controller.manual(manual.DeclareWinner(seat))


def context_menu(host: MenuHost, point: QPointF, target: QGraphicsItem | None = None) -> QMenu | None:
    """The menu for what is under the pointer (or for ``target``, the card the keyboard points
    at): legal actions first, then hand tools."""
    kinds = CardItem | TokenItem | ZoneItem
    if target is None:
        target = next((i for i in host.items(point) if isinstance(i, kinds) and i.isVisible()), None)
    if target is None:
        return None
    menu = QMenu()
    tools = menu
    controller = host.controller
    if isinstance(target, CardItem | TokenItem):
        for action in controller.actions_for(target.item_id):
            menu.addAction(controller.menu_text(action), lambda a=action: controller.perform(a))
        if controller.rules_on:
            tools = menu.addMenu("Manual override")
    target_id = target.zone_id if isinstance(target, ZoneItem) else target.item_id
    for move in controller.game.manual_tools(controller.state, target_id):
        tools.addAction(controller.game.manual_words(controller.state, move), lambda m=move: controller.manual(m))
    if isinstance(target, CardItem):
        _card_tools(host, tools, target.card_id)
        zone_id = host.top_zone(target.card_id)
        if zone_id in host.zone_items:  # a pointed card stands for its pile too (a deck shows only its top)
            _zone_tools(host, tools.addMenu(f"Pile: {host.describe_destination(zone_id)}"), zone_id)
    elif isinstance(target, TokenItem):
        token = host.state.tokens[target.token_id]
        if "health" in token.data:
            health = int(token.data["health"])
            tools.addAction("Health +1", lambda: controller.manual(manual.SetTokenValue(token.id, "health", health + 1)))
            tools.addAction("Health −1", lambda: controller.manual(manual.SetTokenValue(token.id, "health", health - 1)))
    else:
        _zone_tools(host, tools, target.zone_id)
    if not controller.rules_on:
        menu.addSeparator()
        menu.addAction("End turn (pass to the next player)", lambda: end_turn(controller))
    return menu


def _card_tools(host: MenuHost, menu: QMenu, card_id: str) -> None:
    controller = host.controller
    state = host.state
    if not host.face_visible(card_id) and host.private and not controller.rules_on:
        zone = state.zones.get(host.top_zone(card_id))
        if zone is not None and zone.visibility == "owner" and zone.owner != host.viewer:
            menu.addAction("(the other player's hidden card)").setEnabled(False)
            return
    menu.addAction("Tap / untap (double-click)", lambda: toggle_tap(controller, card_id))
    menu.addAction("Turn face up / down", lambda: controller.manual(manual.FlipCard(card_id)))
    menu.addAction("Reveal to everyone", lambda: controller.manual(manual.RevealCard(card_id)))
    counters = menu.addMenu("Counters")
    for counter in host.layout_spec.counters:
        value = state.cards[card_id].counters.get(counter, 0)
        counters.addAction(f"{counter} +1", lambda c=counter, v=value: controller.manual(manual.SetCounter(card_id, c, v + 1)))
        counters.addAction(f"{counter} −1", lambda c=counter, v=value: controller.manual(manual.SetCounter(card_id, c, v - 1)))
    owner = state.cards[card_id].owner
    for deck in [z for z in state.zones.values() if z.kind == "deck" and z.owner == owner]:
        where = host.describe_destination(deck.id)
        menu.addAction(f"Put on top of {where}", lambda d=deck.id: controller.manual(manual.MoveCardByHand(card_id, d)))
        menu.addAction(f"Put at the bottom of {where}",
                       lambda d=deck.id: controller.manual(manual.MoveCardByHand(card_id, d, 0)))
    move = menu.addMenu("Move to")
    for zone_id in host.zone_items:
        if zone_id != state.cards[card_id].location:
            move.addAction(host.describe_destination(zone_id) + _owner_suffix(state, zone_id),
                           lambda z=zone_id: controller.manual(manual.MoveCardByHand(card_id, z)))


def _owner_suffix(state: State, zone_id: str) -> str:
    owner = state.zones[zone_id].owner
    return f" ({state.players[owner].name})" if owner is not None else ""


def _zone_tools(host: MenuHost, menu: QMenu, zone_id: str) -> None:
    from tabletop.ui.table.pile_tools import add_pile_tools  # (its dialogs: not at the start)

    views = host.views()
    add_pile_tools(menu, host.controller, zone_id, host.viewer if host.private else None, host.faces,
                   host.describe_destination, views[0].window() if views else None)

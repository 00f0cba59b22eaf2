"""Manual changes: what a physical table allows, as undoable steps marked in the log.

Moving, flipping, tapping, counters, shuffling and drawing by hand. With the
rules on, these sit under "Manual override" in a card's menu; the legal
actions for the card come first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QInputDialog, QMenu

from tabletop.engine.game import DECLARED_WINNER
from tabletop.engine.state import ATTACHED
from tabletop.engine.transaction import Builder
from tabletop.ui.table.items import CardItem, TokenItem, ZoneItem

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene

SPACE = "space:"


def _name(scene: TableScene, card_id: str) -> str:
    return scene.controller.game.card_label(scene.state, card_id) if scene.face_visible(card_id) else "a face-down card"


def _place_name(scene: TableScene, location: str) -> str:
    return scene.describe_destination(location)


def move_by_hand(scene: TableScene, item: object, destination: str, index: int | None) -> bool:
    """Move a dragged card or token where it was dropped, as a manual step."""
    state = scene.state
    if isinstance(item, TokenItem):
        token = state.tokens[item.token_id]
        if not destination.startswith(SPACE) or token.location == destination:
            return False
        label = f"Move {token.data.get('name', token.kind)} to {_place_name(scene, destination)}"
        return scene.controller.manual(label, lambda step: step.set_token(token.id, "location", destination))
    if not isinstance(item, CardItem):
        return False
    card_id = item.card_id
    if destination == ATTACHED + card_id or _is_inside(state, destination, card_id):
        return False
    source = state.cards[card_id].location
    if destination.startswith(SPACE):
        return False
    label = f"Move {_name(scene, card_id)}: {_place_name(scene, source)} → {_place_name(scene, destination)}"
    if destination.startswith(ATTACHED):
        label = f"Tuck {_name(scene, card_id)} under {_name(scene, destination[1:])}"

    def change(step: Builder) -> None:
        step.move(card_id, destination, index)
        zone = state.zones.get(destination)
        if zone is not None and zone.kind == "deck" and state.cards[card_id].face_up:
            step.set_card(card_id, "face_up", False)
        elif zone is not None and source in state.zones and state.zones[source].kind == "deck":
            step.set_card(card_id, "face_up", True)

    return scene.controller.manual(label, change)


def _is_inside(state, destination: str, card_id: str) -> bool:  # noqa: ANN001
    """Whether ``destination`` is under ``card_id`` (tucking a card under itself)."""
    while destination.startswith(ATTACHED):
        host = destination[1:]
        if host == card_id:
            return True
        destination = state.cards[host].location
    return False


def toggle_tap(scene: TableScene, card_id: str) -> bool:
    rotation = scene.state.cards[card_id].rotation
    new = 0 if rotation else 90
    label = f"{'Untap' if rotation else 'Tap'} {_name(scene, card_id)}"
    return scene.controller.manual(label, lambda step: step.set_card(card_id, "rotation", new))


def flip(scene: TableScene, card_id: str) -> bool:
    face_up = scene.state.cards[card_id].face_up
    label = f"Turn {_name(scene, card_id)} face {'down' if face_up else 'up'}"
    return scene.controller.manual(label, lambda step: step.set_card(card_id, "face_up", not face_up))


def change_counter(scene: TableScene, card_id: str, counter: str, delta: int) -> bool:
    value = scene.state.cards[card_id].counters.get(counter, 0) + delta
    label = f"{counter.capitalize()} on {_name(scene, card_id)}: {value}"
    return scene.controller.manual(label, lambda step: step.set_counter(card_id, counter, value))


def change_token_value(scene: TableScene, token_id: str, key: str, delta: int) -> bool:
    token = scene.state.tokens[token_id]
    value = int(token.data.get(key, 0)) + delta
    label = f"{token.data.get('name', token.kind)}: {key} {value}"
    return scene.controller.manual(label, lambda step: step.set_token(token_id, key, value))


def send_to(scene: TableScene, card_id: str, zone_id: str, bottom: bool) -> bool:
    where = "bottom" if bottom else "top"
    label = f"Put {_name(scene, card_id)} on the {where} of {_place_name(scene, zone_id)}"

    def change(step: Builder) -> None:
        step.move(card_id, zone_id, 0 if bottom else None)
        if scene.state.zones[zone_id].kind == "deck":
            step.set_card(card_id, "face_up", False)

    return scene.controller.manual(label, change)


def shuffle(scene: TableScene, zone_id: str) -> bool:
    return scene.controller.manual(f"Shuffle {_place_name(scene, zone_id)}", lambda step: step.shuffle(zone_id))


def draw(scene: TableScene, zone_id: str, count: int) -> bool:
    state = scene.state
    owner = state.zones[zone_id].owner
    hands = [z.id for z in state.zones.values() if z.kind == "hand" and z.owner == owner]
    if not hands or not state.zones[zone_id].cards:
        scene.status.emit("There is nothing to draw, or nobody's hand to draw into.")
        return False

    def change(step: Builder) -> None:
        for _ in range(count):
            cards = state.zones[zone_id].cards
            if not cards:
                break
            top = cards[-1]
            step.move(top, hands[0])
            step.set_card(top, "face_up", True)

    who = state.players[owner].name if owner is not None else "the player"
    return scene.controller.manual(f"{who} draws {count}", change, player=owner)


def reveal(scene: TableScene, card_id: str) -> bool:
    definition = scene.state.cards[card_id].definition
    name = scene.controller.game.card_label(scene.state, card_id)
    return scene.controller.manual(f"Reveal {name} to everyone",
                                   lambda step: step.set_data("last_revealed", definition))


def declare_winner(scene: TableScene, player: int) -> bool:
    """Manual mode: the players record who won; the game is then over (undoable)."""
    name = scene.state.players[player].name
    return scene.controller.manual(f"Game over: {name} wins", lambda step: step.set_data(DECLARED_WINNER, player))


def end_turn(scene: TableScene) -> bool:
    """Manual mode: pass the turn to the next player (the curtain follows)."""
    state = scene.state
    following = (state.active_player + 1) % len(state.players)

    def change(step: Builder) -> None:
        step.set(("active_player",), following)
        step.set(("turn",), state.turn + 1)

    return scene.controller.manual(f"End turn: {state.players[following].name} to play", change)


def context_menu(scene: TableScene, point: QPointF) -> QMenu | None:
    """The menu for what is under the pointer: legal actions first, then hand tools."""
    target = next((i for i in scene.items(point) if isinstance(i, CardItem | TokenItem | ZoneItem) and i.isVisible()), None)
    if target is None:
        return None
    menu = QMenu()
    tools = menu
    controller = scene.controller
    if isinstance(target, CardItem | TokenItem):
        for action in controller.actions_for(target.item_id):
            menu.addAction(action.choice_label(), lambda a=action: controller.perform(a))
        if controller.rules_on:
            tools = menu.addMenu("Manual override")
    if isinstance(target, CardItem):
        _card_tools(scene, tools, target.card_id)
    elif isinstance(target, TokenItem):
        token = scene.state.tokens[target.token_id]
        if "health" in token.data:
            tools.addAction("Health +1", lambda: change_token_value(scene, token.id, "health", 1))
            tools.addAction("Health −1", lambda: change_token_value(scene, token.id, "health", -1))
    else:
        _zone_tools(scene, tools, target.zone_id)
    if not controller.rules_on:
        menu.addSeparator()
        menu.addAction("End turn (pass to the next player)", lambda: end_turn(scene))
    return menu


def _card_tools(scene: TableScene, menu: QMenu, card_id: str) -> None:
    if not scene.face_visible(card_id) and scene.private and not scene.controller.rules_on:
        zone = scene.state.zones.get(scene._top_zone(card_id))
        if zone is not None and zone.visibility == "owner" and zone.owner != scene.viewer:
            menu.addAction("(the other player's hidden card)").setEnabled(False)
            return
    menu.addAction("Tap / untap (double-click)", lambda: toggle_tap(scene, card_id))
    menu.addAction("Turn face up / down", lambda: flip(scene, card_id))
    menu.addAction("Reveal to everyone", lambda: reveal(scene, card_id))
    counters = menu.addMenu("Counters")
    for counter in scene.layout_spec.counters:
        counters.addAction(f"{counter} +1", lambda c=counter: change_counter(scene, card_id, c, 1))
        counters.addAction(f"{counter} −1", lambda c=counter: change_counter(scene, card_id, c, -1))
    owner = scene.state.cards[card_id].owner
    decks = [z for z in scene.state.zones.values() if z.kind == "deck" and z.owner == owner]
    for deck in decks:
        menu.addAction(f"Put on top of {scene.describe_destination(deck.id)}", lambda d=deck.id: send_to(scene, card_id, d, False))
        menu.addAction(f"Put at the bottom of {scene.describe_destination(deck.id)}", lambda d=deck.id: send_to(scene, card_id, d, True))
    move = menu.addMenu("Move to")
    for zone_id in scene.zone_items:
        if zone_id != scene.state.cards[card_id].location:
            move.addAction(scene.describe_destination(zone_id) + _owner_suffix(scene, zone_id),
                           lambda z=zone_id: move_by_hand(scene, scene.card_items[card_id], z, None))


def _owner_suffix(scene: TableScene, zone_id: str) -> str:
    owner = scene.state.zones[zone_id].owner
    return f" ({scene.state.players[owner].name})" if owner is not None else ""


def _zone_tools(scene: TableScene, menu: QMenu, zone_id: str) -> None:
    zone = scene.state.zones[zone_id]
    menu.addAction("Shuffle", lambda: shuffle(scene, zone_id))
    if zone.kind == "deck":
        menu.addAction("Draw 1", lambda: draw(scene, zone_id, 1))

        def draw_many() -> None:
            count, ok = QInputDialog.getInt(None, "Draw cards", "How many cards?", 2, 1, max(1, len(zone.cards)))
            if ok:
                draw(scene, zone_id, count)

        menu.addAction("Draw several…", draw_many)

"""A pile's own tools in its menu: draw, shuffle, reveal or look at the top cards, put the top
card at the bottom, move the whole pile. Each is an engine manual move (undoable, in the log);
a look shows the cards only to the seat at the screen, as the engine's move says."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine import manual
from tabletop.ui.controller import GameController
from tabletop.ui.face_pixmaps import FacePixmaps


def add_pile_tools(menu: QMenu, controller: GameController, zone_id: str, looker: int | None,
                   faces: FacePixmaps, describe, parent: QWidget | None = None) -> None:  # noqa: ANN001
    """Fill ``menu`` with the tools for the pile ``zone_id`` (``looker``: the seat at the screen;
    ``describe``: a zone id in words; ``parent``: the window a look's cards are shown over)."""
    state = controller.state
    zone = state.zones[zone_id]
    menu.addAction("Shuffle", lambda: controller.manual(manual.ShuffleZone(zone_id)))
    if zone.kind == "deck" and zone.cards:
        menu.addAction("Draw 1", lambda: draw(controller, zone_id, 1))
        menu.addAction("Draw several…", lambda: _ask(f"Draw from {describe(zone_id)}", len(zone.cards),
                                                      lambda n: draw(controller, zone_id, n)))
    if not zone.cards:
        return
    menu.addAction("Reveal the top cards to everyone…",
                   lambda: _ask("Reveal the top cards", len(zone.cards),
                                lambda n: controller.manual(manual.RevealTop.of(controller.state, zone_id, n))))
    seat = controller.deciding_seat() if looker is None else looker
    menu.addAction("Look at the top cards (only you)…",
                   lambda: _ask("Look at the top cards", len(zone.cards),
                                lambda n: look(controller, zone_id, n, seat, faces, parent)))
    if len(zone.cards) > 1:
        top = zone.cards[-1]
        menu.addAction("Put the top card at the bottom",
                       lambda: controller.manual(manual.MoveCardByHand(top, zone_id, 0)))
    whole = menu.addMenu("Move the whole pile to")
    for other in state.zones:
        if other != zone_id:
            owner = state.zones[other].owner
            suffix = f" ({state.players[owner].name})" if owner is not None else ""
            whole.addAction(describe(other) + suffix, lambda o=other: controller.manual(manual.MovePile(zone_id, o)))


def draw(controller: GameController, zone_id: str, count: int) -> bool:
    return controller.manual(manual.DrawByHand(zone_id, count), controller.state.zones[zone_id].owner)


def _ask(title: str, most: int, then) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QInputDialog

    count, ok = QInputDialog.getInt(None, title, "How many cards?", min(2, most), 1, max(1, most))
    if ok:
        then(count)


def look(controller: GameController, zone_id: str, count: int, seat: int, faces: FacePixmaps,
         parent: QWidget | None = None) -> QDialog | None:
    """Record the look, then show the seat the cards the engine's move shows it."""
    from PySide6.QtWidgets import QDialogButtonBox

    move = manual.LookAtTop.of(controller.state, zone_id, count, seat)
    if not controller.manual(move, seat):
        return None
    dialog = QDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowTitle(f"The top {len(move.seen)} — only for {controller.state.players[seat].name}")
    row = QHBoxLayout()
    for card_id in move.shown_to(seat):
        picture = QLabel()
        definition = controller.state.cards[card_id].definition
        picture.setPixmap(_face(faces, definition, 320, dialog.devicePixelRatioF()))
        picture.setAccessibleName(controller.game.card_label(controller.state, card_id))
        row.addWidget(picture)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel("From the top of the pile, left to right:"))
    layout.addLayout(row)
    layout.addWidget(buttons)
    dialog.show()
    return dialog


def _face(faces: FacePixmaps, definition: str, height: int, ratio: float) -> QPixmap:
    """The face ``height`` logical pixels high, painted for the screen's pixels."""
    design = faces.design(definition)
    width = round(height * ratio * design.width() / max(1, design.height()))
    pixmap = faces.sharp(design, width).scaledToHeight(round(height * ratio), Qt.TransformationMode.SmoothTransformation)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap

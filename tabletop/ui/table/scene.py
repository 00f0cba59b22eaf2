"""The table scene: one item per zone, card and token, kept in step with the engine.

The scene draws the game's layout (zones, cards where the state puts them, tokens,
the board) and shows again only what a step's change report names. What the
mouse does on it is in :mod:`~tabletop.ui.table.gestures`; the faces at the size
shown, in :mod:`~tabletop.ui.table.shown_faces`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPixmap
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from tabletop.engine.actions import Action
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.locations import ATTACHED, SPACE
from tabletop.engine.transaction import Changes
from tabletop.render import CardRenderer, generic_faces
from tabletop.ui import theme
from tabletop.ui.controller import GameController
from tabletop.ui.face_pixmaps import BACK, FacePixmaps
from tabletop.ui.table.board_item import BoardItem
from tabletop.ui.table.covers import cover_of
from tabletop.ui.table.faces_ahead import FacesAhead
from tabletop.ui.table.geometry import (
    FIELD_DEPTH,
    Rect,
    SeatFrame,
    Slot,
    arrange,
    attachment_slot,
    card_size_for,
    peek_in,
    scaled,
    seat_frames,
    spot_rect,
)
from tabletop.ui.table.gestures import TableGestures
from tabletop.ui.table.items import (
    CardItem,
    FaceItem,
    TokenItem,
    ZoneItem,
)
from tabletop.ui.table.labels import place_labels
from tabletop.ui.table.shown_faces import ShownFaces

PLAYER_COLOURS = theme.series("seats")
SHARED_COLOUR = theme.colour("shared zone")
UPCOMING = 120  # faces read ahead at most (each ~0.7 MB; a shipped game has up to ~70 different cards)
BANNER_CLEARANCE = 0.35  # of a (scaled) card height above a small field: room for the tokens on its cards


def card_cover(boxes: list[tuple[float, float, float, float]], rect: QRectF) -> float:
    """How much of ``rect`` these cards cover, given as (left, top, right, bottom) less the outer 5
    units that do not count (as :meth:`TableScene._card_cover` measures: a touch of 3 or less is none)."""
    left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
    total = 0.0
    for box_left, box_top, box_right, box_bottom in boxes:
        if box_right <= left + 3 or box_left >= right - 3 or box_bottom <= top + 3 or box_top >= bottom - 3:
            continue  # too far to overlap by more than 3 either way (most cards: no min/max worked out)
        across = min(right, box_right) - max(left, box_left)
        down = min(bottom, box_bottom) - max(top, box_top)
        if across > 3 and down > 3:
            total += across * down
    return total


class TableScene(TableGestures, QGraphicsScene):
    hovered_card = Signal(str)  # card id
    status = Signal(str)

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        game = controller.game
        faces = game.faces or generic_faces(game.id)
        width, height = faces.size
        self.card = card_size_for(height / width)
        self.renderer = CardRenderer(faces, game.db)
        self.faces_ahead = FacesAhead(self.renderer)
        self._definitions = {card.definition for card in controller.state.cards.values()}
        self._asked_ahead: set[str] = set()  # faces the worker was asked to make
        self.viewer: int | None = controller.deciding_seat()
        self.private = True
        self.faces = FacePixmaps(self.renderer, ready=self.faces_ahead.take)
        self.shown = ShownFaces(self.faces, self.card.width)  # faces at the size and frame shown
        self._shown_at: tuple[float, float] | None = None
        self._shown_visible: dict[str, bool] = {}  # per card: shown face up to the viewer (else its back)
        self.layout_spec: TableLayout = game.layout(controller.state)
        self.zone_items: dict[str, ZoneItem] = {}
        self.zone_spots: dict[str, tuple[ZoneSpot, Rect]] = {}
        self.upward_zones: set[str] = set()
        self.card_items: dict[str, CardItem] = {}
        self.token_items: dict[str, TokenItem] = {}
        self.zone_scale: dict[str, float] = {}
        self._banners: list[QGraphicsSimpleTextItem] = []
        self._label_ground: dict[str, tuple] = {}  # per zone: what lay in labels' way when last placed
        self._laid_out_for = 0
        self.board: BoardItem | None = None
        self._drag_actions: list[Action] = []
        self.setBackgroundBrush(theme.colour("felt"))
        self._build()
        controller.changed.connect(self.apply_changes)
        theme.follow(self, self.restyle, now=False)
        self.faces.painted.connect(self._face_painted)

    def _face_painted(self, face_id: str) -> None:
        """A face shown larger than designed is now painted at its size: show it."""
        for item in self.card_items.values():
            if item.pixmap is not None and self.faces.face_of(item.pixmap) == face_id:
                item.show_face()
                item.update()

    def restyle(self) -> None:
        """The theme changed: the felt, the seats' names on it, the faces' frames, then a repaint."""
        self.setBackgroundBrush(theme.colour("felt"))
        for banner in self._banners:
            banner.setBrush(self._banner_colour(banner.data(0)))
        self.shown.clear()
        for item in self.card_items.values():
            item.show_face()
        self.update()

    @staticmethod
    def _banner_colour(seat: int) -> QColor:
        """A seat's colour made to read on the felt of the theme shown now."""
        colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
        return colour.lighter(150) if theme.colour("felt").lightnessF() < 0.5 else colour.darker(160)

    # -- building ----------------------------------------------------------------
    @property
    def state(self):  # noqa: ANN201 - the engine State
        return self.controller.state

    def _build(self) -> None:
        state = self.state
        self._place_zones()
        board_spot = self.layout_spec.board
        battlefield = self.controller.game.battlefield(state) if board_spot else None
        if board_spot is not None and battlefield is not None:
            area = QRectF(board_spot.x * self.card.width, board_spot.y * self.card.height,
                          board_spot.width * self.card.width, board_spot.height * self.card.height)
            self.board = BoardItem(battlefield, area)
            self.addItem(self.board)
        for card_id in state.cards:
            item = CardItem(self, card_id)
            self.addItem(item)
            self.card_items[card_id] = item
        self.refresh()
        self.setSceneRect(self._table_rect().adjusted(-40, -40, 40, 40))

    def _table_rect(self) -> QRectF:
        """What the table covers: every item but the faces (which are at the view's zoom, not in table units)."""
        rect = QRectF()
        for item in self.items():
            if not isinstance(item, FaceItem):
                rect = rect.united(item.sceneBoundingRect())
        return rect

    def _bottom_seat(self) -> int:
        """The seat drawn at full size at the bottom: the one looking, with three or four seats."""
        if len(self.state.players) > 2 and self.viewer is not None:
            return self.viewer
        return 0

    def _ceiling(self) -> float:
        """How far above the centre line shared zones and the board reach (card heights, ≤ 0)."""
        tops = [spot.y for spot in self.layout_spec.spots if spot.shared]
        if self.layout_spec.board is not None:
            tops.append(self.layout_spec.board.y)
        return min([0.0, *tops])

    def _reach(self) -> tuple[float, float]:
        """How near to and far from the centre line a seat's own zones lie (card heights)."""
        own = [spot for spot in self.layout_spec.spots if not spot.shared]
        if not own:
            return 0.0, FIELD_DEPTH
        return max(0.0, min(spot.y for spot in own)), max(spot.y + spot.height for spot in own)

    def _place_zones(self) -> None:
        """(Re)build the zone items for where each seat sits now."""
        for item in [*self.zone_items.values(), *self._banners]:
            if isinstance(item, ZoneItem):
                self.removeItem(item.label)
            self.removeItem(item)
        self.zone_items.clear()
        self.zone_spots.clear()
        self.upward_zones.clear()
        self.zone_scale.clear()
        self._label_ground.clear()  # every label is placed again
        self._banners = []
        state = self.state
        players = len(state.players)
        self._laid_out_for = self._bottom_seat()
        frames = seat_frames(players, self._laid_out_for, self._ceiling(), self._reach())
        for zone_id in state.zones:
            found = self.layout_spec.spot_for(zone_id, players)
            if found is None:
                continue  # a zone that is not on the table (set-aside cards)
            spot, side = found
            frame = None if side is None else frames[side]
            rect = spot_rect(spot, frame, self.card)
            colour = SHARED_COLOUR if side is None else PLAYER_COLOURS[side % len(PLAYER_COLOURS)]
            wide = spot.width >= 2.5 and (frame is None or frame.scale == 1.0)
            label = spot.label if side is None or not wide else f"{spot.label} · {state.players[side].name}"
            turned = frame is not None and frame.turned
            item = ZoneItem(zone_id, label, QRectF(rect.x, rect.y, rect.width, rect.height), colour,
                            label_below=turned)
            self.addItem(item)
            self.addItem(item.label)
            self.zone_items[zone_id] = item
            self.zone_spots[zone_id] = (spot, rect)
            self.zone_scale[zone_id] = 1.0 if frame is None else frame.scale
            if turned:
                self.upward_zones.add(zone_id)
        if players > 2:
            self._add_banners(frames)

    def _place_labels(self) -> None:
        """Each zone label where it lies on no card and no other label (shared zones' first)."""
        items = sorted(self.zone_items.values(), key=lambda item: self.state.zones[item.zone_id].owner is not None)
        boxes = self.card_boxes()
        place_labels(items, lambda rect: card_cover(boxes, rect), [banner.sceneBoundingRect() for banner in self._banners])

    def card_boxes(self) -> list[tuple[float, float, float, float]]:
        """The shown cards as (left, top, right, bottom) less the outer 5 units, from what each zone
        put in labels' way when last laid out."""
        self._ground_changed(set(self.zone_items) - set(self._label_ground))
        return [(x + 5, y + 5, x + width - 5, y + height - 5)
                for _size, zone_boxes in self._label_ground.values() for x, y, width, height in zone_boxes]

    def _card_cover(self, rect: QRectF) -> float:
        """How much of ``rect`` (scene) the shown cards cover, asked of Qt's own index (labels are
        placed with the boxes kept per zone, which is faster; tests check with this)."""
        total = 0.0
        for item in self.items(rect):
            if isinstance(item, CardItem) and item.isVisible():
                overlap = item.sceneBoundingRect().adjusted(5, 5, -5, -5).intersected(rect)
                if overlap.width() > 3 and overlap.height() > 3:  # touching a pile's edge is no harm
                    total += overlap.width() * overlap.height()
        return total

    def _add_banners(self, frames: dict[int, SeatFrame]) -> None:
        """The seat's name over each field drawn small, so nobody guesses whose it is."""
        for seat, frame in frames.items():
            if frame.scale == 1.0:
                continue
            rects = [rect for zone_id, (_, rect) in self.zone_spots.items()
                     if self.state.zones[zone_id].owner == seat]
            if not rects:
                continue
            top = min(rect.y for rect in rects)
            left = min(rect.x for rect in rects)
            banner = QGraphicsSimpleTextItem(self._seat_title(seat))
            banner.setData(0, seat)
            banner.setBrush(self._banner_colour(seat))
            font = QFont("DejaVu Sans", 13, QFont.Weight.Bold)
            banner.setFont(font)
            banner.setPos(left, top - 24 - BANNER_CLEARANCE * self.card.height * frame.scale)
            banner.setZValue(5_000)
            self.addItem(banner)
            self._banners.append(banner)

    def _seat_title(self, seat: int) -> str:
        teams = self.state.data.get("teams")
        team = next((i for i, members in enumerate(teams or ()) if seat in members), None)
        suffix = f" · Team {chr(ord('A') + team)}" if team is not None else ""
        return f"{self.state.players[seat].name}{suffix}"

    # -- showing the state -----------------------------------------------------
    def set_viewer(self, viewer: int | None, private: bool) -> None:
        """Show the table through these eyes: every card whose face or back this changes is shown
        again and its zone laid out again (its covers depend on the face); a table whose bottom
        seat changes is laid out anew."""
        if (viewer, private) == (self.viewer, self.private):
            return
        self.viewer, self.private = viewer, private
        if self._bottom_seat() != self._laid_out_for:
            self._place_zones()
            self.setSceneRect(self._table_rect().adjusted(-40, -40, 40, 40))
            self.refresh()
            return
        turned = [card_id for card_id, shown in self._shown_visible.items() if shown != self.face_visible(card_id)]
        self._update({self.top_zone(card_id) for card_id in turned}, set(turned), tokens=False)

    def face_visible(self, card_id: str) -> bool:
        return self.controller.game.card_visible(self.state, self.viewer, card_id, hands_open=not self.private)

    def pixmap_for(self, card_id: str) -> QPixmap:
        """What the seat looking sees of the card (its face, or the back) at the design size:
        items ask :meth:`framed` or :meth:`sized` for their size, the large view :meth:`face_at`."""
        if not self.face_visible(card_id):
            return self.faces.design(BACK)
        return self.face(self.state.cards[card_id].definition)

    def face(self, definition: str) -> QPixmap:
        """A card's face at its design size (read ahead by the worker, or else read now)."""
        return self.faces.design(definition)

    def face_at(self, card_id: str, width: int) -> QPixmap:
        """What the seat looking sees of the card, at least ``width`` device pixels wide where the
        face can be painted that large (the large card view)."""
        return self.faces.sharp(self.pixmap_for(card_id), width)

    def upcoming_faces(self, limit: int = UPCOMING) -> list[str]:
        """The faces not shown yet of the cards nearest to being shown: both ends of every pile
        first (a draw, a look at the bottom), then one card further in, and so on."""
        state = self.state
        depth = {}
        for zone in state.zones.values():
            last = len(zone.cards) - 1
            for index, card_id in enumerate(zone.cards):
                depth[card_id] = min(index, last - index)
        shown = self.faces.designed()
        found: list[str] = []
        for card_id in sorted(state.cards, key=lambda card_id: depth.get(card_id, 0)):
            definition = state.cards[card_id].definition
            if definition not in shown and definition not in found:
                found.append(definition)
                if len(found) == limit:
                    break
        return found

    def read_ahead(self) -> None:
        """Have the worker make the faces likely needed next: again in the new order while some
        wait, or when a face was never asked for (none once every card's face was)."""
        if not self.faces_ahead.waiting() and self._asked_ahead >= self._definitions - self.faces.designed():
            return
        upcoming = self.upcoming_faces()
        self._asked_ahead.update(upcoming)
        self.faces_ahead.ahead(upcoming)

    @property
    def shown_at(self) -> tuple[float, float] | None:
        """The view's zoom and device pixel ratio the faces are made for (None: not shown yet)."""
        return self._shown_at

    def show_at(self, zoom: float, ratio: float) -> None:
        """The view paints at this zoom and device pixel ratio: faces are made at that size once."""
        if (zoom, ratio) != self._shown_at:
            if self._shown_at is None:  # the table is up: make the next faces while people look at it
                QTimer.singleShot(0, self.read_ahead)
                self.faces.keep_pixels = False  # only the faces a start reads on the spot keep a pixel copy
            self._shown_at = (zoom, ratio)
            for item in self.card_items.values():
                item.show_face()

    def apply_changes(self, changes: Changes) -> None:
        self.refresh(changes)
        self.read_ahead()

    def refresh(self, changes: Changes | None = None) -> None:
        """Put items where the state says; only what ``changes`` touched when given."""
        state = self.state
        if changes is None:
            self._update(set(state.zones), set(state.cards), tokens=True)
            return
        cards = set(changes.cards)
        zones = set(changes.zones) | {self.top_zone(card_id) for card_id in cards}  # a card's zone (or its host's)
        self._update(zones, cards, tokens=bool(changes.tokens))

    def _update(self, zones: set[str], cards: set[str], *, tokens: bool) -> None:
        """Lay out these zones again and show these cards again (and the tokens)."""
        state = self.state
        for zone_id in zones:
            if zone_id in state.zones:
                self._layout_zone(zone_id)
        for card_id in cards:
            self._show_card(card_id)
        if tokens:
            self._sync_tokens()
        if self.board is not None:
            self.board.set_closed_doors(self.controller.game.closed_doors(state))
        if self._ground_changed(zones):  # a label may now lie on a card, or have room at home again
            self._place_labels()

    def _ground_changed(self, zones: set[str]) -> bool:
        """Whether any of these zones now puts something else in labels' way (its label's size, the
        boxes of its shown cards) than when labels were last placed: only then are they placed again."""
        changed = False
        for zone_id in zones:
            if zone_id in self.state.zones:
                ground = self._ground(zone_id)
                if self._label_ground.get(zone_id) != ground:
                    self._label_ground[zone_id] = ground
                    changed = True
        return changed

    def _ground(self, zone_id: str) -> tuple:
        item = self.zone_items.get(zone_id)
        size = None if item is None else item.label.box(False)
        boxes = []
        waiting = list(self.state.zones[zone_id].cards)
        while waiting:
            card_id = waiting.pop()
            card_item = self.card_items[card_id]
            if card_item.isVisible():
                box = card_item.sceneBoundingRect()
                boxes.append((box.x(), box.y(), box.width(), box.height()))
            waiting.extend(self.state.cards[card_id].attachments)
        return (None if size is None else (size.width(), size.height()), tuple(boxes))

    def top_zone(self, card_id: str) -> str:
        location = self.state.cards[card_id].location
        while location.startswith(ATTACHED):
            location = self.state.cards[location[1:]].location
        return location

    def _layout_zone(self, zone_id: str) -> None:
        state = self.state
        cards = state.zones[zone_id].cards
        placed = self.zone_spots.get(zone_id)
        if zone_id in self.zone_items:
            self.zone_items[zone_id].set_count(len(cards))
        if placed is None:
            for card_id in cards:
                self._hide_tree(card_id)
            return
        spot, rect = placed
        attached = [len(state.cards[c].attachments) for c in cards]
        upward = zone_id in self.upward_zones
        scale = self.zone_scale.get(zone_id, 1.0)
        card = scaled(self.card, scale)
        turned = [state.cards[c].rotation % 180 == 90 for c in cards]
        for card_id, slot in zip(cards, arrange(spot, rect, len(cards), card, attached, upward, turned), strict=True):
            self._place(card_id, slot, upward, scale, rect)
        items = [self.card_items[card_id] for card_id in cards]
        for under, above in zip(items, items[1:], strict=False):
            under.covered(cover_of(under, above, None if above.pixmap is None else self.shown.corner(above.pixmap)))
        if items:
            items[-1].covered(None)

    def _place(self, card_id: str, slot: Slot, upward: bool = False, scale: float = 1.0, zone: Rect | None = None) -> None:
        """Put a card (and the cards tucked under it, kept within ``zone`` where it has room) at ``slot``."""
        item = self.card_items[card_id]
        if not item.dragging:
            # the item scales (and turns) about its centre: shift it so its scaled top-left is the slot's
            shrink = 1.0 - scale
            item.setPos(slot.x - self.card.width * shrink / 2, slot.y - self.card.height * shrink / 2)
            if item.scale() != scale:  # Qt asks itemChange (Python) before it sees nothing changes
                item.setScale(scale)
        if item.zValue() != slot.z:
            item.setZValue(slot.z)
        if item.isVisible() != slot.visible:
            item.setVisible(slot.visible)
        self._show_card(card_id)
        card = scaled(self.card, scale)
        attachments = self.state.cards[card_id].attachments
        peek = None if zone is None else peek_in(zone, slot, card, len(attachments), upward)
        for index, attached_id in enumerate(attachments):
            self._place(attached_id, attachment_slot(slot, index, card, upward, peek), upward, scale)

    def _hide_tree(self, card_id: str) -> None:
        self.card_items[card_id].setVisible(False)
        for attached_id in self.state.cards[card_id].attachments:
            self._hide_tree(attached_id)

    def _show_card(self, card_id: str) -> None:
        card = self.state.cards[card_id]
        visible = self._shown_visible[card_id] = self.face_visible(card_id)
        label = self.controller.game.card_label(self.state, card_id) if visible else "Face-down card"
        self.card_items[card_id].show_card(self.pixmap_for(card_id), dict(card.counters) if visible or card.face_up else {},
                                           card.rotation, label)

    def _sync_tokens(self) -> None:
        state = self.state
        for token_id in list(self.token_items):
            if token_id not in state.tokens:
                self.removeItem(self.token_items.pop(token_id))
        crowd: dict[str, int] = {}
        for token in state.tokens.values():
            item = self.token_items.get(token.id)
            if item is None:
                item = TokenItem(self, token.id)
                self.addItem(item)
                self.token_items[token.id] = item
            text = str(token.data.get("name", token.kind))
            health = token.data.get("health")
            colour = PLAYER_COLOURS[token.owner % len(PLAYER_COLOURS)] if token.owner is not None else SHARED_COLOUR
            small = token.kind != "fighter" or token.data.get("size") == "small"  # drawn smaller, at the rim
            item.show_token(text, health if isinstance(health, int) else None, colour, small)
            point = self._token_point(token.location, crowd, rim=small)
            item.setVisible(point is not None)
            if point is not None and not item.dragging:
                item.setPos(point)
                item.setZValue(510 if small else 500)  # a marker at the rim lies over the fighter's edge

    RIM = ((-20.0, -18.0), (20.0, -18.0), (27.0, 2.0), (-27.0, 2.0), (20.0, 20.0), (-20.0, 20.0))
    """Where markers (items, traps, fog) and small fighters sit around a space's centre, in the order
    they come: the centre stays for the fighter that fills the space, so no token hides another
    (its health badge, lower left, is taken last)."""

    def _token_point(self, location: str, crowd: dict[str, int], *, rim: bool = False) -> QPointF | None:
        if location.startswith(SPACE) and self.board is not None:
            space = location[len(SPACE):]
            centre = self.board.centres.get(space)
            if centre is None:
                return None
            key = f"{space} rim" if rim else space
            count = crowd.get(key, 0)
            crowd[key] = count + 1
            if rim:
                dx, dy = self.RIM[count % len(self.RIM)]
                return centre + QPointF(dx, dy)
            return centre + QPointF(count * 14.0, count * 10.0)
        if location in self.card_items and self.card_items[location].isVisible():
            card = self.card_items[location]
            return card.pos() + QPointF(self.card.width - 12, 12)
        return None

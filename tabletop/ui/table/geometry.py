"""Where things go on the table, in scene pixels: zone rectangles and card slots.

Pure arithmetic (no Qt), so it is easy to test and fast while dragging.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.layout import ZoneSpot

CARD_WIDTH = 100.0
GAP = 6.0  # between neighbouring cards in a row
ATTACH_OFFSET = 0.24  # of a card height: how far each tucked card peeks out below its host
CASCADE_STEP = 0.2  # of a card height: the visible top strip of each card in a cascade
MIN_PEEK = 0.06  # of a card height: the least a tucked card peeks out where its zone leaves no room


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.width and self.y <= py <= self.y + self.height

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2


@dataclass(frozen=True)
class CardSize:
    width: float
    height: float


def card_size_for(ratio: float) -> CardSize:
    """Scene size of a card, from the game's face ratio (height / width)."""
    return CardSize(CARD_WIDTH, round(CARD_WIDTH * ratio, 1))


FIELD_WIDTH = 14.0  # a seat's field, in card widths (x from -7 to 7)
FIELD_DEPTH = 3.6  # and in card heights (y from 0 to 3.6 below the centre line)
OTHERS_SCALE = 0.5  # with three or four seats, the other seats' fields are drawn at this size
ROW_GAP = 0.6  # card heights between two rows of other seats' fields (their labels and names)
COLUMN_GAP = 0.6  # card widths between two other seats' fields side by side (tokens on their cards overhang)
LABEL_ROOM = 0.3  # card heights kept free above the centre line for the labels of the fields across


@dataclass(frozen=True)
class SeatFrame:
    """Where one seat's field sits: turned (across the table), scaled, then moved (card units)."""

    dx: float = 0.0
    dy: float = 0.0
    scale: float = 1.0
    turned: bool = False


def seat_frames(seats: int, bottom: int = 0, ceiling: float = 0.0,
                reach: tuple[float, float] = (0.0, FIELD_DEPTH)) -> dict[int, SeatFrame]:
    """Each seat's frame on the table.

    Two seats face each other at full size. With three or four, ``bottom`` (the
    seat deciding, in a hot-seat game) sits at full size at the bottom and the
    others sit across the table at half size, as around a real table: the
    next seat on the left, the one before on the right, the one opposite
    above them; all above ``ceiling`` (the highest card-height reached by
    shared zones or a board, a number ≤ 0). ``reach`` is (nearest, farthest)
    distance of a seat's own zones from the centre line, in card heights: the
    fields across are drawn from their nearest zone, so a game whose seats' zones
    start far from the centre line (room kept for a board) leaves no empty band.
    """
    if seats <= 2:
        return {0: SeatFrame(), 1: SeatFrame(turned=True)} if seats == 2 else {0: SeatFrame()}
    frames = {bottom: SeatFrame()}
    ring = [(bottom + step) % seats for step in range(1, seats)]
    others = [ring[0], ring[-1], *ring[1:-1]]
    near, far = reach
    depth = (far - near) * OTHERS_SCALE
    top = min(0.0, ceiling) - LABEL_ROOM + near * OTHERS_SCALE
    for index, seat in enumerate(others):
        row, column = divmod(index, 2)
        in_row = min(2, len(others) - row * 2)
        centre = 0.0 if in_row == 1 else (-1 if column == 0 else 1) * (FIELD_WIDTH * OTHERS_SCALE + COLUMN_GAP) / 2
        frames[seat] = SeatFrame(centre, top - row * (depth + ROW_GAP), OTHERS_SCALE, turned=True)
    return frames


def spot_rect(spot: ZoneSpot, frame: SeatFrame | None, card: CardSize) -> Rect:
    """A zone's rectangle in scene pixels; ``frame`` None for a shared zone (table coordinates)."""
    x, y, w, h = spot.x, spot.y, spot.width, spot.height
    if frame is not None:
        if frame.turned:
            x, y = -(x + w), -(y + h)
        x, y, w, h = x * frame.scale + frame.dx, y * frame.scale + frame.dy, w * frame.scale, h * frame.scale
    return Rect(x * card.width, y * card.height, w * card.width, h * card.height)


def scaled(card: CardSize, scale: float) -> CardSize:
    return card if scale == 1.0 else CardSize(card.width * scale, card.height * scale)


@dataclass(frozen=True)
class Slot:
    """Top-left of a card in a zone, its stacking order, and whether it is drawn at all."""

    x: float
    y: float
    z: float
    visible: bool = True


def arrange(spot: ZoneSpot, rect: Rect, count: int, card: CardSize, attached: list[int] | None = None,
            upward: bool = False, turned: list[bool] | None = None) -> list[Slot]:
    """Slots for ``count`` cards in a zone (``attached[i]``: how many cards hang under card i;
    ``turned[i]``: card i lies sideways, so in a row it takes a card's height, not its width).

    ``upward``: the zone belongs to the player at the top, so cards sit at the
    zone's far edge and tucked cards peek out towards that player.
    """
    if count == 0:
        return []
    attached = attached or [0] * count
    if spot.arrange == "pile":
        return _pile(rect, count, card)
    if spot.arrange == "cascade":
        return _cascade(rect, count, card)
    if spot.arrange == "spread":
        return _spread(spot, rect, count, card, upward)
    return _line(rect, count, card, attached, squeeze_first=spot.arrange == "fan", upward=upward,
                 turned=turned or [False] * count)


def _pile(rect: Rect, count: int, card: CardSize) -> list[Slot]:
    x = rect.x + (rect.width - card.width) / 2
    y = rect.y + (rect.height - card.height) / 2
    slots = []
    for index in range(count):
        depth = min(count - 1 - index, 3)  # the top few cards show a little edge
        slots.append(Slot(x + depth * 1.5, y + depth * 1.5, index, visible=count - index <= 4))
    return slots


def _cascade(rect: Rect, count: int, card: CardSize) -> list[Slot]:
    step = CASCADE_STEP * card.height
    if count > 1 and step * (count - 1) + card.height > rect.height:
        step = max(6.0, (rect.height - card.height) / (count - 1))
    x = rect.x + (rect.width - card.width) / 2
    return [Slot(x, rect.y + index * step, index) for index in range(count)]


def _spread(spot: ZoneSpot, rect: Rect, count: int, card: CardSize, upward: bool) -> list[Slot]:
    slots_total = max(spot.slots, count, 1)
    width = rect.width / slots_total
    y = rect.y + rect.height - card.height - 4 if upward else rect.y + 4
    return [Slot(rect.x + index * width + (width - card.width) / 2, y, index * 10) for index in range(count)]


def _line(rect: Rect, count: int, card: CardSize, attached: list[int], squeeze_first: bool,
          upward: bool, turned: list[bool]) -> list[Slot]:
    y = rect.y + rect.height - card.height - 4 if upward else rect.y + 4
    if any(turned):
        return _line_with_turned(rect, card, squeeze_first, y, turned)
    natural = count * card.width + (count - 1) * GAP
    if natural <= rect.width - 8:
        step = card.width + GAP
        start = rect.x + 4 if not squeeze_first else rect.x + (rect.width - natural) / 2
    else:
        step = (rect.width - 8 - card.width) / max(count - 1, 1)
        start = rect.x + 4
    return [Slot(start + index * step, y, index * 10) for index in range(count)]


def _line_with_turned(rect: Rect, card: CardSize, squeeze_first: bool, y: float, turned: list[bool]) -> list[Slot]:
    """A row where some cards lie sideways: each takes the room it shows (a card turns about its
    centre, so its slot is shifted by half the difference), squeezed evenly when the row is too long."""
    widths = [card.height if sideways else card.width for sideways in turned]
    natural = sum(widths) + (len(widths) - 1) * GAP
    if natural <= rect.width - 8:
        gap = GAP
        left = rect.x + 4 if not squeeze_first else rect.x + (rect.width - natural) / 2
    else:
        gap = (rect.width - 8 - sum(widths)) / max(len(widths) - 1, 1)
        left = rect.x + 4
    slots = []
    for index, width in enumerate(widths):
        slots.append(Slot(left + (width - card.width) / 2, y, index * 10))
        left += width + gap
    return slots


def attachment_slot(host: Slot, index: int, card: CardSize, upward: bool = False, peek: float | None = None) -> Slot:
    """Where the index-th card tucked under a host sits: peeking out below it (above, upward),
    each by ``peek`` (by default :data:`ATTACH_OFFSET` of a card height)."""
    offset = (index + 1) * (ATTACH_OFFSET * card.height if peek is None else peek)
    return Slot(host.x, host.y - offset if upward else host.y + offset, host.z - 1 - index)


def peek_in(zone: Rect, host: Slot, card: CardSize, count: int, upward: bool = False) -> float:
    """How far each of ``count`` cards tucked under the card at ``host`` peeks out: the usual strip,
    less where the zone's edge is nearer, so tucked cards stay on their own zone rather than lying
    on the next zone's cards (a zone one card high keeps :data:`MIN_PEEK`: something is seen tucked)."""
    usual = ATTACH_OFFSET * card.height
    if count <= 0:
        return usual
    room = host.y - zone.y if upward else zone.y + zone.height - (host.y + card.height)
    return max(MIN_PEEK * card.height, min(usual, room / count))


def insertion_index(spot: ZoneSpot, slots: list[Slot], px: float, count: int) -> int:
    """Where a card dropped at x = ``px`` goes in a zone's order."""
    if spot.arrange == "pile" or not slots:
        return count
    if spot.arrange == "cascade":
        return count
    for index, slot in enumerate(slots):
        if px < slot.x + CARD_WIDTH / 2:
            return index
    return count


# -- a board of spaces: axial hex coordinates ------------------------------
SQRT3 = 3 ** 0.5


def hex_centre(q: int, r: int, size: float) -> tuple[float, float]:
    """Centre of a pointy-top hex at axial (q, r)."""
    return size * SQRT3 * (q + r / 2), size * 1.5 * r


def hex_corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    import math

    return [(cx + size * math.cos(math.radians(60 * i - 30)), cy + size * math.sin(math.radians(60 * i - 30)))
            for i in range(6)]

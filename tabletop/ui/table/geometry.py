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


def spot_rect(spot: ZoneSpot, side: int | None, card: CardSize) -> Rect:
    """A zone's rectangle; side 1 is the top player's (turned half a circle)."""
    x, y, w, h = spot.x, spot.y, spot.width, spot.height
    if side == 1:
        x, y = -(x + w), -(y + h)
    return Rect(x * card.width, y * card.height, w * card.width, h * card.height)


@dataclass(frozen=True)
class Slot:
    """Top-left of a card in a zone, its stacking order, and whether it is drawn at all."""

    x: float
    y: float
    z: float
    visible: bool = True


def arrange(spot: ZoneSpot, rect: Rect, count: int, card: CardSize, attached: list[int] | None = None,
            upward: bool = False) -> list[Slot]:
    """Slots for ``count`` cards in a zone (``attached[i]``: how many cards hang under card i).

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
    return _line(rect, count, card, attached, squeeze_first=spot.arrange == "fan", upward=upward)


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
          upward: bool) -> list[Slot]:
    natural = count * card.width + (count - 1) * GAP
    if natural <= rect.width - 8:
        step = card.width + GAP
        start = rect.x + 4 if not squeeze_first else rect.x + (rect.width - natural) / 2
    else:
        step = (rect.width - 8 - card.width) / max(count - 1, 1)
        start = rect.x + 4
    y = rect.y + rect.height - card.height - 4 if upward else rect.y + 4
    return [Slot(start + index * step, y, index * 10) for index in range(count)]


def attachment_slot(host: Slot, index: int, card: CardSize, upward: bool = False) -> Slot:
    """Where the index-th card tucked under a host sits: peeking out below it (above, upward)."""
    offset = (index + 1) * ATTACH_OFFSET * card.height
    return Slot(host.x, host.y - offset if upward else host.y + offset, host.z - 1 - index)


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


# -- the Unmatched board: axial hex coordinates ------------------------------
SQRT3 = 3 ** 0.5


def hex_centre(q: int, r: int, size: float) -> tuple[float, float]:
    """Centre of a pointy-top hex at axial (q, r)."""
    return size * SQRT3 * (q + r / 2), size * 1.5 * r


def hex_corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    import math

    return [(cx + size * math.cos(math.radians(60 * i - 30)), cy + size * math.sin(math.radians(60 * i - 30)))
            for i in range(6)]

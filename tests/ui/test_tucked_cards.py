"""Cards tucked under a card peek out as far as their zone leaves room, so they never lie on the
cards of the zone next door (a WildStorms battlesite's obstacle under a staging area's character,
a W.A.G.O.N. plot device's card on the hand across)."""

from __future__ import annotations

import pytest

from tabletop.ui.table.geometry import (
    ATTACH_OFFSET,
    MIN_PEEK,
    CardSize,
    Rect,
    Slot,
    attachment_slot,
    peek_in,
)

CARD = CardSize(100.0, 140.0)


def test_a_roomy_zone_keeps_the_usual_peek() -> None:
    zone = Rect(0, 0, 300, 140 * 2)
    assert peek_in(zone, Slot(4, 4, 0), CARD, 2) == pytest.approx(ATTACH_OFFSET * 140)


@pytest.mark.parametrize("upward", [False, True])
@pytest.mark.parametrize("count", [1, 2])
def test_tucked_cards_stay_inside_a_zone_with_some_room(count: int, upward: bool) -> None:
    zone = Rect(0, 0, 300, 140 * 1.2)
    host = Slot(4, zone.height - 140 - 4 if upward else 4, 0)
    peek = peek_in(zone, host, CARD, count, upward)
    assert peek < ATTACH_OFFSET * 140
    last = attachment_slot(host, count - 1, CARD, upward, peek)
    assert zone.y <= last.y and last.y + 140 <= zone.y + zone.height + 1e-9


def test_a_zone_one_card_high_still_shows_a_sliver() -> None:
    zone = Rect(0, 0, 110, 140)
    host = Slot(4, 4, 0)
    peek = peek_in(zone, host, CARD, 1)
    assert peek == pytest.approx(MIN_PEEK * 140)
    assert attachment_slot(host, 0, CARD, False, peek).y == pytest.approx(4 + MIN_PEEK * 140)


def test_half_size_fields_peek_by_half() -> None:
    small = CardSize(50.0, 70.0)
    assert peek_in(Rect(0, 0, 100, 70), Slot(2, 2, 0), small, 1) == pytest.approx(MIN_PEEK * 70)

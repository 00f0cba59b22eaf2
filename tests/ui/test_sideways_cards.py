"""A card lying sideways in a row (a tapped, injured or stunned card) takes the room it shows, so it
never lies on the card beside it; a row with none sideways is laid out exactly as before."""

from __future__ import annotations

import pytest

from tabletop.engine.layout import ZoneSpot
from tabletop.ui.table.geometry import CardSize, Rect, arrange

CARD = CardSize(100.0, 140.0)
ROW = ZoneSpot("p0.rank", "Rank", 0, 0, 6, 1.2, arrange="row")


def _shown(slots, turned: list[bool]) -> list[tuple[float, float]]:  # noqa: ANN001
    """Left and right edge of each card as seen (a card turns about its centre)."""
    return [(slot.x + CARD.width / 2 - (CARD.height if sideways else CARD.width) / 2,
             slot.x + CARD.width / 2 + (CARD.height if sideways else CARD.width) / 2)
            for slot, sideways in zip(slots, turned, strict=True)]


@pytest.mark.parametrize("width", [900.0, 420.0])
@pytest.mark.parametrize("turned", [[True, True, False], [False, True, True, False], [True] * 4])
def test_sideways_cards_in_a_row_never_lie_on_each_other_when_there_is_room(width: float, turned: list[bool]) -> None:
    rect = Rect(0, 0, width, 170)
    shown = _shown(arrange(ROW, rect, len(turned), CARD, upward=False, turned=turned), turned)
    room = sum(right - left for left, right in shown) <= width - 8
    for (_, right), (left, _) in zip(shown, shown[1:], strict=False):
        if room:
            assert right <= left + 1e-9
    assert shown[0][0] >= rect.x + 4 - 1e-9 and shown[-1][1] <= rect.x + width - 4 + 1e-9  # squeezed within


def test_a_row_with_no_card_sideways_is_laid_out_as_before() -> None:
    rect = Rect(0, 0, 900, 170)
    plain = arrange(ROW, rect, 4, CARD)
    assert arrange(ROW, rect, 4, CARD, turned=[False] * 4) == plain
    assert [slot.x for slot in plain] == pytest.approx([4 + index * (CARD.width + (plain[1].x - plain[0].x - CARD.width))
                                                        for index in range(4)])

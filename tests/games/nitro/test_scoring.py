"""Tournament match scoring from reputations."""

from __future__ import annotations

import pytest

from tabletop.games.nitro.scoring import match_winner, points_per_win


@pytest.mark.parametrize(
    ("own", "other", "points"),
    [
        (7, 7, 1),  # equal reputations
        (6, 7, 1), (4, 7, 1), (7, 4, 1),  # 1 to 3 apart: both 1
        (3, 7, 2), (1, 7, 2), (7, 1, 1),  # 4 to 6 apart: lower 2, higher 1
        (3, 10, 3), (3, 11, 3), (11, 3, 1),  # 7 or more apart: lower 3, higher 1
    ],
)
def test_points_per_win(own: int, other: int, points: int) -> None:
    assert points_per_win(own, other) == points


def test_match_winner() -> None:
    assert match_winner({"ann": 2, "bob": 1}) is None
    assert match_winner({"ann": 2, "bob": 3}) == "bob"
    assert match_winner({"ann": 4, "bob": 0}) == "ann"

"""Tournament match scoring: points per round won, from the Wrestlers' reputations.

The lower-reputation Wrestler earns more per win the wider the gap: up to 3
apart both earn 1; 4 to 6 apart the lower earns 2; 7 or more apart the lower
earns 3. The higher (or equal) one always earns 1.
"""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.games.nitro.constants import MATCH_POINTS_TO_WIN


def points_per_win(own_reputation: int, other_reputation: int) -> int:
    """Match points the Wrestler with ``own_reputation`` earns for winning a round."""
    gap = other_reputation - own_reputation
    if gap >= 7:
        return 3
    if gap >= 4:
        return 2
    return 1


def match_winner(points: Mapping[str, int]) -> str | None:
    """The player who has reached the match target, or None while the match goes on."""
    for player, score in points.items():
        if score >= MATCH_POINTS_TO_WIN:
            return player
    return None

"""How good a Nitro position looks to a seat, from its view only (the computer opponents use it)."""

from __future__ import annotations

from typing import Any

from tabletop.bots.scoring import count, mean, opponents, squash
from tabletop.carddb.model import CardDatabase


def _deck(view: dict[str, Any], seat: int) -> int:
    return count(view, f"p{seat}.deck")


def _corner(view: dict[str, Any], seat: int) -> int:
    return count(view, f"p{seat}.corner")


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """Cards left in the decks first (running out loses), then the corner and the hand; match score."""
    if view.get("winner") is not None:
        teams = view.get("teams") or ()
        team = next((tuple(t) for t in teams if seat in t), (seat,))
        return 1.0 if view["winner"] in team else 0.0
    others = opponents(view, seat)
    mine = _deck(view, seat)
    theirs = mean([_deck(view, o) for o in others])
    decks = (mine - theirs) / max(10.0, mine + theirs)
    if min(mine, theirs or 1) <= 5:
        decks *= 2
    corner = _corner(view, seat) - mean([_corner(view, o) for o in others])
    hand = count(view, f"p{seat}.hand") - mean([count(view, f"p{o}.hand") for o in others])
    fields = view.get("fields", {})
    score = float(fields.get(f"p{seat}.match_points", 0)) - mean(
        [float(fields.get(f"p{o}.match_points", 0)) for o in others])
    return squash(0.5 * decks + 0.02 * corner + 0.01 * hand + 0.15 * score)

"""How good an Unmatched position looks to a seat, from its view only (the computer opponents use it)."""

from __future__ import annotations

from typing import Any

from tabletop.bots.scoring import count, mean, opponents, squash
from tabletop.carddb.model import CardDatabase

SPACE = "space:"


def _fighters(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    return [t for t in view["tokens"].values()
            if t.get("kind") == "fighter" and t.get("owner") == seat and str(t.get("location", "")).startswith(SPACE)]


def _health(view: dict[str, Any], seat: int) -> tuple[float, float]:
    """The heroes' share of health left, and the sidekicks' (0 when none are on the board)."""
    fighters = _fighters(view, seat)
    heroes = [t for t in fighters if t.get("hero")]
    sidekicks = [t for t in fighters if not t.get("hero")]
    hero = mean([int(t.get("health", 0)) / max(1, int(t.get("max_health", 1))) for t in heroes])
    side = sum(int(t.get("health", 0)) for t in sidekicks) / 10.0
    return hero, side


def _places(db: CardDatabase) -> dict[str, dict[str, tuple[int, int]]]:
    """Per battlefield: each space's hex coordinates (the board is public; the view names spaces only)."""
    return db.derived(("unmatched.bot.places",), lambda d: {
        field_id: {space.id: (space.q, space.r) for space in field.spaces}
        for field_id, field in d.extras.get("battlefield", {}).items()})


def _closeness(view: dict[str, Any], seat: int, others: list[int], db: CardDatabase) -> float:
    """How near the seat's fighters stand to the nearest enemy, 1 touching, 0 far (hex steps, walls ignored)."""
    mine = [str(t["location"])[len(SPACE):] for t in _fighters(view, seat)]
    theirs = [str(t["location"])[len(SPACE):] for o in others for t in _fighters(view, o)]
    if not mine or not theirs:
        return 0.0
    board = next((spaces for spaces in _places(db).values() if all(s in spaces for s in (*mine, *theirs))), None)
    if board is None:
        return 0.0

    def steps(a: str, b: str) -> int:
        (q1, r1), (q2, r2) = board[a], board[b]
        return (abs(q1 - q2) + abs(r1 - r2) + abs(q1 + r1 - q2 - r2)) // 2

    return mean([1.0 / max(1, min(steps(a, b) for b in theirs)) for a in mine])


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """The hero's health against the opponent's first, then sidekicks, closing in, and cards in hand."""
    others = opponents(view, seat)
    mine = _health(view, seat)
    theirs = [_health(view, o) for o in others]
    hero = mine[0] - mean([h for h, _ in theirs])
    side = mine[1] - mean([s for _, s in theirs])
    hand = count(view, f"p{seat}.hand") - mean([count(view, f"p{o}.hand") for o in others])
    near = _closeness(view, seat, others, db)
    return squash(0.45 * hero + 0.05 * side + 0.01 * hand + 0.03 * near)

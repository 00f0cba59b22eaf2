"""How good an Unmatched position looks to a seat, from its view only (the computer opponents use it)."""

from __future__ import annotations

from typing import Any

from tabletop.bots.scoring import count, mean, opponents, squash
from tabletop.carddb.model import CardDatabase


def _fighters(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    return [t for t in view["tokens"].values()
            if t.get("kind") == "fighter" and t.get("owner") == seat and str(t.get("location", "")).startswith("space:")]


def _health(view: dict[str, Any], seat: int) -> tuple[float, float]:
    """The heroes' share of health left, and the sidekicks' (0 when none are on the board)."""
    fighters = _fighters(view, seat)
    heroes = [t for t in fighters if t.get("hero")]
    sidekicks = [t for t in fighters if not t.get("hero")]
    hero = mean([int(t.get("health", 0)) / max(1, int(t.get("max_health", 1))) for t in heroes])
    side = sum(int(t.get("health", 0)) for t in sidekicks) / 10.0
    return hero, side


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """The hero's health against the opponent's first, then sidekicks and cards in hand."""
    others = opponents(view, seat)
    mine = _health(view, seat)
    theirs = [_health(view, o) for o in others]
    hero = mine[0] - mean([h for h, _ in theirs])
    side = mine[1] - mean([s for _, s in theirs])
    hand = count(view, f"p{seat}.hand") - mean([count(view, f"p{o}.hand") for o in others])
    return squash(0.45 * hero + 0.05 * side + 0.015 * hand)

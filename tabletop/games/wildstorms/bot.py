"""How good a WildStorms position looks to a seat, from its view only (the computer opponents use it).

N seats: a team game pools partners' points (as the rules do); the race is
against the best opposing side, since only one side wins.
"""

from __future__ import annotations

from typing import Any

from tabletop.bots.scoring import cards, count, mean, opponents, squash
from tabletop.carddb.model import CardDatabase

BATTLE_ZONES = ("front", "rear", "air")
WAITING = {"staging": 0.7, "holding": 0.5}  # characters on their way count for less
KO = 2


def _goal(view: dict[str, Any], db: CardDatabase) -> int:
    if view.get("goal"):
        return int(view["goal"])
    site = cards(view, "shared.battlesite")
    card = db.cards.get(site[0].get("definition", "")) if site else None
    return int(getattr(card, "control_points", 0) or 30)


def _worth(card: dict[str, Any], db: CardDatabase) -> float:
    """A face-up card's points, with what is attached to it (equipment)."""
    definition = db.cards.get(card.get("definition", ""))
    own = float(getattr(definition, "points", 0) or 0) if definition is not None else 0.0
    return own + sum(_worth(a, db) for a in card.get("attachments", ()) if not a.get("hidden"))


def _strength(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """Points of the active (not K.O.'d) characters and their equipment, less for injuries;
    those still in staging or holding count for less (a face-down one by its count alone)."""
    total = 0.0
    weights = {**{zone: 1.0 for zone in BATTLE_ZONES}, **WAITING}
    for zone, weight in weights.items():
        for card in cards(view, f"p{seat}.{zone}"):
            injuries = int(card.get("counters", {}).get("injury", 0))
            if card.get("hidden"):
                total += weight * 5.0 if zone == "staging" else 0.0
            elif injuries < KO:
                total += weight * _worth(card, db) * (1.0 - 0.3 * injuries)
    return total


def _sides(view: dict[str, Any], seat: int) -> tuple[list[int], list[list[int]]]:
    """The seat's side, and each opposing side (a team, or a lone player)."""
    teams = [list(t) for t in view.get("teams") or ()]
    mine = next((t for t in teams if seat in t), [seat])
    others = opponents(view, seat)
    sides = [t for t in teams if seat not in t] if teams else [[o] for o in others]
    return mine, sides


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """Battle points towards the goal first (pooled by partners; against the leading opposing side),
    then the fighting strength on the field, then cards in hand (and, in a campaign, the campaign
    points already won)."""
    goal = max(1, _goal(view, db))
    fields = view.get("fields", {})
    mine, sides = _sides(view, seat)

    def pooled(side: list[int]) -> float:
        return float(sum(fields.get(f"p{p}.points", 0) for p in side))

    leader = max((pooled(side) for side in sides), default=0.0)
    points = pooled(mine) - leader
    others = [o for side in sides for o in side]
    strength = sum(_strength(view, p, db) for p in mine) / len(mine) - mean([_strength(view, o, db) for o in others])
    hand = count(view, f"p{seat}.hand") - mean([count(view, f"p{o}.hand") for o in others])
    ahead = fields.get(f"p{seat}.campaign", 0) - mean([fields.get(f"p{o}.campaign", 0) for o in others])
    return squash(0.4 * points / goal + 0.006 * strength + 0.002 * hand + 0.004 * ahead)

"""How good a WildStorms position looks to a seat, from its view only (the computer opponents use it)."""

from __future__ import annotations

from typing import Any

from tabletop.bots.scoring import cards, count, mean, opponents, squash
from tabletop.carddb.model import CardDatabase

BATTLE_ZONES = ("front", "rear", "air")
WAITING = {"staging": 0.7, "holding": 0.5}  # characters on their way count for less
KO = 2


def _goal(view: dict[str, Any], db: CardDatabase) -> int:
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
    those still in staging or holding count for less."""
    total = 0.0
    weights = {**{zone: 1.0 for zone in BATTLE_ZONES}, **WAITING}
    for zone, weight in weights.items():
        for card in cards(view, f"p{seat}.{zone}"):
            injuries = int(card.get("counters", {}).get("injury", 0))
            if not card.get("hidden") and injuries < KO:
                total += weight * _worth(card, db) * (1.0 - 0.3 * injuries)
    return total


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """Battle points towards the battlesite's goal first, then the fighting strength on the field
    (and, in a campaign, the campaign points already won)."""
    goal = max(1, _goal(view, db))
    fields = view.get("fields", {})
    others = opponents(view, seat)
    points = fields.get(f"p{seat}.points", 0) - mean([fields.get(f"p{o}.points", 0) for o in others])
    strength = _strength(view, seat, db) - mean([_strength(view, o, db) for o in others])
    hand = count(view, f"p{seat}.hand") - mean([count(view, f"p{o}.hand") for o in others])
    ahead = fields.get(f"p{seat}.campaign", 0) - mean([fields.get(f"p{o}.campaign", 0) for o in others])
    return squash(0.4 * points / goal + 0.006 * strength + 0.002 * hand + 0.004 * ahead)

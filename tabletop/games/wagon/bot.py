"""How good a W.A.G.O.N. position looks to a seat, from its view only (the computer opponents use it).

Panels win the game, so they weigh most. Then the Character Line: each Character
is material (more for its points in its position and for equipment it carries),
and *threat* — how many of the other side's Characters the strongest Offensive
Character could destroy, or, when the other side has no Character at all, how
many Offensive Characters stand before its open panels. Plot Devices in play
and cards in hand count a little. Printed points only: the view carries no
running totals, and effects that change points are left to the search to see.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.bots.scoring import cards, count, mean, opponents
from tabletop.carddb.model import CardDatabase

PANELS = 5
DEFENSIVE = 90


def _line(view: dict[str, Any], seat: int, db: CardDatabase) -> tuple[list[int], list[int], float]:
    """(OFF of each Offensive Character, the points each Character defends with, material)."""
    attacks: list[int] = []
    guards: list[int] = []
    material = 0.0
    for card in cards(view, f"p{seat}.characters"):
        definition = db.cards.get(card.get("definition") or "")
        if definition is None:
            material += 1.0
            guards.append(0)
            continue
        offense, defense = getattr(definition, "offense", 0), getattr(definition, "defense", 0)
        defensive = card.get("rotation") == DEFENSIVE
        if not defensive:
            attacks.append(offense)
        guards.append(defense if defensive else offense)
        material += 1.0 + 0.1 * max(offense, defense) + 0.5 * len(card.get("attachments") or ())
    return attacks, guards, material


def _threat(attacks: list[int], guards: list[int], panels: int) -> float:
    """What the Offensive Characters could destroy next turn (panels when nothing guards them)."""
    if not attacks:
        return 0.0
    if not guards:
        return 2.0 * min(len(attacks), panels)
    best = max(attacks)
    return float(min(len(attacks), sum(1 for guard in guards if guard < best)))


def _side(view: dict[str, Any], seat: int, others: list[int], db: CardDatabase) -> float:
    attacks, _guards, material = _line(view, seat, db)
    threat = mean([_threat(attacks, _line(view, o, db)[1], count(view, f"p{o}.panels")) for o in others])
    devices = count(view, f"p{seat}.plot_devices")
    return 0.06 * material + 0.05 * threat + 0.03 * devices + 0.006 * count(view, f"p{seat}.hand")


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """Panels first, then material and threat on the Character Line, then Plot Devices and hand."""
    others = opponents(view, seat)
    panels = count(view, f"p{seat}.panels") - mean([count(view, f"p{o}.panels") for o in others])
    mine = _side(view, seat, others, db)
    theirs = mean([_side(view, o, [x for x in opponents(view, o)], db) for o in others])
    return 0.5 + 0.5 * math.tanh(0.7 * panels / PANELS + 2 * (mine - theirs))  # never flat: no clipping

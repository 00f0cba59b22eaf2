"""How good a W.A.G.O.N. position looks to a seat, from its view only (the computer opponents use it).

Everything is counted in Comic Panels, the thing that wins the game. Each side
has its panels; its Characters, each worth a part of a panel (more for its
points in its position and for equipment it carries); and its *threat* — what
its Offensive Characters could do on their next attack: destroy open panels
when the other side has no Character at all, or destroy the Characters its
strongest attacker beats. A threat is worth less than the thing done (a panel
destroyed counts more than a panel threatened), so the computer never holds
back an attack to keep it looming; the side whose turn it is gets more of its
threat (it can act on it first). Plot Devices in play and cards in hand count
a little. Printed points only: the view carries no running totals, and effects
that change points are left to the search to see.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tabletop.bots.scoring import cards, count, mean, opponents
from tabletop.carddb.model import CardDatabase

DEFENSIVE = 90
CHARACTER = 0.45  # a Character on the line, in panels, before its points and equipment
POINTS = 0.04  # per point of its better stat
EQUIPMENT = 0.15  # per equipment it carries
OPEN_PANEL = 0.45  # a panel an Offensive Character could destroy next (nothing guards it)
KILL = 0.25  # a Character the other side's strongest attacker beats
TO_MOVE = 1.5  # the threat of the side whose turn it is counts this much more
DEVICE = 0.12
HAND = 0.04
SCALE = 2.5  # panels ahead that score 0.88 (tanh 1); nothing is ever flat


@dataclass(frozen=True)
class _Side:
    panels: int
    attacks: tuple[int, ...]  # OFF of each Offensive Character
    guards: tuple[int, ...]  # the points each Character is attacked against (DEF if Defensive, else OFF)
    material: float  # the Characters' worth, in panels


def _side(view: dict[str, Any], seat: int, db: CardDatabase) -> _Side:
    attacks: list[int] = []
    guards: list[int] = []
    material = 0.0
    for card in cards(view, f"p{seat}.characters"):
        definition = db.cards.get(card.get("definition") or "")
        offense, defense = getattr(definition, "offense", 0), getattr(definition, "defense", 0)
        defensive = card.get("rotation") == DEFENSIVE
        if not defensive:
            attacks.append(offense)
        guards.append(defense if defensive else offense)
        material += CHARACTER + POINTS * max(offense, defense) + EQUIPMENT * len(card.get("attachments") or ())
    return _Side(count(view, f"p{seat}.panels"), tuple(attacks), tuple(guards), material)


def _threat(attacker: _Side, defender: _Side) -> float:
    """In panels: the open panels the Offensive Characters could destroy, or the Characters the strongest beats."""
    if not attacker.attacks:
        return 0.0
    if not defender.guards:
        return OPEN_PANEL * min(len(attacker.attacks), defender.panels)
    best = max(attacker.attacks)
    return KILL * min(len(attacker.attacks), sum(1 for guard in defender.guards if guard < best))


def _worth(view: dict[str, Any], seat: int, side: _Side, others: list[_Side]) -> float:
    threat = mean([_threat(side, other) for other in others])
    if view.get("active_player") == seat:
        threat *= TO_MOVE
    return (side.panels + side.material + threat + DEVICE * count(view, f"p{seat}.plot_devices")
            + HAND * count(view, f"p{seat}.hand"))


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """The panels each side has, its Characters and what they threaten, all in panels; 0.5 is even."""
    others = opponents(view, seat)
    sides = {s: _side(view, s, db) for s in (seat, *others)}
    mine = _worth(view, seat, sides[seat], [sides[o] for o in others])
    theirs = mean([_worth(view, o, sides[o], [sides[seat]]) for o in others])
    return 0.5 + 0.5 * math.tanh((mine - theirs) / SCALE)  # never flat: no clipping

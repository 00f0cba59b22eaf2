"""How good a W.A.G.O.N. position looks to a seat, from its view only (the computer opponents use it).

Everything is counted in Comic Panels, the thing that wins the game. Each side
has its panels; its Characters, each worth a part of a panel: a little for
being there (any Character keeps the panels shut), more for its points, and
more again for what its points mean against the other side — the share of
their Characters it beats when it attacks, and the share of their attackers
that cannot destroy it. So one Character that beats everything can be worth
more than the three weak ones sacrificed for it (a Boosted Character).

Then each side's *next attack*: its Offensive Characters, strongest first,
each destroys the best Character it beats (an Offensive one opens an Attack of
Opportunity for the next attacker) or, with nothing left to guard, a panel.
What that would take counts for the side, a part of it: more for the side
whose turn it is, and always less than the thing done, so the computer attacks
rather than keep an attack looming. Plot Devices in play and cards in hand
count a little. The points are the ones the view gives for each Character now
(``points``: printed points with equipment, Plot Devices, counters and other
Characters' abilities; not bonuses that hold only in one battle).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tabletop.bots.scoring import cards, count, mean, opponents
from tabletop.carddb.model import CardDatabase

DEFENSIVE = 90
CHARACTER = 0.35  # a Character on the line, in panels, before its points
POINTS = 0.03  # per point of its better stat
BEATS = 0.3  # ... times the share of the other side's Characters it destroys when it attacks
SAFE = 0.3  # ... times the share of the other side's Characters that cannot destroy it
REFERENCE = 4  # the points a Character is measured against when the other side has none
EQUIPMENT = 0.05  # per equipment it carries (beyond its points: immunities, answers)
PANEL_HIT = 0.9  # a panel destroyed by the next attack, as a share of the panel
KILL = 0.9  # a Character destroyed by the next attack, as a share of its worth
TO_MOVE = 0.55  # how much of its next attack counts for the side whose turn it is
WAITING = 0.3  # ... and for the other side (it attacks after an answer)
DEVICE = 0.12
HAND = 0.05
SCALE = 2.5  # panels ahead that score 0.88 (tanh 1); nothing is ever flat


@dataclass(frozen=True)
class _Character:
    offense: int
    defense: int
    defensive: bool
    equipment: int

    @property
    def guard(self) -> int:
        """The points it is attacked against: DEF in Defensive position, else OFF."""
        return self.defense if self.defensive else self.offense


@dataclass(frozen=True)
class _Side:
    panels: int
    characters: tuple[_Character, ...]


def _side(view: dict[str, Any], seat: int, db: CardDatabase) -> _Side:
    points = view.get("points") or {}
    found = []
    for card in cards(view, f"p{seat}.characters"):
        now = points.get(card.get("id"))
        if now is None:
            definition = db.cards.get(card.get("definition") or "")
            now = (getattr(definition, "offense", 0), getattr(definition, "defense", 0))
        found.append(_Character(int(now[0]), int(now[1]), card.get("rotation") == DEFENSIVE,
                                len(card.get("attachments") or ())))
    return _Side(count(view, f"p{seat}.panels"), tuple(found))


def _worth(character: _Character, other: _Side) -> float:
    """A Character's worth in panels against the other side's Characters (or a middling one)."""
    guards = [c.guard for c in other.characters] or [REFERENCE]
    attacks = [c.offense for c in other.characters] or [REFERENCE]  # any of them may turn Offensive
    beats = sum(1 for guard in guards if guard < character.offense) / len(guards)
    safe = sum(1 for attack in attacks if attack <= character.guard) / len(attacks)
    return (CHARACTER + POINTS * max(character.offense, character.defense) + BEATS * beats + SAFE * safe
            + EQUIPMENT * character.equipment)


def _next_attack(attacker: _Side, defender: _Side) -> float:
    """In panels: what the attacker's Offensive Characters would take, strongest first."""
    targets = list(defender.characters)
    panels = defender.panels
    opening = False
    taken = 0.0
    for striker in sorted((c for c in attacker.characters if not c.defensive), key=lambda c: -c.offense):
        if panels and (opening or not targets):
            taken += PANEL_HIT
            panels -= 1
            opening = False
            continue
        beaten = [c for c in targets if c.guard < striker.offense]
        if not beaten:
            continue
        victim = max(beaten, key=lambda c: (not c.defensive, _worth(c, attacker)))
        taken += KILL * _worth(victim, attacker)
        targets.remove(victim)
        opening = not victim.defensive
    return taken


def _total(view: dict[str, Any], seat: int, side: _Side, others: list[_Side]) -> float:
    material = mean([sum(_worth(c, other) for c in side.characters) for other in others])
    share = TO_MOVE if view.get("active_player") == seat else WAITING
    threat = share * mean([_next_attack(side, other) for other in others])
    return (side.panels + material + threat + DEVICE * count(view, f"p{seat}.plot_devices")
            + HAND * count(view, f"p{seat}.hand"))


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """The panels each side has, its Characters and what its next attack would take, all in panels; 0.5 is even."""
    others = opponents(view, seat)
    sides = {s: _side(view, s, db) for s in (seat, *others)}
    mine = _total(view, seat, sides[seat], [sides[o] for o in others])
    theirs = mean([_total(view, o, sides[o], [sides[seat]]) for o in others])
    return 0.5 + 0.5 * math.tanh((mine - theirs) / SCALE)  # never flat: no clipping

"""How good a WildStorms position looks to a seat, from its view only (the computer opponents use it).

Everything is counted in battle points, then divided by the goal:
- the points already earned (the race to the goal is what wins);
- injuries on the way to points: a stunned character is a share of its points;
- the declared attacks still to be fought (public), each by how likely it is
  to hit now (attack number against Defense, with the combat cards played so
  far) times what the injury would be worth;
- threat: for each active character, the best injury it could make now;
- material: the points of the active characters at the battlesite (they fight,
  and they decide a stalled battle), staged ones for less; a little for cards in hand.

N seats: a team game pools partners' points (as the rules do); the race is
against the best opposing side, since only one side wins.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.bots.scoring import cards, count, mean, opponents
from tabletop.carddb.model import CardDatabase
from tabletop.games.wildstorms.bot_combat import (
    BATTLE_ZONES,
    STUN,
    Fighter,
    best_attack,
    fighters,
    worth,
)
from tabletop.games.wildstorms.cards import Equipment

WAITING = {"staging": 0.5, "holding": 0.1}  # characters on their way count for less
THREAT = 0.3
"""An injury a character could make is worth this share of the injury: the other side answers first."""
MATERIAL = 0.3
HAND = {"character": 0.6, "equipment": 0.45, "enhancement": 0.3, "attack": 0.45, "defense": 0.45}
"""A card in one's own hand by its type (in battle points); any other card counts as little as an empty
place, which the next Draw phase fills (a full hand draws nothing, so a dead card is worth discarding)."""
SLOT = 0.3
REPEAT = 0.7
GIFT = 0.7
"""Equipment put on an opposing character (which may refuse it) counts as a card lost, never as a gain."""
RECRUIT = 10
"""Recruit points a turn: a dearer character cannot come from the hand."""
FULL_HAND = 7
LIKELY, UNLIKELY = 0.8, 0.2
"""How often a declared attack hits when its number meets the Defense now, and when it does not (cards may follow)."""
SCALE = 1.5


def _goal(view: dict[str, Any], db: CardDatabase) -> int:
    if view.get("goal"):
        return int(view["goal"])
    site = cards(view, "shared.battlesite")
    card = db.cards.get(site[0].get("definition", "")) if site else None
    return int(getattr(card, "control_points", 0) or 30)


def _sides(view: dict[str, Any], seat: int) -> tuple[list[int], list[list[int]]]:
    """The seat's side, and each opposing side (a team, or a lone player)."""
    teams = [list(t) for t in view.get("teams") or ()]
    mine = next((t for t in teams if seat in t), [seat])
    others = opponents(view, seat)
    sides = [t for t in teams if seat not in t] if teams else [[o] for o in others]
    return mine, sides


def _reserve(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """Points of the characters on their way (staging, holding; a face-down one by a guess)."""
    total = 0.0
    for zone, weight in WAITING.items():
        for card in cards(view, f"p{seat}.{zone}"):
            total += weight * (5.0 if card.get("hidden") else worth(card, db))
    return total


def _hand(view: dict[str, Any], seat: int, db: CardDatabase, fielded: bool) -> float:
    """The seat's own hand: each card by its use (the second and third of a kind for less; equipment and
    combat cards for little while the seat has no character to use them), and each empty place up to a
    full hand as a card to come."""
    held = [db.cards.get(card.get("definition", "")) for card in cards(view, f"p{seat}.hand")]
    kinds = [getattr(definition, "type", "") for definition in held]
    fielded = fielded or "character" in kinds
    total = SLOT * max(0, FULL_HAND - len(held))
    seen: dict[str, int] = {}
    for definition, kind in zip(held, kinds, strict=True):
        value = HAND.get(kind, SLOT * 0.8)
        if kind == "character" and definition.points > RECRUIT:
            value = SLOT * 0.5
        elif kind != "character" and not fielded:
            value = min(value, SLOT * 0.5)
        total += value * REPEAT ** seen.get(kind, 0)
        seen[kind] = seen.get(kind, 0) + 1
    return total


def _given(view: dict[str, Any], seat: int, sides: list[list[int]], db: CardDatabase) -> int:
    """Cards of the seat's lying on opposing characters (equipment offered to them): a card given away."""
    found = 0
    for side in sides:
        for player in side:
            for zone in (*BATTLE_ZONES, *WAITING):
                for card in cards(view, f"p{player}.{zone}"):
                    found += sum(1 for a in card.get("attachments", ()) if a.get("owner") == seat
                                 and isinstance(db.cards.get(a.get("definition", "")), Equipment))
    return found


def _wounds(found: list[Fighter]) -> float:
    """What the injuries already made are worth to whoever made them (a stun is halfway to the points)."""
    return sum(STUN * f.worth for f in found if f.injuries == 1)


def _threat(attackers: list[Fighter], targets: list[Fighter], view: dict[str, Any]) -> float:
    """Each attacker's best injury it could make now (number meets Defense)."""
    total = 0.0
    for attacker in attackers:
        best = 0.0
        for target in targets:
            found = best_attack(attacker, target, view)
            if found is not None and found[0] >= 0:
                best = max(best, target.gain())
        total += best
    return total


def _fights(view: dict[str, Any], by_id: dict[str, Fighter], mine: list[int]) -> float:
    """The declared attacks not fought yet: likely injuries, for (+) or against (-) the seat's side."""
    total = 0.0
    for fight in view.get("fights") or ():
        attacker, defender = by_id.get(fight["attacker"]), by_id.get(fight["defender"])
        if attacker is None or defender is None:
            continue
        number = attacker.attack.get(fight["style"], 0) + fight.get("helpers", 0) + _foe_change(defender, fight["style"])
        guard = defender.defends(fight["style"]) + attacker.foe_mods.get("D", 0)
        chance = LIKELY if number >= guard else UNLIKELY
        value = chance * defender.gain()
        total += value if attacker.side in mine else -value if defender.side in mine else 0.0
    return total


def _foe_change(defender: Fighter, style: str) -> int:
    """A defense card on the defender that lowers the attacker's number (filed as the foe's change)."""
    return sum(amount for stat, amount in defender.foe_mods.items()
               if stat in ("attack", style, "C" if style == "close" else "R"))


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """The seat's side against the opposing sides, in battle points over the goal, squashed to 0..1."""
    goal = max(1, _goal(view, db))
    fields = view.get("fields", {})
    mine, sides = _sides(view, seat)
    others = [o for side in sides for o in side]

    def pooled(side: list[int]) -> float:
        return float(sum(fields.get(f"p{p}.points", 0) for p in side))

    points = pooled(mine) - max((pooled(side) for side in sides), default=0.0)
    ours = fighters(view, mine, db)
    theirs = fighters(view, others, db)
    by_id = {f.id: f for f in ours + theirs}
    spread = max(1, len(sides))
    progress = _wounds(theirs) / spread - _wounds(ours)
    threat = _threat(ours, theirs, view) / spread - _threat(theirs, ours, view)
    material = (sum(f.worth for f in ours) + sum(_reserve(view, p, db) for p in mine)
                - (sum(f.worth for f in theirs) + sum(_reserve(view, o, db) for o in others)) / spread)
    fielded = bool(ours) or any(count(view, f"p{p}.{zone}") for p in mine for zone in WAITING)
    hand = _hand(view, seat, db, fielded) - SLOT * mean([count(view, f"p{o}.hand") for o in others])
    hand -= GIFT * _given(view, seat, sides, db)
    ahead = fields.get(f"p{seat}.campaign", 0) - mean([fields.get(f"p{o}.campaign", 0) for o in others])
    total = (points + progress + _fights(view, by_id, mine) + THREAT * threat + MATERIAL * material / len(mine)
             + hand + 0.1 * ahead)
    return 0.5 + 0.5 * math.tanh(SCALE * total / goal)

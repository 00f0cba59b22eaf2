"""How good a W.A.G.O.N. position looks to a seat, from its view only (the computer opponents use it)."""

from __future__ import annotations

from typing import Any

from tabletop.bots.scoring import cards, count, mean, opponents, squash
from tabletop.carddb.model import CardDatabase

PANELS = 5


def _strength(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """Printed points on the Character Line (a Defensive Character counts its DEF)."""
    total = 0.0
    for card in cards(view, f"p{seat}.characters"):
        definition = db.cards.get(card.get("definition") or "")
        if definition is None:
            continue
        defensive = card.get("rotation") == 90
        total += getattr(definition, "defense" if defensive else "offense", 0)
    return total


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """Panels first, then the strength on the Character Line, then cards in hand and in play."""
    others = opponents(view, seat)
    panels = count(view, f"p{seat}.panels") - mean([count(view, f"p{o}.panels") for o in others])
    strength = _strength(view, seat, db) - mean([_strength(view, o, db) for o in others])

    def at_hand(who: int) -> int:
        return count(view, f"p{who}.hand") + count(view, f"p{who}.plot_devices")

    hand = at_hand(seat) - mean([at_hand(o) for o in others])
    return squash(0.4 * panels / PANELS + 0.012 * strength + 0.01 * hand)

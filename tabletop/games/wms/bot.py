"""How good a WMS position looks to a seat, from its view only (the computer opponents use it)."""

from __future__ import annotations

from typing import Any

from tabletop.bots.scoring import cards, count, mean, opponents, squash
from tabletop.carddb.model import CardDatabase

WOUNDS = 4


def _wounds(view: dict[str, Any], seat: int) -> int:
    chiefs = cards(view, f"p{seat}.commander")
    return int(chiefs[0].get("counters", {}).get("wound", 0)) if chiefs else 0


def evaluate(view: dict[str, Any], seat: int, db: CardDatabase) -> float:
    """Wounds left on the Commanders first, then the cards each army still has to fight with."""
    others = opponents(view, seat)
    wounds = _wounds(view, seat) - mean([_wounds(view, other) for other in others])
    def cards_at_hand(who: int) -> int:  # a play on the stack is still the army's strength this Fight
        return count(view, f"p{who}.hand") + count(view, f"p{who}.battlefield") + count(view, f"p{who}.support")

    hand = cards_at_hand(seat) - mean([cards_at_hand(o) for o in others])
    deck = count(view, f"p{seat}.deck") - mean([count(view, f"p{o}.deck") for o in others])
    reserves = count(view, f"p{seat}.reserves") - mean([count(view, f"p{o}.reserves") for o in others])
    return squash(0.45 * wounds / WOUNDS + 0.02 * hand + 0.002 * deck + 0.01 * reserves)

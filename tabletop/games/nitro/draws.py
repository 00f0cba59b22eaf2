"""Drawing cards, and the moment a deck runs out."""

from __future__ import annotations

from tabletop.games.nitro.constants import DECK, HAND
from tabletop.games.nitro.context import NitroContext
from tabletop.games.nitro.match import deck_out


def draw(ctx: NitroContext, seat: int, count: int, why: str = "") -> bool:
    """``seat`` draws ``count`` cards; False when its deck ran out (the round is decided)."""
    deck = ctx.cards_in(seat, DECK)
    hand = ctx.zone(seat, HAND)
    drawn = 0
    for _ in range(count):
        if not deck:
            break
        card = deck[-1]
        ctx.change.move(card, hand)
        ctx.change.set_card(card, "face_up", True)
        drawn += 1
    if why:
        ctx.note(f"{why}: {ctx.seat_name(seat)} draws {drawn}.")
    if not deck:
        return not deck_out(ctx, seat)
    return True

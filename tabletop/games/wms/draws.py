"""Drawing cards, and losing the game when a deck runs out (depleted army) or the last Wound goes."""

from __future__ import annotations

from tabletop.engine.rules import queue
from tabletop.engine.words import count as words_count
from tabletop.games.wms.catalog import DECK, HAND, HAND_SIZE
from tabletop.games.wms.context import WmsContext


def lose_game(ctx: WmsContext, loser: int, reason: str) -> None:
    players = ctx.state.players
    winner = ctx.other(loser)
    queue.end_game(ctx, winner, f"{players[loser].name} loses the game: {reason}. {players[winner].name} wins.")
    ctx.change.set(("phase",), "Game over")


def draw(ctx: WmsContext, player: int, count: int) -> bool:
    """Draw ``count`` cards; a player who must draw from an empty deck loses (depleted army)."""
    deck = ctx.cards_in(player, DECK)
    for _ in range(count):
        if not deck:
            lose_game(ctx, player, "their deck is empty and they must draw (depleted army)")
            return False
        card = deck[-1]
        ctx.change.move(card, ctx.zone(player, HAND))
        ctx.change.set_card(card, "face_up", True)
    return True


def refill(ctx: WmsContext, player: int) -> bool:
    """The Draw Step: refill the hand to 5 (Token cards do not count); no draw at 5 or more."""
    missing = HAND_SIZE - ctx.hand_count(player)
    name = ctx.seat_name(player)
    if missing <= 0:
        ctx.note(f"{name} holds {words_count(ctx.hand_count(player), 'card', zero='')}: no draw.")
        return True
    ctx.note(f"{name} draws {words_count(missing, 'card')}.")
    return draw(ctx, player, missing)

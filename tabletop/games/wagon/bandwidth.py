"""Bandwidth: what a seat can spend, and paying a cost.

Bandwidth comes from two places: Bandwidth cards in hand (discarded to pay)
and the bandwidth cards in play generated this turn (the seat's pool, shown
in the player panel). The pool is spent first, since whatever is left of it
at the end of the turn is lost; the rest is paid with Bandwidth cards.
"""

from __future__ import annotations

from tabletop.engine.rules import Explained
from tabletop.games.wagon.cards import Bandwidth
from tabletop.games.wagon.context import DISCARD, HAND, WagonContext


def pool_key(seat: int) -> str:
    return f"p{seat}.bandwidth"


def bandwidth_cards(ctx: WagonContext, seat: int) -> list[str]:
    return [card for card in ctx.cards_in(seat, HAND) if isinstance(ctx.card(card), Bandwidth)]


def available(ctx: WagonContext, seat: int) -> int:
    """All the bandwidth ``seat`` could pay now: the pool plus every Bandwidth card in hand."""
    def work() -> int:
        return ctx.pool(seat) + sum(ctx.card(card).amount for card in bandwidth_cards(ctx, seat))
    return ctx.remembered(("bandwidth", seat), work)


def gain(ctx: WagonContext, seat: int, amount: int, why: str) -> None:
    if amount <= 0:
        return
    total = ctx.pool(seat) + amount
    ctx.change.set_data(pool_key(seat), total)
    ctx.note(f"{ctx.seat_name(seat)} gains {amount} Bandwidth ({why}): {total} to spend this turn.")


def pay(ctx: WagonContext, seat: int, cost: int, why: str) -> None:
    """Pay ``cost`` for ``why``: the pool first, then Bandwidth cards from hand to the discard pile."""
    if cost <= 0:
        return
    parts: list[tuple[int, str]] = []
    from_pool = min(ctx.pool(seat), cost)
    if from_pool:
        ctx.change.set_data(pool_key(seat), ctx.pool(seat) - from_pool)
        parts.append((from_pool, "generated"))
    owed = cost - from_pool
    paid_cards = 0
    for card in list(bandwidth_cards(ctx, seat)):
        if owed <= 0:
            break
        owed -= ctx.card(card).amount
        paid_cards += ctx.card(card).amount
        ctx.change.move(card, ctx.zone(ctx.owner(card), DISCARD))
    if owed > 0:
        raise ValueError(f"{ctx.seat_name(seat)} cannot pay {cost} Bandwidth for {why}")
    if paid_cards:
        parts.append((paid_cards, "from Bandwidth cards"))
    ctx.note(f"{why}: pays {Explained.of(parts, 'Bandwidth').text()}")

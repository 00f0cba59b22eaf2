"""Decisions that effects ask for: discards, recovering a unit, Apothecary, Mark of Chaos,
Reinforcements, and recycling at the end of a Fight. Each is a move answering one kind of question."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.rules import queue
from tabletop.games.wms import endfight
from tabletop.games.wms.abilities import CHAOS_KEYWORDS, swap_options
from tabletop.games.wms.actions import (
    Decline,
    Discard,
    NameKeyword,
    Recover,
    Recycle,
    SwapReserve,
    Tend,
)
from tabletop.games.wms.catalog import DECK, GRAVEYARD, HAND, RESERVES
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.moves import move

Check = Callable[[WmsContext, Any], str | None]


def _units_in_graveyard(ctx: WmsContext, seat: int) -> list[str]:
    return [c for c in ctx.cards_in(seat, GRAVEYARD) if ctx.info(c).is_unit]


def _ask_again(ctx: WmsContext, **changes: Any) -> None:
    """The same question once more (with ``changes`` to its parameters)."""
    asked = dict(ctx.answering or {})
    asked.update(changes)
    seat, kind = asked.pop("seat"), asked.pop("kind")
    queue.ask(ctx, seat, kind, **asked)


def _counted(ctx: WmsContext, offered: Callable[[WmsContext, int], list[Any]]) -> None:
    """One of a question's cards is done: ask for the next while there are any."""
    left = ctx.answering.get("count", 1) - 1
    if left > 0 and offered(ctx, ctx.answering["seat"]):
        _ask_again(ctx, count=left)


def check_in(place: str, what: str) -> Check:
    def check(ctx: WmsContext, action: Any) -> str | None:
        if action.player != ctx.deciding_seat or action.card not in ctx.cards_in(action.player, place):
            return what
        if place == GRAVEYARD and not ctx.info(action.card).is_unit:
            return f"{ctx.name(action.card)} is not a Unit card."
        return None
    return check


# -- discarding and recovering ----------------------------------------------------------------------
def _discards(ctx: WmsContext, seat: int) -> list[Discard]:
    return [Discard(c, seat) for c in ctx.cards_in(seat, HAND)]


def _do_discard(ctx: WmsContext, action: Discard) -> None:
    ctx.change.move(action.card, ctx.zone(action.player, GRAVEYARD))
    _counted(ctx, _discards)


def _recoveries(ctx: WmsContext, seat: int) -> list[Recover]:
    return [Recover(c, seat) for c in _units_in_graveyard(ctx, seat)]


def _do_recover(ctx: WmsContext, action: Recover) -> None:
    ctx.change.move(action.card, ctx.zone(action.player, HAND))
    _counted(ctx, _recoveries)


def _do_tend(ctx: WmsContext, action: Tend) -> None:
    ctx.change.set_card(action.card, "face_up", False)
    ctx.change.move(action.card, ctx.zone(action.player, DECK), 0)


# -- Mark of Chaos and Reinforcements --------------------------------------------------------------------
def _check_keyword(ctx: WmsContext, action: NameKeyword) -> str | None:
    return None if action.keyword in CHAOS_KEYWORDS else f"Name one of {', '.join(CHAOS_KEYWORDS)}."


def _do_name(ctx: WmsContext, action: NameKeyword) -> None:
    card = ctx.answering["card"]
    named = dict(ctx.state.data.get("named", {}))
    named[card] = action.keyword
    ctx.change.set_data("named", named)
    ctx.note(f"{ctx.name(card)}: Character units have {action.keyword} while it tops the Command Stack.")


def _check_swap(ctx: WmsContext, action: SwapReserve) -> str | None:
    if (action.card, action.reserve) not in swap_options(ctx, ctx.deciding_seat):
        return "Swap a Reserves unit from your hand with a card of your Reserves Zone."
    return None


def _do_swap(ctx: WmsContext, action: SwapReserve) -> None:
    seat = ctx.answering["seat"]
    ctx.change.move(action.reserve, ctx.zone(seat, HAND))
    ctx.change.move(action.card, ctx.zone(seat, RESERVES))


# -- recycling at the end of a Fight -----------------------------------------------------------------------
def _check_recycle(ctx: WmsContext, action: Recycle) -> str | None:
    decision = ctx.decision
    if action.card not in endfight.recycle_options(ctx, decision["seat"], decision):
        if action.card in ctx.state.cards and ctx.info(action.card).unique:
            return f"{ctx.name(action.card)} is Unique: it can never be recycled."
        return "Only cards that say so, or Vehicles with a Repair card in your Support Zone, may be recycled."
    return None


def _do_recycle(ctx: WmsContext, action: Recycle) -> None:
    decision = ctx.answering
    repairs = decision["repairs"] - 1 if endfight.recycle(ctx, action.card, action.player) else decision["repairs"]
    if endfight.recycle_options(ctx, decision["seat"], {**decision, "repairs": repairs}):
        _ask_again(ctx, repairs=repairs)


MOVES = (
    move(Discard, ("discard",), lambda c: _discards(c, c.deciding_seat), _do_discard,
         check_in(HAND, "Discard a card from your hand.")),
    move(Recover, ("recover",), lambda c: _recoveries(c, c.deciding_seat), _do_recover,
         check_in(GRAVEYARD, "Take a Unit card from your own Graveyard.")),
    move(Tend, ("tend",), lambda c: [Tend(x, c.deciding_seat) for x in _units_in_graveyard(c, c.deciding_seat)],
         _do_tend, check_in(GRAVEYARD, "Put a Unit card from your own Graveyard at the bottom of your deck.")),
    move(NameKeyword, ("name_keyword",), lambda c: [NameKeyword(k) for k in CHAOS_KEYWORDS], _do_name,
         _check_keyword),
    move(SwapReserve, ("swap_reserve",), lambda c: [SwapReserve(x, r) for x, r in swap_options(c, c.deciding_seat)],
         _do_swap, _check_swap),
    move(Recycle, ("recycle",),
         lambda c: [Recycle(x, c.deciding_seat) for x in endfight.recycle_options(c, c.deciding_seat, c.decision)],
         _do_recycle, _check_recycle),
    move(Decline, ("tend", "swap_reserve", "recycle"), lambda c: [Decline()], lambda c, a: None),
)

"""How WMS writes a move: the words from words.py, a check that the seat deciding makes it,
and options filtered by the check (a move lists only legal actions)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tabletop.engine.rules import Move
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.words import LABELS, MENUS

Check = Callable[[WmsContext, Any], "str | None"]
Do = Callable[[WmsContext, Any], None]


def always(ctx: WmsContext, action: Any) -> None:
    return None


def seat_checked(check: Check) -> Check:
    """A move naming a seat is made by the seat deciding; then the move's own check."""
    def checked(ctx: WmsContext, action: Any) -> str | None:
        seat = getattr(action, "player", ctx.deciding_seat)
        if seat != ctx.deciding_seat:
            return f"It is {ctx.seat_name(ctx.deciding_seat)}'s decision."
        return check(ctx, action)
    return checked


def move(kind: type, answers: tuple[str, ...], candidates: Callable[[WmsContext], Iterable[Any]], do: Do,
         check: Check = always) -> Move:
    """A Move whose options are the candidates its check accepts."""
    checked = seat_checked(check)

    def options(ctx: WmsContext) -> list[Any]:
        return [action for action in candidates(ctx) if checked(ctx, action) is None]

    return Move(kind, answers, options, do, LABELS[kind], check=checked, menu=MENUS.get(kind))

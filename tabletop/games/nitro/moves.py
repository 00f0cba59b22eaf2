"""How Nitro writes a move: the words from words.py, a check that the deciding seat makes it,
and options filtered by the check (a move lists only legal actions)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tabletop.engine.rules import Move
from tabletop.games.nitro.context import NitroContext
from tabletop.games.nitro.words import LABELS, MENUS

Check = Callable[[NitroContext, Any], "str | None"]
Do = Callable[[NitroContext, Any], None]


def always(ctx: NitroContext, action: Any) -> None:
    return None


def move(kind: type, answers: tuple[str, ...], candidates: Callable[[NitroContext], Iterable[Any]], do: Do,
         check: Check | None = None) -> Move:
    """A Move whose options are the candidates its check accepts (without a check: the candidates)."""
    if check is None:
        def options(ctx: NitroContext) -> list[Any]:
            return list(candidates(ctx))
        return Move(kind, answers, options, do, LABELS[kind], menu=MENUS.get(kind),
                    refusal=lambda ctx, a: "That is not possible now.")

    def checked_options(ctx: NitroContext) -> list[Any]:
        return [action for action in candidates(ctx) if check(ctx, action) is None]

    return Move(kind, answers, checked_options, do, LABELS[kind], check=check, menu=MENUS.get(kind))

"""How Unmatched writes a move: its options, its words, and the refusal a player reads.

A move is legal when it is among its options (a decision's options are few);
otherwise ``texts.why_illegal`` says why in a sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tabletop.engine.rules import Move
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.texts import why_illegal

Options = Callable[[UnmatchedContext], Iterable[Any]]
Do = Callable[[UnmatchedContext, Any], None]
Words = Callable[[UnmatchedContext, Any], str]
Check = Callable[[UnmatchedContext, Any], "str | None"]


def move(kind: type, answers: tuple[str, ...], options: Options, do: Do, label: Words, menu: Words,
         check: Check | None = None) -> Move:
    """A Move whose refusal is the sentence from texts.py."""
    return Move(kind, answers, lambda ctx: list(options(ctx)), do, label, check=check, menu=menu,
                refusal=why_illegal)


def seat(ctx: UnmatchedContext) -> int:
    """The seat answering the decision (the one being answered while a move is made)."""
    decision = ctx.answering if ctx.answering is not None else ctx.decision
    assert decision is not None
    return int(decision["seat"])


def kind(ctx: UnmatchedContext) -> str:
    decision = ctx.answering if ctx.answering is not None else ctx.decision
    return str(decision["kind"]) if decision is not None else ""

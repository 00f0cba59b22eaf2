"""The one pending-decision queue: what happens next, one entry at a time.

``state.decision`` is the question being asked now: ``{"seat", "kind", ...}``
(who decides, what kind of decision, and its parameters). ``state.data["queue"]``
lists what comes after it, front first. An entry is ``{"k": kind, ...}``:

- ``k == "ask"``: a question for later (``later(seat, kind, ...)``); when the
  queue reaches it, it becomes ``state.decision`` unless the game's
  ``skip(ctx, decision)`` says nobody could answer it;
- any other ``k``: an automatic step (draw, clean up, resolve an effect),
  handled by the game's ``Rules.steps[k](ctx, entry)``.

:func:`run` handles entries until a question is asked or the game is won. The
engine runs it after every move, all inside that move's one transaction.
Simultaneous choices are questions to each seat in turn whose answers stay
hidden (face down, or kept in the state) until all are in.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.rules.context import WINNER, Context
from tabletop.engine.values import FrozenDict, freeze

QUEUE = "queue"
ASK = "ask"


def entry(kind: str, **values: Any) -> FrozenDict:
    """A queue entry of an automatic step ``kind``."""
    return freeze({"k": kind, **values})


def later(seat: int, kind: str, **params: Any) -> FrozenDict:
    """A queue entry that asks ``seat`` a question of ``kind`` when it is reached."""
    return freeze({"k": ASK, "seat": seat, "kind": kind, **params})


def queued(ctx: Context) -> tuple[FrozenDict, ...]:
    return tuple(ctx.state.data.get(QUEUE, ()))


def push(ctx: Context, *entries: FrozenDict) -> None:
    """Put entries at the front of the queue, in the order given."""
    if entries:
        ctx.change.set_data(QUEUE, tuple(entries) + queued(ctx))


def push_back(ctx: Context, *entries: FrozenDict) -> None:
    """Put entries at the end of the queue."""
    if entries:
        ctx.change.set_data(QUEUE, queued(ctx) + tuple(entries))


def clear_queue(ctx: Context) -> None:
    ctx.change.set_data(QUEUE, ())


def ask(ctx: Context, seat: int, kind: str, **params: Any) -> None:
    """Ask ``seat`` a question of ``kind`` now (the queue waits for the answer)."""
    ctx.change.set(("decision",), {"seat": seat, "kind": kind, **params})
    ctx.asked = True


def clear_decision(ctx: Context) -> None:
    """No question is pending any more, though nobody answered it (a combat ends by itself)."""
    ctx.change.set(("decision",), None)


def end_game(ctx: Context, winner: int, reason: str = "") -> None:
    """``winner`` wins: nothing else is pending. ``reason`` goes to the log."""
    change = ctx.change
    change.set_data(WINNER, winner)
    change.set_data(QUEUE, ())
    change.set(("decision",), None)
    if reason:
        ctx.note(reason)


def run(ctx: Context) -> None:
    """Handle queue entries until a question is asked or the game is won."""
    state = ctx.state
    rules = ctx.rules
    while state.decision is None and WINNER not in state.data:
        pending = state.data.get(QUEUE, ())
        if not pending:
            return
        head = pending[0]
        ctx.change.set_data(QUEUE, pending[1:])
        if head["k"] == ASK:
            question = FrozenDict({key: value for key, value in head.items() if key != "k"})
            if not rules.skip(ctx, question):
                ctx.change.set(("decision",), question)
                ctx.asked = True
            continue
        handler = rules.steps.get(head["k"])
        if handler is None:
            raise RuntimeError(f"{rules.game}: no step handles queue entries of kind {head['k']!r}")
        handler(ctx, head)

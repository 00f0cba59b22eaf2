"""The resolution queue: what happens next, one entry at a time, pausing for decisions.

Everything that happens in a game of Unmatched — the steps of a turn, of an
action, of a combat, each card effect — is an entry in ``data["queue"]``
(a small JSON-like dict whose ``k`` names its handler). :func:`run` pops and
handles entries until one asks a player something (``state.decision``) or the
game is won. A player's answer is resolved and then :func:`run` goes on, all
inside the one transaction of that answer.

A resolver that both continues a decision and changes the board pushes its
continuation first, so that anything the change sets off (a trap's draw)
is pushed in front of it and happens first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.values import FrozenDict, freeze
from tabletop.games.unmatched.world import Ctx

Handler = Callable[[Ctx, FrozenDict], None]
HANDLERS: dict[str, Handler] = {}


def handler(kind: str) -> Callable[[Handler], Handler]:
    """Register the function that handles queue entries of this kind."""
    def register(function: Handler) -> Handler:
        HANDLERS[kind] = function
        return function
    return register


def entry(kind: str, **values: Any) -> FrozenDict:
    return freeze({"k": kind, **values})


def push(ctx: Ctx, *entries: FrozenDict) -> None:
    """Put entries at the front of the queue, in the order given."""
    assert ctx.step is not None
    if entries:
        ctx.step.set_data("queue", tuple(entries) + tuple(ctx.state.data.get("queue", ())))


def push_back(ctx: Ctx, *entries: FrozenDict) -> None:
    assert ctx.step is not None
    ctx.step.set_data("queue", tuple(ctx.state.data.get("queue", ())) + tuple(entries))


def ask(ctx: Ctx, player: int, kind: str, **params: Any) -> None:
    """Pause for a player's decision of this kind."""
    assert ctx.step is not None
    ctx.step.set(("decision",), {"player": player, "kind": kind, **params})


def note(ctx: Ctx, line: str) -> None:
    """An explanation line in the game log of this step."""
    if ctx.step is not None:
        ctx.step.note(line)


def run(ctx: Ctx) -> None:
    """Handle queue entries until a decision is needed or the game is won."""
    state = ctx.state
    assert ctx.step is not None
    while state.decision is None and "winner" not in state.data:
        queue = state.data.get("queue", ())
        if not queue:
            return
        ctx.step.set_data("queue", queue[1:])
        current = queue[0]
        HANDLERS[current["k"]](ctx, current)

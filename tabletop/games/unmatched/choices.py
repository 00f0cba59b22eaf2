"""A question with named options, asked by an effect that is waiting for the answer.

``ask_choice(ctx, player, item, options, why)`` puts the question; the answer
pushes the waiting queue entry ``item`` back with ``choice=<option key>``, so
the effect resolves again knowing what was chosen (the way a chosen target
does in the effects modules). Options are ``(key, words)`` pairs; a "no" is an option
like any other, so every such question has an answer that does nothing.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.actions import Choose
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.mechanics import damage
from tabletop.games.unmatched.moves import move, seat


def ask_choice(ctx: UnmatchedContext, player: int, item: FrozenDict, options: Sequence[tuple[str, str]],
               why: str, *, key: str = "choice") -> None:
    """Ask ``player`` to pick one of ``options``; the answer resolves ``item`` again with ``key`` set."""
    queue.ask(ctx, player, "choice", item=item, key=key, options=tuple(k for k, _ in options),
              words=tuple(w for _, w in options), why=why)


def hurt_if_wanted(ctx: UnmatchedContext, player: int, item: FrozenDict, fighter: Token, amount: int,
                   gain: str, decline: str, why: str) -> bool | None:
    """An effect's "this fighter may take ``amount`` damage to ``gain``": None when asked now (the
    answer resolves ``item`` again), True once the damage is taken, False when declined."""
    chosen = item.get("choice")
    if chosen is None:
        ask_choice(ctx, player, item, [("yes", f"{fighter.data['name']} takes {amount} damage{gain}"),
                                       ("no", decline)], why)
        return None
    if chosen != "yes":
        return False
    damage(ctx, fighter.id, amount, why)
    return True


def the_one_fighter(ctx: UnmatchedContext, player: int, item: FrozenDict, fighters: list[Token], why: str,
                    none: str) -> Token | None:
    """The fighter an effect works on among ``fighters``: the only one; with several, ``player`` is
    asked (None now: the answer resolves ``item`` again with its ``target``); with none, ``none``
    goes in the log (None)."""
    if not fighters:
        ctx.note(none)
        return None
    if len(fighters) > 1:
        queue.ask(ctx, player, "target", item=item, options=tuple(t.id for t in fighters), optional=False, why=why)
        return None
    return fighters[0]


def _asked(ctx: UnmatchedContext) -> dict:
    decision = ctx.answering if ctx.answering is not None else ctx.decision
    assert decision is not None
    return dict(decision)


def _options(ctx: UnmatchedContext) -> Iterator[Choose]:
    yield from (Choose(key) for key in _asked(ctx)["options"])


def _words(ctx: UnmatchedContext, action: Choose) -> str:
    decision = _asked(ctx)
    return dict(zip(decision["options"], decision["words"], strict=True)).get(action.option, action.option)


def _choose(ctx: UnmatchedContext, action: Choose) -> None:
    decision = _asked(ctx)
    queue.push(ctx, FrozenDict(decision["item"]).replaced(**{decision["key"]: action.option}))


MOVES = (
    move(Choose, ("choice",), _options, _choose,
         lambda c, a: f"{c.seat_name(seat(c))}: {_words(c, a)} ({_asked(c)['why']})", _words),
)

"""The entry points, identical for every game: list, check and apply actions.

- :func:`legal_actions`: every move answering the current moment lists its options;
- :func:`reason_against`: None when an action is allowed now, else the sentence why not;
- :func:`apply`: check (unless the action is one this very position listed), then make
  the move as one labelled transaction: the answered question is cleared, the move's
  ``do`` runs, the game settles (``Rules.settle``) and the queue runs until the next question.

A position's listing is kept with its reading context (``context.reading_context``) until
the state next changes; the listings are exact (every listed action passes its check: the
games' tests fuzz this, manual overrides included), so an action taken from the listing
(self-play, the bots, the table matching a drag) is made without checking it again, as
python-chess's ``push`` does for a move from ``legal_moves``. An action that comes from
elsewhere (a command line ``--do``, a position script, a replayed file, an equal action
built anew) is checked.
"""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.carddb.model import CardDatabase
from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.rules.context import WINNER, Context, reading_context
from tabletop.engine.rules.moves import FREE, Move, Rules
from tabletop.engine.rules.queue import run
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder, Transaction

UNREADABLE = (KeyError, IndexError, AttributeError, TypeError, ValueError)
"""What rules raise on a position they do not expect (a card a manual step put anywhere)."""
CANNOT_MAKE = ("The rules cannot make this move here: something on the table is not where they expect it "
               "(after a change by hand). Undo that change, or go on by hand.")


def moment(ctx: Context) -> str:
    """The kind of decision pending now, or :data:`FREE`."""
    decision = ctx.state.decision
    if decision is None:
        return FREE
    kind = decision["kind"]
    return kind if type(kind) is str else str(kind)


def legal_actions(ctx: Context, strict: bool = False) -> list[Action]:
    """The actions the deciding seat may take now (empty when the game is over).

    A move whose options cannot be read on this table (a card a manual step put
    where the rules do not expect it) offers nothing rather than failing;
    ``strict`` lets the failure through (self-play without overrides, where it is a bug).
    """
    if ctx.state.data.get(WINNER) is not None:  # ctx.winner
        return []
    if ctx.listed is not None:
        return list(ctx.listed)
    found: list[Action] = []
    rules: Rules = ctx.rules
    if rules.listing is not None:  # the game lists every move at once
        try:
            listed = rules.listing(ctx)
        except UNREADABLE:
            if strict:
                raise
            return found
        found = _in_order(listed, rules.answering(moment(ctx)))
    else:
        whole = True
        for move in rules.moves_for(moment(ctx)):
            try:
                found.extend(move.options(ctx))
            except UNREADABLE:
                if strict:
                    raise
                whole = False
        if not whole:
            return found  # a part could not be read: not kept, so that a strict listing raises
    if ctx.step is None:
        ctx.listed = tuple(found)
    return found


def _in_order(listed: list[Action], ranks: Mapping[type, int]) -> list[Action]:
    """The actions of the moment's moves among ``listed``, the moves in their order, each move's actions in
    the order listed (most listings are already so: one look at each, no sorting)."""
    last = -1
    last_kind = None
    for action in listed:
        kind = type(action)
        if kind is last_kind:
            continue  # a run of one type (a move's list): one look
        rank = ranks.get(kind)
        if rank is None or rank < last:
            break
        last, last_kind = rank, kind
    else:
        return listed
    return sorted([action for action in listed if type(action) in ranks], key=lambda action: ranks[type(action)])


def _listed(ctx: Context, action: Action) -> bool:
    """Whether ``action`` is one of the very actions this position's listing gave (so already checked)."""
    listed = ctx.listed
    if listed is not None:
        for found in listed:
            if found is action:
                return True
    return False


def reason_against(ctx: Context, action: Action) -> str | None:
    """Why ``action`` is not allowed now, or None when it is."""
    rules: Rules = ctx.rules
    if ctx.winner is not None:
        return "The game is over."
    move = rules.move_for(action)
    if move is None:
        return f"{type(action).__name__} is not a move of {rules.game}."
    if moment(ctx) not in move.answers:
        return f"Not now: {rules.prompt(ctx)}"
    try:
        if move.check is not None:
            return move.check(ctx, action)
        if action in move.options(ctx):
            return None
    except UNREADABLE:
        return "That move refers to something that is not on the table."
    return move.refusal(ctx, action) if move.refusal else "That is not possible now."


def label(ctx: Context, action: Action) -> str:
    """The words of an action for the log and the history."""
    move = ctx.rules.move_for(action)
    return move.label(ctx, action) if move is not None else type(action).__name__


def menu_text(ctx: Context, action: Action) -> str:
    """The short words of an action for a menu entry or a button."""
    move: Move | None = ctx.rules.move_for(action)
    if move is None:
        return type(action).__name__
    return (move.menu or move.label)(ctx, action)


def apply(rules: Rules, db: CardDatabase, state: State, action: Action) -> Transaction:
    """Make a legal move as one transaction; IllegalAction (state untouched) otherwise."""
    reading = reading_context(rules, db, state)
    if not _listed(reading, action):
        reason = reason_against(reading, action)
        if reason is not None:
            raise IllegalAction(reason)
    move = rules.move_for(action)
    assert move is not None
    decision = state.decision
    step: Builder | None = None
    try:  # as ``with Builder(...) as step:`` (the step undone when anything raises), without its calls
        step = Builder(state, move.label(reading, action),
                       state.active_player if decision is None else int(decision["seat"]), action=action)
        ctx = reading.for_step(step)
        ctx.answering = decision
        move.do(ctx, action)
        if not ctx.asked and state.decision is not None and state.decision is ctx.answering:
            step.set(("decision",), None)  # answered, and nothing asked in its place
        settle(ctx)
    except UNREADABLE as error:  # the step is undone: the state is as it was
        if step is not None:
            step.abort()
        raise IllegalAction(CANNOT_MAKE) from error
    except BaseException:
        if step is not None:
            step.abort()
        raise
    transaction = step.transaction = step.finish()
    readings = state.readings
    if readings.context is None:
        readings.context = ctx.after_step()
    return transaction


def settle(ctx: Context) -> None:
    """After a move (or at setup): state-based checks, then the queue until the next question.

    Once the game is won, no question stays pending.
    """
    ctx.rules.settle(ctx)
    if ctx.state.data.get(WINNER) is not None and ctx.state.decision is not None:  # ctx.winner
        ctx.change.set(("decision",), None)
    run(ctx)

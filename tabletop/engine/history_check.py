"""Rebuilding a game from a recorded setup, start, history and snapshot, trusting none of them.

Used by saves (and any reader of recorded games): the setup must be one the
game allows (variant, seat count, options, decks of known cards); the start
and the snapshot must be positions of this game (:mod:`state_check`) on its
own table (the zones its setup makes); every recorded step is replayed with
its ops checking the values they recorded, forward to the snapshot, then
through the undone steps and back, and all the way back to the start. A
refusal is a :class:`Damaged` phrase naming the first problem found.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game, Setup
from tabletop.engine.ops import OutOfStep
from tabletop.engine.session import Session
from tabletop.engine.state import State
from tabletop.engine.state_check import is_int, json_state_problems
from tabletop.engine.transaction import Transaction, apply_ops, revert_ops
from tabletop.engine.variants import setup_problems


class Damaged(Exception):
    """What is wrong with a recorded game, as a phrase ("its step 3 does not fit ...")."""


def checked_setup(game: Game, setup: Setup) -> None:
    """Damaged when the setup is not one this game allows."""
    if setup.game != game.id:
        raise Damaged(f"its setup is of another game ({setup.game!r})")
    problems = setup_problems(game, setup)
    if problems:
        raise Damaged(f"its setup is not one {game.name} allows: {problems[0].rstrip('.')}")
    for seat in setup.players:
        unknown = sorted({card for _, card, _ in seat.deck.entries() if card not in game.db.cards}) \
            if seat.deck is not None else []
        if unknown:
            raise Damaged(f"the deck of {seat.name} names '{unknown[0]}', which is in none of the card sets")


def transactions(raw: Any, game: Game, seats: int) -> list[Transaction]:
    """Recorded steps from their JSON form; Damaged when one is not a step."""
    if not isinstance(raw, list):
        raise Damaged("its history is not a list of steps")
    found = []
    for number, data in enumerate(raw, start=1):
        try:
            if not (isinstance(data, dict) and isinstance(data.get("label"), str) and isinstance(data.get("ops"), list)
                    and (data.get("player") is None or is_int(data["player"]) and 0 <= data["player"] < seats)
                    and isinstance(data.get("log", []), list) and isinstance(data.get("manual", False), bool)):
                raise ValueError
            found.append(Transaction.from_json(data, game.action_from_json))
        except Exception:  # any way a step's JSON can be wrong
            raise Damaged(f"its step {number} is damaged") from None
    return found


def _position(data: Any, game: Game, what: str) -> State:
    problems = json_state_problems(data, game.id, game.db.cards)
    if problems:
        raise Damaged(f"its {what} is damaged: {problems[0]}")
    return State.from_json(data)


def _table(state: State) -> dict[str, tuple]:
    return {zone.id: (zone.owner, zone.kind) for zone in state.zones.values()}


def _replay(state: State, steps: list[Transaction], forward: bool, what: str) -> None:
    for number, step in enumerate(steps, start=1):
        try:
            (apply_ops if forward else revert_ops)(state, step.ops)
        except (OutOfStep, LookupError, TypeError, ValueError, AttributeError):
            raise Damaged(f"its {what} {number} ({step.label[:60]!r}) does not fit the game it was recorded in") from None


def rebuild(game: Game, setup: Setup, initial: Any, done: Any, undone: Any, snapshot: Any) -> Session:
    """A session at the snapshot with the recorded history; Damaged when anything does not fit."""
    checked_setup(game, setup)
    start = _position(initial, game, "starting position")
    reached = _position(snapshot, game, "saved position")
    if len(start.players) != len(setup.players) or len(reached.players) != len(setup.players):
        raise Damaged(f"its positions do not have the {len(setup.players)} seats of its setup")
    table = _table(game.setup(setup))
    if _table(start) != table:
        raise Damaged(f"its table does not have the zones of {game.name}")
    seats = len(setup.players)
    done_steps = transactions(done, game, seats)
    undone_steps = transactions(undone, game, seats)
    _replay(start, done_steps, True, "step")
    if start.to_json() != snapshot:
        raise Damaged("its history does not lead to its saved position")
    redo = list(reversed(undone_steps))
    _replay(start, redo, True, "undone step")
    final = start.to_json()
    problems = json_state_problems(final, game.id, game.db.cards)
    if problems:
        raise Damaged(f"redoing its undone steps gives a damaged position: {problems[0]}")
    if undone_steps:
        _readable(game, start, not setup.manual, "redoing its undone steps gives a position")
    _replay(start, list(reversed(redo)), False, "undone step")
    if start.to_json() != snapshot:
        raise Damaged("undoing its undone steps again does not give its saved position")
    _replay(start, list(reversed(done_steps)), False, "step")
    if start.to_json() != initial:
        raise Damaged("undoing its whole history does not give its starting position")
    session = Session(game, setup, State.from_json(initial))
    apply_ops(session.state, [op for step in done_steps for op in step.ops])
    session.history.done = done_steps
    session.history.undone = undone_steps
    _readable(game, session.state, session.rules_on, "its position is one")
    return session


def check_reached(session: Session) -> None:
    """Damaged when a session rebuilt from records (a journal) is not at a sound position of its game."""
    game = session.game
    problems = json_state_problems(session.state.to_json(), game.id, game.db.cards)
    if problems:
        raise Damaged(f"it leads to a damaged position: {problems[0]}")
    _readable(game, session.state, session.rules_on, "it leads to a position")


def _readable(game: Game, state: State, rules_on: bool, what: str) -> None:
    """The position must be one the game can show and (with rules) play on."""
    try:
        game.layout(state)
        game.prompt(state)
        game.status(state)
        for seat in (None, *range(len(state.players))):
            game.view(state, seat)
        if rules_on:
            game.legal_actions(state)
        seat = game.deciding_seat(state)
        if not 0 <= seat < len(state.players):
            raise IndexError(seat)
    except Exception as error:  # a rules bug or a position the rules cannot read: refuse, never crash later
        raise Damaged(f"{what} {game.name}'s rules cannot read ({type(error).__name__})") from None

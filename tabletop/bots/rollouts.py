"""The search for a game that names a turn horizon (``Game.search_turns``): paired greedy play-outs.

Each round deals the hidden cards once, at random (consistently with the bot's view), and then
tries every candidate action on that same deal: the action, then greedy moves for every seat
(each mover takes the legal action its own evaluation likes best) until the horizon's turn
begins, where the searching seat's evaluation scores it. Every action meets the same deals, so
the difference between two actions is not drowned by the luck of the deal (common random
numbers), and a position is judged only at the start of a turn, never halfway through one (where
an attack just made and its answer still to come look alike). Half-way through the budget the
weaker half of the actions is dropped (successive halving), so the likely best ones get more deals.

It is a *rollout* of the greedy bot: played out with the greedy policy that the other side
would use, it picks the move after which greedy play goes best, which is never worse than the
greedy move when the play-outs are right.
"""

from __future__ import annotations

import math
import random
import time

from tabletop.bots.base import best_by_evaluation, evaluation
from tabletop.bots.observation import Observation
from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.state import State
from tabletop.engine.transaction import Transaction, revert_ops

STEPS = 80
"""A play-out stops at the horizon's turn or after this many moves."""


def paired_choice(game: Game, observation: Observation, state: State, allowed: tuple[Action, ...],
                  playouts: int, rng: random.Random, deadline: float = math.inf) -> Action:
    """The action whose greedy play-outs to the horizon score best on average, over the same deals.
    ``playouts`` is the budget (one play-out is one action on one deal; at least one round is played,
    and no round begins after ``deadline``, a ``time.perf_counter`` time); ``state`` is the bot's sample."""
    seat = observation.seat
    until = state.turn + game.search_turns
    candidates = list(allowed)
    totals = dict.fromkeys(candidates, 0.0)
    rounds = dict.fromkeys(candidates, 0)
    spent, halved = 0, False
    # where the play-outs cannot tell moves apart (every line wins, say), the one that looks best a step
    # on goes first: a won game is not finished by throwing away one's own cards
    now = {action: _one_step(game, state, action, seat) for action in candidates}
    while spent < playouts and (not spent or time.perf_counter() < deadline):
        observation.redeal(state, rng)
        for action in candidates:
            totals[action] += _played_out(game, state, action, seat, until, rng)
            rounds[action] += 1
        spent += len(candidates)
        if not halved and len(candidates) > 2 and spent >= playouts // 2:
            candidates.sort(key=lambda a: (-totals[a] / rounds[a], -now[a]))
            candidates = candidates[:(len(candidates) + 1) // 2]
            halved = True
    return max(allowed, key=lambda a: (rounds[a], totals[a] / rounds[a] if rounds[a] else 0.0, now[a]))


def _one_step(game: Game, state: State, action: Action, seat: int) -> float:
    """``seat``'s evaluation just after ``action`` (the state is left as it was)."""
    transaction = game.apply(state, action)
    try:
        return evaluation(game, game.view(state, seat), seat)
    finally:
        revert_ops(state, transaction.ops)


def _played_out(game: Game, state: State, action: Action, seat: int, until: int, rng: random.Random) -> float:
    """``seat``'s evaluation after ``action`` and greedy moves up to turn ``until`` (the state is left as it was)."""
    made = [game.apply(state, action)]
    try:
        greedy_until(game, state, until, made, rng)
        return evaluation(game, game.view(state, seat), seat)
    finally:
        for transaction in reversed(made):
            revert_ops(state, transaction.ops)


def greedy_until(game: Game, state: State, until: int, made: list[Transaction], rng: random.Random) -> None:
    """Greedy moves (each the mover's best by its own evaluation; ties at random) until turn ``until``
    begins, the game ends, or :data:`STEPS` moves have been made; each move's transaction goes into ``made``."""
    for _ in range(STEPS):
        if game.is_over(state) or state.turn >= until:
            return
        legal = game.legal_actions(state)
        if not legal:
            return
        if len(legal) == 1:
            made.append(game.apply(state, legal[0]))
            continue
        made.append(game.apply(state, best_by_evaluation(game, state, legal, game.deciding_seat(state), rng)))

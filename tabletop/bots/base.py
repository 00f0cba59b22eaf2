"""The bot interface: an observation in, one legal action out.

A bot is a small object with a ``name`` and ``choose(game, observation, rng)``.
It gets only an :class:`~tabletop.bots.observation.Observation` (its seat's view,
the legal actions, samples of the hidden cards) and a random generator of its
own, seeded by the caller, so the same seed gives the same choice.
"""

from __future__ import annotations

import random
from typing import Protocol

from tabletop.bots.observation import Observation, position_key
from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.state import State
from tabletop.engine.transaction import revert_ops


class Bot(Protocol):
    name: str

    def choose(self, game: Game, observation: Observation, rng: random.Random) -> Action: ...


def fresh_actions(game: Game, observation: Observation, state: State) -> tuple[Action, ...]:
    """The legal actions that do not lead back to a position the seat has decided at already
    (all of them when every one does). ``state`` is the bot's own sample; it is left as it was."""
    if not observation.visited:
        return observation.legal
    found = []
    for action in observation.legal:
        transaction = game.apply(state, action)
        if position_key(game.view(state, observation.seat)) not in observation.visited:
            found.append(action)
        revert_ops(state, transaction.ops)
    return tuple(found) or observation.legal


def evaluation(game: Game, state_view: dict, seat: int) -> float:
    """How good a view looks for ``seat``, from 0 (lost) to 1 (won): the game's own evaluator.

    A game without one scores only wins and losses (0.5 for anything else).
    """
    winner = state_view.get("winner")
    if winner is not None:
        return 1.0 if winner == seat or seat in _team(state_view, winner) else 0.0
    evaluate = game.evaluator
    if evaluate is None:
        return 0.5
    return min(1.0, max(0.0, float(evaluate(state_view, seat, game.db))))


def best_by_evaluation(game: Game, state: State, actions: list[Action] | tuple[Action, ...], seat: int,
                       rng: random.Random) -> Action:
    """The action after which ``seat``'s evaluation is highest (near ties at random); ``state`` is left as it was."""
    best, best_value = actions[0], -1.0
    for action in actions:
        transaction = game.apply(state, action)
        value = evaluation(game, game.view(state, seat), seat) + rng.random() * 1e-6
        revert_ops(state, transaction.ops)
        if value > best_value:
            best, best_value = action, value
    return best


def _team(state_view: dict, seat: int) -> tuple[int, ...]:
    for team in state_view.get("teams") or ():
        if seat in team:
            return tuple(team)
    return (seat,)

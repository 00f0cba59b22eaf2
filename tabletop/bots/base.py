"""The bot interface: an observation in, one legal action out.

A bot is a small object with a ``name`` and ``choose(game, observation, rng)``.
It gets only an :class:`~tabletop.bots.observation.Observation` (its seat's view,
the legal actions, samples of the hidden cards) and a random generator of its
own, seeded by the caller, so the same seed gives the same choice.
"""

from __future__ import annotations

import random
from typing import Protocol

from tabletop.bots.observation import Observation
from tabletop.engine.actions import Action
from tabletop.engine.game import Game


class Bot(Protocol):
    name: str

    def choose(self, game: Game, observation: Observation, rng: random.Random) -> Action: ...


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


def _team(state_view: dict, seat: int) -> tuple[int, ...]:
    for team in state_view.get("teams") or ():
        if seat in team:
            return tuple(team)
    return (seat,)

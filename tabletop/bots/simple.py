"""The two simple bots: ``random`` (any legal action) and ``greedy`` (the best-looking next position)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.bots.base import evaluation, fresh_actions
from tabletop.bots.observation import Observation
from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.transaction import revert_ops


@dataclass(frozen=True)
class RandomBot:
    name: str = "random"

    def choose(self, game: Game, observation: Observation, rng: random.Random) -> Action:
        return rng.choice(observation.legal)


@dataclass(frozen=True)
class GreedyBot:
    """Tries each legal action on one sample of the hidden cards and keeps the best by the game's evaluator
    (never one that goes back to a position it has decided at)."""

    name: str = "greedy"

    def choose(self, game: Game, observation: Observation, rng: random.Random) -> Action:
        state = observation.sample(rng)
        best: list[Action] = []
        best_score = -1.0
        for action in fresh_actions(game, observation, state):
            transaction = game.apply(state, action)
            view = game.view(state, observation.seat)
            score = evaluation(game, view, observation.seat)
            revert_ops(state, transaction.ops)
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return rng.choice(best)

"""The search bot: information-set Monte Carlo tree search (single observer).

Each iteration deals the hidden cards at random (a determinization consistent
with the bot's view), walks the tree choosing among the actions legal in that
deal by UCB (each child also counts how often it was available), adds one
node, plays on at random for a few steps, scores the end with the game's
evaluator (or the winner), and backs the score up, each node scored for the
seat that chose it. Moves are made with the engine's apply and reverted with
its ops, on the bot's own copy. The action visited most at the root is chosen.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from tabletop.bots.base import evaluation, fresh_actions
from tabletop.bots.observation import Observation
from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.state import State
from tabletop.engine.transaction import Transaction, revert_ops

EXPLORATION = 0.7
BLIND_ROLLOUT = 200
"""A game without an evaluation scores only wins and losses, so its random play-outs go on (nearly) to the end."""


@dataclass
class _Node:
    seat: int  # who chose the move into this node
    action: Action | None
    visits: int = 0
    available: int = 0
    score: float = 0.0
    children: dict[Action, _Node] = field(default_factory=dict)

    def ucb(self) -> float:
        if self.visits == 0:
            return math.inf
        return self.score / self.visits + EXPLORATION * math.sqrt(math.log(max(self.available, 1)) / self.visits)


@dataclass(frozen=True)
class SearchBot:
    """``iterations`` per decision (and, when ``ms`` is set, no longer than that many milliseconds:
    the table's cap, which makes a choice depend on the machine's speed); ``rollout`` random steps
    after the tree before scoring."""

    iterations: int = 32
    rollout: int = 2
    ms: int = 0
    name: str = "search"

    def choose(self, game: Game, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        root = _Node(observation.seat, None)
        state = observation.sample(rng)  # one copy, dealt anew each iteration (every move is reverted)
        allowed = set(fresh_actions(game, observation, state))
        if len(allowed) == 1:
            return next(iter(allowed))
        deadline = time.perf_counter() + self.ms / 1000 if self.ms else math.inf
        for _ in range(self.iterations):
            self._iterate(game, observation.redeal(state, rng), root, allowed, rng)
            if time.perf_counter() > deadline:
                break
        ranked = [(child.visits, child.score / max(child.visits, 1), index)
                  for index, (action, child) in enumerate(root.children.items()) if action in allowed]
        if not ranked:
            return rng.choice(sorted(allowed, key=legal.index))
        best = max(ranked)
        return list(root.children)[best[2]]

    def _iterate(self, game: Game, state: State, root: _Node, allowed: set[Action], rng: random.Random) -> None:
        made: list[Transaction] = []
        path = [root]
        node = root
        seats = len(state.players)
        while not game.is_over(state):
            legal = game.legal_actions(state)
            if node is root:
                legal = [action for action in legal if action in allowed] or legal
            if not legal:
                break
            seat = game.deciding_seat(state)
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [action for action in legal if action not in node.children]
            if untried:
                action = rng.choice(untried)
                child = node.children[action] = _Node(seat, action, available=1)
                made.append(game.apply(state, action))
                path.append(child)
                break
            child = max((node.children[action] for action in legal), key=lambda n: (n.ucb(), rng.random()))
            made.append(game.apply(state, child.action))
            path.append(child)
            node = child
        for _ in range(self.rollout if game.evaluator is not None else BLIND_ROLLOUT):
            if game.is_over(state):
                break
            legal = game.legal_actions(state)
            if not legal:
                break
            made.append(game.apply(state, rng.choice(legal)))
        scores = [evaluation(game, game.view(state, seat), seat) for seat in range(seats)]
        for visited in path:
            visited.visits += 1
            visited.score += scores[visited.seat]
        for transaction in reversed(made):
            revert_ops(state, transaction.ops)

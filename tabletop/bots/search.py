"""The search bot: information-set Monte Carlo tree search (single observer).

Each iteration deals the hidden cards at random (a determinization consistent
with the bot's view), walks the tree choosing among the actions legal in that
deal by UCB (each child also counts how often it was available), adds one
node, plays on for a few steps, scores the end with the game's evaluator (or
the winner), and backs the score up, each node scored for the seat that chose
it — so any number of seats works, and a team's seats share a score because
the evaluator and the winner count teams. Moves are made with the engine's
apply and reverted with its ops, on the bot's own copy.

Two things make a small budget go far: each action at the root starts with a
*prior* — the evaluation one move ahead on the first deal, worth a few visits —
so the search never does worse than the greedy bot, and the play-outs after the
tree are *greedy* (each mover takes, among a few legal actions, the one its own
evaluation likes best; now and then a random one) rather than random. The
action visited most at the root is chosen.

A game that names a turn horizon (``Game.search_turns``) gets no tree: the paired greedy play-outs
of :mod:`tabletop.bots.rollouts` instead, with ``iterations`` play-outs.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from tabletop.bots.base import best_by_evaluation, evaluation, fresh_actions
from tabletop.bots.observation import Observation
from tabletop.bots.rollouts import paired_choice
from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.state import State
from tabletop.engine.transaction import Transaction, revert_ops

EXPLORATION = 0.7
PRIOR_VISITS = 3
"""How many visits the one-move-ahead evaluation of a root action is worth."""
ROLLOUT_WIDTH = 4
"""A greedy play-out step looks at no more than this many legal actions (a random few)."""
ROLLOUT_RANDOM = 0.15
"""How often a play-out step takes a random action instead (so play-outs vary)."""
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
    the table's cap, which makes a choice depend on the machine's speed); ``rollout`` play-out
    steps after the tree before scoring."""

    iterations: int = 32
    rollout: int = 2
    ms: int = 0
    name: str = "search"

    def choose(self, game: Game, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        state = observation.sample(rng)  # one copy, dealt anew each iteration (every move is reverted)
        allowed = fresh_actions(game, observation, state)
        if len(allowed) == 1:
            return allowed[0]
        deadline = time.perf_counter() + self.ms / 1000 if self.ms else math.inf
        if game.search_turns and game.evaluator is not None:
            return paired_choice(game, observation, state, allowed, self.iterations, rng, deadline)
        root = _Node(observation.seat, None)
        _seed_priors(game, state, root, allowed, observation.seat)
        chosen = set(allowed)
        for _ in range(self.iterations):
            self._iterate(game, observation.redeal(state, rng), root, chosen, rng)
            if time.perf_counter() > deadline:
                break
        best = max(range(len(allowed)), key=lambda i: (root.children[allowed[i]].visits,
                                                       root.children[allowed[i]].score / root.children[allowed[i]].visits))
        return allowed[best]

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
        if game.evaluator is None:
            _random_playout(game, state, BLIND_ROLLOUT, made, rng)
        else:
            _greedy_playout(game, state, self.rollout, made, rng)
        scores = [evaluation(game, game.view(state, seat), seat) for seat in range(seats)]
        for visited in path:
            visited.visits += 1
            visited.score += scores[visited.seat]
        for transaction in reversed(made):
            revert_ops(state, transaction.ops)


def _seed_priors(game: Game, state: State, root: _Node, allowed: tuple[Action, ...], seat: int) -> None:
    """Give each root action a start: its evaluation one move ahead on this deal, as a few visits."""
    for action in allowed:
        transaction = game.apply(state, action)
        value = evaluation(game, game.view(state, seat), seat)
        revert_ops(state, transaction.ops)
        root.children[action] = _Node(seat, action, visits=PRIOR_VISITS, available=PRIOR_VISITS,
                                      score=value * PRIOR_VISITS)


def _random_playout(game: Game, state: State, steps: int, made: list[Transaction], rng: random.Random) -> None:
    for _ in range(steps):
        if game.is_over(state):
            return
        legal = game.legal_actions(state)
        if not legal:
            return
        made.append(game.apply(state, rng.choice(legal)))


def _greedy_playout(game: Game, state: State, steps: int, made: list[Transaction], rng: random.Random) -> None:
    """``steps`` moves, each the mover's best by its own evaluation among a few legal ones (sometimes a random one)."""
    for _ in range(steps):
        if game.is_over(state):
            return
        legal = list(game.legal_actions(state))
        if not legal:
            return
        if len(legal) == 1 or rng.random() < ROLLOUT_RANDOM:
            made.append(game.apply(state, rng.choice(legal)))
            continue
        seat = game.deciding_seat(state)
        looked = rng.sample(legal, ROLLOUT_WIDTH) if len(legal) > ROLLOUT_WIDTH else legal
        made.append(game.apply(state, best_by_evaluation(game, state, looked, seat, rng)))

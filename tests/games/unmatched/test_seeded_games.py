"""A seeded random game plays the same actions in every run of the program.

Python orders a set of strings differently in each process (hash
randomization), so a set's order that reaches the list of legal moves makes a
seeded game (and a bug report's seed) play differently from run to run. The
games are pinned (heroes, map, seed) so that a new deck moves nothing here.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.session import Session
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import deck_rules
from tests.games.shipped import shipped

ROOT = Path(__file__).resolve().parents[3]

# Invisible Man's fog walk, T. Rex (large), Muldoon's traps (markers that stop movement), doors, one-way paths.
PINNED = (
    (("invisible_man", "robin_hood"), "thornhold_keep", 11),
    (("t_rex", "robert_muldoon"), "sunken_abbey", 5),
    (("robert_muldoon", "invisible_man"), "lantern_market", 3),
    (("medusa", "t_rex"), "thornhold_keep", 2),
)


def pinned_labels(limit: int = 400) -> list[list[str]]:
    """The action labels of each pinned game, choosing like self-play (at most ``limit`` actions each)."""
    game = shipped("unmatched")
    found = []
    for heroes, battlefield, seed in PINNED:
        seats = tuple(PlayerSetup(f"P{k}", deck_rules.deck_for_hero(game.db.cards[hero], game.db))  # type: ignore[arg-type]
                      for k, hero in enumerate(heroes))
        session = Session(game, Setup("unmatched", seats, seed,
                                      FrozenDict({"battlefield": battlefield, "first_player": "random"})))
        chooser = random.Random(seed)
        for _ in range(limit):
            if game.is_over(session.state):
                break
            session.perform(chooser.choice(game.legal_actions(session.state, strict=True)))
        found.append([t.label for t in session.history.done])
    return found


def _in_process(hash_seed: str) -> list[list[str]]:
    code = "import json; from tests.games.unmatched.test_seeded_games import pinned_labels; " \
           "print(json.dumps(pinned_labels()))"
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          check=True, timeout=300)
    return json.loads(done.stdout)


def test_a_seeded_game_plays_the_same_actions_whatever_the_string_hash_order():
    first, second = _in_process("1"), _in_process("2")
    assert [len(labels) for labels in first] == [len(labels) for labels in second]
    for one, other in zip(first, second, strict=True):
        assert one == other
    assert all(len(labels) > 50 for labels in first)  # real games, not an empty list twice

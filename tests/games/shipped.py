"""The shipped games, each bound to its shipped cards, loaded once for the whole test run."""

from __future__ import annotations

import functools

from tabletop.engine.game import Game
from tabletop.games import registry


@functools.cache
def shipped(game_id: str) -> Game:
    return registry.load(game_id)

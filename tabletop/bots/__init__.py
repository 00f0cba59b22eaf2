"""Computer opponents (no Qt): a bot sees only its seat's observation and returns a legal action.

    from tabletop.bots import bot_named, choose_for
    action = choose_for(game, state, seat, bot_named("normal"), seed)
"""

from __future__ import annotations

import random

from tabletop.bots.base import Bot
from tabletop.bots.observation import Observation, observe, position_key
from tabletop.bots.search import SearchBot
from tabletop.bots.simple import GreedyBot, RandomBot
from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.state import State

__all__ = ["BOTS", "LEVELS", "Bot", "Observation", "bot_named", "choose_for", "observe", "position_key"]

NORMAL = SearchBot(iterations=64, rollout=3)
BOTS: dict[str, Bot] = {"random": RandomBot(), "greedy": GreedyBot(), "search": NORMAL}
LEVELS: dict[str, tuple[str, Bot]] = {  # the start screen's names; Hard is capped at 3 s a move
    "easy": ("Easy", GreedyBot()),
    "normal": ("Normal", NORMAL),
    "hard": ("Hard", SearchBot(iterations=256, rollout=6, ms=3000)),
}


def bot_named(name: str) -> Bot:
    """A bot by name (random, greedy, search) or level (easy, normal, hard); KeyError naming them."""
    if name in BOTS:
        return BOTS[name]
    if name in LEVELS:
        return LEVELS[name][1]
    raise KeyError(f"unknown bot '{name}' (bots: {', '.join([*BOTS, *LEVELS])})")


def choose_for(game: Game, state: State, seat: int, bot: Bot, seed: int | str,
               visited: frozenset[str] = frozenset()) -> Action:
    """The bot's choice for ``seat`` now; the engine builds the observation, the bot never sees ``state``.
    ``visited``: the positions the seat has decided at before (see :func:`observe`)."""
    return bot.choose(game, observe(game, state, seat, visited), random.Random(str(seed)))

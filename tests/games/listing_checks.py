"""The check every rules game's tests share: on tables changed by hand, every listed action is accepted.

The engine makes an action taken from a position's listing without checking it again
(``rules.play.apply``), so the listings must never offer what the checks refuse, whatever a
change by hand put where.
"""

from __future__ import annotations

import random

from tabletop.engine.actions import IllegalAction
from tabletop.engine.game import Game, Setup
from tabletop.engine.selfplay import manual_step
from tabletop.engine.session import Session


def listed_actions_accepted(game: Game, setup: Setup, seed: int, steps: int, by_hand: float = 0.15) -> int:
    """Random play with a random change by hand before a step at rate ``by_hand``: assert that every
    listed action passes ``reason_against``; return how many were checked."""
    session = Session(game, setup)
    chooser = random.Random(seed)
    checked = 0
    for _ in range(steps):
        if session.is_over():
            break
        actions = session.legal_actions() if chooser.random() > by_hand else []
        if not actions:
            manual_step(game, session, chooser)
            continue
        refused = [(game.label(session.state, a), reason) for a in actions
                   if (reason := game.reason_against(session.state, a)) is not None]
        assert refused == []
        checked += len(actions)
        try:
            session.perform(chooser.choice(actions))
        except IllegalAction:
            pass  # the move itself could not read the table (state untouched): a message, not a crash
    return checked

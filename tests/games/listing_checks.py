"""The checks every rules game's tests share: on tables changed by hand, every listed action is accepted;
what is kept with a state reads as a fresh copy of it reads.

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
from tabletop.engine.state import State


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


def kept_readings_agree(game: Game, state: State) -> list:
    """Assert that ``state``, with whatever readings it keeps, lists, words and prompts exactly as a copy
    of it (a copy keeps none); return the listed actions."""
    listed = game.legal_actions(state)
    fresh = state.copy()
    assert listed == game.legal_actions(fresh)
    assert game.prompt(state) == game.prompt(fresh) and game.status(state) == game.status(fresh)
    for action in listed:
        assert game.label(state, action) == game.label(fresh, action)
        assert game.menu_text(state, action) == game.menu_text(fresh, action)
    return listed

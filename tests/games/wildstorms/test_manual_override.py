"""A plot twist moved by hand into the staging area (issue 23, defect 9): the rules pass over it.

Before, every later action raised AttributeError ('PlotTwist' object has no
attribute 'powers') and the save could not be opened.
"""

from __future__ import annotations

import random
from pathlib import Path

from tabletop.engine.manual import MoveCardByHand
from tabletop.engine.persistence import load_session, save_session
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.games.wildstorms.card_plays import PlotTwist


def test_a_plot_twist_in_the_staging_area_breaks_nothing(tmp_path: Path) -> None:
    game = registry.load("wildstorms")
    session = Session(game, game.default_setup(4))
    state = session.state
    twist = next(c for c in sorted(state.cards, key=lambda c: int(c[1:]))
                 if isinstance(game.db.cards[state.cards[c].definition], PlotTwist))
    session.manual(MoveCardByHand(twist, "p0.hand"))
    session.manual(MoveCardByHand(twist, "p0.staging"))
    chooser = random.Random(4)
    for _ in range(150):
        actions = session.legal_actions()
        if not actions or session.is_over():
            break
        session.perform(chooser.choice(actions))
        game.prompt(session.state)
        game.status(session.state)
    assert session.state.cards[twist].location in ("p0.staging", "p0.discard", "p0.hand", "p0.deck", "p0.killed")
    path = tmp_path / "override.tabletop"
    save_session(session, path)
    loaded = load_session(path, registry.load)
    assert loaded.state.to_json() == session.state.to_json()
    loaded.undo_all()
    assert loaded.state.to_json() == loaded.initial

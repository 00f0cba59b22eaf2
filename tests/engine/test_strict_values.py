"""The quick values (actions, ops, transactions) are frozen by convention: nothing assigns to them.

They are built without the frozen guard for speed (``values.quick_init``). Here every game is
played in a process that keeps the guard (``TABLETOP_STRICT_VALUES=1``): random games with every
step undone and redone, and a few decisions of each bot, so an assignment anywhere raises.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

PLAY = textwrap.dedent("""
    import dataclasses
    from tabletop.bots import bot_named, choose_for
    from tabletop.engine import values
    from tabletop.engine.selfplay import play_random_game
    from tabletop.games import registry

    assert values.STRICT_VALUES
    for game_id in registry.game_ids():
        game = registry.load(game_id)
        for seed in range(2):
            session, problems = play_random_game(game, seed, 400)
            assert not problems, (game_id, problems)
            done = len(session.history.done)
            session.undo_all()
            session.redo_all()
            assert len(session.history.done) == done
        action = game.legal_actions(session.state)[0] if game.legal_actions(session.state) else None
        if action is not None:
            field = dataclasses.fields(action)[0].name if dataclasses.fields(action) else None
            if field is not None:
                try:
                    setattr(action, field, getattr(action, field))
                except dataclasses.FrozenInstanceError:
                    pass
                else:
                    raise AssertionError(f"{type(action).__name__} took an assignment")
        session, _ = play_random_game(game, 5, 30)
        for name in ("greedy", "search"):
            if not game.is_over(session.state):
                choose_for(game, session.state, game.deciding_seat(session.state), bot_named(name), "seed")
    print("STRICT OK")
""")


def test_every_game_plays_with_the_frozen_guard_kept() -> None:
    env = dict(os.environ, TABLETOP_STRICT_VALUES="1")
    done = subprocess.run([sys.executable, "-c", PLAY], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and "STRICT OK" in done.stdout, done.stderr[-3000:]

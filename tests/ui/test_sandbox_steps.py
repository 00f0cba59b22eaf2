"""`screenshot --steps N` plays steps by hand in a game without rules (a sandbox)."""

from __future__ import annotations

from tabletop.engine import manual
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui.launch import new_session
from tabletop.ui.launch_screenshot import play_random_steps


def test_a_sandbox_game_advances_by_random_steps_by_hand() -> None:
    session = new_session("nitro", [], None, 4, sandbox=True)
    assert session is not None and not session.rules_on
    play_random_steps(session, 40, 4)
    done = session.history.done
    assert len(done) >= 30 and all(t.manual for t in done)
    kinds = {type(t.action) for t in done}
    assert {manual.DrawByHand, manual.MoveCardByHand, manual.PassTurn} <= kinds
    passes = [t for t in done if isinstance(t.action, manual.PassTurn)]
    following = next(op.new for op in passes[0].ops if op.path == ("active_player",))
    assert passes[0].label == f"End turn: {session.state.players[following].name} to play"  # the seat now playing


def test_a_game_with_rules_still_plays_legal_actions() -> None:
    game = registry.load("wms")
    session = Session(game, game.default_setup(2))
    play_random_steps(session, 10, 2)
    assert len(session.history.done) == 10 and not any(t.manual for t in session.history.done)

"""What the move listing keeps with a position answers exactly what a fresh reading answers.

The fighters, blockers, reaches and the listing itself are kept with the position
(the listing is worked out when the move question is asked and kept through the
asking); each must equal a fresh copy's, checked through whole random games on
pinned heroes and maps (large fighters, traps, doors, one-way paths, the fog walk).
"""

from __future__ import annotations

import random

from tabletop.games.unmatched.movement import move_options
from tests.games.listing_checks import kept_readings_agree
from tests.games.unmatched.helpers import GAME, manual, new_game
from tests.games.unmatched.test_seeded_games import PINNED


def test_during_a_step_the_fighters_are_read_again_after_each_change():
    session = new_game(("t_rex", "robert_muldoon"), "sunken_abbey", seed=5)
    seen = []

    def change(step, c):  # noqa: ANN001
        first = c.fighters()
        seen.append([t.id for t in first])
        first.clear()  # a caller's copy: the context's reading is not touched
        seen.append([t.id for t in c.fighters()])
        step.set_token(seen[0][0], "location", "")  # off the board
        seen.append([t.id for t in c.fighters()])

    manual(session, change)
    assert seen[0] == seen[1] and len(seen[0]) >= 2
    assert seen[2] == seen[0][1:]


def test_what_is_kept_with_a_position_equals_a_fresh_reading_through_play_undo_and_redo():
    """Listings, checks and menu words read kept reaches and listings; a copy of the state keeps nothing."""
    game = GAME
    compared = 0
    for heroes, battlefield, seed in PINNED:
        session = new_game(heroes, battlefield, seed=seed, first="random", settle=False)
        chooser = random.Random(seed * 7)
        for _ in range(250):
            if session.is_over():
                break
            listed = kept_readings_agree(game, session.state)
            action = chooser.choice(listed)
            assert game.reason_against(session.state, action) is None
            session.perform(action)
            compared += 1
            roll = chooser.random()
            if roll < 0.15 and session.history.can_undo:
                session.undo()
            elif roll < 0.2 and session.history.can_redo:
                session.redo()
    assert compared > 500


def test_a_position_file_lists_what_a_fresh_copy_of_it_lists():
    """A position is written over a set-up game directly (not by ops): what the setup kept is dropped."""
    from tabletop.engine.position_file import read_position
    from tabletop.paths import cards_dir

    files = sorted((cards_dir() / "unmatched" / "positions").glob("*.yaml"))
    assert files
    for path in files:
        state = read_position(path, lambda _game_id: GAME).state
        assert GAME.legal_actions(state) == GAME.legal_actions(state.copy()), path.name


def test_the_move_question_is_asked_with_its_listing_already_worked_out_and_true():
    """The queue lists the moves to know whether to ask at all; the listing stays kept through the asking."""
    asked = 0
    for heroes, battlefield, seed in PINNED:
        session = new_game(heroes, battlefield, seed=seed, first="random", settle=False)
        chooser = random.Random(seed * 3)
        for _ in range(250):
            if session.is_over():
                break
            state = session.state
            if state.decision is not None and state.decision["kind"] == "move":
                kept = state.readings.carried().get(("unmatched.move-options",))
                assert kept is not None and kept  # worked out before asking, never an empty question
                assert list(kept) == move_options(GAME.context(state.copy()))
                assert GAME.legal_actions(state) == GAME.legal_actions(state.copy())
                asked += 1
            session.perform(chooser.choice(session.legal_actions()))
    assert asked > 100


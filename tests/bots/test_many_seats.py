"""Bots at tables of more than two: three and four seats, free-for-all and teams.

The search bot deals every other seat's hidden cards (each seat's from its own
pool) and scores each tree node for the seat that chose it, with that seat's
own evaluation, which counts its team; these tests play such games to the end.
"""

from __future__ import annotations

import random

import pytest

from tabletop.bots import bot_named, choose_for, observe
from tabletop.bots.base import evaluation
from tabletop.bots.scoring import opponents
from tabletop.bots.search import SearchBot
from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup
from tabletop.games import registry
from tests.bots.test_bots import others_secrets, twin_of, unseen
from tests.games.shipped import shipped

MAX_STEPS = 4000


def big_tables() -> list[tuple[str, str, int]]:
    """(game, variant, seats) for every shipped variant with more than two seats (its largest table)."""
    found = []
    for game_id in registry.game_ids():
        game = shipped(game_id) if game_id != "tally" else None
        if game is None or not game.has_rules:
            continue
        found += [(game_id, v.id, v.players[1]) for v in game.variants if v.players[1] > 2]
    return found


def _session(game_id: str, variant: str, seats: int, seed: int) -> Session:
    game = shipped(game_id)
    return Session(game, new_setup(game, seed, variant=variant, players=seats, options=dict(game.selfplay_options)))


@pytest.mark.parametrize(("game_id", "variant", "seats"), big_tables())
def test_every_seat_sees_in_its_samples_just_what_it_sees_at_the_table(game_id: str, variant: str, seats: int) -> None:
    session = _session(game_id, variant, seats, 4)
    chooser = random.Random(4)
    game = session.game
    checked = 0
    for step in range(160):
        if session.is_over():
            break
        seat, state = session.deciding_seat(), session.state
        if step % 8 == 0:
            observation = observe(game, state, seat)
            for number in range(3):
                sample = observation.sample(random.Random(number))
                assert game.view(sample, seat) == game.view(state, seat), "a sample shows the seat what it sees"
                assert sorted(c.definition for c in sample.cards.values()) == \
                    sorted(c.definition for c in state.cards.values()), "a sample deals the same cards"
            hidden = unseen(game, state, seat)
            twin = twin_of(game, state, seat, step)
            if others_secrets(twin, seat, hidden) != others_secrets(state, seat, hidden):
                assert observe(game, twin, seat).canonical().to_json() == observation.canonical().to_json()
                checked += 1
        session.perform(chooser.choice(session.legal_actions()))
    assert checked >= 3, "moments where the other seats' secrets differed"


@pytest.mark.parametrize(("game_id", "variant", "seats"), big_tables())
def test_a_whole_game_of_bots_at_the_big_table_ends_with_a_winner(game_id: str, variant: str, seats: int) -> None:
    """Seat 0 searches (a small budget), the others are greedy or random; the game ends and the
    evaluation agrees with the result for every seat, teams included."""
    session = _session(game_id, variant, seats, 8)
    game = session.game
    players = [SearchBot(iterations=12, rollout=3), bot_named("greedy"), bot_named("random"), bot_named("greedy")]
    searched = 0
    for step in range(MAX_STEPS):
        if session.is_over():
            break
        seat = session.deciding_seat()
        action = choose_for(game, session.state, seat, players[seat % len(players)], f"8:{step}")
        assert action in session.legal_actions()
        searched += seat == 0
        session.perform(action)
    assert session.is_over(), f"{game_id} {variant}: no winner after {MAX_STEPS} steps"
    assert searched > 0
    winner = session.winner()
    teams = session.setup.teams or tuple((s,) for s in range(seats))
    winners = next(team for team in teams if winner in team)
    for seat in range(seats):
        view = game.view(session.state, seat)
        assert evaluation(game, view, seat) == (1.0 if seat in winners else 0.0)
        assert set(opponents(view, seat)) == set(range(seats)) - set(next(t for t in teams if seat in t))

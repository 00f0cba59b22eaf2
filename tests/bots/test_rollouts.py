"""The search of a game with a turn horizon (``Game.search_turns``): paired greedy play-outs (bots/rollouts.py)."""

from __future__ import annotations

import random

import pytest

from tabletop.bots import choose_for, observe, rollouts
from tabletop.bots.base import fresh_actions
from tabletop.bots.search import SearchBot
from tabletop.engine.session import Session
from tabletop.engine.state import State
from tabletop.engine.transaction import Transaction, revert_ops
from tests.games.shipped import shipped


def _opening(seed: int) -> Session:
    game = shipped("wagon")
    return Session(game, game.default_setup(seed))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_play_out_stops_as_the_horizons_turn_begins_and_is_taken_back_whole(seed: int) -> None:
    session = _opening(seed)
    game, state = session.game, session.state.copy()
    before = state.to_json()
    start = state.turn
    made: list[Transaction] = []
    rollouts.greedy_until(game, state, start + 2, made, random.Random(seed))
    assert state.turn == start + 2 or game.is_over(state), "it plays two whole turns"
    assert len(made) < rollouts.STEPS
    revert_ops(state, made[-1].ops)
    assert state.turn < start + 2, "and not a move past the horizon"
    for transaction in reversed(made[:-1]):
        revert_ops(state, transaction.ops)
    assert state.to_json() == before


def test_every_action_is_played_out_on_the_same_deals_and_the_weaker_half_is_dropped(
        monkeypatch: pytest.MonkeyPatch) -> None:
    session = _opening(4)
    game = session.game
    seat = game.deciding_seat(session.state)
    observation = observe(game, session.state, seat)
    rng = random.Random(5)
    state = observation.sample(rng)
    allowed = fresh_actions(game, observation, state)
    assert len(allowed) >= 4
    tried: list[tuple[str, object]] = []  # (the deal: every card's definition, the action)
    played_out = rollouts._played_out

    def spy(game_, state_: State, action, seat_, until, rng_) -> float:  # noqa: ANN001
        tried.append((str(sorted((c.id, c.definition) for c in state_.cards.values())), action))
        return played_out(game_, state_, action, seat_, until, rng_)

    monkeypatch.setattr(rollouts, "_played_out", spy)
    rollouts.paired_choice(game, observation, state, allowed, 4 * len(allowed), rng)
    deals: dict[str, list[object]] = {}
    for deal, action in tried:
        deals.setdefault(deal, []).append(action)
    rounds = list(deals.values())
    assert len(rounds) >= 3, "the hidden cards are dealt anew each round"
    assert set(rounds[0]) == set(allowed), "each action of a round meets the same deal"
    assert len(set(rounds[-1])) == (len(allowed) + 1) // 2, "half-way, the weaker half is dropped"
    assert len(tried) >= 4 * len(allowed)


def test_the_search_plays_out_on_paired_deals_only_for_a_game_with_a_horizon(monkeypatch: pytest.MonkeyPatch) -> None:
    """W.A.G.O.N. names a horizon; the same game without one gets the tree search (which never calls it)."""
    session = _opening(6)
    game = session.game
    seat = game.deciding_seat(session.state)
    calls: list[int] = []
    paired = rollouts.paired_choice

    def spy(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        calls.append(1)
        return paired(*args, **kwargs)

    monkeypatch.setattr("tabletop.bots.search.paired_choice", spy)
    bot = SearchBot(iterations=8, rollout=1)
    assert game.search_turns > 0
    choose_for(game, session.state, seat, bot, "a")
    assert calls == [1]
    monkeypatch.setattr(game, "search_turns", 0)
    choose_for(game, session.state, seat, bot, "a")
    assert calls == [1]

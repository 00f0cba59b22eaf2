"""A bot never goes round in circles through a move that undoes another (WMS: play a unit, take the play back)."""

from __future__ import annotations

import random

from tabletop.bots import bot_named, choose_for, position_key
from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup
from tests.games.shipped import shipped


def test_a_positions_key_leaves_out_the_order_of_a_hand() -> None:
    game = shipped("wms")
    session = Session(game, new_setup(game, 1))
    chooser = random.Random(0)
    while len(session.state.zones["p0.hand"].cards) < 2:
        session.perform(chooser.choice(session.legal_actions()))
    view = game.view(session.state, 0)
    hand = view["zones"]["p0.hand"]
    shuffled = {**view, "zones": {**view["zones"], "p0.hand": {**hand, "cards": hand["cards"][::-1]}}}
    assert hand["cards"] != shuffled["zones"]["p0.hand"]["cards"]
    assert position_key(shuffled) == position_key(view)
    fewer = {**view, "zones": {**view["zones"], "p0.hand": {**hand, "cards": hand["cards"][1:]}}}
    assert position_key(fewer) != position_key(view)


def test_greedy_never_takes_the_same_play_back_twice_in_wms() -> None:
    """Seed 1 of greedy against greedy once went: play Evil Marine, take the play back, play it again, take
    it back... (taking back put the card at the end of the hand: a new position to the bot each time)."""
    game = shipped("wms")
    setup = new_setup(game, 1, options=game.selfplay_options)
    session = Session(game, setup)
    greedy = bot_named("greedy")
    visited: dict[int, set[str]] = {}
    taken_back: list[tuple[int, int, str]] = []
    played = ""
    for step in range(60):
        seat = session.deciding_seat()
        seen = visited.setdefault(seat, set())
        here = position_key(game.view(session.state, seat))
        action = choose_for(game, session.state, seat, greedy, f"{setup.seed}:{step}", frozenset(seen))
        seen.add(here)
        if type(action).__name__ == "PlayUnit":
            played = action.card
        if type(action).__name__ == "TakeBack":
            taken_back.append((seat, session.state.turn, played))
        session.perform(action)
    assert taken_back, "the game this test replays takes a play back"
    assert len(set(taken_back)) == len(taken_back), "the same card played and taken back twice in a turn"

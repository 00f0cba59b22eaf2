"""The sandbox's bookkeeping tools: take N damage, the Action Point counter, the round's winner."""

from __future__ import annotations

import dataclasses

from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup
from tabletop.games.nitro.sandbox import ActionPoints, RoundWinner, TakeDamage
from tests.games.manual_checks import round_trip
from tests.games.shipped import shipped

GAME = shipped("nitro")


def sandbox(variant: str = "round") -> Session:
    return Session(GAME, dataclasses.replace(new_setup(GAME, 3, variant=variant), manual=True))


def test_the_deck_offers_take_n_damage_and_the_game_the_counters() -> None:
    session = sandbox()
    state = session.state
    deck_top = state.zones["p1.deck"].cards[-1]
    words = [GAME.manual_words(state, m) for m in GAME.manual_tools(state, deck_top)]
    assert words[:2] == ["Player 2 takes 1 damage", "Player 2 takes 2 damage"]
    game_tools = [GAME.manual_words(state, m) for m in GAME.manual_tools(state, None)]
    assert "Player 1 spends 1 Action Point" in game_tools and "Player 2 won the round" in game_tools


def test_damage_flips_one_card_at_a_time_and_stops_at_a_thunder_card() -> None:
    session = sandbox()
    state = session.state
    deck = state.zones["p1.deck"].cards
    thunder = next(c for c in deck if GAME.db.cards[state.cards[c].definition].type == "thunder")
    deck.remove(thunder)
    deck.insert(len(deck) - 2, thunder)  # the third card from the top
    tool = next(m for m in GAME.manual_tools(state, deck[-1]) if m.amount == 5)
    before = len(deck)
    session.manual(tool, 1)
    assert len(deck) == before - 3
    assert state.zones["p1.discard"].cards[-1] == thunder and state.cards[thunder].face_up
    assert "A Thunder card turned up after 3 cards" in session.history.done[-1].log[0]


def test_the_counter_and_a_match_scored_by_hand_survive_a_save() -> None:
    session = sandbox("match")
    state = session.state
    worth = state.data["p0.next_win"]
    moves = [(0, ActionPoints(0, reset=True)), (0, ActionPoints(0)), (0, RoundWinner(0)), (0, TakeDamage(1, 1))]
    loaded = round_trip(session, moves)
    assert loaded.state.data["p0.action_points"] == 2
    assert loaded.state.data["p0.match_points"] == worth
    assert loaded.state.to_json() == session.state.to_json()
    for _ in range(3):
        session.manual(RoundWinner(0), 0)
    assert session.is_over() and session.winner() == 0

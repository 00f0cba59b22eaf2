"""Rules the positions do not show: what a seat may see, the Action Points, deck-out, a search."""

from __future__ import annotations

from tabletop.engine.position_file import parse_position
from tabletop.engine.position_script import do, labelled_actions, session_of
from tabletop.engine.session import Session
from tabletop.games import registry

HEAD = """kind: position
game: nitro
seed: 3
seats:
  - {name: Ann, deck: silas_surgeons_table}
  - {name: Bob, deck: kid_comet_high_flyers}
turn: 4
active: 0
"""


def session(zones: str, data: str = "{p0.action_points: 3}") -> Session:
    text = HEAD + "zones:\n" + zones + f"data: {data}\n"
    return session_of(parse_position(text, "t.yaml", registry.load))


def test_mind_games_shows_the_hand_to_its_player_only_and_discards_every_copy() -> None:
    game_session = session("  p0.hand: [mind_games]\n  p0.corner: [nitro]\n  p1.hand: [dropkick, dropkick, nitro]\n")
    game, state = game_session.game, game_session.state
    bob_hand = list(state.zones["p1.hand"].cards)
    assert not any(game.card_visible(state, 0, c) for c in bob_hand)
    do(game_session, "use Mind Games")
    dropkick = next(c for c in bob_hand if state.cards[c].definition == "dropkick")
    names = [label for label, _ in labelled_actions(game, state)]
    assert "name Dropkick" not in names, "a card in a hidden hand cannot be pointed at"
    assert "name Mind Games" in names  # the card just discarded, in plain sight
    game_session.perform(next(a for a in game.legal_actions(state) if a.definition == "nitro"))
    assert [state.cards[c].definition for c in state.zones["p1.hand"].cards] == ["dropkick", "dropkick"]
    assert all(game.card_visible(state, 0, c) for c in state.zones["p1.hand"].cards), "Ann looks this turn"
    assert not game.card_visible(state, None, dropkick), "nobody else"
    do(game_session, "end the turn")
    assert not any(game.card_visible(state, 0, c) for c in state.zones["p1.hand"].cards), "only this turn"


def test_the_last_card_drawn_ends_the_round() -> None:
    game_session = session("  p0.hand: []\n  p0.deck: [nitro]\n")
    do(game_session, "draw a card (1 AP)")
    assert game_session.winner() == 1
    assert "Ann's deck is empty." in game_session.history.done[-1].log


def test_a_search_lays_the_moves_out_for_its_player_and_shuffles_the_rest_back() -> None:
    game_session = session("  p0.hand: [title_shot]\n  p0.deck: [nitro, superkick, nitro, knockout_punch, nitro]\n")
    game, state = game_session.game, game_session.state
    do(game_session, "use Title Shot")
    look = state.zones["p0.look"]
    assert sorted(state.cards[c].definition for c in look.cards) == ["knockout_punch", "superkick"]
    assert look.visibility == "owner" and look.owner == 0
    assert not any(game.card_visible(state, 1, c) for c in look.cards)
    chosen = next(a for a in game.legal_actions(state) if state.cards[a.card].definition == "superkick")
    assert game.label(state, chosen) == "take a card from the deck", "the log does not name it"
    game_session.perform(chosen)
    assert look.cards == [] and len(state.zones["p0.deck"].cards) == 4
    assert state.cards[chosen.card].location == "p0.hand"


def test_action_points_never_go_below_zero_and_a_move_needs_its_colour() -> None:
    game_session = session("  p0.hand: [dropkick]\n  p0.corner: [nitro]\n", "{p0.action_points: 3, p0.ap_next: -5}")
    game, state = game_session.game, game_session.state
    assert game.reason_against(state, game.legal_actions(state)[0]) is None
    refused = [a for a in game.legal_actions(state) if type(a).__name__ == "PlayMove"]
    assert refused == [], "Silas Crane plays green, blue and red: no yellow Dropkick"
    do(game_session, "end the turn")
    do(game_session, "end the turn")
    assert state.active_player == 0 and state.data["p0.action_points"] == 0
    assert "0 Action Points = 3 each turn − 5 last turn's cards (never below 0)" in game_session.history.done[-1].log[-1]


def test_the_prompt_counts_one_action_point_as_one() -> None:
    game_session = session("  p0.hand: [dropkick]\n", "{p0.action_points: 1}")
    assert game_session.game.prompt(game_session.state).startswith("Ann: 1 Action Point left,")

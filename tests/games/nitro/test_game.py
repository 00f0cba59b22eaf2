"""WCW Nitro CCG: setup by the rules, the table layout, the sandbox (manual mode) and saves."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from tabletop.carddb.decks import MAIN
from tabletop.engine import manual
from tabletop.engine.actions import IllegalAction
from tabletop.engine.game import Setup
from tabletop.engine.selfplay import card_problems
from tabletop.engine.session import Session
from tabletop.engine.state import State
from tabletop.games import registry
from tabletop.games.nitro.game import NitroGame
from tests.games.manual_checks import layout_problems, round_trip
from tests.games.shipped import shipped

GAME = shipped("nitro")

PER_PLAYER = {"wrestler", "deck", "discard", "corner", "hand", "ring", "look"}


def started(seed: int = 7, variant: str = "") -> tuple[Setup, State]:
    setup = dataclasses.replace(GAME.default_setup(seed), variant=variant)
    return setup, GAME.setup(setup)


def reputation(setup: Setup, player: int) -> int:
    wrestler = next(iter(setup.players[player].deck.sections["wrestler"]))
    return GAME.db.get(wrestler).reputation


def test_the_game_is_registered_with_its_rules() -> None:
    assert registry.game_class("nitro") is NitroGame
    assert isinstance(GAME, NitroGame)
    assert (GAME.min_players, GAME.max_players, GAME.has_rules) == (2, 4, True)
    assert set(manual.MANUAL_MOVES) <= set(GAME.action_types)


def test_default_setups_pair_every_shipped_deck_over_the_seeds() -> None:
    setup = GAME.default_setup(1)
    assert [p.name for p in setup.players] == ["Player 1", "Player 2"]
    assert setup.players[0].deck.name != setup.players[1].deck.name
    assert all(GAME.check_deck(p.deck) == [] for p in setup.players)
    used = {p.deck.name for seed in range(30) for p in GAME.default_setup(seed).players}
    assert used == {deck.name for deck in GAME.shipped_decks()}


def test_setup_builds_the_zones_and_deals_reputation_sized_hands() -> None:
    setup, state = started()
    expected = {f"p{p}.{name}" for p in range(2) for name in PER_PLAYER}
    assert set(state.zones) == expected
    for p in range(2):
        deck = setup.players[p].deck
        wrestler = state.zones[f"p{p}.wrestler"].cards
        assert [state.cards[c].definition for c in wrestler] == list(deck.sections["wrestler"])
        assert state.cards[wrestler[0]].face_up
        hand = state.zones[f"p{p}.hand"].cards
        first = p == state.active_player  # the first player has drawn for the first turn
        assert len(hand) == reputation(setup, p) + first
        assert state.data[f"p{p}.action_points"] == (3 if first else 0)
        assert all(state.cards[c].face_up for c in hand)
        pile = state.zones[f"p{p}.deck"].cards
        assert len(pile) == deck.count(MAIN) - reputation(setup, p) - first
        assert not any(state.cards[c].face_up for c in pile)
        assert state.zones[f"p{p}.hand"].visibility == "owner"
        assert state.zones[f"p{p}.deck"].visibility == "hidden"
        assert state.zones[f"p{p}.corner"].visibility == "public"
        for name in ("discard", "corner", "ring", "look"):
            assert state.zones[f"p{p}.{name}"].cards == []


def test_the_player_with_fewer_cards_in_hand_goes_first() -> None:
    setup, state = started()
    sizes = [reputation(setup, p) for p in range(2)]
    assert sizes[0] != sizes[1]
    assert state.active_player == sizes.index(min(sizes))


def test_a_tie_in_reputation_is_a_seeded_coin_flip() -> None:
    base = GAME.default_setup(0)
    twins = (base.players[0], dataclasses.replace(base.players[1], deck=base.players[0].deck))
    firsts = {GAME.setup(dataclasses.replace(base, players=twins, seed=s)).active_player
              for s in range(12)}
    assert firsts == {0, 1}


def test_no_card_is_lost_or_made_and_each_deck_is_all_there() -> None:
    setup, state = started()
    assert card_problems(state, set(state.cards)) == []
    for p in range(2):
        owned = Counter(c.definition for c in state.cards.values() if c.owner == p)
        deck = setup.players[p].deck
        assert owned == Counter({cid: n for _, cid, n in deck.entries()})


def test_setup_is_deterministic_for_a_seed() -> None:
    assert started(5)[1].to_json() == started(5)[1].to_json()
    assert started(5)[1].to_json() != started(6)[1].to_json()


def test_setup_refuses_a_missing_deck() -> None:
    setup = GAME.default_setup(1)
    broken = dataclasses.replace(setup, players=(setup.players[0], dataclasses.replace(setup.players[1], deck=None)))
    with pytest.raises(ValueError, match="no deck"):
        GAME.setup(broken)


@pytest.mark.parametrize("fmt", ["round", "match"])
def test_layout_places_every_zone_without_overlaps(fmt: str) -> None:
    _, state = started(variant=fmt)
    assert layout_problems(GAME, state) == []
    layout = GAME.layout(state)
    hand = next(s for s in layout.spots if s.zone == "p{p}.hand")
    assert hand.arrange == "fan" and hand.width >= 6
    keys = [key for key, _ in layout.player_fields]
    assert "p{p}.action_points" in keys
    assert ("p{p}.match_points" in keys) == (fmt == "match")
    assert "damage" in layout.counters


def test_a_match_shows_the_score_and_what_the_next_win_is_worth() -> None:
    setup, state = started(variant="match")
    assert state.data["p0.match_points"] == state.data["p1.match_points"] == 0
    reps = [reputation(setup, p) for p in range(2)]
    gap = abs(reps[0] - reps[1])
    lower = reps.index(min(reps))
    expected = 1 if gap <= 3 else 2 if gap <= 6 else 3
    assert state.data[f"p{lower}.next_win"] == expected
    assert state.data[f"p{1 - lower}.next_win"] == 1
    assert any(line.startswith("Match to 3") for line in GAME.status(state))


def test_the_sandbox_has_no_rules_actions_but_the_same_table() -> None:
    setup = dataclasses.replace(GAME.default_setup(9), manual=True)
    session = Session(GAME, setup)
    assert not session.rules_on and session.legal_actions() == []
    with pytest.raises(IllegalAction, match="manual mode"):
        session.perform(GAME.legal_actions(session.state)[0])


def test_manual_changes_survive_a_save_and_load() -> None:
    setup = dataclasses.replace(GAME.default_setup(9), manual=True)
    session = Session(GAME, setup)
    state = session.state
    me = state.active_player
    top = state.zones[f"p{me}.deck"].cards[-1]
    nitro = state.zones[f"p{me}.hand"].cards[0]
    foe_top = state.zones[f"p{1 - me}.deck"].cards[-1]

    moves = [
        (me, manual.DrawByHand(f"p{me}.deck")),
        (me, manual.MoveCardByHand(nitro, f"p{me}.corner")),
        (me, manual.SetTableValue(f"p{me}.action_points", 2)),
        (me, manual.SetCounter(nitro, "turns", 2)),
        (1 - me, manual.MoveCardByHand(foe_top, f"p{1 - me}.discard")),
    ]
    loaded = round_trip(session, moves)
    assert top in session.state.zones[f"p{me}.hand"].cards
    assert [t.label for t in session.history.done][:2] == [
        f"{session.state.players[me].name} draws 1 card", f"Move {GAME.card_label(state, nitro)} to "
        f"{session.state.players[me].name}'s corner"]
    assert loaded.state.to_json() == session.state.to_json()
    assert session.state.zones[f"p{me}.corner"].cards == [nitro]
    assert card_problems(loaded.state, set(loaded.state.cards)) == []
    loaded.undo_all()
    assert loaded.state.to_json() == loaded.initial

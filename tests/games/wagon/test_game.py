"""W.A.G.O.N.: setup (rules on and manual mode), the table layout, saves."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from tabletop.carddb.decks import MAIN
from tabletop.engine import manual
from tabletop.engine.actions import IllegalAction
from tabletop.engine.game import Setup
from tabletop.engine.locations import attached_location
from tabletop.engine.selfplay import card_problems
from tabletop.engine.session import Session
from tabletop.engine.state import State
from tabletop.engine.values import freeze
from tabletop.games import registry
from tabletop.games.wagon import sandbox
from tabletop.games.wagon.game import WagonGame
from tests.games.manual_checks import layout_problems, round_trip
from tests.games.shipped import shipped

GAME = shipped("wagon")

PER_PLAYER = {"panels", "characters", "plot_devices", "bandwidth", "hand", "deck", "discard"}


def started(seed: int = 7, variant: str = "standard", manual: bool = True, **options: str) -> tuple[Setup, State]:
    setup = dataclasses.replace(GAME.default_setup(seed), options=freeze(options), variant=variant, manual=manual)
    return setup, GAME.setup(setup)


def test_the_game_is_registered_with_rules_and_variants() -> None:
    assert registry.game_class("wagon") is WagonGame
    assert isinstance(GAME, WagonGame)
    assert (GAME.min_players, GAME.max_players, GAME.has_rules) == (2, 2, True)
    assert [variant.id for variant in GAME.variants] == ["standard", "tournament", "quick"]
    assert [value for value, _ in GAME.options[0].choices] == ["random", "0", "1"]


@pytest.mark.parametrize(("first", "seat"), [("0", 0), ("1", 1)])
def test_the_players_may_choose_who_goes_first(first: str, seat: int) -> None:
    _, state = started(manual=False, first=first)
    assert state.active_player == seat and state.data["first"] == seat
    assert state.data["setup_log"][0] == f"Player {seat + 1} goes first (chosen by the players)."
    assert len(state.zones[f"p{seat}.hand"].cards) == 6, "the first turn's draw"
    assert state.phase == "Play"


def test_the_first_player_is_drawn_at_random_by_default() -> None:
    firsts = {started(seed, manual=False)[1].active_player for seed in range(12)}
    assert firsts == {0, 1}
    assert "drawn at random" in started(3, manual=False)[1].data["setup_log"][0]


def test_default_setup_uses_the_first_two_shipped_decks() -> None:
    setup = GAME.default_setup(1)
    assert [p.name for p in setup.players] == ["Player 1", "Player 2"]
    assert [p.deck.name for p in setup.players] == ["Grave and Dawn", "Tavern Brawl"]
    assert all(GAME.check_deck(p.deck) == [] for p in setup.players)


def test_setup_deals_five_face_down_panels_and_five_cards() -> None:
    setup, state = started()
    assert set(state.zones) == {f"p{p}.{name}" for p in range(2) for name in PER_PLAYER}
    for p in range(2):
        panels = state.zones[f"p{p}.panels"].cards
        assert len(panels) == 5
        assert not any(state.cards[c].face_up for c in panels)
        hand = state.zones[f"p{p}.hand"].cards
        assert len(hand) == 5 and all(state.cards[c].face_up for c in hand)
        deck = state.zones[f"p{p}.deck"].cards
        assert len(deck) == setup.players[p].deck.count(MAIN) - 10
        assert not any(state.cards[c].face_up for c in deck)
        assert state.zones[f"p{p}.hand"].visibility == "owner"
        assert state.zones[f"p{p}.deck"].visibility == "hidden"
        assert state.zones[f"p{p}.panels"].visibility == "public"
        for name in ("characters", "plot_devices", "bandwidth", "discard"):
            assert state.zones[f"p{p}.{name}"].cards == []
        assert state.data[f"p{p}.bandwidth"] == 0
    assert state.active_player == state.data["first"]


def test_no_card_is_lost_or_made_and_each_deck_is_all_there() -> None:
    setup, state = started()
    assert card_problems(state, set(state.cards)) == []
    for p in range(2):
        owned = Counter(c.definition for c in state.cards.values() if c.owner == p)
        assert owned == Counter(setup.players[p].deck.sections[MAIN])


def test_quick_game_shares_one_deck_and_deals_three_panels() -> None:
    setup, state = started(variant="quick")
    assert "shared.deck" in state.zones and "shared.discard" in state.zones
    assert not any(z.endswith((".deck", ".discard")) and z.startswith("p") for z in state.zones)
    for p in range(2):
        panels = state.zones[f"p{p}.panels"].cards
        assert len(panels) == 3 and not any(state.cards[c].face_up for c in panels)
        assert all(state.cards[c].controller == p for c in panels + state.zones[f"p{p}.hand"].cards)
    assert len(state.zones["shared.deck"].cards) == setup.players[0].deck.count(MAIN) - 16
    assert len(state.cards) == setup.players[0].deck.count(MAIN)
    assert card_problems(state, set(state.cards)) == []
    spot = next(s for s in GAME.layout(state).spots if s.zone == "p{p}.characters")
    assert spot.slots == 3


def test_setup_is_deterministic_for_a_seed() -> None:
    assert started(5)[1].to_json() == started(5)[1].to_json()
    assert started(5)[1].to_json() != started(6)[1].to_json()


def test_setup_refuses_an_unknown_variant() -> None:
    with pytest.raises(ValueError, match="variant"):
        started(variant="sealed")


@pytest.mark.parametrize("variant", ["standard", "tournament", "quick"])
def test_layout_places_every_zone_without_overlaps(variant: str) -> None:
    _, state = started(variant=variant)
    assert layout_problems(GAME, state) == []
    layout = GAME.layout(state)
    by_zone = {spot.zone: spot for spot in layout.spots}
    characters = by_zone["p{p}.characters"]
    assert characters.arrange == "spread" and characters.attachments
    assert by_zone["p{p}.plot_devices"].slots == 5
    assert by_zone["p{p}.panels"].slots == (3 if variant == "quick" else 5)
    assert by_zone["p{p}.hand"].arrange == "fan"
    assert layout.player_fields == (("p{p}.bandwidth", "Bandwidth"),)
    assert {"off", "def"} <= set(layout.counters)


def test_manual_mode_has_no_rules_actions_and_no_winner() -> None:
    setup, state = started()
    session = Session(GAME, setup, state)
    assert session.legal_actions() == []
    with pytest.raises(IllegalAction, match="manual mode"):
        session.perform(GAME.legal_actions(GAME.setup(dataclasses.replace(setup, manual=False)))[0])
    assert GAME.winner(state) is None
    assert any("5 panels" in line for line in GAME.status(state))


def test_status_counts_one_card_as_one_card() -> None:
    setup, state = started()
    session = Session(GAME, setup, state)
    for card in list(state.zones["p1.hand"].cards)[1:]:
        session.manual(manual.MoveCardByHand(card, "p1.discard"))
    assert any(line.endswith(": 5 panels, 1 card in hand") for line in GAME.status(session.state))


def test_manual_changes_survive_a_save_and_load() -> None:
    session = Session(GAME, dataclasses.replace(GAME.default_setup(3), manual=True))
    state = session.state
    hero, gear, extra = state.zones["p0.hand"].cards[:3]
    panel = state.zones["p1.panels"].cards[0]

    moves = [
        (0, manual.DrawByHand("p0.deck")),
        (0, manual.MoveCardByHand(hero, "p0.characters")),
        (0, manual.TurnCard(hero, 90)),
        (0, manual.MoveCardByHand(gear, attached_location(hero))),
        (0, manual.SetTableValue("p0.bandwidth", 2)),
        (0, manual.SetCounter(hero, "def", 1)),
        (0, manual.MoveCardByHand(extra, "p0.bandwidth")),
        (1, manual.MoveCardByHand(panel, "p1.hand")),
    ]
    loaded = round_trip(session, moves)
    assert loaded.state.to_json() == session.state.to_json()
    assert session.state.cards[hero].attachments == [gear]
    assert card_problems(loaded.state, set(loaded.state.cards)) == []
    loaded.undo_all()
    assert loaded.state.to_json() == loaded.initial


def test_sandbox_tools_keep_the_books_and_undo() -> None:
    session = Session(GAME, dataclasses.replace(GAME.default_setup(4), manual=True))
    state = session.state
    tools = GAME.manual_tools(state, None)
    other = 1 - state.active_player
    assert [GAME.manual_words(state, move) for move in tools] == [f"Player {other + 1} goes first"]
    words = [GAME.manual_words(state, move) for move in GAME.manual_tools(state, "p0.bandwidth")]
    assert words == ["Player 1 gains 1 Bandwidth", "Player 1 spends 1 Bandwidth", "Player 1's unspent Bandwidth is lost"]
    words = [GAME.manual_words(state, move) for move in GAME.manual_tools(state, "p1.plot_devices")]
    assert words == ["Player 2's effect counts tick down"]
    session.manual(next(m for m in tools if isinstance(m, sandbox.ChooseFirstPlayer)))
    assert state.active_player == other and state.data["first"] == other
    session.manual(sandbox.SetBandwidth(0, 1))
    session.manual(sandbox.SetBandwidth(0, 1))
    assert state.data["p0.bandwidth"] == 2
    eclipse = next(c for c, card in state.cards.items() if card.definition in ("eclipse", "sunbeam_blessing"))
    session.manual(manual.MoveCardByHand(eclipse, f"p{state.cards[eclipse].owner}.plot_devices"))
    owner = state.cards[eclipse].owner
    start = next(m for m in GAME.manual_tools(state, eclipse) if isinstance(m, sandbox.StartEffectCount))
    session.manual(start)
    rounds = state.cards[eclipse].counters["rounds"]
    for _ in range(rounds):
        session.manual(sandbox.TickEffectCounts(owner))
    assert state.cards[eclipse].location == f"p{owner}.discard" and "rounds" not in state.cards[eclipse].counters
    piles = GAME.manual_tools(state, "p0.hand")
    to_deck = next(m for m in piles if isinstance(m, sandbox.MovePile) and m.target == "p0.deck")
    hand = list(state.zones["p0.hand"].cards)
    session.manual(to_deck)
    assert state.zones["p0.hand"].cards == [] and state.zones["p0.deck"].cards[-len(hand):] == hand
    assert not any(state.cards[c].face_up for c in hand)
    loaded = round_trip(session, [])
    assert loaded.state.to_json() == state.to_json()
    session.undo_all()
    assert state.to_json() == session.initial

"""Set-up choices, command cards, the Draw Step, retreats and the end of the game."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.engine.game import IllegalAction
from tabletop.engine.locations import seat_zone as zone
from tabletop.engine.session import Session
from tabletop.engine.values import freeze
from tabletop.games.wms.actions import (
    AddReserve,
    ChooseCommander,
    Decline,
    Discard,
    Fight,
    NameKeyword,
    PlayCommand,
    PlayUnit,
    Ready,
    Recover,
    ReturnReserve,
    SwapReserve,
    TacticalRetreat,
)
from tabletop.games.wms.combat import side_keywords, side_of
from tests.arrange import arrange
from tests.games.shipped import shipped

from .helpers import (
    EVIL,
    MARINES,
    ctx,
    last_log,
    legal,
    new_game,
    put,
    set_hand,
    set_wounds,
    stack_deck,
)

GAME = shipped("wms")


def _fresh(first: str = "0") -> Session:
    setup = dataclasses.replace(GAME.default_setup(3), options=freeze({"first": first}))
    return Session(GAME, setup)


def test_setup_uses_the_decks_choices_and_lets_players_change_them() -> None:
    session = _fresh()
    state = session.state
    assert state.decision["kind"] == "setup" and GAME.deciding_seat(state) == MARINES
    chief = state.zones["p0.commander"].cards[0]
    assert state.cards[chief].definition == "captain" and state.cards[chief].counters == {"wound": 4}
    assert [state.cards[c].definition for c in state.zones["p0.reserves"].cards] == ["dreadnought", "scout_marine"]
    assert len(state.zones["p0.deck"].cards) == 57 and not state.zones["p0.hand"].cards
    assert [state.cards[c].definition for c in state.zones["p0.aside"].cards] == ["drop_pod", "drop_pod"]
    leaders = {ctx(session).name(a.card) for a in legal(session, ChooseCommander)}
    assert leaders == {"Chapter Master", "Librarian"}
    before = state.to_json()
    librarian = next(a for a in legal(session, ChooseCommander) if ctx(session).name(a.card) == "Librarian")
    session.perform(librarian)
    assert state.cards[librarian.card].location == "p0.commander"
    assert state.cards[librarian.card].counters == {"wound": 4}
    assert state.cards[chief].location == "p0.deck" and state.cards[chief].counters == {}
    # A fourth reserve is refused.
    session.perform(next(a for a in legal(session, AddReserve) if ctx(session).name(a.card) == "Dreadnought"))
    assert not legal(session, AddReserve)
    with pytest.raises(IllegalAction, match="at most 3"):
        session.game.apply(state, AddReserve(next(c for c in state.zones["p0.deck"].cards
                                                   if state.cards[c].definition == "scout_marine")))
    session.perform(legal(session, ReturnReserve)[0])
    session.perform(Ready())
    assert GAME.deciding_seat(state) == EVIL
    session.perform(Ready())
    assert ctx(session).hand_count(MARINES) == 5 and ctx(session).hand_count(EVIL) == 5
    assert state.decision == {"kind": "play", "seat": 0, "opening": True}
    assert GAME.prompt(state).startswith("Start Fight 1: you may play a command card")
    session.undo_all()
    assert state.to_json() == before == session.initial


def test_first_player_at_random_is_seeded() -> None:
    starters = {GAME.setup(dataclasses.replace(GAME.default_setup(s))).data["first"] for s in range(3)}
    assert starters == {"random"}
    first = []
    for seed in range(8):
        session = Session(GAME, GAME.default_setup(seed))
        session.perform(Ready())
        session.perform(Ready())
        first.append(session.state.active_player)
    assert set(first) == {0, 1}


def test_a_new_command_card_cancels_the_previous_one() -> None:
    session = new_game(first=MARINES, commanders=("librarian", ""))
    line, resupply, marine = set_hand(session, MARINES, "hold_the_line", "resupply", "marine")
    session.perform(PlayCommand(line, MARINES))
    assert "Hold the Line lingers while it tops the Command Stack." in last_log(session)
    with pytest.raises(IllegalAction, match="Only 1 command card"):
        session.perform(PlayCommand(resupply, MARINES))
    session.perform(PlayUnit(marine, MARINES))
    assert "Fearless" in side_keywords(ctx(session), side_of(ctx(session), 0), None)
    session.perform(Fight("cc"))
    # Next Fight of the Marines: Resupply goes on top and Hold the Line stops.
    session.perform(TacticalRetreat())  # the Evil Marines retreat
    session.perform(TacticalRetreat())  # the Marines retreat at once
    hand_before = ctx(session).hand_count(MARINES)
    resupply, marine = set_hand(session, MARINES, "resupply", "marine")
    session.perform(PlayCommand(resupply, MARINES))
    assert "Hold the Line no longer has any effect." in last_log(session)
    assert ctx(session).hand_count(MARINES) == 3 and hand_before == 5
    session.perform(PlayUnit(marine, MARINES))
    assert "Fearless" not in side_keywords(ctx(session), side_of(ctx(session), 0), None)


def test_command_cards_only_before_the_first_unit() -> None:
    session = new_game(first=EVIL)
    (marine,) = set_hand(session, MARINES, "marine")
    (em, despair) = set_hand(session, EVIL, "evil_marine", "sow_despair")
    session.perform(PlayUnit(em, EVIL))
    session.perform(Fight("rc"))
    assert not [a for a in session.legal_actions() if isinstance(a, PlayCommand)]
    with pytest.raises(IllegalAction, match="before the Fight starts"):
        session.perform(PlayCommand(marine, MARINES))


def test_sow_despair_lets_the_opponent_choose() -> None:
    session = new_game(first=EVIL)
    state = session.state
    set_hand(session, MARINES, "marine", "captain")
    (despair,) = set_hand(session, EVIL, "sow_despair", "evil_marine")[:1]
    session.perform(PlayCommand(despair, EVIL))
    assert state.decision["kind"] == "discard" and GAME.deciding_seat(state) == MARINES
    assert GAME.prompt(state) == "Sow Despair: discard 1 card of your choice (drag to your Graveyard)."
    choice = legal(session, Discard)
    assert {ctx(session).name(a.card) for a in choice} == {"Marine", "Captain"}
    with pytest.raises(IllegalAction, match="Player 1's decision|Discard a card from your hand"):
        session.perform(Discard(state.zones["p1.hand"].cards[0], EVIL))
    session.perform(choice[0])
    assert state.decision == {"kind": "play", "seat": EVIL, "opening": True}
    assert state.zones["p0.graveyard"].cards == [choice[0].card]


def test_recover_and_dark_pact_and_mark_of_chaos() -> None:
    session = new_game(first=EVIL)
    state = session.state
    brute = put(session, EVIL, "hellish_brute", "graveyard")
    (pact,) = set_hand(session, EVIL, "dark_pact")
    session.perform(PlayCommand(pact, EVIL))
    assert ctx(session).hand_count(EVIL) == 3 and state.decision["kind"] == "discard"
    assert state.decision["count"] == 2
    session.perform(legal(session, Discard)[0])
    assert state.decision["count"] == 1
    session.perform(legal(session, Discard)[0])
    assert ctx(session).hand_count(EVIL) == 1 and state.decision["kind"] == "play"
    session.perform(TacticalRetreat())
    session.perform(TacticalRetreat())
    (rise,) = set_hand(session, EVIL, "unholy_resurrection")
    session.perform(PlayCommand(rise, EVIL))
    assert state.decision["kind"] == "recover"
    assert brute in [a.card for a in legal(session, Recover)]
    session.perform(Recover(brute, EVIL))
    assert state.cards[brute].location == "p1.hand"


def test_mark_of_chaos_names_a_keyword() -> None:
    session = new_game(first=EVIL, extra=((EVIL, "mark_of_chaos"),))
    chaos, em = set_hand(session, EVIL, "mark_of_chaos", "evil_marine")
    session.perform(PlayCommand(chaos, EVIL))
    assert [a.keyword for a in session.legal_actions()] == ["Fear", "Fury", "Stealth", "Enfeeble"]
    session.perform(NameKeyword("Stealth"))
    session.perform(PlayUnit(em, EVIL))
    assert "Stealth" in side_keywords(ctx(session), side_of(ctx(session), 0), None)


def test_reinforcements_swaps_a_reserve() -> None:
    session = new_game(first=MARINES, extra=((MARINES, "reinforcements"),))
    state = session.state
    reinforcements, dread = set_hand(session, MARINES, "reinforcements", "dreadnought")
    session.perform(PlayCommand(reinforcements, MARINES))
    swaps = legal(session, SwapReserve)
    assert {ctx(session).name(s.reserve) for s in swaps} == {"Dreadnought", "Scout Marine"}
    scout = next(s for s in swaps if ctx(session).name(s.reserve) == "Scout Marine")
    assert scout.destination() == "@" + scout.reserve and scout.subject() == dread
    session.perform(scout)
    assert state.cards[dread].location == "p0.reserves" and state.cards[scout.reserve].location == "p0.hand"
    assert state.decision["kind"] == "play"


def test_draw_step_refills_to_five_and_tokens_do_not_count() -> None:
    session = new_game(first=MARINES)
    state = session.state
    marine, *_ = set_hand(session, MARINES, "marine", "marine", "marine")
    rabble = put(session, MARINES, "drop_pod", "hand")
    assert ctx(session).hand_count(MARINES) == 3 and len(state.zones["p0.hand"].cards) == 4
    session.perform(PlayUnit(marine, MARINES))
    session.perform(Fight("cc"))
    assert "Player 1 draws 3 cards." in last_log(session)
    assert ctx(session).hand_count(MARINES) == 5 and rabble in state.zones["p0.hand"].cards


def test_no_draw_with_five_or_more() -> None:
    session = new_game(first=MARINES)
    marine, *_ = set_hand(session, MARINES, "marine", "marine", "marine", "marine", "marine", "captain")
    session.perform(PlayUnit(marine, MARINES))
    session.perform(Fight("cc"))
    assert "Player 1 holds 5 cards: no draw." in last_log(session)


def test_depleted_army_loses() -> None:
    session = new_game(first=MARINES)
    state = session.state
    (marine,) = set_hand(session, MARINES, "marine")
    deck = list(state.zones["p0.deck"].cards)
    arrange(session, "empty deck", MARINES, lambda step: [step.move(c, "p0.graveyard") for c in deck])
    session.perform(PlayUnit(marine, MARINES))
    session.perform(Fight("cc"))
    assert GAME.winner(state) == EVIL and session.is_over()
    assert any("depleted army" in line for line in last_log(session))
    assert session.legal_actions() == [] and GAME.prompt(state) == "Player 2 wins the game."


def test_tactical_retreat_discards_and_draws_five() -> None:
    session = new_game(first=MARINES)
    state = session.state
    hand = set_hand(session, MARINES, "marine", "captain")
    top = stack_deck(session, MARINES, "chaplain")
    session.perform(TacticalRetreat())
    assert all(state.cards[c].location == "p0.graveyard" for c in hand)
    assert ctx(session).hand_count(MARINES) == 5 and top[0] in state.zones["p0.hand"].cards
    assert "Player 1 discards 2 cards and draws 5." in last_log(session)
    chief = state.zones["p0.commander"].cards[0]
    assert state.cards[chief].counters["wound"] == 3
    assert state.active_player == EVIL and state.decision["seat"] == EVIL


def test_last_wound_ends_the_game() -> None:
    session = new_game(first=EVIL)
    state = session.state
    set_wounds(session, EVIL, 1)
    session.perform(TacticalRetreat())
    assert GAME.winner(state) == MARINES
    assert "Player 2 loses the game: Dark Herald has lost the last Wound. Player 1 wins." in last_log(session)
    with pytest.raises(IllegalAction, match="over"):
        session.perform(TacticalRetreat())


def test_illegal_actions_say_why_and_change_nothing() -> None:
    session = new_game(first=MARINES)
    state = session.state
    sword, marine = set_hand(session, MARINES, "power_sword", "marine")
    before = state.to_json()
    cases = [
        (PlayUnit(sword, MARINES), "Play a Unit card from your hand or your Reserves Zone."),
        (PlayCommand(marine, MARINES), "Play a command card from your hand."),
        (Decline(), "Not now: Start Fight"),
        (PlayUnit(marine, EVIL), "It is Player 1's decision."),
        (Fight("cc"), "Not now:"),
    ]
    for action, reason in cases:
        with pytest.raises(IllegalAction) as error:
            session.perform(action)
        assert error.value.reason.startswith(reason), error.value.reason
        assert state.to_json() == before


def test_status_lines() -> None:
    session = new_game(first=MARINES)
    (marine,) = set_hand(session, MARINES, "marine")
    session.perform(PlayUnit(marine, MARINES))
    session.perform(Fight("rc"))
    lines = GAME.status(session.state)
    assert lines[0] == "Fight 1 · Active Player: Player 1"
    assert lines[1] == "Combat Value: 4 RC = 4 Marine (Marine)"
    assert lines[2].startswith("Player 1: Captain 4/4 Wounds · hand 5 · deck")
    assert zone(0, "hand") == "p0.hand"

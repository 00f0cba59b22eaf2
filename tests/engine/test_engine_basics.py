"""Sessions, illegal actions, views, change reports and the RNG."""

from __future__ import annotations

import pytest

from tabletop.engine import rng
from tabletop.engine.game import IllegalAction
from tabletop.engine.session import Session
from tabletop.engine.views import HIDDEN_CARD, view
from tests.engine.testgame import TALLY, EndTurn, PlayCard, Tap


def new_session(seed: int = 5) -> Session:
    return Session(TALLY, TALLY.default_setup(seed))


def test_an_illegal_action_gives_a_reason_and_changes_nothing() -> None:
    session = new_session()
    before = session.state.to_json()
    stranger = session.state.zones["p1.hand"].cards[0]
    with pytest.raises(IllegalAction) as caught:
        session.perform(PlayCard(stranger, 'p0.field'))
    assert caught.value.reason == "That is not possible now."
    assert session.state.to_json() == before
    assert not session.history.can_undo


def test_changes_report_what_a_step_touched() -> None:
    session = new_session()
    card = session.state.zones["p0.hand"].cards[0]
    changes = session.perform(PlayCard(card, 'p0.field'))
    assert changes.cards == {card}
    assert changes.zones == {"p0.hand", "p0.field"}
    assert session.undo().zones == {"p0.hand", "p0.field"}
    tap = Tap(card)
    session.redo()
    changes = session.perform(tap)
    assert changes.tokens and "data.taps_left" in changes.fields and "rng" in changes.fields


def test_a_new_step_clears_redo() -> None:
    session = new_session()
    session.perform(EndTurn())
    session.undo()
    assert session.history.can_redo
    session.perform(PlayCard(session.state.zones["p0.hand"].cards[0], 'p0.field'))
    assert not session.history.can_redo


def test_redo_replays_recorded_randomness_instead_of_drawing_again() -> None:
    session = new_session()
    card = session.state.zones["p0.hand"].cards[0]
    session.perform(PlayCard(card, 'p0.field'))
    session.perform(Tap(card))
    after = session.state.to_json()
    session.undo()
    session.redo()
    assert session.state.to_json() == after


def test_views_hide_the_other_hand_and_all_decks() -> None:
    session = new_session()
    mine = view(session.state, 0)
    assert all("definition" in c for c in mine["zones"]["p0.hand"]["cards"])
    assert all(c.get("hidden") for c in mine["zones"]["p1.hand"]["cards"])
    assert all(c.get("hidden") for c in mine["zones"]["p0.deck"]["cards"])
    assert mine["zones"]["p1.hand"]["count"] == 3
    spectator = view(session.state, None)
    assert all(c.get("hidden") for c in spectator["zones"]["p0.hand"]["cards"])


def test_hidden_cards_in_closed_zones_show_their_place_not_their_id() -> None:
    """Card ids follow the deck list and survive shuffles: a view listing them would tell the
    deck's order. A hidden card in a deck or another's hand shows only where it lies."""
    session = new_session()
    mine = view(session.state, 0)
    deck = mine["zones"]["p0.deck"]["cards"]
    assert [c["id"] for c in deck] == [f"p0.deck#{i}" for i in range(len(deck))]
    assert [c["id"] for c in mine["zones"]["p1.hand"]["cards"]] == ["p1.hand#0", "p1.hand#1", "p1.hand#2"]
    assert [c["id"] for c in mine["zones"]["p0.hand"]["cards"]] == session.state.zones["p0.hand"].cards
    session.state.zones["p0.deck"].cards.reverse()  # another order of the same deck: the same view
    assert view(session.state, 0)["zones"]["p0.deck"] == mine["zones"]["p0.deck"]


def test_another_seats_decision_never_names_a_card_the_viewer_may_not_see() -> None:
    session = new_session()
    state = session.state
    mine, theirs = state.zones["p0.hand"].cards[0], state.zones["p1.hand"].cards[0]
    state.decision = {"seat": 0, "kind": "look_at_hand", "cards": [mine, theirs], "to": "p0.field"}
    assert view(state, 0)["decision"]["cards"] == [mine, theirs]  # the decider sees what it is offered
    assert view(state, 1)["decision"] == {"seat": 0, "kind": "look_at_hand", "cards": [HIDDEN_CARD, theirs],
                                          "to": "p0.field"}
    assert view(state, None)["decision"]["cards"] == [HIDDEN_CARD, HIDDEN_CARD]
    state.decision = None
    session.perform(PlayCard(mine, "p0.field"))  # now face up in play
    state = session.state
    state.decision = {"seat": 0, "kind": "look_at_hand", "cards": [mine, theirs]}
    assert view(state, None)["decision"]["cards"] == [mine, HIDDEN_CARD]


def test_the_rng_is_deterministic_and_unbiased_enough() -> None:
    state = rng.seed_state(42)
    _, first = rng.below(state, 6)
    _, again = rng.below(state, 6)
    assert first == again
    counts = [0] * 6
    for _ in range(6000):
        state, value = rng.below(state, 6)
        counts[value] += 1
    assert min(counts) > 850
    assert rng.shuffled(rng.seed_state(1), list(range(10)))[1] != list(range(10))


def test_same_seed_same_setup_different_seed_different_deal() -> None:
    assert new_session(3).state.to_json() == new_session(3).state.to_json()
    assert new_session(3).state.to_json() != new_session(4).state.to_json()

"""Manual pile tools: reveal or look at the top cards, move a whole pile; each one undoable step."""

from __future__ import annotations

import pytest

from tabletop.engine import manual
from tabletop.engine.session import Session
from tests.engine.testgame import TALLY


@pytest.fixture
def session() -> Session:
    return Session(TALLY, TALLY.default_setup(3))


def test_revealing_the_top_cards_names_them_for_everyone_and_moves_nothing(session: Session) -> None:
    deck = session.state.zones["p0.deck"].cards
    before = list(deck)
    move = manual.RevealTop.of(session.state, "p0.deck", 2)
    assert move.shown == (before[-1], before[-2])
    session.manual(move)
    label = session.history.done[-1].label
    names = [TALLY.card_label(session.state, c) for c in move.shown]
    assert label == f"Reveal the top 2 cards of Ann's deck: {names[0]}, {names[1]}"
    assert list(session.state.zones["p0.deck"].cards) == before
    session.undo()
    assert "last_revealed" not in session.state.data


def test_a_look_at_the_top_cards_names_none_of_them_and_shows_them_to_the_looker_only(session: Session) -> None:
    move = manual.LookAtTop.of(session.state, "p0.deck", 3, seat=0)
    session.manual(move, 0)
    label = session.history.done[-1].label
    assert label == "Ann looks at the top 3 cards of Ann's deck"
    assert not any(TALLY.card_label(session.state, c) in label for c in move.seen)
    assert move.shown_to(0) == move.seen and move.shown_to(1) == ()


def test_stale_top_cards_are_refused(session: Session) -> None:
    move = manual.RevealTop.of(session.state, "p0.deck", 1)
    session.manual(manual.ShuffleZone("p0.deck"))
    session.manual(manual.DrawByHand("p0.deck", 1))
    with pytest.raises(ValueError):
        session.manual(move)


def test_a_whole_pile_moves_in_order_and_comes_back_with_one_undo(session: Session) -> None:
    state = session.state
    deck = list(state.zones["p0.deck"].cards)
    session.manual(manual.MovePile("p0.deck", "p0.field"))
    assert list(state.zones["p0.field"].cards) == deck and not state.zones["p0.deck"].cards
    assert all(state.cards[c].face_up for c in deck)
    assert session.history.done[-1].label == "Move all of Ann's deck to Ann's field"
    session.undo()
    assert list(state.zones["p0.deck"].cards) == deck and not any(state.cards[c].face_up for c in deck)
    with pytest.raises(ValueError):
        session.manual(manual.MovePile("p0.field", "p0.deck"))

"""What rules keep from a position (``Context.kept``) is dropped by any change of it."""

from __future__ import annotations

import copy

import pytest

from tabletop.engine.actions import IllegalAction
from tabletop.engine.ops import CreateToken, MoveCard, RemoveToken, Reorder, SetValue
from tabletop.engine.rules import play
from tabletop.engine.session import Session
from tabletop.engine.state import StateBuilder
from tabletop.engine.transaction import Builder, revert_ops
from tabletop.engine.values import MISSING, freeze
from tests.engine.testgame import TALLY, EndTurn, PlayCard


def _state():
    build = StateBuilder("t", ["A", "B"], rng_seed=1)
    build.zone("a", 0, "pile")
    build.zone("b", 0, "pile")
    build.card("x", 0, "a")
    build.card("y", 0, "a")
    return build.state


def _kept_once(state) -> list[int]:
    calls = []
    state.readings.get("k", lambda: calls.append(1) or len(calls))
    return calls


def test_every_kind_of_op_drops_what_was_kept():
    state = _state()
    token = freeze({"id": "t9", "kind": "marker", "owner": 0, "location": "a", "data": {}})
    makers = [lambda: SetValue(("data", "n"), MISSING, 1),
              lambda: MoveCard(state.zones["a"].cards[0], "a", 0, "b", 0),
              lambda: Reorder("a", tuple(state.zones["a"].cards), tuple(state.zones["a"].cards)),
              lambda: CreateToken(token),
              lambda: RemoveToken(token)]
    done = []
    for make in makers:
        op = make()
        assert state.readings.get("k", lambda: "old") == "old"
        op.apply(state)
        done.append(op)
        assert state.readings.get("k", lambda: "new") == "new", type(op).__name__
        state.readings.changed()
    for op in reversed(done):  # undo goes through the inverse ops: the same
        state.readings.get("k", lambda: "old")
        op.inverse().apply(state)
        assert state.readings.get("k", lambda: "new") == "new", type(op).__name__
        state.readings.changed()


def test_a_reading_is_worked_out_once_while_nothing_changes():
    state = _state()
    assert _kept_once(state) == [1]
    assert _kept_once(state) == []  # kept: not worked out again
    with Builder(state, "step", 0) as step:
        step.set_data("n", 1)
    assert _kept_once(state) == [1]


def test_a_copied_state_keeps_nothing():
    state = _state()
    state.readings.get("k", lambda: "old")
    for other in (state.copy(), copy.deepcopy(state), copy.copy(state)):
        if other.readings is not state.readings:
            assert other.readings.get("k", lambda: "fresh") == "fresh"


def test_what_a_context_keeps_through_changes_it_vouches_for_stays_and_later_changes_drop_it():
    from tabletop.engine.rules.context import Context

    state = _state()
    with Builder(state, "step", 0) as step:
        ctx = Context(state, None, None, step)  # type: ignore[arg-type]
        assert ctx.kept("k", lambda: "before") == "before"
        with ctx.keeping():  # e.g. asking a question: nothing the reading read changes
            step.set(("decision",), {"seat": 0, "kind": "move"})
            assert ctx.kept("k", lambda: "inside") == "inside"  # inside, an op still drops it...
        assert ctx.kept("k", lambda: "after") == "before"  # ...and the kept reading comes back after
        step.set_data("n", 1)
        assert ctx.kept("k", lambda: "changed") == "changed"  # any change outside drops it again


def test_an_action_from_this_positions_listing_is_made_without_a_second_check(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """As python-chess's ``push`` for a move of ``legal_moves``: the listing is exact, so the very
    action it gave needs no check; an action built elsewhere (equal or not) is checked."""
    session = Session(TALLY, TALLY.default_setup(5))
    checked = []
    real = play.reason_against
    monkeypatch.setattr(play, "reason_against", lambda ctx, action: checked.append(action) or real(ctx, action))
    listed = session.legal_actions()
    assert [a is b for a, b in zip(listed, session.legal_actions(), strict=True)] == [True] * len(listed)
    session.perform(next(a for a in listed if isinstance(a, PlayCard)))
    assert checked == []
    again = next(a for a in session.legal_actions() if isinstance(a, PlayCard))
    copy_of_it = PlayCard(again.card, again.zone)
    session.perform(copy_of_it)
    assert checked == [copy_of_it]
    before = session.legal_actions()
    session.undo()  # a change: what was listed before it is checked again
    stale = next(a for a in before if isinstance(a, EndTurn))
    session.perform(stale)
    assert checked[-1] is stale


def test_a_listing_kept_before_a_change_is_not_trusted_after_it() -> None:
    session = Session(TALLY, TALLY.default_setup(5))
    card = next(a for a in session.legal_actions() if isinstance(a, PlayCard))
    session.perform(card)
    session.undo()
    session.redo()  # the card is on the field again: playing it from the hand is refused
    with pytest.raises(IllegalAction):
        session.perform(card)


def test_what_is_read_of_a_zone_stays_until_that_zone_changes() -> None:
    state = _state()
    build = state.readings
    for zone in ("a", "b"):
        build.zones[zone] = f"read {zone}"
    build.board["k"] = "board"
    with Builder(state, "step", 0) as step:
        step.set_counter("c1", "mark", 1)  # a counter: every zone's cards are as they were
    assert build.zones == {"a": "read a", "b": "read b"} and "k" not in build.board
    with Builder(state, "step", 0) as step:
        step.set_data("n", 1)
    assert build.zones == {"a": "read a", "b": "read b"}
    build.zones["z"] = "read z"
    with Builder(state, "step", 0) as step:
        step.move("c1", "b")  # a card moves from a to b: what was read of any other zone stays
    assert build.zones == {"z": "read z"}
    build.zones["a"] = "read a"
    with Builder(state, "step", 0) as step:
        step.set_card("c2", "definition", "x")  # what a card is: every zone is read again
    assert build.zones == {}


def test_what_is_read_of_some_places_stays_until_a_card_enters_or_leaves_one() -> None:
    state = _state()  # c1 and c2 in zone a, zone b empty
    build = state.readings
    build.keep_in_places("b", "read b", ("b",))
    build.keep_in_places("under c1 and b", "read @c1 and b", ("@c1", "b"))
    build.keep_in_places("under c2", "read @c2", ("@c2",))
    with Builder(state, "step", 0) as step:
        step.set_counter("c1", "mark", 1)  # a counter, a side, data: which cards lie where is as it was
        step.set_card("c1", "face_up", False)
        step.set_data("n", 1)
    assert set(build.places) == {"b", "under c1 and b", "under c2"}
    with Builder(state, "step", 0) as step:
        step.attach("c2", "c1")  # c2 leaves a for the place under c1: what was read of b alone, or of c2, stays
    assert build.places == {"b": "read b", "under c2": "read @c2"}
    with Builder(state, "step", 0) as step:
        step.move("c1", "b")  # a card enters b
    assert build.places == {"under c2": "read @c2"}
    with Builder(state, "step", 0) as step:
        step.set_card("c2", "definition", "x")  # what a card is: every place is read again
    assert build.places == {}


def test_what_is_read_of_a_card_itself_stays_until_that_card_changes_or_moves() -> None:
    state = _state()  # c1 and c2 in zone a, zone b empty
    build = state.readings
    build.keep_in_places("c1", "read #c1", ("#c1",))
    build.keep_in_places("c2 and b", "read #c2 and b", ("#c2", "b"))
    with Builder(state, "step", 0) as step:
        step.set_counter("c2", "mark", 1)  # a counter of c2: what was read of c1 stays
    assert build.places == {"c1": "read #c1"}
    build.keep_in_places("c2 and b", "read #c2 and b", ("#c2", "b"))
    with Builder(state, "step", 0) as step:
        step.set_card("c1", "face_up", False)  # its side
    assert build.places == {"c2 and b": "read #c2 and b"}
    build.keep_in_places("c1", "read #c1", ("#c1",))
    with Builder(state, "step", 0) as step:
        step.set_data("n", 1)
    assert set(build.places) == {"c1", "c2 and b"}
    with Builder(state, "step", 0) as step:
        step.attach("c1", "c2")  # where it lies
    assert build.places == {"c2 and b": "read #c2 and b"}
    build.keep_in_places("c1", "read #c1", ("#c1",))
    assert step.transaction is not None
    revert_ops(state, step.transaction.ops)  # undone: it moves back
    assert build.places == {"c2 and b": "read #c2 and b"}

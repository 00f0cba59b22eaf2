"""Property tests: any sequence of ops and transactions undoes and redoes exactly."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine.history import History
from tabletop.engine.state import State, StateBuilder, attached_location
from tabletop.engine.transaction import Builder

ZONES = ["a.deck", "a.hand", "b.field", "shared"]


def fresh_state() -> State:
    build = StateBuilder("props", ["A", "B"], rng_seed=7)
    for zone in ZONES:
        build.zone(zone, 0 if zone.startswith("a") else None, "pile")
    for number in range(8):
        build.card(f"def{number % 3}", number % 2, ZONES[number % len(ZONES)])
    return build.state


def random_op(data: st.DataObject, step: Builder) -> None:
    state = step.state
    card_ids = sorted(state.cards)
    kind = data.draw(st.sampled_from(
        ["move", "attach", "face", "rotate", "counter", "field", "shuffle", "token", "untoken", "token_move", "delete"]
    ))
    card = data.draw(st.sampled_from(card_ids))
    if kind == "move":
        target = data.draw(st.sampled_from(ZONES))
        step.move(card, target, data.draw(st.integers(0, 10)))
    elif kind == "attach":
        host = data.draw(st.sampled_from(card_ids))
        if host != card and not _under(state, host, card):
            step.move(card, attached_location(host), data.draw(st.integers(0, 3)))
    elif kind == "face":
        step.set_card(card, "face_up", data.draw(st.booleans()))
    elif kind == "rotate":
        step.set_card(card, "rotation", data.draw(st.sampled_from([0, 90, 180, 270])))
    elif kind == "counter":
        step.set_counter(card, data.draw(st.sampled_from(["wound", "power"])), data.draw(st.integers(-2, 5)))
    elif kind == "field":
        value = data.draw(st.one_of(st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=3),
                                    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.none()))
        step.set_data(data.draw(st.sampled_from(["x", "y", "points"])), value)
    elif kind == "delete":
        step.delete(("data", data.draw(st.sampled_from(["x", "y", "points"]))))
    elif kind == "shuffle":
        step.shuffle(data.draw(st.sampled_from(ZONES)))
    elif kind == "token":
        step.create_token("marker", data.draw(st.sampled_from([0, 1, None])), card, value=data.draw(st.integers(0, 9)))
    elif state.tokens:
        token = data.draw(st.sampled_from(sorted(state.tokens)))
        if kind == "untoken":
            step.remove_token(token)
        else:
            step.set_token(token, data.draw(st.sampled_from(["location", "value"])), data.draw(st.sampled_from(ZONES)))


def _under(state: State, host: str, card: str) -> bool:
    """Whether ``host`` is (transitively) attached under ``card``: no loops allowed."""
    location = state.cards[host].location
    while location.startswith("@"):
        if location[1:] == card:
            return True
        location = state.cards[location[1:]].location
    return False


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_any_transactions_undo_to_the_start_and_redo_to_the_end(data: st.DataObject) -> None:
    state = fresh_state()
    initial = state.to_json()
    history = History(state)
    for number in range(data.draw(st.integers(1, 12))):
        with Builder(state, f"step {number}", 0) as step:
            for _ in range(data.draw(st.integers(0, 6))):
                random_op(data, step)
        history.record(step.transaction)
    final = state.to_json()
    history.go_to(0)
    assert state.to_json() == initial
    history.go_to(len(history.undone))
    assert state.to_json() == final


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_interleaved_undo_redo_and_new_steps_stay_consistent(data: st.DataObject) -> None:
    state = fresh_state()
    history = History(state)
    snapshots = [state.to_json()]  # snapshots[i] = state after i done transactions
    for number in range(data.draw(st.integers(1, 30))):
        choice = data.draw(st.sampled_from(["new", "new", "undo", "redo"]))
        if choice == "undo" and history.can_undo:
            history.undo()
        elif choice == "redo" and history.can_redo:
            history.redo()
        elif choice == "new":
            with Builder(state, f"step {number}", 1) as step:
                for _ in range(data.draw(st.integers(1, 4))):
                    random_op(data, step)
            history.record(step.transaction)
            del snapshots[len(history.done):]
            snapshots.append(state.to_json())
            assert not history.can_redo
        assert state.to_json() == snapshots[len(history.done)]
        assert len(history.done) + len(history.undone) == len(snapshots) - 1


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_a_failing_step_leaves_the_state_untouched(data: st.DataObject) -> None:
    state = fresh_state()
    before = state.to_json()
    try:
        with Builder(state, "doomed", 0) as step:
            for _ in range(data.draw(st.integers(1, 6))):
                random_op(data, step)
            raise RuntimeError("a rule refused half-way")
    except RuntimeError:
        pass
    assert state.to_json() == before

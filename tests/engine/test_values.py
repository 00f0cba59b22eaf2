"""Frozen values: what freeze keeps and what it copies."""

from __future__ import annotations

from tabletop.engine.values import FrozenDict, freeze


def test_freeze_returns_a_value_already_frozen_as_it_is():
    inner = FrozenDict({"k": "move", "fighters": ("t1", "t2")})
    value = (inner, ("a", 1, None, 2.5, True), "x")
    assert freeze(value) is value
    assert freeze(inner) is inner


def test_freeze_copies_whatever_holds_something_mutable_at_any_depth():
    value = ("a", ["b", {"c": [1]}], ("d", {"e": 2}))
    frozen = freeze(value)
    assert frozen == ("a", ("b", FrozenDict({"c": (1,)})), ("d", FrozenDict({"e": 2})))
    assert type(frozen[1]) is tuple and type(frozen[1][1]) is FrozenDict and type(frozen[2][1]) is FrozenDict
    assert frozen[0] is value[0]
    hash(frozen)  # every level is hashable now


def test_freeze_turns_a_tuple_subclass_into_a_plain_tuple():
    from collections import namedtuple

    Pair = namedtuple("Pair", "a b")
    assert type(freeze(Pair(1, [2]))) is tuple
    assert type(freeze(Pair(1, 2))) is tuple


def test_freeze_copies_a_dict_of_plain_values_once_in_its_order():
    value = {"b": 1, "a": "x", "c": None, "d": FrozenDict({"e": 2})}
    frozen = freeze(value)
    assert type(frozen) is FrozenDict and frozen == value and list(frozen) == ["b", "a", "c", "d"]
    value["b"] = 5  # the caller's dict stays its own
    assert frozen["b"] == 1
    assert freeze({"f": [1, {"g": [2]}]}) == FrozenDict({"f": (1, FrozenDict({"g": (2,)}))})
    assert type(freeze({"f": [1]})["f"]) is tuple  # a mutable value inside is still frozen


def test_a_builder_records_the_op_it_applied_in_one_walk_and_nothing_for_the_same_value():
    from tabletop.engine.ops import SetValue
    from tabletop.engine.state import StateBuilder
    from tabletop.engine.transaction import Builder
    from tabletop.engine.values import MISSING

    build = StateBuilder("t", ["A", "B"], rng_seed=1)
    build.zone("a", 0, "pile")
    card = build.card("x", 0, "a")
    state = build.state
    with Builder(state, "step", 0) as step:
        step.set_data("n", [1, 2])  # a dict key
        step.set_data("n", (1, 2))  # the same value: nothing
        step.set(("phase",), "turn")  # a state attribute
        step.set_card(card, "rotation", 90)  # an object's attribute at the end of a path
        step.set(("players", 0, "name"), "Ann")  # through a list
        step.delete(("data", "n"))
        step.delete(("data", "never"))  # absent: nothing
    ops = step.transaction.ops
    assert ops == (SetValue(("data", "n"), MISSING, (1, 2)), SetValue(("phase",), "", "turn"),
                   SetValue(("cards", card, "rotation"), 0, 90), SetValue(("players", 0, "name"), "A", "Ann"),
                   SetValue(("data", "n"), (1, 2), MISSING))
    assert "n" not in state.data and state.phase == "turn" and state.cards[card].rotation == 90
    assert state.players[0].name == "Ann"
    for op in reversed(ops):
        op.inverse().apply(state)
    assert state.phase == "" and state.cards[card].rotation == 0 and state.players[0].name == "A"
    hash(ops)  # recorded ops stay hashable values

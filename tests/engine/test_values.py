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

"""Every recorded action can be read back (issue 23: a save whose step names a move two ways failed to load)."""

from __future__ import annotations

import dataclasses
from collections import defaultdict

import pytest

from tabletop.engine.actions import action_from_json, action_to_json
from tabletop.games import registry


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_moves_sharing_a_name_differ_in_their_fields(game_id: str) -> None:
    game = registry.load(game_id)
    by_name: dict[str, list[frozenset[str]]] = defaultdict(list)
    for cls in game.action_types:
        by_name[cls.__name__].append(frozenset(f.name for f in dataclasses.fields(cls)))
    for name, shapes in by_name.items():
        assert len(set(shapes)) == len(shapes), f"two {name} moves with the same fields cannot be told apart"


def test_a_shared_name_is_read_as_the_move_whose_fields_it_has() -> None:
    @dataclasses.dataclass(frozen=True)
    class Look:
        zone: str
        seat: int

    first = Look
    second = dataclasses.make_dataclass("Look", [("target", int)], frozen=True)
    types = (first, second)
    assert action_from_json(types, {"type": "Look", "target": 1}) == second(1)
    assert action_from_json(types, action_to_json(first("p0.deck", 0))) == first("p0.deck", 0)

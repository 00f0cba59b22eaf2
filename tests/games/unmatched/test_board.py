"""The battlefield graph on the shipped maps: adjacency, zones, paths, doors, high ground."""

from __future__ import annotations

import pytest

from tabletop.games.unmatched.board import Board, door_key, door_of
from tests.games.unmatched.helpers import DB


@pytest.fixture(scope="module")
def boards() -> dict[str, Board]:
    return {key: Board(field) for key, field in DB.extras["battlefield"].items()}


def test_adjacency_follows_printed_paths(boards):
    abbey = boards["sunken_abbey"].view()
    assert abbey.adjacent["crypt_1"] == {"crypt_3", "crypt_4", "nave_3"}
    assert "crypt_1" in abbey.adjacent["nave_3"]  # both ways
    assert "crypt_2" not in abbey.adjacent["crypt_1"]  # neighbours on the grid, but no path
    assert abbey.distance("crypt_1", "nave_4") == 2


def test_multi_zone_spaces_belong_to_every_zone_they_show(boards):
    abbey = boards["sunken_abbey"]
    view = abbey.view()
    assert abbey.zones_of["nave_1"] == {"nave", "library"}
    assert view.same_zone("nave_1", "library_1")  # library
    assert view.same_zone("nave_1", "nave_7")  # nave
    assert not view.same_zone("library_1", "nave_7")
    # zones need not be connected: every crypt space shares the crypt zone
    assert view.same_zone("crypt_7", "nave_7") and view.same_zone("crypt_3", "crypt_6")


def test_one_way_paths_limit_movement_but_not_adjacency(boards):
    market = boards["lantern_market"].view()
    assert "canal_5" in market.steps["canal_3"]
    assert "canal_3" not in market.steps["canal_5"]  # against the arrow
    assert "canal_3" in market.large_steps["canal_5"]  # large fighters ignore the arrow
    assert "canal_3" in market.adjacent["canal_5"] and "canal_5" in market.adjacent["canal_3"]
    assert "gardens_1" in market.steps["rooftops_4"] and "rooftops_4" not in market.steps["gardens_1"]


def test_secret_passages_are_for_moving_only_and_not_for_large_fighters(boards):
    abbey = boards["sunken_abbey"].view()
    keyholes = {"library_1", "bell_tower_2", "crypt_6", "cloister_6"}
    for space in keyholes:
        assert keyholes - {space} <= set(abbey.steps[space])
        assert not (keyholes - {space}) & set(abbey.large_steps[space])
        assert not (keyholes - {space}) & abbey.adjacent[space]
    assert abbey.distance("library_1", "cloister_6") > 1  # attack distance ignores passages


def test_high_ground_arrows_point_down_only(boards):
    vineyard = boards["terraced_vineyard"].view()
    assert vineyard.high_ground(["upper_terrace_2"], ["middle_terrace_2"])
    assert not vineyard.high_ground(["middle_terrace_2"], ["upper_terrace_2"])  # uphill: nothing
    assert not vineyard.high_ground(["upper_terrace_1"], ["middle_terrace_1"])  # no arrow there
    # a large fighter filling two spaces gets it from either of them
    assert vineyard.high_ground(["upper_terrace_3", "upper_terrace_2"], ["middle_terrace_2"])
    # arrows do not change movement
    assert "upper_terrace_2" in vineyard.steps["middle_terrace_2"]


def test_closed_doors_cut_movement_and_adjacency(boards):
    keep = boards["thornhold_keep"]
    hall_door = frozenset(("great_hall_6", "courtyard_1"))
    open_view, closed_view = keep.view(), keep.view([hall_door])
    assert "courtyard_1" in open_view.adjacent["great_hall_6"]
    assert "courtyard_1" not in closed_view.adjacent["great_hall_6"]
    assert "courtyard_1" not in closed_view.steps["great_hall_6"]
    assert keep.view([hall_door]) is closed_view  # views are cached


def test_closed_doors_split_a_zone_when_every_shortest_way_crosses_them(boards):
    keep = boards["thornhold_keep"]
    open_view = keep.view()
    closed = keep.view([frozenset(("great_hall_6", "courtyard_1"))])
    assert open_view.same_zone("courtyard_1", "courtyard_5")
    assert not closed.same_zone("courtyard_1", "courtyard_5")  # the only short way runs through the door
    assert closed.same_zone("courtyard_1", "courtyard_4")
    # another equally short way that avoids the door keeps the zone whole
    dungeon_door = keep.view([frozenset(("great_hall_5", "dungeon_2"))])
    assert dungeon_door.same_zone("great_hall_5", "great_hall_6")


def test_doors_are_keyed_by_sorted_space_ids():
    assert door_key("b", "a") == "a|b"
    assert door_of("a|b") == frozenset(("a", "b"))


def test_every_shipped_map_has_zone_data_for_each_space(boards):
    for board in boards.values():
        view = board.view()
        for space in board.ids:
            assert space in view.zone_mates(space)
            assert board.zones_of[space]
            assert board.name(space)
        assert {1, 2} <= set(board.starts)

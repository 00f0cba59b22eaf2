"""Movement: blockers, one-way paths, secret passages, traps, large fighters, doors, maneuvers."""

from __future__ import annotations

import pytest

from tabletop.engine.game import IllegalAction
from tabletop.games.unmatched.actions import Decline, Maneuver, MoveFighter, ToggleDoor
from tabletop.games.unmatched.movement import reach
from tests.games.unmatched.helpers import (
    clear_board,
    ctx,
    decision,
    do,
    fighter,
    hand,
    labels,
    last_log,
    new_game,
    put,
    where,
)


def maneuver(session, boost: bool = False) -> None:
    do(session, Maneuver)
    if decision(session) == "boost":
        do(session, Decline)


@pytest.fixture()
def abbey():
    session = new_game(("robin_hood", "medusa"), "sunken_abbey")
    robin, outlaw = fighter(session, 0, "Robin"), fighter(session, 0, "Outlaw 1")
    medusa, harpy = fighter(session, 1, "Medusa"), fighter(session, 1, "Harpy 1")
    clear_board(session, (robin, outlaw, medusa, harpy))
    put(session, robin, "crypt_1")
    put(session, medusa, "bell_tower_4")
    put(session, harpy, "bell_tower_1")
    put(session, outlaw, "cloister_1")
    return session, robin, outlaw, medusa, harpy


def test_friendly_fighters_can_be_passed_but_not_stopped_on(abbey):
    session, robin, outlaw, medusa, harpy = abbey
    put(session, outlaw, "crypt_4")
    c = ctx(session)
    found = reach(c, session.state.tokens[robin], 2).cost
    assert found["crypt_5"] == 2  # through the Outlaw
    assert "crypt_4" not in found  # but not onto it
    assert found["crypt_3"] == 1 and found["nave_3"] == 1


def test_opposing_fighters_block_the_way(abbey):
    session, robin, outlaw, medusa, harpy = abbey
    put(session, harpy, "crypt_4")
    found = reach(ctx(session), session.state.tokens[robin], 2).cost
    assert "crypt_5" not in found and "crypt_6" not in found
    assert "crypt_2" in found  # around the harpy through nave_3


def test_secret_passages_take_one_step(abbey):
    session, robin, *_ = abbey
    put(session, robin, "crypt_6")
    found = reach(ctx(session), session.state.tokens[robin], 1).cost
    assert {"library_1", "bell_tower_2", "cloister_6"} <= set(found)


def test_one_way_paths_in_a_maneuver():
    session = new_game(("robin_hood", "medusa"), "lantern_market")
    robin = fighter(session, 0, "Robin")
    clear_board(session, (robin, fighter(session, 1, "Medusa")))
    put(session, robin, "canal_5")
    assert "canal_3" not in reach(ctx(session), session.state.tokens[robin], 1).cost
    put(session, robin, "canal_3")
    assert "canal_5" in reach(ctx(session), session.state.tokens[robin], 1).cost


def test_a_maneuver_draws_then_moves_each_fighter_once_one_at_a_time(abbey):
    session, robin, outlaw, *_ = abbey
    before = len(ctx(session).hand(0))
    maneuver(session)
    assert len(ctx(session).hand(0)) == before + 1  # the draw is not optional
    assert decision(session) == "move"
    do(session, MoveFighter, fighter=outlaw, space="cloister_2")
    do(session, MoveFighter, fighter=robin, space="nave_3")
    with pytest.raises(IllegalAction) as refused:
        session.perform(MoveFighter(outlaw, "cloister_1"))
    assert "not one of the fighters moving now" in refused.value.reason
    assert where(session, outlaw) == "cloister_2"


def test_moving_is_optional(abbey):
    session, robin, *_ = abbey
    maneuver(session)
    do(session, Decline)  # Done moving at once
    assert where(session, robin) == "crypt_1"
    assert decision(session) == "action"
    assert session.state.data["actions_left"] == 1


def test_boost_adds_to_every_fighter_and_the_card_is_discarded(abbey):
    session, robin, outlaw, *_ = abbey
    volley = hand(session, 0, "longbow_volley")[0]  # boost 2
    do(session, Maneuver)
    from tabletop.games.unmatched.actions import Boost
    do(session, Boost, card=volley)
    assert session.state.cards[volley].location == "p0.discard"
    found = reach(ctx(session), session.state.tokens[robin], 4).cost
    assert found
    do(session, MoveFighter, fighter=robin, space="crypt_7")  # 3 steps: move 2 + boost 2 allows it
    assert "BOOSTs with Longbow Volley: +2 movement" in "\n".join(
        line for t in session.history.done for line in t.log)


def test_illegal_moves_say_why(abbey):
    session, robin, outlaw, medusa, harpy = abbey
    put(session, outlaw, "crypt_3")
    maneuver(session)
    with pytest.raises(IllegalAction) as occupied:
        session.perform(MoveFighter(robin, "crypt_3"))
    assert "occupied" in occupied.value.reason
    with pytest.raises(IllegalAction) as far:
        session.perform(MoveFighter(robin, "nave_7"))
    assert "steps away; Robin Hood has 2 movement left" in far.value.reason
    state_before = session.state.to_json()
    with pytest.raises(IllegalAction):
        session.perform(MoveFighter(robin, "bell_tower_3"))
    assert session.state.to_json() == state_before  # a refused action changes nothing


def test_a_trap_stops_an_opposing_fighter_and_is_removed_and_muldoon_draws():
    session = new_game(("medusa", "robert_muldoon"), "sunken_abbey")
    medusa, muldoon = fighter(session, 0, "Medusa"), fighter(session, 1, "Robert")
    clear_board(session, (medusa, muldoon))
    put(session, medusa, "crypt_1")
    put(session, muldoon, "bell_tower_4")

    def trap(step, c):
        step.create_token("marker", 1, "space:crypt_4", key="trap", name="Trap")
    from tests.games.unmatched.helpers import manual
    manual(session, trap)
    found = reach(ctx(session), session.state.tokens[medusa], 3).cost
    assert found["crypt_4"] == 1  # it may be entered...
    assert "crypt_5" not in found and "crypt_6" not in found  # ...but not passed: both lie beyond it
    muldoon_hand = len(ctx(session).hand(1))
    maneuver(session)
    do(session, MoveFighter, fighter=medusa, space="crypt_4")
    token = session.state.tokens[medusa]
    assert token.data["health"] == 15
    assert not ctx(session).markers_at("crypt_4")  # back to the box
    assert len(ctx(session).hand(1)) == muldoon_hand + 1  # Muldoon draws
    assert "sets off" in last_log(session) and "must stop moving" in last_log(session)
    assert decision(session) == "action"  # stopped: nothing left to move, the maneuver is over


def test_own_fighters_ignore_their_traps():
    session = new_game(("robert_muldoon", "medusa"), "sunken_abbey")
    muldoon = fighter(session, 0, "Robert")
    clear_board(session, (muldoon, fighter(session, 1, "Medusa")))
    put(session, muldoon, "crypt_1")
    from tests.games.unmatched.helpers import manual
    manual(session, lambda step, c: step.create_token("marker", 0, "space:crypt_4", key="trap", name="Trap"))
    assert "crypt_6" in reach(ctx(session), session.state.tokens[muldoon], 2).cost


def test_large_fighter_fills_the_space_its_last_step_came_from():
    session = new_game(("t_rex", "medusa"), "lantern_market")
    rex, medusa = fighter(session, 0, "T. Rex"), fighter(session, 1, "Medusa")
    clear_board(session, (rex, medusa))
    put(session, rex, "canal_5")
    put(session, medusa, "bazaar_1")
    found = reach(ctx(session), session.state.tokens[rex], 1)
    assert "canal_3" in found.cost  # against the one-way arrow: large fighters may
    assert found.tails["canal_3"] == ("canal_5",)
    maneuver(session)
    do(session, MoveFighter, fighter=rex, space="canal_3", tail="canal_5")
    assert ctx(session).spaces(session.state.tokens[rex]) == ("canal_3", "canal_5")
    tail = [t for t in session.state.tokens.values() if t.kind == "tail"]
    assert [t.location for t in tail] == ["space:canal_5"]


def test_large_fighters_cannot_use_secret_passages_and_start_from_either_space():
    session = new_game(("t_rex", "medusa"), "sunken_abbey")
    rex = fighter(session, 0, "T. Rex")
    clear_board(session, (rex, fighter(session, 1, "Medusa")))
    put(session, rex, "crypt_6", tail="crypt_4")
    found = reach(ctx(session), session.state.tokens[rex], 1).cost
    assert "library_1" not in found
    assert "crypt_3" in found  # from her other space, crypt_4
    assert "crypt_5" in found  # next to both of her spaces

def test_doors_open_and_close_during_a_maneuver():
    session = new_game(("robin_hood", "medusa"), "thornhold_keep")
    robin, medusa = fighter(session, 0, "Robin"), fighter(session, 1, "Medusa")
    clear_board(session, (robin, medusa))
    put(session, robin, "great_hall_6")
    put(session, medusa, "ramparts_1")
    maneuver(session)
    door = "courtyard_1|great_hall_6"
    do(session, ToggleDoor, fighter=robin, door=door, close=True)
    assert session.state.data["closed_doors"] == (door,)
    assert session.state.data["moving"]["budget"][robin] == 2  # closing is free
    assert not any(isinstance(a, MoveFighter) and a.space == "courtyard_1" for a in session.legal_actions())
    do(session, ToggleDoor, fighter=robin, door=door, close=False)
    assert session.state.data["moving"]["budget"][robin] == 1  # opening costs 1
    do(session, MoveFighter, fighter=robin, space="courtyard_1")
    # the fighter may shut the door behind it even with no movement left
    assert any(isinstance(a, ToggleDoor) and a.close for a in session.legal_actions())
    do(session, ToggleDoor, fighter=robin, door=door, close=True)
    assert "closes the door" in last_log(session)


def test_a_large_fighter_astride_a_door_keeps_it_open():
    session = new_game(("t_rex", "medusa"), "thornhold_keep")
    rex, medusa = fighter(session, 0, "T. Rex"), fighter(session, 1, "Medusa")
    clear_board(session, (rex, medusa))
    put(session, rex, "great_hall_6", tail="courtyard_1")
    put(session, medusa, "ramparts_1")
    maneuver(session)
    toggles = [a for a in session.legal_actions() if isinstance(a, ToggleDoor)]
    assert not any(a.door == "courtyard_1|great_hall_6" for a in toggles)
    assert any(a.door == "dungeon_2|great_hall_6" for a in toggles) is False  # not a door
    assert "Done moving" in labels(session)

"""Rulings and map effects in combat, and the remaining card effects driven by data."""

from __future__ import annotations

from tabletop.games.unmatched.actions import (
    Attack,
    ChooseFighter,
    Decline,
    Maneuver,
    MoveFighter,
    PlaceFighter,
    PlaceMarker,
    PlayScheme,
    ToggleDoor,
)
from tests.games.unmatched.helpers import (
    card_in_hand,
    ctx,
    deciding,
    decision,
    do,
    fighter,
    hand,
    last_log,
    set_data,
    set_health,
    where,
)
from tests.games.unmatched.test_combat import duel, fight, health
from tests.games.unmatched.test_heroes import end_turn


def attacks(session):
    return {(a.fighter, a.target) for a in session.legal_actions() if isinstance(a, Attack)}


def test_effect_damage_does_not_decide_who_won():
    session, medusa, robin = duel(("medusa", "robin_hood"))
    fight(session, medusa, robin, "serpent_hair_lash", "lincoln_green_cloak")
    assert health(session, robin) == 12  # 1 from the Lash's text
    assert "3 − 4 = 0 combat damage: Robin Hood wins the combat." in last_log(session)


def test_one_way_paths_still_count_as_adjacent_for_attacks():
    session, medusa, rex = duel(("medusa", "t_rex"), "lantern_market", ("canal_5", "canal_3"))
    hand(session, 0, "snake_pit")
    assert (medusa, rex) in attacks(session)  # against the arrow: adjacent all the same


def test_secret_passages_are_not_adjacent_for_melee_attacks():
    session, jekyll, rex = duel(("jekyll_hyde", "t_rex"), "sunken_abbey", ("library_1", "cloister_6"))
    hand(session, 0, "ruthless_strike")
    assert attacks(session) == set()


def test_a_closed_door_blocks_melee_and_splits_a_zone_for_ranged_attacks():
    session, robin, jekyll = duel(("robin_hood", "jekyll_hyde"), "thornhold_keep", ("courtyard_1", "courtyard_5"))
    hand(session, 0, "split_the_arrow", "feint")
    assert (robin, jekyll) in attacks(session)  # both in the courtyard
    do(session, Maneuver)
    if decision(session) == "boost":
        do(session, Decline)
    do(session, ToggleDoor, fighter=robin, door="courtyard_1|great_hall_6", close=True)
    do(session, Decline)
    assert (robin, jekyll) not in attacks(session)  # the door now splits the courtyard
    assert "closes the door" in "\n".join(line for t in session.history.done for line in t.log)


def test_earth_shaking_stomp_hits_each_adjacent_enemy_before_the_combat_values():
    session, rex, medusa = duel(("t_rex", "medusa"), spaces=("nave_5", "nave_6"),
                                sidekicks=[(1, "Harpy 1", "nave_1"), (1, "Harpy 2", "crypt_1")])
    fight(session, rex, medusa, "earth_shaking_stomp", "scales_of_bronze")
    text = last_log(session)
    assert "Harpy 1 is defeated" in text and fighter(session, 1, "Harpy 2") in session.state.tokens
    assert health(session, medusa) == 16 - 1 - 0  # 1 stomp, 4 − 4 combat


def test_brutal_rampage_only_as_hyde_and_only_when_won():
    session, jekyll, medusa = duel(("jekyll_hyde", "medusa"), sidekicks=[(1, "Harpy 1", "nave_1")])
    set_data(session, "p0.form", "hyde")
    harpy = fighter(session, 1, "Harpy 1")
    fight(session, jekyll, medusa, "brutal_rampage")
    assert harpy not in session.state.tokens
    assert health(session, medusa) == 16 - 4 - 1


def test_tranquilizer_dart_places_a_trap_next_to_muldoon_when_he_wins():
    session, muldoon, medusa = duel(("robert_muldoon", "medusa"))
    fight(session, muldoon, medusa, "tranquilizer_dart")
    assert (decision(session), deciding(session)) == ("place_marker", 0)
    spaces = {a.space for a in session.legal_actions() if isinstance(a, PlaceMarker)}
    assert spaces == {"nave_1", "nave_2", "nave_7"}  # empty spaces adjacent to nave_5
    do(session, PlaceMarker, marker="trap", space="nave_1")
    assert decision(session) == "action"  # only one


def test_primal_roar_lets_t_rex_move_each_enemy_in_her_zone():
    session, rex, medusa = duel(("t_rex", "medusa"), spaces=("nave_5", "nave_3"),
                                sidekicks=[(1, "Harpy 1", "nave_7"), (1, "Harpy 2", "library_1")])
    harpy = fighter(session, 1, "Harpy 1")
    hand(session, 0, "primal_roar")
    do(session, PlayScheme, card=card_in_hand(session, 0, "primal_roar"), fighter=rex)
    moving = session.state.data["moving"]
    assert set(moving["fighters"]) == {medusa, harpy} and deciding(session) == 0
    do(session, MoveFighter, fighter=harpy, space="crypt_5")
    do(session, MoveFighter, fighter=medusa, space="crypt_2")
    assert (where(session, harpy), where(session, medusa)) == ("crypt_5", "crypt_2")


def test_veil_of_mist_places_merlin_in_his_zone():
    session, medusa, arthur = duel(("medusa", "king_arthur"), spaces=("crypt_1", "bell_tower_4"),
                                   sidekicks=[(1, "Merlin", "crypt_3")])
    merlin = fighter(session, 1, "Merlin")
    fight(session, medusa, merlin, "snake_pit", "veil_of_mist")
    assert (decision(session), deciding(session)) == ("place_fighter", 1)
    spaces = {a.space for a in session.legal_actions() if isinstance(a, PlaceFighter)}
    assert "crypt_7" in spaces and "nave_7" in spaces and "nave_3" not in spaces
    do(session, PlaceFighter, fighter=merlin, space="crypt_7")
    assert where(session, merlin) == "crypt_7"
    assert "is placed" in last_log(session)


def test_marked_target_with_one_choice_needs_no_question():
    session, robin, medusa = duel(spaces=("crypt_1", "crypt_6"))
    hand(session, 0, "marked_target")
    do(session, PlayScheme, card=card_in_hand(session, 0, "marked_target"), fighter=robin)
    assert health(session, medusa) == 14
    assert decision(session) == "action"


def test_shrieking_flock_and_a_choice_of_target_for_patch_up():
    session, medusa, robin = duel(("medusa", "robin_hood"), spaces=("crypt_1", "nave_5"),
                                  sidekicks=[(0, "Harpy 1", "nave_6"), (1, "Outlaw 1", "bell_tower_3")])
    hand(session, 0, "shrieking_flock")
    outlaw = fighter(session, 1, "Outlaw 1")
    do(session, PlayScheme, card=card_in_hand(session, 0, "shrieking_flock"), fighter=fighter(session, 0, "Harpy 1"))
    assert health(session, robin) == 12
    assert outlaw not in session.state.tokens


def test_rob_the_rich_discards_at_random_then_draws():
    session, robin, medusa = duel()
    hand(session, 0, "rob_the_rich")
    hand(session, 1, "feint", "snake_pit", "scales_of_bronze")
    do(session, PlayScheme, card=card_in_hand(session, 0, "rob_the_rich"), fighter=robin)
    assert len(ctx(session).hand(1)) == 2 and len(ctx(session).hand(0)) == 1
    assert "at random" in last_log(session)


def test_oath_of_the_crown_recovers_and_composure_only_as_jekyll():
    session, arthur, medusa = duel(("king_arthur", "medusa"))
    set_health(session, arthur, 10)
    fight(session, arthur, medusa, "oath_of_the_crown", "scales_of_bronze")
    assert health(session, arthur) == 11
    session, medusa, jekyll = duel(("medusa", "jekyll_hyde"))
    set_health(session, jekyll, 10)
    set_data(session, "p1.form", "hyde")
    fight(session, medusa, jekyll, "snake_pit", "composure")
    assert health(session, jekyll) == 10 - 2  # 4 − 2 = 2, and no recovery as Hyde


def test_an_optional_target_may_be_declined():
    session, robin, medusa = duel(spaces=("nave_5", "nave_1"))
    end_turn(session)
    assert decision(session) == "target"
    do(session, Decline)
    assert health(session, robin) == 13
    assert "declines" in last_log(session)


def test_choose_fighter_is_the_double_click_gesture():
    session, robin, medusa = duel(spaces=("nave_5", "nave_1"))
    end_turn(session)
    action = next(a for a in session.legal_actions() if isinstance(a, ChooseFighter))
    assert (action.subject(), action.destination()) == (robin, None)

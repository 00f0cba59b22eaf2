"""Achilles (Patroclus's defeat), Sinbad (Voyages) and Sun Wukong (Clones summoned for health)."""

from __future__ import annotations

from tabletop.games.unmatched.actions import (
    Choose,
    Decline,
    Maneuver,
    MoveFighter,
    PlaceFighter,
    PlayScheme,
)
from tabletop.games.unmatched.turn import movement_of
from tests.games.unmatched.helpers import (
    card_in_hand,
    clear_board,
    ctx,
    deciding,
    decision,
    do,
    fighter,
    hand,
    labels,
    last_log,
    legal,
    log,
    manual,
    new_game,
    put,
    set_health,
)
from tests.games.unmatched.test_combat import duel, fight, health


def _discard(session, player, *definitions):
    """Put these cards on the player's discard pile."""
    ids = hand(session, player, *definitions, keep=True)
    manual(session, lambda step, c: [step.move(card, f"p{player}.discard") for card in ids])


# -- Achilles -----------------------------------------------------------------------------
def achilles_duel():
    return duel(("achilles", "medusa"), sidekicks=((0, "Patroclus", "nave_1"),))


def test_when_patroclus_falls_two_random_cards_are_discarded():
    session, medusa, achilles = duel(("medusa", "achilles"), sidekicks=((1, "Patroclus", "nave_1"),))
    patroclus = fighter(session, 1, "Patroclus")
    set_health(session, patroclus, 1)
    fight(session, medusa, patroclus, "petrifying_stare", spare=("feint", "skirmish", "spear_throw"))
    assert not ctx(session).alive(patroclus)
    assert len(ctx(session).hand(1)) == 1
    assert log(session).count("at random") == 2


def test_achilles_attacks_plus_two_and_draws_on_a_win_only_after_patroclus_is_defeated():
    session, achilles, medusa = achilles_duel()
    fight(session, achilles, medusa, "brothers_in_arms")
    assert health(session, medusa) == 16 - 4  # Patroclus stands: no bonus
    assert session.state.data["actions_left"] == 2  # and Brothers in Arms gave the action back
    session2, achilles2, medusa2 = duel(("achilles", "medusa"))  # Patroclus never placed: removed
    fight(session2, achilles2, medusa2, "brothers_in_arms")
    assert health(session2, medusa2) == 16 - 6
    assert "Achilles (Patroclus defeated)" in log(session2)
    assert len(ctx(session2).hand(0)) == 1  # the win draws 1
    assert session2.state.data["actions_left"] == 1  # no action back without Patroclus


def test_under_achilles_helm_makes_patroclus_the_defender():
    session, medusa, achilles = duel(("medusa", "achilles"), sidekicks=((1, "Patroclus", "nave_1"),))
    patroclus = fighter(session, 1, "Patroclus")
    fight(session, medusa, achilles, "petrifying_stare", "under_achilles_helm")
    assert decision(session) == "choice" and deciding(session) == 1
    do(session, Choose, option="yes")
    assert health(session, achilles) == 18
    assert health(session, patroclus) == 6 - (4 - 2)
    assert session.state.tokens[patroclus].location == "space:nave_6"


# -- Sinbad -------------------------------------------------------------------------------
def sinbad_duel():
    return duel(("sinbad", "medusa"))


def test_voyages_in_the_discard_pile_add_movement_and_value():
    session, sinbad, medusa = sinbad_duel()
    base = movement_of(ctx(session), session.state.tokens[sinbad], 0).value
    _discard(session, 0, "voyage_home", "voyage_to_the_city_of_the_king_of_serendib")
    assert movement_of(ctx(session), session.state.tokens[sinbad], 0).value == base + 2
    fight(session, sinbad, medusa, "voyage_to_the_city_of_the_man_eating_apes")
    assert health(session, medusa) == 16 - (2 + 2) - 2  # value 2 + 2 Voyages, then 2 damage


def test_voyage_home_takes_the_other_voyages_back():
    session, sinbad, medusa = sinbad_duel()
    _discard(session, 0, "voyage_to_the_island_that_was_a_whale", "exploit")
    fight(session, sinbad, medusa, "voyage_home")
    names = {ctx(session).card_name(c) for c in ctx(session).hand(0)}
    assert names == {"Voyage to the Island That Was a Whale"}
    assert health(session, medusa) == 16 - 3


def test_the_giant_snakes_show_the_hand_to_sinbads_player_only():
    session, sinbad, medusa = sinbad_duel()
    fight(session, sinbad, medusa, "voyage_to_the_valley_of_the_giant_snakes", spare=("feint",))
    assert decision(session) == "pick_card" and deciding(session) == 0
    assert labels(session) == ["Their hand holds Feint (done looking)"]
    session.perform(legal(session)[0])
    assert "Feint" not in last_log(session) and len(ctx(session).hand(1)) == 1


def test_momentous_shift_is_five_after_moving_this_turn():
    session, sinbad, medusa = sinbad_duel()
    put(session, sinbad, "nave_1")
    do(session, Maneuver)
    if decision(session) == "boost":
        do(session, Decline)
    do(session, MoveFighter, fighter=sinbad, space="nave_5")
    if decision(session) == "move":
        do(session, Decline)
    fight(session, sinbad, medusa, "momentous_shift")
    assert health(session, medusa) == 16 - 5


# -- Sun Wukong ---------------------------------------------------------------------------
def test_sun_wukong_may_take_one_damage_to_summon_a_clone_next_to_him():
    session = new_game(("sun_wukong", "medusa"), "sunken_abbey")
    wukong = fighter(session, 0, "Sun Wukong")
    assert decision(session) == "choice" and deciding(session) == 0
    do(session, Choose, option="yes")
    assert health(session, wukong) == 16
    assert decision(session) == "place_fighter"
    near = ctx(session).adjacent_spaces(session.state.tokens[wukong])
    spaces = {a.space for a in legal(session) if isinstance(a, PlaceFighter)}
    assert spaces and spaces <= near
    do(session, PlaceFighter, fighter=fighter(session, 0, "Clone 1"), space=sorted(spaces)[0])
    assert ctx(session).alive(fighter(session, 0, "Clone 1"))


def test_declining_the_summon_costs_nothing():
    session = new_game(("sun_wukong", "medusa"), "sunken_abbey")
    do(session, Choose, option="no")
    assert health(session, fighter(session, 0, "Sun Wukong")) == 17 and decision(session) == "action"


def test_golden_chain_mail_sends_the_damage_back():
    session, medusa, wukong = duel(("medusa", "sun_wukong"))
    fight(session, medusa, wukong, "petrifying_stare", "golden_chain_mail")
    assert health(session, wukong) == 17
    assert health(session, medusa) == 16 - 0  # 4 − 4: nothing to send back
    session, medusa, wukong = duel(("medusa", "sun_wukong"))
    fight(session, medusa, wukong, "petrifying_stare", "bewilderment")
    assert health(session, wukong) == 17  # Bewilderment prevents it
    if decision(session) == "place_fighter":
        do(session, Decline)


def wukong_duel():
    """Sun Wukong (his Clones waiting off the board) against Medusa, alone on the Sunken Abbey."""
    session = new_game(("sun_wukong", "medusa"), "sunken_abbey")
    do(session, Choose, option="no")
    wukong, medusa = fighter(session, 0, "Sun Wukong"), fighter(session, 1, "Medusa")
    clones = [t.id for t in session.state.tokens.values() if t.data.get("later")]
    clear_board(session, (wukong, medusa, *clones))
    put(session, wukong, "nave_5")
    put(session, medusa, "nave_6")
    return session, wukong, medusa


def test_sly_monkey_places_him_and_a_clone_takes_his_old_space():
    session, wukong, medusa = wukong_duel()
    fight(session, wukong, medusa, "sly_monkey")
    assert decision(session) == "place_fighter"
    target = next(a.space for a in legal(session) if isinstance(a, PlaceFighter))
    do(session, PlaceFighter, fighter=wukong, space=target)
    clone = fighter(session, 0, "Clone 1")
    assert session.state.tokens[clone].location == "space:nave_5"


def test_fiery_eyes_hides_the_card_it_puts_under_the_deck():
    session, wukong, medusa = wukong_duel()
    hand(session, 1, "feint")
    hand(session, 0, "fiery_eyes_that_see")
    do(session, PlayScheme, card=card_in_hand(session, 0, "fiery_eyes_that_see"), fighter=wukong)
    assert labels(session) == ["To the bottom of their deck: Feint"]
    session.perform(legal(session)[0])
    assert "Feint" not in session.history.done[-1].label
    assert len(ctx(session).hand(0)) == 1 and len(ctx(session).hand(1)) == 1

"""Counters a hero keeps (Beowulf's Rage): start, gain on damage, the maximum, spending."""

from __future__ import annotations

from tabletop.games.unmatched.actions import Choose, PlayScheme
from tabletop.games.unmatched.mechanics import damage
from tests.games.unmatched.helpers import (
    card_in_hand,
    ctx,
    deciding,
    decision,
    do,
    fighter,
    hand,
    labels,
    last_log,
    log,
    manual,
    set_data,
)
from tests.games.unmatched.test_combat import duel, fight, health


def rage(session, player=0):
    return session.state.data[f"p{player}.rage"]


def beowulf_duel(opponent="medusa"):
    """Beowulf (Wiglaf beside him) against one hero on the Sunken Abbey."""
    return duel(("beowulf", opponent), sidekicks=((0, "Wiglaf", "nave_1"),))


def test_beowulf_starts_with_one_rage_and_gains_one_each_time_he_is_hurt_up_to_three():
    session, beowulf, medusa = beowulf_duel()
    assert rage(session) == 1
    manual(session, lambda step, c: damage(c, beowulf, 2, "test"))
    assert rage(session) == 2
    manual(session, lambda step, c: damage(c, beowulf, 1, "test"))
    manual(session, lambda step, c: damage(c, beowulf, 1, "test"))
    assert rage(session) == 3  # the maximum
    assert "already has the most Rage (3)" in last_log(session)


def test_wiglaf_being_hurt_gives_no_rage():
    session, beowulf, medusa = beowulf_duel()
    wiglaf = fighter(session, 0, "Wiglaf")
    manual(session, lambda step, c: damage(c, wiglaf, 2, "test"))
    assert rage(session) == 1


def test_the_status_shows_rage():
    session, beowulf, medusa = beowulf_duel()
    assert any("Rage 1/3" in line for line in session.game.status(session.state))


def test_epic_poem_gains_rage_then_counts_every_rage_held():
    session, beowulf, medusa = beowulf_duel()
    set_data(session, "p0.rage", 2)
    fight(session, beowulf, medusa, "epic_poem")
    assert rage(session) == 3  # gained 1, spent none
    assert health(session, medusa) == 16 - 5  # 2 printed + 3 Rage
    assert "Attack 2 Epic Poem + 3 Epic Poem (3 Rage × 1) = 5" in log(session)


def test_the_war_king_spends_any_amount_of_rage_for_two_each():
    session, beowulf, medusa = beowulf_duel()
    set_data(session, "p0.rage", 3)
    fight(session, beowulf, medusa, "the_war_king")
    assert decision(session) == "choice" and deciding(session) == 0
    assert labels(session) == ["Spend no Rage", "Spend 1 Rage (+2)", "Spend 2 Rage (+4)", "Spend 3 Rage (+6)"]
    do(session, Choose, option="2")
    assert rage(session) == 1
    assert health(session, medusa) == 16 - 5


def test_spending_rage_is_optional():
    session, beowulf, medusa = beowulf_duel()
    fight(session, beowulf, medusa, "the_war_king")
    do(session, Choose, option="0")
    assert rage(session) == 1 and health(session, medusa) == 15


def test_the_ancient_heirloom_cannot_be_cancelled_and_may_become_five():
    session, beowulf, medusa = beowulf_duel()
    set_data(session, "p0.rage", 2)
    fight(session, beowulf, medusa, "the_ancient_heirloom", "feint")
    assert "cannot be cancelled" in log(session)
    do(session, Choose, option="yes")  # spend 2: value 5
    assert rage(session) == 0
    assert health(session, medusa) == 16 - (5 - 2)


def test_equal_of_grendel_deals_the_printed_value_of_the_attack_card():
    session, medusa, beowulf = duel(("medusa", "beowulf"))
    set_data(session, "p1.rage", 2)
    fight(session, medusa, beowulf, "petrifying_stare", "the_equal_of_grendel")
    assert decision(session) == "choice" and deciding(session) == 1
    do(session, Choose, option="yes")
    assert health(session, medusa) == 16 - 4  # Petrifying Stare's printed 4
    assert health(session, beowulf) == 17 - 1  # 4 − 3
    assert rage(session, 1) == 1  # 2 spent, 1 gained for the combat damage


def test_vigor_and_courage_gains_the_boost_of_the_random_discard():
    session, beowulf, medusa = beowulf_duel()
    hand(session, 1, "feint")  # boost 1, the only card: the random pick is certain
    hand(session, 0, "vigor_and_courage")
    do(session, PlayScheme, card=card_in_hand(session, 0, "vigor_and_courage"), fighter=beowulf)
    assert rage(session) == 2
    assert ctx(session).hand(1) == []


def test_golden_drinking_horn_a_different_effect_for_each_rage():
    session, beowulf, medusa = beowulf_duel()
    set_data(session, "p0.rage", 3)
    manual(session, lambda step, c: step.set_token(beowulf, "health", 10))
    hand(session, 0, "golden_drinking_horn")
    do(session, PlayScheme, card=card_in_hand(session, 0, "golden_drinking_horn"), fighter=beowulf)
    do(session, Choose, option="recover")
    assert health(session, beowulf) == 12
    assert "Spend 1 Rage: your hero recovers 2 health" not in labels(session)  # each effect once
    do(session, Choose, option="draw")
    assert len(ctx(session).hand(0)) == 2 and rage(session) == 1
    do(session, Choose, option="stop")
    assert rage(session) == 1 and decision(session) == "action"


def test_remnant_of_valor_hurts_every_neighbour_and_beowulf_gives_an_action():
    session, beowulf, medusa = beowulf_duel()
    wiglaf = fighter(session, 0, "Wiglaf")
    actions = session.state.data["actions_left"]
    hand(session, 0, "remnant_of_valor")
    do(session, PlayScheme, card=card_in_hand(session, 0, "remnant_of_valor"), fighter=wiglaf)
    assert health(session, beowulf) == 16 and rage(session) == 2
    assert session.state.data["actions_left"] == actions  # one spent, one gained

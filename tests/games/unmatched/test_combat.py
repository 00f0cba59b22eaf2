"""Combat: targets, secret picks, reveal, timing and defender-first order, damage, who wins."""

from __future__ import annotations

import pytest

from tabletop.engine.game import IllegalAction
from tabletop.games.unmatched.actions import (
    Attack,
    Boost,
    Decline,
    DiscardCard,
    MoveFighter,
    NoDefense,
    PlayCombatCard,
)
from tests.games.shipped import shipped
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
    log,
    new_game,
    put,
    seen_by,
    set_data,
    set_health,
    where,
)

GAME = shipped("unmatched")


def duel(heroes=("robin_hood", "medusa"), battlefield="sunken_abbey", spaces=("nave_5", "nave_6"),
         sidekicks=()):
    """Two heroes (and chosen sidekicks) alone on the board, player 0 to act."""
    session = new_game(heroes, battlefield)
    ours = fighter(session, 0, GAME.db.cards[heroes[0]].name)
    theirs = fighter(session, 1, GAME.db.cards[heroes[1]].name)
    keep = [ours, theirs] + [fighter(session, p, name) for p, name, _ in sidekicks]
    clear_board(session, tuple(keep))
    put(session, ours, spaces[0])
    put(session, theirs, spaces[1])
    for (p, name, space) in sidekicks:
        put(session, fighter(session, p, name), space)
    settle_start(session)
    return session, ours, theirs


def settle_start(session):
    """Pass on start-of-turn choices (a trap, a form) that came before the board was arranged."""
    while decision(session) in ("place_marker", "form", "target"):
        options = session.legal_actions()
        declines = [a for a in options if isinstance(a, Decline)]
        session.perform(declines[0] if declines else options[0])


def fight(session, attacker, target, attack, defense=None, *, boost=None, attacker_player=0, spare=()):
    """Declare an attack and lay the cards (hands hold just these cards, and the defender's spares)."""
    defender_player = 1 - attacker_player
    hand(session, attacker_player, attack, *([boost] if boost else []))
    hand(session, defender_player, *([defense] if defense else []), *spare)
    do(session, Attack, fighter=attacker, target=target)
    do(session, PlayCombatCard, card=card_in_hand(session, attacker_player, attack))
    if boost:
        do(session, Boost, card=card_in_hand(session, attacker_player, boost))
    elif decision(session) == "boost":
        do(session, Decline)
    if defense:
        do(session, PlayCombatCard, card=card_in_hand(session, defender_player, defense))
    else:
        do(session, NoDefense)


def health(session, token):
    return session.state.tokens[token].data["health"] if token in session.state.tokens else 0


def test_damage_is_attack_minus_defense_and_the_log_shows_the_sum():
    session, robin, medusa = duel()
    fight(session, robin, medusa, "split_the_arrow", "scales_of_bronze")
    assert health(session, medusa) == 15
    assert ("Attack 5 Split the Arrow = 5; defense 4 Scales of Bronze = 4; 5 − 4 = 1 combat damage: "
            "Robin Hood wins the combat.") in last_log(session)


def test_a_tie_goes_to_the_defender():
    session, robin, medusa = duel()
    fight(session, robin, medusa, "longbow_volley", "scales_of_bronze")  # 4 against 4
    assert health(session, medusa) == 16
    assert "0 combat damage: Medusa wins the combat." in last_log(session)
    assert "draws" not in last_log(session)  # Longbow Volley draws only if you won
    assert ctx(session).hand(0) == []


def test_no_defense_card_means_defense_zero_and_cards_are_discarded():
    session, robin, medusa = duel()
    fight(session, robin, medusa, "longbow_volley")
    assert health(session, medusa) == 12
    assert "defense no defense card = 0" in last_log(session)
    assert "Ann (Robin Hood) draws 1 card" in last_log(session)
    do(session, Decline)  # Robin Hood's move after attacking: stay
    assert not session.state.zones["p0.combat"].cards
    assert [ctx(session).card_name(c) for c in session.state.zones["p0.discard"].cards] == ["Longbow Volley"]


def test_cards_are_picked_secretly_by_each_player_in_turn():
    session, robin, medusa = duel()
    hand(session, 0, "split_the_arrow")
    hand(session, 1, "scales_of_bronze")
    do(session, Attack, fighter=robin, target=medusa)
    assert (decision(session), deciding(session)) == ("attack_card", 0)
    card = card_in_hand(session, 0, "split_the_arrow")
    do(session, PlayCombatCard, card=card)
    assert (decision(session), deciding(session)) == ("defense_card", 1)  # the curtain passes to Bob
    assert session.state.cards[card].face_up is False
    for viewer in (0, 1):
        shown = seen_by(session, viewer)["zones"]["p0.combat"]["cards"]
        assert shown == [{"id": card, "owner": 0, "rotation": 0, "hidden": True}]
    assert "Split the Arrow" not in last_log(session)  # the history does not tell
    assert all("Split" not in label for label in labels(session))
    do(session, NoDefense)
    assert "Reveal: Robin Hood attacks with Split the Arrow (5)" in last_log(session)


def test_defender_effects_resolve_first_feint_cancels_the_attackers_immediate_effect():
    session, medusa, robin = duel(("medusa", "robin_hood"))
    fight(session, medusa, robin, "serpent_hair_lash", "feint")
    # Feint (defender) went first and cancelled the Lash's 1 immediate damage; 3 - 2 = 1 combat damage
    assert health(session, robin) == 12
    text = last_log(session)
    assert text.index("Feint cancels every effect on Serpent-Hair Lash") < text.index("3 − 2 = 1")


def test_feint_against_feint_only_the_defenders_resolves():
    session, robin, medusa = duel()
    fight(session, robin, medusa, "feint", "feint")
    text = last_log(session)
    assert text.count("cancels every effect") == 1
    assert "Feint: cancelled" in text
    assert "2 − 2 = 0 combat damage: Medusa wins" in text  # values stay after cancelling


def test_attackers_feint_cancels_the_defenders_after_combat_effect():
    session, medusa, robin = duel(("medusa", "robin_hood"))
    fight(session, medusa, robin, "feint", "sherwood_shadows")
    assert decision(session) == "action"  # no "may move" offered: cancelled
    assert "Sherwood Shadows: cancelled" in last_log(session)


def test_excalibur_has_nothing_to_cancel_so_arthurs_boost_counts():
    session, arthur, medusa = duel(("king_arthur", "medusa"))
    fight(session, arthur, medusa, "excalibur", "feint", boost="round_table_charge")
    assert "Excalibur has no effects printed on it, so it is not cancelled" in last_log(session)
    assert "Attack 6 Excalibur + 3 BOOST (Round Table Charge) = 9; defense 2 Feint = 2" in last_log(session)
    assert health(session, medusa) == 9


def test_cancelled_attack_card_loses_arthurs_boost():
    session, arthur, medusa = duel(("king_arthur", "medusa"))
    fight(session, arthur, medusa, "round_table_charge", "feint", boost="excalibur")
    text = last_log(session)
    assert "the BOOST card is discarded without effect" in text
    assert "Attack 4 Round Table Charge = 4; defense 2 Feint = 2; 4 − 2 = 2" in text
    discarded = [ctx(session).card_name(c) for c in session.state.zones["p0.discard"].cards]
    assert "Excalibur" in discarded


def test_arthurs_boost_is_laid_face_down_and_only_for_arthur():
    session, arthur, medusa = duel(("king_arthur", "medusa"), sidekicks=[(0, "Merlin", "nave_4")])
    hand(session, 0, "excalibur", "feint")
    do(session, Attack, fighter=arthur, target=medusa)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "excalibur"))
    assert decision(session) == "boost" and deciding(session) == 0
    feint = card_in_hand(session, 0, "feint")
    do(session, Boost, card=feint)
    assert session.state.cards[feint].location == "p0.combat" and not session.state.cards[feint].face_up
    do(session, NoDefense)
    merlin = fighter(session, 0, "Merlin")
    hand(session, 0, "spark_of_avalon", "feint")
    put(session, medusa, "nave_3")
    do(session, Attack, fighter=merlin, target=medusa)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "spark_of_avalon"))
    assert decision(session) == "defense_card"  # Merlin gets no BOOST


def test_high_ground_adds_one_and_cannot_be_cancelled():
    session, robin, medusa = duel(battlefield="terraced_vineyard", spaces=("upper_terrace_2", "middle_terrace_2"))
    fight(session, robin, medusa, "split_the_arrow", "feint")
    assert "Attack 5 Split the Arrow + 1 high ground = 6; defense 2 Feint = 2" in last_log(session)
    assert health(session, medusa) == 12


def test_no_high_ground_attacking_uphill():
    session, medusa, robin = duel(("medusa", "robin_hood"), "terraced_vineyard",
                                  ("middle_terrace_2", "upper_terrace_2"))
    fight(session, medusa, robin, "snake_pit")
    assert "high ground" not in last_log(session)


def test_alice_big_adds_two_to_attacks_small_adds_one_to_defense_cards_only():
    session, alice, medusa = duel(("alice", "medusa"))
    set_data(session, "p0.form", "big")
    fight(session, alice, medusa, "vorpal_blade", "scales_of_bronze")
    assert "Attack 5 Vorpal Blade + 2 Alice is BIG = 7; defense 4 Scales of Bronze = 4" in last_log(session)
    session2, medusa2, alice2 = duel(("medusa", "alice"))
    set_data(session2, "p1.form", "small")
    fight(session2, medusa2, alice2, "snake_pit", "looking_glass_step")
    assert "defense 3 Looking-Glass Step + 1 Alice is SMALL = 4" in last_log(session2)
    session3, medusa3, alice3 = duel(("medusa", "alice"))
    set_data(session3, "p1.form", "small")
    fight(session3, medusa3, alice3, "snake_pit")
    assert "defense no defense card = 0" in last_log(session3)  # no card, no bonus


def test_ranged_fighters_attack_in_a_shared_zone_melee_fighters_only_adjacent():
    session, robin, medusa = duel(spaces=("crypt_1", "crypt_6"), sidekicks=[(0, "Outlaw 1", "crypt_7")])
    outlaw = fighter(session, 0, "Outlaw 1")
    hand(session, 0, "outlaw_ruse", "longbow_volley")
    attacks = [a for a in session.legal_actions() if isinstance(a, Attack)]
    assert [(a.fighter, a.target) for a in attacks] == [(robin, medusa)]  # ranged, in the crypt
    with pytest.raises(IllegalAction) as refused:
        session.perform(Attack(outlaw, medusa, "crypt_6"))
    assert "out of range: Outlaw 1 attacks in melee and is not adjacent" in refused.value.reason


def test_no_usable_attack_card_no_attack():
    session, robin, medusa = duel()
    hand(session, 0, "lincoln_green_cloak", "merry_band")
    assert not any(isinstance(a, Attack) for a in session.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        session.perform(Attack(robin, medusa, "nave_6"))
    assert "no attack or versatile card in hand that Robin Hood can use" in refused.value.reason


def test_the_wrong_card_for_the_fighter_is_refused():
    session, robin, medusa = duel()
    hand(session, 0, "split_the_arrow", "greenwood_ambush", "lincoln_green_cloak")
    do(session, Attack, fighter=robin, target=medusa)
    with pytest.raises(IllegalAction) as outlaw_card:
        session.perform(PlayCombatCard(card_in_hand(session, 0, "greenwood_ambush"), "p0.combat"))
    assert "can only be used by Outlaws" in outlaw_card.value.reason
    with pytest.raises(IllegalAction) as defense:
        session.perform(PlayCombatCard(card_in_hand(session, 0, "lincoln_green_cloak"), "p0.combat"))
    assert "is a defense card, and you are attacking" in defense.value.reason


def test_t_rex_reaches_two_spaces():
    session, rex, medusa = duel(("t_rex", "medusa"), spaces=("crypt_1", "nave_4"))
    hand(session, 0, "crushing_jaws")
    assert any(isinstance(a, Attack) for a in session.legal_actions())  # crypt_1 - nave_3 - nave_4
    put(session, medusa, "nave_7")
    assert not any(isinstance(a, Attack) for a in session.legal_actions())  # 3 away


def test_gorgons_visage_and_arrow_from_cover_bonuses():
    session, medusa, robin = duel(("medusa", "robin_hood"))
    fight(session, medusa, robin, "gorgons_visage")
    assert "Attack 5 Gorgon's Visage + 3 Gorgon's Visage (no defense card) = 8" in last_log(session)
    session, robin, medusa = duel(spaces=("crypt_1", "crypt_6"))
    fight(session, robin, medusa, "arrow_from_cover", "scales_of_bronze")
    assert "+ 2 Arrow from Cover (no opposing fighter adjacent to Robin Hood) = 5" in last_log(session)
    session, robin, medusa = duel()
    fight(session, robin, medusa, "arrow_from_cover", "scales_of_bronze")
    assert "adjacent to Robin Hood, so no bonus" in last_log(session)


def test_stand_your_ground_only_when_defending():
    session, medusa, muldoon = duel(("medusa", "robert_muldoon"))
    fight(session, medusa, muldoon, "snake_pit", "stand_your_ground")
    assert "defense 4 Stand Your Ground + 1 Stand Your Ground = 5" in last_log(session)


def test_defeated_sidekick_is_removed_at_once_and_its_card_still_resolves():
    session, medusa, robin = duel(("medusa", "robin_hood"), sidekicks=[(1, "Outlaw 1", "nave_5")])
    put(session, robin, "crypt_1")
    outlaw = fighter(session, 1, "Outlaw 1")
    put(session, medusa, "nave_6")
    fight(session, medusa, outlaw, "petrifying_stare", "quarterstaff_parry", spare=("feint",))
    assert outlaw not in session.state.tokens
    assert health(session, medusa) == 15  # the Parry hit back after its Outlaw fell
    text = last_log(session)
    assert text.index("Outlaw 1 is defeated") < text.index("Medusa takes 1 damage")
    # then the attacker's Petrifying Stare: Robin Hood's player discards a card of their choice
    assert (decision(session), deciding(session)) == ("discard", 1)


def test_both_heroes_defeated_together_the_player_whose_turn_it_is_wins():
    session, robin, medusa = duel()
    set_health(session, robin, 1)
    set_health(session, medusa, 1)
    fight(session, robin, medusa, "split_the_arrow", "coils_of_stone")
    assert GAME.winner(session.state) == 0
    assert "Both heroes are defeated" in log(session)
    assert session.legal_actions() == []


def test_defeating_the_hero_wins_at_the_end_of_the_action():
    session, robin, medusa = duel()
    set_health(session, medusa, 2)
    fight(session, robin, medusa, "split_the_arrow")
    assert medusa not in session.state.tokens
    assert GAME.winner(session.state) is None  # the action is not over: Robin may still move
    do(session, Decline)
    assert GAME.winner(session.state) == 0
    assert "Ann (Robin Hood) wins" in GAME.prompt(session.state)


def test_robin_hood_may_move_the_attacker_after_attacking():
    session, robin, medusa = duel(sidekicks=[(0, "Outlaw 1", "nave_4")])
    fight(session, robin, medusa, "split_the_arrow", "scales_of_bronze")
    assert decision(session) == "move" and deciding(session) == 0
    moving = session.state.data["moving"]
    assert moving["fighters"] == (robin,) and moving["budget"][robin] == 2
    do(session, MoveFighter, fighter=robin, space="nave_1")
    assert where(session, robin) == "nave_1"
    assert decision(session) == "action"


def test_tail_sweep_moves_the_defender():
    session, rex, medusa = duel(("t_rex", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, rex, medusa, "tail_sweep")
    assert decision(session) == "move" and deciding(session) == 0
    assert session.state.data["moving"]["fighters"] == (medusa,)
    do(session, MoveFighter, fighter=medusa, space="bell_tower_1")
    assert where(session, medusa) == "bell_tower_1"


def test_petrifying_stare_makes_the_opponent_choose_a_discard():
    session, medusa, robin = duel(("medusa", "robin_hood"))
    fight(session, medusa, robin, "petrifying_stare", spare=("feint", "lincoln_green_cloak"))
    hand_before = list(ctx(session).hand(1))
    assert (decision(session), deciding(session)) == ("discard", 1)
    do(session, DiscardCard, card=hand_before[0])
    assert hand_before[0] in session.state.zones["p1.discard"].cards

"""Every shipped hero's special ability and the cards that need more than plain data."""

from __future__ import annotations

from tabletop.games.unmatched.actions import (
    ArrangeTop,
    ChooseFighter,
    ChooseForm,
    Decline,
    Maneuver,
    MoveFighter,
    PickCard,
    PlaceFighter,
    PlaceMarker,
    PlayScheme,
)
from tests.games.shipped import shipped
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
    manual,
    put,
    set_data,
    set_health,
    top_of_deck,
    where,
)
from tests.games.unmatched.test_combat import duel, fight, health

GAME = shipped("unmatched")


def end_turn(session) -> None:
    """Take two maneuvers without moving (the quickest way through a turn)."""
    for _ in range(2):
        do(session, Maneuver)
        if decision(session) == "boost":
            do(session, Decline)
        if decision(session) == "move":
            do(session, Decline)
        while decision(session) == "discard":
            session.perform(session.legal_actions()[0])


def scheme(session, player, card, fighter_id):
    do(session, PlayScheme, card=card_in_hand(session, player, card), fighter=fighter_id)


# -- Medusa ----------------------------------------------------------------------
def test_medusa_may_hurt_an_opposing_fighter_in_her_zone_at_the_start_of_her_turn():
    session, robin, medusa = duel(spaces=("nave_5", "nave_1"), sidekicks=[(0, "Outlaw 1", "crypt_1")])
    end_turn(session)
    assert (decision(session), deciding(session)) == ("target", 1)
    assert labels(session) == ["Robin Hood (Nave 5)", "Do not use this effect"]  # the Outlaw is not in her zone
    do(session, ChooseFighter, fighter=robin)
    assert health(session, robin) == 12
    assert decision(session) == "action"


def test_medusa_is_not_asked_when_nobody_is_in_her_zone():
    session, robin, medusa = duel(spaces=("crypt_1", "bell_tower_1"))
    end_turn(session)
    assert decision(session) == "action" and session.state.active_player == 1


# -- Robert Muldoon ----------------------------------------------------------------
def muldoon_game():
    session, muldoon, medusa = duel(("robert_muldoon", "medusa"), spaces=("crypt_1", "bell_tower_4"))
    return session, muldoon, medusa


def test_muldoon_places_a_trap_at_the_start_of_his_turn_in_an_empty_space_of_his_zone():
    session, muldoon, medusa = muldoon_game()
    end_turn(session)
    end_turn(session)  # Medusa's turn
    assert (decision(session), deciding(session)) == ("place_marker", 0)
    spaces = {a.space for a in session.legal_actions() if isinstance(a, PlaceMarker)}
    assert "crypt_1" not in spaces and "crypt_3" in spaces and "nave_7" in spaces  # nave_7 is crypt too
    assert "nave_3" not in spaces
    do(session, PlaceMarker, marker="trap", space="crypt_3")
    assert session.state.data["p0.trap"] == 7
    assert [t.location for t in ctx(session).markers_at("crypt_3")] == ["space:crypt_3"]
    assert decision(session) == "action"  # one trap at the start of the turn


def test_bait_pulls_an_opposing_fighter_onto_a_trap():
    session, muldoon, medusa = muldoon_game()
    put(session, medusa, "crypt_7")
    manual(session, lambda step, c: step.create_token("marker", 0, "space:crypt_5", key="trap", name="Trap"))
    hand(session, 0, "bait", "feint")
    cards = len(ctx(session).hand(0))
    scheme(session, 0, "bait", muldoon)
    assert decision(session) == "move" and deciding(session) == 0  # Muldoon's player moves Medusa
    do(session, MoveFighter, fighter=medusa, space="crypt_5")
    assert health(session, medusa) == 15
    assert len(ctx(session).hand(0)) == cards - 1 + 1  # Bait played, then a draw for the trap


def test_spring_the_trap_places_up_to_two():
    session, muldoon, medusa = muldoon_game()
    hand(session, 0, "spring_the_trap")
    scheme(session, 0, "spring_the_trap", muldoon)
    do(session, PlaceMarker, marker="trap", space="crypt_3")
    assert decision(session) == "place_marker"
    assert not any(isinstance(a, PlaceMarker) and a.space == "crypt_3" for a in session.legal_actions())
    do(session, PlaceMarker, marker="trap", space="crypt_4")
    assert session.state.data["p0.trap"] == 6
    assert decision(session) == "action"


# -- Jekyll & Hyde ------------------------------------------------------------------
def jekyll_game():
    session, jekyll, medusa = duel(("jekyll_hyde", "medusa"), spaces=("crypt_1", "bell_tower_4"))
    return session, jekyll, medusa


def test_jekyll_chooses_a_form_at_the_start_of_each_turn_and_hyde_hurts_after_maneuvers():
    session, jekyll, medusa = jekyll_game()
    assert session.state.data["p0.form"] == "jekyll"
    end_turn(session)  # as Jekyll: no damage
    assert health(session, jekyll) == 16
    end_turn(session)
    assert (decision(session), deciding(session)) == ("form", 0)
    assert labels(session) == ["Stay Dr. Jekyll", "Become Mr. Hyde"]
    do(session, ChooseForm, form="hyde")
    end_turn(session)
    assert health(session, jekyll) == 14  # 1 damage after each of the two maneuvers
    assert "Jekyll & Hyde takes 1 damage (Jekyll & Hyde)" in "\n".join(
        line for t in session.history.done for line in t.log)


def test_savage_blow_is_stronger_as_hyde():
    session, jekyll, medusa = duel(("jekyll_hyde", "medusa"))
    set_data(session, "p0.form", "hyde")
    fight(session, jekyll, medusa, "savage_blow", "scales_of_bronze")
    assert "Attack 3 Savage Blow + 2 Savage Blow = 5; defense 4 Scales of Bronze = 4" in last_log(session)
    session, jekyll, medusa = duel(("jekyll_hyde", "medusa"))
    fight(session, jekyll, medusa, "savage_blow", "scales_of_bronze")
    assert "Attack 3 Savage Blow = 3" in last_log(session)


def test_split_mind_picks_a_form_and_skips_the_next_start_of_turn_choice():
    session, jekyll, medusa = jekyll_game()
    hand(session, 0, "split_mind")
    scheme(session, 0, "split_mind", jekyll)
    assert decision(session) == "form"
    do(session, ChooseForm, form="hyde")
    assert session.state.data["p0.form"] == "hyde"
    do(session, Maneuver)
    if decision(session) == "boost":
        do(session, Decline)
    do(session, Decline)
    end_turn(session)  # Medusa
    assert decision(session) == "action"  # no form choice this time
    assert "cannot change form at the start of this turn" in last_log(session)
    end_turn(session)
    end_turn(session)
    assert decision(session) == "form"  # the lock lasted one turn


# -- T. Rex ---------------------------------------------------------------------------
def test_t_rex_draws_at_the_end_of_her_turn():
    session, rex, medusa = duel(("t_rex", "medusa"), spaces=("crypt_1", "bell_tower_4"))
    before = len(ctx(session).deck(0))
    end_turn(session)
    assert len(ctx(session).deck(0)) == before - 3  # two maneuvers and the end-of-turn draw
    assert len(ctx(session).hand(0)) == 7  # 8, then down to the hand limit


# -- King Arthur and Merlin ---------------------------------------------------------
def test_return_of_the_blade_finds_excalibur():
    session, arthur, medusa = duel(("king_arthur", "medusa"))
    hand(session, 0, "return_of_the_blade")
    scheme(session, 0, "return_of_the_blade", arthur)
    assert "Excalibur" in [ctx(session).card_name(c) for c in ctx(session).hand(0)]
    assert "finds Excalibur" in last_log(session)


def test_seers_counsel_orders_the_top_three_then_draws():
    session, arthur, medusa = duel(("king_arthur", "medusa"), sidekicks=[(0, "Merlin", "nave_4")])
    merlin = fighter(session, 0, "Merlin")
    hand(session, 0, "seers_counsel")
    top_of_deck(session, 0, "excalibur", "feint", "hold_the_line")
    scheme(session, 0, "seers_counsel", merlin)
    assert decision(session) == "arrange" and len(session.legal_actions()) == 6
    top = session.state.decision["cards"]
    do(session, ArrangeTop, order=(top[2], top[0], top[1]))
    names = [ctx(session).card_name(c) for c in ctx(session).hand(0)]
    assert names == ["Hold the Line"]  # drawn from the new top
    assert [ctx(session).card_name(c) for c in ctx(session).deck(0)[-2:]] == ["Feint", "Excalibur"]


def test_storm_over_tintagel_hits_each_opposing_fighter_in_merlins_zone():
    session, arthur, medusa = duel(("king_arthur", "medusa"), spaces=("crypt_1", "nave_5"),
                                   sidekicks=[(0, "Merlin", "nave_4"), (1, "Harpy 1", "nave_1"),
                                              (1, "Harpy 2", "library_1")])
    hand(session, 0, "storm_over_tintagel")
    scheme(session, 0, "storm_over_tintagel", fighter(session, 0, "Merlin"))
    assert health(session, medusa) == 15
    assert fighter(session, 1, "Harpy 2") in session.state.tokens  # library, not nave
    assert "Harpy 1 is defeated" in last_log(session)


# -- Robin Hood -------------------------------------------------------------------------
def test_archery_contest_the_higher_boost_draws_two():
    session, robin, medusa = duel()
    hand(session, 0, "archery_contest")
    top_of_deck(session, 0, "give_to_the_poor")  # boost 3
    top_of_deck(session, 1, "venom_spite")  # boost 1
    scheme(session, 0, "archery_contest", robin)
    assert "3 beats 1, so Ann (Robin Hood) draws 2" in last_log(session)
    names = [ctx(session).card_name(c) for c in ctx(session).hand(0)]
    assert "Give to the Poor" in names  # the revealed card went back on top, then was drawn


def test_merry_band_moves_each_fighter_in_the_order_the_player_chooses():
    session, robin, medusa = duel(spaces=("crypt_1", "bell_tower_4"), sidekicks=[(0, "Outlaw 1", "crypt_4")])
    outlaw = fighter(session, 0, "Outlaw 1")
    hand(session, 0, "merry_band")
    scheme(session, 0, "merry_band", robin)
    do(session, MoveFighter, fighter=outlaw, space="crypt_7")
    do(session, MoveFighter, fighter=robin, space="crypt_4")
    assert (where(session, robin), where(session, outlaw)) == ("crypt_4", "crypt_7")
    assert decision(session) == "action"


# -- Alice ------------------------------------------------------------------------------
def test_curiouser_lunge_may_change_alices_size():
    session, alice, medusa = duel(("alice", "medusa"))
    set_data(session, "p0.form", "big")
    fight(session, alice, medusa, "curiouser_lunge")
    assert decision(session) == "form"
    assert labels(session) == ["Become SMALL", "Keep the current form"]
    do(session, ChooseForm, form="small")
    assert session.state.data["p0.form"] == "small"


def test_drink_me_makes_alice_small_and_lets_her_move():
    session, alice, medusa = duel(("alice", "medusa"), spaces=("crypt_1", "bell_tower_4"))
    set_data(session, "p0.form", "big")
    hand(session, 0, "drink_me")
    scheme(session, 0, "drink_me", alice)
    assert session.state.data["p0.form"] == "small"
    assert session.state.data["moving"]["budget"][alice] == 3


def test_looking_glass_step_places_alice_and_a_trap_there_goes_off():
    session, muldoon, alice = duel(("robert_muldoon", "alice"), spaces=("nave_5", "nave_6"))
    set_data(session, "p1.form", "small")
    manual(session, lambda step, c: step.create_token("marker", 0, "space:nave_4", key="trap", name="Trap"))
    fight(session, muldoon, alice, "shotgun_blast", "looking_glass_step")
    assert (decision(session), deciding(session)) == ("place_fighter", 1)
    do(session, PlaceFighter, fighter=alice, space="nave_4")
    assert where(session, alice) == "nave_4"
    assert "sets off" in last_log(session)
    assert health(session, alice) == 13 - 1 - 1  # 5 - (3 + 1 SMALL) = 1, then the trap


def test_tea_party_chaos_each_player_discards_then_draw_two():
    session, alice, medusa = duel(("alice", "medusa"))
    hand(session, 0, "tea_party_chaos", "mad_riddle")
    hand(session, 1, "feint", "snake_pit")
    scheme(session, 0, "tea_party_chaos", alice)
    assert (decision(session), deciding(session)) == ("discard", 0)
    session.perform(session.legal_actions()[0])
    assert (decision(session), deciding(session)) == ("discard", 1)
    session.perform(session.legal_actions()[0])
    assert len(ctx(session).hand(0)) == 2 and len(ctx(session).hand(1)) == 1


def test_cursed_reflection_looks_at_the_hand_and_picks_the_discard():
    session, medusa, robin = duel(("medusa", "robin_hood"))
    hand(session, 0, "cursed_reflection")
    hand(session, 1, "feint", "split_the_arrow")
    scheme(session, 0, "cursed_reflection", medusa)
    assert (decision(session), deciding(session)) == ("pick_card", 0)
    assert labels(session) == ["They discard Feint", "They discard Split the Arrow"]
    do(session, PickCard, card=card_in_hand(session, 1, "split_the_arrow"))
    assert [ctx(session).card_name(c) for c in ctx(session).hand(1)] == ["Feint"]


def test_every_card_the_project_wrote_is_resolved_by_the_rules():
    """Manual texts (marked in the log) are only in decks that follow a community list."""
    from tabletop import paths
    from tabletop.carddb.decks import load_deck

    community = set()
    for path in sorted((paths.cards_dir() / "unmatched" / "decks").glob("*.yaml")):
        deck = load_deck(path, GAME.db, read_only=True)
        if deck.origin == "community":
            community.add(deck.options["hero"])
    manual_cards = [c.name for c in GAME.db.cards.values()
                    if c.automation == "manual" and getattr(c, "hero", c.id) not in community]
    assert manual_cards == []


def test_heroes_at_one_health_then_patch_up_recovers_only_to_the_maximum():
    session, muldoon, medusa = duel(("robert_muldoon", "medusa"), sidekicks=[(0, "InGen Worker 1", "nave_4")])
    set_health(session, muldoon, 13)
    hand(session, 0, "patch_up")
    scheme(session, 0, "patch_up", fighter(session, 0, "InGen Worker 1"))
    assert decision(session) == "target"
    do(session, ChooseFighter, fighter=muldoon)
    assert health(session, muldoon) == 14
    assert "(its maximum)" in last_log(session)

"""Declaring attacks (ranks, Flight, Subterfuge, styles) and fighting them
(combat cards, alternation, cancels, redirection, extra injuries)."""

from __future__ import annotations

from tabletop.games.wildstorms.actions import (
    ActivateRage,
    DeclareAttack,
    DeclareTeamwork,
    DoneDeclaring,
    NextPhase,
    PassCombat,
    PlayCombatCard,
    PlayPlotTwist,
    SwitchRank,
)
from tests.games.wildstorms.position import (
    ANN,
    BOB,
    Position,
    injuries,
    legal,
    log,
    play,
    refused,
    where,
)


def test_rear_rank_makes_and_takes_only_ranged_attacks() -> None:
    table = Position()
    front = table.card("warblade", ANN, "front")
    back = table.card("zealot", ANN, "rear")
    table.under("shotgun", back)
    foe_front = table.card("dozer", BOB, "front")
    foe_back = table.card("claymore", BOB, "rear")
    game = table.start()
    refused(game, DeclareAttack(back, foe_front, "close"), "Zealot is in the rear rank and can only make ranged attacks.")
    refused(game, DeclareAttack(front, foe_back, "close"), "Claymore is in the rear rank and can only be attacked from range.")
    play(game, DeclareAttack(back, foe_back, "ranged"), DeclareAttack(front, foe_front, "close"))
    refused(game, DeclareAttack(front, foe_back, "ranged"), "WarBlade has already used its attack this turn (attack).")


def test_an_only_rank_counts_as_the_front_rank() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "rear")
    dozer = table.card("dozer", BOB, "rear")
    game = table.start()
    play(game, DeclareAttack(warblade, dozer, "close"))  # neither side has a front rank


def test_subterfuge_attacks_across_ranks_but_not_its_own_team_nor_flyers() -> None:
    table = Position()
    grifter = table.card("grifter", ANN, "rear")
    table.card("lonely", ANN, "front")
    emp = table.card("emp", BOB, "rear")
    table.card("claymore", BOB, "front")
    spartan = table.card("spartan", BOB, "air")
    table.card("maul", BOB, "front")
    game = table.start()
    refused(game, DeclareAttack(grifter, emp, "close"), "cannot be made against a character of the same team (Emp)")
    refused(game, DeclareAttack(grifter, spartan, "close"), "Spartan is flying; only a character that can fly")
    dane = Position()
    grifter = dane.card("grifter", ANN, "rear")
    dane.card("lonely", ANN, "front")
    target = dane.card("dozer", BOB, "rear")
    dane.card("claymore", BOB, "front")
    game = dane.start()
    play(game, DeclareAttack(grifter, target, "close"), DoneDeclaring())
    text = log(game)
    assert "Grifter attacks Dozer (close combat, Subterfuge)" in text
    assert "C 5 = 4 Grifter + 1 Coda Training < D 5" not in text
    assert "C 5 = 4 Grifter + 1 Coda Training ≥ D 5 = 5 Dozer: Dozer is injured" in text


def test_subterfuge_attack_gets_no_teamwork_or_leadership() -> None:
    table = Position()
    grifter = table.card("grifter", ANN, "rear")
    zealot = table.card("ultimate_zealot", ANN, "front")  # a WildC.A.T. with Leadership
    target = table.card("dozer", BOB, "rear")
    table.card("claymore", BOB, "front")
    game = table.start()
    play(game, DeclareAttack(grifter, target, "close"))
    refused(game, DeclareTeamwork(zealot, grifter), "A Subterfuge attack gets no teamwork.")
    play(game, DoneDeclaring())
    assert "C 5 = 4 Grifter + 1 Coda Training ≥ D 5" in log(game)  # no Leadership either


def test_flight_close_combat_immunity_and_landing() -> None:
    table = Position()
    spartan = table.card("spartan", ANN, "air")
    warblade = table.card("warblade", ANN, "front")
    table.under("shotgun", warblade)
    skyrider = table.card("skyrider", BOB, "air")
    lonely = table.card("lonely", BOB, "front")
    game = table.start()
    refused(game, DeclareAttack(warblade, skyrider, "close"), "Skyrider is flying; only a character that can fly")
    play(game, DeclareAttack(warblade, skyrider, "ranged"))  # ranged attacks reach flyers
    play(game, DeclareAttack(spartan, lonely, "close"), DoneDeclaring())
    assert where(game, spartan) == "p0.front"
    assert "Spartan lands in the front rank after a close attack" in log(game)


def test_a_flyer_in_the_rear_rank_cannot_close_attack_another_flyer() -> None:
    table = Position()
    table.card("lonely", ANN, "front")
    spartan = table.card("spartan", ANN, "rear")
    skyrider = table.card("skyrider", BOB, "air")
    game = table.start()
    refused(game, DeclareAttack(spartan, skyrider, "close"), "Spartan is in the rear rank and can only make ranged attacks.")
    play(game, DeclareAttack(spartan, skyrider, "Energy Blast"))


def test_flyer_against_flyer_stays_aloft_and_flight_starts_only_in_switch_ranks() -> None:
    table = Position(phase="Switch Ranks")
    spartan = table.card("spartan", ANN, "front")
    skyrider = table.card("skyrider", BOB, "air")
    game = table.start()
    play(game, SwitchRank(spartan, "p0.air"), NextPhase())
    assert legal(game, SwitchRank) == []
    play(game, DeclareAttack(spartan, skyrider, "close"), DoneDeclaring())
    assert where(game, spartan) == "p0.air"


def test_flight_is_grounded_where_it_is_blocked() -> None:
    table = Position(phase="Switch Ranks", site="abandoned_warehouse")
    spartan = table.card("spartan", ANN, "front")
    game = table.start()
    refused(game, SwitchRank(spartan, "p0.air"), "Spartan cannot fly now.")


def test_ranged_needs_a_weapon_and_skills_make_ranged_attacks_from_the_rear() -> None:
    table = Position()
    lonely = table.card("lonely", ANN, "front")
    emp = table.card("emp", ANN, "rear")
    maul = table.card("maul", ANN, "rear")
    attica = table.card("attica", ANN, "rear")
    target = table.card("dozer", BOB, "rear")
    table.card("claymore", BOB, "front")
    game = table.start()
    refused(game, DeclareAttack(lonely, target, "ranged"), "Lonely needs a ranged weapon")
    refused(game, DeclareAttack(lonely, target, "Psi"), "Lonely cannot make a Psi attack.")
    play(game, DeclareAttack(emp, target, "Psi"), DeclareAttack(maul, target, "Thrown Objects"),
         DeclareAttack(attica, target, "ranged"))  # Attica has guns built in


def test_psi_defence_uses_d_or_psi_and_armour_only_when_it_says_so() -> None:
    table = Position()
    emp = table.card("emp", ANN, "front")
    grifter = table.card("grifter", BOB, "front")  # D 5, latent Psi 5
    table.under("kevlar_vest", grifter)
    game = table.start()
    play(game, DeclareAttack(emp, grifter, "Psi"), DoneDeclaring())
    assert "Psi 4 = 4 Emp < D 5 = 5 Grifter: the attack fails" in log(game)  # no Kevlar against Psi
    table = Position()
    battalion = table.card("battalion", ANN, "front")
    deathblow = table.card("deathblow", BOB, "front")
    table.under("psi_dampening_helm", deathblow)
    game = table.start()
    play(game, DeclareAttack(battalion, deathblow, "Psi"), DoneDeclaring())
    assert "Psi 4 = 4 Battalion < D 6 = 5 Deathblow + 1 Psi-Dampening Helm" in log(game)


def test_a_higher_psi_defends_and_latent_psi_counts() -> None:
    table = Position(site="daemonite_warship")  # Daemonites there are +1 Psi
    emp = table.card("emp", ANN, "front")
    psi_lord = table.card("daemonite_psi_lord", BOB, "front")  # D 5, Psi 5 (+1)
    game = table.start()
    play(game, DeclareAttack(emp, psi_lord, "Psi"), DoneDeclaring())
    assert "Psi 4 = 4 Emp < D 6 = 5 Psi (Daemonite Psi-Lord) + 1 Daemonite Warship" in log(game)
    table = Position(site="daemonite_warship")
    emp = table.card("emp", ANN, "front")
    sniper = table.card("team_7_sniper", BOB, "front")  # D 4, latent Psi 3: D is higher
    game = table.start()
    play(game, DeclareAttack(emp, sniper, "Psi"), DoneDeclaring())
    assert "Psi 4 = 4 Emp ≥ D 4 = 4 Team 7 Sniper" in log(game)


def test_combat_cards_only_on_their_side_and_style_and_requirements() -> None:
    table = Position(auto_pass=False)
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    dodge = table.card("dodge", ANN, "hand")
    aimed = table.card("aimed_shot", ANN, "hand")
    tackle = table.card("flying_tackle", ANN, "hand")
    punch = table.card("one_two_punch", ANN, "hand")
    shell = table.card("symbiote_shell", BOB, "hand")
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())
    refused(game, PlayCombatCard(dodge, warblade), "Dodge is a defense card: it is played only on the defender (Zealot).")
    refused(game, PlayCombatCard(aimed, warblade), "Aimed Shot is for ranged attacks, and this is a close combat attack.")
    refused(game, PlayCombatCard(tackle, warblade), "Flying Tackle needs a character with Flight.")
    refused(game, PlayCombatCard(punch, zealot), "One-Two Punch is an attack card: it is played only on the attacker")
    assert [a.card for a in legal(game, PlayCombatCard)] == [punch]
    play(game, PlayCombatCard(punch, warblade))
    assert game.state.decision == {"seat": BOB, "kind": "combat"}
    refused(game, PlayCombatCard(shell, zealot), "Symbiote Shell needs a character with Symbiote.")


def test_feint_cancels_a_defense_card_and_roll_with_it_an_attack_card() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    feint = table.card("feint", ANN, "hand")
    block = table.card("block", BOB, "hand")
    game = table.start()
    # Feint has nothing to cancel yet, so Ann is passed over; Bob blocks, Ann feints
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring(), PlayCombatCard(block, zealot))
    play(game, PlayCombatCard(feint, warblade, block))
    text = log(game)
    assert "Feint cancels Block" in text
    assert "C 6 = 6 WarBlade ≥ D 6 = 6 Zealot: Zealot is injured" in text


def test_turnabout_redirects_the_attack() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    maul = table.card("maul", BOB, "front")
    turnabout = table.card("turnabout", BOB, "hand")
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())  # Ann holds nothing
    play(game, PlayCombatCard(turnabout, zealot, maul))
    text = log(game)
    assert "Turnabout: the attack now targets Maul" in text
    assert "C 6 = 6 WarBlade ≥ D 6 = 6 Maul: Maul is injured" in text
    assert injuries(game, maul) == 1 and injuries(game, zealot) == 0


def test_knockout_blow_adds_an_injury_and_counterstrike_hurts_a_failed_attacker() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    lonely = table.card("lonely", BOB, "front")
    blow = table.card("knockout_blow", ANN, "hand")
    game = table.start()
    play(game, DeclareAttack(warblade, lonely, "close"), DoneDeclaring(), PlayCombatCard(blow, warblade))
    assert injuries(game, lonely) == 2
    table = Position()
    lonely = table.card("lonely", ANN, "front")
    warblade = table.card("warblade", BOB, "front")
    counter = table.card("counterstrike", BOB, "hand")
    game = table.start()
    play(game, DeclareAttack(lonely, warblade, "close"), DoneDeclaring(), PlayCombatCard(counter, warblade))
    assert "The failed attack costs Lonely 1 injury" in log(game)
    assert injuries(game, lonely) == 1


def test_lasting_combat_cards_stay_until_their_time() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    lonely = table.card("lonely", BOB, "front")
    haymaker = table.card("haymaker", ANN, "hand")
    game = table.start()
    play(game, DeclareAttack(warblade, lonely, "close"), DoneDeclaring(), PlayCombatCard(haymaker, warblade))
    assert where(game, haymaker) == "@" + warblade  # -1 D until Ann's next turn
    assert game.state.data["expiry"][haymaker] == {"until": "next_turn", "player": ANN}


def test_combat_cards_cannot_help_a_ko_d_defender_and_a_third_injury_kills() -> None:
    table = Position(auto_pass=False)
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "rear", injuries=2)  # Bob's only rank: it counts as the front
    knife = table.under("combat_knife", zealot)
    dodge = table.card("dodge", BOB, "hand")
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring(), PassCombat())
    assert game.state.decision == {"seat": BOB, "kind": "combat"}
    assert legal(game, PlayCombatCard) == []
    refused(game, PlayCombatCard(dodge, zealot), "Zealot is K.O.'d; combat cards cannot be played on it.")
    play(game, PassCombat())
    assert where(game, zealot) == "p1.killed" and where(game, knife) == "p1.killed"
    assert "Zealot is killed and goes to the killed pile" in log(game)


def test_rage_adds_3_c_takes_1_d_forces_close_attacks_and_ends_next_turn() -> None:
    table = Position(phase="Switch Ranks")
    dingo = table.card("dingo", ANN, "front")
    table.under("machine_pistol", dingo)
    lonely = table.card("lonely", BOB, "front")
    game = table.start()
    play(game, ActivateRage(dingo), NextPhase())
    refused(game, DeclareAttack(dingo, lonely, "ranged"), "Dingo is raging and must attack in close combat.")
    play(game, DeclareAttack(dingo, lonely, "close"), DoneDeclaring())
    assert "C 8 = 5 Dingo + 3 Rage ≥ D 3 = 3 Lonely" in log(game)
    assert game.state.cards[dingo].counters["rage"] == 1


def test_teamwork_needs_a_teammate_and_stacks() -> None:
    table = Position()
    dozer = table.card("dozer", ANN, "front")
    claymore = table.card("claymore", ANN, "front")
    sniper = table.card("team_7_sniper", ANN, "front")
    lonely = table.card("lonely", ANN, "front")
    target = table.card("zealot", BOB, "front")
    game = table.start()
    play(game, DeclareAttack(dozer, target, "close"))
    refused(game, DeclareTeamwork(sniper, dozer), "Team 7 Sniper and Dozer are not on the same team.")
    refused(game, DeclareTeamwork(lonely, dozer), "not on the same team")
    play(game, DeclareTeamwork(claymore, dozer), DoneDeclaring())
    assert "C 6 = 5 Dozer + 1 teamwork (Claymore) ≥ D 6 = 6 Zealot" in log(game)


def test_leadership_is_not_cumulative_and_leaders_lead_each_other() -> None:
    table = Position()
    spartan = table.card("spartan", ANN, "front")
    table.card("emp", ANN, "front")  # a second WildC.A.T. leader
    warblade = table.card("warblade", ANN, "front")
    target = table.card("helspont", BOB, "front")
    game = table.start()
    play(game, DeclareAttack(warblade, target, "close"), DeclareAttack(spartan, target, "close"), DoneDeclaring())
    text = log(game)
    assert "C 7 = 6 WarBlade + 1 Leadership (Spartan) ≥ D 7 = 7 Helspont" in text
    assert "C 6 = 5 Spartan + 1 Leadership (Emp) < D 7 = 7 Helspont" in text


def test_no_plot_twists_in_the_attack_phase() -> None:
    table = Position()
    table.card("warblade", ANN, "front")
    rush = table.card("adrenaline_rush", ANN, "hand")
    game = table.start()
    refused(game, PlayPlotTwist(rush, table.state.zones["p0.front"].cards[0]), "cannot be played during the Attack phase")


def test_the_defending_player_answers_and_passes_alternate() -> None:
    table = Position(auto_pass=False)
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())
    assert game.state.decision == {"seat": ANN, "kind": "combat"}
    play(game, PassCombat())
    assert game.state.decision == {"seat": BOB, "kind": "combat"}
    play(game, PassCombat())
    assert game.state.decision is None and injuries(game, zealot) == 1

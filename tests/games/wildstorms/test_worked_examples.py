"""The rules compendium's worked examples, played out on the table."""

from __future__ import annotations

from tabletop.games.wildstorms.actions import (
    DeclareAttack,
    DeclareTeamwork,
    DiscardEquipment,
    DoneDeclaring,
    Equip,
    NextPhase,
    PassCombat,
    PlayCombatCard,
    Recruit,
    SwitchRank,
    UseMagick,
)
from tests.games.wildstorms.position import (
    ANN,
    BOB,
    Position,
    injuries,
    legal,
    log,
    play,
    points,
    refused,
    where,
)


def test_warblade_against_zealot_with_leg_block_and_one_two_punch() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    punch = table.card("one_two_punch", ANN, "hand")
    leg_block = table.card("leg_block", BOB, "hand")
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())
    assert game.state.decision["seat"] == ANN  # the attacker speaks first
    play(game, PassCombat())  # C 6 already meets D 6
    assert game.state.decision["seat"] == BOB
    play(game, PlayCombatCard(leg_block, zealot))
    assert game.state.decision["seat"] == ANN
    play(game, PlayCombatCard(punch, warblade))
    # neither player holds another card (auto-pass), so the combat is over
    assert game.state.decision is None
    assert "C 8 = 6 WarBlade + 2 One-Two Punch ≥ D 7 = 6 Zealot + 1 Leg Block: Zealot is injured" in log(game)
    assert injuries(game, zealot) == 1 and game.state.cards[zealot].rotation == 90
    assert where(game, punch) == "p0.discard" and where(game, leg_block) == "p1.discard"


def test_claymore_teamwork_lets_dozer_hurt_grifter_in_his_forcefield() -> None:
    table = Position()
    claymore = table.card("claymore", ANN, "front")
    dozer = table.card("dozer", ANN, "front")
    table.under("machine_pistol", dozer)
    table.card("lonely", BOB, "front")
    grifter = table.card("grifter", BOB, "rear")
    table.under("personal_forcefield", grifter)
    game = table.start()
    refused(game, DeclareAttack(dozer, grifter, "close"), "in the rear rank and can only be attacked from range")
    refused(game, DeclareAttack(claymore, grifter, "ranged"), "needs a ranged weapon")
    play(game, DeclareAttack(dozer, grifter, "ranged"), DeclareTeamwork(claymore, dozer), DoneDeclaring())
    assert ("R 8 = 5 Dozer + 2 Machine Pistol + 1 teamwork (Claymore) ≥ "
            "D 8 = 5 Grifter + 3 Personal Forcefield: Grifter is injured") in log(game)
    assert injuries(game, grifter) == 1


def test_without_teamwork_dozer_falls_short() -> None:
    table = Position()
    dozer = table.card("dozer", ANN, "front")
    table.under("machine_pistol", dozer)
    grifter = table.card("grifter", BOB, "front")
    table.under("personal_forcefield", grifter)
    game = table.start()
    play(game, DeclareAttack(dozer, grifter, "ranged"), DoneDeclaring())
    assert "R 7 = 5 Dozer + 2 Machine Pistol < D 8 = 5 Grifter + 3 Personal Forcefield: the attack fails" in log(game)
    assert injuries(game, grifter) == 0


def test_grifter_with_forcefield_pistols_and_sight_is_worth_19_points() -> None:
    table = Position()
    zealot = table.card("ultimate_zealot", ANN, "front")
    grifter = table.card("grifter", BOB, "front", injuries=1)
    table.under("personal_forcefield", grifter)
    pistols = table.under("vad_pp30s", grifter)
    table.under("infrared_sight", pistols)
    game = table.start()
    play(game, DeclareAttack(zealot, grifter, "close"), DoneDeclaring())
    text = log(game)
    assert "C 8 = 7 Ultimate Zealot + 1 Coda Training ≥ D 8 = 5 Grifter + 3 Personal Forcefield" in text
    assert "Grifter is K.O.'d and goes face down to the rear rank" in text
    assert ("Ann earns 19 points (K.O. of Grifter: "
            "19 = 7 Grifter + 6 Personal Forcefield + 4 VAD PP30s + 2 Infrared Sight)") in text
    assert points(game, ANN) == 19
    assert game.state.cards[grifter].face_up is False and where(game, grifter) == "p1.rear"


def test_recruit_budget_grifter_spartan_and_lonely() -> None:
    def hand() -> tuple:
        table = Position(phase="Recruit and Equip")
        cards = [table.card(name, ANN, "hand") for name in ("grifter", "spartan", "lonely")]
        return table.start(), cards

    game, (grifter, spartan, lonely) = hand()
    play(game, Recruit(grifter, "p0.rear"), Recruit(lonely, "p0.rear"))  # 9 points
    game, (grifter, spartan, lonely) = hand()
    play(game, Recruit(spartan, "p0.rear"), Recruit(lonely, "p0.rear"))  # 10 points
    game, (grifter, spartan, lonely) = hand()
    play(game, Recruit(spartan, "p0.rear"))
    refused(game, Recruit(grifter, "p0.rear"), "Recruiting Grifter would spend 15 of your 10 recruit points.")
    play(game, Recruit(lonely, "p0.rear"))
    assert legal(game, Recruit) == []  # all 10 points spent
    assert "Recruit Spartan (8 pts) to the rear rank" in log(game)


def test_shotgun_now_vad_pp30s_next_turn() -> None:
    table = Position(phase="Recruit and Equip")
    grifter = table.card("grifter", ANN, "hand")
    shotgun = table.card("shotgun", ANN, "hand")
    pistols = table.card("vad_pp30s", ANN, "hand")
    game = table.start()
    play(game, Recruit(grifter, "p0.rear"))
    refused(game, Equip(pistols, grifter), "Equipping VAD PP30s would spend 11 of your 10 recruit points.")
    play(game, Equip(shotgun, grifter))
    game.state.data["spent"] = 0  # next turn's Recruit and Equip phase (set directly for brevity)
    game.history.done.clear()
    refused(game, Equip(pistols, grifter), "Grifter already has a WEAPON (Shotgun); discard it first.")
    play(game, DiscardEquipment(shotgun, "p0.discard"), Equip(pistols, grifter))
    assert game.state.cards[grifter].attachments == [pistols]
    assert game.state.data["spent"] == 4


def test_savant_mimics_spartans_energy_blast_at_magick_3() -> None:
    table = Position(phase="Switch Ranks")
    savant = table.card("savant", ANN, "front")
    spartan = table.card("spartan", ANN, "front")
    target = table.card("lonely", BOB, "front")
    game = table.start()
    play(game, UseMagick(savant, "mimic", "Energy Blast"))
    assert "Savant copies Energy Blast with Magick: Energy Blast 3 until it uses Magick again" in log(game)
    play(game, NextPhase())
    refused(game, DeclareAttack(savant, target, "Energy Blast"), "already used its attack this turn (magick)")
    # on a later turn she blasts with the copied skill
    game.state.data["acted"] = {}
    play(game, DeclareAttack(savant, target, "Energy Blast"), DoneDeclaring())
    # her copied Energy Blast is rated at her Magick (3); Spartan's Leadership adds 1
    assert "Energy Blast 4 = 3 Savant + 1 Leadership (Spartan) ≥ D 3 = 3 Lonely: Lonely is injured" in log(game)
    assert spartan in game.state.zones["p0.front"].cards


def test_savant_copies_flight_and_flies_at_once() -> None:
    table = Position(phase="Switch Ranks")
    savant = table.card("savant", ANN, "front")
    table.card("spartan", ANN, "front")
    game = table.start()
    refused(game, SwitchRank(savant, "p0.air"), "cannot fly now")
    play(game, UseMagick(savant, "mimic", "Flight"), SwitchRank(savant, "p0.air"))
    assert where(game, savant) == "p0.air"

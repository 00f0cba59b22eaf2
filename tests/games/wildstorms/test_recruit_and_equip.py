"""The Recruit and Equip phase: points, ranks, the staging and holding areas,
equipment rules, unique characters."""

from __future__ import annotations

from tabletop.games.wildstorms.actions import (
    AnswerOffer,
    DiscardEquipment,
    Equip,
    MoveEquipment,
    MoveFromStaging,
    MoveStagingIn,
    NextPhase,
    Recruit,
    RecruitFromHolding,
)
from tests.games.wildstorms.position import ANN, BOB, Position, legal, log, play, refused, where


def recruiting(**kwargs: object) -> Position:
    return Position(phase="Recruit and Equip", **kwargs)


def test_recruits_go_to_the_rear_rank_the_staging_area_or_flying_in() -> None:
    table = recruiting()
    lonely = table.card("lonely", ANN, "hand")
    spartan = table.card("spartan", ANN, "hand")
    game = table.start()
    assert {a.to_zone for a in legal(game, Recruit) if a.card == lonely} == {"p0.rear", "p0.staging"}
    assert {a.to_zone for a in legal(game, Recruit) if a.card == spartan} == {"p0.rear", "p0.staging", "p0.air"}
    refused(game, Recruit(lonely, "p0.air"), "Lonely cannot enter the battlesite flying")
    refused(game, Recruit(lonely, "p0.front"), "Recruit to your rear rank, your staging area")
    play(game, Recruit(spartan, "p0.air"))
    assert where(game, spartan) == "p0.air"
    assert "Recruit points left: 2 of 10 = 10" in "\n".join(game.game.status(game.state))


def test_unused_points_are_lost_at_the_next_recruit_phase() -> None:
    table = recruiting()
    table.card("lonely", ANN, "hand")
    game = table.start()
    play(game, Recruit(table.state.zones["p0.hand"].cards[0], "p0.rear"))
    assert game.state.data["spent"] == 2
    play(game, NextPhase())  # to Discard; the next Recruit and Equip phase starts from 0 again
    assert game.state.phase == "Discard"


def test_staging_area_never_above_30_points() -> None:
    table = recruiting()
    table.card("helspont", ANN, "staging")  # 12
    table.card("lord_entropy", ANN, "staging")  # 9
    table.card("dane", ANN, "staging")  # 9: 30 in all
    lonely = table.card("lonely", ANN, "hand")
    game = table.start()
    refused(game, Recruit(lonely, "p0.staging"), "That would put 32 points in the staging area; it holds at most 30.")
    play(game, Recruit(lonely, "p0.rear"))


def test_an_overfull_staging_area_must_be_emptied_first() -> None:
    table = recruiting()
    helspont = table.card("helspont", ANN, "staging")
    table.under("personal_forcefield", helspont)  # 18
    bloodqueen = table.card("bloodqueen", ANN, "staging")  # 9
    table.under("jet_pack", bloodqueen)  # 13 -> 31 in all
    lonely = table.card("lonely", ANN, "hand")
    game = table.start()
    refused(game, Recruit(lonely, "p0.rear"), "Your staging area holds 31 points")
    refused(game, NextPhase(), "empty it down to 30 or less before the phase ends")
    play(game, MoveFromStaging(bloodqueen, "p0.air"))
    refused(game, Recruit(lonely, "p0.rear"), "moved characters in from your staging area this phase")
    play(game, NextPhase())


def test_the_staging_area_moves_in_only_when_no_points_are_spent() -> None:
    table = recruiting()
    first = table.card("lonely", ANN, "staging")
    second = table.card("claymore", ANN, "staging")
    other = table.card("coda_warrior", ANN, "hand")
    game = table.start()
    play(game, MoveStagingIn())
    assert where(game, first) == where(game, second) == "p0.rear"
    table = recruiting()
    table.card("lonely", ANN, "staging")
    table.card("claymore", ANN, "staging")
    other = table.card("coda_warrior", ANN, "hand")
    game = table.start()
    play(game, Recruit(other, "p0.rear"))
    refused(game, MoveStagingIn(), "You spent recruit points this phase")


def test_equipping_an_opponents_character_can_be_refused() -> None:
    table = recruiting()
    dozer = table.card("dozer", BOB, "front")
    vest = table.card("kevlar_vest", ANN, "hand")
    game = table.start()
    play(game, Equip(vest, dozer))
    assert game.state.decision == {"seat": BOB, "kind": "offer"}
    assert game.game.prompt(game.state).startswith("Bob: Ann offers Kevlar Vest to Dozer")
    play(game, AnswerOffer(False))
    assert where(game, vest) == "p0.hand" and game.state.data["spent"] == 0
    play(game, Equip(vest, dozer), AnswerOffer(True))
    assert where(game, vest) == "@" + dozer and game.state.data["spent"] == 2
    assert "Bob accepts Kevlar Vest" in log(game)


def test_one_equipment_of_each_type_and_one_enhancement_of_each_type() -> None:
    table = recruiting()
    grifter = table.card("grifter", ANN, "front")
    pistols = table.under("vad_pp30s", grifter)
    table.under("infrared_sight", pistols)
    shotgun = table.card("shotgun", ANN, "hand")
    laser = table.card("laser_sight", ANN, "hand")
    ammo = table.card("armor_piercing_rounds", ANN, "hand")
    game = table.start()
    refused(game, Equip(shotgun, grifter), "Grifter already has a WEAPON (VAD PP30s); discard it first.")
    refused(game, Equip(laser, pistols), "VAD PP30s already has a SIGHT (Infrared Sight); discard it first.")
    play(game, Equip(ammo, pistols))
    assert game.state.cards[pistols].attachments[-1] == ammo


def test_enhancements_fit_their_weapons() -> None:
    table = recruiting()
    zealot = table.card("zealot", ANN, "front")
    blade = table.under("kherubim_blade", zealot)
    sight = table.card("infrared_sight", ANN, "hand")
    game = table.start()
    refused(game, Equip(sight, blade), "Infrared Sight fits only a ranged weapon.")


def test_requirements_such_as_tech_and_labels() -> None:
    table = recruiting()
    grifter = table.card("grifter", ANN, "front")  # Tech 2
    zealot = table.card("zealot", ANN, "front")  # Kherbium, no Tech
    visor = table.card("targeting_visor", ANN, "hand")
    blade = table.card("kherubim_blade", ANN, "hand")
    game = table.start()
    refused(game, Equip(visor, zealot), "Targeting Visor needs a character with Tech.")
    refused(game, Equip(blade, grifter), "Kherubim Blade needs a character with Kherbium.")
    play(game, Equip(visor, grifter), Equip(blade, zealot))


def test_no_equipment_onto_a_ko_d_character_but_it_may_be_taken_from_one() -> None:
    table = recruiting()
    dozer = table.card("dozer", ANN, "rear", injuries=2)
    pistol = table.under("machine_pistol", dozer)
    claymore = table.card("claymore", ANN, "front")
    vest = table.card("kevlar_vest", ANN, "hand")
    game = table.start()
    refused(game, Equip(vest, dozer), "Dozer is K.O.'d; equipment cannot be given to a K.O.'d character.")
    play(game, MoveEquipment(pistol, claymore))
    assert where(game, pistol) == "@" + claymore and game.state.data["spent"] == 3
    assert "Machine Pistol moves for 3 points" in log(game)


def test_moving_equipment_costs_its_points_again_and_stays_at_the_battlesite() -> None:
    table = recruiting()
    grifter = table.card("grifter", ANN, "front")
    pistols = table.under("vad_pp30s", grifter)
    table.under("infrared_sight", pistols)
    deathblow = table.card("deathblow", ANN, "front")
    waiting = table.card("lonely", ANN, "staging")
    table.set("spent", 5)
    game = table.start()
    refused(game, MoveEquipment(pistols, deathblow), "Moving VAD PP30s would spend 11 of your 10 recruit points.")
    refused(game, MoveEquipment(pistols, waiting), "Equipment moves only between your characters at the battlesite.")


def test_discarding_equipment_is_free() -> None:
    table = recruiting()
    grifter = table.card("grifter", ANN, "front")
    vest = table.under("kevlar_vest", grifter)
    game = table.start()
    play(game, DiscardEquipment(vest, "p0.discard"))
    assert where(game, vest) == "p0.discard" and game.state.data["spent"] == 0
    assert game.state.cards[vest].face_up is False  # discards are kept face down


def test_unique_characters_and_their_variants() -> None:
    table = recruiting()
    table.card("zealot", BOB, "staging")
    ultimate = table.card("ultimate_zealot", ANN, "hand")
    coda = table.card("coda_warrior", ANN, "hand")
    table.card("coda_warrior", BOB, "front")
    game = table.start()
    refused(game, Recruit(ultimate, "p0.rear"), "Zealot is already in play; only one of that unique character may be.")
    play(game, Recruit(coda, "p0.rear"))  # nonunique: any number
    table = recruiting()
    table.card("zealot", BOB, "killed")
    mine = table.card("zealot", ANN, "hand")
    game = table.start()
    play(game, Recruit(mine, "p0.rear"))  # a killed unique character no longer blocks


def test_holding_area_recruits_need_flight_teleportation_or_a_vehicle() -> None:
    table = recruiting()
    lonely = table.card("lonely", ANN, "holding")
    rider = table.card("claymore", ANN, "holding")
    cycle = table.under("sky_cycle", rider)
    vest = table.under("kevlar_vest", rider)
    game = table.start()
    refused(game, RecruitFromHolding(lonely, "p0.rear", ()), "Only a character with Flight, Teleportation or a Vehicle")
    refused(game, RecruitFromHolding(rider, "p0.rear", (vest,)), "Claymore has none")
    play(game, RecruitFromHolding(rider, "p0.rear", (cycle,)))
    assert where(game, rider) == "p0.rear" and where(game, vest) == "p0.discard"
    assert game.state.data["spent"] == 10
    assert "Kevlar Vest is left behind and discarded" in log(game)

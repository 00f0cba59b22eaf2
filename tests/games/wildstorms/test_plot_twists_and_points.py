"""Plot twists (timing, windows, cancelling, durations), obstacles, side
missions, battle points, healing, possession and changing the battlesite."""

from __future__ import annotations

from tabletop.games.wildstorms.actions import (
    DeclareAttack,
    DoneDeclaring,
    DrawCards,
    NextPhase,
    PassWindow,
    PlayPlotTwist,
    Recruit,
    UseAbility,
)
from tests.games.wildstorms.position import (
    ANN,
    BOB,
    GAME,
    Position,
    injuries,
    legal,
    log,
    play,
    points,
    refused,
    where,
)


def test_plot_twists_wait_outside_draw_and_attack_phases() -> None:
    table = Position(phase="Draw")
    zealot = table.card("zealot", ANN, "front")
    rush = table.card("adrenaline_rush", ANN, "hand")
    table.card("dodge", ANN, "deck")
    game = table.start()
    refused(game, PlayPlotTwist(rush, zealot), "Plot twists cannot be played during the Draw phase.")
    play(game, DrawCards(), PlayPlotTwist(rush, zealot))
    assert where(game, rush) == "@" + zealot
    assert game.state.data["expiry"][rush] == {"until": "turn", "player": ANN}


def test_the_other_player_gets_a_window_at_the_end_of_a_phase() -> None:
    table = Position(phase="Switch Ranks", auto_pass=False)
    zealot = table.card("zealot", ANN, "front")
    scandal = table.card("public_scandal", BOB, "hand")
    table.set("p0.points", 5)
    game = table.start()
    play(game, NextPhase())
    assert game.state.decision == {"seat": BOB, "kind": "window", "after": "phase"}
    assert game.state.phase == "Switch Ranks"
    assert game.game.deciding_seat(game.state) == BOB
    play(game, PlayPlotTwist(scandal, "p0.effects"))
    assert game.state.decision == {"seat": ANN, "kind": "window", "after": "card"}  # Ann may answer it
    play(game, PassWindow())
    assert points(game, ANN) == 2
    assert game.state.decision == {"seat": BOB, "kind": "window", "after": "phase"}  # Bob may play another
    play(game, PassWindow())
    assert game.state.phase == "Attack" and game.state.decision is None
    assert zealot in game.state.zones["p0.front"].cards


def test_points_never_go_below_zero() -> None:
    table = Position(phase="Recruit and Equip")
    scandal = table.card("public_scandal", ANN, "hand")
    table.set("p1.points", 1)
    game = table.start()
    play(game, PlayPlotTwist(scandal, "p1.effects"))
    assert points(game, BOB) == 0
    assert "Bob loses 1 points (Public Scandal): 0 of 30" in log(game)


def test_counterintelligence_cancels_a_plot_twist_just_played() -> None:
    table = Position(phase="Recruit and Equip")
    coverage = table.card("media_coverage", ANN, "hand")
    counter = table.card("counterintelligence", BOB, "hand")
    game = table.start()
    play(game, PlayPlotTwist(coverage, "p0.effects"))
    assert game.state.decision == {"seat": BOB, "kind": "window", "after": "card"}
    assert points(game, ANN) == 0
    play(game, PlayPlotTwist(counter, coverage))  # Ann may answer it; her stop passes for her
    assert points(game, ANN) == 0 and game.state.decision is None
    assert where(game, coverage) == "p0.discard" and "Counterintelligence cancels Media Coverage" in log(game)
    game.undo()  # Ann's pass
    game.undo()  # Bob's Counterintelligence
    play(game, PassWindow())
    assert points(game, ANN) == 2


def test_durations_end_of_turn_next_turn_and_counted_turns() -> None:
    table = Position(phase="Discard")
    zealot = table.card("zealot", ANN, "front")
    rush = table.card("adrenaline_rush", ANN, "hand")
    training = table.card("hard_training", ANN, "hand")
    table.card("lonely", BOB, "front")
    game = table.start()
    play(game, PlayPlotTwist(rush, zealot), PlayPlotTwist(training, zealot), NextPhase())
    assert where(game, rush) == "p0.discard"  # "this turn" is over
    assert where(game, training) == "@" + zealot
    assert game.state.cards[training].counters["turns"] == 2
    assert "Adrenaline Rush ends" in log(game)


def test_one_obstacle_at_a_time_and_thick_smoke_weakens_ranged_attacks() -> None:
    table = Position(phase="Switch Ranks", site="city_rooftops")
    smoke = table.card("thick_smoke", ANN, "hand")
    tunnel = table.card("collapsed_tunnel", ANN, "hand")
    dozer = table.card("dozer", ANN, "front")
    table.under("machine_pistol", dozer)
    lonely = table.card("lonely", BOB, "front")
    game = table.start()
    play(game, PlayPlotTwist(smoke, "shared.battlesite"))
    assert not [a for a in legal(game, PlayPlotTwist) if a.card == tunnel]
    refused(game, PlayPlotTwist(tunnel, "shared.battlesite"), "Thick Smoke is already on the battlesite")
    play(game, NextPhase(), DeclareAttack(dozer, lonely, "ranged"), DoneDeclaring())
    assert "R 6 = 5 Dozer + 2 Machine Pistol + 1 City Rooftops - 2 Thick Smoke ≥ D 3 = 3 Lonely" in log(game)


def test_battlesite_bonus_explained() -> None:
    table = Position(site="halo_enterprises")
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())
    assert "C 6 = 6 WarBlade < D 7 = 6 Zealot + 1 HALO Enterprises: the attack fails" in log(game)


def test_healing_a_ko_d_character_takes_the_points_back() -> None:
    table = Position(phase="Recruit and Equip")
    dozer = table.card("dozer", ANN, "rear", injuries=2)
    pistol = table.under("machine_pistol", dozer)
    table.card("claymore", ANN, "front")
    wind = table.card("second_wind", ANN, "hand")
    table.set("ko_by", {dozer: BOB})
    table.set("p1.points", 12)
    game = table.start()
    play(game, PlayPlotTwist(wind, dozer))
    assert points(game, BOB) == 2 and injuries(game, dozer) == 1
    assert "Bob loses 10 points (Dozer is healed: 10 = 7 Dozer + 3 Machine Pistol): 2 of 30" in log(game)
    assert game.state.cards[dozer].face_up and game.state.cards[dozer].rotation == 90
    assert where(game, dozer) == "p0.rear" and where(game, pistol) == "@" + dozer


def test_only_healing_plot_twists_on_ko_d_characters() -> None:
    table = Position(phase="Recruit and Equip")
    dozer = table.card("dozer", ANN, "rear", injuries=2)
    rush = table.card("adrenaline_rush", ANN, "hand")
    retreat = table.card("tactical_retreat", ANN, "hand")
    table.card("mysterious_disappearance", ANN, "hand")
    game = table.start()
    targets = {(a.card, a.target) for a in legal(game, PlayPlotTwist)}
    assert (rush, dozer) not in targets and (retreat, dozer) not in targets
    refused(game, PlayPlotTwist(rush, dozer), "Adrenaline Rush cannot be played on that.")


def test_reaching_the_goal_wins_at_once() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front", injuries=1)
    table.card("lonely", BOB, "front")
    table.set("p0.points", 25)
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())
    assert game.winner() == ANN and game.legal_actions() == []
    assert game.game.prompt(game.state) == "Ann controls the battlesite and wins."
    assert "Ann earns 8 points (K.O. of Zealot: 8 = 8 Zealot): 33 of 30\nAnn wins the battle" in log(game)


def test_changing_the_battlesite_resets_all_points() -> None:
    table = Position(phase="Switch Ranks", site="halo_enterprises")
    rift = table.card("dimensional_rift", ANN, "hand")
    rooftops = table.card("city_rooftops", ANN, "collection")
    smoke = table.card("thick_smoke", BOB, "hand")
    table.set("p0.points", 10)
    table.set("p1.points", 20)
    game = table.start()
    play(game, PlayPlotTwist(rift, "shared.battlesite", rooftops), PassWindow())  # Bob could answer with his obstacle
    assert points(game, ANN) == points(game, BOB) == 0
    assert game.state.data["goal"] == 30 and where(game, rooftops) == "shared.battlesite"
    halo = [c for c in game.state.zones["p1.collection"].cards]
    assert len(halo) == 1  # HALO goes back to its owner (Bob)
    assert "The battle moves to City Rooftops (30 points to control); every player's points go to 0" in log(game)
    assert smoke


def test_lord_entropy_moves_the_battle_once() -> None:
    table = Position(phase="Switch Ranks", site="halo_enterprises")
    entropy = table.card("lord_entropy", ANN, "front")
    rooftops = table.card("city_rooftops", ANN, "collection")
    table.set("p1.points", 20)
    game = table.start()
    play(game, UseAbility(entropy, "change_battlesite", rooftops))
    assert points(game, BOB) == 0
    assert not [a for a in legal(game, UseAbility) if a.card == entropy]


def test_side_missions_pay_when_met() -> None:
    table = Position(phase="Switch Ranks")
    mission = table.card("bring_down_the_leader", ANN, "hand")
    warblade = table.card("warblade", ANN, "front")
    emp = table.card("emp", BOB, "front", injuries=1)
    table.card("lonely", BOB, "front")
    game = table.start()
    play(game, PlayPlotTwist(mission, "p0.effects"), NextPhase(), DeclareAttack(warblade, emp, "close"), DoneDeclaring())
    text = log(game)
    assert "Side mission Bring Down the Leader is met" in text
    assert points(game, ANN) == 6 + 5 and where(game, mission) == "p0.discard"


def test_show_of_force_counts_active_characters() -> None:
    table = Position(phase="Recruit and Equip")
    mission = table.card("show_of_force", ANN, "hand")
    for name in ("lonely", "claymore", "dozer"):
        table.card(name, ANN, "front")
    recruit = table.card("coda_warrior", ANN, "hand")
    game = table.start()
    play(game, PlayPlotTwist(mission, "p0.effects"))
    assert points(game, ANN) == 0
    play(game, Recruit(recruit, "p0.rear"))
    assert points(game, ANN) == 4


def test_possession_and_depossession() -> None:
    table = Position(phase="Recruit and Equip")
    table.card("daemonite_drone", ANN, "front")
    possession = table.card("daemonite_possession", ANN, "hand")
    dozer = table.card("dozer", BOB, "front")
    cure = table.card("mysterious_disappearance", BOB, "hand")
    game = table.start()
    play(game, PlayPlotTwist(possession, dozer))  # nothing Bob holds could answer it: his stop passes
    assert where(game, dozer) == "p0.rear" and game.state.cards[dozer].controller == ANN
    assert where(game, possession) == "@" + dozer
    play(game, NextPhase(), PlayPlotTwist(cure, dozer))  # then the stops pass for both
    assert where(game, dozer) == "p1.rear" and game.state.cards[dozer].controller == BOB
    assert where(game, possession) == "p0.discard"


def test_moving_to_the_sideboard_heals_fully() -> None:
    table = Position(phase="Recruit and Equip")
    dozer = table.card("dozer", ANN, "front", injuries=1)
    retreat = table.card("tactical_retreat", ANN, "hand")
    game = table.start()
    play(game, PlayPlotTwist(retreat, dozer))
    assert where(game, dozer) == "p0.staging" and injuries(game, dozer) == 0
    assert game.state.cards[dozer].rotation == 0


def test_a_ko_d_character_cannot_attack() -> None:
    table = Position()
    lonely = table.card("lonely", ANN, "rear", injuries=2)
    target = table.card("dozer", BOB, "rear")
    game = table.start()
    assert legal(game, DeclareAttack) == []
    refused(game, DeclareAttack(lonely, target, "close"), "Lonely is K.O.'d and cannot attack.")


def test_null_field_blocks_psi_attacks_and_teleportation() -> None:
    table = Position(phase="Switch Ranks", site="city_rooftops")
    field = table.card("null_field", ANN, "hand")
    emp = table.card("emp", ANN, "front")
    runner = table.card("phase_runner", ANN, "front")
    target = table.card("lonely", BOB, "front")
    game = table.start()
    play(game, PlayPlotTwist(field, "shared.battlesite"))
    assert not [a for a in game.legal_actions() if getattr(a, "card", None) == runner and "Teleport" in type(a).__name__]
    play(game, NextPhase())
    refused(game, DeclareAttack(emp, target, "Psi"), "Null Field prevents Psi attacks.")


def test_awakening_wakes_latent_psi_for_attacks() -> None:
    table = Position(phase="Switch Ranks")
    grifter = table.card("grifter", ANN, "front")
    awakening = table.card("awakening", ANN, "hand")
    target = table.card("lonely", BOB, "front")
    game = table.start()
    play(game, NextPhase())
    refused(game, DeclareAttack(grifter, target, "Psi"), "Grifter cannot make a Psi attack.")
    game.undo()  # Bob's pass at the end of the phase
    game.undo()
    play(game, PlayPlotTwist(awakening, grifter), NextPhase(), DeclareAttack(grifter, target, "Psi"))
    assert where(game, awakening) == "@" + grifter


def test_sabotage_and_collateral_damage() -> None:
    table = Position(phase="Recruit and Equip")
    table.card("grifter", ANN, "front")  # Tech 2
    table.card("maul", ANN, "front")  # Thrown Objects
    sabotage = table.card("sabotage", ANN, "hand")
    damage = table.card("collateral_damage", ANN, "hand")
    dozer = table.card("dozer", BOB, "front", injuries=1)
    pistol = table.under("machine_pistol", dozer)
    game = table.start()
    play(game, PlayPlotTwist(sabotage, dozer, pistol))
    assert where(game, pistol) == "p1.discard"
    play(game, PlayPlotTwist(damage, dozer))
    assert injuries(game, dozer) == 2 and points(game, ANN) == 7


def test_discarding_from_hand_keeps_the_card_secret_in_the_log() -> None:
    from tabletop.games.wildstorms.actions import DiscardCard

    table = Position(phase="Discard")
    dodge = table.card("dodge", ANN, "hand")
    game = table.start()
    (action,) = legal(game, DiscardCard)
    assert GAME.label(game.state, action) == "Ann discards a card from hand (face down)"
    assert GAME.menu_text(game.state, action) == "Discard Dodge"
    play(game, action)
    assert where(game, dodge) == "p0.discard" and not game.state.cards[dodge].face_up


def test_partners_pool_their_points_in_a_team_game() -> None:
    from tabletop.games.wildstorms.scoring import team_points
    from tests.games.wildstorms.position import ctx

    table = Position()
    table.set("teams", [[0, 1]])
    table.set("p0.points", 10)
    table.set("p1.points", 12)
    assert team_points(ctx(table.start()), BOB) == 22


def test_a_ko_d_character_is_not_hidden_from_anyone() -> None:
    """Turned face down in plain sight: every seat knows who lies there (the log names it too)."""
    table = Position(phase="Recruit and Equip")
    dozer = table.card("dozer", ANN, "rear", injuries=2)
    game = table.start()
    assert not game.state.cards[dozer].face_up
    for seat in (ANN, BOB, None):
        shown = game.game.view(game.state, seat)["zones"]["p0.rear"]["cards"]
        assert [card.get("definition") for card in shown] == ["dozer"]
    hand = game.game.view(game.state, BOB)["zones"]["p0.hand"]["cards"]
    assert all(card.get("hidden") for card in hand)

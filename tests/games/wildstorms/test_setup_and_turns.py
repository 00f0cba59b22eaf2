"""Setup (battlesites, redraws, first player), the phases in order, drawing and
discarding, the end of a turn, powers that use up an attack, and the
no-progress end of a stalled battle."""

from __future__ import annotations

import pytest

from tabletop.carddb.decks import Deck
from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.session import Session
from tabletop.games.wildstorms.actions import (
    ActivateRage,
    ChooseBattlesite,
    DeclareAttack,
    DiscardCard,
    DoneDeclaring,
    DrawCards,
    KeepHand,
    NextPhase,
    PlayPlotTwist,
    Redraw,
    SwitchRank,
    Teleport,
    UseAbility,
    UseMagick,
)
from tests.games.shipped import shipped
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

GAME = shipped("wildstorms")


def deck(name: str, main: dict[str, int], sites: dict[str, int] | None = None) -> Deck:
    sections = {"main": main}
    if sites:
        sections["battlesites"] = sites
    return Deck("wildstorms", name, sections)


def start(first: Deck, second: Deck, seed: int = 3, **options: str) -> Session:
    setup = Setup("wildstorms", (PlayerSetup("Ann", first), PlayerSetup("Bob", second)), seed, options)
    return Session(GAME, setup)


HEROES = {"grifter": 1, "zealot": 1, "warblade": 1, "dodge": 3, "shotgun": 3, "kevlar_vest": 3}
NO_HEROES = {"dodge": 3, "leg_block": 3, "block": 3, "kevlar_vest": 3}


def test_each_player_picks_a_battlesite_and_the_second_players_is_used() -> None:
    game = start(deck("A", HEROES, {"halo_enterprises": 1, "city_rooftops": 1}),
                 deck("B", HEROES, {"skywatch_station": 1, "abandoned_warehouse": 1}))
    assert game.state.phase == "Setup" and game.state.decision == {"seat": ANN, "kind": "battlesite"}
    assert len(legal(game, ChooseBattlesite)) == 2
    ann_site = game.state.zones["p0.collection"].cards[1]
    bob_site = game.state.zones["p1.collection"].cards[0]
    play(game, ChooseBattlesite(ann_site))
    assert game.state.decision == {"seat": BOB, "kind": "battlesite"}
    play(game, ChooseBattlesite(bob_site))
    first = game.state.active_player
    used = bob_site if first == ANN else ann_site
    assert game.state.zones["shared.battlesite"].cards == [used]
    assert game.state.phase == "Draw" and game.state.data["goal"] == GAME.db.get(
        game.state.cards[used].definition).control_points
    assert all(len(game.state.zones[f"p{p}.hand"].cards) == 7 for p in (0, 1))


def test_the_first_player_is_random_but_fixed_by_the_seed() -> None:
    firsts = set()
    for seed in range(8):
        game = start(deck("A", HEROES, {"halo_enterprises": 1}), deck("B", HEROES, {"city_rooftops": 1}), seed)
        firsts.add(game.state.active_player)
        again = start(deck("A", HEROES, {"halo_enterprises": 1}), deck("B", HEROES, {"city_rooftops": 1}), seed)
        assert again.state.to_json() == game.state.to_json()
    assert firsts == {0, 1}


def test_a_hand_without_characters_may_be_redrawn_twice() -> None:
    game = start(deck("A", NO_HEROES, {"halo_enterprises": 1}), deck("B", HEROES, {"city_rooftops": 1}))
    assert game.state.decision == {"seat": ANN, "kind": "mulligan"}
    play(game, Redraw())
    assert game.state.decision == {"seat": ANN, "kind": "mulligan"}
    play(game, Redraw())
    assert game.state.phase == "Draw"  # the third hand must be kept
    assert "Ann shows a hand without characters:" in log(game)


def test_keeping_a_hand_without_characters() -> None:
    game = start(deck("A", NO_HEROES, {"halo_enterprises": 1}), deck("B", HEROES, {"city_rooftops": 1}))
    play(game, KeepHand())
    assert game.state.phase == "Draw"


def test_red_text_cards_stay_out_of_a_standard_game_and_hand_size_option() -> None:
    game = start(deck("A", {**HEROES, "medevac": 2}, {"halo_enterprises": 1}),
                 deck("B", HEROES), hand_size="8")
    definitions = {c.definition for c in game.state.cards.values()}
    assert "medevac" not in definitions
    assert len(game.state.zones["p0.hand"].cards) == 8
    assert game.state.zones["shared.battlesite"].cards  # Bob brought none: Ann's is used either way


@pytest.mark.parametrize(("held", "drawn"), [(3, 4), (7, 0), (8, 1), (0, 5)])
def test_draw_fills_to_seven_under_eight_cards_or_draws_one(held: int, drawn: int) -> None:
    table = Position(phase="Draw")
    for _ in range(held):
        table.card("dodge", ANN, "hand")
    for _ in range(5):
        table.card("dodge", ANN, "deck")
    game = table.start()
    play(game, DrawCards())
    assert len(game.state.zones["p0.hand"].cards) == held + drawn
    assert game.state.phase == "Switch Ranks"


def test_discard_down_to_seven_or_up_to_three_by_choice() -> None:
    table = Position(phase="Discard")
    cards = [table.card("dodge", ANN, "hand") for _ in range(9)]
    table.set("free_discards", 0)
    game = table.start()
    refused(game, NextPhase(), "Discard down to 7 cards first (you hold 9).")
    play(game, DiscardCard(cards[0], "p0.discard"), DiscardCard(cards[1], "p0.discard"))
    refused(game, DiscardCard(cards[2], "p0.discard"), "no more discards are required")
    table = Position(phase="Discard")
    cards = [table.card("dodge", ANN, "hand") for _ in range(5)]
    game = table.start()
    play(game, *(DiscardCard(c, "p0.discard") for c in cards[:3]))
    refused(game, DiscardCard(cards[3], "p0.discard"), "You may discard up to 3 cards by choice this phase.")


def test_phases_run_in_order_and_the_turn_passes() -> None:
    table = Position(phase="Draw")
    table.card("lonely", ANN, "front")
    game = table.start()
    phases = []
    for action in (DrawCards(), NextPhase(), NextPhase(), NextPhase(), NextPhase()):
        phases.append(game.state.phase)
        play(game, action)
    assert phases == ["Draw", "Switch Ranks", "Attack", "Recruit and Equip", "Discard"]
    assert (game.state.phase, game.state.active_player, game.state.turn) == ("Draw", BOB, 2)


def test_rage_and_next_turn_effects_end_when_the_next_turn_starts() -> None:
    table = Position(phase="Switch Ranks")
    dingo = table.card("dingo", ANN, "front")
    game = table.start()
    play(game, ActivateRage(dingo), NextPhase(), NextPhase(), NextPhase(), NextPhase())
    assert game.state.cards[dingo].counters.get("rage") == 1  # still raging in Bob's turn
    play(game, DrawCards(), NextPhase(), NextPhase(), NextPhase(), NextPhase())
    assert game.state.cards[dingo].counters.get("rage") is None
    assert "Dingo's Rage ends" in log(game)


def test_ko_d_characters_stay_in_the_rear_rank() -> None:
    table = Position(phase="Switch Ranks")
    dozer = table.card("dozer", ANN, "rear", injuries=2)
    claymore = table.card("claymore", ANN, "rear")
    game = table.start()
    refused(game, SwitchRank(dozer, "p0.front"), "Dozer is K.O.'d and must stay in the rear rank.")
    play(game, SwitchRank(claymore, "p0.front"))


def test_teleportation_uses_the_attack_and_works_once_per_battle() -> None:
    table = Position(phase="Switch Ranks")
    runner = table.card("phase_runner", ANN, "front", injuries=1)
    target = table.card("lonely", BOB, "front")
    game = table.start()
    play(game, Teleport(runner, "p0.rear"))
    assert where(game, runner) == "p0.rear"
    refused(game, Teleport(runner, "p0.front"), "has already used its attack this turn (teleport)")
    play(game, NextPhase())
    refused(game, DeclareAttack(runner, target, "close"), "already used its attack this turn")
    game.state.data["acted"] = {}
    refused(game, Teleport(runner, "p0.staging"), "Phase Runner has already teleported in this battle.")


def test_teleporting_to_the_staging_area_heals() -> None:
    table = Position(phase="Switch Ranks")
    runner = table.card("phase_runner", ANN, "front", injuries=1)
    game = table.start()
    play(game, Teleport(runner, "p0.staging"))
    assert where(game, runner) == "p0.staging" and injuries(game, runner) == 0


def test_magick_boost_lasts_until_magick_is_used_again() -> None:
    table = Position(phase="Switch Ranks")
    savant = table.card("savant", ANN, "front")
    warblade = table.card("warblade", BOB, "front")
    game = table.start()
    play(game, UseMagick(savant, "boost", "D"))
    assert "Savant pours Magick 3 into D until it uses Magick again" in log(game)
    refused(game, UseMagick(savant, "boost", "C"), "cannot use Magick that way now")
    game.state.active_player = BOB  # Bob's attack phase (set directly for brevity)
    game.state.data["acted"] = {}
    play(game, NextPhase(), DeclareAttack(warblade, savant, "close"), DoneDeclaring())
    assert "C 6 = 6 WarBlade < D 7 = 4 Savant + 3 Magick: the attack fails" in log(game)


def test_magick_copies_teleportation_only_once_per_battle() -> None:
    table = Position(phase="Switch Ranks")
    savant = table.card("savant", ANN, "front")
    table.card("phase_runner", ANN, "front")
    game = table.start()
    play(game, UseMagick(savant, "mimic", "Teleportation"), Teleport(savant, "p0.rear"))
    game.state.data["acted"] = {}
    refused(game, Teleport(savant, "p0.front"), "Savant has already teleported in this battle.")


def test_field_medkit_heals_once_per_battle() -> None:
    table = Position(phase="Recruit and Equip")
    dozer = table.card("dozer", ANN, "front", injuries=1)
    kit = table.under("field_medkit", dozer)
    game = table.start()
    play(game, UseAbility(kit, "field_medkit", dozer))
    assert injuries(game, dozer) == 0
    assert legal(game, UseAbility) == []


def test_helspont_possesses_instead_of_attacking() -> None:
    table = Position(phase="Switch Ranks")
    helspont = table.card("helspont", ANN, "front")
    dozer = table.card("dozer", BOB, "front")
    drone = table.card("daemonite_drone", BOB, "front")
    game = table.start()
    assert {a.target for a in legal(game, UseAbility)} == {dozer}  # no Daemonite victims
    play(game, UseAbility(helspont, "possess", dozer))
    assert game.state.cards[dozer].controller == ANN and where(game, dozer) == "p0.rear"
    assert drone


def test_hold_the_line_pays_after_three_quiet_turns() -> None:
    table = Position(phase="Discard")
    mission = table.card("hold_the_line", ANN, "hand")
    table.card("lonely", ANN, "front")
    game = table.start()
    play(game, PlayPlotTwist(mission, "p0.effects"))
    for _ in range(3):
        play(game, NextPhase())  # end Ann's turn: it counts
        game.state.active_player, game.state.phase = ANN, "Discard"
        game.state.data.update(discarded=0, free_discards=3)
    assert points(game, ANN) == 5


def test_a_stalled_battle_goes_to_the_player_ahead() -> None:
    table = Position(phase="Discard", site="halo_enterprises")
    table.card("lonely", ANN, "front")
    table.card("dozer", BOB, "front")
    table.set("quiet_turns", 9)
    table.set("stall_turns", 10)  # the house rule, chosen
    table.set("p0.points", 4)
    game = table.start()
    play(game, NextPhase())
    assert game.winner() == ANN and game.state.data["stalled"]
    assert "10 turns without an injury, a healing, a point or a new character" in log(game)
    assert "(house rule: the battle stalled" in game.game.prompt(game.state)
    assert "House rule: 10 turns without" in log(game)


def test_with_the_printed_rules_a_stalled_battle_goes_on() -> None:
    table = Position(phase="Discard", site="halo_enterprises")
    table.card("lonely", ANN, "front")
    table.card("dozer", BOB, "front")
    table.set("quiet_turns", 9)
    table.set("stall_turns", 0)  # the start screen's "Goes on (as printed)"
    game = table.start()
    play(game, NextPhase())
    assert game.winner() is None and not game.state.data.get("stalled")
    assert game.state.active_player == BOB


def test_a_stalled_tie_goes_to_the_battlesites_owner() -> None:
    table = Position(phase="Discard", site="halo_enterprises")  # Bob's battlesite
    table.card("dozer", ANN, "front")  # 7 points each
    table.card("grifter", BOB, "front")
    table.set("quiet_turns", 9)
    table.set("stall_turns", 10)
    game = table.start()
    play(game, NextPhase())
    assert game.winner() == BOB

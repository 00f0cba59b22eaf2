"""Plot twists as printed: a round of answers after every step outside the Draw and Attack
phases, the real reason for every refusal, and stops that never tell what a hand holds."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop import paths
from tabletop.cli import main
from tabletop.engine.position_file import read_position
from tabletop.engine.selfplay import run_selfplay
from tabletop.engine.variants import describe
from tabletop.games import registry
from tabletop.games.wildstorms.actions import (
    DeclareAttack,
    DeclareTeamwork,
    DoneDeclaring,
    DrawCards,
    NextPhase,
    PassWindow,
    PlayPlotTwist,
    Recruit,
    SwitchRank,
)
from tests.games.wildstorms.position import ANN, BOB, GAME, Position, injuries, play, refused

POSITIONS = paths.cards_dir() / "wildstorms" / "positions"


def _window(seat: int, after: str) -> dict:
    return {"seat": seat, "kind": "window", "after": after}


def test_either_player_may_play_after_any_step_of_switch_ranks_recruit_and_discard() -> None:
    for phase, step in (("Switch Ranks", "switch"), ("Recruit and Equip", "recruit"), ("Discard", "discard")):
        table = Position(phase=phase, auto_pass=False)
        warblade = table.card("warblade", ANN, "front")
        lonely = table.card("lonely", ANN, "hand")
        extra = [table.card("dodge", ANN, "hand") for _ in range(7)]
        zealot = table.card("zealot", BOB, "front", injuries=1)
        wind = table.card("second_wind", BOB, "hand")
        game = table.start()
        refused(game, PlayPlotTwist(wind, zealot), "It is Ann's move; Bob may play a plot twist as soon as that step")
        action = {"switch": SwitchRank(warblade, "p0.rear"), "recruit": Recruit(lonely, "p0.rear"),
                  "discard": None}[step]
        if action is None:
            action = next(a for a in game.legal_actions() if type(a).__name__ == "DiscardCard" and a.card == extra[0])
        play(game, action)
        assert game.state.decision == _window(BOB, "step"), phase
        play(game, PlayPlotTwist(wind, zealot))
        assert game.state.decision == _window(ANN, "card")  # Ann may answer Bob's card
        play(game, PassWindow())
        assert injuries(game, zealot) == 0
        assert game.state.decision == _window(BOB, "step")  # the round Bob answered starts over
        play(game, PassWindow())
        assert game.state.decision is None and game.state.phase == phase


def test_the_active_player_plays_on_their_own_character_and_the_opponent_may_answer() -> None:
    table = Position(phase="Recruit and Equip", auto_pass=False)
    warblade = table.card("warblade", ANN, "front", injuries=1)
    wind = table.card("second_wind", ANN, "hand")
    table.card("counterintelligence", BOB, "hand")
    game = table.start()
    play(game, PlayPlotTwist(wind, warblade))
    assert game.state.decision == _window(BOB, "card") and injuries(game, warblade) == 1
    assert "Second Wind was just played" in GAME.prompt(game.state)
    play(game, PassWindow())
    assert injuries(game, warblade) == 0 and game.state.decision is None


def test_refused_in_draw_and_attack_phases_with_that_reason() -> None:
    for phase in ("Draw", "Attack"):
        table = Position(phase=phase)
        warblade = table.card("warblade", ANN, "front")
        rush = table.card("adrenaline_rush", ANN, "hand")
        zealot = table.card("zealot", BOB, "front")
        wind = table.card("second_wind", BOB, "hand")
        game = table.start()
        refused(game, PlayPlotTwist(rush, warblade), f"Plot twists cannot be played during the {phase} phase.")
        refused(game, PlayPlotTwist(wind, zealot), f"Plot twists cannot be played during the {phase} phase.")


def test_refused_during_a_combat_with_the_attack_phase_reason() -> None:
    table = Position(auto_pass=False)
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    rush = table.card("adrenaline_rush", ANN, "hand")
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())
    refused(game, PlayPlotTwist(rush, warblade), "Plot twists cannot be played during the Attack phase.")


def test_a_cancel_is_refused_with_its_reason_when_nothing_waits() -> None:
    table = Position(phase="Recruit and Equip")
    counter = table.card("counterintelligence", ANN, "hand")
    game = table.start()
    refused(game, PlayPlotTwist(counter, "p1.effects"), "played only on an opponent's plot twist that is waiting")


def test_obstacles_keep_one_per_battlesite_even_when_played_in_answer() -> None:
    table = Position(phase="Switch Ranks", site="city_rooftops", auto_pass=False)
    smoke = table.card("thick_smoke", ANN, "hand")
    tunnel = table.card("collapsed_tunnel", BOB, "hand")
    game = table.start()
    play(game, PlayPlotTwist(smoke, "shared.battlesite"), PlayPlotTwist(tunnel, "shared.battlesite"))
    play(game, PassWindow())  # Ann lets Bob's obstacle stand; the last played resolves first
    assert game.state.cards[tunnel].location.startswith("@")
    assert game.state.cards[smoke].location == "p0.discard"
    assert "Thick Smoke no longer has a target and is discarded" in "\n".join(game.history.done[-1].log)


def test_crisis_of_loyalty_stops_teamwork_and_leadership_for_the_turn() -> None:
    table = Position(phase="Switch Ranks", active=BOB)
    crisis = table.card("crisis_of_loyalty", ANN, "hand")
    claymore = table.card("claymore", BOB, "front")
    dane = table.card("dane", BOB, "front")  # WetWorks, Leadership
    lonely = table.card("lonely", ANN, "front")
    game = table.start()
    play(game, NextPhase(), PlayPlotTwist(crisis, claymore, dane))  # the holding stops pass for both
    assert game.state.phase == "Attack"
    play(game, DeclareAttack(dane, lonely, "close"))
    refused(game, DeclareTeamwork(claymore, dane), "Claymore and Dane are in a Crisis of Loyalty")
    play(game, DoneDeclaring())
    assert "Leadership" not in "\n".join(t for step in game.history.done for t in step.log if "C " in t)


def test_stops_pass_without_looking_at_the_hand_and_read_like_a_pass() -> None:
    """A "phase" stop passes after each step whatever the hand holds; a made pass and a
    routine pass are the same step to everyone (label, log, seat)."""
    steps = []
    for holds in ("second_wind", "dodge"):
        table = Position(phase="Recruit and Equip", auto_pass=False)
        table.set("options", {"stops_1": "phase", "stops_2": "phase"})
        lonely = table.card("lonely", ANN, "hand")
        table.card("zealot", BOB, "front", injuries=1)
        table.card(holds, BOB, "hand")
        game = table.start()
        game.perform(Recruit(lonely, "p0.rear"))
        routine = GAME.routine_answer(game.state)
        assert routine == PassWindow()
        game.perform(routine)
        step = game.history.done[-1]
        steps.append((step.label, step.player, step.log, game.state.to_json()["decision"]))
    assert steps[0] == steps[1] == ("Bob plays no plot twist", BOB, (), None)


def test_holding_stop_asks_only_with_a_playable_card_and_combat_always_asks_the_phase_stop() -> None:
    table = Position(phase="Recruit and Equip", auto_pass=False)
    table.set("options", {"stops_1": "phase", "stops_2": "holding"})
    lonely = table.card("lonely", ANN, "hand")
    table.card("dodge", BOB, "hand")
    game = table.start()
    game.perform(Recruit(lonely, "p0.rear"))
    assert GAME.routine_answer(game.state) == PassWindow()  # nothing playable: passed for Bob
    table = Position(auto_pass=False)
    table.set("options", {"stops_1": "phase", "stops_2": "phase"})
    warblade = table.card("warblade", ANN, "front")
    zealot = table.card("zealot", BOB, "front")
    game = table.start()
    play(game, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())
    assert GAME.routine_answer(game.state) is None  # the "phase" stop is asked in every combat


def test_stalled_battle_is_an_off_by_default_house_rule_and_selfplay_says_it_turns_it_on(capsys) -> None:
    options = {o["key"]: o for o in describe(registry.game_class("wildstorms"))["variants"][0]["options"]}
    stalled = options["stalled_battle"]
    assert stalled["default"] == "never" and "House rule" in stalled["label"] and "house rule" in stalled["help"].lower()
    assert "auto_pass" not in options and options["stops_1"]["default"] == "phase"
    assert run_selfplay(GAME, games=1, seed=3).options == {"stalled_battle": "10"}
    assert main(["selfplay", "wildstorms", "--games", "2", "--seed", "5", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["options"] == {"stalled_battle": "10"} and report["violations"] == []
    assert main(["selfplay", "wildstorms", "--games", "1", "--option", "stalled_battle=never", "--json"]) in (0, 1)
    assert json.loads(capsys.readouterr().out)["options"] == {}


def test_a_hand_of_exactly_seven_draws_nothing() -> None:
    table = Position(phase="Draw")
    for _ in range(7):
        table.card("dodge", ANN, "hand")
    table.card("dodge", ANN, "deck")
    game = table.start()
    play(game, DrawCards())
    assert len(game.state.zones["p0.hand"].cards) == 7


def test_each_decision_of_the_help_has_its_position() -> None:
    help_text = (Path(registry.game_class("wildstorms").__module__.replace(".", "/")).parent / "help.md")
    text = (paths.cards_dir().parent / help_text).read_text()
    for name in ("hand_of_seven", "third_injury_kills", "twist_in_opponents_recruit", "twist_refused_in_attack",
                 "stalled_goes_on", "crisis_of_loyalty"):
        assert f"`{name}`" in text, name
        assert read_position(POSITIONS / f"{name}.yaml", registry.load).title


def test_no_battlesite_the_players_set_the_goal() -> None:
    from tabletop.engine.session import Session
    from tabletop.engine.variants import new_setup

    session = Session(GAME, new_setup(GAME, 4, options={"no_battlesite": "40"}))
    while session.state.decision is not None and session.state.decision["kind"] == "mulligan":
        session.perform(next(a for a in session.legal_actions() if type(a).__name__ == "KeepHand"))
    assert session.state.phase == "Draw" and session.state.data["goal"] == 40
    assert session.state.zones["shared.battlesite"].cards == []
    assert "Goal: 40 points" in GAME.status(session.state)
    options = {o["key"]: o for o in describe(registry.game_class("wildstorms"))["variants"][0]["options"]}
    assert options["no_battlesite"]["default"] == "off"


def test_limited_magick_counts_turns_and_is_off_by_default() -> None:
    for option, markers in (("on", 1), ("off", 0)):
        table = Position(phase="Discard")
        table.set("options", {"stops_1": "holding", "stops_2": "holding", "limited_magick": option})
        savant = table.card("savant", ANN, "air")  # Magick 3
        table.card("spartan", BOB, "front")
        table.set("magick", {savant: {"mode": "mimic", "value": "Flight"}})
        game = table.start()
        play(game, NextPhase())
        assert game.state.data["magick"][savant]["value"] == "Flight"
        assert game.state.cards[savant].counters.get("magick", 0) == markers
        assert game.state.cards[savant].location == "p0.air"

"""The WildStorms campaign: setup, prizes, kills, the InterMission, the campaign's end, one save."""

from __future__ import annotations

import dataclasses
import json
import random

from tabletop.cli import main
from tabletop.engine.persistence import session_from_json, session_to_json
from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup, setup_problems
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms.cards import ResourceCard
from tabletop.games.wildstorms.rules import RULES
from tabletop.games.wildstorms.table import CAMPAIGN_ZONES, campaign_key, zone
from tests.games.wildstorms.position import ANN, BOB, GAME, Position, ctx, legal, log, play, refused


def campaign_session(seed: int = 3, **options: str) -> Session:
    return Session(GAME, new_setup(GAME, seed, variant="campaign", options=options))


def campaign_table(*, goal: int = 100, battle: int = 1, **kwargs) -> Position:
    """A campaign table (both players' prize piles and won areas) at a chosen phase."""
    table = Position(**kwargs)
    table.set("variant", "campaign")
    table.set("options", {"stops_1": "holding", "stops_2": "holding", "campaign_goal": str(goal)})
    table.set("battle", battle)
    table.set("chosen_prizes", ["", ""])
    for player in (ANN, BOB):
        for name, visibility in CAMPAIGN_ZONES:
            table.build.zone(zone(player, name), player, name, visibility)
        table.set(campaign_key(player), 0)
    return table


def answer_setup(session: Session) -> None:
    """Answer setup questions (battlesites, prizes, hands, who goes first) with the first choice."""
    while session.state.decision is not None and session.state.decision["kind"] in (
            "battlesite", "prize", "mulligan", "first", "flight"):
        choices = session.legal_actions()
        keep = [a for a in choices if isinstance(a, A.KeepHand | A.DoneFlying)]
        session.perform(keep[0] if keep else choices[0])


# -- the variant and its decks -------------------------------------------------------------------------
def test_the_campaign_is_a_two_player_variant_with_its_goal_and_deck_format(capsys) -> None:
    assert main(["variants", "wildstorms", "--json"]) == 0
    variants = {v["id"]: v for v in json.loads(capsys.readouterr().out)["variants"]}
    found = variants["campaign"]
    assert found["players"] == [2, 2] and found["deck_formats"] == ["campaign"]
    goal = next(o for o in found["options"] if o["key"] == "campaign_goal")
    assert goal["default"] == "100"


def test_decks_are_checked_by_the_campaign_limits_of_the_agreed_goal() -> None:
    ready = new_setup(GAME, 1, variant="campaign")
    assert setup_problems(GAME, ready) == []
    assert {p.deck.format for p in ready.players} == {"campaign"}
    bigger = new_setup(GAME, 1, variant="campaign", options={"campaign_goal": "200"})
    problems = " ".join(setup_problems(GAME, bigger))
    assert "200-point campaign" in problems and "at least 200 (the campaign goal)" in problems
    standard = dataclasses.replace(ready, players=GAME.default_setup(1).players)
    assert any("campaign" in p for p in setup_problems(GAME, standard))


def test_red_text_cards_are_only_in_a_campaign() -> None:
    def red(session: Session) -> int:
        return sum(1 for card in session.state.cards.values()
                   if isinstance(GAME.db.get(card.definition), ResourceCard)
                   and GAME.db.get(card.definition).campaign_only)

    ready = new_setup(GAME, 1, variant="campaign")
    assert red(Session(GAME, ready)) > 0
    assert red(Session(GAME, dataclasses.replace(ready, variant="standard", options={}))) == 0


# -- before a battle ------------------------------------------------------------------------------------
def test_each_player_picks_a_site_and_a_prize_the_second_site_and_the_first_prize_are_used() -> None:
    session = campaign_session(4)
    picked: dict[int, dict[str, str]] = {ANN: {}, BOB: {}}
    while session.state.phase == "Setup":
        decision = session.state.decision
        choices = session.legal_actions()
        action = next((a for a in choices if isinstance(a, A.KeepHand)), choices[-1])
        if decision["kind"] in ("battlesite", "prize"):
            picked[decision["seat"]][decision["kind"]] = action.card
        session.perform(action)
    first = session.state.data["first"]
    second = 1 - first
    state = session.state
    site = state.zones["shared.battlesite"].cards[0]
    prize = state.zones["shared.prize"].cards[0]
    assert state.cards[site].owner == second and state.cards[prize].owner == first
    for seat in (ANN, BOB):
        if "battlesite" in picked[seat] and seat == second:
            assert site == picked[seat]["battlesite"]
        if "prize" in picked[seat] and seat == first:
            assert prize == picked[seat]["prize"]
    assert "prize is at stake" in log(session)


# -- kills and prizes ---------------------------------------------------------------------------------------
def _kill_table(variant_campaign: bool) -> Session:
    table = campaign_table() if variant_campaign else Position()
    table.card("maul", ANN, "front")
    claymore = table.card("claymore", BOB, "rear", injuries=2)
    table.under("machine_pistol", claymore)
    table.set("p0.points", 5)
    table.set("ko_by", {claymore: ANN})
    session = table.start()
    attack = next(a for a in legal(session, A.DeclareAttack) if a.style == "close")
    play(session, attack, A.DoneDeclaring())
    return session


def test_a_kill_costs_the_killer_the_points_never_below_zero_only_in_a_campaign() -> None:
    campaign = _kill_table(True)
    assert campaign.state.data["p0.points"] == 0
    assert "a campaign kill of Claymore costs 8 = 5 Claymore + 3 Machine Pistol" in log(campaign)
    standard = _kill_table(False)
    assert standard.state.data["p0.points"] == 5


def test_the_orb_spends_its_counters_and_power_cell_recharges_it() -> None:
    table = campaign_table(phase="Recruit and Equip", battle=2)
    maul = table.card("maul", ANN, "rear")
    orb = table.card("orb_of_teleportation", ANN, "won")
    table.state.cards[orb].counters["charges"] = 1
    cell = table.card("power_cell", ANN, "hand")
    session = table.start()
    use = A.UsePrize(orb, maul, zone(ANN, "front"))
    assert use in session.legal_actions()
    play(session, use)
    assert session.state.cards[maul].location == zone(ANN, "front")
    assert session.state.cards[orb].counters.get("charges", 0) == 0
    refused(session, A.UsePrize(orb, maul, zone(ANN, "rear")), "no counters left")
    play(session, A.PlayPlotTwist(cell, orb))
    assert session.state.cards[orb].counters["charges"] == 2
    assert A.UsePrize(orb, maul, zone(ANN, "rear")) in session.legal_actions()


def test_power_cell_is_refused_outside_a_campaign() -> None:
    table = Position(phase="Recruit and Equip")
    cell = table.card("power_cell", ANN, "hand")
    session = table.start()
    refused(session, A.PlayPlotTwist(cell, "p0.effects"), "campaign card")


def test_once_per_turn_and_once_per_battle_prizes() -> None:
    table = campaign_table(phase="Recruit and Equip")
    zealot = table.card("zealot", ANN, "front", injuries=1)
    spring = table.card("healing_spring", ANN, "won")
    codex = table.card("daemonite_codex", ANN, "won")
    grifter = table.card("grifter", ANN, "rear")
    session = table.start()
    play(session, A.UsePrize(spring, zealot))
    assert session.state.cards[zealot].counters.get("injury", 0) == 0
    play(session, A.UsePrize(codex, grifter))
    assert session.state.cards[grifter].counters["awake"] == 1
    refused(session, A.UsePrize(codex, grifter), "has been used already")
    assert not [a for a in legal(session, A.UsePrize) if a.card == codex]


def test_the_war_banner_helps_its_holders_kherbium_characters() -> None:
    from tabletop.games.wildstorms.modifiers import standing_modifiers

    table = campaign_table()
    zealot = table.card("zealot", ANN, "front")
    theirs = table.card("emp", BOB, "front")
    table.card("kherubim_war_banner", ANN, "won")
    reading = ctx(table.start())
    assert "Kherubim War Banner" in [source for _, source, _ in standing_modifiers(reading, zealot)]
    assert "Kherubim War Banner" not in [source for _, source, _ in standing_modifiers(reading, theirs)]


# -- the InterMission ---------------------------------------------------------------------------------------
def _won_battle(campaign_points: int = 0, goal: int = 100, bob_points: int = 0) -> tuple[Session, dict[str, str]]:
    """Ann K.O.s Claymore for the battle; cards of every kind around the table."""
    table = campaign_table(site="skywatch_station", goal=goal)
    cards = {
        "maul": table.card("maul", ANN, "front"), "grifter": table.card("grifter", ANN, "rear"),
        "claymore": table.card("claymore", BOB, "front", injuries=1),
        "skyrider": table.card("skyrider", BOB, "front"), "spartan": table.card("spartan", BOB, "front"),
        "sniper": table.card("team_7_sniper", BOB, "rear", injuries=2),
        "bulwark": table.card("bulwark", BOB, "killed"), "hand": table.card("dodge", ANN, "hand"),
        "discard": table.card("block", BOB, "discard"),
        "orb": table.card("orb_of_teleportation", ANN, "shared.prize"),
    }
    cards["vest"] = table.under("kevlar_vest", cards["maul"])
    cards["pistol"] = table.under("machine_pistol", cards["claymore"])
    table.state.cards[cards["grifter"]].counters["teleported"] = 1
    for player, names in ((ANN, ("coda_warrior", "zealot", "lonely", "warblade")),
                          (BOB, ("stormwatch_trooper", "tapestry", "battalion", "bulwark"))):
        for name in names * 3:
            table.card(name, player, "deck")
        table.card("city_rooftops", player, "collection")
        table.card("abandoned_warehouse", player, "collection")
        table.card("healing_spring", player, "prizes")
        table.card("daemonite_codex", player, "prizes")
    table.set("p0.points", 28)
    table.set("p1.points", 9)
    table.set(campaign_key(ANN), campaign_points)
    table.set(campaign_key(BOB), bob_points)
    session = table.start()
    attack = next(a for a in legal(session, A.DeclareAttack)
                  if a.defender == cards["claymore"] and a.style == "Thrown Objects")
    play(session, attack, A.DoneDeclaring())
    return session, cards


def test_the_intermission_totals_points_and_moves_the_characters() -> None:
    session, cards = _won_battle()
    state = session.state
    assert state.phase == "InterMission"
    assert state.data[campaign_key(ANN)] == 36 + 8 and state.data[campaign_key(BOB)] == 9
    assert state.data["p0.points"] == 0 and state.data["p1.points"] == 0
    where = {name: state.cards[card].location for name, card in cards.items()}
    assert where["maul"] == "p0.holding" and where["vest"] == "@" + cards["maul"]
    assert where["claymore"] == where["pistol"] == where["sniper"] == "p1.discard"
    assert where["bulwark"] == "p1.killed"
    assert where["skyrider"] == where["spartan"] == "p1.holding"
    assert state.cards[cards["orb"]].location == "p0.won" and state.cards[cards["orb"]].counters["charges"] == 3
    assert state.zones["shared.battlesite"].cards == [] and len(state.zones["p0.won"].cards) == 2
    assert state.cards[cards["grifter"]].counters.get("teleported", 0) == 0, "once per battle starts over"
    assert state.decision["seat"] == BOB and state.decision["kind"] == "flight", "the loser flies first"
    prompt = GAME.prompt(state)
    assert "InterMission after battle 1: Ann won it and took Skywatch Station (+8)" in prompt
    assert "Ann 44, Bob 9 of 100 campaign points" in prompt
    assert "Battle 1 brought: Ann +36 + 8 Skywatch Station; Bob +9" in GAME.status(state)


def test_flight_from_holding_to_staging_then_the_next_battle_is_prepared() -> None:
    session, cards = _won_battle()
    flights = legal(session, A.FlyToStaging)
    assert {a.card for a in flights} == {cards["skyrider"], cards["spartan"]}
    refused(session, A.FlyToStaging(cards["maul"], "p1.staging"), "Choose a character in your holding area")
    play(session, A.FlyToStaging(cards["skyrider"], "p1.staging"))
    assert session.state.decision["kind"] == "flight"
    play(session, A.DoneFlying())
    state = session.state
    assert state.cards[cards["skyrider"]].location == "p1.staging"
    assert state.cards[cards["spartan"]].location == "p1.holding"
    assert state.phase == "Setup" and state.data["battle"] == 2
    assert len(state.zones["p0.hand"].cards) == 7 and len(state.zones["p1.hand"].cards) == 7
    assert state.zones["p1.discard"].cards == [], "the discard pile went back into the resources"
    assert state.cards[cards["claymore"]].location in ("p1.deck", "p1.hand")
    # new battlesites and prizes: Skywatch Station and the Orb were used, so they are not offered
    answer_setup(session)
    state = session.state
    assert state.phase == "Draw"
    site = state.zones["shared.battlesite"].cards[0]
    assert state.cards[site].definition != "skywatch_station"
    assert "Bob lost the last battle and chooses" in log(session)


def test_the_loser_chooses_who_goes_first() -> None:
    session, _ = _won_battle()
    while session.state.decision["kind"] != "first":
        choices = session.legal_actions()
        session.perform(next((a for a in choices if isinstance(a, A.KeepHand | A.DoneFlying)), choices[0]))
    assert session.state.decision["seat"] == BOB
    assert set(legal(session, A.ChooseFirst)) == {A.ChooseFirst(ANN), A.ChooseFirst(BOB)}
    play(session, A.ChooseFirst(ANN))
    assert session.state.active_player == ANN and session.state.data["first"] == ANN
    site = session.state.zones["shared.battlesite"].cards[0]
    assert session.state.cards[site].owner == BOB, "the second player's battlesite"


def test_the_campaign_ends_at_the_goal_or_more() -> None:
    session, _ = _won_battle(campaign_points=56)  # 56 + 36 + 8 = 100: the goal itself wins
    assert GAME.winner(session.state) == ANN
    assert "Ann wins the campaign with 100 campaign points (goal 100)" in log(session)
    short, _ = _won_battle(campaign_points=55)
    assert GAME.winner(short.state) is None


def test_a_tie_over_the_goal_goes_to_the_winner_of_the_battle() -> None:
    session, _ = _won_battle(campaign_points=10, goal=50, bob_points=45)  # Ann 10 + 44, Bob 45 + 9
    assert session.state.data[campaign_key(ANN)] == session.state.data[campaign_key(BOB)] == 54
    assert GAME.winner(session.state) == ANN
    ahead, _ = _won_battle(campaign_points=10, goal=50, bob_points=46)
    assert GAME.winner(ahead.state) == BOB, "more campaign points win, whoever won the battle"


def test_a_player_with_no_character_left_loses_the_campaign() -> None:
    """Bob's last character is stuck in the holding area (no Flight, Teleportation or Vehicle)."""
    table = campaign_table(phase="Discard")
    table.card("maul", ANN, "front")
    table.card("coda_warrior", ANN, "deck")
    table.card("bulwark", BOB, "front")
    table.card("dodge", BOB, "deck")
    table.set("p0.points", 20)
    table.set(campaign_key(BOB), 80)
    table.set("stall_turns", 1)  # the house rule ends this battle at the end of the turn
    session = table.start()
    play(session, A.NextPhase())
    assert GAME.winner(session.state) == ANN
    assert "Bob has no character left to fight another battle" in log(session)


# -- one save, undo across the InterMission --------------------------------------------------------------------
def _to_second_battle(seed: int) -> Session:
    session = campaign_session(seed, stalled_battle="10")
    chooser = random.Random(seed)
    for _ in range(8000):
        if session.state.data.get("battle", 1) >= 2 and session.state.phase == "Draw":
            return session
        if GAME.is_over(session.state):
            break
        session.perform(chooser.choice(session.legal_actions()))
    raise AssertionError("no second battle reached")


def test_a_campaign_is_one_save_and_undo_crosses_the_intermission() -> None:
    session = _to_second_battle(5)
    saved = json.loads(json.dumps(session_to_json(session)))
    loaded = session_from_json(saved["body"], lambda _game: GAME)
    assert loaded.state.to_json() == session.state.to_json()
    assert loaded.state.data["battle"] == 2 and loaded.legal_actions() == session.legal_actions()
    steps = 0
    while loaded.state.data.get("battle", 1) == 2 or loaded.state.phase == "InterMission":
        loaded.undo()
        steps += 1
    assert loaded.state.data.get("battle", 1) == 1 and loaded.state.phase not in ("InterMission", "Setup")
    for _ in range(steps):
        loaded.redo()
    assert loaded.state.to_json() == session.state.to_json()


def test_the_rules_record_names_the_campaign_moves() -> None:
    for kind in (A.ChoosePrize, A.ChooseFirst, A.FlyToStaging, A.DoneFlying, A.UsePrize):
        assert RULES.move_for(kind.__new__(kind)) is not None


def test_the_computer_makes_every_decision_of_the_intermission() -> None:
    from tabletop.bots import bot_named, choose_for

    session, _ = _won_battle()
    kinds = set()
    for step in range(40):
        decision = session.state.decision
        if session.state.phase == "Draw" or decision is None:
            break
        kinds.add(decision["kind"])
        bot = bot_named("normal" if decision["kind"] == "flight" else "greedy")
        action = choose_for(GAME, session.state, int(decision["seat"]), bot, f"campaign:{step}")
        assert action in session.legal_actions()
        session.perform(action)
    assert session.state.phase == "Draw" and session.state.data["battle"] == 2
    assert {"flight", "first"} <= kinds


def test_red_text_twists_work_in_a_campaign() -> None:
    table = campaign_table(phase="Recruit and Equip")
    zealot = table.card("zealot", ANN, "front", injuries=1)
    warblade = table.card("warblade", ANN, "front")
    dead = table.card("maul", ANN, "killed")
    alive_twin = table.card("grifter", BOB, "front")
    dead_twin = table.card("grifter", ANN, "killed")
    evac = table.card("emergency_evac", ANN, "hand")
    medevac = table.card("medevac", ANN, "hand")
    protocol = table.card("resurrection_protocol", ANN, "hand")
    session = table.start()
    assert A.PlayPlotTwist(evac, zealot, "holding") in session.legal_actions(), "a campaign's Emergency Evac"
    play(session, A.PlayPlotTwist(evac, zealot, "holding"))
    assert session.state.cards[zealot].location == "p0.holding"
    assert session.state.cards[zealot].counters.get("injury", 0) == 0, "healed on the way"
    play(session, A.PlayPlotTwist(medevac, warblade))
    assert session.state.cards[warblade].location == "p0.holding"
    assert A.PlayPlotTwist(protocol, dead_twin) not in session.legal_actions(), "Grifter is in play already"
    play(session, A.PlayPlotTwist(protocol, dead))
    assert session.state.cards[dead].location == "p0.holding"
    assert session.state.cards[alive_twin].location == "p1.front"

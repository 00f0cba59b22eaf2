"""Three and four at the table: the modes, attack markers, teamwork from other seats,
Leadership lent and taken back, team games' pooled points and raised goal, the rounds
of plot twists with N seats, and the evaluation the computer players use."""

from __future__ import annotations

import random

import pytest

from tabletop import paths
from tabletop.engine.game import IllegalAction
from tabletop.engine.position_file import read_position
from tabletop.engine.session import Session
from tabletop.engine.variants import describe, new_setup, setup_problems
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms.bot import evaluate
from tabletop.games.wildstorms.table import PHASE_DRAW
from tabletop.games.wildstorms.windows import answerers
from tests.games.shipped import shipped

GAME = shipped("wildstorms")


def _session(variant: str, players: int, seed: int = 3, **options: str) -> Session:
    setup = new_setup(GAME, seed, variant=variant, players=players, options=options)
    assert setup_problems(GAME, setup) == []
    return Session(GAME, setup)


def _play_until(session: Session, done, limit: int = 4000) -> None:
    """Play random legal actions (a fixed seed) until ``done(state)``."""
    chooser = random.Random(5)
    for _ in range(limit):
        if done(session.state):
            return
        legal = GAME.legal_actions(session.state)
        keep = [a for a in legal if isinstance(a, A.KeepHand)]
        session.perform(keep[0] if keep else chooser.choice(legal))
    raise AssertionError("never got there")


def test_the_modes_and_their_seats_are_listed():
    listed = {v["id"]: v for v in describe(GAME)["variants"]}
    assert listed["standard"]["players"] == [2, 2]
    assert listed["ffa"]["players"] == [3, 4]
    assert listed["team"]["players"] == [4, 4]
    team_options = {o["key"] for o in listed["team"]["options"]}
    assert {"team_goal", "stops_4", "hand_size", "no_battlesite", "limited_magick"} <= team_options
    assert "team_goal" not in {o["key"] for o in listed["ffa"]["options"]}
    assert "stops_3" not in {o["key"] for o in listed["standard"]["options"]}


def test_a_mode_refuses_the_wrong_number_of_players():
    setup = new_setup(GAME, 1, variant="ffa", players=3)
    two = setup.__class__(**{**setup.__dict__, "players": setup.players[:2]})
    assert any("3 to 4 players" in p for p in setup_problems(GAME, two))
    with pytest.raises(KeyError, match="4 players"):
        new_setup(GAME, 1, variant="team", players=3)


def test_team_seats_alternate_and_partners_are_allies():
    session = _session("team", 4)
    assert session.state.data["teams"] == ((0, 2), (1, 3))
    ctx = GAME.context(session.state)
    from tabletop.games.wildstorms.abilities import allies
    assert allies(ctx, 0, 2) and allies(ctx, 1, 3)
    assert not allies(ctx, 0, 1) and not allies(ctx, 0, 3)


@pytest.mark.parametrize("option, expected", [("raised", 2), ("printed", 1)])
def test_the_team_goal_rises_by_half_for_each_player_over_two(option, expected):
    session = _session("team", 4, team_goal=option)
    _play_until(session, lambda s: s.phase == PHASE_DRAW)
    site = session.state.zones["shared.battlesite"].cards[0]
    printed = GAME.db.cards[session.state.cards[site].definition].control_points
    wanted = printed + (printed // 2) * 2 if expected == 2 else printed
    assert session.state.data["goal"] == wanted


def test_a_free_for_all_keeps_the_printed_goal():
    session = _session("ffa", 3)
    _play_until(session, lambda s: s.phase == PHASE_DRAW)
    site = session.state.zones["shared.battlesite"].cards[0]
    assert session.state.data["goal"] == GAME.db.cards[session.state.cards[site].definition].control_points


def test_attack_markers_go_on_in_the_draw_phase_only_with_more_than_two_players():
    for players, variant, marked in ((3, "ffa", True), (2, "standard", False)):
        session = _session(variant, players, seed=11)
        # play until somebody's Draw phase comes with characters at the battlesite
        def drawing_with_characters(state, players=players):
            ctx = GAME.context(state)
            return (state.phase == PHASE_DRAW and state.turn > players
                    and bool(ctx.active_characters(state.active_player)))
        _play_until(session, drawing_with_characters)
        player = session.state.active_player
        ctx = GAME.context(session.state)
        characters = ctx.active_characters(player)
        session.perform(A.DrawCards())
        markers = [session.state.cards[c].counters.get("attack", 0) for c in characters]
        assert markers == ([1] * len(characters) if marked else [0] * len(characters))


def test_a_character_without_a_marker_cannot_attack_and_says_why():
    position = load_position(GAME, _file("three_player_teamwork.yaml"))
    state = position.state
    dane = "dane"
    ctx = GAME.context(state)
    from tabletop.games.wildstorms.attacks import attack_problem
    state.active_player = 1
    reason = attack_problem(ctx, 1, dane, "grifter", "close")
    assert reason is not None and "no attack marker" in reason


def test_the_round_of_plot_twists_asks_every_other_player_from_the_left():
    session = _session("ffa", 4)
    ctx = GAME.context(session.state)
    assert answerers(ctx, 2) == (3, 0, 1)
    team = _session("team", 4)
    assert answerers(GAME.context(team.state), 1) == (2, 3, 0)  # a partner is asked too


def test_leadership_is_lent_only_in_a_free_for_all():
    position = load_position(GAME, _file("team_pooled_victory.yaml"))
    with pytest.raises(IllegalAction, match="only in a free-for-all"):
        Session(GAME, position.setup, position.state).perform(A.LendLeadership(1))


def test_leadership_does_not_stack():
    position = load_position(GAME, _file("team_pooled_victory.yaml"))
    state = position.state
    from tabletop.games.wildstorms.modifiers import attack_value

    def put(definition: str, zone_id: str) -> str:
        card = next(c for c, i in state.cards.items() if i.definition == definition and i.owner == 2)
        state.zones[state.cards[card].location].cards.remove(card)
        state.zones[zone_id].cards.append(card)
        state.cards[card].location = zone_id
        state.cards[card].face_up = True
        return card

    zealot = put("zealot", "p2.front")
    put("spartan", "p2.front")
    put("emp", "p0.front")  # the partner's leader too: partners share Leadership
    value = attack_value(GAME.context(state), zealot, "dozer", "close")
    leaders = [p for p in value.parts if "Leadership" in p.source]
    assert len(leaders) == 1 and leaders[0].amount == 1


def test_the_evaluation_pools_partners_and_races_the_leading_side():
    position = load_position(GAME, _file("team_pooled_victory.yaml"))
    state = position.state
    ahead = evaluate(GAME.view(state, 0), 0, GAME.db)
    behind = evaluate(GAME.view(state, 1), 1, GAME.db)
    assert ahead > 0.5 > behind
    partner = evaluate(GAME.view(state, 2), 2, GAME.db)
    assert partner > 0.5  # Cy's own points are fewer, but the team's are pooled
    assert GAME.view(state, 0)["goal"] == 80


@pytest.mark.parametrize("variant, players", [("ffa", 3), ("ffa", 4), ("team", 4)])
def test_random_games_with_more_seats_keep_every_invariant(variant, players):
    from tabletop.engine.selfplay import run_selfplay
    report = run_selfplay(GAME, 2, seed=5, check=True, variant=variant, players=players)
    assert report.violations == []
    assert report.games == 2


def load_position(game, path):
    return read_position(path, lambda _game_id: game)


def _file(name: str):
    return paths.cards_dir() / "wildstorms" / "positions" / name


def test_a_unique_character_in_any_seats_play_blocks_it_for_everyone():
    position = load_position(GAME, _file("team_pooled_victory.yaml"))
    state = position.state
    from tabletop.games.wildstorms import recruit
    first, second = [c for c, card in state.cards.items() if card.definition == "grifter"][:2]
    for card, zone_id, seat in ((first, "p3.front", 3), (second, "p0.hand", 0)):
        state.zones[state.cards[card].location].cards.remove(card)
        state.zones[zone_id].cards.append(card)
        state.cards[card].location = zone_id
        state.cards[card].owner = state.cards[card].controller = seat
    state.phase = "Recruit and Equip"
    reason = recruit.recruit_problem(GAME.context(state), 0, second, "p0.rear")
    assert reason == "Grifter is already in play; only one of that unique character may be."


def test_a_battle_moved_to_another_battlesite_keeps_the_team_goal_raised():
    from tabletop.engine.transaction import Builder
    from tabletop.games.wildstorms import effects
    from tabletop.games.wildstorms.rules import RULES
    position = load_position(GAME, _file("team_pooled_victory.yaml"))
    state = position.state
    rooftops = next(c for c, card in state.cards.items() if card.definition == "city_rooftops")
    with Builder(state, "test", None) as step:
        effects.change_battlesite(RULES.context(state, GAME.db, RULES, step), rooftops)
    printed = GAME.db.cards["city_rooftops"].control_points
    assert state.data["goal"] == printed + (printed // 2) * 2

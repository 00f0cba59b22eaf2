"""W.A.G.O.N.'s evaluation for the computer (tabletop/games/wagon/bot.py), through the greedy bot's choices
in small positions, and its symmetry over a real game."""

from __future__ import annotations

import random

import pytest

from tabletop import paths
from tabletop.bots import bot_named, choose_for
from tabletop.bots.simple import GreedyBot
from tabletop.engine.position_file import parse_position
from tabletop.engine.position_script import session_of
from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup
from tabletop.games import registry
from tabletop.games.wagon.bot import evaluate
from tests.games.shipped import shipped

FOLDER = paths.cards_dir() / "wagon" / "positions"


def _position(zones: str, phase: str = "Take Action") -> Session:
    text = f"""kind: position
game: wagon
title: the computer's choice
seed: 3
options: {{first: "0"}}
turn: 5
phase: {phase}
active: 0
zones:
{zones}"""
    return session_of(parse_position(text, "test.yaml", registry.load, FOLDER))


def _greedy_choice(session: Session) -> str:
    game = session.game
    action = choose_for(game, session.state, 0, GreedyBot(), "seed")
    return game.label(session.state, action)


@pytest.mark.parametrize("panels", [1, 2, 5])
def test_with_the_panels_open_the_computer_destroys_a_panel_rather_than_keep_the_threat(panels: int) -> None:
    session = _position(f"""  p0.hand: []
  p0.characters: [{{card: bill, id: bill}}, {{card: tavern_bouncer, id: bouncer}}]
  p1.characters: []
  p1.panels: [{", ".join(["bandwidth"] * panels)}]
""")
    assert _greedy_choice(session).endswith("attacks a Comic Panel of Player 2")


def test_the_computer_destroys_a_character_it_beats() -> None:
    session = _position("""  p0.hand: []
  p0.characters: [{card: bill, id: bill}]
  p1.characters: [{card: burk, id: burk, rotation: 90}]
""")
    assert _greedy_choice(session) == "Bill attacks Burk"


def test_a_character_in_play_is_worth_more_than_in_hand_and_a_panel_more_than_a_character() -> None:
    game = shipped("wagon")
    empty = _position("  p0.hand: []\n  p0.characters: []\n  p1.characters: []\n")
    one = _position("  p0.hand: []\n  p0.characters: [{card: bill, id: bill, rotation: 90}]\n  p1.characters: []\n")
    in_hand = _position("  p0.hand: [bill]\n  p0.characters: []\n  p1.characters: []\n")
    fewer = _position("  p0.hand: []\n  p0.characters: [{card: bill, id: bill, rotation: 90}]\n  p1.characters: []\n"
                      "  p0.panels: [bandwidth, bandwidth, bandwidth, bandwidth]\n")
    score = {name: evaluate(game.view(s.state, 0), 0, game.db)
             for name, s in {"empty": empty, "one": one, "in_hand": in_hand, "fewer": fewer}.items()}
    assert score["one"] > score["in_hand"] > score["empty"]
    assert score["fewer"] < score["empty"], "a Defensive Character is worth less than a panel"


def test_the_evaluation_of_the_two_seats_adds_up_to_one_all_through_a_game() -> None:
    game = shipped("wagon")
    session = Session(game, new_setup(game, 11, options=dict(game.selfplay_options)))
    chooser = random.Random(11)
    seen = 0
    while not session.is_over() and seen < 300:
        mine, theirs = (evaluate(game.view(session.state, seat), seat, game.db) for seat in (0, 1))
        assert 0.0 < mine < 1.0 and mine + theirs == pytest.approx(1.0)
        session.perform(chooser.choice(game.legal_actions(session.state)))
        seen += 1
    assert seen > 50


def test_the_view_gives_each_characters_points_now_to_both_seats() -> None:
    """Equipment, Plot Devices and other Characters' abilities are in the points (public: both seats see them)."""
    session = _position("""  p0.hand: []
  p0.characters: [{card: burk, id: burk, under: [{card: rusty_broadsword, id: sword}]},
                  {card: manda_the_song_mage, id: manda, rotation: 90}]
  p1.characters: [{card: bill, id: bill}, {card: tavern_bouncer, id: bouncer}]
""")
    game = session.game
    mine, theirs = (game.view(session.state, seat)["points"] for seat in (0, 1))
    assert mine == theirs
    assert mine["burk"] == [6, 4], "Burk 4/3 with a Rusty Broadsword (+2 OFF) and Manda's +1 DEF"
    assert mine["manda"] == [2, 6] and mine["bill"] == [6, 3], "Bill: +1 OFF for the Tavern Bouncer (Alcohol)"


def test_the_computer_sacrifices_three_weak_cards_for_a_boosted_character_that_beats_everything() -> None:
    """Dawn Seraph (7/9, boost: three Light cards) for two Glow Moths (1/2) and a Sunbeam Blessing: the old
    evaluation, counting each Character alike, kept the three."""
    session = _position("""  p0.hand: [{card: dawn_seraph, id: seraph}, bandwidth]
  p0.characters: [{card: glow_moth, id: moth1, rotation: 90}, {card: glow_moth, id: moth2, rotation: 90}]
  p0.plot_devices: [{card: sunbeam_blessing, id: blessing}]
  p1.characters: [{card: bill, id: bill}, {card: burk, id: burk}]
""", phase="Play")
    assert _greedy_choice(session).startswith("play Dawn Seraph in")


def test_the_evaluation_reads_the_points_now_not_the_printed_ones() -> None:
    """Manda's DEF 6 holds against Bill's printed 5 OFF, not against Bill with a Rusty Broadsword (7): the
    evaluation sees it (the old one, reading printed points, moved by 0.03 only)."""
    game = shipped("wagon")
    # the same five panels for both, whatever the deal puts in them (a Broadsword among them would leave four)
    manda = ("  p0.hand: []\n  p0.characters: [{card: manda_the_song_mage, id: manda, rotation: 90}]\n"
             "  p1.panels: [bandwidth, bandwidth, bandwidth, bandwidth, bandwidth]\n")
    wall = _position(manda + "  p1.characters: [{card: bill, id: bill}]\n")
    broken = _position(manda + "  p1.characters: [{card: bill, id: bill, under: [{card: rusty_broadsword, id: s}]}]\n")
    mine = {name: evaluate(game.view(s.state, 0), 0, game.db) for name, s in {"wall": wall, "broken": broken}.items()}
    assert mine["wall"] > mine["broken"] + 0.1


def test_the_search_sees_the_answer_to_a_move_that_greedy_does_not() -> None:
    """Bill (5 OFF) and the Tavern Bouncer (3 OFF) beat nothing behind the Defensive wall. Greedy, judging
    the position just after its move, while its own attack still looks near, turns the Sun Paladin (5 OFF)
    Offensive: Bill would destroy it in a tie and open an Attack of Opportunity for the Bouncer on a panel.
    The search plays on past the other side's turn and keeps the wall."""
    session = _position("""  p0.hand: [bandwidth, bandwidth]
  p0.characters: [{card: thornback_treant, id: treant, rotation: 90}, {card: glow_moth, id: moth, rotation: 90},
                  {card: sun_paladin, id: paladin, rotation: 90}]
  p1.characters: [{card: bill, id: bill}, {card: tavern_bouncer, id: bouncer}]
""")
    game = session.game
    assert _greedy_choice(session) == "turn Sun Paladin to Offensive position"
    chosen = [game.label(session.state, choose_for(game, session.state, 0, bot_named("normal"), seed))
              for seed in "abcde"]
    assert chosen.count("end the turn") >= 4, chosen


def test_with_the_game_won_whatever_it_does_the_search_keeps_its_cards() -> None:
    """Every line wins (one panel left, two attackers ready): the play-outs cannot tell the moves apart,
    and the search used to finish the game by throwing its own Characters away first."""
    session = _position("""  p0.hand: []
  p0.characters: [{card: bill, id: bill}, {card: burk, id: burk}]
  p1.panels: [bandwidth]
  p1.characters: []
  p1.hand: []
""", phase="Play")
    game = session.game
    labels = [game.label(session.state, a) for a in game.legal_actions(session.state)]
    assert any(label.startswith("discard") for label in labels), labels
    for seed in ("a", "b", "c"):
        action = choose_for(game, session.state, 0, bot_named("normal"), seed)
        assert not game.label(session.state, action).startswith("discard"), game.label(session.state, action)

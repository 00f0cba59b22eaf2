"""Rulings of the core digest and the reference that had no test of their own (issue 17's audit,
tabletop/games/unmatched/RULINGS.md): each on a small map or a shipped one, with the smallest board."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.carddb.loader import load_cards
from tabletop.engine.game import IllegalAction, PlayerSetup, Setup
from tabletop.engine.session import Session
from tabletop.engine.values import FrozenDict
from tabletop.games.registry import game_class
from tabletop.games.unmatched import deck_rules, fighter_effects
from tabletop.games.unmatched.actions import (
    Attack,
    Boost,
    ChooseFighter,
    Decline,
    Maneuver,
    MoveFighter,
    NoDefense,
    PlayCombatCard,
    PlayScheme,
)
from tests.games.unmatched.helpers import (
    GAME,
    card_in_hand,
    ctx,
    deciding,
    decision,
    do,
    fighter,
    hand,
    last_log,
    legal,
    new_game,
    where,
)
from tests.games.unmatched.test_combat import duel, fight, health
from tests.games.unmatched.test_map_features import (  # noqa: F401 - tiny_game is a fixture
    change,
    clear_board,
    context,
    end_turn_with_maneuvers,
    game_with_map,
    put,
    start,
    tiny_game,
)
from tests.games.unmatched.test_map_features import hand as tiny_hand


# -- combat ----------------------------------------------------------------------------------
def test_no_bonus_attack_when_the_attacker_falls_in_the_first_attack() -> None:
    """Reference, Bonus Attacks: none if the defender or the attacker is defeated during the first attack.
    The defender's AFTER COMBAT effect resolves first and defeats the attacker."""
    session, baba, medusa = duel(("baba_yaga", "medusa"))
    change(session, lambda step, c: step.set_token(baba, "health", 1))
    fight(session, baba, medusa, "mortar_and_pestle", "coils_of_stone")
    text = last_log(session)
    assert "there is no bonus attack" in text and "Bonus attack:" not in text
    assert decision(session) != "defense_card"  # no second defense card is asked for
    assert GAME.winner(session.state) == 1


def test_an_effect_without_may_cannot_be_declined_one_with_may_can() -> None:
    """Core digest: effects are mandatory unless they say "may"."""
    session, medusa, robin = duel(("medusa", "robin_hood"), spaces=("crypt_1", "crypt_3"),
                                  sidekicks=[(1, "Outlaw 1", "crypt_5")])
    hand(session, 0, "lair_of_statues")
    do(session, PlayScheme, card=card_in_hand(session, 0, "lair_of_statues"), fighter=medusa)
    assert decision(session) == "target"  # two opposing fighters in her zone: she picks one
    assert not any(isinstance(a, Decline) for a in legal(session))
    assert {a.fighter for a in legal(session) if isinstance(a, ChooseFighter)} == {robin, fighter(session, 1, "Outlaw 1")}


def test_a_card_without_a_boost_value_cannot_boost() -> None:
    """Core digest: a card with no BOOST value cannot be used to BOOST (the maneuver offers only the others)."""
    db = load_cards(game_class("unmatched").schema)
    db.cards["feint"] = dataclasses.replace(db.cards["feint"], boost=None)
    game = game_class("unmatched")(db)
    seats = tuple(PlayerSetup(name, deck_rules.deck_for_hero(db.cards[hero], db))
                  for name, hero in (("Ann", "robin_hood"), ("Bob", "medusa")))
    session = Session(game, Setup("unmatched", seats, 7, FrozenDict({"battlefield": "sunken_abbey", "first_player": "0"})))
    while session.state.phase == "setup":
        session.perform(session.legal_actions()[0])
    hand(session, 0, "feint", "merry_band")
    do(session, Maneuver)
    assert decision(session) == "boost"
    offered = {session.state.cards[a.card].definition for a in legal(session) if isinstance(a, Boost)}
    assert "feint" not in offered and "merry_band" in offered


# -- movement --------------------------------------------------------------------------------
def _howl(game, outlaws: dict[str, str]):
    """On Tiny Works (a-b-c-d-e in a row): a Wolf on b wins against Robin Hood on c with Disturbing
    Howls, whose AFTER COMBAT lets the Leshen's player move Robin up to 2 spaces."""
    session = start(game, ("ancient_leshen", "robin_hood"))
    wolf, robin = fighter(session, 0, "Wolf 1"), fighter(session, 1, "Robin")
    keep = (fighter(session, 0, "Ancient"), wolf, robin, *(fighter(session, 1, o) for o in outlaws))
    clear_board(session, keep)
    put(session, keep[0], "f")
    put(session, wolf, "b")
    put(session, robin, "c")
    for name, space in outlaws.items():
        put(session, fighter(session, 1, name), space)
    while decision(session) != "action":
        session.perform(session.legal_actions()[0])
    tiny_hand(session, 0, "disturbing_howls")
    tiny_hand(session, 1)
    do(session, Attack, fighter=wolf, target=robin)
    do(session, PlayCombatCard, card=session.state.zones["p0.hand"].cards[0])
    do(session, NoDefense)
    return session, robin


def test_an_effect_moving_an_opposing_fighter_follows_that_fighters_blocking(tiny_game) -> None:  # noqa: F811
    """Core digest: moved by its opponent, Robin passes through his own Outlaw (d) but never through
    the Wolf (b) that pushed him; the Leshen's player decides."""
    session, robin = _howl(tiny_game, {"Outlaw 1": "d"})
    assert (decision(session), deciding(session)) == ("move", 0)
    spaces = {a.space for a in legal(session) if isinstance(a, MoveFighter) and a.fighter == robin}
    assert spaces == {"e"}  # c → d (his Outlaw, passed) → e; b holds the Wolf, d is filled
    do(session, MoveFighter, fighter=robin, space="e")
    assert session.state.tokens[robin].location == "space:e"


def test_a_fighter_an_effect_cannot_move_anywhere_stays(tiny_game) -> None:  # noqa: F811
    """Core digest: a move with no legal destination leaves the fighter where it is (no question)."""
    session, robin = _howl(tiny_game, {"Outlaw 1": "d", "Outlaw 2": "e"})
    assert decision(session) == "action"  # nothing to ask: the Howl's extra action is there
    assert session.state.tokens[robin].location == "space:c"


ONE_WAY = """\
kind: battlefield
game: unmatched
id: tiny_slope
name: Tiny Slope
zones:
  - {key: hill, name: Hill, colour: '#27ae60'}
  - {key: vale, name: Vale, colour: '#2e86c1'}
spaces:
  - {id: top, q: 0, r: 0, zones: [hill], start: 1}
  - {id: slope, q: 1, r: 0, zones: [hill], item: true}
  - {id: foot, q: 2, r: 0, zones: [hill, vale], start: 2}
  - {id: vale_1, q: 3, r: 0, zones: [vale]}
  - {id: belt_a, q: 0, r: 1, zones: [vale]}
  - {id: belt_b, q: 2, r: 1, zones: [vale]}
  - {id: belt_m, q: 1, r: 1, zones: [vale]}
  - {id: belt_end, q: 1, r: 2, zones: [vale]}
  - {id: bin_1, q: 3, r: 1, zones: [vale]}
paths:
  - {a: top, b: slope}
  - {a: slope, b: foot, kind: one_way}
  - {a: foot, b: vale_1}
  - {a: vale_1, b: top}
  - {a: belt_a, b: belt_m}
  - {a: belt_b, b: belt_m}
  - {a: belt_m, b: belt_end}
  - {a: belt_end, b: bin_1}
  - {a: bin_1, b: vale_1}
  - {a: belt_a, b: top}
  - {a: belt_b, b: foot}
conveyor:
  - {a: belt_a, b: belt_m}
  - {a: belt_b, b: belt_m}
  - {a: belt_m, b: belt_end}
gift_bin: vale
"""


@pytest.fixture(scope="module")
def slope_game():
    return game_with_map(ONE_WAY, "tiny_slope.yaml")


def _slope(game) -> tuple[Session, str, str]:
    session = start(game, battlefield="tiny_slope")
    robin, medusa = fighter(session, 0, "Robin"), fighter(session, 1, "Medusa")
    clear_board(session, (robin, medusa))
    return session, robin, medusa


def test_one_way_paths_change_neither_zones_adjacency_nor_placement(slope_game) -> None:
    """Reference, One-Way Paths: against the arrow a fighter cannot step, yet the spaces stay adjacent,
    in their zones, and a placement may cross it."""
    session, robin, medusa = _slope(slope_game)
    put(session, robin, "foot")
    put(session, medusa, "vale_1")
    view = context(session).view
    assert "slope" not in view.steps["foot"] and "slope" in view.adjacent["foot"]
    assert view.same_zone("foot", "slope")  # both on the hill, whichever way the arrow points
    places = fighter_effects.place_options(context(session), session.state.tokens[robin], "zone")
    assert "slope" in places and "top" in places  # placed, not moved: the arrow does not matter


def test_two_fighters_riding_into_one_space_both_stay(slope_game) -> None:
    """Santa's Workshop decision: two belt fighters whose arrows meet both stay; a fighter whose next
    space is free rides on."""
    session, robin, medusa = _slope(slope_game)
    put(session, robin, "belt_a")
    put(session, medusa, "belt_b")
    end_turn_with_maneuvers(session)
    assert (where(session, robin), where(session, medusa)) == ("belt_a", "belt_b")
    put(session, medusa, "vale_1")
    while decision(session) == "target":  # Medusa's gaze at the start of her turn: not now
        do(session, Decline)
    end_turn_with_maneuvers(session)  # Bob's turn ends: the belt runs again, whoever's turn it was
    assert where(session, robin) == "belt_m"


# -- dormant players ---------------------------------------------------------------------------
def test_a_dormant_player_cannot_be_forced_to_discard() -> None:
    """Reference, Dormant Players: with the Leshen off the board its player is dormant; Rob the Rich's
    "your opponent discards" takes nothing from them, and Robin Hood still draws."""
    session, leshen, robin = duel(("ancient_leshen", "robin_hood"), spaces=("nave_5", "crypt_1"))
    hand(session, 0, "vanish_into_murder", "disturbing_howls", "disturbing_howls")
    do(session, PlayScheme, card=card_in_hand(session, 0, "vanish_into_murder"), fighter=leshen)
    assert session.state.data["dormant"] == (0,) and session.state.active_player == 1
    kept = list(ctx(session).hand(0))
    hand(session, 1, "rob_the_rich")
    do(session, PlayScheme, card=card_in_hand(session, 1, "rob_the_rich"), fighter=robin)
    assert list(ctx(session).hand(0)) == kept
    assert "dormant and cannot be forced to discard" in last_log(session)
    assert len(ctx(session).hand(1)) == 1  # the "then draw 1" still happens
    assert health(session, robin) == 13


# -- setup and actions ----------------------------------------------------------------------------
def test_the_first_player_is_chosen_or_drawn_at_random() -> None:
    """Core digest, setup 1: the players decide who goes first (the option), or it is drawn."""
    assert new_game(first="1", settle=False).state.active_player == 1
    drawn = {new_game(first="random", seed=seed, settle=False).state.active_player for seed in range(12)}
    assert drawn == {0, 1}


def test_a_scheme_is_played_only_by_a_fighter_its_card_names() -> None:
    """Core digest, Scheme: the card names who may play it (Marked Target: Robin Hood himself)."""
    session, robin, medusa = duel(spaces=("crypt_1", "crypt_6"), sidekicks=[(0, "Outlaw 1", "crypt_2")])
    outlaw = fighter(session, 0, "Outlaw 1")
    marked = hand(session, 0, "marked_target")[0]
    players = {a.fighter for a in legal(session) if isinstance(a, PlayScheme) and a.card == marked}
    assert players == {robin}
    with pytest.raises(IllegalAction) as refused:
        session.perform(PlayScheme(marked, outlaw, "crypt_2"))
    assert refused.value.reason == "Marked Target can only be used by Robin Hood; Outlaw 1 cannot use it."
    assert health(session, medusa) == 16

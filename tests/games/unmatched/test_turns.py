"""Setup order, the two actions of a turn, hand limit, exhaustion, victory, undo and saves."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.game import IllegalAction
from tabletop.engine.persistence import session_from_json, session_to_json
from tabletop.games.unmatched.actions import (
    ChooseForm,
    Decline,
    DiscardCard,
    Maneuver,
    PlaceFighter,
    PlayScheme,
    Stretch,
)
from tests.games.manual_checks import layout_problems
from tests.games.shipped import shipped
from tests.games.unmatched.helpers import (
    card_in_hand,
    clear_board,
    ctx,
    deciding,
    decision,
    do,
    empty_deck,
    fighter,
    hand,
    last_log,
    log,
    new_game,
    put,
    set_health,
    where,
)

GAME = shipped("unmatched")


def maneuver_and_stay(session) -> None:
    do(session, Maneuver)
    if decision(session) == "boost":
        do(session, Decline)
    if decision(session) == "move":
        do(session, Decline)


# -- setup ---------------------------------------------------------------------
def test_heroes_start_on_spaces_one_and_two_in_player_order():
    session = new_game(("robin_hood", "medusa"), "sunken_abbey", first="1", settle=False)
    assert where(session, fighter(session, 1, "Medusa")) == "crypt_1"  # the first player: space 1
    assert where(session, fighter(session, 0, "Robin")) == "bell_tower_4"
    assert session.state.active_player == 1
    assert (decision(session), deciding(session)) == ("place_sidekicks", 1)  # first player first
    assert len(ctx(session).hand(0)) == 5 and len(ctx(session).deck(0)) == 25


def test_sidekicks_are_placed_in_the_heros_zone_then_next_to_a_friend_when_it_is_full():
    session = new_game(("robin_hood", "medusa"), "sunken_abbey", settle=False)
    medusa_team = [fighter(session, 1, "Medusa"), *(fighter(session, 1, f"Harpy {n}") for n in (1, 2, 3))]
    for token, space in zip(medusa_team, ("crypt_2", "crypt_3", "crypt_4", "nave_7"), strict=True):
        put(session, token, space)  # crowd the crypt (8 spaces: Robin + 4 others + 3 free)
    spaces = {a.space for a in session.legal_actions() if isinstance(a, PlaceFighter)}
    assert spaces == {"crypt_5", "crypt_6", "crypt_7"}
    for number, space in zip((1, 2, 3), ("crypt_5", "crypt_6", "crypt_7"), strict=True):
        do(session, PlaceFighter, fighter=fighter(session, 0, f"Outlaw {number}"), space=space)
    spaces = {a.space for a in session.legal_actions() if isinstance(a, PlaceFighter)}
    assert spaces == {"nave_3", "cloister_3"}  # zone full: empty spaces next to a friendly fighter
    with pytest.raises(IllegalAction) as refused:
        session.perform(PlaceFighter(fighter(session, 0, "Outlaw 4"), "library_1"))
    assert "Sidekicks start in an empty space in their hero's zone" in refused.value.reason


def test_t_rex_picks_her_second_space_and_alice_her_size_after_placement():
    session = new_game(("t_rex", "alice"), "sunken_abbey", settle=False)
    rex = fighter(session, 0, "T. Rex")
    assert (decision(session), deciding(session)) == ("stretch", 0)
    do(session, Stretch, fighter=rex, space="crypt_3")
    assert ctx(session).spaces(session.state.tokens[rex]) == ("crypt_1", "crypt_3")
    assert (decision(session), deciding(session)) == ("place_sidekicks", 1)  # the Jabberwock
    session.perform(session.legal_actions()[0])
    assert (decision(session), deciding(session)) == ("form", 1)  # then Alice's size
    do(session, ChooseForm, form="small")
    assert session.state.data["p1.form"] == "small"
    assert (decision(session), session.state.phase) == ("action", "turn")
    assert session.state.active_player == 0


# -- turns -----------------------------------------------------------------------
def test_two_actions_then_the_turn_passes_and_the_same_action_may_repeat():
    session = new_game()
    assert session.state.data["actions_left"] == 2
    maneuver_and_stay(session)
    maneuver_and_stay(session)  # the same action twice
    assert session.state.active_player == 1
    assert session.state.turn == 2
    assert session.state.data["actions_left"] == 2


def test_hand_limit_only_at_the_end_of_your_own_turn():
    session = new_game()
    hand(session, 1, *["feint"] * 3, "scales_of_bronze", "snake_pit", "venom_spite", "hiss_of_warning",
         "lair_of_statues")
    hand(session, 0, *["feint"] * 3, "lincoln_green_cloak", "sherwood_shadows", "merry_band", "split_the_arrow")
    maneuver_and_stay(session)  # 8 cards
    maneuver_and_stay(session)  # 9 cards
    assert (decision(session), deciding(session)) == ("discard", 0)
    assert session.state.decision["count"] == 2
    do(session, DiscardCard, card=ctx(session).hand(0)[0])
    do(session, DiscardCard, card=ctx(session).hand(0)[0])
    assert len(ctx(session).hand(0)) == 7
    assert len(ctx(session).hand(1)) == 8  # Bob keeps 8: it was not his turn
    assert session.state.active_player == 1 and decision(session) == "action"


def test_exhaustion_deals_two_damage_to_each_fighter_per_card_not_drawn():
    session = new_game(("robin_hood", "medusa"))
    empty_deck(session, 0)
    robin = fighter(session, 0, "Robin")
    outlaws = [t.id for t in ctx(session).fighters(0) if t.id != robin]
    maneuver_and_stay(session)
    assert session.state.tokens[robin].data["health"] == 11
    assert all(o not in session.state.tokens for o in outlaws)  # 1-health Outlaws fall
    assert "cannot draw: the deck is empty. Exhaustion" in log(session)
    assert len(session.state.zones["p0.discard"].cards) == 25  # never reshuffled


def test_only_drawing_exhausts_not_discarding_or_revealing():
    session = new_game(("robin_hood", "medusa"))
    robin = fighter(session, 0, "Robin")
    hand(session, 0, "archery_contest", "rob_the_rich")
    empty_deck(session, 0)
    empty_deck(session, 1)
    do(session, PlayScheme, card=card_in_hand(session, 0, "archery_contest"), fighter=robin)
    text = last_log(session)
    assert "nothing: the deck is empty (counts as 0)" in text
    assert "a tie at 0, so each player draws 1" in text
    assert session.state.tokens[robin].data["health"] == 11  # the draw hurt, the reveal did not


def test_a_hero_defeated_by_a_start_of_turn_ability_loses_at_the_start_of_the_action():
    session = new_game(("robin_hood", "medusa"))
    robin, medusa = fighter(session, 0, "Robin"), fighter(session, 1, "Medusa")
    clear_board(session, (robin, medusa))
    put(session, robin, "crypt_2")
    put(session, medusa, "crypt_7")
    set_health(session, robin, 1)
    hand(session, 0, "merry_band")
    maneuver_and_stay(session)
    maneuver_and_stay(session)
    assert (decision(session), deciding(session)) == ("target", 1)  # Medusa's gaze, start of turn
    from tabletop.games.unmatched.actions import ChooseFighter
    do(session, ChooseFighter, fighter=robin)
    assert GAME.winner(session.state) == 1
    assert session.state.phase == "over"


def test_undo_restores_every_step_and_redo_replays_it():
    session = new_game()
    start = session.state.to_json()
    maneuver_and_stay(session)
    hand(session, 0, "merry_band")
    robin = fighter(session, 0, "Robin")
    do(session, PlayScheme, card=card_in_hand(session, 0, "merry_band"), fighter=robin)
    middle = session.state.to_json()
    session.undo()
    session.redo()
    assert session.state.to_json() == middle
    session.undo_all()
    assert session.state.to_json() == session.initial
    session.redo_all()
    assert session.state.to_json() == middle
    assert start != middle


def test_save_and_load_give_the_same_game():
    session = new_game(("t_rex", "robert_muldoon"), "thornhold_keep")
    maneuver_and_stay(session)
    saved = json.loads(json.dumps(session_to_json(session)))
    loaded = session_from_json(saved["body"], lambda _game: GAME)
    assert loaded.state.to_json() == session.state.to_json()
    assert GAME.legal_actions(loaded.state) == GAME.legal_actions(session.state)


def test_same_seed_same_actions_same_game():
    first, second = new_game(seed=11), new_game(seed=11)
    for _ in range(30):
        action = first.legal_actions()[-1]
        first.perform(action)
        second.perform(action)
    assert first.state.to_json() == second.state.to_json()


def test_layout_draws_every_zone_and_the_board():
    session = new_game()
    assert layout_problems(GAME, session.state) == []
    board = GAME.layout(session.state).board
    assert board is not None and (board.width, board.height) == (9.0, 4.4)
    assert board.x + board.width / 2 == 0 and board.y + board.height / 2 == 0
    assert GAME.battlefield(session.state).id == "sunken_abbey"
    assert GAME.closed_doors(session.state) == set()


def test_prompt_and_status_say_what_to_do():
    session = new_game()
    assert GAME.prompt(session.state).startswith("Ann: Take an action (2 left)")
    status = GAME.status(session.state)
    assert status[0] == "Turn 1 · Sunken Abbey"
    assert any(line.startswith("Ann: Robin Hood 13/13") for line in status)
    do(session, Maneuver)
    assert "BOOST your maneuver" in GAME.prompt(session.state)


def test_wrong_kind_of_answer_is_refused_with_the_prompt():
    session = new_game()
    with pytest.raises(IllegalAction) as refused:
        session.perform(Decline())
    assert "Not now: Ann: Take an action" in refused.value.reason  # the engine's words for every game


def test_a_character_of_several_heroes_loses_only_when_the_last_one_falls():
    from tests.games.unmatched.helpers import manual
    from tests.games.unmatched.test_combat import fight

    session = new_game(("robin_hood", "medusa"))
    robin, medusa = fighter(session, 0, "Robin"), fighter(session, 1, "Medusa")
    harpy = fighter(session, 1, "Harpy 1")
    clear_board(session, (robin, medusa, harpy))
    put(session, robin, "nave_5")
    put(session, medusa, "nave_6")
    put(session, harpy, "crypt_1")
    manual(session, lambda step, c: step.set_token(harpy, "hero", True))  # as if Medusa were two heroes
    set_health(session, medusa, 1)
    fight(session, robin, medusa, "split_the_arrow")
    do(session, Decline)  # Robin Hood stays
    assert medusa not in session.state.tokens
    assert GAME.winner(session.state) is None  # the other hero still stands
    assert decision(session) == "action"

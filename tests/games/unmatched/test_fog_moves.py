"""The Invisible Man's cards that move fog tokens (once played by hand): how far a token goes, who
moves it, one token a space, and what follows the move."""

from __future__ import annotations

from tabletop.games.unmatched.actions import Choose, Decline, MoveMarker, PlaceFighter, PlayScheme
from tests.games.unmatched.helpers import (
    card_in_hand,
    deciding,
    decision,
    do,
    hand,
    last_log,
    legal,
    manual,
    set_data,
    where,
)
from tests.games.unmatched.test_combat import duel, fight, health


def _fog(session, *spaces: str, player: int = 0) -> list[str]:
    """Fog tokens of ``player`` on these spaces (the board was cleared)."""
    made = []

    def change(step, c):
        for space in spaces:
            made.append(step.create_token("marker", player, "space:" + space, key="fog", name="Fog"))
    manual(session, change)
    return made


def _targets(session, marker: str | None = None) -> set[str]:
    return {a.space for a in legal(session) if isinstance(a, MoveMarker) and marker in (None, a.marker)}


def _fog_at(session) -> set[str]:
    return {t.location.removeprefix("space:") for t in session.state.tokens.values() if t.kind == "marker"}


def test_slip_away_moves_a_fog_to_a_space_without_a_fighter_and_places_him_there():
    session, man, medusa = duel(("invisible_man", "medusa"), spaces=("nave_5", "nave_6"))
    fogs = _fog(session, "crypt_3", "crypt_4")
    fight(session, man, medusa, "slip_away")
    assert decision(session) == "move_marker"
    spaces = _targets(session, fogs[0])
    assert "nave_6" not in spaces and "nave_5" not in spaces and "crypt_4" not in spaces
    do(session, MoveMarker, marker=fogs[0], space="cloister_1")
    assert where(session, man) == "cloister_1"
    assert _fog_at(session) == {"cloister_1", "crypt_4"}


def test_surprise_attack_moves_the_fog_he_stands_on():
    session, man, medusa = duel(("invisible_man", "medusa"), spaces=("nave_5", "nave_6"))
    under, other = _fog(session, "nave_5", "crypt_3")
    fight(session, man, medusa, "surprise_attack")
    assert {a.marker for a in legal(session) if isinstance(a, MoveMarker)} == {under}
    assert "crypt_3" not in _targets(session)  # one fog token a space
    do(session, MoveMarker, marker=under, space="bell_tower_1")
    assert _fog_at(session) == {"bell_tower_1", "crypt_3"} and where(session, man) == "nave_5"


def test_into_thin_air_lets_the_opponent_move_a_fog_up_to_three():
    session, medusa, man = duel(("medusa", "invisible_man"), spaces=("nave_5", "nave_6"))
    fog = _fog(session, "crypt_3", player=1)[0]
    fight(session, medusa, man, "petrifying_stare", "into_thin_air")
    assert decision(session) == "move"  # he moves up to 1 first
    do(session, Decline)
    assert decision(session) == "move_marker" and deciding(session) == 0  # Medusa's player moves his fog
    spaces = _targets(session)
    assert {"crypt_1", "nave_4", "bell_tower_2"} <= spaces  # 1, 3 and 3 steps (a secret passage)
    assert "bell_tower_1" not in spaces  # 4 steps away
    do(session, MoveMarker, marker=fog, space="nave_4")
    assert _fog_at(session) == {"nave_4"}


def test_lurking_draws_then_places_him_on_a_fog_space():
    session, medusa, man = duel(("medusa", "invisible_man"), spaces=("nave_5", "nave_6"))
    _fog(session, "cloister_2", player=1)
    fight(session, medusa, man, "petrifying_stare", "lurking")
    assert decision(session) == "choice"
    assert len(session.state.zones["p1.hand"].cards) == 1  # drew 1
    do(session, Choose, option="place")
    do(session, PlaceFighter, fighter=man, space="cloister_2")
    assert where(session, man) == "cloister_2"


def test_rolling_fog_moves_a_fog_anywhere_and_gains_an_action():
    session, man, _medusa = duel(("invisible_man", "medusa"), spaces=("nave_5", "nave_1"))
    fog = _fog(session, "crypt_3")[0]
    hand(session, 0, "rolling_fog")
    set_data(session, "actions_left", 2)
    do(session, PlayScheme, card=card_in_hand(session, 0, "rolling_fog"), fighter=man)
    assert "bell_tower_1" in _targets(session)  # any other space
    do(session, MoveMarker, marker=fog, space="bell_tower_1")
    assert _fog_at(session) == {"bell_tower_1"}
    assert session.state.data["actions_left"] == 2  # one spent, one gained


def test_step_lightly_hurts_three_on_fog_then_an_opponent_moves_a_fog_two():
    session, man, medusa = duel(("invisible_man", "medusa"), spaces=("nave_5", "nave_6"))
    fog = _fog(session, "nave_5")[0]
    hand(session, 0, "step_lightly")
    do(session, PlayScheme, card=card_in_hand(session, 0, "step_lightly"), fighter=man)
    assert health(session, medusa) == 13
    assert decision(session) == "move_marker" and deciding(session) == 1
    assert _targets(session) == {"nave_1", "nave_2", "nave_6", "nave_7", "library_5", "bell_tower_3", "nave_4",
                                 "cloister_3", "crypt_5"}
    do(session, MoveMarker, marker=fog, space="nave_2")
    assert _fog_at(session) == {"nave_2"}


def test_covert_preparation_the_opponent_moves_another_fog():
    session, man, medusa = duel(("invisible_man", "medusa"), spaces=("nave_5", "nave_6"))
    first, second = _fog(session, "crypt_3", "cloister_1")
    fight(session, man, medusa, "covert_preparation")
    assert deciding(session) == 0
    do(session, MoveMarker, marker=first, space="crypt_1")
    assert deciding(session) == 1
    assert {a.marker for a in legal(session) if isinstance(a, MoveMarker)} == {second}
    do(session, Decline)
    assert _fog_at(session) == {"crypt_1", "cloister_1"}


def test_confound_the_opponent_keeps_their_cards_so_each_fog_may_move():
    session, man, medusa = duel(("invisible_man", "medusa"), spaces=("nave_5", "nave_6"))
    first, second = _fog(session, "crypt_3", "cloister_1")
    fight(session, man, medusa, "confound", spare=("petrifying_stare",))
    assert decision(session) == "choice" and deciding(session) == 1
    do(session, Choose, option="keep")
    do(session, MoveMarker, marker=first, space="bell_tower_1")
    assert {a.marker for a in legal(session) if isinstance(a, MoveMarker)} == {second}
    do(session, MoveMarker, marker=second, space="bell_tower_4")
    assert _fog_at(session) == {"bell_tower_1", "bell_tower_4"}


def test_confound_a_discard_keeps_the_fog_in_place():
    session, man, medusa = duel(("invisible_man", "medusa"), spaces=("nave_5", "nave_6"))
    _fog(session, "crypt_3")
    fight(session, man, medusa, "confound", spare=("petrifying_stare",))
    do(session, Choose, option="discard")
    assert decision(session) == "discard"
    session.perform(legal(session)[0])
    assert _fog_at(session) == {"crypt_3"}
    assert decision(session) != "move_marker"
    assert "discards Petrifying Stare" in last_log(session)

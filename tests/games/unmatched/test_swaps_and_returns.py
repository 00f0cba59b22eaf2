"""Cards that were played by hand and now are not: swaps (Riposte, Snakeroot Clan, Portal Defense),
defeated sidekicks brought back (Unyielding Hordes, Hands of Red), Eredin's ENRAGED play rules
(Foul Purpose, Implacable) and Bane of the Aen Elle's move through opposing fighters."""

from __future__ import annotations

from tabletop.games.unmatched.actions import (
    Attack,
    Choose,
    ChooseFighter,
    Decline,
    MoveFighter,
    NoDefense,
    PlaceFighter,
    PlayCombatCard,
)
from tests.games.unmatched.helpers import (
    card_in_hand,
    decision,
    do,
    fighter,
    hand,
    last_log,
    legal,
    where,
)
from tests.games.unmatched.test_combat import duel, fight, health


def _attacks(session, token: str) -> set[str]:
    return {a.target for a in legal(session) if isinstance(a, Attack) and a.fighter == token}


def test_bane_of_the_aen_elle_moves_through_and_hurts_the_fighter_passed():
    session, _ciri, medusa = duel(("ciri", "medusa"), spaces=("crypt_3", "nave_7"),
                                  sidekicks=[(0, "Ihuarraquax", "nave_4")])
    unicorn = fighter(session, 0, "Ihuarraquax")
    fight(session, unicorn, medusa, "bane_of_the_aen_elle")
    assert health(session, medusa) == 12
    assert decision(session) == "move"
    do(session, MoveFighter, fighter=unicorn, space="nave_5")  # nave_4 → nave_7 (Medusa) → nave_5
    assert where(session, unicorn) == "nave_5"
    assert health(session, medusa) == 11
    assert "Medusa takes 1 damage (Bane of the Aen Elle)" in last_log(session)


def test_bane_of_the_aen_elle_hurts_nobody_when_the_fighter_stays():
    session, _ciri, medusa = duel(("ciri", "medusa"), spaces=("crypt_3", "nave_7"),
                                  sidekicks=[(0, "Ihuarraquax", "nave_4")])
    unicorn = fighter(session, 0, "Ihuarraquax")
    fight(session, unicorn, medusa, "bane_of_the_aen_elle")
    do(session, Decline)
    assert health(session, medusa) == 12
    assert "moved through no opposing fighter" in last_log(session)


def test_foul_purpose_attacks_anywhere_face_up_only_while_eredin_is_enraged():
    session, eredin, medusa = duel(("eredin", "medusa"), spaces=("crypt_3", "bell_tower_1"))
    hand(session, 0, "foul_purpose", "backhand")
    assert medusa in _attacks(session, eredin)  # every Red Rider is off the board: ENRAGED
    do(session, Attack, fighter=eredin, target=medusa)
    offered = {session.state.cards[a.card].definition for a in legal(session) if isinstance(a, PlayCombatCard)}
    assert offered == {"foul_purpose"}  # Backhand cannot make a far attack
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "foul_purpose"))
    card = session.state.data["combat"]["acard"]
    assert session.state.cards[card].face_up
    do(session, NoDefense)
    assert health(session, medusa) == 16 - 3 - 1  # +1 ENRAGED


def test_foul_purpose_attacks_nobody_far_while_a_red_rider_stands_and_takes_itself_back():
    session, eredin, medusa = duel(("eredin", "medusa"), spaces=("nave_5", "nave_6"),
                                   sidekicks=[(0, "Red Rider 1", "crypt_3")])
    rider = fighter(session, 0, "Red Rider 1")
    hand(session, 0, "foul_purpose")
    assert _attacks(session, rider) == set()  # Medusa is far from the rider
    fight(session, eredin, medusa, "foul_purpose")
    assert decision(session) == "target"
    do(session, ChooseFighter, fighter=rider)
    assert rider not in session.state.tokens
    assert [session.state.cards[c].definition for c in session.state.zones["p0.hand"].cards] == ["foul_purpose"]


def test_implacable_is_an_attack_too_while_enraged():
    session, eredin, medusa = duel(("eredin", "medusa"), spaces=("nave_5", "nave_6"),
                                   sidekicks=[(0, "Red Rider 1", "crypt_3")])
    hand(session, 0, "implacable")
    assert _attacks(session, eredin) == set()  # a defense card, and a Red Rider stands
    session2, eredin2, medusa2 = duel(("eredin", "medusa"), spaces=("nave_5", "nave_6"))
    hand(session2, 0, "implacable")
    assert _attacks(session2, eredin2) == {medusa2}


def test_unyielding_hordes_brings_a_red_rider_back_who_then_counts_for_the_attack():
    session, _eredin, medusa = duel(("eredin", "medusa"), spaces=("crypt_3", "nave_5"),
                                    sidekicks=[(0, "Red Rider 1", "nave_6")])
    rider = fighter(session, 0, "Red Rider 1")
    fight(session, rider, medusa, "unyielding_hordes")
    assert decision(session) == "place_fighter"
    back = fighter(session, 0, "Red Rider 2")
    assert session.state.tokens[back].location.startswith("c")  # waiting on the hero card
    do(session, PlaceFighter, fighter=back, space="nave_1")  # adjacent to Medusa
    assert where(session, back) == "nave_1" and health(session, back) == 1
    assert health(session, medusa) == 16 - 2  # 1 + 1 for the Red Rider brought back beside her


def test_hands_of_red_brings_a_hand_back_into_elektras_zone():
    session, elektra, medusa = duel(("elektra", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, elektra, medusa, "hands_of_red")
    assert decision(session) == "place_fighter"
    spaces = {a.space for a in legal(session) if isinstance(a, PlaceFighter)}
    assert spaces and all(s.startswith("nave") for s in spaces) and "nave_5" not in spaces
    hand_token = fighter(session, 0, "The Hand 1")
    do(session, PlaceFighter, fighter=hand_token, space="nave_1")
    assert where(session, hand_token) == "nave_1"
    assert "The Hand 1 comes back into Nave 1" in last_log(session)


def test_snakeroot_clan_swaps_elektra_with_a_hand_who_defends():
    session, medusa, elektra = duel(("medusa", "elektra"), spaces=("nave_5", "nave_6"),
                                    sidekicks=[(1, "The Hand 1", "crypt_3")])
    hand_token = fighter(session, 1, "The Hand 1")
    fight(session, medusa, elektra, "petrifying_stare", "snakeroot_clan")
    assert decision(session) == "target"
    do(session, ChooseFighter, fighter=hand_token)
    assert where(session, elektra) == "crypt_3"
    assert health(session, elektra) == 7
    assert hand_token not in session.state.tokens  # the Hand took the combat damage
    assert "The Hand 1 is now the defender" in "\n".join(
        line for t in session.history.done for line in t.log)


def test_portal_defense_swaps_eredin_with_the_adjacent_red_rider():
    session, medusa, eredin = duel(("medusa", "eredin"), spaces=("nave_5", "nave_6"),
                                   sidekicks=[(1, "Red Rider 1", "bell_tower_3")])
    rider = fighter(session, 1, "Red Rider 1")
    fight(session, medusa, eredin, "petrifying_stare", "portal_defense")
    assert where(session, eredin) == "bell_tower_3"
    assert health(session, eredin) == 14
    assert rider not in session.state.tokens  # it took the combat damage in nave_6
    assert "Eredin and Red Rider 1 swap spaces" in "\n".join(line for t in session.history.done for line in t.log)


def test_riposte_swaps_geralt_with_an_adjacent_fighter_or_hurts_one():
    session, geralt, medusa = duel(("geralt_of_rivia", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, geralt, medusa, "riposte")
    assert decision(session) == "choice"
    do(session, Choose, option="swap")
    do(session, ChooseFighter, fighter=medusa)
    assert where(session, geralt) == "nave_6" and where(session, medusa) == "nave_5"
    session, geralt, medusa = duel(("geralt_of_rivia", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, geralt, medusa, "riposte")
    do(session, Choose, option="damage")
    do(session, ChooseFighter, fighter=medusa)
    assert health(session, medusa) == 16 - 2 - 1

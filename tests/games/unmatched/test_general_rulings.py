"""The reference's general rulings on card effects: summoning sidekicks, bonus attacks,
BLIND BOOST and "End the turn" (played by the project's own Baba Yaga deck)."""

from __future__ import annotations

from tabletop.games.unmatched.actions import (
    Attack,
    ChooseFighter,
    NoDefense,
    PlaceFighter,
    PlayCombatCard,
    PlayScheme,
)
from tabletop.games.unmatched.mechanics import defeat
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
    legal,
    manual,
    new_game,
    put,
    set_health,
    top_of_deck,
)
from tests.games.unmatched.test_combat import GAME, fight, health, settle_start


def baba_duel(opponent: str = "medusa", *, baba_first: bool = True, keep: tuple[str, ...] = ()):
    """Baba Yaga (her Rats waiting off the board) against one hero, alone on the Sunken Abbey."""
    heroes = ("baba_yaga", opponent) if baba_first else (opponent, "baba_yaga")
    session = new_game(heroes, "sunken_abbey")
    side = 0 if baba_first else 1
    baba = fighter(session, side, "Baba Yaga")
    other = fighter(session, 1 - side, GAME.db.cards[opponent].name)
    rats = [t.id for t in session.state.tokens.values() if t.data.get("later")]
    clear_board(session, (baba, other, *rats, *(fighter(session, 1 - side, name) for name in keep)))
    put(session, baba, "nave_5")
    put(session, other, "nave_6")
    settle_start(session)
    return (session, baba, other) if baba_first else (session, other, baba)


def _scheme(session, card: str, hero: str) -> None:
    hand(session, 0, card, keep=True)
    do(session, PlayScheme, card=card_in_hand(session, 0, card), fighter=hero)


def test_a_summoned_rat_is_placed_in_her_zone_and_comes_back_when_defeated():
    session, baba, medusa = baba_duel()
    rat = fighter(session, 0, "Rat 1")
    assert not session.state.tokens[rat].location.startswith("space:")  # Rats start off the board
    _scheme(session, "call_the_rats", baba)
    assert decision(session) == "place_fighter" and deciding(session) == 0
    zone = ctx(session).zone_spaces(session.state.tokens[baba])
    spaces = {a.space for a in legal(session) if isinstance(a, PlaceFighter)}
    assert spaces and spaces <= zone
    space = sorted(spaces)[0]
    do(session, PlaceFighter, fighter=rat, space=space)
    assert session.state.tokens[rat].location == f"space:{space}"
    manual(session, lambda step, c: defeat(c, rat))
    assert rat in session.state.tokens and not session.state.tokens[rat].location.startswith("space:")
    assert [t.id for t in ctx(session).unplaced(0, later=True)][0] == rat


def test_with_every_rat_out_summoning_places_one_again():
    session, baba, medusa = baba_duel()
    rats = [fighter(session, 0, f"Rat {n}") for n in (1, 2, 3)]
    for rat, space in zip(rats, ("nave_1", "nave_2", "nave_3"), strict=True):
        put(session, rat, space)
    _scheme(session, "call_the_rats", baba)
    assert decision(session) == "target" and deciding(session) == 0
    assert {a.fighter for a in legal(session) if isinstance(a, ChooseFighter)} == set(rats)
    do(session, ChooseFighter, fighter=rats[2])
    assert decision(session) == "place_fighter"
    space = [a.space for a in legal(session) if isinstance(a, PlaceFighter)][0]
    do(session, PlaceFighter, fighter=rats[2], space=space)
    assert session.state.tokens[rats[2]].location == f"space:{space}"


def test_a_bonus_attack_follows_the_first_one():
    session, baba, medusa = baba_duel()
    fight(session, baba, medusa, "mortar_and_pestle")
    assert health(session, medusa) == 13  # 3 damage
    assert decision(session) == "defense_card" and deciding(session) == 1  # the bonus attack, a new defense card
    do(session, NoDefense)
    assert "Mortar and Pestle's bonus attack = 2" in last_log(session)
    assert health(session, medusa) == 11
    assert decision(session) == "action" and session.state.data["actions_left"] == 1


def test_a_cancelled_or_a_defeated_first_attack_has_no_bonus_attack():
    session, baba, medusa = baba_duel()
    fight(session, baba, medusa, "mortar_and_pestle", "feint")
    assert "Mortar and Pestle: cancelled" in last_log(session)
    assert decision(session) == "action" and "Bonus attack:" not in last_log(session)
    session, baba, robin = baba_duel("robin_hood", keep=("Outlaw 1",))
    outlaw = fighter(session, 1, "Outlaw 1")
    put(session, outlaw, "nave_2")
    hand(session, 0, "mortar_and_pestle")
    hand(session, 1)
    do(session, Attack, fighter=baba, target=outlaw)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "mortar_and_pestle"))
    do(session, NoDefense)
    assert "there is no bonus attack" in last_log(session)
    assert decision(session) == "action"


def test_blind_boost_adds_the_top_cards_boost_and_discards_it():
    session, medusa, baba = baba_duel(baba_first=False)
    top_of_deck(session, 1, "crooked_bargain")  # boost 3
    fight(session, medusa, baba, "gorgons_visage", "hut_on_hens_legs")
    text = last_log(session)
    assert "BLIND BOOST reveals Crooked Bargain (boost 3) and discards it" in text
    assert "defense 2 Hut on Hen's Legs + 3 BLIND BOOST (Crooked Bargain) = 5" in text
    discarded = [session.state.cards[c].definition for c in session.state.zones["p1.discard"].cards]
    assert "crooked_bargain" in discarded


def test_blind_boost_from_an_empty_deck_counts_nothing_and_is_not_a_draw():
    session, medusa, baba = baba_duel(baba_first=False)
    hand(session, 0, "gorgons_visage")
    hand(session, 1, "hut_on_hens_legs")
    empty_deck(session, 1)
    do(session, Attack, fighter=medusa, target=baba)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "gorgons_visage"))
    do(session, PlayCombatCard, card=card_in_hand(session, 1, "hut_on_hens_legs"))
    assert "BLIND BOOST from an empty deck counts 0" in last_log(session)
    assert "exhaustion" not in last_log(session)


def test_end_the_turn_skips_what_was_still_to_come():
    session, baba, medusa = baba_duel()
    set_health(session, baba, 10)
    hand(session, 0, "crooked_bargain")
    _scheme(session, "crooked_bargain", baba)
    text = last_log(session)
    assert "the turn ends" in text
    assert "recovers" not in text  # her after-scheme ability was still to come
    assert session.state.active_player == 1
    discarded = [session.state.cards[c].definition for c in session.state.zones["p0.discard"].cards]
    assert "crooked_bargain" in discarded  # the action's cleanup still happens

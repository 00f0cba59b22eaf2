"""The reference's rulings on ongoing schemes, dormant players, revealing cards and placement,
played by the Witcher and Marvel heroes (Ancient Leshen, Eredin, Geralt, Ciri, Elektra, Invisible Man)."""

from __future__ import annotations

from tabletop.games.unmatched.actions import (
    Attack,
    Decline,
    Maneuver,
    MoveFighter,
    PlaceFighter,
    PlayCombatCard,
    PlayScheme,
)
from tabletop.games.unmatched.context import zone
from tabletop.games.unmatched.deck_rules import check_deck, deck_for_hero
from tabletop.games.unmatched.mechanics import damage, draw
from tabletop.games.unmatched.player_effects import gain_actions, spared_discard
from tests.games.unmatched.helpers import (
    card_in_hand,
    ctx,
    deciding,
    decision,
    do,
    fighter,
    hand,
    last_log,
    manual,
    new_game,
    put,
    set_data,
    set_health,
)
from tests.games.unmatched.test_combat import GAME, duel, fight, health, settle_start


def _scheme(session, player: int, card: str, fighter_id: str) -> None:
    hand(session, player, card, keep=True)
    do(session, PlayScheme, card=card_in_hand(session, player, card), fighter=fighter_id)


def _ongoing(session, player: int) -> dict:
    return dict(session.state.data.get(f"p{player}.ongoing", {}))


def _names(session, zone_id: str) -> list[str]:
    return [ctx(session).card_name(c) for c in session.state.zones[zone_id].cards]


def _turn(session) -> None:
    """Pass the rest of a turn with maneuvers, declining start-of-turn choices."""
    who = session.state.active_player
    settle_start(session)
    while session.state.active_player == who and decision(session) == "action":
        do(session, Maneuver)
        while decision(session) in ("boost", "move"):
            do(session, Decline)
        while decision(session) == "discard":
            session.perform(session.legal_actions()[0])
    settle_start(session)


def _pass_moves(session) -> None:
    while decision(session) in ("boost", "move", "target", "place_fighter"):
        declines = [a for a in session.legal_actions() if isinstance(a, Decline)]
        session.perform(declines[0] if declines else session.legal_actions()[0])


# -- ongoing schemes ------------------------------------------------------------------
def test_an_ongoing_scheme_stays_face_up_and_guards_its_hero():
    session, eredin, medusa = duel(("eredin", "medusa"), spaces=("nave_5", "nave_1"))
    _scheme(session, 0, "might_of_the_aen_elle", eredin)
    assert _names(session, "p0.combat") == ["Might of the Aen Elle"]
    assert list(_ongoing(session, 0)) == [eredin]
    assert session.state.data["actions_left"] == 2  # it gained an action
    assert "stays face up as Eredin's ongoing scheme" in last_log(session)
    # damage from an effect: Eredin takes none while the scheme is in play; combat damage still counts
    manual(session, lambda step, c: damage(c, eredin, 1, "A Momentary Glance"))
    assert health(session, eredin) == 14
    manual(session, lambda step, c: damage(c, eredin, 1, "combat damage"))
    assert health(session, eredin) == 13


def test_the_discard_condition_is_checked_only_at_the_end_of_its_owners_turn():
    session, eredin, medusa = duel(("eredin", "medusa"), spaces=("nave_5", "nave_6"))
    _scheme(session, 0, "might_of_the_aen_elle", eredin)
    fight(session, eredin, medusa, "skirmish")  # Eredin attacks: the scheme stays at the end of the turn
    _pass_moves(session)
    _turn(session)
    assert _names(session, "p0.combat") == ["Might of the Aen Elle"]
    _turn(session)  # Medusa's turn: Eredin did not attack in it, and that is not checked
    assert _names(session, "p0.combat") == ["Might of the Aen Elle"]
    _turn(session)  # Eredin's turn without an attack: discarded at its end
    assert session.state.zones["p0.combat"].cards == []
    assert "Might of the Aen Elle" in _names(session, "p0.discard")
    assert _ongoing(session, 0) == {}


def _as_tawny_owl(session) -> None:
    """Geralt's deck here holds Blizzard: turn one copy into Tawny Owl, as a player choosing that gear would."""
    def change(step, c):
        copy = next(cid for cid in c.deck(0) if session.state.cards[cid].definition == "gear_blizzard")
        step.set_card(copy, "definition", "gear_tawny_owl")
    manual(session, change)


def test_a_second_ongoing_scheme_replaces_the_first():
    session, geralt, medusa = duel(("geralt_of_rivia", "medusa"), spaces=("nave_5", "nave_1"))
    _as_tawny_owl(session)
    _scheme(session, 0, "gear_tawny_owl", geralt)  # draw 2, gain 1 action
    assert _names(session, "p0.combat") == ["GEAR: Tawny Owl"]
    _scheme(session, 0, "gear_blizzard", geralt)
    _pass_moves(session)  # Blizzard's move; then it replaces Tawny Owl
    assert "GEAR: Tawny Owl is discarded: Geralt of Rivia may have one ongoing scheme at a time." in last_log(session)
    assert _names(session, "p0.combat") == ["GEAR: Blizzard"]
    assert "GEAR: Tawny Owl" in _names(session, "p0.discard")


def test_blizzard_stops_opponents_gaining_actions_and_tawny_owl_stops_forced_discards():
    session, geralt, leshen = duel(("geralt_of_rivia", "ancient_leshen"), spaces=("nave_5", "nave_6"))
    _scheme(session, 0, "gear_blizzard", geralt)
    _pass_moves(session)
    assert ctx(session).ongoing_guards(0) == {"opponents_gain_no_actions"}
    manual(session, lambda step, c: step.set(("active_player",), 1))
    before = session.state.data["actions_left"]
    manual(session, lambda step, c: gain_actions(c, 1, 1, "Disturbing Howls"))
    assert session.state.data["actions_left"] == before  # Bob gains nothing
    manual(session, lambda step, c: step.set(("active_player",), 0))
    spared = []
    manual(session, lambda step, c: spared.append(spared_discard(c, 0, "Command the Forest")))
    _as_tawny_owl(session)
    _scheme(session, 0, "gear_tawny_owl", geralt)  # replaces Blizzard
    assert ctx(session).ongoing_guards(0) == {"no_forced_discard"}
    manual(session, lambda step, c: spared.append(spared_discard(c, 0, "Command the Forest")))
    manual(session, lambda step, c: spared.append(spared_discard(c, 1, "Command the Forest")))
    assert spared == [False, True, False]


def test_unicorn_ally_draws_after_each_combat_and_leaves_with_five_cards_at_the_end_of_the_turn():
    session, ciri, medusa = duel(("ciri", "medusa"), spaces=("nave_5", "nave_6"))
    hand(session, 0, "unicorn_ally")
    do(session, PlayScheme, card=card_in_hand(session, 0, "unicorn_ally"), fighter=ciri)
    assert _names(session, "p0.combat") == ["Unicorn Ally"]
    fight(session, ciri, medusa, "zireael")
    assert "Ann (Ciri) draws 1 card." in last_log(session)  # after a combat of hers
    settle_start(session)
    assert session.state.active_player == 1
    assert _names(session, "p0.combat") == ["Unicorn Ally"]  # 1 card in hand at her turn's end: it stays
    hand(session, 0, "parry", "parry", "parry", "zireael", "zireael", keep=True)
    _turn(session)  # Medusa's turn: Ciri holds 6 cards, but it is not her turn's end
    assert _names(session, "p0.combat") == ["Unicorn Ally"]
    _turn(session)  # Ciri's turn ends with 8 cards: discarded
    assert "Unicorn Ally" in _names(session, "p0.discard")


# -- dormant players and fighters off the board --------------------------------------------
def test_vanish_into_murder_takes_the_leshen_off_and_its_player_is_dormant():
    session, leshen, medusa = duel(("ancient_leshen", "medusa"), spaces=("nave_5", "nave_6"))
    _scheme(session, 0, "vanish_into_murder", leshen)
    assert health(session, medusa) == 15  # 1 damage: she is in the Leshen's zone
    assert not session.state.tokens[leshen].location.startswith("space:")
    assert session.state.data["dormant"] == (0,)
    assert "dormant" in last_log(session)
    # a dormant player draws nothing and cannot be forced to discard
    before = len(ctx(session).hand(0))
    manual(session, lambda step, c: draw(c, 0, 1))
    assert len(ctx(session).hand(0)) == before
    assert session.state.active_player == 1  # Ann is dormant: her action left is lost
    _turn(session)
    # Ann's turn starts: the Leshen comes back anywhere, then she draws 1
    assert (decision(session), deciding(session)) == ("place_fighter", 0)
    in_hand = len(ctx(session).hand(0))
    do(session, PlaceFighter, fighter=leshen, space="crypt_3")
    assert session.state.tokens[leshen].location == "space:crypt_3"
    assert len(ctx(session).hand(0)) == in_hand + 1
    assert session.state.data["dormant"] == ()
    assert decision(session) == "action"


def test_a_dormant_players_fighters_off_the_board_take_no_damage_and_no_turn_is_lost_to_victory():
    session, leshen, medusa = duel(("ancient_leshen", "medusa"), spaces=("nave_5", "nave_6"))
    _scheme(session, 0, "vanish_into_murder", leshen)
    manual(session, lambda step, c: damage(c, leshen, 5, "exhaustion"))
    assert health(session, leshen) == 13
    assert GAME.winner(session.state) is None  # a hero off the board is not defeated


def test_elektra_resurrects_the_first_time_she_would_be_defeated():
    session, medusa, elektra = duel(("medusa", "elektra"), spaces=("nave_5", "nave_6"),
                                    sidekicks=[(1, "The Hand 1", "crypt_1")])
    hand_token = fighter(session, 1, "The Hand 1")
    set_health(session, elektra, 2)
    fight(session, medusa, elektra, "petrifying_stare")
    assert session.state.tokens[elektra].data.get("away")
    assert session.state.tokens[hand_token].data.get("away")
    assert GAME.winner(session.state) is None
    _pass_moves(session)
    _turn(session)
    # Bob's turn: Elektra and the Hand come back, each in a different zone; health 9; discard into deck
    assert (decision(session), deciding(session)) == ("place_fighter", 1)
    assert health(session, elektra) == 9 and session.state.data["p1.form"] == "resurrected"
    assert session.state.zones["p1.discard"].cards == []
    do(session, PlaceFighter, fighter=elektra, space="crypt_3")
    spaces = [a.space for a in session.legal_actions() if isinstance(a, PlaceFighter)]
    assert spaces and not any(s.startswith("crypt") for s in spaces)  # not in Elektra's zone
    do(session, PlaceFighter, fighter=hand_token, space=spaces[0])
    assert decision(session) == "action"
    # the second time she falls, she is defeated
    set_health(session, elektra, 1)
    manual(session, lambda step, c: damage(c, elektra, 1, "test"))
    assert elektra not in session.state.tokens


# -- revealing cards ----------------------------------------------------------------------------
def test_intercept_reveals_a_sai_to_every_seat_until_the_action_ends():
    session, medusa, elektra = duel(("medusa", "elektra"), spaces=("nave_5", "nave_6"))
    set_data(session, "p1.form", "resurrected")
    hand(session, 0, "petrifying_stare")
    hand(session, 1, "intercept", "sai")
    sai = card_in_hand(session, 1, "sai")
    assert GAME.view(session.state, 0)["zones"]["p1.hand"]["cards"][1].get("hidden")
    do(session, Attack, fighter=medusa, target=elektra)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "petrifying_stare"))
    do(session, PlayCombatCard, card=card_in_hand(session, 1, "intercept"))
    shown = [c.get("definition") for c in GAME.view(session.state, 0)["zones"]["p1.hand"]["cards"]]
    assert shown == ["sai"]  # revealed to Ann
    assert "reveals Sai from their hand" in last_log(session)
    assert "value 5" in last_log(session) and "4 − 5 = 0 combat damage" in last_log(session)
    _pass_moves(session)
    assert decision(session) == "action"  # Ann's next action: the Sai is still shown
    do(session, Maneuver)
    shown = [c.get("definition") for c in GAME.view(session.state, 0)["zones"]["p1.hand"]["cards"]]
    assert None in shown and "sai" not in shown  # back to being seen by its owner only
    assert session.state.cards[sai].location == "p1.hand"


def test_a_look_at_a_hand_shows_it_to_the_looker_alone():
    session, elektra, medusa = duel(("elektra", "medusa"), spaces=("nave_5", "nave_6"))
    hand(session, 1, "feint")
    feint = card_in_hand(session, 1, "feint")
    _scheme(session, 0, "mesmerize", elektra)
    assert decision(session) == "look_at_hand"
    assert GAME.view(session.state, 0)["zones"]["p1.hand"]["cards"][0].get("definition") == "feint"
    assert GAME.view(session.state, None)["zones"]["p1.hand"]["cards"][0].get("hidden")
    do(session, Decline)
    assert GAME.view(session.state, 0)["zones"]["p1.hand"]["cards"][0].get("hidden")
    assert session.state.cards[feint].location == "p1.hand"
    assert session.state.data["actions_left"] == 2  # Mesmerize gained an action


# -- placement ----------------------------------------------------------------------------------
def test_a_placement_into_a_filled_space_fails_and_the_fighter_stays():
    session, leshen, medusa = duel(("ancient_leshen", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, leshen, medusa, "flock_of_birds")
    assert decision(session) == "place_fighter"
    spaces = {a.space for a in session.legal_actions() if isinstance(a, PlaceFighter)}
    assert "nave_6" in spaces  # "any space": a filled one may be chosen
    do(session, PlaceFighter, fighter=leshen, space="nave_6")
    assert session.state.tokens[leshen].location == "space:nave_5"
    assert "fails: it stays where it is" in last_log(session)


def test_ninjitsu_places_into_an_empty_space():
    session, elektra, medusa = duel(("elektra", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, elektra, medusa, "ninjitsu")
    do(session, PlaceFighter, fighter=elektra, space="crypt_3")
    assert session.state.tokens[elektra].location == "space:crypt_3"


# -- hero rules ----------------------------------------------------------------------------------
def test_the_leshen_hits_harder_on_its_second_attack_of_the_turn():
    session, leshen, medusa = duel(("ancient_leshen", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, leshen, medusa, "command_the_forest")
    _pass_moves(session)
    while decision(session) == "discard":
        session.perform(session.legal_actions()[0])
    assert health(session, medusa) == 12
    fight(session, leshen, medusa, "command_the_forest")
    assert "+ 3 Ancient Leshen (attacked earlier this turn) = 7" in last_log(session)


def test_eredin_is_enraged_when_every_red_rider_is_defeated():
    session, eredin, medusa = duel(("eredin", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, eredin, medusa, "backhand")
    assert "+ 1 Eredin (every sidekick defeated)" in last_log(session)
    session2, eredin2, medusa2 = duel(("eredin", "medusa"), spaces=("nave_5", "nave_6"),
                                      sidekicks=[(0, "Red Rider 1", "crypt_1")])
    fight(session2, eredin2, medusa2, "backhand")
    assert "every sidekick defeated" not in last_log(session2)


def test_source_thresholds_pick_the_highest_one_met():
    session, ciri, medusa = duel(("ciri", "medusa"), spaces=("nave_5", "nave_6"))
    def discard_sources(n):
        def change(step, c):
            found = [cid for cid in c.deck(0) if c.card(cid).source_card][:n]
            for cid in found:
                step.move(cid, zone(0, "discard"))
                step.set_card(cid, "face_up", True)
        manual(session, change)
    discard_sources(5)
    fight(session, ciri, medusa, "lion_cub_of_cintra")
    assert "the 5 effect happens" in last_log(session)
    assert "Attack 2 Lion Cub of Cintra + 5" in last_log(session)


def test_with_seven_source_cards_ciris_effects_cannot_be_cancelled():
    session, medusa, ciri = duel(("medusa", "ciri"), spaces=("nave_5", "nave_6"))
    def change(step, c):
        for cid in [cid for cid in c.deck(1) if c.card(cid).source_card][:7]:
            step.move(cid, zone(1, "discard"))
            step.set_card(cid, "face_up", True)
    manual(session, change)
    hand(session, 0, "feint")
    hand(session, 1, "zireael")
    do(session, Attack, fighter=medusa, target=ciri)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "feint"))
    do(session, PlayCombatCard, card=card_in_hand(session, 1, "zireael"))
    assert "cannot be cancelled" in last_log(session)


def test_geralts_deck_holds_one_gear_of_each_kind():
    geralt = GAME.db.cards["geralt_of_rivia"]
    deck = deck_for_hero(geralt, GAME.db)
    assert check_deck(deck, GAME.db) == []
    main = dict(deck.sections["main"])
    main["gear_sword_of_silver"] = 2
    main.pop("damn_youre_ugly")
    problems = check_deck(type(deck)(deck.game, deck.name, {"main": main}, deck.format, deck.options), GAME.db)
    assert any("exactly one sword gear" in p for p in problems)


def test_the_invisible_man_walks_between_fog_and_defends_better_in_it():
    session = new_game(("invisible_man", "medusa"), "sunken_abbey")
    fogs = [t for t in session.state.tokens.values() if t.kind == "marker" and t.owner == 0]
    assert len(fogs) == 3  # placed at setup in his zone
    man = fighter(session, 0, "Invisible Man")
    assert ctx(session).board.ids  # the map
    far = {"crypt_7", "cloister_6", "library_1"}
    def move_fog(step, c):
        for token, space in zip(fogs, ("crypt_1", "library_3", "cloister_2"), strict=True):
            step.set_token(token.id, "location", "space:" + space)
    manual(session, move_fog)
    put(session, man, "crypt_1")
    do(session, Maneuver)
    if decision(session) == "boost":
        do(session, Decline)
    targets = {a.space for a in session.legal_actions() if isinstance(a, MoveFighter) and a.fighter == man}
    assert {"library_3", "cloister_2"} <= targets  # one step to another fog space
    assert not far & targets



"""Cards of the Witcher and Marvel heroes the engine plays: pinned fighters, moves through
opposing fighters, "if this is your first action", a value set to 0, fighters given up."""

from __future__ import annotations

from tabletop.games.unmatched.actions import (
    Attack,
    ChooseFighter,
    Decline,
    MoveFighter,
    NoDefense,
    PickCard,
    PlayCombatCard,
    PlayScheme,
)
from tests.games.unmatched.helpers import (
    card_in_hand,
    ctx,
    decision,
    do,
    fighter,
    hand,
    last_log,
    put,
    set_data,
)
from tests.games.unmatched.test_combat import GAME, duel, fight, health


def _moves(session, token: str) -> set[str]:
    return {a.space for a in session.legal_actions() if isinstance(a, MoveFighter) and a.fighter == token}


def test_yrden_pins_the_opposing_fighter_for_the_turn():
    session, geralt, medusa = duel(("geralt_of_rivia", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, geralt, medusa, "yrden")
    assert "Medusa cannot leave its space until the end of the turn" in last_log(session)
    assert medusa in session.state.data["pinned"]
    do(session, Decline)  # Geralt's own move after combat: stay
    from tabletop.games.unmatched.movement import reach
    assert reach(ctx(session), session.state.tokens[medusa], 3).cost == {}
    assert reach(ctx(session), session.state.tokens[geralt], 1).cost  # Geralt is free


def test_blink_moves_ciri_through_opposing_fighters():
    session, ciri, medusa = duel(("ciri", "medusa"), spaces=("nave_3", "nave_4"),
                                 sidekicks=[(1, "Harpy 1", "library_5")])
    harpy = fighter(session, 1, "Harpy 1")
    put(session, harpy, "library_4")
    fight(session, ciri, medusa, "blink")
    assert decision(session) == "move"
    assert "nave_7" in _moves(session, ciri)  # nave_3 → nave_4 (Medusa) → nave_7


def test_vanish_ends_the_turn_only_when_it_is_the_first_action():
    session, man, medusa = duel(("invisible_man", "medusa"), spaces=("nave_5", "nave_1"))
    hand(session, 0, "vanish")
    do(session, PlayScheme, card=card_in_hand(session, 0, "vanish"), fighter=man)
    assert "the turn ends" in last_log(session)
    assert session.state.active_player == 1


def test_impossible_to_see_sets_the_opposing_card_to_zero():
    session, medusa, man = duel(("medusa", "invisible_man"), spaces=("nave_5", "nave_6"))
    fight(session, medusa, man, "petrifying_stare", "impossible_to_see")
    assert "attack value set to 0 = 0" in last_log(session)
    assert health(session, man) == 15


def test_icy_guile_gives_up_a_red_rider_to_ignore_the_opposing_value():
    session, medusa, eredin = duel(("medusa", "eredin"), spaces=("nave_5", "nave_6"),
                                   sidekicks=[(1, "Red Rider 1", "crypt_1")])
    rider = fighter(session, 1, "Red Rider 1")
    hand(session, 0, "petrifying_stare")
    hand(session, 1, "icy_guile")
    do(session, Attack, fighter=medusa, target=eredin)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "petrifying_stare"))
    do(session, PlayCombatCard, card=card_in_hand(session, 1, "icy_guile"))
    assert decision(session) == "target"
    do(session, ChooseFighter, fighter=rider)
    assert rider not in session.state.tokens
    assert "Petrifying Stare's value ignored" in last_log(session)
    assert health(session, eredin) == 14  # 4 − 4 + 2 defense: no damage


def test_the_fist_comes_back_to_hand_for_a_wound():
    session, elektra, medusa = duel(("elektra", "medusa"), spaces=("nave_4", "nave_6"),
                                    sidekicks=[(0, "The Hand 1", "nave_5")])
    hand_token = fighter(session, 0, "The Hand 1")
    set_data(session, "actions_left", 2)
    fight(session, hand_token, medusa, "the_fist")
    assert decision(session) == "target"
    do(session, ChooseFighter, fighter=hand_token)
    assert hand_token not in session.state.tokens  # 1 health: the Hand is defeated by the cost
    assert [ctx(session).card_name(c) for c in ctx(session).hand(0)] == ["The Fist"]
    assert session.state.data["actions_left"] == 2  # one spent, one gained


def test_pushed_to_the_brink_with_two_source_cards_deals_one_damage():
    session, ciri, medusa = duel(("ciri", "medusa"), spaces=("nave_5", "nave_6"))
    from tests.games.unmatched.helpers import manual

    def discard_two(step, c):
        for cid in [cid for cid in c.deck(0) if c.card(cid).source_card][:2]:
            step.move(cid, "p0.discard")
            step.set_card(cid, "face_up", True)
    manual(session, discard_two)
    fight(session, ciri, medusa, "pushed_to_the_brink")
    assert "the 2 effect happens" in last_log(session)
    assert health(session, medusa) == 16 - 3 - 1


def _choose(session, definition: str) -> None:
    card = next(a for a in session.legal_actions()
                if isinstance(a, PickCard) and session.state.cards[a.card].definition == definition)
    session.perform(card)


def test_witcher_senses_reveals_the_gear_it_finds_and_goes_into_the_deck():
    session, geralt, medusa = duel(("geralt_of_rivia", "medusa"), spaces=("nave_5", "nave_1"))
    hand(session, 0, "witcher_senses")
    scheme = card_in_hand(session, 0, "witcher_senses")
    do(session, PlayScheme, card=scheme, fighter=geralt)
    assert decision(session) == "choose_card"
    shown = [c.get("definition") for c in GAME.view(session.state, 0)["zones"]["p0.deck"]["cards"]]
    assert "gear_sword_of_steel" in shown and "igni" not in shown  # Ann sees the gear cards only
    assert all(c.get("hidden") for c in GAME.view(session.state, 1)["zones"]["p0.deck"]["cards"])
    _choose(session, "gear_sword_of_steel")
    assert "reveals GEAR: Sword of Steel" in last_log(session)
    assert [ctx(session).card_name(c) for c in ctx(session).hand(0)] == ["GEAR: Sword of Steel"]
    assert session.state.cards[scheme].location == "p0.deck"  # shuffled in, not discarded
    shown = [c.get("definition") for c in GAME.view(session.state, 1)["zones"]["p0.hand"]["cards"]]
    assert shown == ["gear_sword_of_steel"]  # revealed to Bob until the next action


def test_channel_the_source_discards_source_cards_for_two_each():
    session, ciri, medusa = duel(("ciri", "medusa"), spaces=("nave_5", "nave_6"))
    fight(session, ciri, medusa, "channel_the_source", spare=())
    # (fight() gives the hand just the attack card): no Source card to discard, value 2
    assert "Attack 2 Channel the Source = 2" in last_log(session)
    session, ciri, medusa = duel(("ciri", "medusa"), spaces=("nave_5", "nave_6"))
    hand(session, 0, "channel_the_source", "zireael", "zireael", "parry")
    hand(session, 1)
    do(session, Attack, fighter=ciri, target=medusa)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "channel_the_source"))
    do(session, NoDefense)
    assert decision(session) == "choose_card"
    assert {session.state.cards[a.card].definition for a in session.legal_actions()
            if isinstance(a, PickCard)} == {"zireael"}
    _choose(session, "zireael")
    _choose(session, "zireael")
    assert "Attack 2 Channel the Source + 2 Channel the Source (Zireael) + 2 Channel the Source (Zireael) = 6" \
        in last_log(session)


def test_coded_notes_draws_three_and_puts_two_back_without_naming_them():
    session, medusa, man = duel(("medusa", "invisible_man"), spaces=("nave_5", "nave_6"))
    fight(session, medusa, man, "petrifying_stare", "coded_notes")
    assert decision(session) == "choose_card" and len(ctx(session).hand(1)) == 3
    top = ctx(session).hand(1)[0]
    session.perform(PickCard(top))
    assert "chooses a card" in last_log(session) and ctx(session).card_name(top) not in last_log(session)
    second = ctx(session).hand(1)[0]
    session.perform(PickCard(second))
    deck = ctx(session).deck(1)
    assert deck[-1] == second and deck[-2] == top and len(ctx(session).hand(1)) == 1

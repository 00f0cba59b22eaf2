"""The Wayward Sisters: three heroes, the cauldron, spells cast after attacking, ending the turn."""

from __future__ import annotations

from tabletop.games.unmatched.actions import (
    Attack,
    Choose,
    ChooseFighter,
    Maneuver,
    NoDefense,
    PlayCombatCard,
)
from tabletop.games.unmatched.mechanics import defeat
from tests.games.unmatched.helpers import (
    card_in_hand,
    clear_board,
    ctx,
    deciding,
    decision,
    do,
    fighter,
    hand,
    labels,
    log,
    manual,
    new_game,
    put,
)
from tests.games.unmatched.test_combat import health, settle_start


def sisters_duel(opponent="medusa", *, sisters_first=True):
    """The three Sisters (first two on the board side by side) against one hero on the Sunken Abbey."""
    heroes = ("wayward_sisters", opponent) if sisters_first else (opponent, "wayward_sisters")
    side = 0 if sisters_first else 1
    session = new_game(heroes, "sunken_abbey")
    first, second, third = (fighter(session, side, n) for n in ("First Sister", "Second Sister", "Third Sister"))
    other = fighter(session, 1 - side, session.game.db.cards[opponent].name)
    clear_board(session, (first, second, third, other))
    put(session, first, "nave_5")
    put(session, other, "nave_6")
    put(session, second, "nave_1")
    put(session, third, "library_1")
    settle_start(session)
    return session, (first, second, third), other


def _pot(session, player=0):
    return [ctx(session).card_name(c) for c in session.state.zones[f"p{player}.cauldron"].cards]


def _fill(session, *definitions):
    ids = hand(session, 0, *definitions, keep=True)
    manual(session, lambda step, c: [step.move(card, "p0.cauldron") for card in ids])


def test_three_sisters_each_with_her_own_health_and_a_cauldron_zone():
    session, sisters, medusa = sisters_duel()
    assert [session.state.tokens[s].data["health"] for s in sisters] == [6, 6, 6]
    assert "p0.cauldron" in session.state.zones and "p1.cauldron" not in session.state.zones
    layout = session.game.layout(session.state)
    assert any(spot.zone == "p{p}.cauldron" for spot in layout.spots)


def test_discarded_cards_go_into_the_cauldron():
    session, sisters, medusa = sisters_duel()
    hand(session, 0, "double_double")
    do(session, Attack, fighter=sisters[0], target=medusa)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "double_double"))
    do(session, NoDefense)
    if decision(session) == "choice":  # no spell can be cast from one lizard
        do(session, Choose, option="none")
    assert _pot(session) == ["Double, Double"]
    assert session.state.zones["p0.discard"].cards == []


def test_after_attacking_a_spell_is_cast_then_the_cauldron_is_emptied():
    session, sisters, medusa = sisters_duel()
    _fill(session, "double_double")  # a lizard in the pot; the attack card is the second
    hand(session, 0, "all_seeing_familiar")
    do(session, Attack, fighter=sisters[0], target=medusa)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "all_seeing_familiar"))
    do(session, NoDefense)
    while decision(session) == "choice" and "Bubbling Brew" not in session.state.decision["why"]:
        session.perform(session.legal_actions()[-1])  # the familiar's own questions: decline / keep
    assert "Cast Eye of Newt: Draw 2 cards." in labels(session)
    before = len(ctx(session).hand(0))
    do(session, Choose, option="1")
    assert len(ctx(session).hand(0)) == before + 2
    assert _pot(session) == []
    names = {ctx(session).card_name(c) for c in session.state.zones["p0.discard"].cards}
    assert {"Double, Double", "All-Seeing Familiar"} <= names


def test_double_double_counts_different_ingredients():
    session, sisters, medusa = sisters_duel()
    _fill(session, "toil_and_trouble", "hurly_burly", "curious_familiar")  # snake, snake, bat
    hand(session, 0, "double_double")
    do(session, Attack, fighter=sisters[0], target=medusa)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "double_double"))
    do(session, NoDefense)
    assert health(session, medusa) == 16 - 5  # 3 + 2 kinds


def test_an_effect_on_the_opposing_hero_lets_the_sisters_player_choose_the_sister():
    from tabletop.engine.rules import queue
    from tabletop.games.unmatched.cards import Effect

    session, sisters, medusa = sisters_duel()
    hurt = Effect(when="scheme", do="deal_damage", amount=2, target="opposing_hero")
    item = queue.entry("effect", src="card", d="petrifying_stare", i=0, player=1, fighter=medusa, card="")
    import tabletop.games.unmatched.effects as effects

    def ask(step, c):
        original = effects.effect_of
        effects.effect_of = lambda _c, _i: hurt
        try:
            effects.resolve_entry(c, item)
        finally:
            effects.effect_of = original
    manual(session, ask)
    assert decision(session) == "target" and deciding(session) == 0  # the Sisters' player chooses
    assert {a.fighter for a in session.legal_actions() if isinstance(a, ChooseFighter)} == set(sisters)


def test_the_sisters_lose_only_when_the_last_one_falls():
    session, sisters, medusa = sisters_duel()
    manual(session, lambda step, c: defeat(c, sisters[1]))
    manual(session, lambda step, c: defeat(c, sisters[2]))
    do(session, Maneuver)
    assert "winner" not in session.state.data
    manual(session, lambda step, c: defeat(c, sisters[0]))
    while decision(session) in ("boost", "move"):
        session.perform(session.legal_actions()[-1])
    assert session.state.data.get("winner") == 1


def test_thunder_lightning_rain_ends_the_turn_and_the_cards_still_go_to_the_discard_pile():
    session, sisters, medusa = sisters_duel()
    _fill(session, "curious_familiar", "sisters_ward", "toil_and_trouble")  # bat, bat, snake
    hand(session, 0, "double_double")
    do(session, Attack, fighter=sisters[0], target=medusa)
    do(session, PlayCombatCard, card=card_in_hand(session, 0, "double_double"))
    do(session, NoDefense)
    do(session, Choose, option="4")  # Thunder, Lightning, Rain
    assert "the turn ends" in log(session)
    assert deciding(session) == 1 and _pot(session) == []
    assert "Double, Double" in {ctx(session).card_name(c) for c in session.state.zones["p0.discard"].cards}


def test_something_wicked_casts_two_different_spells_without_ingredients():
    session, sisters, medusa = sisters_duel()
    from tabletop.games.unmatched.actions import PlayScheme
    hand(session, 0, "something_wicked_this_way_comes")
    do(session, PlayScheme, card=card_in_hand(session, 0, "something_wicked_this_way_comes"), fighter=sisters[0])
    assert len(labels(session)) == 5
    do(session, Choose, option="2")  # an opposing fighter takes 2
    assert health(session, medusa) == 14
    assert "Cast Fillet of a Fenny Snake: An opposing fighter takes 2 damage." not in labels(session)
    do(session, Choose, option="1")  # draw 2
    assert len(ctx(session).hand(0)) == 2
    assert _pot(session) == ["Something Wicked This Way Comes"]

"""The WildStorms computer opponent's judgement (bot.py, bot_combat.py): it reads only a view, and the
choices a person would call obvious come out of it — attack what you can hurt, play the card that turns
a fight, clear a hand that cannot be used."""

from __future__ import annotations

from tabletop.bots import bot_named, choose_for
from tabletop.games.wildstorms.actions import (
    DeclareAttack,
    DiscardCard,
    DoneDeclaring,
    Equip,
    PassCombat,
    PlayCombatCard,
)
from tabletop.games.wildstorms.bot import evaluate
from tabletop.games.wildstorms.bot_combat import best_attack, fighters
from tabletop.games.wildstorms.modifiers import attack_value, defense_value
from tests.games.wildstorms.position import ANN, BOB, GAME, Position, ctx, play


def _greedy(session, seat: int = ANN):
    return choose_for(GAME, session.state, seat, bot_named("greedy"), "1")


def test_the_numbers_it_reads_from_a_view_are_the_rules_numbers() -> None:
    table = Position()
    grifter = table.card("grifter", ANN, "front")
    table.under("personal_forcefield", grifter)
    table.under("shotgun", grifter)
    dozer = table.card("dozer", BOB, "front")
    session = table.start()
    reading = {f.id: f for f in fighters(GAME.view(session.state, ANN), [ANN, BOB], GAME.db)}
    rules = ctx(session)
    assert reading[grifter].defense == defense_value(rules, grifter).total == 8
    assert reading[grifter].attack["ranged"] == attack_value(rules, grifter, dozer, "ranged").total == 8  # 5 + 2 Shotgun + 1 Weapons Expert
    assert reading[dozer].attack == {"close": attack_value(rules, dozer, grifter, "close").total}  # no gun: close only
    assert reading[grifter].worth == 7 + 6 + 3


def test_rank_rules_decide_who_can_be_reached() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    table.card("zealot", BOB, "front")
    claymore = table.card("claymore", BOB, "rear")
    view = GAME.view(table.start().state, ANN)
    found = {f.id: f for f in fighters(view, [ANN, BOB], GAME.db)}
    assert best_attack(found[warblade], found[claymore], view) is None  # close only, and Claymore stands behind
    zealot = next(f for f in found.values() if f.card.id == "zealot")
    assert best_attack(found[warblade], zealot, view) == (0, "close")


def test_it_declares_the_attack_that_hurts_and_then_fights() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")  # C 6
    claymore = table.card("claymore", BOB, "front")  # D 4
    session = table.start()
    before = evaluate(GAME.view(session.state, ANN), ANN, GAME.db)
    assert _greedy(session) == DeclareAttack(warblade, claymore, "close")
    play(session, DeclareAttack(warblade, claymore, "close"))
    after = evaluate(GAME.view(session.state, ANN), ANN, GAME.db)
    assert after > before
    assert GAME.view(session.state, BOB)["fights"] == GAME.view(session.state, ANN)["fights"] == [
        {"attacker": warblade, "defender": claymore, "style": "close", "helpers": 0}]
    assert _greedy(session) == DoneDeclaring()


def test_it_plays_the_combat_card_that_turns_the_fight_and_keeps_one_that_would_not() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")  # C 6
    punch = table.card("one_two_punch", ANN, "hand")  # +2 C
    zealot = table.card("zealot", BOB, "front")
    dodge = table.card("dodge", BOB, "hand")  # D 6 +1
    session = table.start()
    play(session, DeclareAttack(warblade, zealot, "close"), DoneDeclaring())
    assert session.deciding_seat() == ANN
    assert _greedy(session) == PassCombat()  # 6 meets D 6 already: keep the card
    session.perform(PassCombat())
    assert _greedy(session, BOB) == PlayCombatCard(dodge, zealot)  # 6 against 7 now
    session.perform(PlayCombatCard(dodge, zealot))
    assert _greedy(session) == PlayCombatCard(punch, warblade)  # 8 against 7
    session.perform(PlayCombatCard(punch, warblade))
    assert GAME.view(session.state, ANN)["fights"][0]["defender"] == zealot


def test_with_no_character_to_use_them_it_discards_cards_to_draw_new_ones() -> None:
    table = Position(phase="Discard")
    for name in ("shotgun", "personal_forcefield", "dodge", "leg_block", "one_two_punch", "shotgun", "dodge"):
        table.card(name, ANN, "hand")
    table.card("dozer", BOB, "front")
    session = table.start()
    assert isinstance(_greedy(session), DiscardCard)


def test_the_attacks_waiting_to_be_fought_are_gone_from_the_view_once_fought() -> None:
    table = Position()
    warblade = table.card("warblade", ANN, "front")
    claymore = table.card("claymore", BOB, "front")
    session = table.start()
    play(session, DeclareAttack(warblade, claymore, "close"), DoneDeclaring())
    while session.state.data.get("combat"):
        session.perform(PassCombat())
    assert session.state.cards[claymore].counters.get("injury") == 1
    assert GAME.view(session.state, ANN)["fights"] == []


def test_it_never_counts_equipment_given_to_an_opposing_character_as_a_gain() -> None:
    """Offering equipment to an opponent's character, who may refuse it, must not look good (or the two
    seats go round: offer, refuse, offer...), even when the card is a third of its kind in hand."""
    table = Position(phase="Recruit and Equip")
    table.card("warblade", ANN, "front")
    medkits = [table.card("field_medkit", ANN, "hand") for _ in range(3)]
    for name in ("dodge", "dodge", "leg_block", "one_two_punch"):
        table.card(name, ANN, "hand")
    dingo = table.card("dingo", BOB, "front")
    session = table.start()
    before = evaluate(GAME.view(session.state, ANN), ANN, GAME.db)
    session.perform(Equip(medkits[2], dingo))
    assert session.state.data["offer"]["card"] == medkits[2]
    assert evaluate(GAME.view(session.state, ANN), ANN, GAME.db) < before

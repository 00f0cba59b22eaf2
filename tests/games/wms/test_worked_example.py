"""The rulebook's example Fight, in its real order, played through the rules."""

from __future__ import annotations

from tabletop.games.wms.actions import (
    AddSquadMember,
    Equip,
    Fight,
    LoseFight,
    PlayCommand,
    PlayUnit,
    TacticalRetreat,
)
from tests.games.shipped import shipped

from .helpers import EVIL, MARINES, last_log, new_game, set_hand

GAME = shipped("wms")


def test_the_rulebook_fight() -> None:
    session = new_game(first=EVIL, commanders=("librarian", ""))
    state = session.state
    terror, chosen, evil_marine, axe, brute = set_hand(
        session, EVIL, "lord_of_terror", "chosen_marine", "evil_marine", "power_axe", "hellish_brute")
    captain, veteran, razortank, technomarine, _ = set_hand(
        session, MARINES, "captain", "stern_veteran", "razortank", "technomarine", "marine")
    arranged = state.to_json()
    steps = len(session.history.done)

    session.perform(PlayCommand(terror, EVIL))
    session.perform(PlayUnit(chosen, EVIL))
    session.perform(Fight("cc"))
    assert last_log(session)[0] == "Chosen Marine: 4 CC = 4 Chosen Marine"
    assert GAME.prompt(state) == "Beat 4 CC or retreat: drag a unit onto your Battlefield Stack."

    session.perform(PlayUnit(captain, MARINES))
    session.perform(Fight("cc"))
    assert last_log(session)[:2] == ["Captain: 5 CC = 5 Captain", "against Chosen Marine: 4 CC = 4 Chosen Marine"]

    session.perform(PlayUnit(evil_marine, EVIL))
    session.perform(Equip(axe, evil_marine))
    session.perform(Fight("cc"))
    assert last_log(session)[0] == "Evil Marine: 7 CC = 4 Evil Marine + 3 Power Axe"
    assert state.cards[axe].location == "@" + evil_marine
    assert any("Combat Value: 7 CC = 4 Evil Marine + 3 Power Axe" in line for line in GAME.status(state))

    # The Marines cannot reach 7 CC; Stern Veteran, turning the tide to RC, can go on.
    offered = {a.card for a in session.legal_actions() if isinstance(a, PlayUnit)}
    assert veteran in offered and technomarine not in offered
    session.perform(PlayUnit(veteran, MARINES))
    fights = [a for a in session.legal_actions() if isinstance(a, Fight)]
    assert fights == [Fight("rc", True)]
    assert GAME.menu_text(session.state, fights[0]) == "Turn the tide: fight in RC (5 RC)"
    session.perform(Fight("rc", True))
    log = last_log(session)
    assert log[0] == "Player 1 turns the tide: the Fight goes on in RC."
    assert log[1:3] == ["Stern Veteran: 5 RC = 5 Stern Veteran", "against Evil Marine: 4 RC = 4 Evil Marine"]
    assert state.data["style"] == "rc"

    session.perform(PlayUnit(brute, EVIL))
    session.perform(Fight("rc"))
    # Lord of Terror gives the Demon Fear; the Fearless Veteran shrugs it off.
    assert last_log(session)[:2] == ["Hellish Brute: 7 RC = 7 Hellish Brute",
                                     "against Stern Veteran: 5 RC = 5 Stern Veteran"]

    session.perform(PlayUnit(razortank, MARINES))
    session.perform(AddSquadMember(technomarine, MARINES))
    session.perform(Fight("rc"))
    assert last_log(session)[:2] == ["Razortank + Technomarine: 11 RC = 8 Razortank + 3 Technomarine",
                                     "against Hellish Brute: 7 RC = 7 Hellish Brute"]
    assert session.history.done[-1].label == "Fight with Razortank + Technomarine (11 RC)"
    assert "beat 11 RC" in GAME.prompt(state)

    # Undo of the whole fight gives back the arranged position.
    while len(session.history.done) > steps:
        session.undo()
    assert state.to_json() == arranged


def test_losing_the_example_fight_costs_a_wound() -> None:
    session = new_game(first=EVIL, commanders=("librarian", ""), reserves=False)
    state = session.state
    (chosen,) = set_hand(session, EVIL, "chosen_marine")
    set_hand(session, MARINES, "marine_sniper")
    session.perform(PlayUnit(chosen, EVIL))
    session.perform(Fight("cc"))
    assert GAME.prompt(state) == "You cannot beat 4 CC: lose the Fight, or take a tactical retreat."
    assert session.legal_actions() == [TacticalRetreat(), LoseFight()]
    session.perform(LoseFight())
    chief = state.zones["p0.commander"].cards[0]
    assert state.cards[chief].counters["wound"] == 3
    assert "Librarian loses a Wound: 3 left." in last_log(session)
    assert state.active_player == MARINES and state.turn == 2
    assert state.zones["p1.graveyard"].cards[-1] == chosen

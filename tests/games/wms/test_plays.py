"""Building plays: squads, Equipment, Psych, Token cards, Reserves, on-play keywords, the Support Zone."""

from __future__ import annotations

import pytest

from tabletop.engine.game import IllegalAction
from tabletop.games.wms.actions import (
    AddSquadMember,
    BringToken,
    ChangeCommand,
    Discard,
    Disrupt,
    Equip,
    Fight,
    Foresight,
    LoseFight,
    PlayUnit,
    Possess,
    Recycle,
    Sacrifice,
    SpendPsych,
    TacticalRetreat,
    TakeBack,
    Tend,
    UsePower,
)
from tests.games.shipped import shipped

from .helpers import (
    EVIL,
    MARINES,
    ctx,
    last_log,
    legal,
    new_game,
    play,
    put,
    set_hand,
    set_wounds,
    stack_deck,
)

GAME = shipped("wms")


def _reason(session, action) -> str:
    before = session.state.to_json()
    with pytest.raises(IllegalAction) as error:
        session.perform(action)
    assert session.state.to_json() == before
    return error.value.reason


@pytest.mark.parametrize(
    ("leader", "fits", "refused", "message"),
    [
        ("bulwark_transport", ["marine", "scout_marine"], "assault_marine",
         "Assault Marine does not fit Bulwark Transport's Squad(2L) (at most 2 units of the kinds listed)."),
        ("armour_marshal", ["land_speeder", "devastator_marine"], "dreadnought",
         "Dreadnought does not fit Armour Marshal's Squad(1V+1H) (at most 2 units of the kinds listed)."),
    ],
)
def test_squad_specifications(leader: str, fits: list[str], refused: str, message: str) -> None:
    session = new_game(first=MARINES, reserves=False)
    lead, *members, extra, terminator = set_hand(session, MARINES, leader, *fits, refused, "chaplain")
    session.perform(PlayUnit(lead, MARINES))
    assert "Chaplain does not fit" in _reason(session, AddSquadMember(terminator, MARINES))
    for member in members:
        session.perform(AddSquadMember(member, MARINES))
    assert _reason(session, AddSquadMember(extra, MARINES)) == message
    assert session.state.data["groups"][0]["units"] == (lead, *members)


def test_squad_with_alternatives_takes_one_of_them() -> None:
    session = new_game(first=EVIL, reserves=False)
    prince, em, brute = set_hand(session, EVIL, "ascended_prince", "evil_marine", "hellish_brute")
    session.perform(PlayUnit(prince, EVIL))
    assert {a.card for a in legal(session, AddSquadMember)} == {em, brute}
    session.perform(AddSquadMember(brute, EVIL))
    assert not legal(session, AddSquadMember)
    assert "does not fit Ascended Prince's Squad(1C/1M)" in _reason(session, AddSquadMember(em, EVIL))
    session.perform(Fight("cc"))
    assert last_log(session)[0] == \
        "Ascended Prince + Hellish Brute: 13 CC = 6 Ascended Prince + 1 Dark Herald + 5 Hellish Brute + 1 Dark Herald"


def test_no_squad_without_the_keyword_and_never_from_reserves() -> None:
    session = new_game(first=MARINES)
    transport, marine = set_hand(session, MARINES, "bulwark_transport", "marine")
    scout = next(c for c in session.state.zones["p0.reserves"].cards
                 if session.state.cards[c].definition == "scout_marine")
    session.perform(PlayUnit(transport, MARINES))
    assert _reason(session, AddSquadMember(scout, MARINES)) == \
        "Squad members come from your hand (never from the Reserves Zone)."
    session.perform(TakeBack())
    session.perform(PlayUnit(marine, MARINES))
    assert _reason(session, AddSquadMember(transport, MARINES)) == \
        "Marine has no Squad keyword: no other Unit card may join it."


def test_equipment_restrictions_and_monsters() -> None:
    session = new_game(first=EVIL, reserves=False)
    brute, axe, blade, jets, em = set_hand(session, EVIL, "hellish_brute", "power_axe", "daemon_blade",
                                           "warp_jets", "evil_marine")
    session.perform(PlayUnit(brute, EVIL))
    assert _reason(session, Equip(axe, brute)) == "Power Axe cannot go on Hellish Brute: Character only."
    session.perform(Equip(blade, brute))
    session.perform(Equip(jets, brute))
    assert _reason(session, Equip(axe, brute)) == "Hellish Brute already carries 2 Equipment cards."
    session.perform(TakeBack())
    assert all(session.state.cards[c].location == "p1.hand" for c in (brute, blade, jets))
    session.perform(PlayUnit(em, EVIL))
    session.perform(Equip(axe, em))
    assert _reason(session, Equip(blade, em)) == \
        "Evil Marine already carries 1 Equipment card (only a Monster may carry 2)."



def test_equipment_not_for_vehicles_and_tokens() -> None:
    session = new_game(first=EVIL, reserves=False)
    hellwing, blade, cultist = set_hand(session, EVIL, "hellwing", "daemon_blade", "cultist")
    session.perform(PlayUnit(hellwing, EVIL))
    assert _reason(session, Equip(blade, hellwing)) == "Daemon Blade cannot go on Hellwing: not for Vehicle."
    session.perform(TakeBack())
    session.perform(PlayUnit(cultist, EVIL))
    rabble = legal(session, BringToken)[0]
    session.perform(rabble)
    assert _reason(session, Equip(blade, rabble.card)) == \
        "Cult Rabble is a Token card: Token cards take no Equipment."


def test_psych_points_three_ways() -> None:
    session = new_game(first=EVIL, reserves=False)
    state = session.state
    sorcerer, bolt, hexcard, em = set_hand(session, EVIL, "warp_sorcerer", "warp_bolt", "hex", "evil_marine")
    session.perform(PlayUnit(sorcerer, EVIL))
    session.perform(SpendPsych(sorcerer, "cc"))
    session.perform(SpendPsych(sorcerer, "rc"))
    session.perform(UsePower(bolt, sorcerer))
    assert state.cards[sorcerer].counters == {"psych_cc": 1, "psych_rc": 1}
    assert _reason(session, UsePower(hexcard, sorcerer)) == "Warp Sorcerer has no Power Points left."
    assert _reason(session, SpendPsych(sorcerer, "cc")) == "Warp Sorcerer has no Power Points left."
    session.perform(Fight("rc"))
    assert last_log(session)[0] == "Warp Sorcerer: 6 RC = 3 Warp Sorcerer + 2 Warp Bolt + 1 Psych"
    session.perform(TacticalRetreat())
    assert state.cards[sorcerer].counters == {} and state.cards[bolt].location == "p1.graveyard"


def test_power_cards_need_a_psych() -> None:
    session = new_game(first=EVIL, reserves=False)
    em, bolt = set_hand(session, EVIL, "evil_marine", "warp_bolt")
    session.perform(PlayUnit(em, EVIL))
    assert _reason(session, UsePower(bolt, em)) == \
        "Evil Marine has no Psych keyword: only a Psych may play Power cards."


@pytest.mark.parametrize("wounds_left", [1, 2, 3, 4])
def test_swarm_brings_one_token_per_wound(wounds_left: int) -> None:
    session = new_game(first=EVIL, reserves=False)
    set_wounds(session, EVIL, wounds_left)
    (cultist,) = set_hand(session, EVIL, "cultist")
    session.perform(PlayUnit(cultist, EVIL))
    brought = 0
    while legal(session, BringToken):
        session.perform(legal(session, BringToken)[0])
        brought += 1
    assert brought == wounds_left
    session.perform(Fight("cc"))
    assert f": {1 + wounds_left} CC = 1 Cultist" + " + 1 Cult Rabble" * wounds_left in last_log(session)[0]
    session.perform(TacticalRetreat())
    assert len(session.state.zones["p1.aside"].cards) == 5  # 4 Cult Rabble + the rules card, set aside again


def test_brought_tokens_are_limited() -> None:
    session = new_game(first=MARINES, reserves=False)
    trooper, marine = set_hand(session, MARINES, "orbital_trooper", "marine")
    session.perform(PlayUnit(marine, MARINES))
    pod = next(c for c in session.state.zones["p0.aside"].cards)
    assert _reason(session, BringToken(pod, MARINES)) == "Nothing in this play brings Drop Pod."
    session.perform(TakeBack())
    session.perform(PlayUnit(trooper, MARINES))
    session.perform(BringToken(pod, MARINES))
    other_pod = session.state.zones["p0.aside"].cards[0]
    assert _reason(session, BringToken(other_pod, MARINES)) == "This play may bring at most 1 Drop Pod."


def test_reserves_and_sacrifice() -> None:
    session = new_game(first=MARINES)
    state = session.state
    marine, captain = set_hand(session, MARINES, "marine", "captain")
    dread = next(c for c in state.zones["p0.reserves"].cards if state.cards[c].definition == "dreadnought")
    assert dread in [a.card for a in legal(session, PlayUnit)]
    session.perform(PlayUnit(dread, MARINES))
    assert "Dreadnought arrives from Reserves." in last_log(session)
    session.perform(Sacrifice(captain, MARINES))
    assert _reason(session, Sacrifice(marine, MARINES)) == "You may sacrifice only 1 card before each Draw Step."
    session.perform(TakeBack())
    assert state.cards[dread].location == "p0.reserves" and state.cards[captain].location == "p0.hand"
    session.perform(PlayUnit(dread, MARINES))
    session.perform(Sacrifice(captain, MARINES))
    session.perform(Fight("cc"))
    assert state.cards[captain].location == "p0.graveyard"
    assert "Player 1 draws 4 cards." in last_log(session)


def test_disrupt_takes_a_keyword_until_the_fight_ends() -> None:
    session = new_game(first=EVIL, commanders=("librarian", ""), reserves=False)
    state = session.state
    (raptor,) = set_hand(session, EVIL, "raptor")
    (chaplain,) = set_hand(session, MARINES, "chaplain")
    play(session, EVIL, raptor, style="cc")
    session.perform(PlayUnit(chaplain, MARINES))
    choices = {a.keyword for a in legal(session, Disrupt)}
    assert choices == {"Character", "Fly", "Light"}
    assert GAME.prompt(state) == "Chaplain makes 3 CC against 3: press Fight, or add more cards."
    session.perform(Disrupt(chaplain, "Fly"))
    assert session.history.done[-1].label == "Disrupt: Raptor loses Fly"
    assert state.data["lost"] == {"0": ("Fly",)}
    assert _reason(session, Disrupt(chaplain, "Light")).startswith("The opposing card has no Light")
    assert GAME.prompt(state) == "Chaplain makes 4 CC against 3: press Fight, or add more cards."
    session.perform(TakeBack())
    assert state.data["lost"] == {}
    session.perform(PlayUnit(chaplain, MARINES))
    session.perform(Disrupt(chaplain, "Fly"))
    session.perform(Fight("cc"))
    assert last_log(session)[:2] == ["Chaplain: 4 CC = 4 Chaplain", "against Raptor: 3 CC = 3 Raptor"]


def test_change_reorders_the_command_stack() -> None:
    session = new_game(first=MARINES, commanders=("librarian", ""), reserves=False)
    state = session.state
    line = put(session, MARINES, "hold_the_line", "command")
    advance = put(session, MARINES, "armoured_advance", "command")
    (vox,) = set_hand(session, MARINES, "vox_sergeant")
    session.perform(PlayUnit(vox, MARINES))
    assert legal(session, ChangeCommand) == [ChangeCommand(vox, line)]
    session.perform(ChangeCommand(vox, line))
    assert state.zones["p0.command"].cards == [advance, line]
    assert _reason(session, ChangeCommand(vox, advance)) == "Vox Sergeant has already changed the Command Stack."
    session.perform(TakeBack())
    assert state.zones["p0.command"].cards == [line, advance]


def test_possession_discards_for_a_demon() -> None:
    session = new_game(first=EVIL, reserves=False)
    state = session.state
    possessed, em = set_hand(session, EVIL, "possessed", "evil_marine")
    session.perform(PlayUnit(possessed, EVIL))
    choice = legal(session, Possess)
    assert choice == [Possess(possessed, em)] and GAME.menu_text(session.state, choice[0]) == "Discard Evil Marine for Possession"
    assert choice[0].destination() == "@" + possessed
    session.perform(choice[0])
    assert state.cards[em].location == "p1.graveyard" and state.cards[possessed].counters == {"possessed": 1}
    assert _reason(session, Possess(possessed, em)) == "Possessed is already possessed."
    session.perform(Fight("cc"))
    assert last_log(session)[0] == "Possessed: 7 CC = 4 Possessed + 1 Possession + 1 Dark Herald + 1 Fury"


def test_guard_in_the_support_zone_saves_a_wound() -> None:
    session = new_game(first=MARINES, reserves=False)
    state = session.state
    terminator, dread = set_hand(session, MARINES, "terminator", "dreadnought")
    brute, engine = set_hand(session, EVIL, "hellish_brute", "defiler_engine")
    play(session, MARINES, terminator, style="cc")
    play(session, EVIL, brute)
    play(session, MARINES, dread)
    assert state.cards[terminator].location == "p0.support"
    assert "Terminator goes to the Support Zone." in last_log(session)
    play(session, EVIL, engine)
    session.perform(TacticalRetreat())
    assert "Terminator stands Guard in the Support Zone: no Wound." in last_log(session)
    chief = state.zones["p0.commander"].cards[0]
    assert state.cards[chief].counters["wound"] == 4
    assert state.cards[terminator].location == "p0.graveyard"


def test_guard_on_top_of_the_stack_does_not_help() -> None:
    session = new_game(first=EVIL, reserves=False)
    (terminator,) = set_hand(session, MARINES, "terminator")
    (em,) = set_hand(session, EVIL, "evil_marine")
    play(session, EVIL, em, style="cc")
    play(session, MARINES, terminator)
    session.perform(TacticalRetreat())  # the Evil Marines retreat: the Marines won
    assert session.state.cards[session.state.zones["p1.commander"].cards[0]].counters["wound"] == 3


def test_repair_recycles_a_vehicle() -> None:
    session = new_game(first=MARINES, reserves=False)
    state = session.state
    techno, tank, bolter = set_hand(session, MARINES, "technomarine", "razortank", "heavy_bolter")
    doomtank, havoc = set_hand(session, EVIL, "doomtank", "havoc_marine")
    play(session, MARINES, techno, style="rc")
    play(session, EVIL, doomtank)
    play(session, MARINES, tank, equip=(bolter,))
    assert state.cards[techno].location == "p0.support"
    session.perform(TacticalRetreat())  # Evil Marines give up
    assert state.decision == {"kind": "recycle", "seat": MARINES, "repairs": 1}
    assert legal(session, Recycle) == [Recycle(tank, MARINES)]
    session.perform(Recycle(tank, MARINES))
    assert state.cards[tank].location == "p0.hand" and state.cards[bolter].location == "p0.graveyard"
    assert "Repair recycles a Vehicle." in last_log(session)
    assert state.decision["kind"] == "play" and state.decision["seat"] == EVIL


def test_recycling_self_and_unique() -> None:
    session = new_game(first=MARINES, commanders=("librarian", ""), reserves=False)
    state = session.state
    scout, master = set_hand(session, MARINES, "scout_marine", "chapter_master")
    (em,) = set_hand(session, EVIL, "evil_marine")
    play(session, MARINES, scout, style="rc")
    play(session, EVIL, em)
    play(session, MARINES, master)
    session.perform(TacticalRetreat())  # the Evil Marines give up; the Marines may recycle
    assert state.decision == {"kind": "recycle", "seat": MARINES, "repairs": 0}
    assert legal(session, Recycle) == [Recycle(scout, MARINES)]
    assert _reason(session, Recycle(master, MARINES)) == "Chapter Master is Unique: it can never be recycled."
    assert _reason(session, Recycle(em, MARINES)).startswith("Only cards that say so")
    session.perform(Recycle(scout, MARINES))
    assert state.cards[scout].location == "p0.hand" and state.cards[master].location == "p0.graveyard"
    assert state.decision["kind"] == "play"


def test_captains_tide_is_once_per_fight() -> None:
    session = new_game(first=EVIL, reserves=False)
    state = session.state
    sniper, devastator = set_hand(session, MARINES, "marine_sniper", "devastator_marine")
    em, havoc = set_hand(session, EVIL, "evil_marine", "havoc_marine")
    play(session, EVIL, em, style="cc")
    session.perform(PlayUnit(sniper, MARINES))
    assert legal(session, Fight) == [Fight("rc", True)]
    session.perform(Fight("rc", True))
    chief = state.zones["p0.commander"].cards[0]
    assert state.cards[chief].rotation == 90 and state.data["used"] == ("commander:0",)
    play(session, EVIL, havoc)
    session.perform(PlayUnit(devastator, MARINES))
    assert legal(session, Fight) == [Fight("rc", False)]
    assert _reason(session, Fight("cc", True)) == "Nothing in this play lets you turn the tide."
    session.perform(TakeBack())
    session.perform(TacticalRetreat())
    assert state.cards[chief].rotation == 0 and state.data["used"] == ()


def test_librarian_foresight() -> None:
    session = new_game(first=MARINES, commanders=("librarian", ""), reserves=False)
    state = session.state
    (marine,) = set_hand(session, MARINES, "marine")
    first, second = stack_deck(session, MARINES, "captain", "chaplain")
    session.perform(PlayUnit(marine, MARINES))
    options = legal(session, Foresight)
    assert [GAME.menu_text(session.state, o) for o in options] == ["Foresight: Captain on top", "Foresight: Chaplain on top"]
    assert GAME.label(session.state, options[1]) == "Foresight: look at the top 2 cards of the deck and order them"
    session.perform(options[1])
    assert state.zones["p0.deck"].cards[-1] == second
    assert not legal(session, Foresight)
    session.perform(Fight("cc"))
    assert state.zones["p0.hand"].cards[:2] == [second, first]


def test_apothecary_and_ascended_prince() -> None:
    session = new_game(first=MARINES, reserves=False, extra=((MARINES, "apothecary"),))
    state = session.state
    dead = put(session, MARINES, "marine", "graveyard")
    (apothecary,) = set_hand(session, MARINES, "apothecary")
    prince, em = set_hand(session, EVIL, "ascended_prince", "evil_marine")
    play(session, MARINES, apothecary, style="cc")
    assert state.decision["kind"] == "tend"
    assert legal(session, Tend)[0].destination() == "p0.deck"
    session.perform(Tend(dead, MARINES))
    assert state.zones["p0.deck"].cards[0] == dead
    session.perform(PlayUnit(prince, EVIL))
    session.perform(Fight("cc"))
    assert state.decision["kind"] == "discard" and state.decision["seat"] == MARINES
    assert GAME.deciding_seat(state) == MARINES
    session.perform(legal(session, Discard)[0])
    assert state.decision == {"kind": "play", "seat": MARINES, "opening": False}


def test_a_unit_that_cannot_beat_is_not_offered() -> None:
    session = new_game(first=EVIL, commanders=("librarian", ""), reserves=False)
    (brute,) = set_hand(session, EVIL, "hellish_brute")
    techno, marine = set_hand(session, MARINES, "technomarine", "marine")
    play(session, EVIL, brute, style="cc")
    assert _reason(session, PlayUnit(techno, MARINES)) == \
        "No play led by Technomarine can equal or beat the current Combat Value."
    assert legal(session, LoseFight) == [LoseFight()]
    set_hand(session, MARINES, "technomarine", "power_sword", "chaplain")
    assert _reason(session, LoseFight()) == "You can still beat the Combat Value, for example with Chaplain."
    assert [ctx(session).name(a.card) for a in legal(session, PlayUnit)] == ["Chaplain"]


def test_the_prompt_says_when_fury_lapses() -> None:
    session = new_game(first=EVIL, commanders=("librarian", ""), reserves=False)
    (possessed,) = set_hand(session, EVIL, "possessed")
    set_hand(session, MARINES, "captain")
    play(session, EVIL, possessed, style="cc")
    assert last_log(session)[0] == "Possessed: 5 CC = 4 Possessed + 1 Fury"
    assert GAME.prompt(session.state) == \
        "Beat 4 CC (its Fury lapses as you play) or retreat: drag a unit onto your Battlefield Stack."

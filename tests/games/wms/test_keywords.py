"""Every universal keyword and their interactions, computed with the explanation text.

Sides are built from card definitions (no play needed): the Marines lead with
the Librarian (no effect on values), the Evil Marines with the Dark Herald
(their Demon units get +1 CC).
"""

from __future__ import annotations

import pytest

from tabletop.games.wms.catalog import card_infos
from tabletop.games.wms.combat import Piece, Side, fight_values, side_keywords

from .helpers import EVIL, GAME, MARINES, ctx, new_game, put

_ids = iter(range(10_000))
INFOS = card_infos(GAME.db)


def piece(unit: str, *extras: str, psych: tuple[int, int] = (0, 0), possessed: bool = False) -> Piece:
    return Piece(f"x{next(_ids)}", INFOS[unit], tuple(INFOS[e] for e in extras),
                 psych[0], psych[1], possessed)


def side(player: int, *pieces: Piece, newest: bool = False, lost: frozenset[str] = frozenset()) -> Side:
    return Side(player, pieces, lost, newest)


@pytest.fixture
def session():
    return new_game(commanders=("librarian", "dark_herald"))


def texts(session, mine: Side, theirs: Side | None, style: str) -> tuple[str, str | None]:
    ours, enemy = fight_values(ctx(session), mine, theirs, style)
    return ours.text(), (enemy.text() if enemy else None)


def test_fear_and_fearless(session) -> None:
    marked = side(EVIL, piece("evil_marine", "mark_of_terror"))
    ours, theirs = texts(session, side(MARINES, piece("marine"), newest=True), marked, "cc")
    assert ours == "2 CC = 3 Marine − 1 Fear from Evil Marine"
    assert theirs == "4 CC = 4 Evil Marine"
    ours, _ = texts(session, side(MARINES, piece("chaplain"), newest=True), marked, "rc")
    assert ours == "3 RC = 3 Chaplain"  # Fearless ignores Fear


def test_fly_against_aa_and_fly(session) -> None:
    speeder = side(MARINES, piece("land_speeder"))
    assert texts(session, side(EVIL, piece("havoc_marine")), speeder, "rc")[0] == "5 RC = 5 Havoc Marine"
    assert texts(session, side(EVIL, piece("evil_marine")), speeder, "rc")[0] == \
        "3 RC = 4 Evil Marine − 1 Fly from Land Speeder"
    assert texts(session, side(EVIL, piece("raptor")), speeder, "rc")[0] == "2 RC = 2 Raptor"
    # Skyhammer Tank: AA, and +2 RC while fighting against Fly.
    ours, theirs = texts(session, side(MARINES, piece("skyhammer_tank")), side(EVIL, piece("raptor")), "rc")
    assert ours == "8 RC = 6 Skyhammer Tank + 2 Skyhammer Tank"
    assert theirs == "2 RC = 2 Raptor"


def test_blast_ignores_tokens(session) -> None:
    trooper = side(MARINES, piece("orbital_trooper"), piece("drop_pod"))
    assert texts(session, trooper, side(EVIL, piece("evil_marine")), "rc")[0] == \
        "4 RC = 2 Orbital Trooper + 2 Drop Pod"
    assert texts(session, trooper, side(EVIL, piece("defiler_engine")), "rc")[0] == "2 RC = 2 Orbital Trooper"


def test_enfeeble_and_stealth(session) -> None:
    fiend = side(EVIL, piece("warp_fiend"))
    assert texts(session, side(MARINES, piece("marine")), fiend, "cc")[0] == \
        "2 CC = 3 Marine − 1 Enfeeble from Warp Fiend"
    assert texts(session, side(MARINES, piece("marine")), fiend, "rc")[0] == \
        "3 RC = 4 Marine − 1 Stealth from Warp Fiend"


def test_sniper_needs_a_character(session) -> None:
    sniper = side(MARINES, piece("marine_sniper"))
    assert texts(session, sniper, side(EVIL, piece("evil_marine")), "rc")[0] == "5 RC = 4 Marine Sniper + 1 Sniper"
    assert texts(session, sniper, side(EVIL, piece("hellish_brute")), "rc")[0] == "4 RC = 4 Marine Sniper"
    # Bonuses and penalties add up: Stealth and Sniper against the Tainted Marksman.
    assert texts(session, sniper, side(EVIL, piece("tainted_marksman")), "rc")[0] == \
        "4 RC = 4 Marine Sniper − 1 Stealth from Tainted Marksman + 1 Sniper"


def test_fury_lapses_when_the_opponent_plays(session) -> None:
    assault = piece("assault_marine")
    assert texts(session, side(MARINES, assault, newest=True), None, "cc")[0] == "5 CC = 4 Assault Marine + 1 Fury"
    ours, theirs = texts(session, side(EVIL, piece("evil_marine"), newest=True), side(MARINES, assault), "cc")
    assert theirs == "4 CC = 4 Assault Marine"
    assert ours == "3 CC = 4 Evil Marine − 1 Fly from Assault Marine"


def test_values_never_go_below_zero(session) -> None:
    put(session, EVIL, "lord_of_terror", "command")
    hellwing = side(EVIL, piece("hellwing"))  # Fly, and Fear from Lord of Terror (a Demon)
    assert texts(session, side(MARINES, piece("technomarine")), hellwing, "cc")[0] == \
        "0 CC = 2 Technomarine − 1 Fear from Hellwing − 1 Fly from Hellwing"
    terror = side(MARINES, piece("assault_marine", "mark_of_terror"))
    assert texts(session, side(EVIL, piece("cultist")), terror, "cc")[0] == \
        "0 CC = 1 Cultist − 1 Fear from Assault Marine − 1 Fly from Assault Marine + 1 (never below 0)"
    put(session, MARINES, "orbital_bombardment", "command")
    assert texts(session, side(EVIL, piece("warp_fiend")), side(MARINES, piece("marine")), "rc")[0] == \
        "0 RC = 0 Warp Fiend − 1 Orbital Bombardment + 1 (no card goes below 0)"


def test_a_squad_shares_keywords_and_adds_values(session) -> None:
    put(session, EVIL, "lord_of_terror", "command")
    squad = side(MARINES, piece("razortank"), piece("technomarine"))
    brute = side(EVIL, piece("hellish_brute"))
    assert texts(session, squad, brute, "rc")[0] == "11 RC = 8 Razortank + 3 Technomarine"
    alone = side(MARINES, piece("technomarine"))
    assert texts(session, alone, brute, "rc")[0] == "2 RC = 3 Technomarine − 1 Fear from Hellish Brute"
    assert "Fearless" in side_keywords(ctx(session), squad, brute)


def test_effects_touch_each_unit(session) -> None:
    put(session, MARINES, "armoured_advance", "command")  # Vehicles +1 RC
    squad = side(MARINES, piece("armour_marshal"), piece("land_speeder"), piece("dreadnought"))
    assert texts(session, squad, None, "rc")[0] == \
        "14 RC = 3 Armour Marshal + 4 Land Speeder + 1 Armoured Advance + 5 Dreadnought + 1 Armoured Advance"
    banner = side(MARINES, piece("bulwark_transport"), piece("marine", "chapter_banner"), piece("scout_marine"))
    assert texts(session, banner, None, "cc")[0] == \
        "9 CC = 2 Bulwark Transport + 3 Marine + 1 Chapter Banner + 2 Scout Marine + 1 Chapter Banner"


def test_commander_and_power_effects(session) -> None:
    demons = side(EVIL, piece("hellish_brute"), newest=True)
    assert texts(session, demons, None, "cc")[0] == "6 CC = 5 Hellish Brute + 1 Dark Herald"
    hexed = side(EVIL, piece("warp_sorcerer", "hex"))
    assert texts(session, side(MARINES, piece("marine")), hexed, "cc")[0] == "2 CC = 3 Marine − 1 Hex"
    ward = side(MARINES, piece("librarian", "psychic_ward"))
    assert texts(session, ward, side(EVIL, piece("raptor")), "cc")[0] == "3 CC = 3 Librarian"
    assert "Fly" not in side_keywords(ctx(session), side(EVIL, piece("raptor")), ward)


def test_dread_lord_weakens_every_opposing_unit() -> None:
    session = new_game(commanders=("librarian", "dread_lord"))
    squad = side(MARINES, piece("bulwark_transport"), piece("marine"), piece("scout_marine"))
    assert texts(session, squad, None, "rc")[0] == \
        "7 RC = 3 Bulwark Transport − 1 Dread Lord + 4 Marine − 1 Dread Lord + 3 Scout Marine − 1 Dread Lord"


def test_psych_and_possession_bonuses(session) -> None:
    sorcerer = side(EVIL, piece("warp_sorcerer", "warp_bolt", psych=(1, 1)))
    assert texts(session, sorcerer, None, "rc")[0] == "6 RC = 3 Warp Sorcerer + 2 Warp Bolt + 1 Psych"
    possessed = side(EVIL, piece("possessed", possessed=True), newest=True)
    assert texts(session, possessed, None, "cc")[0] == \
        "7 CC = 4 Possessed + 1 Possession + 1 Dark Herald + 1 Fury"


def test_disrupted_keywords_are_gone(session) -> None:
    raptor = side(EVIL, piece("raptor"), lost=frozenset({"Fly"}))
    assert texts(session, side(MARINES, piece("marine")), raptor, "cc")[0] == "3 CC = 3 Marine"


def test_lingering_keyword_gains(session) -> None:
    put(session, MARINES, "hold_the_line", "command")
    put(session, EVIL, "lord_of_terror", "command")
    brute = side(EVIL, piece("hellish_brute"))
    assert texts(session, side(MARINES, piece("marine")), brute, "rc")[0] == "4 RC = 4 Marine"

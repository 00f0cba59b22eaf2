"""The rules' deck options checked for the whole table: Heroes and Villains (a side per deck,
the sides facing each other) and High-powered decks (everyone by the same limits)."""

from __future__ import annotations

import dataclasses

from tabletop.carddb.decks import Deck
from tabletop.engine.game import PlayerSetup
from tabletop.engine.variants import new_setup, setup_problems
from tests.games.shipped import shipped

GAME = shipped("wildstorms")
DECKS = {deck.name: deck for deck in GAME.shipped_decks()}
HORDE, WILDCATS, WETWORKS, SKYWATCH = (DECKS[name] for name in (
    "Daemonite Horde", "WildC.A.T.s Strike Team", "WetWorks and Team 7", "StormWatch Skywatch"))


def _setup(variant: str, decks: list[Deck], **options: str):
    base = new_setup(GAME, 1, variant=variant, players=len(decks), options=options)
    seats = tuple(PlayerSetup(f"P{i + 1}", deck) for i, deck in enumerate(decks))
    return dataclasses.replace(base, players=seats)


def test_heroes_face_villains_in_a_two_player_game():
    assert setup_problems(GAME, _setup("standard", [WILDCATS, HORDE], heroes_and_villains="on")) == []
    found = setup_problems(GAME, _setup("standard", [WILDCATS, WETWORKS], heroes_and_villains="on"))
    assert found == ["Heroes and Villains: one player brings heroes, the other villains (both decks hold heroes)."]
    assert setup_problems(GAME, _setup("standard", [WILDCATS, WETWORKS])) == []  # the option is off


def test_a_mixed_deck_is_named():
    mixed = dataclasses.replace(WILDCATS, sections={**WILDCATS.sections,
                                                    "main": {**WILDCATS.sections["main"], "dingo": 1}})
    found = setup_problems(GAME, _setup("standard", [mixed, HORDE], heroes_and_villains="on"))
    assert found == ["Heroes and Villains: P1's deck mixes heroes and villains."]


def test_partners_share_a_side_in_a_team_game():
    # seats alternate: P1 and P3 against P2 and P4
    found = setup_problems(GAME, _setup("team", [WILDCATS, HORDE, WETWORKS, SKYWATCH], heroes_and_villains="on"))
    assert found == ["Heroes and Villains: partners P2 and P4 must both bring heroes or both villains."]


def test_a_free_for_all_needs_both_sides():
    found = setup_problems(GAME, _setup("ffa", [WILDCATS, WETWORKS, SKYWATCH], heroes_and_villains="on"))
    assert found == ["Heroes and Villains: at least one player brings heroes and one villains."]
    assert setup_problems(GAME, _setup("ffa", [WILDCATS, HORDE, SKYWATCH], heroes_and_villains="on")) == []


def test_high_powered_decks_need_everyone_on_the_bigger_limits():
    big = dataclasses.replace(WILDCATS, format="high_powered",
                              sections={**WILDCATS.sections, "main": {**WILDCATS.sections["main"], "dodge": 5}})
    assert GAME.check_deck(big) == []
    found = setup_problems(GAME, _setup("standard", [big, HORDE]))
    assert found == ["P1's deck is built in the high-powered format; choose high-powered deck limits for "
                     "everyone to play it."]
    assert setup_problems(GAME, _setup("standard", [big, HORDE], deck_limits="250")) == []
    six = dataclasses.replace(big, sections={**big.sections, "main": {**big.sections["main"], "dodge": 6}})
    found = setup_problems(GAME, _setup("standard", [six, HORDE], deck_limits="300"))
    assert len(found) == 1 and found[0].startswith("P1's deck for 300-point high-powered decks:")

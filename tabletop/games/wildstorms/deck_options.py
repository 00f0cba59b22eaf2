"""The rules' deck options, checked for the whole table before a game starts.

- **Heroes and Villains**: each deck holds only heroes or only villains among
  its characters, and the sides face each other: one hero deck and one
  villain deck in a two-player game, the partners on one side in a team game,
  at least one deck of each side in a free-for-all.
- **High-powered decks**: every player agrees to bigger decks, up to 5
  copies of a card and 250 (or 300) points; with the standard limits a deck
  built in the high-powered format is refused, so everyone plays by the same
  rules.

A campaign has its own deck limits (campaign.py); these options leave it alone.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop.carddb.decks import MAIN, Deck
from tabletop.engine.game import OptionSpec, Setup
from tabletop.games.wildstorms.cards import Character
from tabletop.games.wildstorms.deck_rules import deck_format

HEROES_AND_VILLAINS = OptionSpec(
    "heroes_and_villains", "Heroes and Villains",
    (("off", "Off: any characters"), ("on", "On: one side brings only heroes, the other only villains")),
    help="The rules' Heroes and Villains option: every deck holds only heroes or only villains, and the sides "
         "face each other (in a team game partners share a side; in a free-for-all both sides are present).")
DECK_LIMITS = OptionSpec(
    "deck_limits", "Deck limits",
    (("standard", "Standard: 3 copies of a card, 200 points"),
     ("250", "High-powered: up to 5 copies, 250 points"),
     ("300", "High-powered: up to 5 copies, 300 points")),
    help="The rules' deck-building option for more high-powered games: everyone plays with the same bigger "
         "limits. With the standard limits a deck built in the high-powered format is refused.")


def _side(deck: Deck, db: Any) -> str:
    """"hero", "villain", "mixed" or "" (no characters)."""
    found = {db.cards[card].alignment for card in deck.sections.get(MAIN, {})
             if isinstance(db.cards.get(card), Character)}
    if len(found) > 1:
        return "mixed"
    return next(iter(found), "")


def _sides_problems(game: Any, setup: Setup) -> list[str]:
    sides = [_side(p.deck, game.db) if p.deck is not None else "" for p in setup.players]
    problems = [f"Heroes and Villains: {p.name}'s deck mixes heroes and villains."
                for p, side in zip(setup.players, sides, strict=True) if side == "mixed"]
    if problems:
        return problems
    if setup.teams:
        for team in setup.teams:
            if len({sides[seat] for seat in team}) > 1:
                names = " and ".join(setup.players[seat].name for seat in team)
                problems.append(f"Heroes and Villains: partners {names} must both bring heroes or both villains.")
        if not problems and len({sides[team[0]] for team in setup.teams}) < len(setup.teams):
            problems.append("Heroes and Villains: one team brings heroes, the other villains.")
    elif len(setup.players) == 2 and sides[0] == sides[1]:
        problems.append(f"Heroes and Villains: one player brings heroes, the other villains "
                        f"(both decks hold {'heroes' if sides[0] == 'hero' else 'villains'}).")
    elif {"hero", "villain"} - set(sides):
        problems.append("Heroes and Villains: at least one player brings heroes and one villains.")
    return problems


def _limits_problems(game: Any, setup: Setup, limits: str) -> list[str]:
    problems = []
    for player in setup.players:
        if player.deck is None:
            continue
        if limits == "standard":
            if deck_format(player.deck) == "high_powered":
                problems.append(f"{player.name}'s deck is built in the high-powered format; choose "
                                "high-powered deck limits for everyone to play it.")
            continue
        bigger = dataclasses.replace(player.deck, format="high_powered",
                                     options={"max_copies": "5", "max_points": limits})
        found = game.check_deck(bigger)
        if found:
            problems.append(f"{player.name}'s deck for {limits}-point high-powered decks: " + " ".join(found[:3]))
    return problems


def problems(game: Any, setup: Setup) -> list[str]:
    """What the chosen deck options find wrong with the table's decks (a sentence each)."""
    if setup.manual or setup.variant == "campaign":
        return []
    found = _limits_problems(game, setup, setup.option(DECK_LIMITS.key, DECK_LIMITS.default))
    if setup.option(HEROES_AND_VILLAINS.key, "off") == "on":
        found += _sides_problems(game, setup)
    return found

"""Random manual moves, for self-play that mixes overrides into rules games (``selfplay --manual-rate``).

A person at the table may move any card anywhere, flip it, turn it, set a
counter, shuffle or draw from a pile, move a token, change a number the table
shows, pass the turn, or use the game's own bookkeeping tools. The rules must
cope with every position such steps make: ignore a card where they do not
expect it, or say so, but never crash. :func:`random_manual_move` picks one
such step at random (from a chooser separate from the game's own RNG).
"""

from __future__ import annotations

import random

from tabletop.engine import manual
from tabletop.engine.game import Game
from tabletop.engine.locations import ATTACHED
from tabletop.engine.state import State

COUNTERS = ("damage", "wound", "power", "charge")
"""Counter names tried besides those already on the table."""


def _card_move(state: State, chooser: random.Random, card: str) -> manual.ManualMove:
    roll = chooser.random()
    if roll < 0.55:
        places = sorted(state.zones)
        if chooser.random() < 0.15:
            places = [ATTACHED + other for other in sorted(state.cards) if other != card] or places
        index = chooser.choice((None, None, 0))
        return manual.MoveCardByHand(card, chooser.choice(places), index)
    if roll < 0.7:
        return manual.FlipCard(card)
    if roll < 0.85:
        return manual.TurnCard(card, chooser.choice((0, 90, 180, 270)))
    names = sorted({name for c in state.cards.values() for name in c.counters} | set(COUNTERS))
    return manual.SetCounter(card, chooser.choice(names), chooser.randint(0, 4))


def _table_move(state: State, chooser: random.Random) -> manual.ManualMove | None:
    roll = chooser.random()
    piles = sorted(zone.id for zone in state.zones.values() if zone.cards)
    if roll < 0.3 and piles:
        return manual.ShuffleZone(chooser.choice(piles))
    if roll < 0.6 and piles:
        return manual.DrawByHand(chooser.choice(piles), chooser.randint(1, 3))
    if roll < 0.8 and state.tokens:
        token = chooser.choice(sorted(state.tokens))
        places = sorted({t.location for t in state.tokens.values()})
        return manual.MoveToken(token, chooser.choice(places))
    numbers = sorted(key for key, value in state.data.items()
                     if isinstance(value, int) and not isinstance(value, bool) and key[:1] == "p")
    if roll < 0.95 and numbers:
        return manual.SetTableValue(chooser.choice(numbers), chooser.randint(0, 12))
    return manual.PassTurn()


def random_manual_move(game: Game, state: State, chooser: random.Random) -> manual.ManualMove | None:
    """One step a person could make by hand now (None when the table offers nothing)."""
    roll = chooser.random()
    cards = sorted(state.cards)
    if roll < 0.15:
        target = chooser.choice([None, *cards]) if cards else None
        tools = game.manual_tools(state, target)
        if tools:
            return chooser.choice(tools)
    if roll < 0.75 and cards:
        return _card_move(state, chooser, chooser.choice(cards))
    return _table_move(state, chooser)

"""Random steps by hand, for a game played without rules (a sandbox): draw, play a card from
the hand to one of the seat's open zones, or pass the turn. ``tabletop screenshot --steps N``
uses them to show a sandbox game under way, as random legal actions do for a game with rules."""

from __future__ import annotations

import random

from tabletop.engine import manual
from tabletop.engine.state import State

HAND_LIMIT = 7  # a random hand stops drawing here, so cards also reach the table


def random_manual_move(state: State, chooser: random.Random) -> manual.ManualMove:
    """One plausible step by hand for the active seat."""
    seat = state.active_player
    own = [zone for zone in state.zones.values() if zone.owner == seat]
    deck = next((z for z in own if z.kind == "deck" and z.cards), None)
    hand = next((z for z in own if z.kind == "hand"), None)
    tables = [z for z in own if z.visibility == "public" and z.kind not in ("deck", "hand", "discard")]
    choices: list[manual.ManualMove] = [manual.PassTurn()]
    if deck is not None and (hand is None or len(hand.cards) < HAND_LIMIT):
        choices += [manual.DrawByHand(deck.id, 1)] * 2
    if hand is not None and hand.cards and tables:
        card = chooser.choice(hand.cards)
        choices += [manual.MoveCardByHand(card, chooser.choice(tables).id)] * 3
    return chooser.choice(choices)

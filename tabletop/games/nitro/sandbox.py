"""The sandbox's bookkeeping tools (manual mode): take N damage, the Action Point counter, the round's winner.

Each is an engine manual move: undoable, saved, marked "by hand" in the log.
Nothing here checks the rules; the players do, as at a real table.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.manual import DECLARED, ManualMove, Namer
from tabletop.engine.rules.context import WINNER
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.engine.words import count
from tabletop.games.nitro.constants import ACTION_POINTS, DECK, DISCARD, MATCH_POINTS_TO_WIN

DAMAGE_CHOICES = (1, 2, 3, 4, 5, 6)
THUNDER = "thunder"


@dataclass(frozen=True)
class TakeDamage(ManualMove):
    """``seat`` turns the top ``amount`` cards of the deck onto the discard pile, one at a time.

    A Thunder card turning up stops the flipping there (the log says so): its
    deck side may change the rest, so the players resolve it and go on by hand.
    """

    seat: int
    amount: int
    thunder_types: tuple[str, ...] = ()  # definitions that are Thunder cards (the move knows no card data)

    def do(self, step: Builder) -> None:
        deck = step.state.zones[f"p{self.seat}.{DECK}"].cards
        flipped = 0
        while flipped < self.amount and deck:
            card = deck[-1]
            step.move(card, f"p{self.seat}.{DISCARD}")
            step.set_card(card, "face_up", True)
            flipped += 1
            if step.state.cards[card].definition in self.thunder_types:
                step.note(f"A Thunder card turned up after {count(flipped, 'card')}: resolve its deck side, "
                          f"then take the rest of the damage ({self.amount - flipped}) by hand.")
                break
        if not deck:
            step.note(f"{step.state.players[self.seat].name}'s deck is empty: the round is over.")

    def words(self, state: State, name: Namer) -> str:
        return f"{state.players[self.seat].name} takes {self.amount} damage"


@dataclass(frozen=True)
class ActionPoints(ManualMove):
    """The Action Point counter: spend one (``change`` −1) or start a turn with 3 (``reset``)."""

    seat: int
    change: int = -1
    reset: bool = False

    def do(self, step: Builder) -> None:
        key = f"p{self.seat}.action_points"
        now = int(step.state.data.get(key, 0))
        step.set_data(key, ACTION_POINTS if self.reset else max(0, now + self.change))

    def words(self, state: State, name: Namer) -> str:
        who = state.players[self.seat].name
        return f"{who}: {ACTION_POINTS} Action Points" if self.reset else f"{who} spends 1 Action Point"


@dataclass(frozen=True)
class RoundWinner(ManualMove):
    """``seat`` won the round: in a match it scores what its win is worth; 3 points win the match."""

    seat: int

    def do(self, step: Builder) -> None:
        data = step.state.data
        key = f"p{self.seat}.match_points"
        if key not in data:  # a single round: the game is over
            step.set_data(WINNER, self.seat)
            step.set_data(DECLARED, True)
            return
        total = int(data[key]) + int(data.get(f"p{self.seat}.next_win", 1))
        step.set_data(key, total)
        step.set_data("round", int(data.get("round", 1)) + 1)
        if total >= MATCH_POINTS_TO_WIN:
            step.set_data(WINNER, self.seat)
            step.set_data(DECLARED, True)

    def words(self, state: State, name: Namer) -> str:
        return f"{state.players[self.seat].name} won the round"


MANUAL_MOVES: tuple[type[ManualMove], ...] = (TakeDamage, ActionPoints, RoundWinner)


def tools(state: State, target: str | None, thunder_types: tuple[str, ...]) -> list[ManualMove]:
    """The tools for a deck (take N damage) or, with no target, the game's (AP counter, round winner)."""
    if target is None:
        found: list[ManualMove] = []
        for seat in range(len(state.players)):
            found += [ActionPoints(seat), ActionPoints(seat, reset=True), RoundWinner(seat)]
        return found
    zone = state.cards[target].location if target in state.cards else target
    if zone in state.zones and state.zones[zone].kind == DECK and state.zones[zone].owner is not None:
        seat = state.zones[zone].owner
        return [TakeDamage(seat, amount, thunder_types) for amount in DAMAGE_CHOICES]
    return []

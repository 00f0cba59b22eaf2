"""The moves of WCW Nitro CCG: one frozen dataclass per kind of move.

Card ids are the state's instance ids ("c12"); ``player`` is the seat making
the move (whose zone a drag ends in). The words of each move are in words.py.
Drags: a Nitro, Corner or Wrestler card from the hand onto your corner plays
it; a Move onto your ring spot attacks; a Thunder card onto your discard pile
uses its hand side.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.locations import seat_zone as zone
from tabletop.games.nitro.constants import CORNER, DECK, DISCARD, RING


# -- your turn -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayCard(Action):
    """A Nitro or Corner card into play, or another Wrestler into the corner."""

    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, CORNER)


@dataclass(frozen=True)
class PlayMove(Action):
    """Attack ``target`` (a seat) with a Move card."""

    card: str
    player: int
    target: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, RING)


@dataclass(frozen=True)
class UseThunder(Action):
    """Discard a Thunder card from the hand to do what its hand side says."""

    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, DISCARD)


@dataclass(frozen=True)
class ExtraDraw(Action):
    """Spend 1 Action Point to draw a card."""


@dataclass(frozen=True)
class EndTurn(Action):
    """The turn is done."""


@dataclass(frozen=True)
class LookAtTop(Action):
    """Silas Crane: look at the top cards of an opponent's deck and put them back in any order."""

    target: int


# -- tag team ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class StartInRing(Action):
    """Tag team setup: this seat's Wrestler starts in the ring for its team."""

    player: int


@dataclass(frozen=True)
class Tag(Action):
    """Tag the partner ``player``: it becomes their turn at once."""

    player: int


@dataclass(frozen=True)
class LeaveRing(Action):
    """Both partners are in the ring: this one goes out (3 Action Points)."""


@dataclass(frozen=True)
class StayIn(Action):
    """The referee is distracted during a tag: the tagger stays in the ring too."""


# -- answering a question ------------------------------------------------------------------------------
@dataclass(frozen=True)
class ChooseCard(Action):
    """The card the question asks for, dragged to where it goes (``to``: a zone id)."""

    card: str
    to: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return self.to


@dataclass(frozen=True)
class PutBack(Action):
    """Silas Crane: the next card back on top of the deck (the last one put back is the top)."""

    card: str
    owner: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.owner, DECK)


@dataclass(frozen=True)
class NameCard(Action):
    """Mind Games: name a card (a definition id) by pointing at a card of that name you can see."""

    definition: str
    card: str

    def subject(self) -> str:
        return self.card


@dataclass(frozen=True)
class SendBack(Action):
    """The Commissioner: send the Move just played back to its player's hand."""


@dataclass(frozen=True)
class Decline(Action):
    """Let the damage through, keep a card, do nothing with the offer."""

"""The moves of W.A.G.O.N.: one frozen dataclass per kind of move.

Card ids are the state's instance ids ("c12"); ``player`` is the seat whose
zone a drag ends in. The words of each move are in texts.py. Drags: a card
from hand onto your Character Line or Plot Device Line plays it (equipment
and aimed Plot Devices onto their Character); an attacker onto the Character
it attacks, or onto the Comic Panels; a card in play onto your discard pile
discards it. Everything else is a double-click, a menu entry or a button.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.locations import attached_location, seat_zone


@dataclass(frozen=True)
class PlayCharacter(Action):
    """Bring a Character from hand into play in a position; ``sacrifices`` meet a Boost Requirement."""

    card: str
    player: int
    position: str
    sacrifices: tuple[str, ...] = ()

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return seat_zone(self.player, "characters")


@dataclass(frozen=True)
class PlayPlotDevice(Action):
    """Play a Plot Device from hand; ``target``: the Character it is aimed at or equips, the
    card it puts to work (Get a Job) or brings back (from the discard pile)."""

    card: str
    player: int
    target: str = ""
    equip: bool = False

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        if self.equip:
            return attached_location(self.target)
        return seat_zone(self.player, "plot_devices")


@dataclass(frozen=True)
class UseAbility(Action):
    """A Character's Special Ability (Play stage or Take Action), on ``target`` when it has one."""

    card: str
    target: str = ""

    def subject(self) -> str:
        return self.card


@dataclass(frozen=True)
class SwitchPosition(Action):
    """Turn a Character from Offensive to Defensive position or back (its Take Action choice)."""

    card: str

    def subject(self) -> str:
        return self.card


@dataclass(frozen=True)
class Attack(Action):
    """``attacker`` attacks the Character ``target``."""

    attacker: str
    target: str

    def subject(self) -> str:
        return self.attacker

    def destination(self) -> str:
        return attached_location(self.target)


@dataclass(frozen=True)
class AttackPanel(Action):
    """``attacker`` attacks one of ``player``'s Comic Panels directly."""

    attacker: str
    player: int

    def subject(self) -> str:
        return self.attacker

    def destination(self) -> str:
        return seat_zone(self.player, "panels")


@dataclass(frozen=True)
class DiscardFromPlay(Action):
    """Discard one of your cards in play (a Character, a Plot Device, quick game: equipment)."""

    card: str
    pile: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return self.pile


@dataclass(frozen=True)
class ToAction(Action):
    """The Play stage is over: on to Take Action."""


@dataclass(frozen=True)
class EndTurn(Action):
    """The turn is over."""


# -- the Draw stage with an empty deck ----------------------------------------------------------
@dataclass(frozen=True)
class TakePanel(Action):
    """Take one of your own Comic Panels into your hand instead of drawing."""


@dataclass(frozen=True)
class DrawNothing(Action):
    """Keep your panels and draw nothing this turn."""


@dataclass(frozen=True)
class Reshuffle(Action):
    """Quick game: shuffle the discard pile into a new Draw Deck, then draw."""


# -- responses ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Respond(Action):
    """Answer an attack (or a destruction) with a Special Ability or a Plot Device that says so."""

    card: str

    def subject(self) -> str:
        return self.card


@dataclass(frozen=True)
class LetItHappen(Action):
    """No answer: the attack (or the destruction) goes on."""

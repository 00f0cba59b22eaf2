"""The moves of WMS: one frozen dataclass per kind of move.

Card ids are the state's instance ids ("c12"); ``player`` is the seat whose
zone a drag ends in. The words of each move are in words.py. Drags: a card
from hand onto your Battlefield Stack plays it; Equipment, Power and
discard-for-Possession cards are dropped onto the unit ("@c12").
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.locations import attached_location
from tabletop.engine.locations import seat_zone as zone
from tabletop.games.wms.catalog import BATTLEFIELD, COMMAND, DECK, GRAVEYARD, HAND

STYLE_WORDS = {"cc": "Close Combat (CC)", "rc": "Ranged Combat (RC)"}


# -- set-up ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ChooseCommander(Action):
    card: str


@dataclass(frozen=True)
class AddReserve(Action):
    card: str


@dataclass(frozen=True)
class ReturnReserve(Action):
    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, DECK)


@dataclass(frozen=True)
class Ready(Action):
    """The player's Commander and Reserves are chosen."""


# -- starting and answering a Fight -----------------------------------------------------------------
@dataclass(frozen=True)
class PlayCommand(Action):
    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, COMMAND)


@dataclass(frozen=True)
class PlayUnit(Action):
    """Put a unit (from hand or the Reserves Zone) on the Battlefield Stack; more may be added."""

    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, BATTLEFIELD)


@dataclass(frozen=True)
class TacticalRetreat(Action):
    """Lose the Fight on purpose: discard the hand and draw 5."""


@dataclass(frozen=True)
class LoseFight(Action):
    """Nothing can equal or beat the Combat Value: the Fight is lost."""


# -- building the play ------------------------------------------------------------------------------
@dataclass(frozen=True)
class AddSquadMember(Action):
    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, BATTLEFIELD)


@dataclass(frozen=True)
class BringToken(Action):
    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, BATTLEFIELD)


@dataclass(frozen=True)
class Equip(Action):
    card: str
    unit: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return attached_location(self.unit)


@dataclass(frozen=True)
class UsePower(Action):
    card: str
    unit: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return attached_location(self.unit)


@dataclass(frozen=True)
class SpendPsych(Action):
    unit: str
    style: str

    def subject(self) -> str:
        return self.unit


@dataclass(frozen=True)
class Possess(Action):
    """Possession: discard a card from hand; the unit becomes a Demon with +1 CC."""

    unit: str
    card: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return attached_location(self.unit)


@dataclass(frozen=True)
class Disrupt(Action):
    unit: str
    keyword: str


@dataclass(frozen=True)
class ChangeCommand(Action):
    """Change: put a card of your Command Stack on top."""

    unit: str
    card: str


@dataclass(frozen=True)
class Sacrifice(Action):
    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, GRAVEYARD)


@dataclass(frozen=True)
class Foresight(Action):
    """Librarian: after a look at the top 2 cards, ``top`` goes on top."""

    top: str


@dataclass(frozen=True)
class TakeBack(Action):
    """Every card of the play being built goes back where it came from."""


@dataclass(frozen=True)
class Fight(Action):
    """Finish the play: compare values (in ``style``, turning the tide when it differs)."""

    style: str
    tide: bool = False


# -- decisions caused by effects ------------------------------------------------------------------
@dataclass(frozen=True)
class Discard(Action):
    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, GRAVEYARD)


@dataclass(frozen=True)
class Recover(Action):
    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, HAND)


@dataclass(frozen=True)
class Tend(Action):
    """Apothecary: put a Unit card from the Graveyard at the bottom of the deck."""

    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, DECK)


@dataclass(frozen=True)
class NameKeyword(Action):
    keyword: str


@dataclass(frozen=True)
class SwapReserve(Action):
    """Reinforcements: a Reserves card from hand changes place with one in the Reserves Zone."""

    card: str
    reserve: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return attached_location(self.reserve)


@dataclass(frozen=True)
class Recycle(Action):
    card: str
    player: int

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, HAND)


@dataclass(frozen=True)
class Decline(Action):
    """Say no to an optional effect, or finish a choice (recycling, Apothecary, ...)."""


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseCommander, AddReserve, ReturnReserve, Ready, PlayCommand, PlayUnit, TacticalRetreat,
    LoseFight, AddSquadMember, BringToken, Equip, UsePower, SpendPsych, Possess, Disrupt,
    ChangeCommand, Sacrifice, Foresight, TakeBack, Fight, Discard, Recover, Tend, NameKeyword,
    SwapReserve, Recycle, Decline,
)

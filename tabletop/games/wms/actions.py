"""The moves of WMS: one frozen dataclass per kind of move.

Card ids are the state's instance ids ("c12"). ``name`` fields only feed the
log and menu labels; they take no part in equality, so a test may write
``PlayUnit("c12")`` and match the rules' ``PlayUnit("c12", "Captain")``.
Drags: a card from hand onto your Battlefield Stack plays it; Equipment,
Power and discard-for-Possession cards are dropped onto the unit ("@c12").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.game import Action
from tabletop.games.wms.catalog import BATTLEFIELD, COMMAND, DECK, GRAVEYARD, HAND, zone

STYLE_WORDS = {"cc": "Close Combat (CC)", "rc": "Ranged Combat (RC)"}


def _label() -> str:
    return field(default="", compare=False)


# -- set-up ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ChooseCommander(Action):
    card: str
    name: str = _label()

    def text(self) -> str:
        return f"Choose {self.name or self.card} as Commander"

    def choice_label(self) -> str:
        return f"Lead with {self.name or self.card}"


@dataclass(frozen=True)
class AddReserve(Action):
    card: str
    name: str = _label()

    def text(self) -> str:
        return f"Put {self.name or self.card} in the Reserves Zone"

    def choice_label(self) -> str:
        return f"Reserves: add {self.name or self.card}"


@dataclass(frozen=True)
class ReturnReserve(Action):
    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Put {self.name or self.card} back into the deck"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, DECK)


@dataclass(frozen=True)
class Ready(Action):
    def text(self) -> str:
        return "Ready to fight"


# -- starting and answering a Fight -----------------------------------------------------------------
@dataclass(frozen=True)
class PlayCommand(Action):
    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Play command card {self.name or self.card}"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, COMMAND)


@dataclass(frozen=True)
class PlayUnit(Action):
    """Put a unit (from hand or the Reserves Zone) on the Battlefield Stack; more may be added."""

    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Play {self.name or self.card}"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, BATTLEFIELD)


@dataclass(frozen=True)
class TacticalRetreat(Action):
    def text(self) -> str:
        return "Tactical retreat: lose the Fight, discard the hand, draw 5"


@dataclass(frozen=True)
class LoseFight(Action):
    def text(self) -> str:
        return "Cannot beat the Combat Value: lose the Fight"


# -- building the play ------------------------------------------------------------------------------
@dataclass(frozen=True)
class AddSquadMember(Action):
    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Add {self.name or self.card} to the squad"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, BATTLEFIELD)


@dataclass(frozen=True)
class BringToken(Action):
    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Bring {self.name or self.card} into the squad"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, BATTLEFIELD)


@dataclass(frozen=True)
class Equip(Action):
    card: str
    unit: str
    name: str = _label()
    unit_name: str = _label()

    def text(self) -> str:
        return f"Equip {self.unit_name or self.unit} with {self.name or self.card}"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return "@" + self.unit


@dataclass(frozen=True)
class UsePower(Action):
    card: str
    unit: str
    name: str = _label()
    unit_name: str = _label()

    def text(self) -> str:
        return f"{self.unit_name or self.unit} spends 1 Power Point on {self.name or self.card}"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return "@" + self.unit


@dataclass(frozen=True)
class SpendPsych(Action):
    unit: str
    style: str
    name: str = _label()

    def text(self) -> str:
        return f"{self.name or self.unit} spends 1 Power Point on +1 {self.style.upper()}"

    def choice_label(self) -> str:
        return f"Power Point: +1 {self.style.upper()}"

    def subject(self) -> str:
        return self.unit


@dataclass(frozen=True)
class Possess(Action):
    """Possession: discard a card from hand; the unit becomes a Demon with +1 CC."""

    unit: str
    card: str
    name: str = _label()
    unit_name: str = _label()

    def text(self) -> str:
        return f"Possession: discard {self.name or self.card}; {self.unit_name or self.unit} becomes a Demon (+1 CC)"

    def choice_label(self) -> str:
        return f"Discard {self.name or self.card} for Possession"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return "@" + self.unit


@dataclass(frozen=True)
class Disrupt(Action):
    unit: str
    keyword: str
    name: str = _label()
    target_name: str = _label()

    def text(self) -> str:
        return f"Disrupt: {self.target_name or 'the opposing card'} loses {self.keyword}"

    def choice_label(self) -> str:
        return f"Disrupt {self.keyword}"


@dataclass(frozen=True)
class ChangeCommand(Action):
    """Change: put a card of your Command Stack on top."""

    unit: str
    card: str
    name: str = _label()

    def text(self) -> str:
        return f"Change: put {self.name or self.card} on top of the Command Stack"

    def choice_label(self) -> str:
        return f"Change: {self.name or self.card} on top"


@dataclass(frozen=True)
class Sacrifice(Action):
    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Sacrifice {self.name or self.card} before the Draw Step"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, GRAVEYARD)


@dataclass(frozen=True)
class Foresight(Action):
    """Librarian: after a look at the top 2 cards, ``top`` goes on top."""

    top: str
    name: str = _label()

    def text(self) -> str:
        return "Foresight: look at the top 2 cards of the deck and order them"

    def choice_label(self) -> str:
        return f"Foresight: {self.name or self.top} on top"


@dataclass(frozen=True)
class TakeBack(Action):
    def text(self) -> str:
        return "Take the play back"


@dataclass(frozen=True)
class Fight(Action):
    """Finish the play: compare values (in ``style``, turning the tide when it differs)."""

    style: str
    tide: bool = False
    value: int = field(default=0, compare=False)

    def text(self) -> str:
        if self.tide:
            return f"Turn the tide to {self.style.upper()} and fight"
        return f"Fight in {self.style.upper()}"

    def choice_label(self) -> str:
        shown = f" ({self.value} {self.style.upper()})" if self.value else ""
        if self.tide:
            return f"Turn the tide: fight in {self.style.upper()}{shown}"
        return f"Fight in {self.style.upper()}{shown}"


# -- decisions caused by effects ------------------------------------------------------------------
@dataclass(frozen=True)
class Discard(Action):
    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Discard {self.name or self.card}"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, GRAVEYARD)


@dataclass(frozen=True)
class Recover(Action):
    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Take {self.name or self.card} from the Graveyard into the hand"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, HAND)


@dataclass(frozen=True)
class Tend(Action):
    """Apothecary: put a Unit card from the Graveyard at the bottom of the deck."""

    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Put {self.name or self.card} at the bottom of the deck"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, DECK)


@dataclass(frozen=True)
class NameKeyword(Action):
    keyword: str

    def text(self) -> str:
        return f"Name {self.keyword}"


@dataclass(frozen=True)
class SwapReserve(Action):
    """Reinforcements: a Reserves card from hand changes place with one in the Reserves Zone."""

    card: str
    reserve: str
    name: str = _label()
    reserve_name: str = _label()

    def text(self) -> str:
        return f"Swap {self.name or self.card} into the Reserves Zone for {self.reserve_name or self.reserve}"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return "@" + self.reserve


@dataclass(frozen=True)
class Recycle(Action):
    card: str
    player: int
    name: str = _label()

    def text(self) -> str:
        return f"Recycle {self.name or self.card} into the hand"

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return zone(self.player, HAND)


@dataclass(frozen=True)
class Decline(Action):
    """Say no to an optional effect, or finish a choice (recycling, Apothecary, ...)."""

    def text(self) -> str:
        return "Done"


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseCommander, AddReserve, ReturnReserve, Ready, PlayCommand, PlayUnit, TacticalRetreat,
    LoseFight, AddSquadMember, BringToken, Equip, UsePower, SpendPsych, Possess, Disrupt,
    ChangeCommand, Sacrifice, Foresight, TakeBack, Fight, Discard, Recover, Tend, NameKeyword,
    SwapReserve, Recycle, Decline,
)

"""WildStorms moves: one frozen dataclass per kind of move.

Each action carries plain ids; its words (the log text and the short menu
entry) come from labels.py. ``subject()`` is the card a player drags or right-clicks, ``destination()``
where the drag ends (a zone id or ``"@<card id>"``); buttons have no subject.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.state import ATTACHED


@dataclass(frozen=True)
class WildStormsAction(Action):
    """Base of the WildStorms moves (their words are in labels.py)."""


def _onto(card_id: str) -> str:
    return ATTACHED + card_id


# -- setup -------------------------------------------------------------------
@dataclass(frozen=True)
class ChooseBattlesite(WildStormsAction):
    """A button per battlesite: the sites wait in a pile, so they are not dragged."""

    card: str


@dataclass(frozen=True)
class Redraw(WildStormsAction):
    """Show a hand without characters and draw a new one (at most twice)."""


@dataclass(frozen=True)
class KeepHand(WildStormsAction):
    pass


@dataclass(frozen=True)
class ChoosePrize(WildStormsAction):
    """A campaign: a button per prize the player may bring (the first player's is fought for)."""

    card: str


@dataclass(frozen=True)
class ChooseFirst(WildStormsAction):
    """A campaign: the loser of the last battle says who goes first."""

    seat: int


# -- the InterMission (a campaign) -------------------------------------------------
@dataclass(frozen=True)
class FlyToStaging(WildStormsAction):
    """A flyer in the holding area flies to the staging area during an InterMission."""

    card: str
    to_zone: str

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return self.to_zone


@dataclass(frozen=True)
class DoneFlying(WildStormsAction):
    pass


@dataclass(frozen=True)
class UsePrize(WildStormsAction):
    """A prize won in a campaign, used on one of its holder's characters (``to_zone``: where it moves)."""

    card: str
    target: str
    to_zone: str = ""

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return _onto(self.target) if not self.to_zone else None


# -- phases --------------------------------------------------------------------
@dataclass(frozen=True)
class DrawCards(WildStormsAction):
    pass


@dataclass(frozen=True)
class NextPhase(WildStormsAction):
    pass


@dataclass(frozen=True)
class DiscardCard(WildStormsAction):
    card: str
    pile: str

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return self.pile


# -- ranks and powers ------------------------------------------------------------
@dataclass(frozen=True)
class SwitchRank(WildStormsAction):
    card: str
    to_zone: str

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return self.to_zone


@dataclass(frozen=True)
class Teleport(WildStormsAction):
    card: str
    to_zone: str

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return self.to_zone


@dataclass(frozen=True)
class UseMagick(WildStormsAction):
    """mode "boost" (value: C, R, D or a skill) or "mimic" (value: a skill or power)."""

    card: str
    mode: str
    value: str

    def subject(self) -> str | None:
        return self.card


@dataclass(frozen=True)
class ActivateRage(WildStormsAction):
    card: str

    def subject(self) -> str | None:
        return self.card


@dataclass(frozen=True)
class UseAbility(WildStormsAction):
    """A named ability of a card in play (Field Medkit, Lord Entropy, Helspont)."""

    card: str
    ability: str
    target: str = ""

    def subject(self) -> str | None:
        return self.card  # chosen from the card's menu (right-click or double-click)


# -- attacks ---------------------------------------------------------------------
@dataclass(frozen=True)
class DeclareAttack(WildStormsAction):
    attacker: str
    defender: str
    style: str  # close, ranged, Psi, Energy Blast, Thrown Objects

    def subject(self) -> str | None:
        return self.attacker

    def destination(self) -> str | None:
        return _onto(self.defender)


@dataclass(frozen=True)
class DeclareTeamwork(WildStormsAction):
    helper: str
    attacker: str

    def subject(self) -> str | None:
        return self.helper

    def destination(self) -> str | None:
        return _onto(self.attacker)


@dataclass(frozen=True)
class DoneDeclaring(WildStormsAction):
    pass


@dataclass(frozen=True)
class PassTeamwork(WildStormsAction):
    """Multi-player: give no (more) teamwork to the attacks declared this turn."""


@dataclass(frozen=True)
class LendLeadership(WildStormsAction):
    """Free-for-all: let your characters' Leadership help another player's characters."""

    seat: int


@dataclass(frozen=True)
class RevokeLeadership(WildStormsAction):
    """Free-for-all: take back the Leadership lent to another player."""

    seat: int


@dataclass(frozen=True)
class PlayCombatCard(WildStormsAction):
    """``option``: the card a cancelling card cancels, or Turnabout's new defender."""

    card: str
    character: str
    option: str = ""

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return _onto(self.character)


@dataclass(frozen=True)
class PassCombat(WildStormsAction):
    pass


# -- recruit and equip -------------------------------------------------------------
@dataclass(frozen=True)
class Recruit(WildStormsAction):
    card: str
    to_zone: str

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return self.to_zone


@dataclass(frozen=True)
class RecruitFromHolding(WildStormsAction):
    """``keep``: the equipment (and enhancements) paid for and brought along."""

    card: str
    to_zone: str
    keep: tuple[str, ...] = ()

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return self.to_zone


@dataclass(frozen=True)
class Equip(WildStormsAction):
    """Equipment onto a character, or a weapon enhancement onto a weapon."""

    card: str
    host: str

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return _onto(self.host)


@dataclass(frozen=True)
class MoveEquipment(Equip):
    """Equipment already in play onto another character (paid again); the same gesture as Equip."""


@dataclass(frozen=True)
class DiscardEquipment(WildStormsAction):
    card: str
    pile: str

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return self.pile


@dataclass(frozen=True)
class MoveFromStaging(WildStormsAction):
    card: str
    to_zone: str

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return self.to_zone


@dataclass(frozen=True)
class MoveStagingIn(WildStormsAction):
    pass


@dataclass(frozen=True)
class AnswerOffer(WildStormsAction):
    accept: bool


# -- plot twists ---------------------------------------------------------------------
@dataclass(frozen=True)
class PlayPlotTwist(WildStormsAction):
    """``target``: a card id (character, killed character, plot twist being
    cancelled) or a zone id (a player's effects zone, the battlesite);
    ``option``: the equipment destroyed, or the battlesite brought in."""

    card: str
    target: str
    option: str = ""

    def subject(self) -> str | None:
        return self.card

    def destination(self) -> str | None:
        return self.target if "." in self.target else _onto(self.target)


@dataclass(frozen=True)
class PassWindow(WildStormsAction):
    pass


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseBattlesite, ChoosePrize, ChooseFirst, FlyToStaging, DoneFlying, UsePrize, Redraw, KeepHand, DrawCards, NextPhase, DiscardCard,
    SwitchRank, Teleport, UseMagick, ActivateRage, UseAbility,
    DeclareAttack, DeclareTeamwork, DoneDeclaring, PassTeamwork, LendLeadership, RevokeLeadership,
    PlayCombatCard, PassCombat,
    Recruit, RecruitFromHolding, Equip, MoveEquipment, DiscardEquipment,
    MoveFromStaging, MoveStagingIn, AnswerOffer, PlayPlotTwist, PassWindow,
)

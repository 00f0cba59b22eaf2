"""Unmatched actions: one frozen dataclass per kind of move.

Ids name cards (``c12``) and tokens (``t3``); ``space`` is a board space id.
Actions carry no words: the rules give each its label and menu text
(rules.py, decisions.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.game import Action

SPACE = "space:"


@dataclass(frozen=True)
class Maneuver(Action):
    """Take the maneuver action: draw 1, may BOOST, move each fighter."""


@dataclass(frozen=True)
class PlayScheme(Action):
    """Take the scheme action: play ``card`` with the fighter standing on ``space``."""

    card: str
    fighter: str
    space: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class Attack(Action):
    """Take the attack action: ``fighter`` attacks ``target``, who stands on ``space``."""

    fighter: str
    target: str
    space: str

    def subject(self) -> str:
        return self.fighter

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class UseItem(Action):
    """Take an action with a battlefield scheme item (token ``item``) under ``fighter``."""

    fighter: str
    item: str

    def subject(self) -> str:
        return self.fighter


@dataclass(frozen=True)
class Boost(Action):
    """BOOST with a card from hand (discarded for a maneuver, laid face down for an attack)."""

    card: str
    zone: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return self.zone


@dataclass(frozen=True)
class MoveFighter(Action):
    """Move a fighter to a space; a large fighter's ``tail`` is the second space it fills."""

    fighter: str
    space: str
    tail: str = ""

    def subject(self) -> str:
        return self.fighter

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class ToggleDoor(Action):
    """During a maneuver: close an adjacent door (free) or open one (1 movement)."""

    fighter: str
    door: str  # "a|b"
    close: bool


@dataclass(frozen=True)
class PlaceFighter(Action):
    """Place a fighter in a space (no path followed): setup sidekicks, placing effects."""

    fighter: str
    space: str

    def subject(self) -> str:
        return self.fighter

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class Stretch(Action):
    """A placed large fighter also fills this adjacent space."""

    fighter: str
    space: str

    def subject(self) -> str:
        return self.fighter

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class PlayCombatCard(Action):
    """Lay an attack, defense or versatile card face down for the combat."""

    card: str
    zone: str


    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return self.zone


@dataclass(frozen=True)
class NoDefense(Action):
    """The defender plays no card."""


@dataclass(frozen=True)
class ChooseFighter(Action):
    """Pick the fighter an effect applies to."""

    fighter: str

    def subject(self) -> str:
        return self.fighter


@dataclass(frozen=True)
class PlaceMarker(Action):
    """Place one of your board markers (a trap...) on a space."""

    marker: str
    space: str


@dataclass(frozen=True)
class DiscardCard(Action):
    """Discard a card from your hand (an effect, or down to the hand limit)."""

    card: str
    zone: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return self.zone


@dataclass(frozen=True)
class ChooseForm(Action):
    """Choose the hero's form (stance, identity, size)."""

    form: str


@dataclass(frozen=True)
class ArrangeTop(Action):
    """Put looked-at cards back on the deck in this order (the last one on top)."""

    order: tuple[str, ...]


@dataclass(frozen=True)
class PickCard(Action):
    """Choose a card an effect lets you look at (a button: its face is not shown on the table)."""

    card: str


@dataclass(frozen=True)
class Decline(Action):
    """Do not (or no longer): skip an optional effect, end moving, BOOST nothing."""


@dataclass(frozen=True)
class Choose(Action):
    """Answer a question with one of its named options (how much Rage to spend, which spell...)."""

    option: str


@dataclass(frozen=True)
class MoveMarker(Action):
    """Move a board token (a fog token) to a space."""

    marker: str
    space: str

    def subject(self) -> str:
        return self.marker

    def destination(self) -> str:
        return SPACE + self.space

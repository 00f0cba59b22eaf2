"""Unmatched actions: one frozen dataclass per kind of move.

Ids name cards (``c12``) and tokens (``t3``); ``space`` is a board space id.
``label`` is the readable text the rules attach when they list an action (a
menu entry or button); it takes no part in equality, so an action built
without it still matches the listed one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.game import Action

SPACE = "space:"


@dataclass(frozen=True)
class Labelled(Action):
    """An action with a display label that does not count for equality."""

    label: str = field(default="", compare=False, kw_only=True)

    def text(self) -> str:
        return self.label or super().text()

    def choice_label(self) -> str:
        return self.label or self.text()


@dataclass(frozen=True)
class Maneuver(Labelled):
    """Take the maneuver action: draw 1, may BOOST, move each fighter."""

    def text(self) -> str:
        return "Maneuver"


@dataclass(frozen=True)
class PlayScheme(Labelled):
    """Take the scheme action: play ``card`` with the fighter standing on ``space``."""

    card: str
    fighter: str
    space: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class Attack(Labelled):
    """Take the attack action: ``fighter`` attacks ``target``, who stands on ``space``."""

    fighter: str
    target: str
    space: str

    def subject(self) -> str:
        return self.fighter

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class Boost(Labelled):
    """BOOST with a card from hand (discarded for a maneuver, laid face down for an attack)."""

    card: str
    zone: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return self.zone


@dataclass(frozen=True)
class MoveFighter(Labelled):
    """Move a fighter to a space; a large fighter's ``tail`` is the second space it fills."""

    fighter: str
    space: str
    tail: str = ""

    def subject(self) -> str:
        return self.fighter

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class ToggleDoor(Labelled):
    """During a maneuver: close an adjacent door (free) or open one (1 movement)."""

    fighter: str
    door: str  # "a|b"
    close: bool


@dataclass(frozen=True)
class PlaceFighter(Labelled):
    """Place a fighter in a space (no path followed): setup sidekicks, placing effects."""

    fighter: str
    space: str

    def subject(self) -> str:
        return self.fighter

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class Stretch(Labelled):
    """A placed large fighter also fills this adjacent space."""

    fighter: str
    space: str

    def subject(self) -> str:
        return self.fighter

    def destination(self) -> str:
        return SPACE + self.space


@dataclass(frozen=True)
class PlayCombatCard(Labelled):
    """Lay an attack, defense or versatile card face down for the combat."""

    card: str
    zone: str

    def text(self) -> str:
        return "Play a combat card face down"  # the log must not tell which

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return self.zone


@dataclass(frozen=True)
class NoDefense(Labelled):
    """The defender plays no card."""

    def text(self) -> str:
        return "Play no defense card"


@dataclass(frozen=True)
class ChooseFighter(Labelled):
    """Pick the fighter an effect applies to."""

    fighter: str

    def subject(self) -> str:
        return self.fighter


@dataclass(frozen=True)
class PlaceMarker(Labelled):
    """Place one of your board markers (a trap...) on a space."""

    marker: str
    space: str


@dataclass(frozen=True)
class DiscardCard(Labelled):
    """Discard a card from your hand (an effect, or down to the hand limit)."""

    card: str
    zone: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return self.zone


@dataclass(frozen=True)
class ChooseForm(Labelled):
    """Choose the hero's form (stance, identity, size)."""

    form: str


@dataclass(frozen=True)
class ArrangeTop(Labelled):
    """Put looked-at cards back on the deck in this order (the last one on top)."""

    order: tuple[str, ...]


@dataclass(frozen=True)
class PickCard(Labelled):
    """Choose a card an effect lets you look at (a button: its face is not shown on the table)."""

    card: str


@dataclass(frozen=True)
class Decline(Labelled):
    """Do not (or no longer): skip an optional effect, end moving, BOOST nothing."""

    def text(self) -> str:
        return self.label or "Decline"


ACTION_TYPES: tuple[type[Action], ...] = (
    Maneuver, PlayScheme, Attack, Boost, MoveFighter, ToggleDoor, PlaceFighter, Stretch,
    PlayCombatCard, NoDefense, ChooseFighter, PlaceMarker, DiscardCard, ChooseForm,
    ArrangeTop, PickCard, Decline,
)

"""Card schema of WCW Nitro CCG (game id ``nitro``).

Card types, as the rules name them:

- ``wrestler``: three colours (each may carry a +1 damage mark), a reputation
  (the starting hand size, also used for match scoring) and a special ability.
  One is the player's Wrestler; others may sit in the deck, one of each.
- ``nitro``: the basic Corner card; costs 1 Action Point, counts toward the
  "N" requirement of other cards.
- ``move``: an attack with N (Nitro needed), A (Action Points) and D (damage)
  and the colour of its damage icon.
- ``thunder``: no cost; one side works when discarded from the hand, the other
  when the card is flipped from the deck while taking damage; may be a DQ card.
- ``corner``: stays in play with the Nitro cards; N and A like a Move; may be a
  person, and a person may be Unique.

Effects (:class:`Effect`) are the structured part of card text the rules
engine resolves itself. ``who`` is the player the effect acts on, seen from the
card's controller. Kinds:

=========================  ===================================================
damage                     ``who`` takes ``amount`` damage (flips from deck)
damage_modifier            moves played by ``who`` do ``amount`` more damage
                           (negative: less), only moves of ``colour`` if set
prevent_damage             the damage now hitting you is ``amount`` less
stop_damage                the rest of the damage now hitting you is cancelled
draw                       ``who`` draws ``amount`` cards
discard_hand               ``who`` discards ``amount`` cards of their choice
recover                    ``who`` puts ``amount`` cards of their choice from
                           their discard pile on the bottom of their deck
fetch                      you take ``amount`` ``card_type`` cards from your
                           discard pile into your hand
search                     you take ``amount`` ``card_type`` cards from your
                           deck into your hand, then shuffle
action_points              ``who`` gets ``amount`` Action Points (negative: loses)
nitro_bonus                you count ``amount`` extra Nitro cards in play
extra_colour               you may do moves of ``colour``
distract_referee           the referee is distracted (for everybody)
discard_corner             ``who`` discards ``amount`` of their Corner cards
activate_corner_wrestlers  the Wrestlers in your corner use their abilities for you
corner_wrestler_colours    you may do moves of your corner Wrestlers' colours
tag_discount               tagging your partner costs ``amount`` fewer Action Points
=========================  ===================================================

Durations: ``instant`` (once, now), ``this_turn``, ``next_turn`` (``who``'s next
turn), ``while_in_play`` (continuous while the card is in play), ``each_turn``
(at the start of each of the controller's turns while in play, lasting that
turn). ``condition`` limits an effect to when the referee is distracted or the
controller's Wrestler is in or out of the ring (tag team).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tabletop.carddb.model import CardBase, GameSchema

Colour = Literal["red", "blue", "green", "yellow", "purple"]
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple")

EffectKind = Literal[
    "damage",
    "damage_modifier",
    "prevent_damage",
    "stop_damage",
    "draw",
    "discard_hand",
    "recover",
    "fetch",
    "search",
    "action_points",
    "nitro_bonus",
    "extra_colour",
    "distract_referee",
    "discard_corner",
    "activate_corner_wrestlers",
    "corner_wrestler_colours",
    "tag_discount",
]
Duration = Literal["instant", "this_turn", "next_turn", "while_in_play", "each_turn"]
Condition = Literal["referee_distracted", "in_ring", "out_of_ring"]
CardTypeName = Literal["wrestler", "nitro", "move", "thunder", "corner"]
HandTiming = Literal["your_turn", "any_time", "taking_damage"]

# Kinds whose amount must be positive, may be negative, or must be left out.
_POSITIVE = {
    "damage", "prevent_damage", "draw", "discard_hand", "recover", "fetch", "search",
    "nitro_bonus", "discard_corner", "tag_discount",
}
_SIGNED = {"damage_modifier", "action_points"}
_ONLY_YOU = {
    "fetch", "search", "nitro_bonus", "extra_colour", "activate_corner_wrestlers",
    "corner_wrestler_colours", "tag_discount", "prevent_damage", "stop_damage",
}
_LASTING = ("while_in_play", "each_turn")


@dataclass(frozen=True, kw_only=True)
class Effect:
    """One structured effect of a card (see the module docstring for the kinds)."""

    kind: EffectKind
    amount: int = 0
    who: Literal["you", "opponent"] = "you"
    colour: Colour | None = None
    card_type: CardTypeName | None = None
    duration: Duration = "instant"
    condition: Condition | None = None

    def problems(self) -> list[str]:
        found = []
        kind = self.kind
        if kind in _POSITIVE and self.amount < 1:
            found.append(f"a '{kind}' effect needs an 'amount' of at least 1")
        elif kind in _SIGNED and self.amount == 0:
            found.append(f"a '{kind}' effect needs a non-zero 'amount'")
        elif kind not in _POSITIVE | _SIGNED and self.amount != 0:
            found.append(f"a '{kind}' effect takes no 'amount'")
        if kind == "extra_colour" and self.colour is None:
            found.append("an 'extra_colour' effect needs a 'colour'")
        if self.colour is not None and kind not in ("extra_colour", "damage_modifier"):
            found.append(f"a '{kind}' effect takes no 'colour'")
        if kind in ("fetch", "search") and self.card_type is None:
            found.append(f"a '{kind}' effect needs a 'card_type'")
        if self.card_type is not None and kind not in ("fetch", "search"):
            found.append(f"a '{kind}' effect takes no 'card_type'")
        if kind in _ONLY_YOU and self.who != "you":
            found.append(f"a '{kind}' effect can only act on 'you'")
        return found

    def describe(self) -> str:
        """A compact form for logs and tooltips, e.g. ``damage_modifier -1 opponent``."""
        parts = [self.kind]
        if self.amount:
            parts.append(f"{self.amount:+d}" if self.kind in _SIGNED else str(self.amount))
        parts += [p for p in (self.colour, self.card_type) if p]
        if self.who != "you":
            parts.append(self.who)
        if self.duration != "instant":
            parts.append(self.duration)
        if self.condition:
            parts.append(f"if {self.condition}")
        return " ".join(parts)


def _effect_problems(effects: tuple[Effect, ...], allowed: tuple[str, ...], where: str) -> list[str]:
    """Durations that make no sense for where the effects sit on the card."""
    return [
        f"{where} effect '{e.kind}' cannot last '{e.duration}' (use {', '.join(allowed)})"
        for e in effects
        if e.duration not in allowed
    ]


_ONE_SHOT: tuple[str, ...] = ("instant", "this_turn", "next_turn")
_ANY: tuple[str, ...] = (*_ONE_SHOT, *_LASTING)
_DEFENCE = ("prevent_damage", "stop_damage")


def _defence_problems(effects: tuple[Effect, ...], where: str) -> list[str]:
    """Damage-stopping effects only work while their player is taking damage."""
    return [
        f"{where} cannot '{e.kind}': only a Thunder card used while taking damage can"
        for e in effects
        if e.kind in _DEFENCE
    ]


@dataclass(frozen=True, kw_only=True)
class ColourSlot:
    """One of a Wrestler's three colours; ``plus_one`` is the +1 damage mark."""

    colour: Colour
    plus_one: bool = False


@dataclass(frozen=True, kw_only=True)
class Wrestler(CardBase):
    """A Wrestler: the player's own, or one put into a corner from the hand."""

    colours: tuple[ColourSlot, ...]
    reputation: int
    ability: str | None = None
    effects: tuple[Effect, ...] = ()
    # Derived for the search index: the colours, and those with a +1 mark.
    colour: tuple[str, ...] = field(init=False, default=())
    plus_one: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self) -> None:
        object.__setattr__(self, "colour", tuple(s.colour for s in self.colours))
        object.__setattr__(self, "plus_one", tuple(s.colour for s in self.colours if s.plus_one))

    def problems(self) -> list[str]:
        found = []
        if len(self.colours) != 3:
            found.append(f"a Wrestler has exactly 3 colours, not {len(self.colours)}")
        if len(set(self.colour)) != len(self.colour):
            found.append("a Wrestler's colours must all differ")
        if self.reputation < 1:
            found.append("'reputation' must be at least 1")
        found += _effect_problems(self.effects, _LASTING, "a Wrestler's")
        found += _defence_problems(self.effects, "a Wrestler")
        return found

    def damage_bonus(self, colour: str) -> int:
        """The +1 this Wrestler adds to its moves of ``colour`` (0 or 1)."""
        return 1 if colour in self.plus_one else 0

    def stats_line(self) -> str:
        slots = " / ".join(s.colour + ("+1" if s.plus_one else "") for s in self.colours)
        return f"Wrestler · Rep {self.reputation} · {slots}"


@dataclass(frozen=True, kw_only=True)
class NitroCard(CardBase):
    """A Nitro card: the basic Corner card, always 1 Action Point to play."""

    effects: tuple[Effect, ...] = ()
    ability: str | None = None

    cost = 1  # fixed by the rules; a class constant, not a data field
    nitro = 0

    def problems(self) -> list[str]:
        return _effect_problems(self.effects, _ANY, "a Nitro card's") + _defence_problems(
            self.effects, "a Nitro card"
        )

    def stats_line(self) -> str:
        return "Nitro · A1"


@dataclass(frozen=True, kw_only=True)
class Move(CardBase):
    """A Move (attack) card: N, A, D and the colour of its damage icon."""

    nitro: int
    cost: int
    damage: int
    colour: Colour
    needs_distracted_referee: bool = False
    effects: tuple[Effect, ...] = ()
    ability: str | None = None

    def problems(self) -> list[str]:
        found = []
        if self.nitro < 0:
            found.append("'nitro' (N) cannot be negative")
        if self.cost < 1:
            found.append("'cost' (A) of a Move must be at least 1")
        if self.damage < 0:
            found.append("'damage' (D) cannot be negative")
        found += _effect_problems(self.effects, _ONE_SHOT, "a Move's")
        found += _defence_problems(self.effects, "a Move")
        return found

    def stats_line(self) -> str:
        return f"Move · N{self.nitro} A{self.cost} D{self.damage} · {self.colour}"


@dataclass(frozen=True, kw_only=True)
class Thunder(CardBase):
    """A Thunder card: a hand side (discard it to use) and a deck side (flipped)."""

    hand_timing: HandTiming = "your_turn"
    hand: tuple[Effect, ...] = ()
    hand_ability: str | None = None
    deck: tuple[Effect, ...] = ()
    deck_ability: str | None = None
    deck_to_corner: bool = False  # flipped from the deck, it stays in its owner's corner
    dq: bool = False  # a DQ card: in tag team, it can cost an illegal team the game

    def problems(self) -> list[str]:
        found = []
        manual = self.automation == "manual"
        if not (self.hand or self.hand_ability or manual):
            found.append("a Thunder card needs a hand side: 'hand' effects or a 'hand_ability'")
        if not (self.deck or self.deck_ability or self.dq or manual):
            found.append("a Thunder card needs a deck side: 'deck' effects, a 'deck_ability' or 'dq'")
        found += _effect_problems(self.hand, _ONE_SHOT, "a hand")
        if self.hand_timing != "taking_damage":
            found += _defence_problems(self.hand, f"a hand side played '{self.hand_timing}'")
        if self.deck_to_corner:
            found += _effect_problems(self.deck, _LASTING, "a corner-staying deck")
            found += _defence_problems(self.deck, "a corner-staying deck side")
        else:
            found += _effect_problems(self.deck, _ONE_SHOT, "a deck")
        return found

    def stats_line(self) -> str:
        return "Thunder" + (" · DQ" if self.dq else "")


@dataclass(frozen=True, kw_only=True)
class Corner(CardBase):
    """A Corner card other than Nitro: stays in play; may be a (Unique) person."""

    nitro: int
    cost: int
    person: bool = False
    unique: bool = False
    effects: tuple[Effect, ...] = ()
    ability: str | None = None

    def problems(self) -> list[str]:
        found = []
        if self.nitro < 0:
            found.append("'nitro' (N) cannot be negative")
        if self.cost < 0:
            found.append("'cost' (A) cannot be negative")
        if self.unique and not self.person:
            found.append("only a person can be Unique: set 'person: true' or drop 'unique'")
        found += _effect_problems(self.effects, _ANY, "a Corner card's")
        found += _defence_problems(self.effects, "a Corner card")
        return found

    def stats_line(self) -> str:
        who = " · Unique person" if self.unique else " · person" if self.person else ""
        return f"Corner · N{self.nitro} A{self.cost}{who}"


SCHEMA = GameSchema(
    game="nitro",
    card_types={
        "wrestler": Wrestler,
        "nitro": NitroCard,
        "move": Move,
        "thunder": Thunder,
        "corner": Corner,
    },
)

"""W.A.G.O.N. card schema: Characters (plain and Boosted), Plot Devices, Bandwidth.

Every field the rules read is here: a Character's Genre, Attributes, OFF and
DEF points, Bandwidth cost (0-5 circles), Boost Requirement and Special
Ability; a Plot Device's Effect Count (a number of rounds, instant, infinite
or equipment), Attributes and cost; a Bandwidth card's yield.

Effects are data (:class:`Effect`, aimed with :class:`Filter`); anything the
vocabulary cannot say is a named ``ability`` (a small function in the rules'
immutable ``ABILITIES`` mapping, see plots.py), or ``automation: manual``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tabletop.carddb.model import CardBase, GameSchema
from tabletop.carddb.schema import CardRef

Attribute = Literal[
    "humanoid", "animal", "flying", "alien", "machine", "undead", "plant",
    "monster", "alcohol", "psychic", "fire", "water", "dark", "light",
]
Genre = Literal["fighter", "shooter", "mystical", "geek", "special"]
Position = Literal["any", "offense", "defense"]
CountKind = Literal["number", "instant", "infinite", "equipment"]

MAX_BANDWIDTH_COST = 5  # five circles in the card's corner
RESISTANT_ATTRIBUTES: frozenset[str] = frozenset({"fire", "water", "dark", "light"})
"""A Character with one of these Attributes shrugs off harmful effects of cards
carrying the same Attribute (Fire resists fire, Water never gets wet, Dark
resists Dark attacks, Light is immune to its own power)."""

EffectKind = Literal[
    "modify",           # stat += amount (times the number of cards matching `per`)
    "destroy",          # targets are destroyed
    "stun",             # targets may not attack or change position
    "set_position",     # targets are turned to `position`
    "bandwidth",        # controller gains `amount` Bandwidth (each upkeep when timing is upkeep)
    "draw",             # controller draws `amount` cards
    "take_control",     # controller takes control of the target while the effect lasts
    "return_to_hand",   # targets go back to their owner's hand
    "recover",          # `amount` cards matching `filter` return from the discard pile to hand
    "survive_ties",     # not destroyed when a battle's points are equal
    "prevent_destroy",  # the target is not destroyed this time
    "immune",           # targets ignore effects of cards matching `against`
    "extra_attack",     # targets may attack `amount` more times
    "haste",            # targets may attack in the turn they come into play
    "direct_attack",    # targets may attack Panels past defending Characters
    "boost_stand_in",   # counts as `amount` of the cards a Boost Requirement needs
    "skip_draw",        # the players `filter.side` names skip their Draw stage
]
Target = Literal["self", "equipped", "one", "all", "others", "event"]
"""Who an effect touches: the card itself (or, for draw/bandwidth/recover, its
controller), the Character a piece of equipment is on, one chosen card, every
matching card, every matching card but this one, or the card whose event
triggered a response."""

Timing = Literal["static", "play", "action", "response", "upkeep"]
"""When a Special Ability or Plot Device works: always while in play, once in
the Play stage, as an offensive ability in Take Action, in reply to an event,
or at each Upkeep."""

Trigger = Literal["attacked", "would_be_destroyed", "card_played"]
"""Response events: one of your Characters is attacked, or would be destroyed;
your opponent plays a card."""
Duration = Literal["while_active", "end_of_turn", "permanent"]

_AMOUNT_KINDS = {"bandwidth", "draw", "recover", "extra_attack", "boost_stand_in"}


def _name_matches(wanted: str, name: str) -> bool:
    """'Burk' matches 'Burk' and 'Burk the Kramonian Captain', not 'Burkhart'."""
    wanted, name = wanted.casefold().strip(), name.casefold().strip()
    return name == wanted or name.startswith(wanted + " ") or name.startswith(wanted + ",")


@dataclass(frozen=True, kw_only=True)
class Filter:
    """Which cards an effect, requirement or count is about."""

    side: Literal["own", "opponent", "any"] = "any"
    card_type: Literal["character", "plot_device", "any"] = "character"
    genres: tuple[Genre, ...] = ()  # any of these
    attributes: tuple[Attribute, ...] = ()  # carrying any of these
    without: tuple[Attribute, ...] = ()  # carrying none of these
    position: Position = "any"
    name: str | None = None  # a name, any subtitle allowed

    def matches_card(self, card: CardBase) -> bool:
        """The parts of the filter a card definition decides (not side or position)."""
        if self.card_type != "any" and card.type != self.card_type:
            return False
        if self.genres and getattr(card, "genre", None) not in self.genres:
            return False
        carried = set(getattr(card, "attributes", ()))
        if self.attributes and not carried & set(self.attributes):
            return False
        if carried & set(self.without):
            return False
        return self.name is None or _name_matches(self.name, card.name)

    def problems(self) -> list[str]:
        if set(self.attributes) & set(self.without):
            return ["a filter cannot both want and exclude the same attribute"]
        if self.card_type != "character" and (self.genres or self.position != "any"):
            return ["genres and position only apply to a filter on characters"]
        return []


@dataclass(frozen=True, kw_only=True)
class Effect:
    """One structured effect: what happens, to whom, how much, for how long."""

    kind: EffectKind
    target: Target = "self"
    filter: Filter = field(default_factory=Filter)
    amount: int = 0
    stat: Literal["offense", "defense", "both"] | None = None
    per: Filter | None = None  # modify: amount per matching card in play (either side)
    position: Literal["offense", "defense"] | None = None  # set_position only
    against: Filter | None = None  # immune: whose effects; others: only in battle vs these
    while_position: Position = "any"  # only while the source (or its host) is in this position
    duration: Duration = "while_active"

    def problems(self) -> list[str]:
        found = []
        if self.kind == "modify":
            if self.stat is None or self.amount == 0:
                found.append("a 'modify' effect needs a 'stat' and a non-zero 'amount'")
        elif self.stat is not None or self.per is not None:
            found.append(f"'stat' and 'per' only belong to a 'modify' effect, not '{self.kind}'")
        if self.kind in _AMOUNT_KINDS and self.amount < 1:
            found.append(f"a '{self.kind}' effect needs an 'amount' of at least 1")
        if (self.kind == "set_position") != (self.position is not None):
            found.append("'position' is needed by, and only by, a 'set_position' effect")
        if self.kind == "immune" and self.against is None:
            found.append("an 'immune' effect needs 'against' (whose effects are ignored)")
        return found


@dataclass(frozen=True, kw_only=True)
class BoostNeed:
    """One line of a Boost Requirement: cards in play, under your control, to sacrifice."""

    count: int = 1
    name: str | None = None  # "Burk": any Burk, whatever the subtitle
    card: CardRef | None = None  # one exact card
    attribute: Attribute | None = None
    genre: Genre | None = None
    card_type: Literal["character", "plot_device", "any"] = "any"
    sacrifice: bool = True

    def words(self) -> str:
        """The line in words: ``3 Undead Characters``, ``Burk``, ``2× Burk (kept)``."""
        named = self.name or (" ".join(part.capitalize() for part in self.card.split("_")) if self.card else "")
        if named:
            base = named if self.count == 1 else f"{self.count}× {named}"
        else:
            what = " ".join(p.capitalize() for p in (self.attribute, self.genre) if p)
            kind = {"character": "Character", "plot_device": "Plot Device"}.get(self.card_type, "card")
            base = f"{self.count} {what} {kind}{'s' if self.count != 1 else ''}".replace("  ", " ")
        return base + ("" if self.sacrifice else " (kept)")

    def matches(self, card: CardBase) -> bool:
        """Whether ``card`` can be one of the cards this line asks for."""
        if self.card_type != "any" and card.type != self.card_type:
            return False
        if self.card is not None and card.id != self.card:
            return False
        if self.name is not None and not _name_matches(self.name, card.name):
            return False
        if self.attribute is not None and self.attribute not in getattr(card, "attributes", ()):
            return False
        return self.genre is None or getattr(card, "genre", None) == self.genre

    def problems(self) -> list[str]:
        found = []
        if self.count < 1:
            found.append("a boost requirement needs a 'count' of at least 1")
        if self.name is not None and self.card is not None:
            found.append("a boost requirement names a card by 'name' or by 'card', not both")
        if (self.name, self.card, self.attribute, self.genre) == (None, None, None, None):
            found.append("a boost requirement needs a 'name', 'card', 'attribute' or 'genre'")
        return found


@dataclass(frozen=True, kw_only=True)
class WagonCard(CardBase):
    """Fields every W.A.G.O.N. card carries."""

    attributes: tuple[Attribute, ...] = ()
    cost: int = 0  # Bandwidth to bring the card into play
    webcomic: str = ""  # the home webcomic printed on the card
    flavor: str = ""  # the short description under the art

    def problems(self) -> list[str]:
        found = []
        if not 0 <= self.cost <= MAX_BANDWIDTH_COST:
            found.append(f"'cost' should be 0 to {MAX_BANDWIDTH_COST} Bandwidth, not {self.cost}")
        if len(set(self.attributes)) != len(self.attributes):
            found.append("an attribute is listed twice")
        return found


@dataclass(frozen=True, kw_only=True)
class ActiveCard(WagonCard):
    """A card that comes into play and does something: a Character or a Plot Device."""

    timing: Timing = "static"
    trigger: Trigger | None = None  # the event a 'response' card waits for
    effects: tuple[Effect, ...] = ()
    ability: str | None = None  # a rules function, when effects cannot say it

    def problems(self) -> list[str]:
        found = super().problems()
        if (self.timing == "response") != (self.trigger is not None):
            found.append("a 'trigger' is needed by, and only by, 'response' timing")
        if self.timing != "response" and any(e.target == "event" for e in self.effects):
            found.append("only a 'response' card can target the 'event' card")
        return found


@dataclass(frozen=True, kw_only=True)
class Character(ActiveCard):
    """A Character; with a ``boost`` requirement it is a Boosted Character."""

    genre: Genre
    offense: int  # OFF points, used in Offensive position
    defense: int  # DEF points, used in Defensive position
    boost: tuple[BoostNeed, ...] = ()
    special: str = ""  # the Special Ability's printed name
    enters_in: Position = "any"  # the position the card must come into play in ("any": the player chooses)
    ability_cost: int = 0  # Bandwidth spent each time the ability is used
    boosted: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "boosted", bool(self.boost))

    def problems(self) -> list[str]:
        found = super().problems()
        if self.offense < 0 or self.defense < 0:
            found.append("OFF and DEF points cannot be negative")
        has_ability = bool(self.effects) or self.ability is not None
        if has_ability and not self.special:
            found.append("a character with effects or an ability needs its 'special' name")
        if self.special and not has_ability and self.automation == "auto":
            found.append(f"special ability '{self.special}' has no effects, ability or manual mark")
        if self.ability_cost and self.timing not in ("play", "action", "response"):
            found.append("only a 'play', 'action' or 'response' ability can have an 'ability_cost'")
        if self.ability_cost < 0:
            found.append("'ability_cost' cannot be negative")
        found += [f"a character's effect cannot target '{e.target}'" for e in self.effects
                  if e.target == "equipped"]
        return found

    def stats_line(self) -> str:
        kind = "Boosted Character" if self.boosted else "Character"
        return f"{kind} · {self.genre.title()} · OFF {self.offense} / DEF {self.defense} · {self.cost} BW"


@dataclass(frozen=True, kw_only=True)
class PlotDevice(ActiveCard):
    """A Plot Device; its Effect Count says how long it stays in play."""

    effect_count: int | Literal["instant", "infinite", "equipment"]
    discard_when_used: bool = False  # a waiting card that goes once it has worked
    equip_to: Filter | None = None  # equipment: who may carry it (default: your Characters)
    count_kind: CountKind = field(init=False, default="number")

    def __post_init__(self) -> None:
        kind = "number" if isinstance(self.effect_count, int) else self.effect_count
        object.__setattr__(self, "count_kind", kind)

    def problems(self) -> list[str]:
        found = super().problems()
        if self.count_kind == "number" and self.effect_count < 1:
            found.append(f"a numbered effect count should be 1 or more, not {self.effect_count}")
        if self.equip_to is not None and self.count_kind != "equipment":
            found.append("'equip_to' only belongs to an equipment Plot Device")
        if self.count_kind == "instant" and self.timing in ("static", "upkeep"):
            found.append(f"an instant Plot Device cannot have '{self.timing}' timing")
        if self.discard_when_used and self.count_kind == "instant":
            found.append("an instant Plot Device is always discarded; drop 'discard_when_used'")
        for effect in self.effects:
            if (effect.target == "equipped") != (self.count_kind == "equipment"):
                found.append("equipment effects target 'equipped', and only equipment does")
                break
        if not self.effects and self.ability is None and self.automation == "auto":
            found.append("a Plot Device needs effects, an ability, or 'automation: manual'")
        return found

    def stats_line(self) -> str:
        count = self.effect_count
        shown = f"{count} round{'s' if count != 1 else ''}" if isinstance(count, int) else count
        return f"Plot Device · {str(shown).title()} · {self.cost} BW"


@dataclass(frozen=True, kw_only=True)
class Bandwidth(WagonCard):
    """Discarded from hand to pay ``amount`` Bandwidth."""

    amount: int = 1

    def problems(self) -> list[str]:
        found = super().problems()
        if self.amount < 1:
            found.append("a Bandwidth card should give at least 1 Bandwidth")
        if self.cost:
            found.append("a Bandwidth card has no cost of its own")
        return found

    def stats_line(self) -> str:
        return f"Bandwidth · +{self.amount}"


CARD_TYPES: dict[str, type[CardBase]] = {
    "character": Character,
    "plot_device": PlotDevice,
    "bandwidth": Bandwidth,
}

SCHEMA = GameSchema(game="wagon", card_types=CARD_TYPES)

"""Which card effects touch which Character, and the OFF and DEF that come out of them.

A lasting effect comes from a card in play: a Character's static Special
Ability, a lasting Plot Device on a line, a piece of equipment, or an entry of
``until_end`` (an effect that lasts until the end of the turn; its card may be
gone). Who it touches: the card itself, the Character a piece of equipment is
on, the one Character a Plot Device was aimed at (``aim``), or every Character
matching its filter (sides counted from the effect's controller).

Immunity: a card with an ``immune`` effect (its own, or its equipment's)
ignores every effect of cards matching ``against``. Resistance: a Fire, Water,
Dark or Light card ignores the harmful effects of cards carrying the same
Attribute (harmful: coming from the other side, lowering points, or stunning,
destroying, removing or taking over). A card never blocks its own effects.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tabletop.engine.rules import Explained
from tabletop.games.wagon.cards import RESISTANT_ATTRIBUTES, Effect, Filter
from tabletop.games.wagon.context import AIM, UNTIL_END, WagonContext

HARMFUL_KINDS = frozenset({"destroy", "stun", "return_to_hand", "take_control"})
STAT_WORDS = {"offense": "OFF", "defense": "DEF"}
COUNTERS = {"offense": "off", "defense": "def"}


@dataclass(frozen=True)
class Source:
    """An effect at work: the effect, its card (None when the card has left play), whose it is."""

    effect: Effect
    card: str | None
    definition: Any
    seat: int
    target: str | None = None  # an until-the-end-of-turn effect's one target (None: by its own words)


def _static_cards(ctx: WagonContext) -> Iterator[str]:
    for seat in ctx.seats:
        for character in ctx.characters(seat):
            yield character
            yield from ctx.equipment(character)
        yield from ctx.plot_devices(seat)


def sources(ctx: WagonContext) -> tuple[Source, ...]:
    """Every lasting effect at work now (remembered while only reading)."""
    return ctx.remembered("sources", lambda: tuple(_sources(ctx)))


def _sources(ctx: WagonContext) -> Iterator[Source]:
    for card in _static_cards(ctx):
        definition = ctx.card(card)
        if getattr(definition, "timing", None) != "static":
            continue
        for effect in definition.effects:
            yield Source(effect, card, definition, ctx.controller(card))
    for lasting in ctx.flag(UNTIL_END):
        effect = Effect(kind=lasting["kind"], stat=lasting.get("stat"), amount=lasting.get("amount", 0),
                        target="one")
        yield Source(effect, lasting.get("card"), ctx.db.cards[lasting["definition"]], lasting["seat"],
                     lasting.get("target"))


def side_matches(ctx: WagonContext, wanted: Filter, seat: int, card: str) -> bool:
    """The filter's side, counted from ``seat``, and its position; then the card's own features."""
    if wanted.side == "own" and ctx.controller(card) != seat:
        return False
    if wanted.side == "opponent" and ctx.controller(card) == seat:
        return False
    if wanted.position != "any" and ctx.position(card) != wanted.position:
        return False
    return wanted.matches_card(ctx.card(card))


def harmful(ctx: WagonContext, effect: Effect, seat: int, target: str) -> bool:
    return (seat != ctx.controller(target) or effect.kind in HARMFUL_KINDS
            or (effect.kind == "modify" and effect.amount < 0))


def immunities(ctx: WagonContext, card: str) -> Iterator[Filter]:
    """The ``against`` filters of the card's own immunities and its equipment's."""
    for effect in ctx.card(card).effects:
        if effect.kind == "immune" and effect.target == "self" and effect.against is not None:
            yield effect.against
    for gear in ctx.equipment(card):
        for effect in ctx.card(gear).effects:
            if effect.kind == "immune" and effect.against is not None:
                yield effect.against


def blocked(ctx: WagonContext, effect: Effect, definition: Any, seat: int, target: str,
            source_card: str | None = None) -> str | None:
    """Why ``target`` ignores this effect (a few words), or None when it takes it."""
    if source_card == target:
        return None
    target_card = ctx.card(target)
    for against in immunities(ctx, target):
        if against.matches_card(definition):
            return f"{target_card.name} is immune to {definition.name}"
    shared = set(target_card.attributes) & set(definition.attributes) & RESISTANT_ATTRIBUTES
    if shared and harmful(ctx, effect, seat, target):
        word = sorted(shared)[0].title()
        return f"{target_card.name} resists {word} cards like {definition.name}"
    return None


def reaches(ctx: WagonContext, source: Source, target: str) -> bool:
    """Whether ``source`` is aimed at ``target`` by its own words (before immunity)."""
    effect = source.effect
    if source.target is not None:
        return source.target == target
    card = source.card
    if effect.while_position != "any" and card is not None:
        holder = ctx.host(card) or card
        if ctx.position(holder) != effect.while_position:
            return False
    kind = effect.target
    if kind == "self":
        return card == target
    if kind == "equipped":
        return card is not None and ctx.host(card) == target
    if kind == "one":
        return card is not None and ctx.mapping(AIM).get(card) == target
    if kind == "others" and card == target:
        return False
    if kind in ("all", "others"):
        return side_matches(ctx, effect.filter, source.seat, target)
    return False


def touching(ctx: WagonContext, target: str, kind: str) -> Iterator[Source]:
    """The lasting effects of ``kind`` that reach ``target`` and are not blocked."""
    for source in sources(ctx):
        if source.effect.kind == kind and reaches(ctx, source, target) and \
                blocked(ctx, source.effect, source.definition, source.seat, target, source.card) is None:
            yield source


def has(ctx: WagonContext, target: str, kind: str) -> bool:
    return next(touching(ctx, target, kind), None) is not None


def count_matching(ctx: WagonContext, wanted: Filter, seat: int) -> int:
    """Cards in play matching ``wanted`` (sides counted from ``seat``; "any": both sides)."""
    return sum(1 for card in ctx.in_play() if side_matches(ctx, wanted, seat, card))


def _label(source: Source) -> str:
    definition = source.definition
    special = getattr(definition, "special", "")
    return f"{definition.name} ({special})" if special and source.card is not None else definition.name


def stat(ctx: WagonContext, card: str, which: str, against: str | None = None) -> Explained:
    """A Character's OFF or DEF now (``against``: the Character it battles), with the arithmetic."""
    definition = ctx.card(card)
    word = STAT_WORDS[which]
    parts: list[tuple[int, str]] = [(getattr(definition, which), definition.name)]
    counters = ctx.state.cards[card].counters.get(COUNTERS[which], 0)
    if counters:
        parts.append((counters, "counters"))
    for source in touching(ctx, card, "modify"):
        effect = source.effect
        if effect.stat not in (which, "both"):
            continue
        if effect.against is not None and source.target is None:
            if against is None or not side_matches(ctx, effect.against, source.seat, against):
                continue
        if effect.per is not None:
            count = count_matching(ctx, effect.per, source.seat)
            if count:
                kinds = "/".join(a.title() for a in effect.per.attributes) or "matching"
                parts.append((effect.amount * count, f"{_label(source)}: {count} {kinds} card"
                              f"{'s' if count != 1 else ''} in play"))
            continue
        parts.append((effect.amount, _label(source)))
    return Explained.of(parts, word, floor=0)


def battle_value(ctx: WagonContext, card: str, against: str) -> Explained:
    """The points a Character battles with: OFF in Offensive position, DEF in Defensive."""
    return stat(ctx, card, "offense" if ctx.position(card) == "offense" else "defense", against)

"""Plot Devices and Special Abilities at work: choosing a target, resolving effects, effect counts.

An effect resolves through ``RESOLVERS[effect.kind]`` (a small function per
kind, in an immutable mapping); a card whose text the effect vocabulary cannot
say names an ``ability``: ``ABILITY_TARGETS``, ``ON_PLAY`` and ``AT_UPKEEP``
hold those functions by name. Lasting effects (modifiers, stuns, immunities,
taken control) are not resolved here: effects.py reads them from the cards
in play.

Effect counts: a numbered Plot Device gets a ``rounds`` counter when played;
each of its controller's Upkeeps takes one off, and at 0 it is discarded.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from tabletop.engine.locations import seat_zone
from tabletop.games.wagon import bandwidth, lines
from tabletop.games.wagon.cards import Effect, Filter, PlotDevice
from tabletop.games.wagon.context import (
    AIM,
    CHARACTERS,
    DECK,
    DISCARD,
    HAND,
    POSITION_WORDS,
    UNTIL_END,
    WagonContext,
)
from tabletop.games.wagon.effects import blocked, side_matches

ROUNDS = "rounds"
OWN = Filter(side="own")


@dataclass(frozen=True)
class Use:
    """One effect being resolved: whose, from which card, on which chosen target."""

    seat: int
    effect: Effect
    definition: Any
    card: str
    target: str = ""


# -- targets ------------------------------------------------------------------------------------------
def _aimed_effect(definition: Any) -> Effect | None:
    return next((e for e in definition.effects if e.target == "one"), None)


def _character_targets(ctx: WagonContext, seat: int, definition: Any, card: str, effect: Effect) -> list[str]:
    found = []
    for target in ctx.all_characters():
        if not side_matches(ctx, effect.filter, seat, target):
            continue
        if blocked(ctx, effect, definition, seat, target, card) is not None:
            continue
        if effect.kind == "take_control" and (
                lines.character_room_problem(ctx, seat) or lines.copy_problem(ctx, seat, target)):
            continue
        found.append(target)
    return found


def _job_seekers(ctx: WagonContext, seat: int, card: str) -> list[str]:
    return [c for c in ctx.cards_in(seat, HAND) if c != card and ctx.is_character(c)]


ABILITY_TARGETS: Mapping[str, Callable[[WagonContext, int, str], list[str]]] = MappingProxyType({
    "get_a_job": _job_seekers,
})


def equip_hosts(ctx: WagonContext, seat: int, definition: PlotDevice, card: str) -> list[str]:
    wanted = definition.equip_to or OWN
    effect = definition.effects[0] if definition.effects else Effect(kind="immune", against=Filter())
    return [c for c in ctx.characters(seat) if side_matches(ctx, wanted, seat, c)
            and blocked(ctx, effect, definition, seat, c, card) is None]


def targets(ctx: WagonContext, seat: int, card: str) -> list[str] | None:
    """The targets a card played or used by ``seat`` must choose among; None when it needs none."""
    definition = ctx.card(card)
    if definition.ability in ABILITY_TARGETS:
        return ABILITY_TARGETS[definition.ability](ctx, seat, card)
    if isinstance(definition, PlotDevice) and definition.count_kind == "equipment":
        return equip_hosts(ctx, seat, definition, card)
    recover = next((e for e in definition.effects if e.kind == "recover"), None)
    if recover is not None:
        return [c for c in ctx.cards_in(seat, DISCARD) if recover.filter.matches_card(ctx.card(c))]
    aimed = _aimed_effect(definition)
    if aimed is None:
        return None
    return _character_targets(ctx, seat, definition, card, aimed)


# -- resolving ------------------------------------------------------------------------------------
def _reached(ctx: WagonContext, use: Use) -> Iterator[str]:
    """The Characters an effect being resolved reaches (immune and resistant ones left out)."""
    effect = use.effect
    if effect.target == "self":
        found = [use.card] if ctx.on_line(use.card) else []
    elif effect.target in ("one", "event", "equipped"):
        found = [use.target] if use.target and ctx.place_of(use.target) == CHARACTERS else []
    else:
        found = [c for c in ctx.all_characters() if (effect.target != "others" or c != use.card)
                 and side_matches(ctx, effect.filter, use.seat, c)]
    for target in found:
        why = blocked(ctx, effect, use.definition, use.seat, target, use.card)
        if why is None:
            yield target
        else:
            ctx.note(f"{why}: no effect.")


def _until_end(ctx: WagonContext, use: Use, target: str | None, **values: Any) -> None:
    ctx.add_to(UNTIL_END, {"kind": use.effect.kind, "definition": use.definition.id, "seat": use.seat,
                           "card": use.card, "target": target, **values})


def _modify(ctx: WagonContext, use: Use) -> None:
    effect = use.effect
    stats = ("offense", "defense") if effect.stat == "both" else (effect.stat,)
    words = " and ".join(f"{effect.amount:+d} {'OFF' if s == 'offense' else 'DEF'}" for s in stats)
    for target in list(_reached(ctx, use)):
        if effect.duration == "permanent":
            for which in stats:
                counter = "off" if which == "offense" else "def"
                value = ctx.state.cards[target].counters.get(counter, 0) + effect.amount
                ctx.change.set_counter(target, counter, value)
            ctx.note(f"{ctx.name(target)} gets {words} for good (a counter).")
        else:
            _until_end(ctx, use, target, stat=effect.stat, amount=effect.amount)
            ctx.note(f"{ctx.name(target)} gets {words} this turn.")


def _set_position(ctx: WagonContext, use: Use) -> None:
    position = use.effect.position or "offense"
    for target in list(_reached(ctx, use)):
        if lines.turn_to(ctx, target, position):
            ctx.note(f"{ctx.name(target)} turns to {POSITION_WORDS[position]} position.")


def _draw(ctx: WagonContext, use: Use) -> None:
    drawn = lines.draw(ctx, use.seat, use.effect.amount)
    ctx.note(f"{ctx.seat_name(use.seat)} draws {drawn} card{'s' if drawn != 1 else ''}.")


def _bandwidth(ctx: WagonContext, use: Use) -> None:
    bandwidth.gain(ctx, use.seat, use.effect.amount, use.definition.name)


def _return_to_hand(ctx: WagonContext, use: Use) -> None:
    for target in list(_reached(ctx, use)):
        ctx.note(f"{ctx.name(target)} goes back to {ctx.seat_name(ctx.owner(target))}'s hand.")
        lines.leave_play(ctx, target, HAND)


def _recover(ctx: WagonContext, use: Use) -> None:
    if use.target and ctx.place_of(use.target) == DISCARD:
        ctx.change.move(use.target, seat_zone(use.seat, HAND))
        ctx.change.set_card(use.target, "controller", use.seat)
        ctx.note(f"{ctx.name(use.target)} comes back from the discard pile to the hand.")


def _extra_attack(ctx: WagonContext, use: Use) -> None:
    for target in list(_reached(ctx, use)):
        _until_end(ctx, use, target, amount=use.effect.amount)
        ctx.note(f"{ctx.name(target)} may attack {use.effect.amount} more time this turn.")


def _direct_attack(ctx: WagonContext, use: Use) -> None:
    for target in list(_reached(ctx, use)):
        _until_end(ctx, use, target)
        ctx.note(f"{ctx.name(target)} may attack a Comic Panel directly this turn.")


def _stand_in(ctx: WagonContext, use: Use) -> None:
    _until_end(ctx, use, None, amount=use.effect.amount)
    ctx.note(f"This turn {use.definition.name} stands in for {use.effect.amount} card of a Boost Requirement.")


def _destroy(ctx: WagonContext, use: Use) -> None:
    for target in list(_reached(ctx, use)):
        lines.destroy(ctx, target)


def _lasting(ctx: WagonContext, use: Use) -> None:
    """Stuns, immunities, taken control...: they work while the card is in play (effects.py)."""


RESOLVERS: Mapping[str, Callable[[WagonContext, Use], None]] = MappingProxyType({
    "modify": _modify,
    "set_position": _set_position,
    "draw": _draw,
    "bandwidth": _bandwidth,
    "return_to_hand": _return_to_hand,
    "recover": _recover,
    "extra_attack": _extra_attack,
    "direct_attack": _direct_attack,
    "boost_stand_in": _stand_in,
    "destroy": _destroy,
    "stun": _lasting, "take_control": _lasting, "immune": _lasting, "survive_ties": _lasting,
    "haste": _lasting, "skip_draw": _lasting, "prevent_destroy": _lasting,
})


def resolve(ctx: WagonContext, seat: int, card: str, target: str = "") -> None:
    """Every effect of ``card`` (or its named ability) happens now, for ``seat``."""
    definition = ctx.card(card)
    if definition.ability in ON_PLAY:
        ON_PLAY[definition.ability](ctx, seat, card, target)
    for effect in definition.effects:
        RESOLVERS[effect.kind](ctx, Use(seat, effect, definition, card, target))


# -- lasting Plot Devices ---------------------------------------------------------------------
def settle_in(ctx: WagonContext, seat: int, card: str, target: str) -> None:
    """A lasting Plot Device comes into play: its count, its aim, a Character it takes over."""
    definition: PlotDevice = ctx.card(card)
    if definition.count_kind == "number":
        ctx.change.set_counter(card, ROUNDS, int(definition.effect_count))
    if definition.ability in ON_PLAY:
        ON_PLAY[definition.ability](ctx, seat, card, target)
        return
    aimed = _aimed_effect(definition)
    if aimed is None or not target:
        return
    ctx.set_in(AIM, card, target)
    if aimed.kind == "take_control":
        ctx.change.move(target, seat_zone(seat, CHARACTERS))
        ctx.change.set_card(target, "controller", seat)
        ctx.note(f"{ctx.seat_name(seat)} takes control of {ctx.name(target)}.")
    else:
        ctx.note(f"{definition.name} works on {ctx.name(target)}.")


def _put_to_work(ctx: WagonContext, seat: int, card: str, target: str) -> None:
    if target:
        ctx.change.attach(target, card)
        ctx.note(f"{ctx.name(target)} goes to work on {ctx.name(card)} (not in play): "
                 f"{ctx.card(target).cost} Bandwidth each Upkeep.")


def _job_pay(ctx: WagonContext, seat: int, card: str) -> None:
    for worker in ctx.equipment(card):
        bandwidth.gain(ctx, seat, ctx.card(worker).cost, f"{ctx.name(worker)} on {ctx.name(card)}")


def _crossover(ctx: WagonContext, seat: int, card: str, target: str) -> None:
    """Each seat shows its top card; the dearer one's seat takes both; a tie leaves them."""
    other = ctx.other(seat)
    mine, theirs = ctx.cards_in(seat, DECK), ctx.cards_in(other, DECK)
    if ctx.quick:
        tops = list(reversed(mine[-2:]))
    else:
        tops = [mine[-1]] if mine else []
        tops += [theirs[-1]] if theirs else []
    if len(tops) < 2:
        ctx.note("Not enough cards in the Draw Decks to reveal: nothing happens.")
        return
    costs = [ctx.card(c).cost for c in tops]
    ctx.note(f"Revealed: {ctx.name(tops[0])} ({costs[0]} BW) for {ctx.seat_name(seat)}, "
             f"{ctx.name(tops[1])} ({costs[1]} BW) for {ctx.seat_name(other)}.")
    if costs[0] == costs[1]:
        ctx.note("Equal costs: both cards go back on top of the decks.")
        return
    winner = seat if costs[0] > costs[1] else other
    for top in tops:
        ctx.change.move(top, seat_zone(winner, HAND))
        ctx.change.set_card(top, "face_up", True)
        ctx.change.set_card(top, "controller", winner)
        if ctx.quick:
            ctx.change.set_card(top, "owner", winner)
    ctx.note(f"{ctx.seat_name(winner)} puts both cards into their hand.")


ON_PLAY: Mapping[str, Callable[[WagonContext, int, str, str], None]] = MappingProxyType({
    "get_a_job": _put_to_work,
    "crossover_event": _crossover,
})
AT_UPKEEP: Mapping[str, Callable[[WagonContext, int, str], None]] = MappingProxyType({
    "get_a_job": _job_pay,
})


def upkeep(ctx: WagonContext, seat: int) -> None:
    """Effect counts tick down (expired Plot Devices go), then the cards that work each Upkeep."""
    for card in list(ctx.plot_devices(seat)):
        rounds = ctx.state.cards[card].counters.get(ROUNDS)
        if rounds is None:
            continue
        if rounds <= 1:
            ctx.note(f"{ctx.name(card)}'s effect count runs out: it is discarded.")
            lines.leave_play(ctx, card)
        else:
            ctx.change.set_counter(card, ROUNDS, rounds - 1)
    for card in [*ctx.characters(seat), *ctx.plot_devices(seat)]:
        if ctx.controller(card) != seat or card not in ctx.state.cards:
            continue
        definition = ctx.card(card)
        if getattr(definition, "timing", None) != "upkeep":
            continue
        if definition.ability in AT_UPKEEP:
            AT_UPKEEP[definition.ability](ctx, seat, card)
        for effect in definition.effects:
            RESOLVERS[effect.kind](ctx, Use(seat, effect, definition, card))

"""The answer window: a seat answers an attack on its Character, or its Character's destruction.

The same for both seats: when one of your Characters is attacked (trigger
``attacked``) or would be destroyed (``would_be_destroyed``), you may answer
with a Character's Special Ability that says so (paying its ability cost),
a Plot Device in hand that says so (paying its cost; an instant goes to the
discard pile), or a Plot Device in play that says so (discarded when used,
when it says so). One answer per window; the window is a question in the
decision queue, passed over when you have nothing to answer with.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.rules import queue
from tabletop.games.wagon import bandwidth, lines, plots
from tabletop.games.wagon.cards import PlotDevice
from tabletop.games.wagon.context import CHARACTERS, DISCARD, HAND, SAVED, WagonContext
from tabletop.games.wagon.effects import blocked

RESPOND = "respond"


def _price(ctx: WagonContext, card: str) -> int:
    definition = ctx.card(card)
    if ctx.place_of(card) == HAND:
        return definition.cost
    return getattr(definition, "ability_cost", 0)


def _fits(ctx: WagonContext, seat: int, card: str, event: str, target: str) -> bool:
    definition = ctx.active_card(card)
    if definition is None or definition.timing != "response" or definition.trigger != event:
        return False
    place = ctx.place_of(card)
    if place == HAND and not isinstance(definition, PlotDevice):
        return False
    if any(e.target == "self" for e in definition.effects) and card != target:
        return False
    for effect in definition.effects:
        if effect.target in ("event", "self") and blocked(ctx, effect, definition, seat, target, card):
            return False
    return bandwidth.available(ctx, seat) >= _price(ctx, card)


def answers(ctx: WagonContext, seat: int, event: str, target: str) -> list[str]:
    """The cards ``seat`` may answer with when ``target`` is attacked or would be destroyed."""
    if ctx.place_of(target) != CHARACTERS or ctx.controller(target) != seat:
        return []
    found = [*ctx.characters(seat), *ctx.plot_devices(seat), *ctx.cards_in(seat, HAND)]
    return [card for card in found if _fits(ctx, seat, card, event, target)]


def window(ctx: WagonContext, event: str, target: str) -> list[Any]:
    """The queue entries of an answer window (none when nobody could answer)."""
    seat = ctx.controller(target)
    if not answers(ctx, seat, event, target):
        return []
    return [queue.later(seat, RESPOND, event=event, card=target)]


def pointless(ctx: WagonContext, decision: Any) -> bool:
    return decision["kind"] == RESPOND and not answers(ctx, decision["seat"], decision["event"], decision["card"])


def respond(ctx: WagonContext, seat: int, card: str, event: str, target: str) -> None:
    """``card`` answers: it is paid for, its effects reach the event's Character."""
    definition = ctx.card(card)
    from_hand = ctx.place_of(card) == HAND
    bandwidth.pay(ctx, seat, _price(ctx, card), definition.name)
    if from_hand:
        ctx.change.move(card, ctx.zone(ctx.owner(card), DISCARD))
    for effect in definition.effects:
        if effect.kind == "prevent_destroy":
            ctx.change.set_data(SAVED, target)
            ctx.note(f"{definition.name} saves {ctx.name(target)}.")
            continue
        plots.RESOLVERS[effect.kind](ctx, plots.Use(seat, effect, definition, card, target))
    if not from_hand and isinstance(definition, PlotDevice) and definition.discard_when_used:
        ctx.note(f"{definition.name} has worked and is discarded.")
        lines.leave_play(ctx, card)

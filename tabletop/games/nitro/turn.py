"""A turn: the draw, the Action Points, and what the active Wrestler spends them on.

Each turn starts with a draw, then the Wrestler gets 3 Action Points (1 outside
the ring in tag team), changed by cards (never below 0). A Nitro card costs 1,
a Corner card or a Move its A, an extra draw 1; Thunder cards and putting
another Wrestler into the corner cost nothing.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tabletop.engine.rules import Explained, queue
from tabletop.engine.words import count
from tabletop.games.nitro import actions as A
from tabletop.games.nitro.constants import (
    ACTION_POINTS,
    CORNER,
    DISCARD,
    EXTRA_DRAW_COST,
    HAND,
    NITRO_CARD_COST,
    OUT_OF_RING_ACTION_POINTS,
    OUTSIDE_ATTACK_MAX_COST,
    RING,
    TURN_START_DRAW,
)
from tabletop.games.nitro.context import DISTRACTIONS, NitroContext
from tabletop.games.nitro.damage import answer_with, ended
from tabletop.games.nitro.draws import draw
from tabletop.games.nitro.effects import HAND_ABILITIES, HAND_ABILITY_READY, choice, resolve

OUTSIDE_RULE = "outside_attacks"


# -- the start of a turn ---------------------------------------------------------------------------------
def _turn(ctx: NitroContext, entry: Mapping[str, Any]) -> None:
    seat = entry["seat"]
    change = ctx.change
    change.set(("active_player",), seat)
    change.set(("turn",), ctx.state.turn + 1)
    change.set(("phase",), "Turn")
    turn = ctx.state.turn
    kept = tuple((s, turn if when < 0 and s == seat else when)
                 for s, when in ctx.data.get(DISTRACTIONS, ()) if when < 0 or when >= turn)
    change.set_data(DISTRACTIONS, kept)
    change.set_data("peeks", tuple(p for p in ctx.data.get("peeks", ()) if p[2] >= turn))
    ctx.memo.clear()
    for other in ctx.seats:
        if ctx.seat_field(other, "run_in", ()):
            ctx.set_field(other, "run_in", ())
    ctx.set_field(seat, "moves_played", 0)
    ctx.set_field(seat, "tagged_in", bool(entry.get("tagged", False)))
    if not draw(ctx, seat, TURN_START_DRAW):
        return
    points = action_points(ctx, seat)
    ctx.set_field(seat, "action_points", points.value)
    ctx.set_field(seat, "ap_next", 0)
    ctx.note(f"{ctx.seat_name(seat)}'s turn: {points.text()}.")
    items = []
    for effect, source in ctx.lasting(seat):
        if effect.duration != "each_turn":
            continue
        if effect.kind == "draw":
            if not draw(ctx, seat, effect.amount, source):
                return
        elif effect.kind == "recover":
            items.append(choice(seat, "recover", effect.amount, source))
    queue.push(ctx, *items)


def action_points(ctx: NitroContext, seat: int) -> Explained:
    """This turn's Action Points: 3 in the ring (1 outside), cards' changes; never below 0."""
    base = ACTION_POINTS if ctx.in_ring(seat) else OUT_OF_RING_ACTION_POINTS
    parts = [(base, "each turn" if ctx.in_ring(seat) else "outside the ring")]
    for effect, source in ctx.lasting(seat):
        if effect.kind == "action_points" and effect.duration == "each_turn":
            parts.append((effect.amount, source))
    pending = int(ctx.seat_field(seat, "ap_next"))
    if pending:
        parts.append((pending, "last turn's cards"))
    return Explained.of(parts, "Action Points", floor=0)


def spend(ctx: NitroContext, seat: int, cost: int) -> None:
    ctx.set_field(seat, "action_points", ctx.ap(seat) - cost)


# -- playing cards ------------------------------------------------------------------------------------------
def card_cost(ctx: NitroContext, seat: int, card_id: str) -> int:
    """Action Points a card costs ``seat`` now."""
    card = ctx.card(card_id)
    if card.type == "nitro":
        return NITRO_CARD_COST
    if card.type in ("wrestler", "thunder"):
        return 0
    if card.type == "move":
        first = not ctx.seat_field(seat, "moves_played")
        if first and "springboard" in ctx.abilities(seat):
            return max(1, card.cost - 1)
    return card.cost


def _hand(ctx: NitroContext) -> list[str]:
    return ctx.cards_in(ctx.state.active_player, HAND)


def play_options(ctx: NitroContext) -> Iterator[A.PlayCard]:
    seat = ctx.state.active_player
    yield from (A.PlayCard(c, seat) for c in _hand(ctx) if ctx.kind(c) in ("nitro", "corner", "wrestler"))


def check_play(ctx: NitroContext, action: A.PlayCard) -> str | None:
    seat = ctx.state.active_player
    if action.player != seat or action.card not in _hand(ctx):
        return "Play a card from your own hand during your turn."
    card = ctx.card(action.card)
    if card.type not in ("nitro", "corner", "wrestler"):
        return f"{card.name} does not go into the corner."
    if card.type == "wrestler":
        if ctx.in_play(card.id):
            return f"{card.name} is already in play: only one copy of a Wrestler may be in play."
        return None
    if card.type == "corner":
        if card.unique and ctx.in_play(card.id):
            return f"{card.name} is Unique and a copy is already in play."
    return _requirements(ctx, seat, action.card)


def _requirements(ctx: NitroContext, seat: int, card_id: str) -> str | None:
    """The N requirement and the Action Points of a card, or None when both are met."""
    card = ctx.card(card_id)
    if ctx.nitro_count(seat) < getattr(card, "nitro", 0):
        return f"{card.name} needs {card.nitro} Nitro in play; you have {ctx.nitro_count(seat)}."
    cost = card_cost(ctx, seat, card_id)
    if cost > ctx.ap(seat):
        return f"{card.name} costs {count(cost, 'Action Point')}; you have {ctx.ap(seat)}."
    return None


def do_play(ctx: NitroContext, action: A.PlayCard) -> None:
    seat = action.player
    spend(ctx, seat, card_cost(ctx, seat, action.card))
    ctx.change.move(action.card, ctx.zone(seat, CORNER))
    card = ctx.card(action.card)
    if card.type == "wrestler":
        ctx.note(f"{card.name} waits in {ctx.seat_name(seat)}'s corner (it does nothing unless a card says so).")
        return
    queue.push(ctx, *resolve(ctx, seat, card.effects, card.name))


def move_options(ctx: NitroContext) -> Iterator[A.PlayMove]:
    seat = ctx.state.active_player
    targets = ctx.targets(seat)
    for card in _hand(ctx):
        if ctx.kind(card) == "move":
            yield from (A.PlayMove(card, seat, target) for target in targets)


def check_move(ctx: NitroContext, action: A.PlayMove) -> str | None:
    seat = ctx.state.active_player
    if action.player != seat or action.card not in _hand(ctx):
        return "Play a Move from your own hand during your turn."
    card = ctx.card(action.card)
    if card.type != "move":
        return f"{card.name} is not a Move."
    if action.target not in ctx.targets(seat):
        return "Attack an opposing Wrestler in the ring."
    if card.colour not in ctx.colours(seat):
        return f"{card.name} is {card.colour}; your Wrestler plays {', '.join(sorted(ctx.colours(seat)))}."
    refused = _requirements(ctx, seat, action.card)
    if refused:
        return refused
    cost = card_cost(ctx, seat, action.card)
    if card.needs_distracted_referee and not ctx.distracted():
        return f"{card.name} is only possible while the referee is distracted."
    if not ctx.in_ring(seat):
        if cost > OUTSIDE_ATTACK_MAX_COST:
            return f"From outside the ring only attacks of at most {OUTSIDE_ATTACK_MAX_COST} Action Point."
        if ctx.option(OUTSIDE_RULE, "always") == "distracted" and not ctx.distracted():
            return "From outside the ring you attack only while the referee is distracted (table option)."
    return None


def do_move(ctx: NitroContext, action: A.PlayMove) -> None:
    seat = action.player
    spend(ctx, seat, card_cost(ctx, seat, action.card))
    ctx.set_field(seat, "moves_played", int(ctx.seat_field(seat, "moves_played")) + 1)
    ctx.change.move(action.card, ctx.zone(seat, RING))
    strike = queue.entry("strike", seat=seat, card=action.card, target=action.target)
    holder = commissioner(ctx, action.target)
    if holder is not None:
        queue.push(ctx, queue.later(holder, "commissioner", card=action.card, attacker=seat), strike)
    else:
        queue.push(ctx, strike)


def commissioner(ctx: NitroContext, target: int) -> int | None:
    """The seat on ``target``'s team whose unused Commissioner may send a Move back."""
    for seat in ctx.team_of(target):
        if ctx.seat_field(seat, "used_once", False) is True:
            continue
        if any(getattr(ctx.card(c), "ability", None) == "commissioner" for c in ctx.cards_in(seat, CORNER)):
            return seat
    return None


# -- Thunder from the hand ---------------------------------------------------------------------------------
def _usable(ctx: NitroContext, seat: int, card: str, timings: tuple[str, ...]) -> bool:
    info = ctx.card(card)
    if info.type != "thunder" or info.hand_timing not in timings:
        return False
    return info.hand_ability is None or HAND_ABILITY_READY[info.hand_ability](ctx, seat)


def thunder_options(ctx: NitroContext) -> Iterator[A.UseThunder]:
    seat = ctx.deciding_seat
    timings = ("taking_damage", "any_time") if ctx.decision is not None else ("your_turn", "any_time")
    yield from (A.UseThunder(c, seat) for c in ctx.cards_in(seat, HAND) if _usable(ctx, seat, c, timings))


def check_thunder(ctx: NitroContext, action: A.UseThunder) -> str | None:
    seat = ctx.deciding_seat
    if action.player != seat or action.card not in ctx.cards_in(seat, HAND):
        return "Use a Thunder card from your own hand."
    if action in thunder_options(ctx):
        return None
    info = ctx.card(action.card)
    if info.type != "thunder":
        return f"{info.name} is not a Thunder card."
    if info.hand_timing == "taking_damage":
        return f"{info.name} is used from the hand only while you take damage."
    if ctx.decision is not None:
        return f"{info.name} is used from the hand during your own turn."
    return f"{info.name} cannot do anything now."


def do_thunder(ctx: NitroContext, action: A.UseThunder) -> None:
    seat = action.player
    ctx.change.move(action.card, ctx.zone(seat, DISCARD))
    info = ctx.card(action.card)
    if ctx.answering is not None and ctx.answering["kind"] == "respond":
        answer_with(ctx, seat, action.card)
        return
    items = resolve(ctx, seat, info.hand, info.name)
    if ended(ctx):
        return
    if info.hand_ability:
        items += HAND_ABILITIES[info.hand_ability](ctx, seat, info.name)
    queue.push(ctx, *items)


# -- drawing and ending the turn ---------------------------------------------------------------------------
def check_extra_draw(ctx: NitroContext, action: A.ExtraDraw) -> str | None:
    if ctx.ap(ctx.state.active_player) < EXTRA_DRAW_COST:
        return "An extra draw costs 1 Action Point; you have none left."
    return None


def do_extra_draw(ctx: NitroContext, action: A.ExtraDraw) -> None:
    seat = ctx.state.active_player
    spend(ctx, seat, EXTRA_DRAW_COST)
    draw(ctx, seat, 1)


def next_seat(ctx: NitroContext, seat: int) -> int:
    """Turns go left (seat order), past Wrestlers who get no more turns."""
    for step in range(1, len(ctx.state.players) + 1):
        other = (seat + step) % len(ctx.state.players)
        if not ctx.seat_field(other, "no_turns", False):
            return other
    return seat


def do_end_turn(ctx: NitroContext, action: A.EndTurn) -> None:
    seat = ctx.state.active_player
    ctx.set_field(seat, "action_points", 0)
    queue.push(ctx, queue.entry("turn", seat=next_seat(ctx, seat)))


STEPS = {"turn": _turn}

"""Tag team: two teams of two, one Wrestler of each in the ring.

Partners sit opposite and turns go left. In the ring a Wrestler gets 3 Action
Points, outside 1 (and attacks only with Moves of at most 1 Action Point; a
table option allows even that only while the referee is distracted). Tagging
costs 3 Action Points and makes it the partner's turn at once; with the
referee distracted the tagger may stay in the ring too. Two partners in the
ring with the referee watching risk a disqualification (damage.py); either may
step out for 3 Action Points.
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.engine.rules import queue
from tabletop.games.nitro import actions as A
from tabletop.games.nitro.constants import LEAVE_RING_COST, TAG_COST
from tabletop.games.nitro.context import IN_RING, OUTSIDE, NitroContext
from tabletop.games.nitro.match import place_in_ring
from tabletop.games.nitro.turn import spend


def tag_cost(ctx: NitroContext, seat: int) -> int:
    discount = sum(e.amount for e, _ in ctx.lasting(seat) if e.kind == "tag_discount")
    return max(0, TAG_COST - discount)


def tag_options(ctx: NitroContext) -> Iterator[A.Tag]:
    seat = ctx.state.active_player
    if ctx.tag_team:
        yield from (A.Tag(p) for p in ctx.teammates(seat) if check_tag(ctx, A.Tag(p)) is None)


def check_tag(ctx: NitroContext, action: A.Tag) -> str | None:
    seat = ctx.state.active_player
    if not ctx.tag_team:
        return "Tagging is for tag team games."
    if action.player not in ctx.teammates(seat):
        return "Tag your own partner."
    if not ctx.in_ring(seat):
        return "Only the Wrestler in the ring tags the partner."
    if ctx.in_ring(action.player):
        return "Your partner is already in the ring."
    if ctx.seat_field(action.player, "no_turns", False) or ctx.out_of_cards(action.player):
        return "Your partner has no cards left."
    if ctx.seat_field(seat, "tagged_in", False):
        return "You were just tagged in: no tag back until your next turn."
    cost = tag_cost(ctx, seat)
    if cost > ctx.ap(seat):
        return f"Tagging costs {cost} Action Points; you have {ctx.ap(seat)}."
    return None


def do_tag(ctx: NitroContext, action: A.Tag) -> None:
    seat = ctx.state.active_player
    spend(ctx, seat, tag_cost(ctx, seat))
    ctx.set_field(action.player, "place", IN_RING)
    ctx.note(f"{ctx.seat_name(seat)} tags {ctx.seat_name(action.player)}.")
    if ctx.distracted():
        queue.push(ctx, queue.later(seat, "stay_in", partner=action.player))
    else:
        step_out(ctx, seat)
    ctx.set_field(seat, "action_points", 0)
    queue.push_back(ctx, queue.entry("turn", seat=action.player, tagged=True))


def step_out(ctx: NitroContext, seat: int) -> None:
    ctx.set_field(seat, "place", OUTSIDE)
    ctx.note(f"{ctx.seat_name(seat)} goes out of the ring.")


def do_stay(ctx: NitroContext, action: A.StayIn) -> None:
    ctx.note(f"The referee is distracted: {ctx.seat_name(ctx.answering['seat'])} stays in the ring too.")


def do_no_stay(ctx: NitroContext, seat: int) -> None:
    step_out(ctx, seat)


def check_leave(ctx: NitroContext, action: A.LeaveRing) -> str | None:
    seat = ctx.state.active_player
    if not ctx.tag_team or not all(ctx.in_ring(s) for s in ctx.team_of(seat)):
        return "Leaving the ring is for when both partners are in it."
    if ctx.ap(seat) < LEAVE_RING_COST:
        return f"Going out of the ring costs {LEAVE_RING_COST} Action Points; you have {ctx.ap(seat)}."
    return None


def do_leave(ctx: NitroContext, action: A.LeaveRing) -> None:
    seat = ctx.state.active_player
    spend(ctx, seat, LEAVE_RING_COST)
    step_out(ctx, seat)


def start_options(ctx: NitroContext) -> list[A.StartInRing]:
    return [A.StartInRing(s) for s in ctx.team_of(ctx.deciding_seat)]


def do_start(ctx: NitroContext, action: A.StartInRing) -> None:
    place_in_ring(ctx, action.player)

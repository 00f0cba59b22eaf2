"""The conveyor belt: at the end of every player's turn the fighters on it ride one space on.

The map's ``conveyor`` arrows lead from belt space to belt space; a belt space
with no arrow leading on is an end space, and from there a fighter goes into an
empty space of the ``gift_bin`` zone, chosen by its player. The order (written
in help.md):

1. Fighters on an end space are placed in the gift bin first, one question per
   fighter, the player whose turn ends first and then in turn order. A fighter
   with no empty gift-bin space to go to stays.
2. Then every other fighter on the belt rides at once: a fighter moves when its
   next space is empty, or holds a fighter that moves on itself; two fighters
   riding into one space both stay.

Large fighters are never moved by the belt, nor is a fighter that cannot leave
its space (pinned). A ride is a move (opposing traps go off); the gift bin is a
placement.
"""

from __future__ import annotations

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.mechanics import PINNED, enter, relocate


def _riders(ctx: UnmatchedContext) -> list[tuple[str, str]]:
    """(fighter, belt space) of every fighter the belt may move, in board order."""
    belt, ends = ctx.board.belt, set(ctx.board.belt_ends)
    pinned = set(ctx.state.data.get(PINNED, ()))
    found = []
    for token in ctx.fighters():
        if token.data.get("size") == "large" or token.data.get("tail"):
            continue
        space = ctx.spaces(token)[0]
        if (space in belt or space in ends) and token.id not in pinned:
            found.append((token.id, space))
    return found


def _conveyor(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """End of a turn: queue the gift-bin placements, then the ride."""
    board = ctx.board
    if not board.belt:
        return
    riders = _riders(ctx)
    if not riders:
        return
    ctx.note("End of the turn: the conveyor belt runs.")
    ends = set(board.belt_ends)
    player = int(item.get("player", ctx.state.active_player))
    order = {seat: (seat - player) % len(ctx.seats) for seat in ctx.seats}
    leaving = sorted((f for f, s in riders if s in ends), key=lambda f: order.get(ctx.state.tokens[f].owner, 0))
    riding = tuple((f, s) for f, s in riders if s not in ends)
    queue.push(ctx, *(queue.entry("belt_bin", fighter=f) for f in leaving),
               queue.entry("belt_ride", riders=riding))


def bin_spaces(ctx: UnmatchedContext, fighter: str) -> list[str]:
    """Empty spaces of the gift-bin zone (not the fighter's own)."""
    zone = ctx.board.gift_bin
    mine = set(ctx.spaces(ctx.state.tokens[fighter]))
    return [s for s in ctx.empty_spaces() if zone in ctx.board.zones_of[s] and s not in mine]


def _belt_bin(ctx: UnmatchedContext, item: FrozenDict) -> None:
    fighter = ctx.fighter(item["fighter"])
    if fighter is None or not ctx.alive(fighter.id) or fighter.owner is None:
        return
    spaces = bin_spaces(ctx, fighter.id)
    name = fighter.data["name"]
    if not spaces:
        ctx.note(f"{name} is at the end of the belt, but the gift bin has no empty space: {name} stays.")
        return
    queue.ask(ctx, fighter.owner, "place_fighter", fighter=fighter.id, spaces=tuple(spaces), optional=False,
              why=f"Conveyor belt: place {name} in an empty space of the gift bin")


def _belt_ride(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Every rider still where the belt found it moves one space on, all at once."""
    belt = ctx.board.belt
    riders = {f: s for f, s in item["riders"]
              if ctx.alive(f) and ctx.spaces(ctx.state.tokens[f]) == (s,)}
    target = {f: belt[s] for f, s in riders.items()}
    wanted: dict[str, int] = {}
    for space in target.values():
        wanted[space] = wanted.get(space, 0) + 1
    filled = ctx.occupancy()
    moving = {f for f, to in target.items() if wanted[to] == 1}
    changed = True
    while changed:  # a rider whose next space keeps a fighter that does not move stays, and so on back
        changed = False
        for fighter in sorted(moving):
            holder = filled.get(target[fighter])
            if holder is not None and holder not in moving:
                moving.discard(fighter)
                changed = True
    for fighter in sorted(riders, key=lambda f: ctx.state.tokens[f].data["name"]):
        name = ctx.name(fighter)
        here, there = ctx.board.name(riders[fighter]), ctx.board.name(target[fighter])
        if fighter not in moving:
            ctx.note(f"{name} stays on {here}: {there} is taken.")
    steps = [f for f in _front_first(ctx, riders) if f in moving]
    for fighter in steps:
        relocate(ctx, fighter, target[fighter])
        ctx.note(f"The belt carries {ctx.name(fighter)}: {ctx.board.name(riders[fighter])} → "
                 f"{ctx.board.name(target[fighter])}.")
    for fighter in steps:
        if ctx.alive(fighter):
            enter(ctx, fighter)


def _front_first(ctx: UnmatchedContext, riders: dict[str, str]) -> list[str]:
    """Riders nearest the belt's end first (so no two fighters share a space while they move)."""
    belt = ctx.board.belt

    def to_end(space: str) -> int:
        steps = 0
        while space in belt:
            space, steps = belt[space], steps + 1
        return steps

    return sorted(riders, key=lambda f: (to_end(riders[f]), f))


STEPS = {"conveyor": _conveyor, "belt_bin": _belt_bin, "belt_ride": _belt_ride}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

"""Movement: where a fighter can go, and the "move your fighters" decision.

A fighter steps along paths (one-way paths only along the arrow unless it is
large; secret passages unless it is large), through spaces with friendly
fighters but never through opposing ones, and never ends on a space another
fighter fills. Small fighters fill no space: anyone passes through them and
may end beside them, and they pass through anyone and end on any space with
fewer than four small fighters. An opposing marker that stops movement (a trap) may be entered
but not passed. A large fighter starts from either space it fills and ends
filling the space it reached and the space its last step came from, when no
other fighter is there.

The move decision (``data["moving"]``) serves the maneuver (every fighter, move
value + BOOST, doors may be opened and closed) and move effects (some fighters,
"up to N", each moves once).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.games.unmatched import fog
from tabletop.games.unmatched.actions import Decline, MoveFighter, ToggleDoor
from tabletop.games.unmatched.board import door_key, door_of
from tabletop.games.unmatched.context import (
    FIGHTER,
    SMALL,
    SMALL_PER_SPACE,
    SPACE,
    UnmatchedContext,
    space_of,
)
from tabletop.games.unmatched.mechanics import PINNED, enter, marker_spec, relocate


@dataclass
class Reach:
    """Where a fighter can move this time: destination -> steps, and a large fighter's tails."""

    cost: dict[str, int] = field(default_factory=dict)
    tails: dict[str, tuple[str, ...]] = field(default_factory=dict)


def stopping_spaces(ctx: UnmatchedContext, owner: int | None) -> set[str]:
    """Spaces with opposing markers that stop a fighter of ``owner``."""
    found = set()
    for token in ctx.state.tokens.values():
        if token.kind != "marker" or ctx.friends(token.owner, owner):
            continue
        spec = marker_spec(ctx, token.owner, token.data.get("key", ""))
        if spec is not None and spec.stops_movement:
            found.add(space_of(token.location) or "")
    return found


@dataclass
class Blockers:
    """Who fills which space, and which spaces stop whose fighters (read once per listing)."""

    filled: dict[str, str]
    owners: dict[str, int | None]
    stops: dict[int | None, set[str]] = field(default_factory=dict)
    opposed: dict[int | None, frozenset[str]] = field(default_factory=dict)

    @classmethod
    def read(cls, ctx: UnmatchedContext) -> Blockers:
        """The blockers of this position (kept with it: every context on it shares them)."""
        return ctx.kept(("unmatched.blockers",), lambda: cls._read(ctx))

    @classmethod
    def _read(cls, ctx: UnmatchedContext) -> Blockers:
        filled: dict[str, str] = {}  # ctx.occupancy(), from the same pass
        owners: dict[str, int | None] = {}
        for token in ctx.on_board():
            owners[token.id] = token.owner
            if token.data.get("size") != SMALL:
                for space in ctx.spaces(token):
                    filled[space] = token.id
        return cls(filled, owners)

    def stops_for(self, ctx: UnmatchedContext, owner: int | None) -> set[str]:
        if owner not in self.stops:
            self.stops[owner] = stopping_spaces(ctx, owner)
        return self.stops[owner]

    def opposed_for(self, ctx: UnmatchedContext, owner: int | None) -> frozenset[str]:
        """The spaces filled by fighters not friendly to ``owner``'s."""
        found = self.opposed.get(owner)
        if found is None:
            owners = self.owners
            found = self.opposed[owner] = frozenset(
                s for s, t in self.filled.items() if not ctx.friends(owners[t], owner))
        return found


def reach(ctx: UnmatchedContext, token: Token, budget: int, blockers: Blockers | None = None) -> Reach:
    """Every space ``token`` may end a move of up to ``budget`` steps on, nearest first."""
    result = Reach()
    data = ctx.state.data
    if budget <= 0 or token.id in data.get(PINNED, ()):
        return result
    blockers = blockers or Blockers.read(ctx)
    view = ctx.view
    size = token.data.get("size")
    large = size == "large"
    steps = view.large_steps if large else view.steps
    mine = ctx.spaces(token)
    moving = data.get("moving", {})
    small = size == SMALL
    blocked = frozenset() if small or moving.get("through") else blockers.opposed_for(ctx, token.owner)  # passes opposing fighters
    if small:  # ends anywhere with room for one more small fighter
        others = _full_of_small(ctx, token.id)
    else:
        others = {s for s, t in blockers.filled.items() if t != token.id}
    stops = blockers.stops_for(ctx, token.owner).difference(mine)
    extra = fog.links(ctx, token)
    if moving.get("free_sidekicks"):  # through sidekicks, their spaces cost nothing
        free = {space_of(t.location) or "" for t in ctx.fighters() if not t.data.get("hero")} - set(mine)
        distance = _weighted(steps, extra, mine, budget, blocked - free, stops, free)
    else:
        distance = dict.fromkeys(mine, 0)
        order = list(mine)  # breadth first: every step costs 1, so the first time a space is met is its cost
        for here in order:  # (the list grows while it is read)
            cost = distance[here]
            if cost >= budget or here in stops:
                continue
            cost += 1
            for nxt in (*steps[here], *extra[here]) if here in extra else steps[here]:
                if nxt in distance or nxt in blocked:
                    continue
                distance[nxt] = cost
                order.append(nxt)
    for space, cost in distance.items():
        if space not in mine and space not in others:
            result.cost[space] = cost
            if large:
                origins = [s for s in steps[space]
                           if s in distance and distance[s] <= budget - 1 and s not in stops]
                result.tails[space] = tuple(sorted({"" if s in others else s for s in origins}))
    return result


def _full_of_small(ctx: UnmatchedContext, but: str) -> set[str]:
    """The spaces holding as many small fighters as a space may (``but`` one left out)."""
    counts: dict[str, int] = {}
    for t in ctx.state.tokens.values():
        if t.kind == FIGHTER and t.data.get("size") == SMALL and t.id != but and t.location.startswith(SPACE):
            space = t.location[len(SPACE):]
            counts[space] = counts.get(space, 0) + 1
    return {s for s, n in counts.items() if n >= SMALL_PER_SPACE and s in ctx.board.ids}


def _weighted(steps: dict[str, tuple[str, ...]], extra: dict[str, tuple[str, ...]], mine: tuple[str, ...],
              budget: int, blocked: frozenset[str], stops: set[str], free: set[str]) -> dict[str, int]:
    """Space -> least cost when stepping onto a ``free`` space costs nothing (0-1 breadth first)."""
    distance = dict.fromkeys(mine, 0)
    queue = deque(mine)
    while queue:
        here = queue.popleft()
        cost = distance[here]
        if here in stops:
            continue
        for nxt in (*steps[here], *extra[here]) if here in extra else steps[here]:
            step = 0 if nxt in free else 1
            if nxt not in blocked and cost + step <= budget and cost + step < distance.get(nxt, budget + 1):
                distance[nxt] = cost + step
                queue.appendleft(nxt) if step == 0 else queue.append(nxt)
    return distance


def kept_reach(ctx: UnmatchedContext, token: Token, budget: int, blockers: Blockers | None = None) -> Reach:
    """:func:`reach`, kept with the position: the listing, the check and the move itself read it once.
    The result is shared: never change it."""
    return ctx.kept(("unmatched.reach", token.id, budget), lambda: reach(ctx, token, budget, blockers))


def listed(ctx: UnmatchedContext) -> tuple:
    """Every legal answer to the move decision (:func:`move_options`), kept with the position."""
    return ctx.kept(("unmatched.move-options",), lambda: tuple(move_options(ctx)))


# -- the move decision -------------------------------------------------------
def start_moving(ctx: UnmatchedContext, player: int, fighters: list[str], budget: dict[str, int],
                 *, doors: bool, once: bool, why: str, through: bool = False, free_sidekicks: bool = False) -> None:
    """Ask ``player`` to move these fighters (each up to its budget), one at a time
    (``through``: they may pass through spaces of opposing fighters; ``free_sidekicks``: through
    spaces with sidekicks, which cost no movement)."""
    moving = {"player": player, "fighters": tuple(fighters), "budget": budget,
              "current": "", "doors": doors, "once": once, "why": why}
    if through:
        moving["through"] = True
    if free_sidekicks:
        moving["free_sidekicks"] = True
    ctx.change.set_data("moving", moving)
    queue.push(ctx, queue.entry("move"))


def move_options(ctx: UnmatchedContext) -> list:
    """The legal answers to the move decision: each fighter's destinations and doors, then Done."""
    moving = ctx.state.data["moving"]
    found: list = []
    closed = {door_key(*sorted(d)) for d in ctx.closed_doors()}
    view = ctx.view
    blockers = Blockers.read(ctx)
    for fighter_id in moving["fighters"]:
        token = ctx.fighter(fighter_id)
        if token is None or not ctx.alive(fighter_id):
            continue
        left = int(moving["budget"].get(fighter_id, 0))
        where = kept_reach(ctx, token, left, blockers)
        if token.data.get("size") == "large":
            for space in where.cost:
                found.extend([MoveFighter(fighter_id, space, tail) for tail in where.tails.get(space, ("",))])
        else:
            found.extend([MoveFighter(fighter_id, space) for space in where.cost])
        if moving["doors"]:
            for door in view.doors_at(set(ctx.spaces(token))):
                key = door_key(*sorted(door))
                if key in closed and left >= 1:
                    found.append(ToggleDoor(fighter_id, key, False))
                elif key not in closed and not _large_astride(ctx, door):
                    found.append(ToggleDoor(fighter_id, key, True))
    if found:
        found.append(Decline())
    return found


def _large_astride(ctx: UnmatchedContext, door: frozenset[str]) -> bool:
    """A large fighter fills both spaces beside this door (it cannot be closed)."""
    return any(set(ctx.spaces(t)) == set(door) for t in ctx.fighters())


def _ask_move(ctx: UnmatchedContext, _entry: object) -> None:
    moving = ctx.state.data.get("moving")
    if moving is None:
        return
    if not listed(ctx):  # nobody can move (the listing is worked out once: it is what the question offers)
        _finish(ctx)
        return
    with ctx.keeping():  # asking changes nothing the listing read: it stays kept for the answer
        queue.ask(ctx, int(moving["player"]), "move")


def _finish(ctx: UnmatchedContext) -> None:
    ctx.change.delete(("data", "moving"))


def _switch_to(ctx: UnmatchedContext, fighter_id: str) -> dict:
    """Make ``fighter_id`` the fighter moving now; the one before is done."""
    moving = dict(ctx.state.data["moving"])
    current = moving["current"]
    if current and current != fighter_id:
        moving["fighters"] = tuple(f for f in moving["fighters"] if f != current)
    moving["current"] = fighter_id
    return moving


def resolve_move(ctx: UnmatchedContext, action: MoveFighter) -> None:
    """Move the fighter; a marker it enters may stop it."""
    token = ctx.state.tokens[action.fighter]
    cost = kept_reach(ctx, token, int(ctx.state.data["moving"]["budget"][action.fighter])).cost[action.space]
    queue.push(ctx, queue.entry("move"))
    moving = _switch_to(ctx, action.fighter)
    start = ctx.where(token)
    relocate(ctx, action.fighter, action.space, action.tail)
    name = token.data["name"]
    spent = f"{cost} space{'s' if cost > 1 else ''}" if cost else "(no movement spent)"
    ctx.note(f"{name} moves {spent}: {start} → {ctx.where(ctx.state.tokens[action.fighter])}.")
    budget = dict(moving["budget"])
    budget[action.fighter] = int(budget[action.fighter]) - cost
    if enter(ctx, action.fighter):
        budget[action.fighter] = 0
        ctx.note(f"{name} must stop moving.")
    moving["budget"] = budget
    if moving["once"]:
        moving["fighters"] = tuple(f for f in moving["fighters"] if f != action.fighter)
        moving["current"] = ""
    ctx.change.set_data("moving", moving)


def move_label(ctx: UnmatchedContext, action: MoveFighter) -> str:
    """``Bob moves Alice to Nave 3``: the player moving (an effect may move an opposing fighter)."""
    token = ctx.state.tokens[action.fighter]
    mover = ctx.state.data.get("moving", {}).get("player", token.owner)
    return f"{ctx.seat_name(mover)} moves {token.data['name']} to {ctx.board.name(action.space)}"


def move_menu(ctx: UnmatchedContext, action: MoveFighter) -> str:
    """``Move Alice to Nave 3 (2 steps)``, and a large fighter's second space."""
    token = ctx.state.tokens[action.fighter]
    left = int(ctx.state.data["moving"]["budget"].get(action.fighter, 0))
    cost = kept_reach(ctx, token, left).cost.get(action.space, 0)
    text = f"Move {token.data['name']} to {ctx.board.name(action.space)} ({cost} step{'s' if cost > 1 else ''})"
    if token.data.get("size") == "large":
        text += f", also filling {ctx.board.name(action.tail)}" if action.tail else ", in that space only"
    return text


def door_words(ctx: UnmatchedContext, action: ToggleDoor) -> str:
    """``Alice opens the door Nave 3 | Crypt 1 (1 movement)``."""
    a, b = sorted(door_of(action.door))
    between = f"{ctx.board.name(a)} | {ctx.board.name(b)}"
    name = ctx.name(action.fighter)
    if action.close:
        return f"{name} closes the door {between}"
    return f"{name} opens the door {between} (1 movement)"


def door_menu(ctx: UnmatchedContext, action: ToggleDoor) -> str:
    return door_words(ctx, action) + (" (free)" if action.close else "")


def resolve_door(ctx: UnmatchedContext, action: ToggleDoor) -> None:
    queue.push(ctx, queue.entry("move"))
    moving = _switch_to(ctx, action.fighter)
    closed = list(ctx.state.data.get("closed_doors", ()))
    if action.close:
        closed.append(action.door)
    else:
        closed.remove(action.door)
        budget = dict(moving["budget"])
        budget[action.fighter] = int(budget[action.fighter]) - 1
        moving["budget"] = budget
    ctx.change.set_data("closed_doors", tuple(sorted(closed)))
    ctx.change.set_data("moving", moving)
    ctx.note(door_words(ctx, action) + ".")


def resolve_done(ctx: UnmatchedContext) -> None:
    _finish(ctx)


STEPS = {"move": _ask_move}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

"""A move through opposing fighters that hurts one of them on the way (Bane of the Aen Elle).

The engine moves a fighter in one go to the space chosen, so "a fighter it
moved through" means an opposing fighter on a space the move could have passed
on its way: reached from the start and reaching the end within the steps the
card gives (the player picks the path in play, so any such fighter may be hit).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.mechanics import damage
from tabletop.games.unmatched.movement import start_moving

BANE_STEPS = 4


def _steps(ctx: UnmatchedContext, start: str, *, backwards: bool = False) -> dict[str, int]:
    """Movement steps from ``start`` (or, ``backwards``, to it), ignoring who stands where."""
    links: dict[str, list[str]] = {s: list(ends) for s, ends in ctx.view.steps.items()}
    if backwards:
        links = {s: [] for s in links}
        for here, ends in ctx.view.steps.items():
            for end in ends:
                links[end].append(here)
    found = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for nxt in links[here]:
            if nxt not in found:
                found[nxt] = found[here] + 1
                todo.append(nxt)
    return found


def passed(ctx: UnmatchedContext, player: int, start: str, end: str, budget: int) -> list[str]:
    """Opposing fighters the move from ``start`` to ``end`` could have gone through."""
    if start == end:
        return []
    there, back = _steps(ctx, start), _steps(ctx, end, backwards=True)
    found = []
    for token in ctx.enemy_fighters(player):
        spaces = [s for s in ctx.spaces(token) if s not in (start, end)]
        if any(s in there and s in back and there[s] + back[s] <= budget for s in spaces):
            found.append(token.id)
    return found


def bane_of_the_aen_elle(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: move this fighter up to 4 (through opposing fighters); 1 damage to one passed."""
    player = int(item["player"])
    name = ctx.db.cards[item["d"]].name
    this = ctx.fighter(item.get("fighter") or "")
    if item["when"] == "after_combat":
        if this is None or not ctx.alive(this.id):
            return
        queue.push(ctx, item.replaced(when="hit", start=ctx.spaces(this)[0]))
        start_moving(ctx, player, [this.id], {this.id: BANE_STEPS}, doors=False, once=True,
                     why=f"{name}: move up to {BANE_STEPS}, through opposing fighters", through=True)
        return
    chosen = item.get("target")
    if chosen is None:
        if this is None or not ctx.alive(this.id):
            return
        found = passed(ctx, player, item["start"], ctx.spaces(this)[0], BANE_STEPS)
        if not found:
            ctx.note(f"{name}: {this.data['name']} moved through no opposing fighter.")
            return
        if len(found) > 1:
            queue.ask(ctx, player, "target", item=item, options=tuple(found), optional=False,
                      why=f"{name}: 1 damage to an opposing fighter it moved through")
            return
        chosen = found[0]
    if ctx.alive(chosen):
        damage(ctx, chosen, 1, name)


NAMED: dict[str, Callable[[UnmatchedContext, FrozenDict], None]] = {"bane_of_the_aen_elle": bane_of_the_aen_elle}
"""Named card effects of this module (abilities.CARD_EFFECTS gathers them)."""

"""Data effects on fighters (damage, recover, move, place, pin, leave the board), summoning, and
markers placed on spaces: the doers :mod:`effects` dispatches to."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.cards import Effect
from tabletop.games.unmatched.choices import hurt_if_wanted, the_one_fighter
from tabletop.games.unmatched.context import FIGHTER, SMALL, SPACE, TAIL, UnmatchedContext
from tabletop.games.unmatched.effect_targets import CHOOSE_ONE
from tabletop.games.unmatched.mechanics import (
    PINNED,
    damage,
    enter,
    marker_spec,
    markers_left,
    recover,
    relocate,
    send_away,
)
from tabletop.games.unmatched.movement import start_moving
from tabletop.games.unmatched.source import (
    source_name,
)


# -- summoning ---------------------------------------------------------------------------------
def summon_spaces(ctx: UnmatchedContext, near: Token | None, where: str, token: Token | None = None) -> list[str]:
    """Spaces a summoned sidekick may be placed in, near the summoning fighter or anywhere: empty ones
    (for a small sidekick, ones with room for it)."""
    empty = ctx.open_spaces(token) if token is not None else ctx.empty_spaces()
    if near is None or where == "any":
        return empty
    allowed = ctx.zone_spaces(near) if where == "zone" else ctx.adjacent_spaces(near)
    return [s for s in empty if s in allowed]


def summon_effect(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, this: Token | None) -> None:
    """Place a waiting sidekick; with every one on the board, the player moves one of them instead."""
    name = source_name(ctx, item)
    left = int(item.get("left", effect.amount))
    chosen = item.get("target")
    waiting = ctx.unplaced(player, later=True)
    if chosen is not None:
        token = ctx.state.tokens[chosen]
    elif waiting:
        token = waiting[0]
    else:
        again = the_one_fighter(ctx, player, item, [t for t in ctx.fighters(player) if t.data.get("later")],
                                f"{name}: every one is on the board; choose the one to place again",
                                f"{name}: there is no sidekick to summon.")
        if again is None:
            return
        token = again
    spaces = summon_spaces(ctx, this, effect.where, token)
    if not spaces:
        ctx.note(f"{name}: no empty space to summon {token.data['name']} into.")
        return
    if left > 1:
        queue.push(ctx, FrozenDict({k: v for k, v in item.items() if k != "target"}).replaced(left=left - 1))
    queue.ask(ctx, player, "place_fighter", fighter=token.id, spaces=tuple(spaces), optional=effect.optional,
              why=f"{name}: summon {token.data['name']}")


def hurt_to_summon(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, this: Token | None) -> None:
    """The fighter may take ``amount`` damage to summon a sidekick (Sun Wukong's Clones)."""
    if this is None or not ctx.alive(this.id):
        return
    if item.get("paid"):  # the damage is taken: the summon goes on (it may ask which sidekick)
        summon_effect(ctx, item, effect, player, this)
        return
    waiting = ctx.unplaced(player, later=True) or [t for t in ctx.fighters(player) if t.data.get("later")]
    if not waiting or not summon_spaces(ctx, this, effect.where, waiting[0]):
        return
    if hurt_if_wanted(ctx, player, item, this, effect.amount, " to summon", "Do not summon", source_name(ctx, item)) \
            and ctx.alive(this.id):
        summon_effect(ctx, item.replaced(left=1, paid=True), effect, player, this)


# -- fighter effects ----------------------------------------------------------------
def _damage(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    for token in targets:
        damage(ctx, token.id, effect.amount, source_name(ctx, item))


def _recover(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    for token in targets:
        recover(ctx, token.id, effect.amount)


def _move(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    name = source_name(ctx, item)
    if effect.target in CHOOSE_ONE and len(targets) > 1:
        targets = targets[:1]
    start_moving(ctx, player, [t.id for t in targets], {t.id: effect.amount for t in targets},
                 doors=False, once=True, why=f"{name}: move up to {effect.amount}", through=effect.through)


def place_options(ctx: UnmatchedContext, token: Token, where: str, *, filled_too: bool = False) -> list[str]:
    """Spaces a fighter may be placed in (anywhere, in its zone, or adjacent): empty ones, or with
    ``filled_too`` (the card does not say "empty") any other space — a placement there fails."""
    mine = set(ctx.spaces(token))
    pool = ctx.board.ids if filled_too else ctx.open_spaces(token)
    empty = [s for s in pool if s not in mine]
    if where == "zone":
        allowed = ctx.zone_spaces(token)
        return [s for s in empty if s in allowed]
    if where == "adjacent":
        allowed = ctx.adjacent_spaces(token)
        return [s for s in empty if s in allowed]
    return empty


def _place(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    token = targets[0]
    options = place_options(ctx, token, effect.where, filled_too=not effect.empty)
    if options:
        queue.ask(ctx, player, "place_fighter", fighter=token.id, spaces=tuple(options), optional=effect.optional,
            why=f"{source_name(ctx, item)}: place {token.data['name']}", filled_too=not effect.empty)


def place_fighter(ctx: UnmatchedContext, token_id: str, space: str) -> None:
    """Place (not move) a fighter; opposing markers on the space go off."""
    token = ctx.state.tokens[token_id]
    start = ctx.where(token)
    if token_id in ctx.state.data.get(PINNED, ()):
        ctx.note(f"{token.data['name']} cannot leave its space this turn, so it is not placed.")
        return
    holder = ctx.occupancy().get(space)
    if token.data.get("size") == SMALL:  # a small fighter shares a space, unless four small ones are there
        holder = None if space in ctx.open_spaces(token) else next(
            t.id for t in ctx.fighters() if t.location == SPACE + space and t.data.get("size") == SMALL)
    if holder is not None and holder != token_id:
        ctx.note(f"{ctx.name(holder)} is in {ctx.board.name(space)}, so placing {token.data['name']} there "
                 "fails: it stays where it is.")
        return
    relocate(ctx, token_id, space)
    if token.data.get("away"):
        ctx.change.set_token(token_id, "away", False)
        ctx.change.set_token(token_id, "spread", False)
        ctx.note(f"{token.data['name']} comes back into {ctx.board.name(space)}.")
    elif start:
        ctx.note(f"{token.data['name']} is placed: {start} → {ctx.board.name(space)}.")
    else:
        ctx.note(f"{token.data['name']} is summoned into {ctx.board.name(space)}.")
    enter(ctx, token_id)


def _pin(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    pinned = tuple(ctx.state.data.get(PINNED, ()))
    for token in targets:
        if token.id not in pinned:
            pinned += (token.id,)
            ctx.note(f"{source_name(ctx, item)}: {token.data['name']} cannot leave its space until the end of the turn.")
    ctx.change.set_data(PINNED, pinned)


def _leave_board(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    for token in targets:
        send_away(ctx, token.id, draw_on_return=effect.amount)


FIGHTER_DOERS: dict[str, Callable[[UnmatchedContext, FrozenDict, Effect, int, list[Token]], None]] = {
    "deal_damage": _damage, "recover": _recover, "move": _move, "place": _place, "leave_board": _leave_board,
    "pin": _pin,
}


# -- markers -------------------------------------------------------------------
def marker_spaces(ctx: UnmatchedContext, player: int, key: str, where: str, this: Token | None) -> list[str]:
    """Spaces where a marker may go: no fighter, never a marker of its kind, and (if the marker says
    so, as a trap does) no token at all: no small fighter, trap, fog or battlefield item either."""
    spec = marker_spec(ctx, player, key)
    filled = set(ctx.occupancy())
    strict = spec is None or spec.needs_empty_space
    filled |= {t.location[len(SPACE):] for t in ctx.state.tokens.values() if t.location.startswith(SPACE)
               and (strict or (t.kind not in (FIGHTER, TAIL) and t.data.get("key") == key))}
    spaces = [s for s in ctx.board.ids if s not in filled]
    if where == "zone":
        allowed = ctx.zone_spaces(this) if this is not None else set()
        spaces = [s for s in spaces if s in allowed]
    elif where == "adjacent":
        allowed = ctx.adjacent_spaces(this) if this is not None else set()
        spaces = [s for s in spaces if s in allowed]
    return spaces


def place_token(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, this: Token | None) -> None:
    key = effect.token or ""
    if markers_left(ctx, player, key) <= 0:
        ctx.note(f"{source_name(ctx, item)}: no {key}s left to place.")
        return
    if not marker_spaces(ctx, player, key, effect.where, this):
        ctx.note(f"{source_name(ctx, item)}: there is no space to place a {key}.")
        return
    queue.ask(ctx, player, "place_marker", marker=key, left=effect.amount, where=effect.where,
        fighter=this.id if this is not None else "", why=source_name(ctx, item))


def redo_with_target(ctx: UnmatchedContext, item: FrozenDict, target: str) -> None:
    """Resolve an effect again now that its target is chosen."""
    queue.push(ctx, item.replaced(target=target))

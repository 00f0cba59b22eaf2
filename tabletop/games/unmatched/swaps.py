"""Two fighters swap spaces, and the cards that swap (Riposte, Snakeroot Clan, Portal Defense).

A swap places each fighter in the other's space. A fighter that cannot leave
its space (Yrden) or fills two spaces (a large fighter) cannot swap: the swap
does not happen. When the defender swaps with a friend during combat, that
friend becomes the defender (the combat damage goes to it).
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.choices import ask_choice
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.mechanics import PINNED, damage, draw, enter, relocate
from tabletop.games.unmatched.standing import no_sidekick_left


def _name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    return ctx.db.cards[item["d"]].name


def swap(ctx: UnmatchedContext, a: Token, b: Token, why: str) -> bool:
    """``a`` and ``b`` swap spaces (each is placed); False when one of them cannot."""
    for token in (a, b):
        if token.data.get("tail") or token.data.get("size") == "large":
            ctx.note(f"{why}: {token.data['name']} fills two spaces, so the swap does not happen.")
            return False
        if token.id in ctx.state.data.get(PINNED, ()):
            ctx.note(f"{why}: {token.data['name']} cannot leave its space, so the swap does not happen.")
            return False
    first, second = ctx.spaces(a)[0], ctx.spaces(b)[0]
    relocate(ctx, a.id, second)
    relocate(ctx, b.id, first)
    ctx.note(f"{why}: {a.data['name']} and {b.data['name']} swap spaces.")
    enter(ctx, a.id)
    enter(ctx, b.id)
    return True


def becomes_defender(ctx: UnmatchedContext, token: Token, why: str) -> None:
    fights.update(ctx, defender=token.id, dname=token.data["name"], dspaces=ctx.spaces(token))
    ctx.note(f"{why}: {token.data['name']} is now the defender.")


def _defending(ctx: UnmatchedContext, item: FrozenDict) -> Token | None:
    """The player's fighter defending in this combat, when it still stands."""
    fight = ctx.state.data.get("combat")
    if not fight or int(fight["dp"]) != int(item["player"]):
        return None
    token = ctx.fighter(fight["defender"])
    return token if token is not None and ctx.alive(token.id) else None


def _ask_fighter(ctx: UnmatchedContext, item: FrozenDict, options: list[Token], why: str, *, optional: bool) -> None:
    queue.ask(ctx, int(item["player"]), "target", item=item, options=tuple(t.id for t in options),
              optional=optional, why=why)


def _swap_into_defence(ctx: UnmatchedContext, item: FrozenDict, options: list[Token], why: str,
                       *, optional: bool) -> None:
    """The defender swaps with one of ``options`` (asked), who becomes the defender."""
    defender = _defending(ctx, item)
    chosen = item.get("target")
    if defender is None:
        return
    if chosen is None:
        if len(options) == 1 and not optional:
            chosen = options[0].id
        elif options:
            _ask_fighter(ctx, item, options, why, optional=optional)
            return
        else:
            ctx.note(f"{why}: no fighter to swap with.")
            return
    friend = ctx.fighter(chosen)
    if friend is not None and ctx.alive(friend.id) and swap(ctx, defender, friend, _name(ctx, item)):
        becomes_defender(ctx, friend, _name(ctx, item))


def snakeroot_clan(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """IMMEDIATELY: Elektra may swap with one of your sidekicks (anywhere); it becomes the defender."""
    player = int(item["player"])
    hands = [t for t in ctx.fighters(player) if not t.data.get("hero")]
    _swap_into_defence(ctx, item, hands, f"{_name(ctx, item)}: swap with one of your sidekicks, who defends",
                       optional=True)


def portal_defense(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """IMMEDIATELY: swap Eredin with one of your fighters adjacent to him; it becomes the defender.
    AFTER COMBAT: if he is ENRAGED, draw 2 cards."""
    player = int(item["player"])
    name = _name(ctx, item)
    if item["when"] == "after_combat":
        if no_sidekick_left(ctx, player):
            draw(ctx, player, 2, why=f"{name} (ENRAGED)")
        return
    defender = _defending(ctx, item)
    if defender is None:
        return
    near = [t for t in ctx.fighters(player) if t.id != defender.id and ctx.adjacent(defender, t)]
    _swap_into_defence(ctx, item, near, f"{name}: swap with a fighter of yours adjacent to {defender.data['name']}, "
                       "who defends", optional=False)


def riposte(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: choose one: 1 damage to a fighter adjacent to Geralt, or Geralt swaps with one."""
    player = int(item["player"])
    name = _name(ctx, item)
    geralt = ctx.fighter(item.get("fighter") or "")
    if geralt is None or not ctx.alive(geralt.id):
        return
    near = [t for t in ctx.fighters() if t.id != geralt.id and ctx.adjacent(geralt, t)]
    chosen, target = item.get("choice"), item.get("target")
    if not near:
        ctx.note(f"{name}: no fighter is adjacent to {geralt.data['name']}.")
        return
    if chosen is None:
        ask_choice(ctx, player, item, [("damage", f"Deal 1 damage to a fighter adjacent to {geralt.data['name']}"),
                                       ("swap", f"Swap {geralt.data['name']} with an adjacent fighter")], name)
        return
    if target is None:
        verb = "deal 1 damage to" if chosen == "damage" else f"swap {geralt.data['name']} with"
        _ask_fighter(ctx, item, near, f"{name}: {verb} which fighter?", optional=False)
        return
    other = ctx.fighter(target)
    if other is None or not ctx.alive(other.id):
        return
    if chosen == "damage":
        damage(ctx, other.id, 1, name)
    else:
        swap(ctx, geralt, other, name)


NAMED: dict[str, Callable[[UnmatchedContext, FrozenDict], None]] = {
    "snakeroot_clan": snakeroot_clan, "portal_defense": portal_defense, "riposte": riposte,
}
"""Named card effects of this module (abilities.CARD_EFFECTS gathers them)."""

"""Summoning cards that move the summoner too (Sun Wukong's Sly Monkey).

The general summon (a waiting sidekick placed near the summoner; with every
one on the board, one of them placed again) is ``summon`` in fighter_effects.py; a
hero's "take damage to summon" is ``hurt_to_summon`` there too. Here: the
named card effects built on them.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.choices import ask_choice
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.fighter_effects import place_fighter, place_options


def summon_into(ctx: UnmatchedContext, item: FrozenDict, player: int, space: str, why: str) -> None:
    """Summon one of the player's later-joining sidekicks into ``space`` (asking which, if all are out)."""
    waiting = ctx.unplaced(player, later=True)
    probe = waiting[0] if waiting else next((t for t in ctx.fighters(player) if t.data.get("later")), None)
    if space not in (ctx.open_spaces(probe) if probe is not None else ctx.empty_spaces()):
        return
    chosen = item.get("choice")
    if waiting:
        token = waiting[0].id
    elif chosen is None:
        out = [t for t in ctx.fighters(player) if t.data.get("later")]
        if not out:
            ctx.note(f"{why}: there is no sidekick to summon.")
            return
        ask_choice(ctx, player, item, [(t.id, f"Place {t.data['name']} again") for t in out],
                   f"{why}: every one is on the board; choose the one to place again")
        return
    else:
        token = chosen
    place_fighter(ctx, token, space)


def sly_monkey(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat, if the hero played it: place the hero in an empty space of its zone; if it
    moved, summon a sidekick into the space it left."""
    player = int(item["player"])
    this = ctx.fighter(item.get("fighter") or "")
    name = ctx.db.cards[item["d"]].name
    if "left" in item:
        if this is not None and ctx.alive(this.id) and ctx.spaces(this)[0] != item["left"]:
            summon_into(ctx, item, player, item["left"], name)
        return
    if this is None or not ctx.alive(this.id) or not this.data.get("hero") or this.data.get("tail"):
        return
    spaces = place_options(ctx, this, "zone")
    if not spaces:
        ctx.note(f"{name}: no empty space in {this.data['name']}'s zone.")
        return
    queue.push(ctx, item.replaced(left=ctx.spaces(this)[0]))
    queue.ask(ctx, player, "place_fighter", fighter=this.id, spaces=tuple(spaces), optional=False,
              why=f"{name}: place {this.data['name']} in its zone")


NAMED: dict[str, Callable[[UnmatchedContext, FrozenDict], None]] = {"sly_monkey": sly_monkey}
"""Named card effects of this module (abilities.CARD_EFFECTS gathers them)."""

"""Whom a data effect may work on: the fighters a target names, and its conditions."""

from __future__ import annotations

from tabletop.engine.state import Token
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.mechanics import (
    LEFT_SPACE,
)
from tabletop.games.unmatched.schemes import ACTIONS_TAKEN, STARTED_ON_TOKEN
from tabletop.games.unmatched.standing import condition_holds as standing_holds

CHOOSE_ONE = {"your_fighter", "opposing_fighter", "opposing_fighter_in_zone",
              "opposing_fighter_adjacent", "any_fighter", "combat_fighter", "your_hero", "opposing_hero",
              "fighter_adjacent"}
EACH = {"each_your_fighter", "each_opposing_fighter_in_zone", "each_opposing_fighter_adjacent",
        "each_combat_fighter", "each_your_sidekick", "each_other_fighter_in_zone", "each_fighter_adjacent"}


# -- targets -------------------------------------------------------------------
def candidates(ctx: UnmatchedContext, target: str, player: int, this: Token | None) -> list[Token]:
    """The fighters an effect's target words can mean."""
    fight = ctx.state.data.get("combat")
    mine, theirs = ctx.fighters(player), ctx.enemy_fighters(player)
    if target == "this_fighter":
        return [this] if this is not None else []
    if target == "your_hero":
        return [t for t in mine if t.data.get("hero")]
    if target in ("your_fighter", "each_your_fighter"):
        return mine
    if target == "each_your_sidekick":
        return [t for t in mine if not t.data.get("hero")]
    if target in ("opponent_fighter", "combat_fighter", "each_combat_fighter"):
        if not fight:
            return []
        ids = [fight["attacker"], fight["defender"]]
        if target == "opponent_fighter":
            ids = [fight["defender"] if int(fight["ap"]) == player else fight["attacker"]]
        return [t for t in (ctx.fighter(i) for i in ids) if t is not None and ctx.alive(t.id)]
    if target == "opposing_hero":
        return [t for t in theirs if t.data.get("hero")]
    if target == "opposing_fighter":
        return theirs
    if target == "any_fighter":
        return mine + theirs
    if this is None:
        return []
    if target in ("fighter_adjacent", "each_fighter_adjacent"):  # friend or foe
        return [t for t in mine + theirs if t.id != this.id and ctx.adjacent(this, t)]
    if target == "each_other_fighter_in_zone":
        return [t for t in mine + theirs if t.id != this.id and ctx.share_zone(this, t)]
    if target in ("opposing_fighter_in_zone", "each_opposing_fighter_in_zone"):
        return [t for t in theirs if ctx.share_zone(this, t)]
    if target in ("opposing_fighter_adjacent", "each_opposing_fighter_adjacent"):
        return [t for t in theirs if ctx.adjacent(this, t)]
    raise ValueError(f"unknown effect target {target!r}")


def condition_holds(ctx: UnmatchedContext, condition: str, player: int, this: Token | None,
                    ally: str | None = None) -> bool:
    fight = ctx.state.data.get("combat")
    if condition == "always":
        return True
    if condition in ("ally_defeated", "ally_standing"):
        standing = any(t.data.get("key") == ally for t in ctx.fighters(player))
        return standing == (condition == "ally_standing")
    if condition in ("won_combat", "lost_combat"):
        won = fights.won_combat(ctx, player)
        return won is not None and won == (condition == "won_combat")
    if condition in ("attacking", "defending"):
        return bool(fight) and (int(fight["ap"]) == player) == (condition == "attacking")
    if condition in ("no_sidekick_left", "on_own_token"):
        return standing_holds(ctx, condition, player, this)
    if condition == "first_action":  # the action under way is the first of the turn
        return int(ctx.state.data.get(ACTIONS_TAKEN, 0)) == 1
    if condition == "started_on_own_token":
        return this is not None and this.id in ctx.state.data.get(STARTED_ON_TOKEN, ())
    if condition == "stayed_put":  # this fighter has not left its space this turn (moved or placed)
        return this is not None and this.id not in ctx.state.data.get(LEFT_SPACE, ())
    if condition == "no_opposing_fighter_in_zone":
        return this is not None and not any(ctx.share_zone(this, t) for t in ctx.enemy_fighters(player))
    raise ValueError(f"unknown condition {condition!r}")

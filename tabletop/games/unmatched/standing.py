"""Conditions of a hero's standing modifiers (``Modifier.condition``).

- ``attacked_earlier_this_turn``: the fighter already attacked this turn (the
  Ancient Leshen's Heart of the Forest; a combat counts once it has ended);
- ``no_sidekick_left``: every sidekick of the player is defeated (Eredin is
  ENRAGED while all his Red Riders are);
- ``on_own_token``: the fighter stands on one of its player's board tokens
  (the Invisible Man in his fog).
"""

from __future__ import annotations

from tabletop.engine.state import Token
from tabletop.games.unmatched.context import UnmatchedContext, space_of

CONDITION_WORDS = {
    "attacked_earlier_this_turn": " (attacked earlier this turn)",
    "no_sidekick_left": " (every sidekick defeated)",
    "on_own_token": " (on its own token)",
}


def no_sidekick_left(ctx: UnmatchedContext, player: int) -> bool:
    """Every sidekick of this player is defeated (summoned ones waiting off the board count as defeated)."""
    return not any(t.kind == "fighter" and t.owner == player and not t.data.get("hero")
                   and (t.location.startswith("space:") or not t.data.get("later"))
                   for t in ctx.state.tokens.values())


def condition_holds(ctx: UnmatchedContext, condition: str, player: int, token: Token | None) -> bool:
    if condition == "always":
        return True
    if condition == "attacked_earlier_this_turn":
        return token is not None and token.id in ctx.state.data.get("attacked_fighters", ())
    if condition == "no_sidekick_left":
        return no_sidekick_left(ctx, player)
    if condition == "on_own_token":
        here = space_of(token.location) if token is not None else None
        return here is not None and any(m.owner == player for m in ctx.markers_at(here))
    raise ValueError(f"unknown modifier condition {condition!r}")

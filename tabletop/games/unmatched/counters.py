"""A hero's counters (Beowulf's Rage): how many there are, and the change of one.

The number lives in ``data["p<seat>.<key>"]`` (set at setup from the hero
card's ``counters``), never below 0 nor above the counter's maximum. A counter
with ``gain_when_hero_damaged`` grows each time one of the player's heroes is
dealt damage (mechanics.damage calls :func:`hero_damaged`). Card effects that
gain and spend counters are in hero_tokens.py.
"""

from __future__ import annotations

from tabletop.engine.state import Token
from tabletop.games.unmatched.card_parts import Counter
from tabletop.games.unmatched.context import UnmatchedContext


def data_key(player: int, key: str) -> str:
    return f"p{player}.{key}"


def spec(ctx: UnmatchedContext, player: int, key: str) -> Counter | None:
    return next((c for c in ctx.hero_card(player).counters if c.key == key), None)


def amount(ctx: UnmatchedContext, player: int, key: str) -> int:
    return int(ctx.state.data.get(data_key(player, key), 0))


def change(ctx: UnmatchedContext, player: int, key: str, delta: int, why: str) -> int:
    """Gain (or, negative, spend) a counter within 0..maximum; returns the change made."""
    counter = spec(ctx, player, key)
    if counter is None or not delta:
        return 0
    before = amount(ctx, player, key)
    after = max(0, min(counter.maximum, before + delta))
    if after == before:
        if delta > 0:
            ctx.note(f"{why}: {ctx.hero_card(player).name} already has the most {counter.name} ({counter.maximum}).")
        return 0
    ctx.change.set_data(data_key(player, key), after)
    verb = "gains" if after > before else "spends"
    ctx.note(f"{why}: {ctx.hero_card(player).name} {verb} {abs(after - before)} {counter.name} "
             f"({before} → {after}).")
    return after - before


def hero_damaged(ctx: UnmatchedContext, token: Token) -> None:
    """One of a player's heroes was dealt damage: counters that grow with it grow."""
    if not token.data.get("hero") or token.owner is None:
        return
    for counter in ctx.hero_card(token.owner).counters:
        if counter.gain_when_hero_damaged:
            change(ctx, token.owner, counter.key, counter.gain_when_hero_damaged, f"{token.data['name']} is hurt")

"""Board tokens placed at setup, and walking between them (the Invisible Man's fog).

A hero's token with ``placed_at_setup: N`` is placed after the sidekicks, in
player order: N of them on separate spaces of the hero's zone, as a sidekick
would be: no fighter there, and no other token unless the token says
``needs_empty_space: false`` (fog may lie on a battlefield item, never on fog). A hero with the ``fog_walk``
ability moves between two spaces holding his player's tokens as if they were
adjacent (for movement only: attacks and zones are unchanged); other fighters
pass through such spaces as if the tokens were not there.
"""

from __future__ import annotations

from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.context import MARKER, UnmatchedContext, space_of


def setup_entries(ctx: UnmatchedContext, order: tuple[int, ...]) -> list[FrozenDict]:
    """The setup steps placing each player's tokens that start on the board."""
    return [queue.entry("setup_tokens", player=p) for p in order
            if any(t.placed_at_setup for t in ctx.hero_card(p).tokens)]


def _setup_tokens(ctx: UnmatchedContext, item: FrozenDict) -> None:
    player = int(item["player"])
    hero = next(iter(sorted(ctx.heroes(player), key=lambda t: t.id)), None)
    if hero is None:
        return
    for spec in reversed(ctx.hero_card(player).tokens):
        if spec.placed_at_setup:
            queue.ask(ctx, player, "place_marker", marker=spec.key, left=spec.placed_at_setup, where="zone",
                      fighter=hero.id, optional=False,
                      why=f"Setup: place {spec.placed_at_setup} {spec.name.lower()} tokens in {hero.data['name']}'s zone")


def links(ctx: UnmatchedContext, token: Token) -> dict[str, tuple[str, ...]]:
    """Extra movement steps for this fighter: between its player's token spaces (fog_walk heroes only),
    in a fixed order (a set's order would change the moves' order, and so a seeded game, between runs)."""
    if not token.data.get("hero") or token.owner is None or ctx.hero_card(token.owner).ability != "fog_walk":
        return {}
    spaces = {space_of(t.location) or "" for t in ctx.state.tokens.values()
              if t.kind == MARKER and t.owner == token.owner and t.location.startswith("space:")}
    return {s: tuple(sorted(spaces - {s})) for s in spaces}


STEPS = {"setup_tokens": _setup_tokens}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

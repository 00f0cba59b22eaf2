"""Lingering command cards whose effect is more than their printed data (named abilities)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.games.wms.cards import Effect


def chaos_effects(ctx: Any, card: str) -> tuple[Effect, ...]:
    """Mark of Chaos: the Character units have the keyword its player named."""
    named = ctx.state.data.get("named", {}).get(card)
    return (Effect(to="yours", only=("Character",), gain=(named,)),) if named else ()


LINGERING: dict[str, Callable[[Any, str], tuple[Effect, ...]]] = {
    "mark_of_chaos": chaos_effects,
}

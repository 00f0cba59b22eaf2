"""Ciri's Source cards (reference: Character Rules, Ciri).

A Source card (``ActionCard.source_card``) has effects with thresholds
(``Effect.source``). When it resolves, count the Source cards in your discard
pile: only the effects of the highest threshold at or below that count happen
(none if the count is below every threshold). Effects without a threshold on
the same card happen as usual. With 7 or more Source cards in the discard pile,
Ciri's ``ciri_uncancellable`` ability keeps her cards' effects from being
cancelled (combat.py asks ``uncancellable``).
"""

from __future__ import annotations

from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.cards import Effect
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.items import item_definition, item_effect

UNCANCELLABLE_AT = 7


def source_count(ctx: UnmatchedContext, player: int) -> int:
    """The Source cards in a player's discard pile."""
    found = 0
    for card_id in ctx.state.zones[zone(player, "discard")].cards:
        definition = ctx.db.cards[ctx.state.cards[card_id].definition]
        found += bool(getattr(definition, "source_card", False))
    return found


def source_threshold_met(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> bool:
    """Whether this thresholded effect is the one that happens now."""
    source = ctx.db.cards[item["d"]]
    count = source_count(ctx, player)
    levels = sorted({e.source for e in source.effects if e.source and e.when == effect.when})  # type: ignore[attr-defined]
    met = [level for level in levels if level <= count]
    if not met:
        if effect.source == levels[0]:
            ctx.note(f"{source.name}: {count} Source card{'s' if count != 1 else ''} in the discard pile, "
                     f"fewer than {levels[0]}: no Source effect.")
        return False
    if effect.source == met[-1]:
        ctx.note(f"{source.name}: {count} Source card{'s' if count != 1 else ''} in the discard pile: "
                 f"the {met[-1]} effect happens.")
        return True
    return False


def uncancellable(ctx: UnmatchedContext, player: int) -> bool:
    """Ciri with 7 or more Source cards in the discard pile: her cards' effects cannot be cancelled."""
    return (ctx.hero_card(player).ability == "ciri_uncancellable"
            and source_count(ctx, player) >= UNCANCELLABLE_AT)


def effect_of(ctx: UnmatchedContext, item: FrozenDict) -> Effect:
    if item["src"] == "item":  # a battlefield item's effect (items.py)
        return item_effect(ctx.db, item["d"], item["i"])
    source = ctx.db.cards[item["d"]]
    if item["src"] == "spell":
        return source.spells[item["s"]].effects[item["i"]]  # type: ignore[attr-defined]
    if item["src"] == "ongoing":
        return source.ongoing.triggers[item["i"]]  # type: ignore[attr-defined]
    effects = source.triggers if item["src"] == "hero" else source.effects  # type: ignore[attr-defined]
    return effects[item["i"]]


def source_name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    if item["src"] == "item":
        return item_definition(ctx.db, item["d"]).name
    return ctx.db.cards[item["d"]].name

"""Card and hero effects given as data (the schema's ``Effect``), resolved one entry at a time.

An ``effect`` queue entry names its source (``src`` card or hero, definition
``d``, index ``i``), its player and "this fighter". Resolving it checks the
form, cancellation and condition, picks targets (asking the player when there
is a choice or the effect says "may") and does the effect: the doers are in
player_effects.py (a player, a combat), fighter_effects.py (fighters, summoning,
markers), hero_tokens.py and cauldron.py; whom a target names, in effect_targets.py.
"""

from __future__ import annotations

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.cards import Effect
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.effect_targets import CHOOSE_ONE, candidates, condition_holds
from tabletop.games.unmatched.fighter_effects import (
    FIGHTER_DOERS,
    hurt_to_summon,
    place_token,
    summon_effect,
)
from tabletop.games.unmatched.player_effects import COMBAT_DOERS, PLAYER_DOERS
from tabletop.games.unmatched.source import (
    effect_of,
    source_name,
    source_threshold_met,
)


# -- resolving --------------------------------------------------------------------
def resolve_entry(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Check form, cancellation and condition, then do the effect (or ask for its target)."""
    effect = effect_of(ctx, item)
    player = int(item["player"])
    this = ctx.fighter(item.get("fighter") or "")
    name = source_name(ctx, item)
    if effect.form is not None and effect.do != "change_form" and ctx.form(player) != effect.form:
        return  # "only while the hero is in this form" (for change_form, ``form`` is where it goes)
    if item["src"] == "card" and fights.card_cancelled(ctx, player, item.get("card", "")):
        ctx.note(f"{name}: cancelled, so “{_describe(effect)}” does not happen.")
        return
    if effect.source and not source_threshold_met(ctx, item, effect, player):
        return
    if not all(condition_holds(ctx, c, player, this, effect.ally) for c in (effect.condition, effect.also)):
        return
    if effect.do in PLAYER_DOERS:
        PLAYER_DOERS[effect.do](ctx, item, effect, player)
        return
    if effect.do in COMBAT_DOERS:
        COMBAT_DOERS[effect.do](ctx, item, effect, player)
        return
    if effect.do == "place_token":
        place_token(ctx, item, effect, player, this)
        return
    if effect.do == "summon":
        summon_effect(ctx, item, effect, player, this)
        return
    if effect.do == "hurt_to_summon":
        hurt_to_summon(ctx, item, effect, player, this)
        return
    chosen = item.get("target")
    if chosen is not None:
        targets = [t for t in [ctx.fighter(chosen)] if t is not None and ctx.alive(t.id)]
    else:
        targets = candidates(ctx, effect.target, player, this)
        if effect.target in CHOOSE_ONE and (len(targets) > 1 or (targets and effect.optional
                                                                  and effect.do not in ("move", "place"))):
            # "your hero" with several heroes: their owner chooses which one (Multiple Heroes ruling)
            chooser = targets[0].owner if effect.target == "opposing_hero" and targets[0].owner is not None else player
            queue.ask(ctx, chooser, "target", item=item, options=tuple(t.id for t in targets),
                optional=effect.optional, why=f"{name}: {_describe(effect)}")
            return
    if not targets:
        return
    FIGHTER_DOERS[effect.do](ctx, item, effect, player, targets)


def _describe(effect: Effect) -> str:
    words = effect.do.replace("_", " ")
    amount = f" {effect.amount}" if effect.amount else ""
    return f"{words}{amount} ({effect.target.replace('_', ' ')})"


STEPS = {"effect": resolve_entry}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

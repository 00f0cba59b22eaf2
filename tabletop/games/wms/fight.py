"""Finishing a play: turning the tide, comparing values, the Support Zone, what comes next."""

from __future__ import annotations

from typing import Any

from tabletop.engine.rules import queue
from tabletop.games.wms.abilities import ON_PLAY, commander_used, use_commander
from tabletop.games.wms.actions import Fight
from tabletop.games.wms.assembly import enemy_side, pending, pending_side, update_play
from tabletop.games.wms.catalog import BATTLEFIELD, STYLE_NAMES, SUPPORT
from tabletop.games.wms.combat import (
    Piece,
    broad_effects,
    fight_values,
    group_name,
    groups,
    stack_effects,
)
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.endfight import card_keywords
from tabletop.games.wms.flow import play_turn


def tide_sources(ctx: WmsContext, player: int, pieces: tuple[Piece, ...]) -> tuple[bool, bool]:
    """(a card of the play lets it turn the tide, the Commander's once-per-Fight ability can)."""
    by_card = any(p.info.turns_tide or any(x.turns_tide for x in p.extras) for p in pieces)
    by_commander = False
    skip = {p.card for p in pieces}
    effects = broad_effects(ctx, player, "yours") + stack_effects(ctx, player, skip)
    for effect, _ in effects:
        if not effect.turns_tide:
            continue
        if not any(p.info.is_unit and all(k in p.base_keywords() for k in effect.only) for p in pieces):
            continue
        if effect.once_per_fight:
            by_commander = by_commander or not commander_used(ctx, player)
        else:
            by_card = True
    return by_card, by_commander


def fight_options(ctx: WmsContext) -> list[Fight]:
    """The Fight buttons: every style in which the play may be fought now."""
    _, group = pending(ctx)
    mine, enemy = pending_side(ctx), enemy_side(ctx)
    style = ctx.state.data.get("style", "")
    found = []
    if group["opening"] or enemy is None:
        return [Fight(option, False) for option in STYLE_NAMES]
    by_card, by_commander = tide_sources(ctx, group["player"], mine.pieces)
    for option in STYLE_NAMES:
        tide = option != style
        if tide and not (by_card or by_commander):
            continue
        ours, theirs = fight_values(ctx, mine, enemy, option)
        if ours.value >= theirs.value:
            found.append(Fight(option, tide))
    return found


def check_fight(ctx: WmsContext, action: Fight) -> str | None:
    _, group = pending(ctx)
    mine, enemy = pending_side(ctx), enemy_side(ctx)
    style = ctx.state.data.get("style", "")
    if action.style not in STYLE_NAMES:
        return "Fight in CC or in RC."
    if group["opening"] or enemy is None:
        return "The opening play announces a Combat Style; it does not turn the tide." if action.tide else None
    if (action.style != style) != action.tide:
        return f"The Fight is in {STYLE_NAMES[style]}; changing it takes turning the tide."
    if action.tide and not any(tide_sources(ctx, group["player"], mine.pieces)):
        return "Nothing in this play lets you turn the tide."
    ours, theirs = fight_values(ctx, mine, enemy, action.style)
    if ours.value < theirs.value:
        return (f"{group_name(ctx, len(groups(ctx)) - 1)} makes {ours.value} {STYLE_NAMES[action.style]}, "
                f"short of {theirs.value} {STYLE_NAMES[action.style]} to beat.")
    return None


def do_fight(ctx: WmsContext, action: Fight) -> None:
    index, group = pending(ctx)
    player = group["player"]
    mine, enemy = pending_side(ctx), enemy_side(ctx)
    if action.tide:
        by_card, _ = tide_sources(ctx, player, mine.pieces)
        if not by_card:
            use_commander(ctx, player)
        ctx.note(f"{ctx.state.players[player].name} turns the tide: the Fight goes on in {STYLE_NAMES[action.style]}.")
    ctx.change.set_data("style", action.style)
    ours, theirs = fight_values(ctx, mine, enemy, action.style)
    ctx.note(f"{group_name(ctx, index)}: {ours.text()}")
    if theirs is not None:
        ctx.note(f"against {group_name(ctx, group['target'])}: {theirs.text()}")
    _move_starred(ctx, player, index)
    update_play(ctx, open=False)
    after: list[Any] = []
    for card in group["units"]:
        ability = ctx.info(card).ability
        if ability in ON_PLAY:
            after += ON_PLAY[ability](ctx, player, card)
    queue.push(ctx, *after, queue.entry("draw", seat=player), play_turn(ctx.other(player), False))


def _move_starred(ctx: WmsContext, player: int, index: int) -> None:
    """Cards with Guard or Repair leave the top of the stack for the Support Zone."""
    earlier = [i for i, g in enumerate(groups(ctx)[:index]) if g["player"] == player]
    if not earlier:
        return
    for card in groups(ctx)[earlier[-1]]["units"]:
        if ctx.state.cards[card].location == ctx.zone(player, BATTLEFIELD) and \
                card_keywords(ctx, card) & {"Guard", "Repair"}:
            ctx.change.move(card, ctx.zone(player, SUPPORT))
            ctx.note(f"{ctx.name(card)} goes to the Support Zone.")

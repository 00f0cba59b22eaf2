"""Finishing a play: turning the tide, comparing values, the Support Zone, what comes next."""

from __future__ import annotations

from typing import Any

from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.games.wms import flow
from tabletop.games.wms.abilities import ON_PLAY, commander_used, use_commander
from tabletop.games.wms.actions import Fight
from tabletop.games.wms.assembly import enemy_side, pending, pending_side, update_play
from tabletop.games.wms.catalog import BATTLEFIELD, STYLE_NAMES, SUPPORT, info, name, other, zone
from tabletop.games.wms.combat import (
    Explained,
    Piece,
    broad_effects,
    fight_values,
    group_name,
    groups,
    stack_effects,
)
from tabletop.games.wms.endfight import card_keywords


def tide_sources(state: State, player: int, pieces: tuple[Piece, ...]) -> tuple[bool, bool]:
    """(a card of the play lets it turn the tide, the Commander's once-per-Fight ability can)."""
    by_card = any(p.info.turns_tide or any(x.turns_tide for x in p.extras) for p in pieces)
    by_commander = False
    skip = {p.card for p in pieces}
    effects = broad_effects(state, player, "yours") + stack_effects(state, player, skip)
    for effect, _ in effects:
        if not effect.turns_tide:
            continue
        if not any(p.info.is_unit and all(k in p.base_keywords() for k in effect.only) for p in pieces):
            continue
        if effect.once_per_fight:
            by_commander = by_commander or not commander_used(state, player)
        else:
            by_card = True
    return by_card, by_commander


def fight_options(state: State) -> list[Fight]:
    """The Fight buttons: every style in which the play may be fought now."""
    _, group = pending(state)
    mine, enemy = pending_side(state), enemy_side(state)
    style = state.data.get("style", "")
    found = []
    if group["opening"] or enemy is None:
        for option in STYLE_NAMES:
            found.append(Fight(option, False, fight_values(state, mine, None, option)[0].value))
        return found
    by_card, by_commander = tide_sources(state, group["player"], mine.pieces)
    for option in STYLE_NAMES:
        tide = option != style
        if tide and not (by_card or by_commander):
            continue
        ours, theirs = fight_values(state, mine, enemy, option)
        if ours.value >= theirs.value:
            found.append(Fight(option, tide, ours.value))
    return found


def check_fight(state: State, action: Fight) -> str | None:
    _, group = pending(state)
    mine, enemy = pending_side(state), enemy_side(state)
    style = state.data.get("style", "")
    if action.style not in STYLE_NAMES:
        return "Fight in CC or in RC."
    if group["opening"] or enemy is None:
        return "The opening play announces a Combat Style; it does not turn the tide." if action.tide else None
    if (action.style != style) != action.tide:
        return f"The Fight is in {STYLE_NAMES[style]}; changing it takes turning the tide."
    if action.tide and not any(tide_sources(state, group["player"], mine.pieces)):
        return "Nothing in this play lets you turn the tide."
    ours, theirs = fight_values(state, mine, enemy, action.style)
    if ours.value < theirs.value:
        return (f"{group_name(state, len(groups(state)) - 1)} makes {ours.value} {STYLE_NAMES[action.style]}, "
                f"short of {theirs.value} {STYLE_NAMES[action.style]} to beat.")
    return None


def do_fight(step: Builder, action: Fight) -> Explained:
    state = step.state
    index, group = pending(state)
    player = group["player"]
    mine, enemy = pending_side(state), enemy_side(state)
    if action.tide:
        by_card, _ = tide_sources(state, player, mine.pieces)
        if not by_card:
            use_commander(step, player)
        step.note(f"{state.players[player].name} turns the tide: the Fight goes on in {STYLE_NAMES[action.style]}.")
    step.set_data("style", action.style)
    ours, theirs = fight_values(state, mine, enemy, action.style)
    step.label = f"Fight with {group_name(state, index)} ({ours.value} {STYLE_NAMES[action.style]})"
    step.note(f"{group_name(state, index)}: {ours.text}")
    if theirs is not None:
        step.note(f"against {group_name(state, group['target'])}: {theirs.text}")
    _move_starred(step, player, index)
    update_play(step, open=False)
    after: list[dict[str, Any]] = []
    for card in group["units"]:
        ability = info(state, card).ability
        if ability in ON_PLAY:
            after += ON_PLAY[ability](step, player, card)
    flow.push(step, *after, flow.item("draw", player), flow.item("play", other(player), opening=False))
    step.set(("decision",), None)
    flow.advance(step)
    return ours


def _move_starred(step: Builder, player: int, index: int) -> None:
    """Cards with Guard or Repair leave the top of the stack for the Support Zone."""
    state = step.state
    earlier = [i for i, g in enumerate(groups(state)[:index]) if g["player"] == player]
    if not earlier:
        return
    for card in groups(state)[earlier[-1]]["units"]:
        if state.cards[card].location == zone(player, BATTLEFIELD) and \
                card_keywords(state, card) & {"Guard", "Repair"}:
            step.move(card, zone(player, SUPPORT))
            step.note(f"{name(state, card)} goes to the Support Zone.")

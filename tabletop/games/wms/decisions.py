"""Decisions that effects ask for: discards, recovering a unit, Apothecary, Mark of Chaos,
Reinforcements, and recycling at the end of a Fight."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.game import Action
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.games.wms import endfight, flow
from tabletop.games.wms.abilities import CHAOS_KEYWORDS, swap_options
from tabletop.games.wms.actions import (
    Decline,
    Discard,
    NameKeyword,
    Recover,
    Recycle,
    SwapReserve,
    Tend,
)
from tabletop.games.wms.catalog import DECK, GRAVEYARD, HAND, RESERVES, cards_in, info, name, zone

Check = Callable[[State, Any], str | None]


def decision_actions(state: State, player: int, decision: Any) -> list[Action]:
    kind = decision["kind"]
    if kind == "discard":
        return [Discard(c, player, name(state, c)) for c in cards_in(state, player, HAND)]
    graveyard_units = [c for c in cards_in(state, player, GRAVEYARD) if info(state, c).is_unit]
    if kind == "recover":
        return [Recover(c, player, name(state, c)) for c in graveyard_units]
    if kind == "tend":
        return [Tend(c, player, name(state, c)) for c in graveyard_units] + [Decline()]
    if kind == "name_keyword":
        return [NameKeyword(k) for k in CHAOS_KEYWORDS]
    if kind == "swap_reserve":
        return [SwapReserve(c, r, name(state, c), name(state, r)) for c, r in swap_options(state, player)] + [Decline()]
    if kind == "recycle":
        return [Recycle(c, player, name(state, c)) for c in endfight.recycle_options(state, player, decision)] + [Decline()]
    return []


def _counted(step: Builder) -> None:
    """One of a decision's cards is done: ask for the next, or go on."""
    decision = step.state.decision
    left = decision.get("count", 1) - 1
    if left > 0 and decision_actions(step.state, decision["player"], decision.replaced(count=left)):
        step.set(("decision",), decision.replaced(count=left))
    else:
        flow.finish_decision(step)


def check_in(place: str, what: str) -> Check:
    def check(state: State, action: Any) -> str | None:
        if action.player != state.decision["player"] or action.card not in cards_in(state, action.player, place):
            return what
        if place == GRAVEYARD and not info(state, action.card).is_unit:
            return f"{name(state, action.card)} is not a Unit card."
        return None
    return check


def do_discard(step: Builder, action: Discard) -> None:
    step.move(action.card, zone(action.player, GRAVEYARD))
    _counted(step)


def do_recover(step: Builder, action: Recover) -> None:
    step.move(action.card, zone(action.player, HAND))
    _counted(step)


def do_tend(step: Builder, action: Tend) -> None:
    step.set_card(action.card, "face_up", False)
    step.move(action.card, zone(action.player, DECK), 0)
    flow.finish_decision(step)


def do_name(step: Builder, action: NameKeyword) -> None:
    card = step.state.decision["card"]
    named = dict(step.state.data.get("named", {}))
    named[card] = action.keyword
    step.set_data("named", named)
    step.note(f"{name(step.state, card)}: Character units have {action.keyword} while it tops the Command Stack.")
    flow.finish_decision(step)


def check_keyword(state: State, action: NameKeyword) -> str | None:
    return None if action.keyword in CHAOS_KEYWORDS else f"Name one of {', '.join(CHAOS_KEYWORDS)}."


def check_swap(state: State, action: SwapReserve) -> str | None:
    if (action.card, action.reserve) not in swap_options(state, state.decision["player"]):
        return "Swap a Reserves unit from your hand with a card of your Reserves Zone."
    return None


def do_swap(step: Builder, action: SwapReserve) -> None:
    player = step.state.decision["player"]
    step.move(action.reserve, zone(player, HAND))
    step.move(action.card, zone(player, RESERVES))
    flow.finish_decision(step)


def check_recycle(state: State, action: Recycle) -> str | None:
    decision = state.decision
    if action.card not in endfight.recycle_options(state, decision["player"], decision):
        if action.card in state.cards and info(state, action.card).unique:
            return f"{name(state, action.card)} is Unique: it can never be recycled."
        return "Only cards that say so, or Vehicles with a Repair card in your Support Zone, may be recycled."
    return None


def do_recycle(step: Builder, action: Recycle) -> None:
    endfight.recycle(step, action.card, action.player)
    decision = step.state.decision
    if not endfight.recycle_options(step.state, decision["player"], decision):
        flow.finish_decision(step)


def do_decline(step: Builder, action: Decline) -> None:
    flow.finish_decision(step)


DECLINED = {"tend": "Apothecary: leave the Graveyard as it is", "swap_reserve": "Reinforcements: no swap",
            "recycle": "Done recycling"}

"""The words of every WMS move: its label (the log and the history) and its menu or button text.

Each is read from the position before the move is made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.games.wms import actions as A
from tabletop.games.wms.assembly import enemy_side, pending, pending_side
from tabletop.games.wms.catalog import STYLE_NAMES
from tabletop.games.wms.combat import fight_values, group_name
from tabletop.games.wms.context import WmsContext

Words = Callable[[WmsContext, Any], str]

DECLINED = {"tend": "Apothecary: leave the Graveyard as it is", "swap_reserve": "Reinforcements: no swap",
            "recycle": "Done recycling"}


def _n(ctx: WmsContext, card: str) -> str:
    return ctx.name(card) if card in ctx.state.cards else card


def _disrupt(ctx: WmsContext, action: A.Disrupt) -> str:
    found = pending(ctx)
    target = group_name(ctx, found[1]["target"]) if found and found[1]["target"] >= 0 else ""
    return f"Disrupt: {target or 'the opposing card'} loses {action.keyword}"


def _fight_value(ctx: WmsContext, action: A.Fight) -> int:
    return fight_values(ctx, pending_side(ctx), enemy_side(ctx), action.style)[0].value


def fight_label(ctx: WmsContext, action: A.Fight) -> str:
    index, _ = pending(ctx)
    return f"Fight with {group_name(ctx, index)} ({_fight_value(ctx, action)} {STYLE_NAMES[action.style]})"


def fight_menu(ctx: WmsContext, action: A.Fight) -> str:
    shown = f" ({value} {action.style.upper()})" if (value := _fight_value(ctx, action)) else ""
    if action.tide:
        return f"Turn the tide: fight in {action.style.upper()}{shown}"
    return f"Fight in {action.style.upper()}{shown}"


def decline_label(ctx: WmsContext, action: A.Decline) -> str:
    decision = ctx.decision
    return DECLINED.get(decision["kind"], "Done") if decision is not None else "Done"


LABELS: dict[type, Words] = {
    A.ChooseCommander: lambda c, a: f"Choose {_n(c, a.card)} as Commander",
    A.AddReserve: lambda c, a: f"Put {_n(c, a.card)} in the Reserves Zone",
    A.ReturnReserve: lambda c, a: f"Put {_n(c, a.card)} back into the deck",
    A.Ready: lambda c, a: "Ready to fight",
    A.PlayCommand: lambda c, a: f"Play command card {_n(c, a.card)}",
    A.PlayUnit: lambda c, a: f"Play {_n(c, a.card)}",
    A.TacticalRetreat: lambda c, a: "Tactical retreat: lose the Fight, discard the hand, draw 5",
    A.LoseFight: lambda c, a: "Cannot beat the Combat Value: lose the Fight",
    A.AddSquadMember: lambda c, a: f"Add {_n(c, a.card)} to the squad",
    A.BringToken: lambda c, a: f"Bring {_n(c, a.card)} into the squad",
    A.Equip: lambda c, a: f"Equip {_n(c, a.unit)} with {_n(c, a.card)}",
    A.UsePower: lambda c, a: f"{_n(c, a.unit)} spends 1 Power Point on {_n(c, a.card)}",
    A.SpendPsych: lambda c, a: f"{_n(c, a.unit)} spends 1 Power Point on +1 {a.style.upper()}",
    A.Possess: lambda c, a: f"Possession: discard {_n(c, a.card)}; {_n(c, a.unit)} becomes a Demon (+1 CC)",
    A.Disrupt: _disrupt,
    A.ChangeCommand: lambda c, a: f"Change: put {_n(c, a.card)} on top of the Command Stack",
    A.Sacrifice: lambda c, a: f"Sacrifice {_n(c, a.card)} before the Draw Step",
    A.Foresight: lambda c, a: "Foresight: look at the top 2 cards of the deck and order them",
    A.TakeBack: lambda c, a: "Take the play back",
    A.Fight: fight_label,
    A.Discard: lambda c, a: f"Discard {_n(c, a.card)}",
    A.Recover: lambda c, a: f"Take {_n(c, a.card)} from the Graveyard into the hand",
    A.Tend: lambda c, a: f"Put {_n(c, a.card)} at the bottom of the deck",
    A.NameKeyword: lambda c, a: f"Name {a.keyword}",
    A.SwapReserve: lambda c, a: f"Swap {_n(c, a.card)} into the Reserves Zone for {_n(c, a.reserve)}",
    A.Recycle: lambda c, a: f"Recycle {_n(c, a.card)} into the hand",
    A.Decline: decline_label,
}

MENUS: dict[type, Words] = {
    A.ChooseCommander: lambda c, a: f"Lead with {_n(c, a.card)}",
    A.AddReserve: lambda c, a: f"Reserves: add {_n(c, a.card)}",
    A.SpendPsych: lambda c, a: f"Power Point: +1 {a.style.upper()}",
    A.Possess: lambda c, a: f"Discard {_n(c, a.card)} for Possession",
    A.Disrupt: lambda c, a: f"Disrupt {a.keyword}",
    A.ChangeCommand: lambda c, a: f"Change: {_n(c, a.card)} on top",
    A.Foresight: lambda c, a: f"Foresight: {_n(c, a.top)} on top",
    A.Fight: fight_menu,
    A.Decline: lambda c, a: "Done",
}

"""The words of every Nitro move: its label (the log, the history) and its menu or button text.

Labels go to everyone's log, so a card is named only when it ends face up
where everybody sees it; menus are read by the deciding seat alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.games.nitro import actions as A
from tabletop.games.nitro.context import NitroContext
from tabletop.games.nitro.damage import move_damage
from tabletop.games.nitro.turn import card_cost

Words = Callable[[NitroContext, Any], str]

PURPOSES = {
    "discard_hand": "discard {card}",
    "recover": "put {card} on the bottom of the deck",
    "fetch": "take {card} from the discard pile",
    "search": "take a card from the deck",  # the log does not say which
    "discard_corner": "discard {card} from the corner",
    "run_in": "Run-In: {card} into the corner",
}


def _points(amount: int) -> str:
    return f"{amount} AP"


def _play(ctx: NitroContext, action: A.PlayCard) -> str:
    card = ctx.card(action.card)
    if card.type == "wrestler":
        return f"put {card.name} into the corner"
    return f"play {card.name} ({_points(card_cost(ctx, action.player, action.card))})"


def _move(ctx: NitroContext, action: A.PlayMove) -> str:
    card = ctx.card(action.card)
    damage = move_damage(ctx, action.player, action.card, action.target)
    whom = f" on {ctx.seat_name(action.target)}" if len(ctx.targets(action.player)) > 1 else ""
    return f"{card.name}{whom} ({_points(card_cost(ctx, action.player, action.card))}, {damage.head})"


def _choose(ctx: NitroContext, action: A.ChooseCard) -> str:
    purpose = ctx.decision["purpose"] if ctx.decision else "discard_hand"
    return PURPOSES[purpose].format(card=ctx.name(action.card))


def _choose_menu(ctx: NitroContext, action: A.ChooseCard) -> str:
    purpose = ctx.decision["purpose"] if ctx.decision else "discard_hand"
    return PURPOSES[purpose].replace("a card", "{card}").format(card=ctx.name(action.card))


def _decline(ctx: NitroContext, action: A.Decline) -> str:
    kind = ctx.decision["kind"] if ctx.decision else ""
    return {"respond": "take the damage", "commissioner": "let the Move go on",
            "stay_in": "go out of the ring"}.get(kind, "done")


LABELS: dict[type, Words] = {
    A.PlayCard: _play,
    A.PlayMove: _move,
    A.UseThunder: lambda ctx, a: f"use {ctx.name(a.card)}",
    A.ExtraDraw: lambda ctx, a: "draw a card (1 AP)",
    A.EndTurn: lambda ctx, a: "end the turn",
    A.LookAtTop: lambda ctx, a: f"look at the top of {ctx.seat_name(a.target)}'s deck",
    A.StartInRing: lambda ctx, a: f"{ctx.seat_name(a.player)} starts in the ring",
    A.Tag: lambda ctx, a: f"tag {ctx.seat_name(a.player)}",
    A.LeaveRing: lambda ctx, a: "go out of the ring (3 AP)",
    A.StayIn: lambda ctx, a: "stay in the ring too",
    A.ChooseCard: _choose,
    A.PutBack: lambda ctx, a: "put a card back on the deck",
    A.NameCard: lambda ctx, a: f"name {ctx.db.cards[a.definition].name}",
    A.SendBack: lambda ctx, a: "The Commissioner: send the Move back",
    A.Decline: _decline,
}

MENUS: dict[type, Words] = {
    A.ChooseCard: _choose_menu,
    A.PutBack: lambda ctx, a: f"put {ctx.name(a.card)} back on the deck",
}

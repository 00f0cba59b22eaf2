"""The order of play: the queue's automatic steps (draw, turn to play, clean up) and the end of a Fight.

What happens next lives in the shared decision queue
(:mod:`tabletop.engine.rules.queue`): ``entry("draw", seat=p)`` refills a hand,
``entry("play", seat=p, opening=...)`` gives a player the Fight to play in,
``entry("cleanup", seat=p)`` ends a Fight; questions effects ask are queued
with ``later(seat, kind, ...)`` and passed over when nobody could answer them
(:func:`pointless`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.rules import queue
from tabletop.games.wms import endfight
from tabletop.games.wms.abilities import swap_options
from tabletop.games.wms.catalog import ASIDE, BATTLEFIELD, GRAVEYARD, HAND, HAND_SIZE, SUPPORT
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.draws import draw, lose_game, refill


def play_turn(seat: int, opening: bool) -> Any:
    """The queue entry that gives ``seat`` the Fight to play in (opening it, or answering)."""
    return queue.entry("play", seat=seat, opening=opening)


# -- the queue's automatic steps -------------------------------------------------------------------
def _draw_step(ctx: WmsContext, entry: Mapping[str, Any]) -> None:
    refill(ctx, entry["seat"])


def _play_step(ctx: WmsContext, entry: Mapping[str, Any]) -> None:
    ctx.change.set(("phase",), "Fight")
    queue.ask(ctx, entry["seat"], "play", opening=entry["opening"])


def _cleanup_step(ctx: WmsContext, entry: Mapping[str, Any]) -> None:
    cleanup(ctx)


STEPS = {"draw": _draw_step, "play": _play_step, "cleanup": _cleanup_step}


def _graveyard_units(ctx: WmsContext, player: int) -> list[str]:
    return [c for c in ctx.cards_in(player, GRAVEYARD) if ctx.info(c).is_unit]


def pointless(ctx: WmsContext, decision: Mapping[str, Any]) -> bool:
    """A queued question nobody could answer (nothing to discard, no Unit card to recover...)."""
    kind, player = decision["kind"], decision["seat"]
    if kind == "discard":
        return not ctx.cards_in(player, HAND)
    if kind in ("recover", "tend"):
        return not _graveyard_units(ctx, player)
    if kind == "swap_reserve":
        return not swap_options(ctx, player)
    if kind == "recycle":
        return not endfight.recycle_options(ctx, player, decision)
    return False


# -- the end of a Fight ---------------------------------------------------------------------------------
def end_fight(ctx: WmsContext, loser: int, reason: str, *, retreat: bool = False) -> None:
    """The loser's Commander loses a Wound (unless Guard), then recycling and clean-up."""
    players = ctx.state.players
    ctx.change.set(("phase",), "End of the Fight")
    ctx.change.set_data("loser", loser)
    ctx.note(f"{players[loser].name} loses the Fight ({reason}).")
    guard = endfight.guard_card(ctx, loser)
    chief = ctx.commander(loser)
    if guard is not None:
        ctx.note(f"{ctx.name(guard)} stands Guard in the Support Zone: no Wound.")
    elif chief is not None:
        left = ctx.wounds(loser) - 1
        ctx.change.set_counter(chief, "wound", left)
        ctx.note(f"{ctx.name(chief)} loses a Wound: {left} left.")
        if left <= 0:
            lose_game(ctx, loser, f"{ctx.name(chief)} has lost the last Wound")
            return
    if retreat:
        hand = list(ctx.cards_in(loser, HAND))
        for card in hand:  # a Token card never goes to the Graveyard: it is set aside
            ctx.change.move(card, ctx.zone(loser, ASIDE if ctx.info(card).type == "token" else GRAVEYARD))
        ctx.note(f"{players[loser].name} discards {len(hand)} cards and draws 5.")
        if not draw(ctx, loser, HAND_SIZE):
            return
    active = ctx.state.active_player
    queue.clear_queue(ctx)
    queue.push(
        ctx,
        queue.later(active, "recycle", repairs=endfight.repair_count(ctx, active)),
        queue.later(ctx.other(active), "recycle", repairs=endfight.repair_count(ctx, ctx.other(active))),
        queue.entry("cleanup", seat=active),
    )


def cleanup(ctx: WmsContext) -> None:
    """Battlefield Stacks and Support Zones to the Graveyards (Token cards aside); next Fight."""
    state = ctx.state
    for player in ctx.seats:
        for place in (BATTLEFIELD, SUPPORT):
            for card in list(ctx.cards_in(player, place)):
                for attached in list(state.cards[card].attachments):
                    ctx.change.move(attached, ctx.zone(state.cards[attached].owner, GRAVEYARD))
                for counter in ("psych_cc", "psych_rc", "possessed"):
                    ctx.change.set_counter(card, counter, 0)
                home = ASIDE if ctx.info(card).type == "token" else GRAVEYARD
                ctx.change.move(card, ctx.zone(state.cards[card].owner, home))
        chief = ctx.commander(player)
        if chief is not None:
            ctx.change.set_card(chief, "rotation", 0)
    for key, empty in (("groups", ()), ("lost", {}), ("used", ()), ("style", ""), ("loser", None)):
        ctx.change.set_data(key, empty)
    ctx.change.set_data("command_played", False)
    following = ctx.other(state.active_player)
    ctx.change.set(("active_player",), following)
    ctx.change.set(("turn",), state.turn + 1)
    ctx.change.set(("phase",), "Fight")
    queue.push(ctx, play_turn(following, True))

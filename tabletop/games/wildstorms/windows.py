"""Plot-twist windows, as printed: after a step, each opponent may answer.

Plot twists (obstacles and side missions too) may be played at any time but
during a Draw or an Attack phase. After every step of the active player in the
Switch Ranks, Recruit and Equip and Discard phases, at the end of each of those
phases, and after every card played, a *round* asks each opponent of whoever
acted, starting with the seat to that player's left, to play a plot twist or
pass. A card played in a round starts the round over: that player's opponents
answer it. A card played waits (``data["pending"]``, shown in its player's
effects zone) until a whole round passes; then the cards played resolve, the
last played first, so a cancel resolves before the card it cancels.

The engine always asks; how often a *person* is bothered is their "stops"
(:func:`routine_answer`): a pass the table makes for them reads exactly like a
pass they make, so no one learns what their hand holds.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.rules import FREE, queue
from tabletop.engine.values import FrozenDict, freeze
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import plot_twists, scoring, turn
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.moves import Rule, decision_problem, free_problem, seat
from tabletop.games.wildstorms.table import (
    PHASE_ATTACK,
    PHASE_DISCARD,
    PHASE_RECRUIT,
    PHASE_SWITCH,
    PHASES,
    TWIST_PHASES,
    zone,
)

WINDOW = "window"
AFTER_STEP, AFTER_PHASE, AFTER_CARD = "step", "phase", "card"

STOPS = (
    ("phase", "At phase ends, when a card is played, and in every combat"),
    ("step", "After every step of an opponent too"),
    ("holding", "Only when I hold a card I could play"),
)
"""A person's stops: when the table asks them rather than passing for them (bots are always asked)."""


def pending(ctx: WildStormsContext) -> tuple[Any, ...]:
    """The cards played and not yet resolved, first played first."""
    return tuple(ctx.state.data.get("pending", ()))


# -- opening and going round ---------------------------------------------------------------------
def open_round(ctx: WildStormsContext, actor: int, after: str, then: str | None = None,
               back: dict[str, Any] | None = None) -> None:
    """Ask each opponent of ``actor``, from ``actor``'s left; ``then``: the phase entered afterwards;
    ``back``: the round a card played interrupted (it starts over once the card is answered)."""
    order = answerers(ctx, actor)
    if order:  # as _ask_next: the round kept with the seats still to ask, the first asked now
        ctx.change.set_data("window", FrozenDict({"actor": actor, "after": after, "then": then, "order": order[1:],
                                                  "back": freeze(back)}))
        queue.ask(ctx, order[0], WINDOW, after=after)
    else:
        _ask_next(ctx, {"actor": actor, "after": after, "then": then, "order": order, "back": freeze(back)})


def answerers(ctx: WildStormsContext, actor: int) -> tuple[int, ...]:
    """Every other player, from ``actor``'s left (a partner in a team game is asked too: any player
    may play a plot twist whenever the rules allow)."""
    return _others(actor, len(ctx.state.players))


@functools.cache
def _others(actor: int, count: int) -> tuple[int, ...]:
    return tuple((actor + i) % count for i in range(1, count))


def after_step(ctx: WildStormsContext) -> None:
    """A step of the active player is done: a round for the opponents, where plot twists may be played."""
    decision = ctx.state.decision
    if ctx.state.phase in TWIST_PHASES and (decision is None or decision is ctx.answering) and not ctx.battle_over:
        open_round(ctx, ctx.state.active_player, AFTER_STEP)


def end_phase(ctx: WildStormsContext, player: int) -> None:
    """The active player ends a phase: a last round for the opponents, then the next phase."""
    then = turn.FOLLOWING[ctx.state.phase]
    if ctx.state.phase == PHASE_ATTACK:
        turn.enter(ctx, then)
        return
    open_round(ctx, player, AFTER_PHASE, then)


def _ask_next(ctx: WildStormsContext, window: Mapping[str, Any]) -> None:
    """Ask the next seat of the round (``window``: frozen values only, kept as they are; the round's
    ``data["window"]``, or a new one), or end it."""
    order = window["order"]
    change = ctx.change
    if order:
        change.set_data("window", FrozenDict({**window, "order": order[1:]}))
        queue.ask(ctx, order[0], WINDOW, after=window["after"])
        return
    change.delete(("data", "window"))
    if ctx.state.decision is not None:
        change.set(("decision",), None)  # queue.clear_decision
    if ctx.state.data.get("pending"):
        _resolve_pending(ctx)
    back = window["back"]
    while back is not None and back["after"] == AFTER_CARD:
        back = back["back"]  # the card it was asked about has resolved
    if ctx.battle_over:
        return
    if back is not None:
        open_round(ctx, back["actor"], back["after"], back["then"], back["back"])
    elif window["then"]:
        turn.enter(ctx, window["then"])


def pass_window(ctx: WildStormsContext, action: A.PassWindow) -> None:
    _ask_next(ctx, ctx.state.data["window"])


def play(ctx: WildStormsContext, action: A.PlayPlotTwist) -> None:
    """The card waits in its player's effects zone; that player's opponents may answer it."""
    player = ctx.deciding_seat
    ctx.change.move(action.card, zone(player, "effects"))
    ctx.change.set_data("pending", (*pending(ctx), {"card": action.card, "player": player,
                                                    "target": action.target, "option": action.option}))
    window = ctx.state.data.get("window")
    open_round(ctx, player, AFTER_CARD, window["then"] if window else None, window)


def _resolve_pending(ctx: WildStormsContext) -> None:
    """A whole round passed: the cards played resolve, the last played first."""
    stack = list(pending(ctx))
    if not stack:
        return
    ctx.change.delete(("data", "pending"))
    while stack and not ctx.battle_over:
        played = stack.pop()
        card, player, target, option = played["card"], played["player"], played["target"], played["option"]
        if plot_twists.is_cancel(ctx.card(card)):
            if any(p["card"] == target for p in stack):
                stack = [p for p in stack if p["card"] != target]
                ctx.note(f"{ctx.name(card)} cancels {ctx.name(target)}")
                scoring.discard(ctx, target)
            else:
                ctx.note(f"{ctx.name(card)} has nothing left to cancel")
            scoring.discard(ctx, card)
        elif (target, option) in {(t, o) for t, o, _ in plot_twists.targets(ctx, player, card, texts=False)}:
            plot_twists.resolve(ctx, player, card, target, option)
        else:
            ctx.note(f"{ctx.name(card)} no longer has a target and is discarded")
            scoring.discard(ctx, card)


# -- what may be played --------------------------------------------------------------------------
def cancels(ctx: WildStormsContext, player: int) -> list[A.PlayPlotTwist]:
    """Cancel cards on the opponents' cards waiting to resolve (none while none waits)."""
    theirs = [p["card"] for p in pending(ctx) if p["player"] not in ctx.team_of(player)]
    if not theirs:
        return []  # nothing to cancel (most of the time: no need to read the hand)
    return [A.PlayPlotTwist(card, target) for card in ctx.own_hand(player)
            if plot_twists.is_cancel(ctx.card(card)) and (ctx.campaign or not ctx.card(card).campaign_only)
            for target in theirs]


def twist_problem(ctx: WildStormsContext, action: A.PlayPlotTwist) -> str | None:
    """Why this plot twist may not be played now (the real reason), or None."""
    player = ctx.deciding_seat
    decision = ctx.state.decision
    phase = ctx.state.phase
    if phase not in TWIST_PHASES:
        return f"Plot twists cannot be played during the {phase} phase." if phase in PHASES else \
            "Plot twists are played once the battle has begun."
    owner = ctx.state.cards[action.card].owner
    if not ctx.in_own_hand(action.card, owner):
        return "A plot twist is played from its owner's hand."
    if owner != player:
        return (f"It is {ctx.seat_name(player)}'s move; {ctx.seat_name(owner)} may play a plot twist "
                "as soon as that step is done.")
    if decision is not None and decision["kind"] != WINDOW:
        return f"First {ctx.seat_name(decision['seat'])} must answer the question in front of them."
    if plot_twists.is_cancel(ctx.card(action.card)):
        if action in cancels(ctx, player):
            return None
        return f"{ctx.name(action.card)} is played only on an opponent's plot twist that is waiting to resolve."
    return plot_twists.problem(ctx, player, action.card, action.target, action.option)


def twists(ctx: WildStormsContext) -> Sequence[Action]:
    """Every plot twist the deciding seat may play now (shared: do not change it)."""
    player = ctx.deciding_seat
    found = _plays(ctx, player)
    cancelling = cancels(ctx, player) if ctx.state.data.get("pending") else ()
    return [*found, *cancelling] if cancelling else found


def _plays(ctx: WildStormsContext, player: int) -> tuple[Action, ...]:
    """The plot twists, obstacles and side missions ``player`` may play now on what is in play (cancels
    aside). Their targets are read from the board, the Magick choices (what a character can use) and the
    possessions (what a twist can undo): kept with the board while those two stay the very same values, as
    every opponent's round of answers and every free moment of the active player lists them."""
    data = ctx.state.data
    magick, possession = data.get("magick"), data.get("possession")
    board = ctx.state.readings.board
    kept = board.get(("plot twists", player))
    if kept is None or kept[0] is not magick or kept[1] is not possession:
        kept = board["plot twists", player] = (magick, possession, _read_plays(ctx, player))
    return kept[2]


def _read_plays(ctx: WildStormsContext, player: int) -> tuple[Action, ...]:
    found: list[Action] = []
    kinds = plot_twists.twist_cards(ctx)
    instances = ctx.state.cards
    play = A.PlayPlotTwist
    for card in ctx.own_hand(player):
        if instances[card].definition in kinds:  # a plot twist, an obstacle or a side mission
            for target, option, _ in plot_twists.targets(ctx, player, card, texts=False):
                found.append(play(card, target, option))
    return tuple(found)


# -- stops ------------------------------------------------------------------------------------------
def stop_of(ctx: WildStormsContext, seat: int) -> str:
    """The seat's stops option (``stops_1``... by seat number)."""
    return ctx.option(f"stops_{seat + 1}", "phase")


def routine_answer(ctx: WildStormsContext, legal: list[Action]) -> Action | None:
    """The pass a person's stops make for them now, or None when they must be asked."""
    decision = ctx.state.decision
    if decision is None:
        return None
    stop = stop_of(ctx, int(decision["seat"]))
    kind = decision["kind"]
    passes = [a for a in legal if isinstance(a, A.PassWindow | A.PassCombat)]
    if not passes:
        return None
    if kind == WINDOW and stop == "phase" and decision["after"] == AFTER_STEP:
        return passes[0]
    if stop == "holding" and len(legal) == len(passes):
        return passes[0]
    return None


# -- the moves -----------------------------------------------------------------------------------
MOVES = (
    Rule(A.NextPhase, lambda c, p, a: free_problem(c, PHASE_SWITCH, PHASE_ATTACK, "Attack done", PHASE_RECRUIT,
                                                   PHASE_DISCARD) or turn.next_phase_problem(c, p),
         lambda c, a: end_phase(c, seat(c)), answerable=False),
    Rule(A.PlayPlotTwist, lambda c, p, a: twist_problem(c, a), play,
         (FREE, WINDOW, "combat", "offer", "battlesite", "mulligan"), answerable=False),
    Rule(A.PassWindow, lambda c, p, a: decision_problem(c, p, WINDOW), pass_window, (WINDOW,), answerable=False),
)
"""A plot twist is listed only when the rules allow it, but checked at every question, so that a
refusal gives its real reason ("not during the Attack phase")."""

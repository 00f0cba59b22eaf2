"""How WildStorms writes a move, as WMS does: each topic module lists its own moves.

A topic module (turn, powers, attacks, combat, recruit, windows) ends with
``MOVES``: one :class:`Rule` per action type — the questions it answers, its
``check`` (``(ctx, seat, action) -> None | sentence``) and its ``do``. rules.py
turns them into the engine's Moves, adding the legal options (listing.py, built
from the same checks) and the words (labels.py). This module imports no topic
module, so every topic module may use it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.engine.rules import FREE
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.table import PHASE_ATTACK, zone

Check = Callable[[WildStormsContext, int, Any], "str | None"]
Do = Callable[[WildStormsContext, Any], None]


@dataclass(frozen=True)
class Rule:
    """One action type's rules; ``answerable``: a round of plot twists may answer it (windows.py)."""

    action: type
    check: Check
    do: Do
    answers: tuple[str, ...] = (FREE,)
    answerable: bool = True


DECISION_WORDS = {
    "battlesite": "choose a battlesite", "mulligan": "keep or redraw a hand", "combat": "play a combat card or pass",
    "offer": "accept or refuse equipment", "window": "play a plot twist or pass",
    "teamwork": "help an attack with teamwork or pass",
}


def moment(ctx: WildStormsContext) -> str:
    """The phase, with an Attack phase whose declarations are over called "Attack done"."""
    phase = ctx.state.phase
    if phase == PHASE_ATTACK and ctx.state.data.get("attack_stage") != "declare":
        return "Attack done"
    return phase


def free_problem(ctx: WildStormsContext, *moments: str) -> str | None:
    """The active player's own move in one of ``moments`` (no pending question)."""
    decision = ctx.state.decision
    if decision is not None:
        who = ctx.seat_name(decision["seat"])
        return f"First {who} must {DECISION_WORDS.get(decision['kind'], 'decide')}."
    now = moment(ctx)
    if now not in moments:
        when = " or ".join(m for m in moments)
        return f"That is done in the {when} phase, not now ({now})."
    return None


def decision_problem(ctx: WildStormsContext, player: int, *kinds: str) -> str | None:
    decision = ctx.state.decision
    if decision is None or decision["kind"] not in kinds:
        return "There is no such question to answer now."
    if decision["seat"] != player:
        return f"It is {ctx.seat_name(decision['seat'])}'s decision."
    return None


def pile_problem(ctx: WildStormsContext, card: str, pile: str) -> str | None:
    return None if pile == zone(ctx.owner(card), "discard") else "Drop it on its owner's discard pile."


def seat(ctx: WildStormsContext) -> int:
    """The seat making the move (the one asked, else the active seat)."""
    return ctx.answering["seat"] if ctx.answering is not None else ctx.state.active_player

"""Revealing cards (reference: Card Effects, Revealing Cards).

A revealed card is turned face up for every seat: its id goes into
``data["revealed"]`` and the game's ``card_visible`` shows it to everyone (in
the hand or on the deck where it lies), and the log names it. Nothing moves:
"returned to where it came from" means it stops being shown, when the next
action starts (so every seat sees it on the table until then). Only the
revealed cards are shown, never the rest of a hand or deck. An effect that
moves a revealed card (into a hand...) does so itself; the card stays shown
until the next action starts.
"""

from __future__ import annotations

from tabletop.engine.state import State
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.context import UnmatchedContext

REVEALED = "revealed"


def reveal(ctx: UnmatchedContext, player: int, card_ids: list[str], why: str, where: str) -> None:
    """Show these cards of ``player`` to every seat until the end of the action; name them in the log."""
    if not card_ids:
        ctx.note(f"{why}: {ctx.who(player)} has nothing to reveal {where}.")
        return
    shown = tuple(ctx.state.data.get(REVEALED, ()))
    ctx.change.set_data(REVEALED, (*shown, *(c for c in card_ids if c not in shown)))
    names = ", ".join(ctx.card_name(c) for c in card_ids)
    ctx.note(f"{why}: {ctx.who(player)} reveals {names} {where}.")


def revealed(state: State, card_id: str) -> bool:
    """Whether a card is being shown to every seat."""
    return card_id in state.data.get(REVEALED, ())


LOOKING = ("pick_card", "look_at_hand", "choose_card")


def looked_at(state: State, seat: int | None, card_id: str) -> bool:
    """Whether ``seat`` is looking at this card of another hand now (a decision's ``cards``)."""
    decision = state.decision
    return (decision is not None and seat is not None and decision["kind"] in LOOKING
            and int(decision["seat"]) == seat and card_id in decision.get("cards", ()))


def return_revealed(ctx: UnmatchedContext) -> None:
    """The revealed cards go back to being seen only by who may see them where they are."""
    if ctx.state.data.get(REVEALED):
        ctx.change.delete(("data", REVEALED))


def _returned(ctx: UnmatchedContext, _item: FrozenDict) -> None:
    return_revealed(ctx)


STEPS = {"reveal_end": _returned}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

"""Card effects as data: resolving the one-shot ones, and the few named abilities.

Lasting effects (``while_in_play``, ``each_turn``) are read where they matter
(context.py). One-shot effects resolve here, in card order: a draw happens at
once, a choice (discard, recover, fetch, search, discard a Corner card) is a
question queued for the seat that makes it, damage is a queue entry.
``stop_damage`` and ``prevent_damage`` change the damage being taken.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.engine.words import count
from tabletop.games.nitro.cards import Effect
from tabletop.games.nitro.constants import DECK, HAND
from tabletop.games.nitro.context import DISTRACTIONS, NitroContext
from tabletop.games.nitro.draws import draw

Damage = dict[str, Any]
"""The damage entry being taken (its ``left`` may change), or None."""

CHOICES = {"discard_hand", "recover", "fetch", "search", "discard_corner"}


def damage_entry(target: int, source: int, amount: int, why: str, move: str = "") -> FrozenDict:
    """A queue entry: ``target`` takes ``amount`` damage from ``source`` (flipped one card at a time)."""
    return queue.entry("damage", target=target, source=source, left=amount, why=why, move=move, asked=False,
                       flipped=0)


SPREAD = ("recover", "fetch", "search")
"""Choices made among cards of a pile: they are first laid out in a row only the chooser sees."""


def choice(seat: int, purpose: str, count: int, why: str, card_type: str = "") -> FrozenDict:
    """A queued question: ``seat`` picks ``count`` cards for ``purpose``, one at a time.

    For a choice from a pile (recover, fetch, search) a step lays the candidates out first.
    """
    if purpose in SPREAD:
        return queue.entry("spread", seat=seat, purpose=purpose, count=count, why=why, card_type=card_type)
    return queue.later(seat, "choose", purpose=purpose, count=count, why=why, card_type=card_type)


def add_ap(ctx: NitroContext, seat: int, amount: int, why: str) -> None:
    """``seat`` gets (or loses) Action Points now; never below 0."""
    now = ctx.ap(seat)
    ctx.set_field(seat, "action_points", max(0, now + amount))
    ctx.note(f"{why}: {ctx.seat_name(seat)} {'gets' if amount > 0 else 'loses'} "
             f"{count(abs(amount), 'Action Point')} ({max(0, now + amount)} left).")


def distract(ctx: NitroContext, seat: int, duration: str, why: str) -> None:
    """The referee is distracted this turn, or during ``seat``'s next turn."""
    when = ctx.state.turn if duration in ("instant", "this_turn") else -1
    ctx.change.set_data(DISTRACTIONS, (*ctx.data.get(DISTRACTIONS, ()), (seat, when)))
    ctx.note(f"{why}: the referee is distracted "
             + ("for the rest of this turn." if when >= 0 else f"during {ctx.seat_name(seat)}'s next turn."))


def resolve(ctx: NitroContext, seat: int, effects: tuple[Effect, ...], why: str, *,
            opponent: int | None = None, damage: Damage | None = None) -> list[FrozenDict]:
    """Resolve one-shot effects of a card ``seat`` uses; returns the queue items to run next.

    ``opponent``: who "your opponent" is here (default: the opposing Wrestler in the ring).
    ``damage``: the damage ``seat`` is taking now, which stop and prevent effects change.
    """
    items: list[FrozenDict] = []
    for effect in effects:
        if effect.duration in ("while_in_play", "each_turn"):
            continue
        who = seat if effect.who == "you" else (opponent if opponent is not None else ctx.opponent(seat))
        kind = effect.kind
        if kind == "damage":
            items.append(damage_entry(who, seat, effect.amount, why))
        elif kind == "stop_damage" and damage is not None:
            damage["left"] = 0
            ctx.note(f"{why}: the rest of the damage is cancelled.")
        elif kind == "prevent_damage" and damage is not None:
            damage["left"] = max(0, damage["left"] - effect.amount)
            ctx.note(f"{why}: {effect.amount} less damage ({damage['left']} still to flip).")
        elif kind == "draw":
            if not draw(ctx, who, effect.amount, why):
                return []
        elif kind in CHOICES:
            picker = seat if kind == "fetch" else who
            items.append(choice(picker, kind, effect.amount, why, effect.card_type or ""))
        elif kind == "action_points":
            if effect.duration == "next_turn":
                ctx.set_field(who, "ap_next", ctx.seat_field(who, "ap_next") + effect.amount)
                ctx.note(f"{why}: {ctx.seat_name(who)} {'gets' if effect.amount > 0 else 'loses'} "
                         f"{abs(effect.amount)} Action Point on their next turn.")
            else:
                add_ap(ctx, who, effect.amount, why)
        elif kind == "distract_referee":
            distract(ctx, who, effect.duration, why)
    return items


CARD_ABILITIES = frozenset({"thunderclap", "vendetta_grudge", "springboard", "look_at_top", "small_package",
                            "commissioner"})
"""The ``ability`` names of Wrestlers, Moves and Corner cards, read where they act:
thunderclap (damage.py), vendetta_grudge (damage.py), springboard (turn.card_cost),
look_at_top (decisions.py), small_package (damage.move_damage), commissioner (turn.commissioner)."""


# -- named abilities ----------------------------------------------------------------------------------
def _run_in(ctx: NitroContext, seat: int, why: str) -> list[FrozenDict]:
    return [choice(seat, "run_in", 1, why)]


def _mind_games(ctx: NitroContext, seat: int, why: str) -> list[FrozenDict]:
    return [queue.later(seat, "name", target=ctx.opponent(seat), why=why)]


def run_in_cards(ctx: NitroContext, seat: int) -> list[str]:
    """Wrestler cards in the hand that may go into the corner (no copy already in play)."""
    return [c for c in ctx.cards_in(seat, HAND)
            if ctx.kind(c) == "wrestler" and not ctx.in_play(ctx.state.cards[c].definition)]


HAND_ABILITIES: Mapping[str, Callable[[NitroContext, int, str], list[FrozenDict]]] = MappingProxyType({
    "run_in": _run_in,
    "mind_games": _mind_games,
})
"""Thunder hand sides the data cannot say: the name in ``hand_ability`` -> what it does."""

HAND_ABILITY_READY: Mapping[str, Callable[[NitroContext, int], bool]] = MappingProxyType({
    "run_in": lambda ctx, seat: bool(run_in_cards(ctx, seat)),
    "mind_games": lambda ctx, seat: True,
})
"""Whether a hand ability can be used at all now (Run-In needs a Wrestler to put in the corner)."""


def peek(ctx: NitroContext, viewer: int, owner: int, why: str) -> None:
    """``viewer`` sees ``owner``'s hand until the end of this turn."""
    ctx.change.set_data("peeks", (*ctx.data.get("peeks", ()), (viewer, owner, ctx.state.turn)))
    ctx.note(f"{why}: {ctx.seat_name(viewer)} looks at {ctx.seat_name(owner)}'s hand.")


def _mind_games_deck(ctx: NitroContext, seat: int, damage: Damage) -> list[FrozenDict]:
    peek(ctx, seat, damage["source"], "Mind Games")
    return []


DECK_ABILITIES: Mapping[str, Callable[[NitroContext, int, Damage], list[FrozenDict]]] = MappingProxyType({
    "mind_games": _mind_games_deck,
})
"""Thunder deck sides the data cannot say: the name in ``deck_ability`` -> what it does."""


def deck_left(ctx: NitroContext, seat: int) -> int:
    return len(ctx.cards_in(seat, DECK))

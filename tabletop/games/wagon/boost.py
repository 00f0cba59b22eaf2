"""Boosted Characters: which cards can be sacrificed to meet a Boost Requirement.

The cards are ones the seat controls in play (Characters on its line, Plot
Devices on its line and equipment hanging under a Character: equipment is a
Plot Device in play too), matching each line of the requirement by name (any
subtitle), card, Attribute or Genre. A sacrificed Character must have been in
play since before this turn; a Plot Device may have come this turn. A card
taken over from the opponent may be sacrificed: it goes to its owner's
discard pile. A stand-in played this turn (Power Surge) takes the place of
one card of the first line of the requirement, once.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from tabletop.games.wagon import lines
from tabletop.games.wagon.cards import BoostNeed, Character
from tabletop.games.wagon.context import UNTIL_END, WagonContext

MAX_CHOICES = 12  # sacrifice sets offered for one Boosted Character (the first found)


def stand_ins(ctx: WagonContext, seat: int) -> int:
    return sum(int(e.get("amount", 0)) for e in ctx.flag(UNTIL_END)
               if e["kind"] == "boost_stand_in" and e["seat"] == seat)


def use_stand_ins(ctx: WagonContext, seat: int) -> None:
    kept = tuple(e for e in ctx.flag(UNTIL_END) if not (e["kind"] == "boost_stand_in" and e["seat"] == seat))
    ctx.change.set_data(UNTIL_END, kept)


def candidates(ctx: WagonContext, seat: int, need: BoostNeed) -> list[str]:
    found = []
    equipment = [e for c in ctx.all_characters() for e in ctx.equipment(c) if ctx.controller(e) == seat]
    for card in [*ctx.characters(seat), *ctx.plot_devices(seat), *equipment]:
        if not need.matches(ctx.card(card)):
            continue
        if ctx.is_character(card) and ctx.entered_this_turn(card):
            continue
        found.append(card)
    return found


def _choices(ctx: WagonContext, seat: int, needs: list[BoostNeed], spare: int,
             taken: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    if not needs:
        yield taken
        return
    need, rest = needs[0], needs[1:]
    count = need.count
    covered = min(spare, count)
    pool = [c for c in candidates(ctx, seat, need) if c not in taken]
    for chosen in combinations(pool, count - covered):
        yield from _choices(ctx, seat, rest, spare - covered, taken + chosen)


def sacrifice_sets(ctx: WagonContext, seat: int, card: str) -> list[tuple[str, ...]]:
    """The sets of cards ``seat`` may sacrifice to boost ``card`` (a few at most)."""
    definition = ctx.card(card)
    if not isinstance(definition, Character) or not definition.boost:
        return [()]
    found = []
    for chosen in _choices(ctx, seat, list(definition.boost), stand_ins(ctx, seat), ()):
        found.append(tuple(sorted(chosen, key=_order)))
        if len(found) >= MAX_CHOICES:
            break
    return list(dict.fromkeys(found))


def _order(card: str) -> tuple[int, str]:
    return (len(card), card)


def sacrifice(ctx: WagonContext, seat: int, card: str, chosen: tuple[str, ...]) -> None:
    definition = ctx.card(card)
    needed = sum(n.count for n in definition.boost)
    if len(chosen) < needed:
        use_stand_ins(ctx, seat)
    for victim in chosen:
        owner = ctx.owner(victim)
        where = "" if owner == seat else f" (to {ctx.seat_name(owner)}'s discard pile)"
        ctx.note(f"{ctx.name(victim)} is sacrificed for {definition.name}{where}.")
        lines.leave_play(ctx, victim)

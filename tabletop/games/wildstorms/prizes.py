"""Prizes in a campaign: kept in the winner's sideboard (zone ``won``) with their counters.

A prize with counters (the Orb of Teleportation's 3 charges) spends one per
use and is useless at none until a card recharges it (Power Cell's
``recharge``). ``once_per_battle`` prizes are used again after the next
InterMission, ``once_per_turn`` ones after their holder's turn; a passive
prize changes numbers (modifiers.py reads it). Its holder uses a prize in
their own turn, outside the Draw phase and the fights (help.md says why).
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import injuries
from tabletop.games.wildstorms.cards import Prize
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.moves import Rule, free_problem, seat
from tabletop.games.wildstorms.table import (
    PHASE_ATTACK,
    PHASE_DISCARD,
    PHASE_RECRUIT,
    PHASE_SWITCH,
    ZONE_LABELS,
    zone,
)

CHARGES = "charges"
USED = "used"


def held(ctx: WildStormsContext, player: int) -> list[str]:
    """The prizes ``player`` has won (a campaign only)."""
    if not ctx.campaign:
        return []
    return [c for c in ctx.cards_in(player, "won") if isinstance(ctx.card(c), Prize)]


def charges(ctx: WildStormsContext, prize: str) -> int:
    return ctx.state.cards[prize].counters.get(CHARGES, 0)


def win(ctx: WildStormsContext, prize: str, player: int) -> None:
    """``player`` takes a prize into their sideboard; a prize with counters gets them now."""
    card: Prize = ctx.card(prize)
    ctx.change.move(prize, zone(player, "won"))
    ctx.change.set_card(prize, "face_up", True)
    ctx.change.set_card(prize, "controller", player)
    if card.counters and CHARGES not in ctx.state.cards[prize].counters:
        ctx.change.set_counter(prize, CHARGES, card.counters)


def recharge(ctx: WildStormsContext, prize: str, amount: int) -> None:
    after = charges(ctx, prize) + amount
    ctx.change.set_counter(prize, CHARGES, after)
    ctx.note(f"{ctx.name(prize)} is recharged: {after} counters")


def rechargeable(ctx: WildStormsContext, player: int) -> list[str]:
    """Prizes of ``player`` that use counters (what Power Cell may recharge)."""
    return [p for p in held(ctx, player) if ctx.card(p).counters]


def end_of_turn(ctx: WildStormsContext, player: int) -> None:
    """Once-per-turn prizes of ``player`` may be used again."""
    for prize in held(ctx, player):
        if ctx.card(prize).uses == "once_per_turn" and ctx.state.cards[prize].counters.get(USED):
            ctx.change.set_counter(prize, USED, 0)


def _ready(ctx: WildStormsContext, prize: str) -> bool:
    card: Prize = ctx.card(prize)
    if card.uses == "passive":
        return False
    if card.counters and charges(ctx, prize) <= 0:
        return False
    return not (card.uses in ("once_per_battle", "once_per_turn") and ctx.state.cards[prize].counters.get(USED))


def uses(ctx: WildStormsContext, player: int) -> Iterator[tuple[str, str, str, str]]:
    """(prize, character, zone, menu text) for each way ``player`` may use a prize now."""
    for prize in held(ctx, player):
        if not _ready(ctx, prize):
            continue
        card: Prize = ctx.card(prize)
        for effect in card.effects:
            if effect.action == "teleport":
                for character in ctx.active_characters(player):
                    here = ctx.state.cards[character].location
                    for to_zone in (zone(player, "front"), zone(player, "rear"), zone(player, "staging")):
                        if to_zone != here and ctx.controller(character) == player:
                            yield prize, character, to_zone, (f"{card.name}: move {ctx.name(character)} to the "
                                                              f"{ZONE_LABELS[to_zone.split('.')[1]]}")
            elif effect.action == "activate_latent":
                for character in ctx.active_characters(player):
                    printed = ctx.card(character)
                    if (printed.latent_skills or printed.latent_powers) and not ab.awakened(ctx, character):
                        yield prize, character, "", f"{card.name}: wake {ctx.name(character)}'s latent abilities"
            elif effect.action == "heal":
                for character in ctx.battle_characters(player):
                    if ctx.injuries(character) and ctx.controller(character) == player:
                        yield prize, character, "", f"{card.name}: heal one injury of {ctx.name(character)}"


def use(ctx: WildStormsContext, player: int, action: A.UsePrize) -> None:
    prize, character = action.card, action.target
    card: Prize = ctx.card(prize)
    if card.counters:
        left = charges(ctx, prize) - 1
        ctx.change.set_counter(prize, CHARGES, left)
        spent = f" ({left} counter{'s' if left != 1 else ''} left)"
    else:
        spent = ""
    if card.uses in ("once_per_battle", "once_per_turn"):
        ctx.change.set_counter(prize, USED, 1)
    for effect in card.effects:
        if effect.action == "teleport":
            if action.to_zone.endswith(".staging"):
                injuries.to_sideboard(ctx, character, "staging")
            else:
                ctx.change.move(character, action.to_zone)
            ctx.note(f"{card.name} moves {ctx.name(character)} to the "
                     f"{ZONE_LABELS[action.to_zone.split('.')[1]]}{spent}")
        elif effect.action == "activate_latent":
            ctx.change.set_counter(character, "awake", 1)
            ctx.note(f"{card.name} wakes {ctx.name(character)}'s latent skills and powers for this battle{spent}")
        elif effect.action == "heal":
            injuries.heal(ctx, character, effect.amount or 1)


USE_MOMENTS = (PHASE_SWITCH, PHASE_ATTACK, PHASE_RECRUIT, PHASE_DISCARD)


def _problem(ctx: WildStormsContext, player: int, action: A.UsePrize) -> str | None:
    reason = free_problem(ctx, *USE_MOMENTS)
    if reason:
        return reason
    if action.card not in held(ctx, player):
        return "Use a prize you have won."
    if not _ready(ctx, action.card):
        card: Prize = ctx.card(action.card)
        if card.uses == "passive":
            return f"{card.name} works by itself; it is not used."
        if card.counters and charges(ctx, action.card) <= 0:
            return f"{card.name} has no counters left; a card that recharges prizes can give it more."
        return f"{card.name} has been used already ({card.uses.replace('_', ' ')})."
    if any(u[:3] == (action.card, action.target, action.to_zone) for u in uses(ctx, player)):
        return None
    return f"{ctx.name(action.card)} cannot be used that way now."


MOVES = (
    Rule(A.UsePrize, _problem, lambda c, a: use(c, seat(c), a)),
)

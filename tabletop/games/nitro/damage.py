"""Damage and Thunder: a Move's damage, flipping the deck one card at a time, Thunder on both sides.

A Move's damage is worked out once, when it strikes (an :class:`Explained`
sum, never below 0). The damage entry then flips the target's deck to its
discard pile one card at a time. Before the first card the target may answer
with a Thunder card from the hand (a "while taking damage" or "at any time"
hand side). A Thunder card that turns up from the deck counts as one of the
damage cards and resolves its deck side at once: it may stop the rest, or hit
back. A deck that runs out ends the round at that moment.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.rules import Explained, queue
from tabletop.engine.values import freeze
from tabletop.games.nitro.cards import Thunder
from tabletop.games.nitro.constants import CORNER, DECK, DISCARD, RING
from tabletop.games.nitro.context import NitroContext
from tabletop.games.nitro.effects import DECK_ABILITIES, choice, damage_entry, resolve
from tabletop.games.nitro.match import deck_out, round_lost

SMALL_PACKAGE_DECK = 6  # Small Package: fewer cards than this left in the target's deck
SMALL_PACKAGE_BONUS = 3


def ended(ctx: NitroContext) -> bool:
    """The game is won, or the round just ended (the next round is being dealt)."""
    pending = queue.queued(ctx)
    return ctx.winner is not None or bool(pending and pending[0]["k"] == "deal")


def move_damage(ctx: NitroContext, seat: int, card_id: str, target: int) -> Explained:
    """What a Move does: D, the +1 colour mark, modifiers on both sides, abilities; never below 0."""
    card = ctx.card(card_id)
    parts: list[tuple[int, str]] = [(card.damage, card.name)]
    wrestler = ctx.wrestler(seat)
    if wrestler.damage_bonus(card.colour):
        parts.append((1, f"{wrestler.name} ({card.colour} +1)"))
    for effect, source in ctx.lasting(seat):
        if effect.kind == "damage_modifier" and effect.who == "you" and effect.colour in (None, card.colour):
            parts.append((effect.amount, source))
    for effect, source in ctx.lasting(target):
        if effect.kind == "damage_modifier" and effect.who == "opponent" and effect.colour in (None, card.colour):
            parts.append((effect.amount, source))
    if card.ability == "small_package" and len(ctx.cards_in(target, DECK)) < SMALL_PACKAGE_DECK:
        parts.append((SMALL_PACKAGE_BONUS, f"fewer than {SMALL_PACKAGE_DECK} cards left"))
    return Explained.of(parts, "damage", floor=0)


# -- a Move strikes --------------------------------------------------------------------------------------
def _strike(ctx: NitroContext, entry: Mapping[str, Any]) -> None:
    seat, card, target = entry["seat"], entry["card"], entry["target"]
    amount = move_damage(ctx, seat, card, target)
    ctx.note(f"{ctx.name(card)} on {ctx.seat_name(target)}: {amount.text()}.")
    queue.push(ctx, damage_entry(target, seat, amount.value, ctx.name(card), card),
               queue.entry("after_move", seat=seat, card=card, target=target))


def _after_move(ctx: NitroContext, entry: Mapping[str, Any]) -> None:
    """The damage is done: the Move goes to the discard pile and its text happens."""
    seat, card, target = entry["seat"], entry["card"], entry["target"]
    if ctx.state.cards[card].location == ctx.zone(seat, RING):
        ctx.change.move(card, ctx.zone(seat, DISCARD))
    info = ctx.card(card)
    items = resolve(ctx, seat, info.effects, info.name, opponent=target)
    if ended(ctx):
        return
    if info.colour == "purple" and "vendetta_grudge" in ctx.abilities(seat):
        items.append(choice(target, "discard_hand", 1, "Lady Vendetta"))
    queue.push(ctx, *items)


# -- flipping the deck -----------------------------------------------------------------------------------
def _damage(ctx: NitroContext, entry: Mapping[str, Any]) -> None:
    hit = dict(entry)
    target = hit["target"]
    if hit["left"] <= 0:
        return
    if not hit["asked"] and not hit["flipped"] and ctx.cards_in(target, "hand"):
        hit["asked"] = True
        queue.push(ctx, freeze(hit))
        queue.ask(ctx, target, "respond", source=hit["source"], why=hit["why"], left=hit["left"])
        return
    deck = ctx.cards_in(target, DECK)
    if not deck:
        deck_out(ctx, target)
        return
    card = deck[-1]
    info = ctx.card(card)
    stays = isinstance(info, Thunder) and info.deck_to_corner
    ctx.change.move(card, ctx.zone(target, CORNER if stays else DISCARD))
    ctx.change.set_card(card, "face_up", True)
    hit["left"] -= 1
    hit["flipped"] += 1
    if not deck and deck_out(ctx, target):
        return
    items = _thunder(ctx, hit, card) if isinstance(info, Thunder) else []
    if ended(ctx):
        return
    if hit["left"] > 0:
        items.append(freeze(hit))
    queue.push(ctx, *items)


def _thunder(ctx: NitroContext, hit: dict[str, Any], card: str) -> list[Any]:
    """A Thunder card turned up while ``hit["target"]`` takes damage: its deck side, now."""
    info: Thunder = ctx.card(card)
    target, source = hit["target"], hit["source"]
    where = "stays in the corner" if info.deck_to_corner else "turns up"
    ctx.note(f"Thunder! {info.name} {where} while {ctx.seat_name(target)} takes damage.")
    if info.dq and disqualified(ctx):
        return []
    if hit["move"] and "thunderclap" in ctx.abilities(source):
        hit["left"] += 1
        ctx.note(f"{ctx.wrestler(source).name}: {hit['why']} does 1 more damage.")
    if info.deck_to_corner:
        return []
    items = resolve(ctx, target, info.deck, info.name, opponent=source, damage=hit)
    if info.deck_ability and not ended(ctx):
        items += DECK_ABILITIES[info.deck_ability](ctx, target, hit)
    return items


def disqualified(ctx: NitroContext) -> bool:
    """A DQ card turned up: a team with both Wrestlers in the ring and the referee watching loses."""
    if not ctx.tag_team or ctx.distracted():
        return False
    for team in ctx.teams:
        if all(ctx.in_ring(seat) for seat in team):
            ctx.note("Disqualification: both Wrestlers of the team are in the ring and the referee saw it.")
            round_lost(ctx, team, "disqualified")
            return True
    return False


def taking(ctx: NitroContext) -> dict[str, Any]:
    """The damage entry being answered (the front of the queue while the target is asked)."""
    return dict(queue.queued(ctx)[0])


def answer_with(ctx: NitroContext, seat: int, card: str) -> None:
    """A Thunder card from the hand answers the damage being taken."""
    hit = taking(ctx)
    info: Thunder = ctx.card(card)
    items = resolve(ctx, seat, info.hand, info.name, opponent=hit["source"], damage=hit)
    if ended(ctx):
        return
    rest = queue.queued(ctx)[1:]
    ctx.change.set_data(queue.QUEUE, (*items, freeze(hit), *rest))


STEPS = {"strike": _strike, "after_move": _after_move, "damage": _damage}

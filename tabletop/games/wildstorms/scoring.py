"""Battle points and cards leaving play: what injuries, side missions and effects all use."""

from __future__ import annotations

from tabletop.games.wildstorms.context import BATTLE_WINNER, WildStormsContext
from tabletop.games.wildstorms.table import points_key, zone


def note_progress(ctx: WildStormsContext) -> None:
    """Something changed the battle (an injury, points, a new character)."""
    ctx.change.set_data("progress", True)


def forget(ctx: WildStormsContext, card_id: str) -> None:
    """Drop the per-card records of a card that leaves play."""
    for key in ("magick", "ko_by", "expiry", "possession"):
        records = ctx.state.data.get(key, {})
        if card_id in records:
            ctx.change.set_data(key, {k: v for k, v in records.items() if k != card_id})


def discard(ctx: WildStormsContext, card_id: str) -> None:
    """Put a card (and anything tucked under it) face down on its owner's discard pile."""
    for attached in list(ctx.state.cards[card_id].attachments):
        discard(ctx, attached)
    instance = ctx.state.cards[card_id]
    ctx.change.move(card_id, zone(instance.owner, "discard"))
    ctx.change.set_card(card_id, "face_up", False)
    ctx.change.set_card(card_id, "rotation", 0)
    if instance.controller != instance.owner:
        ctx.change.set_card(card_id, "controller", instance.owner)
    for counter in list(instance.counters):
        ctx.change.set_counter(card_id, counter, 0)
    forget(ctx, card_id)


def add_points(ctx: WildStormsContext, player: int, amount: int, reason: str) -> None:
    """Battle points for a player; reaching the goal wins the battle at once."""
    if amount <= 0:
        return
    total = ctx.points(player) + amount
    ctx.change.set_data(points_key(player), total)
    note_progress(ctx)
    ctx.note(f"{ctx.seat_name(player)} earns {amount} points ({reason}): {total} of {ctx.goal()}")
    pooled = team_points(ctx, player)
    if len(ctx.team_of(player)) > 1:
        ctx.note(f"Their team's pooled points: {pooled} of {ctx.goal()}")
    if pooled >= ctx.goal() and not ctx.battle_over:
        site = ctx.site()
        win_battle(ctx, player, f"controls {ctx.name(site)} and wins the battle" if site else "wins the battle")


PLURAL = {"controls": "control", "wins": "win", "holds": "hold"}


def win_battle(ctx: WildStormsContext, player: int, words: str) -> None:
    """``player`` (with their partners in a team game) wins the battle: the game in a standard game; in a
    campaign the InterMission follows (intermission.py starts it once the move is done)."""
    ctx.change.set_data(BATTLE_WINNER if ctx.campaign else "winner", player)
    side = ctx.team_of(player)
    if len(side) > 1:
        words = " ".join(PLURAL.get(word, word) for word in words.split(" "))
    ctx.note(" and ".join(ctx.seat_name(p) for p in side) + f" {words}")


def team_points(ctx: WildStormsContext, player: int) -> int:
    """A player's points toward the goal: in team games, partners pool theirs."""
    return sum(ctx.points(p) for p in ctx.team_of(player))


def lose_points(ctx: WildStormsContext, player: int, amount: int, reason: str) -> None:
    """Lose battle points, never below 0 (the rest is ignored)."""
    before = ctx.points(player)
    after = max(0, before - amount)
    if after == before:
        return
    ctx.change.set_data(points_key(player), after)
    note_progress(ctx)
    ctx.note(f"{ctx.seat_name(player)} loses {before - after} points ({reason}): {after} of {ctx.goal()}")

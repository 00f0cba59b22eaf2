"""Injuries, healing, battle points and leaving play.

First injury: stunned (card turned sideways). Second: K.O.'d (face down, to
the rear rank, inactive; whoever caused it earns the character's points plus
its equipment's). Third: killed (to the killed pile with everything attached).
Healing a K.O.'d character takes those points back. Points never go below 0;
reaching the battlesite's goal wins at once.
"""

from __future__ import annotations

from tabletop.engine.transaction import Builder
from tabletop.games.wildstorms import missions
from tabletop.games.wildstorms.table import KILL_INJURIES, KO_INJURIES, Ctx, points_key, zone


def note_progress(step: Builder) -> None:
    """Something changed the battle (an injury, points, a new character)."""
    step.set_data("progress", True)


def _forget(step: Builder, ctx: Ctx, card_id: str) -> None:
    """Drop the per-card records of a card that leaves play."""
    for key in ("magick", "ko_by", "expiry", "possession"):
        records = ctx.state.data.get(key, {})
        if card_id in records:
            step.set_data(key, {k: v for k, v in records.items() if k != card_id})


def discard(step: Builder, ctx: Ctx, card_id: str) -> None:
    """Put a card (and anything tucked under it) face down on its owner's discard pile."""
    for attached in list(ctx.state.cards[card_id].attachments):
        discard(step, ctx, attached)
    instance = ctx.state.cards[card_id]
    step.move(card_id, zone(instance.owner, "discard"))
    step.set_card(card_id, "face_up", False)
    step.set_card(card_id, "rotation", 0)
    if instance.controller != instance.owner:
        step.set_card(card_id, "controller", instance.owner)
    for counter in list(instance.counters):
        step.set_counter(card_id, counter, 0)
    _forget(step, ctx, card_id)


def add_points(step: Builder, ctx: Ctx, player: int, amount: int, reason: str) -> None:
    """Battle points for a player; reaching the goal wins the battle at once."""
    if amount <= 0:
        return
    total = ctx.points(player) + amount
    step.set_data(points_key(player), total)
    note_progress(step)
    step.note(f"{ctx.player_name(player)} earns {amount} points ({reason}): {total} of {ctx.goal()}")
    if team_points(ctx, player) >= ctx.goal() and ctx.winner() is None:
        step.set_data("winner", player)
        site = ctx.site()
        won = f"controls {ctx.name(site)} and wins the battle" if site else "wins the battle"
        step.note(f"{ctx.player_name(player)} {won}")


def team_points(ctx: Ctx, player: int) -> int:
    """A player's points toward the goal: in team games, partners pool theirs."""
    teams = ctx.state.data.get("teams")
    if not teams:
        return ctx.points(player)
    return sum(ctx.points(p) for p in ctx.players if teams[p] == teams[player])


def lose_points(step: Builder, ctx: Ctx, player: int, amount: int, reason: str) -> None:
    """Lose battle points, never below 0 (the rest is ignored)."""
    before = ctx.points(player)
    after = max(0, before - amount)
    if after == before:
        return
    step.set_data(points_key(player), after)
    note_progress(step)
    step.note(f"{ctx.player_name(player)} loses {before - after} points ({reason}): {after} of {ctx.goal()}")


def injure(step: Builder, ctx: Ctx, character: str, amount: int, by: int | None, style: str = "") -> None:
    """Inflict ``amount`` injuries; ``by`` is the player who caused them (earns K.O. points)."""
    victim_controller = ctx.controller(character)
    for _ in range(amount):
        if not ctx.in_play(character):
            break
        count = ctx.injuries(character) + 1
        note_progress(step)
        if count >= KILL_INJURIES:
            kill(step, ctx, character, by)
            break
        step.set_counter(character, "injury", count)
        if count == 1:
            step.set_card(character, "rotation", 90)
            step.note(f"{ctx.name(character)} is stunned")
        elif count == KO_INJURIES:
            knock_out(step, ctx, character, by)
    if by is not None and by != victim_controller:
        missions.record(step, ctx, by, "injure", character, style)


def knock_out(step: Builder, ctx: Ctx, character: str, by: int | None) -> None:
    name = ctx.name(character)
    controller = ctx.controller(character)
    step.set_card(character, "face_up", False)
    step.set_card(character, "rotation", 0)
    step.set_counter(character, "rage", 0)
    step.move(character, zone(controller, "rear"))
    step.note(f"{name} is K.O.'d and goes face down to the rear rank")
    missions.broken(step, ctx, controller)
    if by is not None and by != controller:
        worth, sum_text = ctx.worth(character)
        step.set_data("ko_by", {**ctx.state.data.get("ko_by", {}), character: by})
        add_points(step, ctx, by, worth, f"K.O. of {name}: {sum_text}")
        missions.record(step, ctx, by, "ko", character, "")


def kill(step: Builder, ctx: Ctx, character: str, by: int | None) -> None:
    """Killed: to the owner's killed pile; attached cards go to their owners' killed piles."""
    name = ctx.name(character)
    controller = ctx.controller(character)
    for attached in list(ctx.state.cards[character].attachments):
        _to_killed(step, ctx, attached)
    _to_killed(step, ctx, character)
    step.note(f"{name} is killed and goes to the killed pile")
    if by is not None and by != controller:
        missions.record(step, ctx, by, "kill", character, "")


def _to_killed(step: Builder, ctx: Ctx, card_id: str) -> None:
    for attached in list(ctx.state.cards[card_id].attachments):
        _to_killed(step, ctx, attached)
    instance = ctx.state.cards[card_id]
    step.move(card_id, zone(instance.owner, "killed"))
    step.set_card(card_id, "face_up", True)
    step.set_card(card_id, "rotation", 0)
    if instance.controller != instance.owner:
        step.set_card(card_id, "controller", instance.owner)
    for counter in ("injury", "rage", "turns", "progress"):
        step.set_counter(card_id, counter, 0)
    _forget(step, ctx, card_id)


def heal(step: Builder, ctx: Ctx, character: str, amount: int = 0) -> None:
    """Remove ``amount`` injuries (0: all). An un-K.O.'d character gives back its points."""
    before = ctx.injuries(character)
    after = 0 if amount == 0 else max(0, before - amount)
    if after == before:
        return
    name = ctx.name(character)
    note_progress(step)
    if before >= KO_INJURIES > after:
        step.set_card(character, "face_up", True)
        ko_by = ctx.state.data.get("ko_by", {})
        if character in ko_by:
            worth, sum_text = ctx.worth(character)
            step.set_data("ko_by", {k: v for k, v in ko_by.items() if k != character})
            lose_points(step, ctx, ko_by[character], worth, f"{name} is healed: {sum_text}")
    step.set_counter(character, "injury", after)
    step.set_card(character, "rotation", 90 if after == 1 else 0)
    state_word = "stunned" if after == 1 else "unhurt"
    step.note(f"{name} is healed ({before} → {after} injuries, now {state_word})")


def to_sideboard(step: Builder, ctx: Ctx, character: str, area: str) -> None:
    """Move a character (with its equipment) to its controller's staging or holding area, fully healed."""
    heal(step, ctx, character, 0)
    step.set_counter(character, "rage", 0)
    step.move(character, zone(ctx.controller(character), area))

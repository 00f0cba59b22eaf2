"""Injuries, healing, battle points and leaving play.

First injury: stunned (card turned sideways). Second: K.O.'d (face down, to
the rear rank, inactive; whoever caused it earns the character's points plus
its equipment's). Third: killed (to the killed pile with everything attached).
Healing a K.O.'d character takes those points back. Points never go below 0;
reaching the battlesite's goal wins at once.
"""

from __future__ import annotations

from tabletop.games.wildstorms import missions
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.scoring import (
    add_points,
    forget,
    lose_points,
    note_progress,
)
from tabletop.games.wildstorms.table import KILL_INJURIES, KO_INJURIES, zone


def injure(ctx: WildStormsContext, character: str, amount: int, by: int | None, style: str = "") -> None:
    """Inflict ``amount`` injuries; ``by`` is the player who caused them (earns K.O. points)."""
    victim_controller = ctx.controller(character)
    for _ in range(amount):
        if not ctx.in_play(character):
            break
        count = ctx.injuries(character) + 1
        note_progress(ctx)
        if count >= KILL_INJURIES:
            kill(ctx, character, by)
            break
        ctx.change.set_counter(character, "injury", count)
        if count == 1:
            ctx.change.set_card(character, "rotation", 90)
            ctx.note(f"{ctx.name(character)} is stunned")
        elif count == KO_INJURIES:
            knock_out(ctx, character, by)
    if by is not None and by != victim_controller:
        missions.record(ctx, by, "injure", character, style)


def knock_out(ctx: WildStormsContext, character: str, by: int | None) -> None:
    name = ctx.name(character)
    controller = ctx.controller(character)
    ctx.change.set_card(character, "face_up", False)
    ctx.change.set_card(character, "rotation", 0)
    ctx.change.set_counter(character, "rage", 0)
    ctx.change.move(character, zone(controller, "rear"))
    ctx.note(f"{name} is K.O.'d and goes face down to the rear rank")
    missions.broken(ctx, controller)
    if by is not None and by != controller:
        worth, sum_text = ctx.worth(character)
        ctx.change.set_data("ko_by", {**ctx.state.data.get("ko_by", {}), character: by})
        add_points(ctx, by, worth, f"K.O. of {name}: {sum_text}")
        missions.record(ctx, by, "ko", character, "")


def kill(ctx: WildStormsContext, character: str, by: int | None) -> None:
    """Killed: to the owner's killed pile; attached cards go to their owners' killed piles.
    In a campaign the killer loses the character's points and its equipment's (never below 0)."""
    name = ctx.name(character)
    controller = ctx.controller(character)
    worth, sum_text = ctx.worth(character)
    for attached in list(ctx.state.cards[character].attachments):
        _to_killed(ctx, attached)
    _to_killed(ctx, character)
    ctx.note(f"{name} is killed and goes to the killed pile")
    if by is not None and by != controller:
        if ctx.campaign:
            lose_points(ctx, by, worth, f"a campaign kill of {name} costs {sum_text}")
        missions.record(ctx, by, "kill", character, "")


def _to_killed(ctx: WildStormsContext, card_id: str) -> None:
    for attached in list(ctx.state.cards[card_id].attachments):
        _to_killed(ctx, attached)
    instance = ctx.state.cards[card_id]
    ctx.change.move(card_id, zone(instance.owner, "killed"))
    ctx.change.set_card(card_id, "face_up", True)
    ctx.change.set_card(card_id, "rotation", 0)
    if instance.controller != instance.owner:
        ctx.change.set_card(card_id, "controller", instance.owner)
    for counter in ("injury", "rage", "turns", "progress"):
        ctx.change.set_counter(card_id, counter, 0)
    forget(ctx, card_id)


def heal(ctx: WildStormsContext, character: str, amount: int = 0) -> None:
    """Remove ``amount`` injuries (0: all). An un-K.O.'d character gives back its points."""
    before = ctx.injuries(character)
    after = 0 if amount == 0 else max(0, before - amount)
    if after == before:
        return
    name = ctx.name(character)
    note_progress(ctx)
    if before >= KO_INJURIES > after:
        ctx.change.set_card(character, "face_up", True)
        ko_by = ctx.state.data.get("ko_by", {})
        if character in ko_by:
            worth, sum_text = ctx.worth(character)
            ctx.change.set_data("ko_by", {k: v for k, v in ko_by.items() if k != character})
            lose_points(ctx, ko_by[character], worth, f"{name} is healed: {sum_text}")
    ctx.change.set_counter(character, "injury", after)
    ctx.change.set_card(character, "rotation", 90 if after == 1 else 0)
    state_word = "stunned" if after == 1 else "unhurt"
    ctx.note(f"{name} is healed ({before} → {after} injuries, now {state_word})")


def to_sideboard(ctx: WildStormsContext, character: str, area: str) -> None:
    """Move a character (with its equipment) to its controller's staging or holding area, fully healed."""
    heal(ctx, character, 0)
    ctx.change.set_counter(character, "rage", 0)
    ctx.change.move(character, zone(ctx.controller(character), area))

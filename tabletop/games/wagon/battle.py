"""Battles and Attacks of Opportunity.

An Offensive Character that has been in play since before this turn (or has
haste), is not stunned and has not used its Take Action choice attacks once
(more with an extra attack). It attacks a Character of the opponent; the
opponent's panels only when the opponent has no Character, when an Attack of
Opportunity is open, or when an effect lets it attack panels directly.

A battle: the attacker's OFF against the defender's OFF (Offensive) or DEF
(Defensive). Higher wins and the loser is destroyed; equal points destroy
both, unless a card survives ties. Before the battle the defending seat may
answer (responses.py); a Character about to be destroyed may be saved by its
controller's answer. Destroying a Character that was in Offensive position
opens an Attack of Opportunity: the very next move may be another attack on a
panel, and a panel destroyed that way goes to its owner's hand (any other
panel destroyed goes to the discard pile).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from tabletop.engine.rules import queue
from tabletop.games.wagon import effects, lines, responses
from tabletop.games.wagon.actions import Attack, AttackPanel
from tabletop.games.wagon.context import (
    ACTED,
    ATTACKS,
    BATTLE,
    CHARACTERS,
    HAND,
    OFFENSE,
    OPENING,
    PANELS,
    SAVED,
    UNTIL_END,
    WagonContext,
)


def extra_attacks(ctx: WagonContext, card: str) -> int:
    return sum(int(e.get("amount", 0)) for e in ctx.flag(UNTIL_END)
               if e["kind"] == "extra_attack" and e.get("target") == card)


def attack_problem(ctx: WagonContext, card: str) -> str | None:
    """Why ``card`` cannot attack now, or None."""
    name = ctx.name(card)
    if ctx.place_of(card) != CHARACTERS or ctx.controller(card) != ctx.state.active_player:
        return "Only your Characters on the Character Line attack."
    if ctx.position(card) != OFFENSE:
        return f"{name} is in Defensive position: Defensive Characters do not attack."
    if card in ctx.flag(ACTED):
        return f"{name} has already taken its action this turn."
    if ctx.mapping(ATTACKS).get(card, 0) >= 1 + extra_attacks(ctx, card):
        return f"{name} has already attacked this turn."
    if ctx.entered_this_turn(card) and not effects.has(ctx, card, "haste"):
        return f"{name} came into play this turn and cannot attack yet."
    if effects.has(ctx, card, "stun"):
        return f"{name} is stunned: it can neither attack nor change position."
    return None


def panels_open(ctx: WagonContext, attacker: str, seat: int) -> bool:
    return (not ctx.characters(seat) or bool(ctx.state.data.get(OPENING))
            or effects.has(ctx, attacker, "direct_attack"))


def options(ctx: WagonContext) -> Iterator[Any]:
    seat = ctx.state.active_player
    other = ctx.other(seat)
    for card in ctx.characters(seat):
        if attack_problem(ctx, card) is not None:
            continue
        for target in ctx.characters(other):
            yield Attack(card, target)
        if ctx.cards_in(other, PANELS) and panels_open(ctx, card, other):
            yield AttackPanel(card, other)


def options_of(kind: type) -> Callable[[WagonContext], list[Any]]:
    """The attacks of one kind (on a Character, on a panel)."""
    def found(ctx: WagonContext) -> list[Any]:
        return [action for action in options(ctx) if isinstance(action, kind)]
    return found


def check_attack(ctx: WagonContext, action: Attack) -> str | None:
    problem = attack_problem(ctx, action.attacker)
    if problem:
        return problem
    if action.target not in ctx.characters(ctx.other(ctx.state.active_player)):
        return "Attack one of your opponent's Characters."
    return None


def check_panel(ctx: WagonContext, action: AttackPanel) -> str | None:
    problem = attack_problem(ctx, action.attacker)
    if problem:
        return problem
    if action.player != ctx.other(ctx.state.active_player) or not ctx.cards_in(action.player, PANELS):
        return "Attack your opponent's Comic Panels."
    if not panels_open(ctx, action.attacker, action.player):
        return ("While your opponent has a Character on the field, their panels can only be attacked "
                "through an Attack of Opportunity.")
    return None


def _count_attack(ctx: WagonContext, card: str) -> None:
    ctx.set_in(ATTACKS, card, ctx.mapping(ATTACKS).get(card, 0) + 1)


def do_attack(ctx: WagonContext, action: Attack) -> None:
    _count_attack(ctx, action.attacker)
    ctx.change.set_data(BATTLE, {"attacker": action.attacker, "target": action.target, "opens": False})
    queue.push(ctx, *responses.window(ctx, "attacked", action.target), queue.entry("battle"))


def do_panel(ctx: WagonContext, action: AttackPanel) -> None:
    opening = bool(ctx.state.data.get(OPENING))
    _count_attack(ctx, action.attacker)
    ctx.change.set_data(OPENING, False)
    panel = ctx.cards_in(action.player, PANELS)[-1]
    ctx.change.set_card(panel, "face_up", True)
    owner = ctx.owner(panel)
    if opening:
        ctx.change.move(panel, ctx.zone(owner, HAND))
        ctx.note(f"The Attack of Opportunity destroys a panel ({ctx.name(panel)}): it goes into "
                 f"{ctx.seat_name(owner)}'s hand.")
    else:
        lines.leave_play(ctx, panel)
        ctx.note(f"A panel ({ctx.name(panel)}) is destroyed and discarded.")
    left = len(ctx.cards_in(action.player, PANELS))
    ctx.note(f"{ctx.seat_name(action.player)} has {left} panel{'s' if left != 1 else ''} left.")


# -- the queue's battle steps -------------------------------------------------------------------
def _battle(ctx: WagonContext, entry: Mapping[str, Any]) -> None:
    battle = ctx.state.data.get(BATTLE)
    if not battle:
        return
    attacker, target = battle["attacker"], battle["target"]
    if ctx.place_of(attacker) != CHARACTERS or ctx.place_of(target) != CHARACTERS:
        ctx.note("The attack comes to nothing: a Character left the field.")
        ctx.change.set_data(BATTLE, None)
        return
    ctx.change.set_data(BATTLE, {**battle, "opens": ctx.position(target) == OFFENSE})
    ours = effects.battle_value(ctx, attacker, target)
    theirs = effects.battle_value(ctx, target, attacker)
    ctx.note(f"{ctx.name(attacker)}: {ours.text()}")
    ctx.note(f"{ctx.name(target)}: {theirs.text()}")
    if ours.value > theirs.value:
        doomed = [target]
    elif ours.value < theirs.value:
        doomed = [attacker]
    else:
        doomed = []
        for card in (attacker, target):
            if effects.has(ctx, card, "survive_ties"):
                ctx.note(f"Equal points, but {ctx.name(card)} survives ties.")
            else:
                doomed.append(card)
        if len(doomed) == 2:
            ctx.note("Equal points: both Characters are destroyed.")
    steps = [queue.entry("doom", card=card) for card in doomed]
    queue.push(ctx, *steps, queue.entry("after_battle"))


def _doom(ctx: WagonContext, entry: Mapping[str, Any]) -> None:
    card = entry["card"]
    if ctx.place_of(card) != CHARACTERS:
        return
    queue.push(ctx, *responses.window(ctx, "would_be_destroyed", card), queue.entry("destroy", card=card))


def _destroy(ctx: WagonContext, entry: Mapping[str, Any]) -> None:
    card = entry["card"]
    if ctx.state.data.get(SAVED) == card:
        ctx.change.set_data(SAVED, None)
        return
    if ctx.place_of(card) == CHARACTERS:
        lines.destroy(ctx, card)


def _after_battle(ctx: WagonContext, entry: Mapping[str, Any]) -> None:
    battle = ctx.state.data.get(BATTLE)
    ctx.change.set_data(BATTLE, None)
    if not battle or not battle["opens"] or ctx.place_of(battle["target"]) == CHARACTERS:
        return
    other = ctx.other(ctx.state.active_player)
    if ctx.cards_in(other, PANELS):
        ctx.change.set_data(OPENING, True)
        ctx.note("An Offensive Character fell: an Attack of Opportunity is open for one more attack, now.")


STEPS = {"battle": _battle, "doom": _doom, "destroy": _destroy, "after_battle": _after_battle}

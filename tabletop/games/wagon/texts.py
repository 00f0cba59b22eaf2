"""The words of W.A.G.O.N.: each move's label (log, history) and menu text, the prompt, the status."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.words import count
from tabletop.games.wagon import actions as A
from tabletop.games.wagon import turn
from tabletop.games.wagon.context import FIRST, OPENING, PANELS, POSITION_WORDS, WagonContext
from tabletop.games.wagon.plays import ACTION_STAGE, PLAY_STAGE

Words = Callable[[WagonContext, Any], str]
EMPTY_DECK_WORDS = {turn.PANEL: "take one of your panels into hand",
                    turn.RESHUFFLE: "shuffle the discard pile into a new deck and draw",
                    turn.NOTHING: "draw nothing"}


def _n(ctx: WagonContext, card: str) -> str:
    return ctx.name(card) if card in ctx.state.cards else card


def _character(ctx: WagonContext, action: A.PlayCharacter) -> str:
    words = f"play {_n(ctx, action.card)} in {POSITION_WORDS.get(action.position, action.position)} position"
    if action.sacrifices:
        words += " sacrificing " + ", ".join(_n(ctx, c) for c in action.sacrifices)
    return words


def _plot(ctx: WagonContext, action: A.PlayPlotDevice) -> str:
    name = _n(ctx, action.card)
    if action.equip:
        return f"equip {name} to {_n(ctx, action.target)}"
    if not action.target:
        return f"play {name}"
    if ctx.card(action.card).ability == "get_a_job":
        return f"play {name} with {_n(ctx, action.target)} at work"
    return f"play {name} on {_n(ctx, action.target)}"


def _ability(ctx: WagonContext, action: A.UseAbility) -> str:
    definition = ctx.card(action.card)
    on = f" on {_n(ctx, action.target)}" if action.target else ""
    return f"{definition.name}: {definition.special}{on}"


def _switch(ctx: WagonContext, action: A.SwitchPosition) -> str:
    now = "Defensive" if ctx.position(action.card) == "offense" else "Offensive"
    return f"turn {_n(ctx, action.card)} to {now} position"


def _respond(ctx: WagonContext, action: A.Respond) -> str:
    return f"answer with {_n(ctx, action.card)}"


LABELS: dict[type, Words] = {
    A.PlayCharacter: _character,
    A.PlayPlotDevice: _plot,
    A.UseAbility: _ability,
    A.SwitchPosition: _switch,
    A.Attack: lambda c, a: f"{_n(c, a.attacker)} attacks {_n(c, a.target)}",
    A.AttackPanel: lambda c, a: f"{_n(c, a.attacker)} attacks a Comic Panel of {c.seat_name(a.player)}",
    A.DiscardFromPlay: lambda c, a: f"discard {_n(c, a.card)} from play",
    A.ToAction: lambda c, a: "go to Take Action",
    A.EndTurn: lambda c, a: "end the turn",
    A.TakePanel: lambda c, a: "take a Comic Panel into hand",
    A.DrawNothing: lambda c, a: "draw nothing",
    A.Reshuffle: lambda c, a: "shuffle the discard pile into a new deck",
    A.Respond: _respond,
    A.LetItHappen: lambda c, a: "no answer",
}

MENUS: dict[type, Words] = {
    A.PlayCharacter: lambda c, a: (f"{POSITION_WORDS.get(a.position, a.position)} position"
                                   + (" (sacrifice " + ", ".join(_n(c, x) for x in a.sacrifices) + ")"
                                      if a.sacrifices else "")),
    A.PlayPlotDevice: lambda c, a: f"On {_n(c, a.target)}" if a.target else f"Play {_n(c, a.card)}",
    A.Attack: lambda c, a: f"Attack {_n(c, a.target)}",
    A.AttackPanel: lambda c, a: "Attack a Comic Panel",
    A.ToAction: lambda c, a: "Go to Take Action",
    A.EndTurn: lambda c, a: "End the turn",
    A.LetItHappen: lambda c, a: "No answer",
}


def prompt(ctx: WagonContext) -> str:
    winner = ctx.winner
    if winner is not None:
        return f"{ctx.seat_name(winner)} wins: the other side has no panel left."
    decision = ctx.decision
    if decision is not None:
        who = ctx.seat_name(decision["seat"])
        if decision["kind"] == "empty_deck":
            answers = turn.empty_deck_answers(ctx, decision["seat"])
            words = [EMPTY_DECK_WORDS[answer] for answer in answers]
            either = ", ".join(words[:-1]) + (", or " if len(words) > 2 else " or ") + words[-1] if len(words) > 1 \
                else "".join(words)
            return f"{who}: your Draw Deck is empty. {either[:1].upper()}{either[1:]}."
        if decision["kind"] == "respond":
            card = _n(ctx, decision["card"])
            event = "is attacked" if decision["event"] == "attacked" else "would be destroyed"
            return f"{who}: {card} {event}. Answer with a card that says so, or let it happen."
        return f"{who} decides."
    seat = ctx.state.active_player
    who = ctx.seat_name(seat)
    if bool(ctx.state.data.get(OPENING)):
        return f"{who}: Attack of Opportunity! Attack a panel now with another attacker, or it is lost."
    if ctx.state.phase == PLAY_STAGE:
        return (f"{who}: play Characters and Plot Devices (drag them onto your lines), "
                "then go to Take Action.")
    if ctx.state.phase == ACTION_STAGE:
        return (f"{who}: each Character may attack (drag it onto its target), switch position or use "
                "an ability; then end the turn.")
    return (f"{who}'s turn. Manual mode: draw, tick your effect counts (right-click your Plot Device "
            "Line), play, attack; right-click the Bandwidth area to count what your cards made.")


def status(ctx: WagonContext) -> list[str]:
    seat = ctx.state.active_player
    stage = f" · {ctx.state.phase}" if ctx.state.phase else ""
    lines = [f"Turn {ctx.state.turn}: {ctx.seat_name(seat)}{stage}"]
    if ctx.variant and ctx.variant != "standard":
        lines.append(f"{ctx.variant.title()} game")
    first = ctx.state.data.get(FIRST)
    if first is not None:
        lines.append(f"{ctx.seat_name(first)} went first")
    for player in ctx.seats:
        panels = len(ctx.cards_in(player, PANELS))
        hand = len(ctx.cards_in(player, "hand"))
        lines.append(f"{ctx.seat_name(player)}: {count(panels, 'panel', zero='')}, {count(hand, 'card', zero='')} in hand")
    return lines

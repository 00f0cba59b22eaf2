"""The rules of W.A.G.O.N. as one record: every move, the prompt, the queue's steps.

Moves answer the moments of a turn: the free moment of the active seat (Play
stage, then Take Action: plays.py and battle.py), ``empty_deck`` (the Draw
stage with no card left: turn.py) and ``respond`` (an answer window:
responses.py). An Attack of Opportunity lasts one move: any move but an
attack on a panel closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tabletop.engine.rules import FREE, Move, Rules
from tabletop.games.wagon import battle, plays, responses, texts, turn
from tabletop.games.wagon.actions import (
    Attack,
    AttackPanel,
    DiscardFromPlay,
    DrawNothing,
    EndTurn,
    LetItHappen,
    PlayCharacter,
    PlayPlotDevice,
    Reshuffle,
    Respond,
    SwitchPosition,
    TakePanel,
    ToAction,
    UseAbility,
)
from tabletop.games.wagon.context import OPENING, WagonContext
from tabletop.games.wagon.plays import ACTION_STAGE, PLAY_STAGE

Check = Callable[[WagonContext, Any], "str | None"]
Do = Callable[[WagonContext, Any], None]


def _stage_checked(stages: tuple[str, ...], check: Check) -> Check:
    def checked(ctx: WagonContext, action: Any) -> str | None:
        if ctx.state.phase not in stages:
            return f"That is done in the {' or '.join(stages)} stage, not now ({ctx.state.phase})."
        return check(ctx, action)
    return checked


def _closing(do: Do) -> Do:
    """Any move but an attack on a panel closes an open Attack of Opportunity."""
    def done(ctx: WagonContext, action: Any) -> None:
        if ctx.state.data.get(OPENING):
            ctx.change.set_data(OPENING, False)
            ctx.note("The Attack of Opportunity is not taken: it is lost.")
        do(ctx, action)
    return done


def free(kind: type, stages: tuple[str, ...], candidates: Callable[[WagonContext], Iterable[Any]], do: Do,
         check: Check) -> Move:
    """A move of the active seat in one of ``stages``.

    Its candidates are exactly the legal actions (each generator applies the
    same tests as the check; the shared tests hold every listed action to its check).
    """
    checked = _stage_checked(stages, check)

    def options(ctx: WagonContext) -> list[Any]:
        if ctx.state.phase not in stages:
            return []
        return list(candidates(ctx))

    kept = do if kind is AttackPanel else _closing(do)
    return Move(kind, (FREE,), options, kept, texts.LABELS[kind], check=checked, menu=texts.MENUS.get(kind))


def _always(ctx: WagonContext, action: Any) -> None:
    return None


def _answer(kind: type, answers: str, candidates: Callable[[WagonContext], Iterable[Any]], do: Do) -> Move:
    def options(ctx: WagonContext) -> list[Any]:
        return list(candidates(ctx))
    return Move(kind, (answers,), options, do, texts.LABELS[kind], menu=texts.MENUS.get(kind),
                refusal=lambda c, a: "That is not one of the answers you can give now.")


# -- the empty deck -------------------------------------------------------------------------------
def _deciding(ctx: WagonContext) -> int:
    return ctx.deciding_seat


def _empty_deck_options(kind: type) -> Callable[[WagonContext], list[Any]]:
    answer = {TakePanel: turn.PANEL, Reshuffle: turn.RESHUFFLE, DrawNothing: turn.NOTHING}[kind]

    def options(ctx: WagonContext) -> list[Any]:
        return [kind()] if answer in turn.empty_deck_answers(ctx, _deciding(ctx)) else []
    return options


# -- answers ------------------------------------------------------------------------------------------
def _responses(ctx: WagonContext) -> list[Respond]:
    decision = ctx.decision
    return [Respond(card) for card in responses.answers(ctx, decision["seat"], decision["event"], decision["card"])]


def _do_respond(ctx: WagonContext, action: Respond) -> None:
    decision = ctx.answering
    responses.respond(ctx, decision["seat"], action.card, decision["event"], decision["card"])


PLAYING = (PLAY_STAGE,)
ACTING = (ACTION_STAGE,)
EITHER = (PLAY_STAGE, ACTION_STAGE)

RULES = Rules(
    "W.A.G.O.N.",
    WagonContext,
    (
        free(PlayCharacter, PLAYING, plays.character_options, plays.do_character, plays.check_character),
        free(PlayPlotDevice, PLAYING, plays.plot_options, plays.do_plot, plays.check_plot),
        free(UseAbility, EITHER, plays.ability_options, plays.do_ability, plays.check_ability),
        free(DiscardFromPlay, PLAYING, plays.discard_options, plays.do_discard, plays.check_discard),
        free(ToAction, PLAYING, lambda c: [ToAction()], lambda c, a: turn.to_action(c), _always),
        free(SwitchPosition, ACTING, plays.switch_options, plays.do_switch,
             lambda c, a: plays.switch_problem(c, a.card)),
        free(Attack, ACTING, battle.options_of(Attack), battle.do_attack, battle.check_attack),
        free(AttackPanel, ACTING, battle.options_of(AttackPanel), battle.do_panel, battle.check_panel),
        free(EndTurn, EITHER, lambda c: [EndTurn()], lambda c, a: turn.end_turn(c), _always),
        _answer(TakePanel, turn.EMPTY_DECK, _empty_deck_options(TakePanel),
                lambda c, a: turn.take_panel(c, c.answering["seat"])),
        _answer(Reshuffle, turn.EMPTY_DECK, _empty_deck_options(Reshuffle),
                lambda c, a: turn.reshuffle(c, c.answering["seat"])),
        _answer(DrawNothing, turn.EMPTY_DECK, _empty_deck_options(DrawNothing),
                lambda c, a: c.note(f"{c.seat_name(c.answering['seat'])} draws nothing.")),
        _answer(Respond, responses.RESPOND, _responses, _do_respond),
        _answer(LetItHappen, responses.RESPOND, lambda c: [LetItHappen()], lambda c, a: None),
    ),
    texts.prompt,
    texts.status,
    steps={**turn.STEPS, **battle.STEPS},
    settle=turn.settle,
    skip=turn.pointless,
)

"""The rules of WildStorms as one record: every move (its check, its doing, its words).

Each action type has a ``*_problem`` check (why it is not allowed now, a
sentence, or None) and a doing; the legal ones come from listing.py (built
from the same checks), the words from labels.py. After every move the game
settles: passes nobody needs to make, grounded flyers, missions met.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.rules import FREE, Move, Rules, queue
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import (
    attacks,
    combat,
    missions,
    plot_twists,
    powers,
    recruit,
    scoring,
    texts,
    turn,
)
from tabletop.games.wildstorms.card_plays import Battlesite, PlotTwist, SideMission
from tabletop.games.wildstorms.card_resources import Character
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.labels import describe
from tabletop.games.wildstorms.listing import listed
from tabletop.games.wildstorms.table import (
    IN_PLAY_ZONES,
    PHASE_ATTACK,
    PHASE_DISCARD,
    PHASE_DRAW,
    PHASE_RECRUIT,
    PHASE_SWITCH,
    TWIST_PHASES,
    zone,
)

FORGO_MOMENTS = (PHASE_SWITCH, PHASE_ATTACK, PHASE_RECRUIT, PHASE_DISCARD)
DECISION_WORDS = {
    "battlesite": "choose a battlesite", "mulligan": "keep or redraw a hand", "combat": "play a combat card or pass",
    "offer": "accept or refuse equipment", "window": "play plot twists or pass", "respond": "answer a plot twist",
}


def moment(ctx: WildStormsContext) -> str:
    """The phase, with an Attack phase whose declarations are over called "Attack done"."""
    phase = ctx.state.phase
    if phase == PHASE_ATTACK and ctx.state.data.get("attack_stage") != "declare":
        return "Attack done"
    return phase


def free_problem(ctx: WildStormsContext, *moments: str) -> str | None:
    """The active player's own move in one of ``moments`` (no pending question)."""
    decision = ctx.state.decision
    if decision is not None:
        who = ctx.seat_name(decision["seat"])
        return f"First {who} must {DECISION_WORDS.get(decision['kind'], 'decide')}."
    now = moment(ctx)
    if now not in moments:
        when = " or ".join(m for m in moments)
        return f"That is done in the {when} phase, not now ({now})."
    return None


def decision_problem(ctx: WildStormsContext, player: int, *kinds: str) -> str | None:
    decision = ctx.state.decision
    if decision is None or decision["kind"] not in kinds:
        return "There is no such question to answer now."
    if decision["seat"] != player:
        return f"It is {ctx.seat_name(decision['seat'])}'s decision."
    return None


def twist_problem(ctx: WildStormsContext, player: int, action: A.PlayPlotTwist) -> str | None:
    decision = ctx.state.decision
    if decision is not None and decision["kind"] == "respond":
        reason = decision_problem(ctx, player, "respond")
        pending = ctx.state.data.get("pending", {}).get("card")
        if reason is None and not (plot_twists.is_cancel(ctx.card(action.card)) and action.target == pending
                                   and ctx.place(action.card) == "hand" and ctx.owner(action.card) == player):
            reason = "Now you may only cancel the plot twist just played, or let it resolve."
        return reason
    if plot_twists.is_cancel(ctx.card(action.card)):
        return f"{ctx.name(action.card)} is played only in answer to an opponent's plot twist."
    if decision is not None and decision["kind"] == "window":
        reason = decision_problem(ctx, player, "window")
    else:
        reason = free_problem(ctx, *TWIST_PHASES)
        if reason and ctx.state.phase in (PHASE_DRAW, PHASE_ATTACK) and ctx.state.decision is None:
            reason = f"Plot twists cannot be played during the {ctx.state.phase} phase."
    if reason:
        return reason
    try:
        plot_twists.check(ctx, player, action.card, action.target, action.option)
    except IllegalAction as error:
        return error.reason
    return None


def _pile_problem(ctx: WildStormsContext, card: str, pile: str) -> str | None:
    return None if pile == zone(ctx.owner(card), "discard") else "Drop it on its owner's discard pile."


Problem = Callable[[WildStormsContext, int, Action], str | None]
PROBLEMS: dict[type, Problem] = {
    A.ChooseBattlesite: lambda c, p, a: decision_problem(c, p, "battlesite") or (
        None if a.card in c.cards_in(p, "collection") else "Choose one of your own battlesites."),
    A.Redraw: lambda c, p, a: decision_problem(c, p, "mulligan"),
    A.KeepHand: lambda c, p, a: decision_problem(c, p, "mulligan"),
    A.DrawCards: lambda c, p, a: free_problem(c, PHASE_DRAW),
    A.NextPhase: lambda c, p, a: free_problem(c, PHASE_SWITCH, PHASE_ATTACK, "Attack done", PHASE_RECRUIT,
                                              PHASE_DISCARD) or turn.next_phase_problem(c, p),
    A.DiscardCard: lambda c, p, a: free_problem(c, PHASE_DISCARD) or turn.discard_problem(c, p, a.card)
    or _pile_problem(c, a.card, a.pile),
    A.SwitchRank: lambda c, p, a: free_problem(c, PHASE_SWITCH) or powers.switch_problem(c, p, a.card, a.to_zone),
    A.Teleport: lambda c, p, a: free_problem(c, *FORGO_MOMENTS) or powers.teleport_problem(c, p, a.card, a.to_zone),
    A.UseMagick: lambda c, p, a: free_problem(c, *FORGO_MOMENTS) or (
        None if (a.mode, a.value) in powers.magick_options(c, p, a.card) else
        f"{c.name(a.card)} cannot use Magick that way now."),
    A.ActivateRage: lambda c, p, a: free_problem(c, PHASE_SWITCH, PHASE_ATTACK) or powers.rage_problem(c, p, a.card),
    A.UseAbility: lambda c, p, a: free_problem(c, *FORGO_MOMENTS) or (
        None if any(u[:3] == (a.card, a.ability, a.target) for u in powers.ability_uses(c, p)) else
        f"{c.name(a.card)} cannot use that ability now."),
    A.DeclareAttack: lambda c, p, a: free_problem(c, PHASE_ATTACK) or attacks.attack_problem(
        c, p, a.attacker, a.defender, a.style),
    A.DeclareTeamwork: lambda c, p, a: free_problem(c, PHASE_ATTACK) or attacks.teamwork_problem(
        c, p, a.helper, a.attacker),
    A.DoneDeclaring: lambda c, p, a: free_problem(c, PHASE_ATTACK) or (
        None if attacks.declared(c) else "No attack is declared; go on to the next phase instead."),
    A.PlayCombatCard: lambda c, p, a: decision_problem(c, p, "combat") or combat.play_problem(
        c, p, a.card, a.character, a.option),
    A.PassCombat: lambda c, p, a: decision_problem(c, p, "combat"),
    A.Recruit: lambda c, p, a: free_problem(c, PHASE_RECRUIT) or recruit.recruit_problem(c, p, a.card, a.to_zone),
    A.RecruitFromHolding: lambda c, p, a: free_problem(c, PHASE_RECRUIT) or recruit.holding_problem(
        c, p, a.card, a.to_zone, tuple(a.keep)),
    A.Equip: lambda c, p, a: free_problem(c, PHASE_RECRUIT) or recruit.equip_problem(c, p, a.card, a.host),
    A.MoveEquipment: lambda c, p, a: free_problem(c, PHASE_RECRUIT) or recruit.move_problem(c, p, a.card, a.host),
    A.DiscardEquipment: lambda c, p, a: free_problem(c, PHASE_RECRUIT) or recruit.discard_equipment_problem(
        c, p, a.card) or _pile_problem(c, a.card, a.pile),
    A.MoveFromStaging: lambda c, p, a: free_problem(c, PHASE_RECRUIT) or recruit.staging_problem(
        c, p, a.card, a.to_zone),
    A.MoveStagingIn: lambda c, p, a: free_problem(c, PHASE_RECRUIT) or recruit.staging_problem(
        c, p, None, zone(p, "rear")),
    A.AnswerOffer: lambda c, p, a: decision_problem(c, p, "offer"),
    A.PlayPlotTwist: twist_problem,
    A.PassWindow: lambda c, p, a: decision_problem(c, p, "window", "respond"),
}


# -- doing -------------------------------------------------------------------------------------
def _seat(ctx: WildStormsContext) -> int:
    """The seat making the move (the one asked, else the active seat)."""
    return ctx.answering["seat"] if ctx.answering is not None else ctx.state.active_player


def _ask_back(ctx: WildStormsContext, back: Any) -> None:
    """The question a plot twist interrupted is asked again (none: the active seat plays on)."""
    if back is None:
        queue.clear_decision(ctx)
        return
    params = {k: v for k, v in back.items() if k not in ("seat", "kind")}
    queue.ask(ctx, back["seat"], back["kind"], **params)


def _play_twist(ctx: WildStormsContext, action: A.PlayPlotTwist) -> None:
    card = action.card
    player = _seat(ctx)
    if ctx.answering is not None and ctx.answering["kind"] == "respond":
        pending = ctx.state.data["pending"]
        ctx.note(f"{ctx.name(card)} cancels {ctx.name(pending['card'])}")
        scoring.discard(ctx, pending["card"])
        scoring.discard(ctx, card)
        ctx.change.delete(("data", "pending"))
        _ask_back(ctx, pending["back"])
        return
    auto = ctx.state.data.get("auto_pass", True)
    responders = [p for p in ctx.opponents(player)
                  if not auto or any(plot_twists.is_cancel(ctx.card(c)) for c in ctx.cards_in(p, "hand"))]
    if responders:
        ctx.change.move(card, zone(player, "effects"))
        ctx.change.set_data("pending", {"card": card, "player": player, "target": action.target,
                                        "option": action.option, "back": ctx.answering})
        queue.ask(ctx, responders[0], "respond")
        ctx.note(f"{ctx.seat_name(responders[0])} may cancel {ctx.name(card)}")
        return
    plot_twists.resolve(ctx, player, card, action.target, action.option)
    if ctx.answering is not None and not ctx.asked and ctx.state.decision is ctx.answering:
        _ask_back(ctx, ctx.answering)  # a window stays open after a plot twist played in it


def _pass_window(ctx: WildStormsContext, action: A.PassWindow) -> None:
    if ctx.answering["kind"] == "respond":
        pending = ctx.state.data["pending"]
        ctx.change.delete(("data", "pending"))
        _ask_back(ctx, pending["back"])
        plot_twists.resolve(ctx, pending["player"], pending["card"], pending["target"], pending["option"])
    else:
        turn.close_window(ctx)


def _declare_done(ctx: WildStormsContext, action: Action) -> None:
    ctx.change.set_data("attack_stage", "combat")
    combat.start(ctx, 0)


def _move_staging_in(ctx: WildStormsContext, action: Action) -> None:
    player = _seat(ctx)
    recruit.do_move_in(ctx, player, list(ctx.cards_in(player, "staging")), zone(player, "rear"))


def _discard_card(ctx: WildStormsContext, action: A.DiscardCard) -> None:
    scoring.discard(ctx, action.card)
    ctx.change.set_data("discarded", ctx.state.data.get("discarded", 0) + 1)


Do = Callable[[WildStormsContext, Any], None]
PERFORMS: dict[type, Do] = {
    A.ChooseBattlesite: lambda c, a: turn.choose_site(c, _seat(c), a.card),
    A.Redraw: lambda c, a: turn.redraw(c, _seat(c)),
    A.KeepHand: lambda c, a: turn.keep(c, _seat(c)),
    A.DrawCards: lambda c, a: turn.draw_phase(c, _seat(c)),
    A.NextPhase: lambda c, a: turn.next_phase(c, _seat(c)),
    A.DiscardCard: _discard_card,
    A.SwitchRank: lambda c, a: c.change.move(a.card, a.to_zone),
    A.Teleport: lambda c, a: powers.teleport(c, a.card, a.to_zone),
    A.UseMagick: lambda c, a: powers.use_magick(c, a.card, a.mode, a.value),
    A.ActivateRage: lambda c, a: powers.rage(c, a.card),
    A.UseAbility: lambda c, a: powers.ACTIVATED[a.ability].run(c, _seat(c), a.card, a.target),
    A.DeclareAttack: lambda c, a: attacks.declare(c, a.attacker, a.defender, a.style),
    A.DeclareTeamwork: lambda c, a: attacks.add_teamwork(c, a.helper, a.attacker),
    A.DoneDeclaring: _declare_done,
    A.PlayCombatCard: lambda c, a: combat.play(c, _seat(c), a.card, a.character, a.option),
    A.PassCombat: lambda c, a: combat.pass_turn(c, _seat(c)),
    A.Recruit: lambda c, a: recruit.do_recruit(c, _seat(c), a.card, a.to_zone),
    A.RecruitFromHolding: lambda c, a: recruit.do_recruit_from_holding(c, _seat(c), a.card, a.to_zone, tuple(a.keep)),
    A.Equip: lambda c, a: recruit.do_equip(c, _seat(c), a.card, a.host),
    A.MoveEquipment: lambda c, a: recruit.do_move(c, _seat(c), a.card, a.host),
    A.DiscardEquipment: lambda c, a: scoring.discard(c, a.card),
    A.MoveFromStaging: lambda c, a: recruit.do_move_in(c, _seat(c), [a.card], a.to_zone),
    A.MoveStagingIn: _move_staging_in,
    A.AnswerOffer: lambda c, a: recruit.answer_offer(c, a.accept),
    A.PlayPlotTwist: _play_twist,
    A.PassWindow: _pass_window,
}

ANSWERS: dict[type, tuple[str, ...]] = {
    A.ChooseBattlesite: ("battlesite",), A.Redraw: ("mulligan",), A.KeepHand: ("mulligan",),
    A.PlayCombatCard: ("combat",), A.PassCombat: ("combat",), A.AnswerOffer: ("offer",),
    A.PlayPlotTwist: (FREE, "window", "respond"), A.PassWindow: ("window", "respond"),
}
"""The questions each move answers; the rest are the active seat's own moves (FREE)."""


def _check(kind: type) -> Callable[[WildStormsContext, Any], str | None]:
    problem = PROBLEMS[kind]
    return lambda ctx, action: problem(ctx, ctx.deciding_seat, action)


def _words(index: int) -> Callable[[WildStormsContext, Any], str]:
    return lambda ctx, action: describe(ctx, ctx.deciding_seat, action)[index]


def settle(ctx: WildStormsContext) -> None:
    """After every move: passes nobody needs to make, grounded flyers, missions met."""
    combat.settle(ctx)
    plot_twists.ground_flyers(ctx)
    missions.check_standing(ctx)


MOVES = tuple(
    Move(kind, ANSWERS.get(kind, (FREE,)), lambda ctx, kind=kind: listed(ctx, kind), do, _words(0),
         check=_check(kind), menu=_words(1))
    for kind, do in PERFORMS.items()
)

ZONE_CARDS = {**{name: (Character,) for name in IN_PLAY_ZONES}, "effects": (PlotTwist, SideMission),
              "battlesite": (Battlesite,), "collection": (Battlesite,)}
"""What the rules read in each zone; a card moved by hand where it does not belong is passed over."""

RULES = Rules("WildStorms", WildStormsContext, MOVES, texts.prompt, texts.status, settle=settle,
              zone_cards=ZONE_CARDS)

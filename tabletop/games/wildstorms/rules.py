"""The rules' two questions: what may the deciding player do now, and do it.

Each action type has a ``problem`` (why it is not allowed now, a sentence, or
None) and a ``perform`` (its ops, inside one Builder transaction). The listing
in :func:`legal_actions` offers exactly the moves whose problem is None, and
:func:`apply` checks the problem again before doing anything.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.carddb.model import CardDatabase
from tabletop.engine.game import Action, IllegalAction
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder, Transaction
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import (
    attacks,
    combat,
    injuries,
    missions,
    plot_twists,
    powers,
    recruit,
    turn,
)
from tabletop.games.wildstorms.labels import describe
from tabletop.games.wildstorms.listing import listing
from tabletop.games.wildstorms.table import (
    PHASE_ATTACK,
    PHASE_DISCARD,
    PHASE_DRAW,
    PHASE_RECRUIT,
    PHASE_SWITCH,
    TWIST_PHASES,
    Ctx,
    zone,
)

FORGO_MOMENTS = (PHASE_SWITCH, PHASE_ATTACK, PHASE_RECRUIT, PHASE_DISCARD)
DECISION_WORDS = {
    "battlesite": "choose a battlesite", "mulligan": "keep or redraw a hand", "combat": "play a combat card or pass",
    "offer": "accept or refuse equipment", "window": "play plot twists or pass", "respond": "answer a plot twist",
}


def moment(ctx: Ctx) -> str:
    """The phase, with an Attack phase whose declarations are over called "Attack done"."""
    phase = ctx.state.phase
    if phase == PHASE_ATTACK and ctx.state.data.get("attack_stage") != "declare":
        return "Attack done"
    return phase


def free_problem(ctx: Ctx, *moments: str) -> str | None:
    """The active player's own move in one of ``moments`` (no pending question)."""
    decision = ctx.state.decision
    if decision is not None:
        who = ctx.player_name(decision["player"])
        return f"First {who} must {DECISION_WORDS.get(decision['kind'], 'decide')}."
    now = moment(ctx)
    if now not in moments:
        when = " or ".join(m for m in moments)
        return f"That is done in the {when} phase, not now ({now})."
    return None


def decision_problem(ctx: Ctx, player: int, *kinds: str) -> str | None:
    decision = ctx.state.decision
    if decision is None or decision["kind"] not in kinds:
        return "There is no such question to answer now."
    if decision["player"] != player:
        return f"It is {ctx.player_name(decision['player'])}'s decision."
    return None


def twist_problem(ctx: Ctx, player: int, action: A.PlayPlotTwist) -> str | None:
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


def _pile_problem(ctx: Ctx, card: str, pile: str) -> str | None:
    return None if pile == zone(ctx.owner(card), "discard") else "Drop it on its owner's discard pile."


Problem = Callable[[Ctx, int, Action], str | None]
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
def _play_twist(step: Builder, ctx: Ctx, player: int, action: A.PlayPlotTwist) -> None:
    card = action.card
    if ctx.state.decision is not None and ctx.state.decision["kind"] == "respond":
        pending = ctx.state.data["pending"]
        step.note(f"{ctx.name(card)} cancels {ctx.name(pending['card'])}")
        injuries.discard(step, ctx, pending["card"])
        injuries.discard(step, ctx, card)
        step.delete(("data", "pending"))
        step.set(("decision",), pending["back"])
        return
    auto = ctx.state.data.get("auto_pass", True)
    responders = [p for p in ctx.opponents(player)
                  if not auto or any(plot_twists.is_cancel(ctx.card(c)) for c in ctx.cards_in(p, "hand"))]
    if responders:
        step.move(card, zone(player, "effects"))
        step.set_data("pending", {"card": card, "player": player, "target": action.target,
                                  "option": action.option, "back": ctx.state.decision})
        step.set(("decision",), {"player": responders[0], "kind": "respond"})
        step.note(f"{ctx.player_name(responders[0])} may cancel {ctx.name(card)}")
        return
    plot_twists.resolve(step, ctx, player, card, action.target, action.option)


def _pass_window(step: Builder, ctx: Ctx, player: int, action: A.PassWindow) -> None:
    if ctx.state.decision["kind"] == "respond":
        pending = ctx.state.data["pending"]
        step.delete(("data", "pending"))
        step.set(("decision",), pending["back"])
        plot_twists.resolve(step, ctx, pending["player"], pending["card"], pending["target"], pending["option"])
    else:
        turn.close_window(step, ctx)


def _declare_done(step: Builder, ctx: Ctx, player: int, action: Action) -> None:
    step.set_data("attack_stage", "combat")
    combat.start(step, ctx, 0)


def _move_staging_in(step: Builder, ctx: Ctx, player: int, action: Action) -> None:
    recruit.do_move_in(step, ctx, player, list(ctx.cards_in(player, "staging")), zone(player, "rear"))


Perform = Callable[[Builder, Ctx, int, Action], None]
PERFORMS: dict[type, Perform] = {
    A.ChooseBattlesite: lambda s, c, p, a: turn.choose_site(s, c, p, a.card),
    A.Redraw: lambda s, c, p, a: turn.redraw(s, c, p),
    A.KeepHand: lambda s, c, p, a: turn.keep(s, c, p),
    A.DrawCards: lambda s, c, p, a: turn.draw_phase(s, c, p),
    A.NextPhase: lambda s, c, p, a: turn.next_phase(s, c, p),
    A.DiscardCard: lambda s, c, p, a: (injuries.discard(s, c, a.card),
                                       s.set_data("discarded", c.state.data.get("discarded", 0) + 1)),
    A.SwitchRank: lambda s, c, p, a: s.move(a.card, a.to_zone),
    A.Teleport: lambda s, c, p, a: powers.teleport(s, c, a.card, a.to_zone),
    A.UseMagick: lambda s, c, p, a: powers.use_magick(s, c, a.card, a.mode, a.value),
    A.ActivateRage: lambda s, c, p, a: powers.rage(s, c, a.card),
    A.UseAbility: lambda s, c, p, a: powers.ACTIVATED[a.ability].run(s, c, p, a.card, a.target),
    A.DeclareAttack: lambda s, c, p, a: attacks.declare(s, c, a.attacker, a.defender, a.style),
    A.DeclareTeamwork: lambda s, c, p, a: attacks.add_teamwork(s, c, a.helper, a.attacker),
    A.DoneDeclaring: _declare_done,
    A.PlayCombatCard: lambda s, c, p, a: combat.play(s, c, p, a.card, a.character, a.option),
    A.PassCombat: lambda s, c, p, a: combat.pass_turn(s, c, p),
    A.Recruit: lambda s, c, p, a: recruit.do_recruit(s, c, p, a.card, a.to_zone),
    A.RecruitFromHolding: lambda s, c, p, a: recruit.do_recruit_from_holding(s, c, p, a.card, a.to_zone, tuple(a.keep)),
    A.Equip: lambda s, c, p, a: recruit.do_equip(s, c, p, a.card, a.host),
    A.MoveEquipment: lambda s, c, p, a: recruit.do_move(s, c, p, a.card, a.host),
    A.DiscardEquipment: lambda s, c, p, a: injuries.discard(s, c, a.card),
    A.MoveFromStaging: lambda s, c, p, a: recruit.do_move_in(s, c, p, [a.card], a.to_zone),
    A.MoveStagingIn: _move_staging_in,
    A.AnswerOffer: lambda s, c, p, a: recruit.answer_offer(s, c, a.accept),
    A.PlayPlotTwist: _play_twist,
    A.PassWindow: _pass_window,
}


def deciding_player(state: State) -> int:
    decision = state.decision
    return state.active_player if decision is None else decision["player"]


def problem(ctx: Ctx, player: int, action: Action) -> str | None:
    check = PROBLEMS.get(type(action))
    if check is None:
        return f"{type(action).__name__} is not a WildStorms move."
    try:
        return check(ctx, player, action)
    except (KeyError, AttributeError, TypeError, IndexError):
        return "That move refers to something that is not on the table."


def apply(db: CardDatabase, state: State, action: Action) -> Transaction:
    """Check the move again, then make it as one labelled, undoable step."""
    ctx = Ctx(state, db)
    if ctx.winner() is not None:
        raise IllegalAction("The battle is over.")
    player = deciding_player(state)
    reason = problem(ctx, player, action)
    if reason:
        raise IllegalAction(reason)
    label = describe(ctx, player, action)[0]
    with Builder(state, label, player, action=action) as step:
        PERFORMS[type(action)](step, ctx, player, action)
        settle(step, ctx)
    assert step.transaction is not None
    return step.transaction


def settle(step: Builder, ctx: Ctx) -> None:
    """After every move: passes nobody needs to make, grounded flyers, missions met, the end."""
    combat.settle(step, ctx)
    plot_twists.ground_flyers(step, ctx)
    missions.check_standing(step, ctx)
    if ctx.winner() is not None and ctx.state.decision is not None:
        step.set(("decision",), None)


def legal_actions(db: CardDatabase, state: State) -> list[Action]:
    ctx = Ctx(state, db)
    if ctx.winner() is not None or state.phase == "":
        return []
    return listing(ctx, deciding_player(state))


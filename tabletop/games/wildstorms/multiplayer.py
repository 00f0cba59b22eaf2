"""Three and four at the table: attack markers and teamwork from other seats.

With more than two players (the free-for-all and team games) every
character's attack is tracked by a marker (the ``attack`` counter): each
player puts one on each of their active characters in their own Draw phase
(never more than one on a character), and it comes off when the character
attacks or forgoes its attack (teamwork, Magick, Teleportation...). A
character without a marker can neither attack nor help.

Characters attack only in their own player's turn, but once the active
player has declared every attack, the other players, from the active
player's left, are asked in turn whether any of their characters helps one
of the declared attacks with teamwork (the helper must share a comic team
with the attacker and still have its marker). Then the combats are fought.
"""

from __future__ import annotations

from tabletop.engine.rules import FREE, queue
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import attacks, leadership
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.moves import Rule, decision_problem, free_problem, seat
from tabletop.games.wildstorms.table import PHASE_ATTACK

TEAMWORK = "teamwork"
"""The question asked of each other player before the combats: help an attack, or pass."""


# -- teamwork from other seats -------------------------------------------------------------------
def helps(ctx: WildStormsContext, player: int) -> list[A.DeclareTeamwork]:
    """The teamwork ``player`` may give now to the attacks declared this turn."""
    found = []
    for record in attacks.declared(ctx):
        if record["subterfuge"]:
            continue
        attacker = record["attacker"]
        for helper in ctx.active_characters(player):
            # the check refuses the attacker itself, a character that used its attack and one of another team:
            # passed over at once
            if helper != attacker and not attacks.acted(ctx, helper) and ab.share_team(ctx, helper, attacker) \
                    and attacks.teamwork_problem(ctx, player, helper, attacker) is None:
                found.append(A.DeclareTeamwork(helper, attacker))
    return found


def _has_say(ctx: WildStormsContext, player: int) -> bool:
    """Whether the round asks this player: some teamwork to give, or Leadership to lend or take back."""
    return bool(helps(ctx, player)) or bool(leadership.changes(ctx, player))


def start_round(ctx: WildStormsContext) -> bool:
    """The active player is done declaring: ask the other players about teamwork.
    False when nobody has anything to decide (the combats start at once)."""
    active = ctx.state.active_player
    count = len(ctx.state.players)
    ctx.change.set_data("helping", tuple((active + i) % count for i in range(1, count)))
    return ask_next(ctx)


def ask_next(ctx: WildStormsContext) -> bool:
    """Ask the next player with something to decide; False (and the round closed) when none is left."""
    order = list(ctx.state.data.get("helping", ()))
    while order:
        player = order.pop(0)
        if _has_say(ctx, player):
            ctx.change.set_data("helping", tuple(order))
            queue.ask(ctx, player, TEAMWORK)
            return True
    ctx.change.delete(("data", "helping"))
    if ctx.state.decision is not None:
        queue.clear_decision(ctx)
    return False


def teamwork_check(ctx: WildStormsContext, player: int, action: A.DeclareTeamwork) -> str | None:
    """The active player's own declaration, or another player's answer in the teamwork round."""
    decision = ctx.state.decision
    if decision is not None and decision["kind"] == TEAMWORK:
        reason = decision_problem(ctx, player, TEAMWORK)
    else:
        reason = free_problem(ctx, PHASE_ATTACK)
    return reason or attacks.teamwork_problem(ctx, player, action.helper, action.attacker)


def give_teamwork(ctx: WildStormsContext, action: A.DeclareTeamwork) -> None:
    """Teamwork declared; a player answering the round is asked again (more help, or pass)."""
    attacks.add_teamwork(ctx, action.helper, action.attacker)
    answering = ctx.answering
    if answering is not None and answering["kind"] == TEAMWORK:
        helper, attacker = ctx.name(action.helper), ctx.name(action.attacker)
        ctx.note(f"{ctx.seat_name(seat(ctx))}'s {helper} helps {ctx.seat_name(ctx.controller(action.attacker))}'s "
                 f"{attacker} with teamwork")
        queue.ask(ctx, int(answering["seat"]), TEAMWORK)


MOVES = (
    Rule(A.DeclareTeamwork, teamwork_check, give_teamwork, (FREE, TEAMWORK), answerable=False),
)

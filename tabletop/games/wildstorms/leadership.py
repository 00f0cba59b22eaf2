"""Leadership across seats: shared by partners, lent and taken back in a free-for-all.

Leadership gives +1 to the attacks of the other characters of the leader's
comic team (modifiers.py; it never stacks). Whose characters it reaches:
the leader's player's own, the partner's in a team game, and in a
free-for-all the characters of any player the leader's player has lent it
to. Lending is a move of its own ("Lend Leadership to Bob"), and so is taking
it back; a player may do either whenever the table waits for them: on their
own turn, and whenever they are asked something (a round of plot twists, the
teamwork round before the combats, a combat exchange). The move answers
nothing: the same question is asked again afterwards. ``data["lent"]`` holds
the (lender, borrower) pairs. A player changes what they lend to one player at
most once a turn (``data["deals_changed"]``, cleared as each turn ends), so
the offer cannot go back and forth for ever; taking it back in the turn of
the player it was lent to is exactly the "left hanging" of the rules.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.rules import FREE, queue
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.moves import Rule, seat
from tabletop.games.wildstorms.table import PHASE_SETUP

ASKED_KINDS = ("window", "teamwork", "combat")
"""The questions during which a player may also lend or take back Leadership."""


def deals_allowed(ctx: WildStormsContext) -> bool:
    """Lending Leadership is a free-for-all deal (more than two players, each for themselves)."""
    return len(ctx.state.players) > 2 and not ctx.state.data.get("teams")


def lent_pairs(ctx: WildStormsContext) -> tuple[tuple[int, int], ...]:
    return tuple((int(a), int(b)) for a, b in ctx.state.data.get("lent", ()))


def reaches(ctx: WildStormsContext, lender: int, borrower: int) -> bool:
    """Whether a leader of ``lender`` helps the characters of ``borrower`` (same player, partners, or lent)."""
    return ab.allies(ctx, lender, borrower) or (lender, borrower) in lent_pairs(ctx)


def has_leader(ctx: WildStormsContext, player: int) -> bool:
    return any(ab.has_power(ctx, c, "Leadership") for c in ctx.active_characters(player))


def changes(ctx: WildStormsContext, player: int) -> list[Action]:
    """The lend and take-back moves open to ``player`` now."""
    if not deals_allowed(ctx) or ctx.state.phase == PHASE_SETUP or ctx.winner is not None:
        return []
    pairs = lent_pairs(ctx)
    changed = _changed(ctx)
    found: list[Action] = [A.RevokeLeadership(b) for a, b in pairs if a == player and (a, b) not in changed]
    if has_leader(ctx, player):
        found[:0] = [A.LendLeadership(other) for other in ctx.seats
                     if other != player and (player, other) not in pairs and (player, other) not in changed]
    return found


def _changed(ctx: WildStormsContext) -> set[tuple[int, int]]:
    return {(int(a), int(b)) for a, b in ctx.state.data.get("deals_changed", ())}


def problem(ctx: WildStormsContext, player: int, action: A.LendLeadership | A.RevokeLeadership) -> str | None:
    if not deals_allowed(ctx):
        return "Leadership is lent to another player only in a free-for-all game."
    decision = ctx.state.decision
    if decision is not None and (decision["seat"] != player or decision["kind"] not in ASKED_KINDS):
        return f"It is {ctx.seat_name(decision['seat'])}'s decision."
    if decision is None and player != ctx.state.active_player:
        return f"It is {ctx.seat_name(ctx.state.active_player)}'s move."
    if action.seat not in ctx.seats or action.seat == player:
        return "Lend Leadership to another player at the table."
    pairs = lent_pairs(ctx)
    if (player, action.seat) in _changed(ctx):
        return (f"{ctx.seat_name(player)} has already changed the Leadership lent to {ctx.seat_name(action.seat)} "
                "this turn.")
    if isinstance(action, A.RevokeLeadership):
        if (player, action.seat) not in pairs:
            return f"{ctx.seat_name(player)} has not lent Leadership to {ctx.seat_name(action.seat)}."
        return None
    if (player, action.seat) in pairs:
        return f"{ctx.seat_name(player)} already lends Leadership to {ctx.seat_name(action.seat)}."
    if not has_leader(ctx, player):
        return f"{ctx.seat_name(player)} has no active character with Leadership."
    return None


def _again(ctx: WildStormsContext, pair: tuple[int, int]) -> None:
    """The move answered nothing: note the change for this turn, ask the same question again."""
    ctx.change.set_data("deals_changed", (*ctx.state.data.get("deals_changed", ()), pair))
    answering = ctx.answering
    if answering is not None:
        params = {k: v for k, v in answering.items() if k not in ("seat", "kind")}
        queue.ask(ctx, int(answering["seat"]), str(answering["kind"]), **params)


def lend(ctx: WildStormsContext, action: A.LendLeadership) -> None:
    player = seat(ctx)
    ctx.change.set_data("lent", (*ctx.state.data.get("lent", ()), (player, action.seat)))
    ctx.note(f"{ctx.seat_name(player)} lends Leadership to {ctx.seat_name(action.seat)}")
    _again(ctx, (player, action.seat))


def revoke(ctx: WildStormsContext, action: A.RevokeLeadership) -> None:
    player = seat(ctx)
    ctx.change.set_data("lent", tuple(p for p in lent_pairs(ctx) if p != (player, action.seat)))
    ctx.note(f"{ctx.seat_name(player)} takes back the Leadership lent to {ctx.seat_name(action.seat)}")
    _again(ctx, (player, action.seat))


MOVES = (
    Rule(A.LendLeadership, problem, lend, (FREE, *ASKED_KINDS), answerable=False),
    Rule(A.RevokeLeadership, problem, revoke, (FREE, *ASKED_KINDS), answerable=False),
)

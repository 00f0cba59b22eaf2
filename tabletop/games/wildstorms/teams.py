"""Team games: two equal teams in alternating seats, pooled points, a higher goal.

Partners (``data["teams"]``, seats by team) pool their battle points toward
the goal (scoring.py), share teamwork and Leadership, but keep their own
resources, hands, sideboards and recruit points. The battlesite's goal rises
by half of it, rounded down, for each player over two, unless the
``team_goal`` option keeps the printed number.
"""

from __future__ import annotations

from tabletop.engine.game import OptionSpec, Setup
from tabletop.games.wildstorms.context import WildStormsContext

TEAM_GOAL = OptionSpec(
    "team_goal", "Team game goal",
    (("raised", "Raised: +half the battlesite's points for each player over two"),
     ("printed", "The printed points (a quicker game)")),
    help="The team-game rule: the points needed to control the battlesite rise by 50% (rounded down) for each "
         "player over two, so 40 becomes 80 with four players. Choose the printed points for a quicker game.")


def raised_goal(ctx: WildStormsContext, printed: int) -> int:
    """The goal of a team game: each player over two adds half the printed goal, rounded down."""
    if not ctx.state.data.get("teams") or ctx.option("team_goal", "raised") != "raised":
        return printed
    return printed + (printed // 2) * (len(ctx.state.players) - 2)


def seating_problems(setup: Setup) -> list[str]:
    """Partners sit apart: in a team game the teams' seats alternate round the table."""
    count = len(setup.players)
    for team in setup.teams:
        for seat in team:
            if (seat + 1) % count in team and count > 2:
                names = " and ".join(setup.players[s].name for s in team)
                return [f"In a team game partners sit apart: seat {names} so that the teams alternate."]
    return []


def side_name(ctx: WildStormsContext, player: int) -> str:
    """"Ann and Cy" for a team, the player's name alone otherwise."""
    return " and ".join(ctx.seat_name(p) for p in ctx.team_of(player))

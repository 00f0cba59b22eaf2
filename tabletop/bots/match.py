"""Bots playing each other (``tabletop selfplay GAME --bot A --against B``)."""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from tabletop.bots import bot_named, choose_for, position_key
from tabletop.engine.game import Game
from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup

MAX_STEPS = 3000


@dataclass
class MatchReport:
    """``bot_wins`` of ``bot_games`` for the first bot (its seats alternate), and its think times:
    ``think_ms`` by the wall clock, ``think_cpu_ms`` by this process's CPU time (what one core
    gives when others share the machine). ``options``: the game options self-play set for itself."""

    bot: str
    against: str
    bot_games: int = 0
    bot_wins: int = 0
    unfinished: int = 0
    think_ms: list[float] = field(default_factory=list)
    think_cpu_ms: list[float] = field(default_factory=list)
    options: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"bot": self.bot, "against": self.against, "options": dict(self.options),
                "bot_games": self.bot_games, "bot_wins": self.bot_wins, "unfinished": self.unfinished,
                "think_ms": _spread(self.think_ms), "think_cpu_ms": _spread(self.think_cpu_ms)}


def _spread(found: list[float]) -> dict[str, float]:
    times = sorted(found) or [0.0]
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return {"median": round(statistics.median(times), 1), "p95": round(p95, 1), "max": round(times[-1], 1),
            "decisions": len(found)}


def play_match(game: Game, bot: str, against: str, games: int, seed: int = 0, *, variant: str = "",
               players: int | None = None, options: dict[str, str] | None = None) -> MatchReport:
    """``games`` games; in game k the first bot sits at seat k mod the seat count, the other bot elsewhere.
    The game's ``selfplay_options`` (a house rule that ends a stalled game, say) apply unless
    ``options`` sets them; the report names them."""
    first, second = bot_named(bot), bot_named(against)
    own = {key: value for key, value in game.selfplay_options.items() if key not in (options or {})}
    report = MatchReport(bot, against, options=own)
    options = {**own, **(options or {})}
    for number in range(games):
        game_seed = seed * 1_000_003 + number
        setup = new_setup(game, game_seed, variant=variant, players=players, options=options)
        session = Session(game, setup)
        mine = number % len(setup.players)
        visited: dict[int, set[str]] = {}
        for step in range(max(MAX_STEPS, game.selfplay_actions.get(setup.variant, 0))):  # a campaign is longer
            if session.is_over():
                break
            seat = session.deciding_seat()
            player = first if seat == mine else second
            started, cpu = time.perf_counter(), time.process_time()
            seen = visited.setdefault(seat, set())
            here = position_key(game.view(session.state, seat))
            action = choose_for(game, session.state, seat, player, f"{game_seed}:{step}", frozenset(seen))
            seen.add(here)
            if seat == mine:
                report.think_ms.append((time.perf_counter() - started) * 1000)
                report.think_cpu_ms.append((time.process_time() - cpu) * 1000)
            session.perform(action)
        report.bot_games += 1
        winner = session.winner()
        if winner is None:
            report.unfinished += 1
        elif winner == mine or mine in _team_of(session, winner):
            report.bot_wins += 1
    return report


def _team_of(session: Session, seat: int) -> tuple[int, ...]:
    for team in session.setup.teams:
        if seat in team:
            return tuple(team)
    return (seat,)

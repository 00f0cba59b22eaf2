"""Bots playing each other (``tabletop selfplay GAME --bot A --against B``)."""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from tabletop.bots import Bot, bot_named, choose_for, position_key
from tabletop.engine.game import Game, Setup
from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup

MAX_STEPS = 3000
DUPLICATE = "duplicate deals: each deal is played once with the first bot in every seat (and so with every seat's deck)"


def match_games(games: int, seed: int, seats: int) -> list[tuple[int, int]]:
    """(deal seed, the first bot's seat) for each game of a match: duplicate deals. Deal ``k`` is played
    ``seats`` times in a row, the first bot in seat 0, 1, …, so a strong deck, a first turn or a lucky
    shuffle counts the same for both bots; with a game count that is not a multiple of the seats, the
    last deal is played from fewer seats."""
    return [(seed * 1_000_003 + number // seats, number % seats) for number in range(games)]


@dataclass
class MatchReport:
    """``bot_wins`` of ``bot_games`` for the first bot, and its think times: ``think_ms`` by the wall
    clock, ``think_cpu_ms`` by this process's CPU time (what one core gives when others share the
    machine). ``options``: the game options self-play set for itself. ``deals``: how many different
    deals were played (duplicate deals: each deal once with the first bot in every seat, see
    :func:`match_games`)."""

    bot: str
    against: str
    bot_games: int = 0
    bot_wins: int = 0
    unfinished: int = 0
    think_ms: list[float] = field(default_factory=list)
    think_cpu_ms: list[float] = field(default_factory=list)
    options: dict[str, str] = field(default_factory=dict)
    deals: int = 0
    seat_wins: dict[int, list[int]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"bot": self.bot, "against": self.against, "options": dict(self.options),
                "bot_games": self.bot_games, "bot_wins": self.bot_wins, "unfinished": self.unfinished,
                "deals": self.deals, "pairing": DUPLICATE,
                "by_seat": {str(seat): {"wins": won, "games": played}
                            for seat, (won, played) in sorted(self.seat_wins.items())},
                "think_ms": _spread(self.think_ms), "think_cpu_ms": _spread(self.think_cpu_ms)}


def _spread(found: list[float]) -> dict[str, float]:
    times = sorted(found) or [0.0]
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    return {"median": round(statistics.median(times), 1), "p95": round(p95, 1), "max": round(times[-1], 1),
            "decisions": len(found)}


def play_match(game: Game, bot: str, against: str, games: int, seed: int = 0, *, variant: str = "",
               players: int | None = None, options: dict[str, str] | None = None) -> MatchReport:
    """``games`` games on duplicate deals (:func:`match_games`): the first bot in each seat in turn, the
    other bot elsewhere, each deal played from every seat. The game's ``selfplay_options`` (a house rule
    that ends a stalled game, say) apply unless ``options`` sets them; the report names them."""
    first, second = bot_named(bot), bot_named(against)
    own = {key: value for key, value in game.selfplay_options.items() if key not in (options or {})}
    report = MatchReport(bot, against, options=own)
    options = {**own, **(options or {})}
    seats = len(new_setup(game, seed, variant=variant, players=players, options=options).players)
    for game_seed, mine in match_games(games, seed, seats):
        setup = new_setup(game, game_seed, variant=variant, players=players, options=options)
        played = play_game(game, setup, first, second, mine, report)
        report.bot_games += 1
        tally = report.seat_wins.setdefault(mine, [0, 0])
        tally[1] += 1
        if played.winner is None:
            report.unfinished += 1
        elif played.won:
            report.bot_wins += 1
            tally[0] += 1
    report.deals = len({deal for deal, _ in match_games(games, seed, seats)})
    return report


@dataclass(frozen=True)
class PlayedGame:
    winner: int | None
    won: bool  # the first bot (or its team) won
    steps: int


def play_game(game: Game, setup: Setup, first: Bot, second: Bot, mine: int, report: MatchReport) -> PlayedGame:
    """One game: ``first`` decides for seat ``mine`` (its think times go into ``report``), ``second`` for the others."""
    session = Session(game, setup)
    visited: dict[int, set[str]] = {}
    step = 0
    for step in range(max(MAX_STEPS, game.selfplay_actions.get(setup.variant, 0))):  # a campaign is longer
        if session.is_over():
            break
        seat = session.deciding_seat()
        player = first if seat == mine else second
        started, cpu = time.perf_counter(), time.process_time()
        seen = visited.setdefault(seat, set())
        here = position_key(game.view(session.state, seat))
        action = choose_for(game, session.state, seat, player, f"{setup.seed}:{step}", frozenset(seen))
        seen.add(here)
        if seat == mine:
            report.think_ms.append((time.perf_counter() - started) * 1000)
            report.think_cpu_ms.append((time.process_time() - cpu) * 1000)
        session.perform(action)
    winner = session.winner()
    return PlayedGame(winner, winner is not None and (winner == mine or mine in _team_of(session, winner)), step)


def _team_of(session: Session, seat: int) -> tuple[int, ...]:
    for team in session.setup.teams:
        if seat in team:
            return tuple(team)
    return (seat,)

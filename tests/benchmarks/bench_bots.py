"""Computer opponents: how often each bot beats another, and how long it thinks.

Run: nice python -m tests.benchmarks.bench_bots [--games N] [--pairs normal:random,...] [--json] [GAME ...]

Targets (issue "A computer opponent in every game"): the normal search bot
beats random in ≥ 90% and greedy in ≥ 65% of games; median think ≤ 1 s and
p95 ≤ 3 s per decision; the peak memory of one game (the match's first, played again
under tracemalloc, so the think times are not slowed by it) is printed too. Think times are
given by the wall clock and by this process's CPU time: on a shared machine the
CPU time is what one core gives; the load average beside each line says how
shared the machine was. The game's self-play options apply (see ``play_match``).

The games are played on *duplicate deals*: each deal (seed) is played once with the first bot in
every seat, so with every seat's deck and turn order, and a lopsided pair of decks or a lucky
shuffle counts the same for both bots (``by_seat`` gives the first bot's wins from each seat).
"""

from __future__ import annotations

import argparse
import json
import os
import time
import tracemalloc

from tabletop.bots.match import play_match
from tabletop.engine.game import Game
from tabletop.games import registry

PAIRS = (("normal", "random"), ("normal", "greedy"), ("greedy", "random"))


def bench(game_id: str, games: int, seed: int, pairs: tuple[tuple[str, str], ...] = PAIRS) -> list[dict]:
    game = registry.load(game_id)
    found = []
    for bot, against in pairs:
        load = [round(x, 1) for x in os.getloadavg()]
        started = time.perf_counter()
        report = play_match(game, bot, against, games, seed).to_json()
        seconds = time.perf_counter() - started
        report.update(game=game_id, seconds=round(seconds, 1), peak_mb=peak_mb(game, bot, against, seed),
                      win_rate=round(report["bot_wins"] / max(1, report["bot_games"]), 2),
                      load=[*load, *(round(x, 1) for x in os.getloadavg())])
        found.append(report)
    return found


def peak_mb(game: Game, bot: str, against: str, seed: int) -> float:
    """The most memory (MB, by tracemalloc) Python held while playing the match's first game again: the
    session, its history and the bots' searches. Measured apart, so tracemalloc (which makes Python
    several times slower) does not touch the think times."""
    tracemalloc.start()
    try:
        play_match(game, bot, against, 1, seed)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return round(peak / 2**20, 1)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*")
    parser.add_argument("--games", dest="count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--pairs", default=",".join(f"{a}:{b}" for a, b in PAIRS),
                        help="bot:against pairs, comma-separated")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    ids = args.games or [g for g in registry.game_ids() if registry.load(g).has_rules]
    pairs = tuple(tuple(pair.split(":", 1)) for pair in args.pairs.split(","))
    for game_id in ids:
        for row in bench(game_id, args.count, args.seed, pairs):  # each line as soon as it is measured
            print(json.dumps(row) if args.json else _line(row), flush=True)


def _line(row: dict) -> str:
    think, cpu = row["think_ms"], row["think_cpu_ms"]
    seats = ", ".join(f"{int(seat) + 1}: {tally['wins']}/{tally['games']}" for seat, tally in row["by_seat"].items())
    return (f"{row['game']:>11}: {row['bot']:>6} vs {row['against']:<6} won {row['bot_wins']:>2}/{row['bot_games']}"
            f" ({row['win_rate']:.0%}, {row['unfinished']} unfinished)  think wall median {think['median']:.0f} ms,"
            f" p95 {think['p95']:.0f} ms; CPU median {cpu['median']:.0f} ms, p95 {cpu['p95']:.0f} ms,"
            f" max {cpu['max']:.0f} ms; peak {row['peak_mb']} MB (one game); {row['seconds']} s;"
            f" load at start and end {row['load']}\n{'':>13}{row['deals']} duplicate deal{'s' if row['deals'] != 1 else ''},"
            f" each played once with the first bot in every seat; its wins by seat: {seats}")


if __name__ == "__main__":
    main()

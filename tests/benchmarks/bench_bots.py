"""Computer opponents: how often each bot beats another, and how long it thinks.

Run: python -m tests.benchmarks.bench_bots [--games N] [--json] [GAME ...]

Targets (issue "A computer opponent in every game"): the normal search bot
beats random in ≥ 90% and greedy in ≥ 65% of games; median think ≤ 1 s and
p95 ≤ 3 s per decision; the peak memory of a game is printed too.
"""

from __future__ import annotations

import argparse
import json
import time
import tracemalloc

from tabletop.bots.match import play_match
from tabletop.games import registry

PAIRS = (("normal", "random"), ("normal", "greedy"), ("greedy", "random"))


def bench(game_id: str, games: int, seed: int) -> list[dict]:
    game = registry.load(game_id)
    found = []
    for bot, against in PAIRS:
        tracemalloc.start()
        started = time.perf_counter()
        report = play_match(game, bot, against, games, seed).to_json()
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        report.update(game=game_id, seconds=round(time.perf_counter() - started, 1), peak_mb=round(peak / 2**20, 1),
                      win_rate=round(report["bot_wins"] / max(1, report["bot_games"]), 2))
        found.append(report)
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*")
    parser.add_argument("--games", dest="count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    ids = args.games or [g for g in registry.game_ids() if registry.load(g).has_rules]
    rows = [row for game_id in ids for row in bench(game_id, args.count, args.seed)]
    if args.json:
        print(json.dumps(rows))
        return
    for row in rows:
        think = row["think_ms"]
        print(f"{row['game']:>11}: {row['bot']:>6} vs {row['against']:<6} won {row['bot_wins']:>2}/{row['bot_games']}"
              f" ({row['win_rate']:.0%})  think median {think['median']:.0f} ms, p95 {think['p95']:.0f} ms,"
              f" max {think['max']:.0f} ms; peak {row['peak_mb']} MB; {row['seconds']} s")


if __name__ == "__main__":
    main()

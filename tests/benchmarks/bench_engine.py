"""Engine figures: history undo/redo, card database load, self-play rate.

Run: python -m tests.benchmarks.bench_engine
"""

from __future__ import annotations

import os
import tempfile
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardBase, GameSchema
from tabletop.engine.history import History
from tabletop.engine.state import StateBuilder
from tabletop.engine.transaction import Builder
from tabletop.games import registry


def bench_history(transactions: int = 10_000) -> None:
    build = StateBuilder("bench", ["A", "B"], rng_seed=1)
    zones = [build.zone(f"z{i}", i % 2, "pile") for i in range(8)]
    for number in range(400):
        build.card(f"d{number % 50}", number % 2, zones[number % 8])
    state = build.state
    history = History(state)
    cards = sorted(state.cards)
    tracemalloc.start()
    before, _ = tracemalloc.get_traced_memory()
    for number in range(transactions):
        with Builder(state, f"Step {number}: move and mark", number % 2) as step:
            card = cards[(number * 7) % len(cards)]
            step.move(card, zones[(number * 3) % 8], 0)
            step.set_counter(card, "mark", number % 5 + 1)
            step.set_data("points", number)
        history.record(step.transaction)
    after, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    started = time.perf_counter()
    history.go_to(0)
    history.go_to(transactions)
    seconds = time.perf_counter() - started
    per_transaction = (after - before) / transactions
    print(f"undo+redo of {transactions} transactions: {seconds:.3f} s (budget 0.5 s)")
    print(f"memory per transaction: {per_transaction / 1024:.2f} KB (budget 5 KB; 3 ops each)")


@dataclass(frozen=True, kw_only=True)
class BenchCard(CardBase):
    type: Literal["unit", "spell"]
    cost: int
    power: int = 0
    keywords: tuple[str, ...] = ()


def write_card_set(folder: Path, count: int = 10_000) -> None:
    lines = ["kind: card-set", "game: bench", "set: big", "name: Big", "version: 1", "cards:"]
    for number in range(count):
        lines += [f"  - id: card_{number}", f"    type: {'unit' if number % 3 else 'spell'}",
                  f"    name: Card Number {number}", f"    cost: {number % 9}", f"    power: {number % 13}",
                  f"    keywords: [Kw{number % 17}, Kw{number % 5}]",
                  f"    text: Generated card {number} deals {number % 7} damage to a target."]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "big.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def bench_card_load() -> None:
    schema = GameSchema("bench", {"unit": BenchCard, "spell": BenchCard})
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        folder = Path(home) / "cards" / "bench"
        write_card_set(folder)
        started = time.perf_counter()
        db = load_cards(schema, folder)
        cold = time.perf_counter() - started
        started = time.perf_counter()
        warm_db = load_cards(schema, folder)
        warm = time.perf_counter() - started
        assert len(db) == len(warm_db) == 10_000
    print(f"card database, 10,000 cards: cold {cold * 1000:.0f} ms, warm {warm * 1000:.0f} ms (budget warm 200 ms)")


def bench_selfplay(games: int = 200, only: tuple[str, ...] = ()) -> dict[str, float]:
    """Games per minute of random self-play for every game with rules (or the ones named)."""
    from tabletop.engine.selfplay import run_selfplay

    rates = {}
    for game_id in only or tuple(registry.game_ids()):
        game = registry.load(game_id)
        if not game.has_rules:
            continue  # manual-mode games have no rules to play themselves
        report = run_selfplay(game, games, seed=1)
        rates[game_id] = rate = report.games / report.seconds * 60
        print(f"selfplay {game_id}: {rate:,.0f} games/min, {report.finished}/{report.games} finished "
              f"(budget 2,000/min)")
    return rates


if __name__ == "__main__":
    import sys

    if sys.argv[1:2] == ["selfplay"]:  # python -m tests.benchmarks.bench_engine selfplay [GAME...]
        bench_selfplay(only=tuple(sys.argv[2:]))
    else:
        bench_history()
        bench_card_load()
        bench_selfplay()

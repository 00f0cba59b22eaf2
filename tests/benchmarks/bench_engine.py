"""Engine figures: history undo/redo, card database load, self-play rate.

Run: python -m tests.benchmarks.bench_engine
"""

from __future__ import annotations

import itertools
import os
import tempfile
import time
import tracemalloc
from pathlib import Path

from tabletop import paths
from tabletop.carddb.loader import load_cards
from tabletop.carddb.yamlio import read_yaml
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


def _plain(data):  # noqa: ANN001, ANN202 - the loader's line-numbered mappings as plain data
    if isinstance(data, dict):
        return {key: _plain(value) for key, value in data.items()}
    if isinstance(data, list):
        return [_plain(value) for value in data]
    return data


def write_card_set(folder: Path, game_id: str = "wms", count: int = 10_000) -> None:
    """The game's shipped card sets, plus copies of their cards (new ids) up to ``count`` cards.

    Real card data through the game's real schema and card classes, so the warm load goes
    through the same cache (and its data-only unpickler) as the app's.
    """
    import yaml

    shipped = paths.cards_dir() / game_id
    folder.mkdir(parents=True, exist_ok=True)
    originals = []
    for path in sorted(shipped.glob("*.yaml")):
        (folder / path.name).write_bytes(path.read_bytes())
        originals += _plain(read_yaml(path))["cards"]
    copies = [dict(card, id=f"{card['id']}_copy{number}")
              for number, card in zip(range(count - len(originals)), itertools.cycle(originals))]
    for start in range(0, len(copies), 1000):  # files of 1,000 cards: each stays within the loader's limits
        body = {"kind": "card-set", "game": game_id, "set": f"bench_copies_{start}", "name": "Copies",
                "version": 1, "cards": copies[start:start + 1000]}
        (folder / f"zz_bench_copies_{start:05}.yaml").write_text(yaml.safe_dump(body, sort_keys=False), encoding="utf-8")


def bench_card_load(game_id: str = "wms", count: int = 10_000) -> None:
    schema = registry.game_class(game_id).schema
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        folder = Path(home) / "cards" / game_id
        write_card_set(folder, game_id, count)
        started = time.perf_counter()
        db = load_cards(schema, folder)
        cold = time.perf_counter() - started
        cached = list((Path(home)).rglob("*.cache"))
        started = time.perf_counter()
        warm_db = load_cards(schema, folder)
        warm = time.perf_counter() - started
        assert len(db) == len(warm_db) == count
    print(f"card database, {count:,} {game_id} cards: cold {cold * 1000:.0f} ms, warm {warm * 1000:.0f} ms "
          f"(budget warm 200 ms; cache file written: {'yes' if cached else 'NO'})")


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
    elif sys.argv[1:2] == ["cards"]:  # python -m tests.benchmarks.bench_engine cards [GAME]
        bench_card_load(*sys.argv[2:3])
    else:
        bench_history()
        bench_card_load()
        bench_selfplay()

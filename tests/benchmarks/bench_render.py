"""Card proxy render figures: time per card, cold (drawn and written) and cached.

Run: python -m tests.benchmarks.bench_render
Uses a temporary TABLETOP_HOME, so the real cache is never touched. No budget
is set for rendering; these are figures to watch.
"""

from __future__ import annotations

import os
import tempfile
import time

from tabletop.carddb.loader import load_cards
from tabletop.games.registry import game_class, game_ids
from tabletop.render import CardRenderer

SHIPPED = game_ids()  # the shipped games


def bench_game(game: str) -> tuple[int, float, float, float]:
    """(cards, ms per face_image, ms per cold face_path, ms per cached face_path)."""
    db = load_cards(game_class(game).schema, use_cache=False)
    ids = list(db.cards)
    renderer = CardRenderer(game_class(game).faces, db)
    renderer.face_image(ids[0])  # fonts loaded and modules imported before timing
    started = time.perf_counter()
    for card_id in ids:
        renderer.face_image(card_id)
    drawn = time.perf_counter() - started
    started = time.perf_counter()
    for card_id in ids:
        renderer.face_path(card_id)
    cold = time.perf_counter() - started
    rounds = 5
    started = time.perf_counter()
    for _ in range(rounds):
        for card_id in ids:
            renderer.face_path(card_id)
    cached = (time.perf_counter() - started) / rounds
    per = 1000 / len(ids)
    return len(ids), drawn * per, cold * per, cached * per


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        print(f"{'game':<12}{'cards':>6}{'draw ms':>10}{'cold ms':>10}{'cached ms':>11}")
        totals = [0, 0.0, 0.0, 0.0]
        for game in SHIPPED:
            cards, drawn, cold, cached = bench_game(game)
            print(f"{game:<12}{cards:>6}{drawn:>10.2f}{cold:>10.2f}{cached:>11.3f}")
            totals[0] += cards
            for index, value in enumerate((drawn, cold, cached), start=1):
                totals[index] += value * cards
        cards = totals[0]
        print(f"{'all':<12}{cards:>6}{totals[1] / cards:>10.2f}{totals[2] / cards:>10.2f}{totals[3] / cards:>11.3f}")
        print("draw: face_image (no disk); cold: face_path with an empty cache (draw + PNG write);")
        print("cached: face_path on an existing file. Per card, averaged over the shipped cards; no budget.")


if __name__ == "__main__":
    main()

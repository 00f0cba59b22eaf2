"""Card proxy render figures: time per card, cold (drawn and written) and cached; time per size.

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


SCALES = (0.25, 0.5, 1.0, 1.5, 2.0, 3.0)


def bench_sizes(game: str, count: int = 40) -> dict[float, tuple[float, float]]:
    """Per scale: (ms per face drawn whole at that scale, ms per paint of an already fitted face)."""
    db = load_cards(game_class(game).schema, use_cache=False)
    ids = list(db.cards)[:count]
    renderer = CardRenderer(game_class(game).faces, db)
    canvases = [renderer.face_canvas(card_id) for card_id in ids]
    figures = {}
    for scale in SCALES:
        renderer.face_image(ids[0], scale)  # the fonts at this size loaded before timing
        fresh = CardRenderer(game_class(game).faces, db)  # no fitted drawing kept yet: fitted and painted
        started = time.perf_counter()
        for card_id in ids:
            fresh.face_image(card_id, scale)
        whole = (time.perf_counter() - started) * 1000 / len(ids)
        started = time.perf_counter()
        for canvas in canvases:
            canvas.render(scale)
        paint = (time.perf_counter() - started) * 1000 / len(ids)
        figures[scale] = (whole, paint)
    return figures


def print_sizes() -> None:
    print()
    print("ms per face by scale (pixels = 360x504 x scale): whole = fitted and painted, paint = painted only")
    print(f"{'game':<12}" + "".join(f"{f'{s:g}x whole/paint':>22}" for s in SCALES))
    for game in SHIPPED:
        figures = bench_sizes(game)
        print(f"{game:<12}" + "".join(f"{f'{figures[s][0]:.2f} / {figures[s][1]:.2f}':>22}" for s in SCALES))


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
        print_sizes()


if __name__ == "__main__":
    main()

"""Deck browser figure: filter time per keystroke over 100,000 cards (budget 20 ms).

Run: python -m tests.benchmarks.bench_deck_filter [CARDS]

A set of a small test schema (100,000 cards unless CARDS says otherwise) is
built in memory (``--yaml``: written as YAML and loaded, which is slow for
100,000); then words are typed letter by letter, and each letter re-runs the search (with and
without a tag and range filter) and updates the grid model. The figure "with
view" also lets the grid view lay out and paint the visible cards (their
images come later from the loader thread, as in the window).
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QObject, QSize, Signal  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402

from tabletop.carddb.index import CardIndex  # noqa: E402
from tabletop.carddb.loader import load_directory  # noqa: E402
from tabletop.carddb.model import CardBase, CardDatabase, GameSchema  # noqa: E402
from tabletop.ui.app import application  # noqa: E402
from tabletop.ui.decks.card_grid import CardGridModel, CardGridView  # noqa: E402
from tabletop.ui.decks.filters import Selection, run_filter  # noqa: E402

GAME = "benchdecks"
CARDS = 100_000
BUDGET_MS = 20.0
WORDS = ("grim", "storm", "blade of", "xq")  # the last one matches nothing
Faction = Literal["red", "blue", "green", "black", "white", "grey"]
Keyword = Literal["flying", "stealth", "armour", "swift", "unique", "ranged", "psychic", "brute"]


@dataclass(frozen=True, kw_only=True)
class BenchCard(CardBase):
    cost: int
    power: int
    faction: Faction
    keywords: tuple[Keyword, ...] = ()
    rare: bool = False


SCHEMA = GameSchema(GAME, {"unit": BenchCard, "spell": BenchCard})

_SYLLABLES = ("grim", "storm", "ka", "vel", "dor", "blade", "an", "thur", "mo", "rix", "el", "zan", "of", "shade")
_TEXT = ("Deal 2 damage to a unit.", "Draw a card.", "When this enters, gain 1 energy.",
         "Other friendly units get +1 power.", "Cannot be blocked by flying units.")


def _card_fields(count: int, seed: int = 7):  # noqa: ANN202 - yields dicts of card fields
    rng = random.Random(seed)
    factions = list(Faction.__args__)  # type: ignore[attr-defined]
    keywords = list(Keyword.__args__)  # type: ignore[attr-defined]
    for number in range(count):
        name = " ".join("".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(1, 3))).title()
                        for _ in range(rng.randint(1, 3)))
        yield {"id": f"c{number}", "type": rng.choice(["unit", "spell"]), "name": f"{name} {number}",
               "text": rng.choice(_TEXT), "cost": rng.randint(0, 9), "power": rng.randint(0, 12),
               "faction": rng.choice(factions), "keywords": tuple(rng.sample(keywords, rng.randint(0, 3))),
               "rare": rng.random() < 0.1}


def write_cards(folder: Path, count: int = CARDS) -> None:
    lines = [f"kind: card-set\ngame: {GAME}\nset: bench\nname: Bench\nversion: 1\ncards:"]
    for card in _card_fields(count):
        lines.append(
            f"  - {{id: {card['id']}, type: {card['type']}, name: \"{card['name']}\", "
            f"text: \"{card['text']}\", cost: {card['cost']}, power: {card['power']}, "
            f"faction: {card['faction']}, keywords: [{', '.join(card['keywords'])}], rare: {str(card['rare']).lower()}}}"
        )
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bench.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")


def built_cards(count: int = CARDS) -> CardDatabase:
    """The same cards as :func:`write_cards`, built in memory (no YAML)."""
    cards = {fields["id"]: BenchCard(**fields, set_id="bench") for fields in _card_fields(count)}
    return CardDatabase(GAME, cards)


class _NoImages(QObject):
    """Stands in for the image loader: the grid shows placeholders, as before images arrive."""

    loaded = Signal(str, int, QImage)
    failed = Signal(str, int, str)

    def request(self, card_id: str, width: int) -> None:
        pass


def _typing(words: tuple[str, ...]) -> list[str]:
    return [word[:end] for word in words for end in range(1, len(word) + 1)] + [""]


def measure(view: bool, selection: Selection, index: CardIndex, model: CardGridModel,
            grid: CardGridView | None) -> list[float]:
    app = application()
    times = []
    for text in _typing(WORDS):
        started = time.perf_counter()
        model.set_ids(run_filter(index, model.db, text, selection))
        if view and grid is not None:
            grid.viewport().repaint()  # lay out and paint now, as the next frame would
            app.processEvents()
        times.append((time.perf_counter() - started) * 1000)
    return times


def report(label: str, times: list[float]) -> None:
    worst = max(times)
    print(f"{label:<60} median {statistics.median(times):6.2f} ms  mean {statistics.mean(times):6.2f} ms  "
          f"max {worst:6.2f} ms  (budget {BUDGET_MS:.0f} ms per keystroke) {'OK' if worst <= BUDGET_MS else 'OVER'}")


def main(count: int = CARDS, yaml: bool = False) -> None:
    app = application()
    started = time.perf_counter()
    if yaml:
        with tempfile.TemporaryDirectory() as folder:
            write_cards(Path(folder), count)
            started = time.perf_counter()
            db = load_directory(SCHEMA, Path(folder))
        print(f"loaded {len(db)} cards in {time.perf_counter() - started:.2f} s (cold YAML)")
    else:
        db = built_cards(count)
        print(f"built {len(db)} cards in memory in {time.perf_counter() - started:.2f} s")
    started = time.perf_counter()
    index = CardIndex(db)
    print(f"search index built in {(time.perf_counter() - started) * 1000:.0f} ms")
    model = CardGridModel(db, _NoImages(), QSize(124, 173))  # type: ignore[arg-type]
    grid = CardGridView()
    grid.set_thumb_size(QSize(124, 173))
    grid.setModel(model)
    grid.resize(700, 900)
    grid.show()
    app.processEvents()
    tagged = Selection(tags={"faction": frozenset({"red", "blue"})}, ranges={"cost": (2.0, 6.0)})
    print(f"typing {' / '.join(repr(w) for w in WORDS)} letter by letter, then clearing "
          f"({len(_typing(WORDS))} keystrokes):")
    for label, selection in (("search only", Selection()), ("search + faction tag + cost range", tagged)):
        report(f"{label}: filter + model", measure(False, selection, index, model, None))
        report(f"{label}: filter + model + view paint", measure(True, selection, index, model, grid))
    grid.close()


if __name__ == "__main__":
    import sys

    numbers = [int(arg) for arg in sys.argv[1:] if arg.isdigit()]
    main(numbers[0] if numbers else CARDS, "--yaml" in sys.argv)

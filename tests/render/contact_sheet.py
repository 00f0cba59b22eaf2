"""Contact sheets of rendered faces, to look at the proxies.

Run: python -m tests.render.contact_sheet [GAME ...] [--samples] [--out DIR] [--all]
Writes <out>/sheet_<game>.png: the back, then 12 shipped cards spread across
the card types (``--all``: every shipped card; ``--samples``: one plain and
one rich sample of each registered card type instead).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PIL import Image

from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.games.registry import game_class, game_ids
from tabletop.render import CardRenderer, render_canvas
from tests.render.samples import samples

SHIPPED = game_ids()  # the shipped games


def pick(cards: list[CardBase], count: int) -> list[CardBase]:
    """Up to ``count`` cards, taking types in turn so every type shows."""
    by_type: dict[str, list[CardBase]] = {}
    for card in cards:
        by_type.setdefault(card.type, []).append(card)
    chosen: list[CardBase] = []
    while len(chosen) < count and any(by_type.values()):
        for group in by_type.values():
            if group and len(chosen) < count:
                chosen.append(group.pop(0))
    return chosen


def sheet(game: str, cards: list[CardBase], db: CardDatabase, columns: int = 7) -> Image.Image:
    w, h = game_class(game).faces.size
    images = [CardRenderer(game_class(game).faces, db).back_image()] + [render_canvas(game_class(game).faces, c, db).image for c in cards]
    rows = (len(images) + columns - 1) // columns
    out = Image.new("RGB", (columns * (w + 8) + 8, rows * (h + 8) + 8), "#7d8a80")
    for index, image in enumerate(images):
        x, y = 8 + (index % columns) * (w + 8), 8 + (index // columns) * (h + 8)
        out.paste(image, (x, y), image)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=list(SHIPPED))
    parser.add_argument("--samples", action="store_true")
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--out", default="/tmp")
    args = parser.parse_args()
    for game in args.games:
        db = load_cards(game_class(game).schema, use_cache=False)
        cards = samples(game) if args.samples else list(db.cards.values())
        if not args.all and not args.samples:
            cards = pick(cards, 13)
        suffix = "_samples" if args.samples else ("_all" if args.all else "")
        target = Path(args.out) / f"sheet_{game}{suffix}.png"
        sheet(game, cards, db).save(target)
        print(target)


if __name__ == "__main__":
    main()

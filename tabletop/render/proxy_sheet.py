"""A printable PDF of a deck's proxies: nine cards of 63 × 88 mm a page, with cut marks.

Pages are A4 or US Letter at 300 dots per inch, the faces painted at that size (not
enlarged); each copy of a card is printed (three Grifters, three faces). The cut
marks are short lines in the margin, in line with every card edge, so a cutter
never has to guess where a card ends.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator

from PIL import Image, ImageDraw

from tabletop.carddb.decks import Deck
from tabletop.render import CardRenderer

PAGES_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CARD_MM = (63.0, 88.0)
COLUMNS = ROWS = 3
DPI = 300
MARK_MM = 5.0
GAP_MM = 1.5


def _px(mm: float) -> int:
    return round(mm / 25.4 * DPI)


def sheet_pages(faces: Iterable[Image.Image], page: str = "a4") -> Iterator[Image.Image]:
    """White pages of nine faces each (the last one may hold fewer)."""
    if page not in PAGES_MM:
        raise ValueError(f"unknown page size {page!r} (known: {', '.join(PAGES_MM)})")
    width, height = (_px(mm) for mm in PAGES_MM[page])
    card_w, card_h = (_px(mm) for mm in CARD_MM)
    grid_w, grid_h = COLUMNS * card_w, ROWS * card_h
    left, top = (width - grid_w) // 2, (height - grid_h) // 2
    batch: list[Image.Image] = []
    for face in faces:
        batch.append(face)
        if len(batch) == COLUMNS * ROWS:
            yield _page(batch, (width, height), (left, top), (card_w, card_h))
            batch = []
    if batch:
        yield _page(batch, (width, height), (left, top), (card_w, card_h))


def _page(faces: list[Image.Image], size: tuple[int, int], origin: tuple[int, int],
          card: tuple[int, int]) -> Image.Image:
    page = Image.new("RGB", size, "white")
    left, top = origin
    card_w, card_h = card
    for index, face in enumerate(faces):
        x, y = left + (index % COLUMNS) * card_w, top + (index // COLUMNS) * card_h
        shown = face.convert("RGBA").resize((card_w, card_h), Image.Resampling.LANCZOS)
        page.paste(shown, (x, y), shown)
    _cut_marks(ImageDraw.Draw(page), origin, card)
    return page


def _cut_marks(draw: ImageDraw.ImageDraw, origin: tuple[int, int], card: tuple[int, int]) -> None:
    left, top = origin
    card_w, card_h = card
    right, bottom = left + COLUMNS * card_w, top + ROWS * card_h
    gap, mark = _px(GAP_MM), _px(MARK_MM)
    for column in range(COLUMNS + 1):
        x = left + column * card_w
        draw.line((x, top - gap - mark, x, top - gap), fill="black", width=1)
        draw.line((x, bottom + gap, x, bottom + gap + mark), fill="black", width=1)
    for row in range(ROWS + 1):
        y = top + row * card_h
        draw.line((left - gap - mark, y, left - gap, y), fill="black", width=1)
        draw.line((right + gap, y, right + gap + mark, y), fill="black", width=1)


def proxy_pdf(faces: Iterable[Image.Image], page: str = "a4", title: str = "") -> bytes:
    """The PDF of all pages; empty decks give one empty page (a PDF needs one)."""
    pages = list(sheet_pages(faces, page))
    if not pages:
        width, height = (_px(mm) for mm in PAGES_MM[page])
        pages = [Image.new("RGB", (width, height), "white")]
    out = io.BytesIO()
    pages[0].save(out, "PDF", save_all=True, append_images=pages[1:], resolution=DPI, title=title,
                  producer="tabletop")
    return out.getvalue()


def deck_faces(renderer: CardRenderer, deck: Deck) -> Iterator[Image.Image]:
    """One face per copy of every card of the deck, section by section, painted at the printed
    size (a user's own image as it is)."""
    scale = _px(CARD_MM[0]) / renderer.size[0]
    opened: dict[str, Image.Image] = {}
    for _section, card_id, copies in deck.entries():
        if card_id not in opened and renderer.has_own_image(card_id):
            with Image.open(renderer.face_path(card_id)) as image:
                opened[card_id] = image.convert("RGBA")
        elif card_id not in opened:
            opened[card_id] = renderer.face_image(card_id, scale)
        for _ in range(copies):
            yield opened[card_id]

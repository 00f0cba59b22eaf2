"""Printable proxies: nine 63 × 88 mm cards a page, every copy printed, cut marks on each edge line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from tabletop.cli import main
from tabletop.games import registry
from tabletop.render import CardRenderer
from tabletop.render.proxy_sheet import CARD_MM, DPI, PAGES_MM, deck_faces, proxy_pdf, sheet_pages


def _mm(pixels: int) -> float:
    return pixels / DPI * 25.4


def _faces(count: int) -> list[Image.Image]:
    return [Image.new("RGBA", (360, 504), (200, 30, 30, 255)) for _ in range(count)]


@pytest.mark.parametrize("page", ["a4", "letter"])
def test_nine_cards_a_page_at_card_size_centred(page: str) -> None:
    pages = list(sheet_pages(_faces(10), page))
    assert len(pages) == 2
    first = pages[0]
    assert (round(_mm(first.width)), round(_mm(first.height))) == tuple(round(mm) for mm in PAGES_MM[page])
    red = [x for x in range(first.width) if first.getpixel((x, first.height // 2))[0] == 200]
    assert abs(_mm(red[-1] - red[0] + 1) - 3 * CARD_MM[0]) < 1, "three cards of 63 mm across"
    assert abs(red[0] - (first.width - 1 - red[-1])) <= 2, "centred"
    second = pages[1]
    assert second.getpixel((second.width // 2, second.height // 2)) == (255, 255, 255), "one card on the last page"


def test_cut_marks_sit_in_the_margin_in_line_with_card_edges() -> None:
    page = next(sheet_pages(_faces(9)))
    red = [x for x in range(page.width) if page.getpixel((x, page.height // 2))[0] == 200]
    top = min(y for y in range(page.height) if page.getpixel((page.width // 2, y))[0] == 200)
    edge = red[0]
    above = [page.getpixel((edge, y)) for y in range(0, top)]
    assert (0, 0, 0) in above, "a mark above the first card's left edge"
    assert page.getpixel((edge + 20, top - 10)) == (255, 255, 255), "marks only on edge lines"


def test_a_deck_prints_every_copy_into_a_pdf(tmp_path: Path) -> None:
    game = registry.load("wildstorms")
    deck = game.shipped_decks()[0]
    faces = list(deck_faces(CardRenderer(game.faces, game.db), deck))
    assert len(faces) == deck.count()
    pdf = proxy_pdf(faces[:12], "a4", deck.name)
    assert pdf.startswith(b"%PDF") and len(re.findall(rb"/Type /Page\b", pdf)) == 2


def test_the_print_command_writes_the_pdf(tmp_path: Path, capsys) -> None:
    game = registry.load("wms")
    deck = game.shipped_decks()[0]
    out = tmp_path / "proxies.pdf"
    assert main(["decks", "print", "wms", deck.path, "-o", str(out), "--page", "letter"]) == 0
    pdf = out.read_bytes()
    assert len(re.findall(rb"/Type /Page\b", pdf)) == -(-deck.count() // 9)
    assert f"{deck.count()} proxies" in capsys.readouterr().err

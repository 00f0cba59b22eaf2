"""Every card of every game gets a readable proxy face of the right size."""

from __future__ import annotations

import ast
import dataclasses
from functools import cache
from pathlib import Path

import pytest

from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.games.registry import game_class, game_ids
from tabletop.render import CardRenderer, render_canvas
from tabletop.render.canvas import text_fits
from tests.render.samples import samples

SHIPPED = game_ids()  # the shipped games

ROOT = Path(__file__).resolve().parents[2]


@cache
def database(game: str) -> CardDatabase:
    return load_cards(game_class(game).schema, use_cache=False)


def _misfits(canvas) -> list[str]:
    return [f"{fit.text!r} (min {fit.min_size}px)" for fit in canvas.fits if not fit.fits]


@pytest.mark.parametrize("game", SHIPPED)
def test_card_size_is_a_portrait_card(game: str) -> None:
    width, height = game_class(game).faces.size
    assert 300 <= width <= 420 and 1.3 < height / width < 1.5


@pytest.mark.parametrize("game", SHIPPED)
def test_every_shipped_card_renders_whole(game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    db = database(game)
    assert len(db) > 0
    renderer = CardRenderer(game_class(game).faces, db)
    problems = []
    for card_id, card in db.cards.items():
        canvas = renderer.face_canvas(card_id)
        if canvas.image.size != game_class(game).faces.size or canvas.image.mode != "RGBA":
            problems.append(f"{card_id}: image {canvas.image.size} {canvas.image.mode}")
        if canvas.fallback:
            problems.append(f"{card_id}: type {card.type!r} fell back to the generic face")
        if not text_fits(canvas.fits):
            problems.append(f"{card_id}: text cut: {', '.join(_misfits(canvas))}")
        if not canvas.fits:
            problems.append(f"{card_id}: no text drawn")
    assert problems == []


@pytest.mark.parametrize("game", SHIPPED)
def test_every_registered_card_type_has_its_own_face(game: str) -> None:
    """Plain and fully-filled samples of each type the schema registers, shipped or not."""
    db = database(game)
    for card in samples(game):
        canvas = render_canvas(game_class(game).faces, card, db)
        assert canvas.image.size == game_class(game).faces.size, card.id
        assert not canvas.fallback, f"{card.type} has no face of its own"
        if not card.id.endswith("_rich"):
            assert text_fits(canvas.fits), (card.id, _misfits(canvas))
    assert {c.id.removeprefix("sample_").removesuffix("_rich") for c in samples(game)} == set(game_class(game).schema.card_types)


def test_an_unknown_card_type_gets_the_generic_face() -> None:
    card = CardBase(id="odd", name="Odd Card", type="mystery", text="Does something odd.")
    canvas = render_canvas(game_class("wildstorms").faces, card, database("wildstorms"))
    assert canvas.fallback and canvas.image.size == game_class("wildstorms").faces.size
    assert any("Does something odd." in fit.text for fit in canvas.fits)


def test_a_drawing_error_falls_back_to_the_generic_face(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(card: CardBase, db: CardDatabase | None = None) -> None:
        raise AttributeError("a field the drawing code did not expect")

    faces = dataclasses.replace(game_class("wms").faces, face=broken)
    db = database("wms")
    card = next(iter(db.cards.values()))
    canvas = render_canvas(faces, card, db)
    assert canvas.fallback and canvas.image.size == game_class("wms").faces.size


def test_an_unknown_card_id_gets_a_placeholder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    renderer = CardRenderer(game_class("nitro").faces, database("nitro"))
    assert renderer.face_image("no_such_card").size == game_class("nitro").faces.size
    assert renderer.face_path("no_such_card").is_file()


def test_the_renderer_never_imports_qt() -> None:
    for path in (ROOT / "tabletop" / "render").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            assert not any(n.split(".")[0] in ("PySide6", "shiboken6") for n in names), path


def test_faces_drawn_in_several_threads_match_the_sequential_ones() -> None:
    from concurrent.futures import ThreadPoolExecutor

    db = database("unmatched")
    cards = list(db.cards.values())[:12]

    def draw(card: CardBase) -> bytes:
        return render_canvas(game_class("unmatched").faces, card, db).image.tobytes()

    expected = [draw(card) for card in cards]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(draw, cards)) == expected

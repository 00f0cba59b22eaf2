"""Faces drawn at any size: painted with more pixels, not enlarged; the LRU that keeps them."""

from __future__ import annotations

from functools import cache

import pytest
from PIL import Image, ImageChops, ImageFilter, ImageStat

from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardDatabase
from tabletop.games.registry import game_class, game_ids
from tabletop.render import CardRenderer, render_canvas
from tabletop.render.canvas import Canvas
from tabletop.render.lru import ByteLRU
from tests.render.samples import samples

SHIPPED = game_ids()


@cache
def database(game: str) -> CardDatabase:
    return load_cards(game_class(game).schema, use_cache=False)


def _sharpness(image: Image.Image) -> float:
    """The variance of the Laplacian: large where edges are steep (sharp text), small when blurred."""
    laplacian = ImageFilter.Kernel((3, 3), [0, 1, 0, 1, -4, 1, 0, 1, 0], 1, 128)
    return ImageStat.Stat(image.convert("L").filter(laplacian)).var[0]


@pytest.mark.parametrize("game", SHIPPED)
def test_every_card_type_and_the_back_render_at_half_single_and_double_size(game: str) -> None:
    faces = game_class(game).faces
    width, height = faces.size
    db = database(game)
    canvases = [render_canvas(faces, card, db) for card in samples(game)] + [faces.back()]
    for canvas in canvases:
        for scale in (0.5, 1.0, 2.0):
            image = canvas.render(scale)
            assert image.size == (round(width * scale), round(height * scale)) and image.mode == "RGBA"
            assert image.getpixel((0, 0))[3] == 0  # the rounded corner is see-through at every size
            assert image.getpixel((image.width // 2, image.height // 2))[3] == 255


@pytest.mark.parametrize("game", SHIPPED)
def test_a_face_at_twice_the_size_is_drawn_sharper_than_the_single_face_enlarged(game: str, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    db = database(game)
    renderer = CardRenderer(game_class(game).faces, db)
    card_id = next(card_id for card_id, card in db.cards.items() if len(card.text) > 40)
    single = renderer.face_image(card_id)
    double = renderer.face_image(card_id, 2.0)
    assert single.size == (360, 504) and double.size == (720, 1008)
    enlarged = single.resize(double.size, Image.Resampling.BICUBIC)
    difference = ImageStat.Stat(ImageChops.difference(double.convert("RGB"), enlarged.convert("RGB"))).mean
    assert sum(difference) / 3 > 1.0, "the 2x face is the 1x face enlarged"
    text = (0, 600, 720, 1000)  # the lower half, where the card text is
    assert _sharpness(double.crop(text)) > 1.4 * _sharpness(enlarged.crop(text))
    # the same card all the same: drawn at 2x and brought back down, it is close to the 1x face
    reduced = double.resize(single.size, Image.Resampling.LANCZOS)
    assert sum(ImageStat.Stat(ImageChops.difference(reduced.convert("RGB"), single.convert("RGB"))).mean) / 3 < 8


def test_the_single_size_face_is_the_canvas_image_and_drawing_again_repaints_it() -> None:
    canvas = Canvas((100, 140), border="#000000", radius=4)
    canvas.panel((10, 10, 90, 130), "#ff0000", radius=0)
    first = canvas.image
    assert first.getpixel((50, 70))[:3] == (255, 0, 0)
    canvas.panel((10, 10, 90, 130), "#0000ff", radius=0)
    assert canvas.image.getpixel((50, 70))[:3] == (0, 0, 255)
    assert canvas.render(1.0).tobytes() == canvas.image.tobytes()


def test_drawing_straight_on_the_canvas_is_scaled_too() -> None:
    """``canvas.draw`` (Pillow's calls, in design units) lands at the same place at every scale."""
    canvas = Canvas((100, 100), border="#000000", radius=1)
    canvas.draw.line((0, 50, 100, 50), fill="#ffffff", width=4)
    canvas.segment((50, 0), (50, 20), "#00ff00", 2)
    canvas.arc((20, 20, 80, 80), 0, 90, "#ff0000", 3)
    for scale in (0.5, 1.0, 3.0):
        image = canvas.render(scale).convert("RGB")
        assert image.getpixel((round(30 * scale), round(50 * scale))) == (255, 255, 255)
        assert image.getpixel((round(30 * scale), round(40 * scale))) == (0, 0, 0)
        assert image.getpixel((round(50 * scale), round(10 * scale)))[1] > 200
        on_arc = round((50 + 20.15) * scale)  # 45° along the arc, in the middle of its width
        assert image.getpixel((on_arc, on_arc))[0] > 150
    with pytest.raises(AttributeError):
        canvas.draw.bitmap((0, 0), Image.new("L", (2, 2)))


def test_a_thin_rule_stays_at_least_a_pixel_wide_when_small() -> None:
    canvas = Canvas((100, 100), border="#000000", radius=1)
    canvas.segment((0, 50), (100, 50), "#ffffff", 1)
    image = canvas.render(0.25).convert("RGB")
    assert any(image.getpixel((12, y)) != (0, 0, 0) for y in range(11, 15))


def test_a_scale_of_zero_is_refused() -> None:
    with pytest.raises(ValueError):
        Canvas((10, 10)).render(0)


def test_the_lru_drops_the_least_recently_used_once_over_its_bytes() -> None:
    cache: ByteLRU[str] = ByteLRU(100, len)
    cache.put("a", "x" * 40)
    cache.put("b", "x" * 40)
    assert cache.get("a") == "x" * 40  # a is now the most recent
    cache.put("c", "x" * 40)  # 120 bytes: b goes, not a
    assert "b" not in cache and "a" in cache and "c" in cache and cache.bytes == 80
    cache.put("a", "x" * 10)  # replacing a value reweighs it
    assert cache.bytes == 50
    cache.put("huge", "x" * 500)  # alone over the limit: kept, every other one dropped
    assert len(cache) == 1 and cache.get("huge") is not None and cache.bytes == 500
    made = []
    assert cache.get_or_make("d", lambda: made.append(1) or "dd") == "dd"
    assert cache.get_or_make("d", lambda: made.append(1) or "zz") == "dd" and made == [1]
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0

"""The disk cache of faces: reuse, re-render on change, user images, backs."""

from __future__ import annotations

import dataclasses
import hashlib
import re
from pathlib import Path

import pytest
from PIL import Image

from tabletop import paths
from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardDatabase
from tabletop.games.registry import game_class, game_ids
from tabletop.render import CardRenderer

SHIPPED = game_ids()  # the shipped games


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _copy_with(db: CardDatabase, card_id: str, **changes: object) -> CardDatabase:
    cards = dict(db.cards)
    cards[card_id] = dataclasses.replace(cards[card_id], **changes)
    return CardDatabase(db.game, cards, dict(db.sets), dict(db.extras))


def test_face_path_renders_once_then_reuses_the_file(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = load_cards(game_class("wildstorms").schema, use_cache=False)
    card_id = next(iter(db.cards))
    renderer = CardRenderer(game_class("wildstorms").faces, db)
    path = renderer.face_path(card_id)
    assert path.parent == paths.user_cache_dir() / "faces" / "wildstorms"
    assert re.fullmatch(rf"{card_id}-[0-9a-f]{{12}}\.png", path.name)
    assert path.is_relative_to(home)
    with Image.open(path) as image:
        assert image.size == game_class("wildstorms").faces.size

    def must_not_render(card_id: str) -> Image.Image:
        raise AssertionError("a cached face was drawn again")

    monkeypatch.setattr(renderer, "face_image", must_not_render)
    assert renderer.face_path(card_id) == path
    assert CardRenderer(game_class("wildstorms").faces, db).face_path(card_id) == path  # a new renderer finds it too
    assert not list(path.parent.glob("*.tmp"))


def test_a_changed_card_renders_again_and_the_old_render_goes(home: Path) -> None:
    db = load_cards(game_class("nitro").schema, use_cache=False)
    card_id = next(iter(db.cards))
    old = CardRenderer(game_class("nitro").faces, db).face_path(card_id)
    changed_db = _copy_with(db, card_id, name="Renamed For The Test")
    new = CardRenderer(game_class("nitro").faces, changed_db).face_path(card_id)
    assert new != old and new.is_file()
    assert not old.exists()
    # the same data again gives the same file, even from a fresh copy of the database
    again = CardRenderer(game_class("nitro").faces, _copy_with(db, card_id, name="Renamed For The Test")).face_path(card_id)
    assert again == new


def test_moving_a_card_in_its_file_keeps_its_render(home: Path) -> None:
    db = load_cards(game_class("wagon").schema, use_cache=False)
    card_id = next(iter(db.cards))
    first = CardRenderer(game_class("wagon").faces, db).face_path(card_id)
    moved = _copy_with(db, card_id, source="cards/wagon/elsewhere.yaml:999")
    assert CardRenderer(game_class("wagon").faces, moved).face_path(card_id) == first


def test_an_unmatched_card_renders_again_when_its_hero_changes(home: Path) -> None:
    db = load_cards(game_class("unmatched").schema, use_cache=False)
    card = next(c for c in db.cards.values() if getattr(c, "hero", None))
    old = CardRenderer(game_class("unmatched").faces, db).face_path(card.id)
    renamed = _copy_with(db, card.hero, name="Another Hero Name")
    assert CardRenderer(game_class("unmatched").faces, renamed).face_path(card.id) != old


@pytest.mark.parametrize("suffix", [".png", ".jpg", ".jpeg"])
def test_a_user_image_replaces_the_proxy(home: Path, suffix: str) -> None:
    db = load_cards(game_class("wms").schema, use_cache=False)
    card_id = next(iter(db.cards))
    folder = paths.user_images_dir("wms")
    folder.mkdir(parents=True)
    own = folder / f"{card_id}{suffix}"
    Image.new("RGB", (250, 350), "#336699").save(own, format="PNG" if suffix == ".png" else "JPEG")
    renderer = CardRenderer(game_class("wms").faces, db)
    assert renderer.face_path(card_id) == own
    assert not (paths.user_cache_dir() / "faces" / "wms").exists()


@pytest.mark.parametrize("game", SHIPPED)
def test_every_game_has_its_own_back(home: Path, game: str) -> None:
    back = CardRenderer(game_class(game).faces, CardDatabase(game)).back_path()
    assert back.is_file() and back.parent == paths.user_cache_dir() / "faces" / game
    with Image.open(back) as image:
        assert image.size == game_class(game).faces.size
    assert CardRenderer(game_class(game).faces, CardDatabase(game)).back_path() == back


def test_the_backs_differ_between_games(home: Path) -> None:
    digests = {hashlib.sha256(CardRenderer(game_class(g).faces, CardDatabase(g)).back_path().read_bytes()).hexdigest() for g in SHIPPED}
    assert len(digests) == len(SHIPPED)

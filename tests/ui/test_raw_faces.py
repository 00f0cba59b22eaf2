"""The copy of a face's pixels kept beside its PNG: the same pixmap, and only a cache.

A start reads the copy instead of decoding the PNG; the pixmap must be the one the PNG
gives. A damaged, stale or foreign copy is ignored and made again from the PNG; a user's own
picture gets no copy; a card drawn again takes its old copy away with its old PNG.
"""

from __future__ import annotations

import dataclasses
import os
import struct
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtGui import QImage, QPixmap

from tabletop import paths
from tabletop.carddb.loader import load_cards
from tabletop.carddb.model import CardDatabase
from tabletop.games.registry import game_class
from tabletop.render import CardRenderer
from tabletop.ui import raw_faces
from tabletop.ui.face_pixmaps import BACK, FacePixmaps


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture()
def renderer() -> CardRenderer:
    return CardRenderer(game_class("wms").faces, load_cards(game_class("wms").schema))


def _same(a: QPixmap, b: QPixmap) -> bool:
    first, second = a.toImage(), b.toImage()
    return first.format() == second.format() and first.size() == second.size() and first == second


def _from_png(path: Path) -> QPixmap:
    return QPixmap(str(path))  # as the table read every face before


def test_the_copy_gives_the_pixmap_the_png_gives(qapp, renderer: CardRenderer) -> None:  # noqa: ANN001
    card_id = next(iter(renderer.db.cards))
    for png in (renderer.face_path(card_id), renderer.back_path()):
        copy = raw_faces.raw_path(png)
        first = raw_faces.face_pixmap(png)  # decodes the PNG and keeps its pixels
        assert copy.is_file() and _same(first, _from_png(png))
        assert raw_faces._read(copy, os.stat(png)) is not None  # the next start reads the copy
        assert _same(raw_faces.face_pixmap(png), _from_png(png))
    assert not list(copy.parent.glob("*.tmp"))


def test_a_face_read_by_the_table_is_the_same_from_the_png_or_the_copy(qapp, renderer: CardRenderer) -> None:  # noqa: ANN001
    card_id = next(iter(renderer.db.cards))
    first = FacePixmaps(renderer).design(card_id)
    assert raw_faces.raw_path(renderer.face_path(card_id)).is_file()
    again = FacePixmaps(renderer)  # another window, another start
    assert _same(again.design(card_id), first) and _same(again.design(BACK), _from_png(renderer.back_path()))
    assert again.face_of(again.design(card_id)) == card_id  # still known as this card's face (painted larger)


def _header(copy: Path) -> tuple:
    return struct.unpack_from("<8sIIIIqqI", copy.read_bytes())


@pytest.mark.parametrize("damage", ["pixel", "truncated", "longer", "magic", "size", "huge", "format", "empty",
                                    "foreign", "older png"])
def test_a_damaged_or_foreign_copy_is_made_again_from_the_png(qapp, renderer: CardRenderer, damage: str) -> None:  # noqa: ANN001
    png = renderer.face_path(next(iter(renderer.db.cards)))
    raw_faces.face_pixmap(png)
    copy = raw_faces.raw_path(png)
    data = bytearray(copy.read_bytes())
    size = struct.calcsize("<8sIIIIqqI")
    if damage == "pixel":
        data[size + 1000] ^= 0x01
    elif damage == "truncated":
        del data[-7:]
    elif damage == "longer":
        data += b"\0" * 4
    elif damage == "magic":
        data[0:8] = b"notaface"
    elif damage in ("size", "huge"):
        width, height = (361, 504) if damage == "size" else (16384, 16384)
        data[8:20] = struct.pack("<III", width, height, width * 4)
    elif damage == "format":
        data[20:24] = struct.pack("<I", QImage.Format.Format_Indexed8.value)
    elif damage == "empty":
        data = bytearray()
    elif damage == "foreign":
        data = bytearray(os.urandom(len(data)))
    if damage == "older png":  # the PNG was written again since: the copy is not of it
        os.utime(png, ns=(os.stat(png).st_atime_ns, os.stat(png).st_mtime_ns + 1_000_000))
    else:
        copy.write_bytes(bytes(data))
    assert raw_faces._read(copy, os.stat(png)) is None
    assert _same(raw_faces.face_pixmap(png), _from_png(png))  # drawn from the PNG, as if no copy were there
    assert raw_faces._read(copy, os.stat(png)) is not None  # and the copy made again
    assert _header(copy)[0].startswith(b"ttface")


def test_a_copy_that_cannot_be_written_only_costs_the_decoding(qapp, renderer: CardRenderer) -> None:  # noqa: ANN001
    png = renderer.face_path(next(iter(renderer.db.cards)))
    raw_faces.raw_path(png).mkdir()  # a folder where the copy would go
    assert _same(raw_faces.face_pixmap(png), _from_png(png))


def test_a_users_own_picture_gets_no_copy(qapp, renderer: CardRenderer) -> None:  # noqa: ANN001
    card_id = next(iter(renderer.db.cards))
    folder = paths.user_images_dir("wms")
    folder.mkdir(parents=True)
    Image.new("RGB", (250, 350), "#336699").save(folder / f"{card_id}.png")
    faces = FacePixmaps(renderer)
    assert faces.design(card_id).width() == 250
    assert sorted(p.name for p in folder.iterdir()) == [f"{card_id}.png"]
    assert faces.face_of(faces.design(card_id)) is None  # never painted larger: it is shown as it is


def test_a_card_drawn_again_takes_its_old_copy_away(qapp) -> None:  # noqa: ANN001
    db = load_cards(game_class("nitro").schema, use_cache=False)
    card_id = next(iter(db.cards))
    old = CardRenderer(game_class("nitro").faces, db).face_path(card_id)
    raw_faces.face_pixmap(old)
    assert raw_faces.raw_path(old).is_file()
    cards = dict(db.cards)
    cards[card_id] = dataclasses.replace(cards[card_id], name="Renamed For The Test")
    changed = CardDatabase(db.game, cards, dict(db.sets), dict(db.extras))
    new = CardRenderer(game_class("nitro").faces, changed).face_path(card_id)
    assert new.is_file() and not old.exists() and not raw_faces.raw_path(old).exists()


def test_only_the_faces_read_before_the_table_is_up_leave_a_copy(qapp, renderer: CardRenderer) -> None:  # noqa: ANN001
    first, later = list(renderer.db.cards)[:2]
    faces = FacePixmaps(renderer)
    faces.design(first)  # read for the table's first paint
    faces.keep_pixels = False  # the table is up (TableScene.show_at): the worker reads faces ahead
    faces.design(later)
    assert raw_faces.raw_path(renderer.face_path(first)).is_file()
    assert not raw_faces.raw_path(renderer.face_path(later)).exists()
    again = FacePixmaps(renderer)
    again.keep_pixels = False
    assert _same(again.design(first), _from_png(renderer.face_path(first)))  # a copy is still read


def test_a_table_keeps_copies_of_the_faces_it_shows_first_only(qapp) -> None:  # noqa: ANN001
    from tabletop.ui.controller import GameController
    from tabletop.ui.launch import new_session
    from tabletop.ui.table.scene import TableScene

    scene = TableScene(GameController(new_session("wms", [], None, 1, False)))
    assert scene.faces.keep_pixels and scene.faces.designed()  # faces read for the first paint
    scene.show_at(1.0, 1.0)  # painted
    assert not scene.faces.keep_pixels
    scene.faces_ahead.stop()

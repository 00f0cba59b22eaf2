"""Faces on the table, in the large view and the card panel are painted at the size shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from tabletop.engine.session import Session
from tabletop.ui.face_pixmaps import MAX_SCALE, step_scale
from tabletop.ui.main_window import MainWindow
from tests.engine.testgame import TALLY
from tests.ui.conftest import activate


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch) -> MainWindow:  # noqa: ANN001
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    window = MainWindow(Session(TALLY, TALLY.default_setup(7)), autosave=False, remember_layout=False)
    window.ask_on_close = False
    window.scene.set_viewer(0, True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    activate(qtbot, window)
    return window


def _difference(a: QImage, b: QImage) -> float:
    """Mean difference of the grey values of two images of one size (sampled every 3 pixels)."""
    total = count = 0
    for y in range(0, a.height(), 3):
        for x in range(0, a.width(), 3):
            total += abs(qgray(a.pixel(x, y)) - qgray(b.pixel(x, y)))
            count += 1
    return total / count


def qgray(rgb: int) -> int:
    return ((rgb >> 16 & 255) * 11 + (rgb >> 8 & 255) * 16 + (rgb & 255) * 5) // 32


def test_scales_go_in_steps_and_never_enlarge() -> None:
    assert step_scale(50, 360) == step_scale(360, 360) == 1.0
    assert step_scale(361, 360) == pytest.approx(2 ** 0.25)
    assert step_scale(400, 360) == step_scale(428, 360) == pytest.approx(2 ** 0.25)
    assert step_scale(720, 360) == 2.0 and step_scale(721, 360) == pytest.approx(2 ** 1.25)
    for width in range(361, 2160, 7):
        assert width <= 360 * step_scale(width, 360) < width * 1.2  # never enlarged, at most 19% brought down
    assert step_scale(100_000, 360) == MAX_SCALE


def test_a_face_shown_larger_than_designed_is_painted_at_its_step(window) -> None:  # noqa: ANN001
    scene = window.scene
    card = window.controller.state.zones["p0.hand"].cards[0]
    design = scene.pixmap_for(card)
    assert design.width() == 360
    assert scene.faces.sharp(design, 300) is design  # small: the 1x face, brought down
    painted = scene.faces.sharp(design, 400)
    assert painted.width() == round(360 * 2 ** 0.25) and scene.faces.sharp(design, 420) is painted
    double = scene.faces.sharp(design, 720)
    assert double.width() == 720 and double.height() == 1008
    enlarged = design.toImage().scaled(720, 1008, Qt.AspectRatioMode.IgnoreAspectRatio,
                                       Qt.TransformationMode.SmoothTransformation)
    assert _difference(double.toImage(), enlarged) > 1.0  # painted again, not the small face enlarged


def test_the_table_caches_faces_by_card_size_and_device_pixel_ratio(window) -> None:  # noqa: ANN001
    scene = window.scene
    hand = window.controller.state.zones["p0.hand"].cards
    first, second = scene.pixmap_for(hand[0]), scene.pixmap_for(hand[1])
    at_one = scene.shown.framed(first, 500, 700, 1.0)
    assert scene.shown.framed(first, 500, 700, 1.0) is at_one
    at_two = scene.shown.framed(first, 500, 700, 2.0)
    assert at_two is not at_one and at_two.devicePixelRatio() == 2.0 and at_one.devicePixelRatio() == 1.0
    assert scene.faces.wait_idle()  # painted before another size is asked: a size asked while one not
    # begun waits drops that one (the zoom went past it), which on a busy machine made this test flaky
    assert scene.shown.framed(first, 510, 714, 1.0) is not at_one  # another size
    if hand[0] != hand[1] and first is not second:
        assert scene.shown.framed(second, 500, 700, 1.0) is not at_one  # another card
    assert scene.faces.wait_idle()  # the table's faces are painted in the background
    painted = {key for key in scene.faces.sharp_faces._items if key[0] == window.controller.state.cards[hand[0]].definition}
    assert {scale for _, scale in painted} == {step_scale(500, 360), step_scale(510, 360)}


def test_painted_faces_are_kept_within_their_bytes(window) -> None:  # noqa: ANN001
    scene = window.scene
    faces = scene.faces
    faces.sharp_faces.limit = 8 * 1024 * 1024
    design = scene.pixmap_for(window.controller.state.zones["p0.hand"].cards[0])
    for width in range(400, 2000, 60):  # zooming in far
        faces.sharp(design, width)
    assert faces.sharp_faces.bytes <= 8 * 1024 * 1024 or len(faces.sharp_faces) == 1
    assert len(faces.sharp_faces) >= 1


def test_zooming_in_paints_the_faces_on_the_table_larger_in_the_background(window, qtbot) -> None:  # noqa: ANN001
    scene, view = window.scene, window.view
    card = window.controller.state.zones["p0.hand"].cards[0]
    item = scene.card_items[card]
    definition = window.controller.state.cards[card].definition
    while view.transform().m11() * item.width * view.devicePixelRatioF() <= 400:
        view.zoom(1.15)
    view.viewport().repaint()
    shown = view.transform().m11() * item.width * view.devicePixelRatioF()
    scale = step_scale(round(shown), 360)
    first = item.faces[0].pixmap()
    assert first.width() == pytest.approx(shown, abs=2)  # a face at once (the 1x face, brought up)...
    assert scene.faces.pending() > 0 or (definition, scale) in scene.faces.sharp_faces
    assert scene.faces.wait_idle()
    assert (definition, scale) in scene.faces.sharp_faces  # ...then the face painted at this size
    again = item.faces[0].pixmap()
    assert again.cacheKey() != first.cacheKey() and again.width() == first.width()
    assert _difference(again.toImage(), first.toImage()) > 0.5


def test_the_large_view_shows_the_face_painted_at_its_size(window, qtbot) -> None:  # noqa: ANN001
    card = window.controller.state.zones["p0.hand"].cards[0]
    window.scene.hovered(window.scene.card_items[card])
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Z)
    loupe = window.view.loupe
    shown = loupe.pixmap()
    assert shown.deviceIndependentSize().height() > 504  # larger than the faces are designed
    definition = window.controller.state.cards[card].definition
    assert any(key[0] == definition and 360 * key[1] >= shown.width() for key in window.scene.faces.sharp_faces._items)

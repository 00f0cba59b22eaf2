"""A readable table: the loupe, zoom keys, faces drawn for the size they are shown at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tabletop.engine.session import Session
from tabletop.ui.main_window import MainWindow
from tests.engine.testgame import TALLY, EndTurn
from tests.ui.conftest import activate


@pytest.fixture
def window(qtbot) -> MainWindow:  # noqa: ANN001
    window = MainWindow(Session(TALLY, TALLY.default_setup(7)), autosave=False, remember_layout=False)
    window.ask_on_close = False
    window.scene.set_viewer(0, True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    activate(qtbot, window)
    return window


def test_z_shows_the_pointed_card_large_and_the_curtain_hides_it(window, qtbot) -> None:  # noqa: ANN001
    card = window.controller.state.zones["p0.hand"].cards[0]
    window.scene.hovered(window.scene.card_items[card])
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Z)
    loupe = window.view.loupe
    assert loupe.isVisible() and loupe.card_id == card
    assert loupe.pixmap().deviceIndependentSize().height() >= 400  # large: several times a card on the table
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert not loupe.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert loupe.isVisible()
    window.controller.perform(EndTurn())
    assert window.curtain_shown and not loupe.isVisible() and loupe.card_id == ""


def test_hidden_cards_never_reach_the_loupe(window, qtbot) -> None:  # noqa: ANN001
    theirs = window.controller.state.zones["p1.hand"].cards[0]
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Z)
    window.scene.hovered(window.scene.card_items[theirs])
    assert window.view.loupe.card_id == "" and not window.view.loupe.isVisible()


def test_zoom_keys_and_fit(window, qtbot) -> None:  # noqa: ANN001
    view = window.view
    fitted = view.transform().m11()
    qtbot.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() > fitted and not view.fitted
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.fitted and view.transform().m11() == pytest.approx(fitted)


def test_faces_are_scaled_once_per_shown_size(window) -> None:  # noqa: ANN001
    scene = window.scene
    card = window.controller.state.zones["p0.hand"].cards[0]
    source = scene.pixmap_for(card)
    small, again = scene.sized(source, 61, 85), scene.sized(source, 62, 86)
    assert small is again and (small.width(), small.height()) == (64, 88)
    large = scene.sized(source, 240, 336)
    assert (large.width(), large.height()) == (240, 336) and large is not small

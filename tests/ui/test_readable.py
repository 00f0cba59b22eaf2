"""A readable table: the loupe, zoom keys, faces drawn for the size they are shown at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

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
    small, again = scene.shown.sized(source, 61, 85), scene.shown.sized(source, 62, 86)
    assert small is again and (small.width(), small.height()) == (64, 88)
    large = scene.shown.sized(source, 240, 336)
    assert (large.width(), large.height()) == (240, 336) and large is not small


def test_file_new_asks_before_an_unfinished_game_leaves(window, monkeypatch) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    requested: list[bool] = []
    window.ask_on_close = True
    window.new_game_requested.connect(lambda: requested.append(True))
    answer = QMessageBox.StandardButton.Cancel
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args[1]) or answer)
    window.ask_new_game()
    assert not asked and requested == [True]  # nothing played yet: nothing to lose
    window.controller.perform(EndTurn())
    window.ask_new_game()
    assert asked == ["Leave this game?"] and requested == [True]
    answer = QMessageBox.StandardButton.Discard
    window.ask_new_game()
    assert requested == [True, True]
    window.ask_on_close = False


def test_one_main_window_a_new_game_replaces_the_last(qtbot) -> None:  # noqa: ANN001
    from tabletop.ui.launch import Flow

    flow = Flow()
    flow._show_window(Session(TALLY, TALLY.default_setup(1)))
    first = flow.main
    assert first is not None
    first.ask_on_close = first.autosave_enabled = False
    qtbot.addWidget(first)
    flow._show_window(Session(TALLY, TALLY.default_setup(2)))
    assert flow.main is first and flow.windows == [first]
    assert first.controller.session.setup.seed == 2
    quit_action = next(a for a in first.findChildren(QAction) if a.text() == "&Quit" and a.isEnabled())
    quit_action.trigger()
    assert not first.isVisible()


@pytest.mark.parametrize("players", [3, 4])
def test_every_card_sits_inside_its_zone_with_three_and_four_seats(qtbot, players: int) -> None:  # noqa: ANN001
    from tabletop.engine.game import PlayerSetup, Setup
    from tests.ui.conftest import table_window

    names = ("Ann", "Bob", "Cy", "Di")[:players]
    window = table_window(qtbot, Session(TALLY, Setup(TALLY.id, tuple(PlayerSetup(n) for n in names), 3)))
    scene, state = window.scene, window.controller.state
    for card_id, item in scene.card_items.items():
        zone = state.cards[card_id].location
        if not item.isVisible() or zone not in scene.zone_items:
            continue
        inside = scene.zone_items[zone].sceneBoundingRect().adjusted(-2, -2, 2, 2)
        assert inside.contains(item.mapRectToScene(item.shape().boundingRect())), (card_id, zone)


def test_colours_follow_the_setting_light_or_dark(window) -> None:  # noqa: ANN001
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from tabletop.ui import settings, theme

    app = QApplication.instance()
    entries = {a.text(): a for a in window.findChildren(QAction) if a.isEnabled()}
    try:
        entries["Dark"].trigger()
        assert settings.theme() == "dark" and theme.is_dark("dark")
        palette = app.palette()
        assert palette.color(QPalette.ColorRole.Window).lightness() < 80
        assert palette.color(QPalette.ColorRole.WindowText).lightness() > 200
        entries["Light"].trigger()
        assert settings.theme() == "light" and app.palette().color(QPalette.ColorRole.Window).lightness() > 150
    finally:
        window.set_theme("system")
    assert settings.theme() == "system" and theme.is_dark("system") == theme.system_is_dark()

"""A theme change restyles the open windows at once: table, zones, labels, docks, start screen,
curtain, deck browser (View > Colours, or the system's scheme when following it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui import theme
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.items import CardItem, ZoneItem
from tests.ui.conftest import activate


@pytest.fixture
def light(qapp, tmp_path, monkeypatch) -> Iterator[None]:  # noqa: ANN001
    """Start in light colours; leave the application as it was found."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))  # View > Colours writes the setting here
    before = theme.dark_now()
    theme.apply(qapp, "light")
    yield
    theme.apply(qapp, "dark" if before else "light")


def _switch(qtbot, choice: str) -> None:  # noqa: ANN001
    """Switch the colours as the system or View > Colours would, and let the change reach every widget."""
    theme.apply(QApplication.instance(), choice)
    qtbot.wait(20)


def _pixel(widget: QWidget, x: float, y: float) -> QColor:
    return widget.grab().toImage().pixelColor(round(x), round(y))


def _far(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) > 60


def _table_window(qtbot) -> MainWindow:  # noqa: ANN001
    game = registry.load("wms")
    window = MainWindow(Session(game, game.default_setup(3)), autosave=False, remember_layout=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.resize(1280, 720)
    activate(qtbot, window)
    return window


def _bare_felt(window: MainWindow) -> QPointF:
    """A point of the view where nothing lies on the felt."""
    view = window.view
    for y in range(10, view.viewport().height() - 10, 17):
        for x in range(10, view.viewport().width() - 10, 17):
            if not view.items(x, y) and not view.items(x + 6, y + 6):
                return QPointF(x, y)
    raise AssertionError("no bare felt in sight")


def _empty_zone(window: MainWindow) -> ZoneItem:
    """A zone with no card in it, seen whole."""
    for item in window.scene.zone_items.values():
        if not window.controller.state.zones[item.zone_id].cards and item.rect.width() > 30:
            return item
    raise AssertionError("no empty zone")


def test_switching_the_theme_restyles_the_table_zones_labels_and_docks(qtbot, light) -> None:  # noqa: ANN001
    window = _table_window(qtbot)
    view, scene = window.view, window.scene
    felt_at = _bare_felt(window)
    zone = _empty_zone(window)
    zone_at = view.mapFromScene(zone.sceneBoundingRect().center())
    label = zone.label
    pill = label.boundingRect()
    label_at = view.mapFromScene(label.mapToScene(QPointF(pill.left() + 2.5, pill.center().y())))  # the pill, not its words
    log = window.log
    before = {
        "felt": _pixel(view.viewport(), felt_at.x(), felt_at.y()),
        "zone": _pixel(view.viewport(), zone_at.x(), zone_at.y()),
        "label": _pixel(view.viewport(), label_at.x(), label_at.y()),
        "decision panel": _pixel(window.prompt, window.prompt.width() - 4, window.prompt.height() - 4),
        "log": _pixel(log, log.width() / 2, log.height() - 6),
    }
    assert before["felt"] == theme.colour("felt")
    window.set_theme("dark")  # View > Colours > Dark
    assert theme.dark_now()
    qtbot.wait(20)
    after = {
        "felt": _pixel(view.viewport(), felt_at.x(), felt_at.y()),
        "zone": _pixel(view.viewport(), zone_at.x(), zone_at.y()),
        "label": _pixel(view.viewport(), label_at.x(), label_at.y()),
        "decision panel": _pixel(window.prompt, window.prompt.width() - 4, window.prompt.height() - 4),
        "log": _pixel(log, log.width() / 2, log.height() - 6),
    }
    assert after["felt"] == theme.colour("felt") and scene.backgroundBrush().color() == theme.colour("felt")
    for place in before:
        assert _far(before[place], after[place]), (place, before[place].name(), after[place].name())
    window.set_theme("light")
    qtbot.wait(20)
    assert _pixel(view.viewport(), felt_at.x(), felt_at.y()) == before["felt"]


def test_the_names_over_small_fields_are_restyled_to_read_on_the_felt(qtbot, light) -> None:  # noqa: ANN001
    from tabletop.engine.game import PlayerSetup, Setup
    from tests.engine.testgame import TALLY
    from tests.ui.conftest import table_window

    window = table_window(qtbot, Session(TALLY, Setup(TALLY.id, tuple(PlayerSetup(n) for n in ("A", "B", "C")), 3)))
    banners = window.scene._banners
    assert banners

    def contrast_with_felt() -> list[float]:
        felt = theme.colour("felt").lightnessF()
        return [abs(banner.brush().color().lightnessF() - felt) for banner in banners]

    assert min(contrast_with_felt()) > 0.25
    _switch(qtbot, "dark")
    assert min(contrast_with_felt()) > 0.25
    _switch(qtbot, "light")
    assert min(contrast_with_felt()) > 0.25


def test_a_card_frame_and_the_large_view_follow_the_theme(qtbot, light) -> None:  # noqa: ANN001
    window = _table_window(qtbot)
    item = next(i for i in window.scene.card_items.values() if isinstance(i, CardItem) and i.isVisible() and i.faces)
    shown = item.faces[0].pixmap()
    _switch(qtbot, "dark")
    assert item.faces[0].pixmap().cacheKey() != shown.cacheKey()  # framed again for the theme
    assert "loupe" not in window.view.loupe.styleSheet() and theme.css("loupe back") in window.view.loupe.styleSheet()


def test_the_curtain_stays_dark_and_its_button_follows_the_window(qtbot, light) -> None:  # noqa: ANN001
    window = _table_window(qtbot)
    window.curtain.show_for("Ann", theme.series("seats")[1])
    button = window.curtain.button
    light_button = button.palette().color(QPalette.ColorRole.Button)
    _switch(qtbot, "dark")
    assert window.curtain.palette().color(QPalette.ColorRole.Window) == theme.colour("curtain")
    assert button.palette().color(QPalette.ColorRole.Button) != light_button
    assert theme.series("seats")[1].name() in window.curtain.title.styleSheet()  # the seat's colour kept


def test_the_start_screen_words_follow_the_theme(qtbot, light) -> None:  # noqa: ANN001
    from tabletop.ui.start_screen import StartScreen

    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.seed.setText("soon")
    assert screen.setup() is None
    light_error, light_muted = theme.css("error"), theme.css("muted")
    assert light_error in screen.message.styleSheet() and light_muted in screen.about.styleSheet()
    window_colour = screen.palette().color(QPalette.ColorRole.Window)
    _switch(qtbot, "dark")
    assert theme.css("error") != light_error
    assert theme.css("error") in screen.message.styleSheet() and theme.css("muted") in screen.about.styleSheet()
    assert screen.palette().color(QPalette.ColorRole.Window) != window_colour


def test_the_deck_browser_follows_the_theme(qtbot, light) -> None:  # noqa: ANN001
    from tabletop.ui.decks.window import DeckBrowserWindow

    browser = DeckBrowserWindow("wms")
    qtbot.addWidget(browser)
    browser.resize(1280, 720)
    browser.show()
    qtbot.waitExposed(browser)
    editor, decks = browser.editor, browser.deck_list
    shipped = next(row for row in range(decks.count()) if decks.item(row).data(decks_role()) is not None)
    decks.setCurrentRow(shipped)
    decks.itemClicked.emit(decks.item(shipped))
    heading = decks.item(0)
    light_heading = heading.foreground().color()
    light_lock, light_status = editor.lock_label.styleSheet(), editor.status_label.styleSheet()
    light_chart = _pixel(editor.chart, 4, 4)
    _switch(qtbot, "dark")
    assert heading.foreground().color() == theme.colour("ink soft") != light_heading
    assert editor.lock_label.styleSheet() != light_lock and theme.css("lock") in editor.lock_label.styleSheet()
    assert editor.status_label.styleSheet() != light_status
    assert _far(_pixel(editor.chart, 4, 4), light_chart)


def decks_role() -> int:
    from tabletop.ui.decks.deck_list import DECK_ROLE

    return DECK_ROLE


def test_the_system_turning_dark_restyles_an_open_window_that_follows_it(qtbot, light, monkeypatch) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt

    window = _table_window(qtbot)
    assert settings_theme() == "system"
    light_felt = window.scene.backgroundBrush().color()
    monkeypatch.setattr(theme, "system_is_dark", lambda: True)
    QApplication.instance().styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    qtbot.wait(20)
    assert theme.dark_now() and window.scene.backgroundBrush().color() == theme.colour("felt") != light_felt


def settings_theme() -> str:
    from tabletop.ui import settings

    return settings.theme()

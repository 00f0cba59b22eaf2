"""Each kind of file opens where a person expects it: the table, the deck browser, the start screen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tabletop import paths
from tabletop.engine.persistence import save_session
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui.launch import Flow

CARDS = paths.cards_dir()


def _close(flow: Flow) -> None:
    for window in flow.windows:
        if hasattr(window, "ask_on_close"):
            window.ask_on_close = False
        window.close()
    if flow.start is not None:
        flow.start.close()


def test_a_save_and_a_position_open_on_the_table(qtbot, tmp_path: Path) -> None:
    game = registry.load("wms")
    path = tmp_path / "game.tabletop"
    save_session(Session(game, game.default_setup(3)), path)
    flow = Flow()
    assert flow.open_kind(path, "save", None)
    assert flow.open_kind(CARDS / "wms" / "positions" / "guard.yaml", "position", "wms")
    assert [type(w).__name__ for w in flow.windows] == ["MainWindow"]  # one main window: the position replaced the save
    assert flow.main is flow.windows[0] and flow.main.path is None
    assert flow.main.controller.game.legal_actions(flow.main.controller.state)
    _close(flow)


def test_a_deck_opens_in_the_deck_browser_of_its_game(qtbot) -> None:
    flow = Flow()
    assert flow.open_kind(CARDS / "wms" / "decks" / "marine_assault.yaml", "deck", "wms")
    browser = flow.windows[0]
    assert browser.game == "wms" and browser.editor.deck.name
    _close(flow)


def test_a_map_opens_the_start_screen_with_that_board_chosen(qtbot) -> None:
    battlefield = sorted((CARDS / "unmatched" / "battlefields").glob("*.yaml"))[0]
    flow = Flow()
    assert flow.open_kind(battlefield, "battlefield", "unmatched")
    start = flow.start
    assert start is not None
    box = start.option_boxes["battlefield"]
    assert box.currentData() == battlefield.stem or box.currentData() in battlefield.read_text()
    assert "is chosen" in start.message.text()
    _close(flow)


def _drop(widget, path: Path) -> bool:  # noqa: ANN001
    from PySide6.QtCore import QMimeData, QPointF, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent

    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    point = QPointF(widget.width() / 2, widget.height() / 2)
    enter = QDragEnterEvent(point.toPoint(), Qt.DropAction.CopyAction, data, Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier)
    widget.dragEnterEvent(enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(point, Qt.DropAction.CopyAction, data, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    widget.dropEvent(drop)
    return drop.isAccepted()


def test_a_position_dropped_on_the_game_window_replaces_a_finished_or_untouched_game(qtbot) -> None:
    game = registry.load("wms")
    flow = Flow()
    flow._show_window(Session(game, game.default_setup(3)))
    window = flow.main
    window.ask_on_close = False
    assert _drop(window, CARDS / "wms" / "positions" / "near_win.yaml")
    assert flow.main is window and window.controller.state.zones["p1.commander"].cards
    assert window.controller.game.prompt(window.controller.state).startswith("Start Fight")
    _close(flow)


def test_a_file_dropped_on_the_start_screen_opens(qtbot) -> None:
    flow = Flow()
    flow.show_start()
    assert _drop(flow.start, CARDS / "wms" / "decks" / "marine_assault.yaml")
    assert type(flow.windows[-1]).__name__ == "DeckBrowserWindow"
    _close(flow)


def test_nothing_but_one_local_file_is_taken(qtbot) -> None:
    from PySide6.QtCore import QMimeData

    from tabletop.ui.window_exports import dropped_file

    text = QMimeData()
    text.setText("hello")
    assert dropped_file(text) is None

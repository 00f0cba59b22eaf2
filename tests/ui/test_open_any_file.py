"""Each kind of file opens where a person expects it: the table, the deck browser, the start screen."""

from __future__ import annotations

from pathlib import Path

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

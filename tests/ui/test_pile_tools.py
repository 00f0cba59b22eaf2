"""A pile's menu on the table: the engine's pile tools, each one undoable step."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QInputDialog, QLabel, QMenu

from tabletop.engine.session import Session
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table import manual_tools
from tests.engine.testgame import TALLY, EndTurn
from tests.ui.conftest import activate


@pytest.fixture
def window(qtbot, monkeypatch) -> MainWindow:  # noqa: ANN001
    window = MainWindow(Session(TALLY, TALLY.default_setup(7)), autosave=False, remember_layout=False)
    window.ask_on_close = False
    window.scene.set_viewer(0, True)
    qtbot.addWidget(window)
    activate(qtbot, window)
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args: (2, True))
    return window


def _entries(menu: QMenu) -> dict:
    found = {}
    for action in menu.actions():
        if action.menu() is not None:
            found[action.text()] = _entries(action.menu())
        elif action.text():
            found[action.text()] = action
    return found


def _deck_menu(window: MainWindow) -> dict:
    _spot, rect = window.scene.zone_spots["p0.deck"]
    menu = manual_tools.context_menu(window.scene, window.scene.zone_items["p0.deck"].sceneBoundingRect().center())
    assert menu is not None and rect
    window._kept_menu = menu  # the menu must outlive this function while the test clicks it
    entries = _entries(menu)
    return entries["Manual override"]["Pile: Deck"]  # the deck's top card is under the pointer


def test_the_deck_menu_reveals_moves_the_pile_and_a_look_stays_hidden_from_the_next_seat(window, qtbot) -> None:  # noqa: ANN001
    state = window.controller.state
    deck = list(state.zones["p0.deck"].cards)
    entries = _deck_menu(window)
    entries["Reveal the top cards to everyone…"].trigger()
    assert window.controller.session.history.done[-1].label.startswith("Reveal the top 2 cards of Ann's deck: ")
    entries = _deck_menu(window)
    entries["Look at the top cards (only you)…"].trigger()
    assert window.controller.session.history.done[-1].label == "Ann looks at the top 2 cards of Ann's deck"
    shown = [w for w in window.findChildren(QLabel) if w.accessibleName()
             in {TALLY.card_label(state, c) for c in deck[-2:]}]
    assert len(shown) == 2
    window.controller.perform(EndTurn())  # the screen passes: the look closes with the curtain
    assert window.curtain_shown
    assert not [w for w in window.findChildren(QLabel) if w.isVisible() and w.accessibleName()
                in {TALLY.card_label(state, c) for c in deck[-2:]}]
    window.curtain.button.click()
    window.controller.undo_stack.undo()
    window.scene.set_viewer(0, True)
    entries = _deck_menu(window)
    entries["Move the whole pile to"]["Field (Ann)"].trigger()
    assert list(state.zones["p0.field"].cards) == deck
    steps = window.controller.undo_stack.index()
    window.controller.undo_stack.undo()
    assert list(state.zones["p0.deck"].cards) == deck and window.controller.undo_stack.index() == steps - 1


"""Menu windows are reused, not made again on every click (issue 23, defect 10)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog

from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui.main_window import MainWindow


def _top_levels() -> int:
    return len([w for w in QApplication.topLevelWidgets() if not w.isHidden() or isinstance(w, QDialog)])


def test_rules_shortcuts_and_deck_browser_are_one_window_each(qtbot) -> None:  # noqa: ANN001
    game = registry.load("wms")
    window = MainWindow(Session(game, game.default_setup(3)), autosave=False, remember_layout=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.show()
    window.show_rules()
    window.show_shortcuts()
    window.open_deck_browser()
    dialogs = window.findChildren(QDialog)
    browser = window._windows["decks:wms"]
    before = _top_levels()
    for _ in range(20):
        window.show_rules()
        window.show_shortcuts()
        window.open_deck_browser()
    assert window.findChildren(QDialog) == dialogs and len(dialogs) == 2
    assert window._windows["decks:wms"] is browser and browser.isVisible()
    assert _top_levels() == before
    window._windows["rules:wms"].close()
    window.show_rules()
    assert window._windows["rules:wms"].isVisible() and window.findChildren(QDialog) == dialogs
    browser.close()

"""The deck editor undoes and redoes every edit (Ctrl+Z / Ctrl+Shift+Z), across a save too."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import activate
from tests.ui.decks.conftest import double_click_card

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def test_ctrl_z_takes_back_each_added_card_and_ctrl_shift_z_puts_it_back(window, qtbot) -> None:
    activate(qtbot, window)
    editor = window.editor
    for card in ("grifter", "grifter", "apollo"):
        double_click_card(qtbot, window, card)
    assert editor.deck.sections == {"main": {"grifter": 2, "apollo": 1}} and editor.dirty
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert editor.deck.sections == {"main": {"grifter": 2}}
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert editor.deck.count() == 0 and not editor.dirty, "back to the deck as it was opened"
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert editor.deck.sections == {"main": {"grifter": 1}} and editor.dirty
    assert window.undo_action.text() == "&Undo Add Grifter"


def test_renaming_and_format_are_undone_too_and_a_save_keeps_the_history(window, qtbot) -> None:
    activate(qtbot, window)
    editor = window.editor
    double_click_card(qtbot, window, "grifter")
    editor.name_edit.clear()
    qtbot.keyClicks(editor.name_edit, "Raid")
    assert editor.deck.name == "Raid"
    window.actions.save.trigger()
    assert not editor.dirty and editor.deck.path
    path = editor.deck.path
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert editor.deck.name == "New deck" and editor.name_edit.text() == "New deck", "typing a name is one step"
    assert editor.dirty and editor.deck.path == path, "undo after a save stays in the same file"
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert editor.deck.name == "Raid" and not editor.dirty


def test_opening_another_deck_starts_its_own_history(window, qtbot) -> None:
    double_click_card(qtbot, window, "grifter")
    window.actions.new_deck()
    assert not window.editor.undo_stack.canUndo()

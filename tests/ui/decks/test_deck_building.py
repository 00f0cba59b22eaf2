"""Adding and removing cards, sections, formats, live rule checks and the chart."""

from __future__ import annotations

import warnings

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tabletop.carddb.decks import Deck
from tabletop.ui.decks.card_grid import card_mime
from tabletop.ui.decks.deck_chart import NO_VALUE, chart_data
from tabletop.ui.decks.deck_tree import ENTRY_ROLE
from tests.ui.decks.conftest import double_click_card


def _select_in_tree(window, section: str, card_id: str) -> None:
    tree = window.editor.tree
    for top in range(tree.topLevelItemCount()):
        head = tree.topLevelItem(top)
        for child in range(head.childCount()):
            item = head.child(child)
            if item.data(0, ENTRY_ROLE) == (section, card_id):
                tree.setCurrentItem(item)
                return
    raise AssertionError(f"{card_id} is not in the {section} section")


def test_double_clicking_a_card_in_the_grid_adds_it_to_the_deck(window, qtbot) -> None:
    double_click_card(qtbot, window, "grifter")
    assert window.editor.deck.sections["main"] == {"grifter": 1}
    double_click_card(qtbot, window, "grifter")
    assert window.editor.deck.sections["main"] == {"grifter": 2}
    assert window.editor.dirty and window.isWindowModified()
    assert window.editor.count_label.text() == "2 cards"
    head = window.editor.tree.topLevelItem(0)
    assert head.text(0) == "Main deck — 2"
    assert (head.child(0).text(0), head.child(0).text(1)) == ("2×", "Grifter")
    assert window.actions.save.isEnabled()


def test_enter_on_the_grid_adds_the_current_card_to_the_chosen_section(window, qtbot) -> None:
    editor = window.editor
    editor.section_combo.setCurrentIndex(editor.section_combo.findData("side"))
    window.select_card("shield")
    window.grid.setFocus()
    qtbot.keyClick(window.grid, Qt.Key.Key_Return)
    assert editor.deck.sections["side"] == {"shield": 1}


def test_a_rule_problem_appears_and_disappears_as_the_deck_changes(window, qtbot) -> None:
    editor = window.editor
    assert editor.problems == ["The deck has 0 cards; it needs at least 4."]
    assert editor.status_label.text().startswith("✗ 1 problem")
    assert editor.problem_list.count() == 1
    for card_id in ("grifter", "grifter", "zealot", "apollo"):
        double_click_card(qtbot, window, card_id)
    assert editor.problems == []
    assert editor.status_label.text() == "✓ Legal deck (Standard format)"
    assert editor.problem_list.isHidden()
    double_click_card(qtbot, window, "grifter")
    assert editor.problems == ["Grifter appears 3 times; at most 2 copies."]
    assert editor.problem_list.item(0).text() == "Grifter appears 3 times; at most 2 copies."
    _select_in_tree(window, "main", "grifter")
    editor.tree.setFocus()
    qtbot.keyClick(editor.tree, Qt.Key.Key_Delete)
    assert editor.deck.sections["main"]["grifter"] == 2
    assert editor.problems == []


def test_the_format_changes_the_rules_checked(window, qtbot) -> None:
    editor = window.editor
    for card_id in ("grifter", "zealot", "apollo", "spartan"):
        double_click_card(qtbot, window, card_id)
    assert editor.problems == []
    assert [editor.format_combo.itemData(i) for i in range(editor.format_combo.count())] == ["standard", "big"]
    editor.format_combo.setCurrentIndex(1)
    editor.format_combo.activated.emit(1)
    assert editor.deck.format == "big"
    assert editor.problems == ["The deck has 4 cards; it needs at least 8."]
    assert "At least 8 cards" in editor.format_label.text()


def test_plus_minus_remove_and_double_click_in_the_deck(window, qtbot) -> None:
    editor = window.editor
    editor.add_card("midnighter")
    _select_in_tree(window, "main", "midnighter")
    qtbot.mouseClick(editor.plus_button, Qt.MouseButton.LeftButton)
    assert editor.deck.sections["main"]["midnighter"] == 2
    qtbot.mouseClick(editor.minus_button, Qt.MouseButton.LeftButton)
    assert editor.deck.sections["main"]["midnighter"] == 1
    qtbot.mouseClick(editor.plus_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    assert "midnighter" not in editor.deck.sections["main"]
    editor.add_card("apollo")
    _select_in_tree(window, "main", "apollo")
    item = editor.tree.currentItem()
    rect = editor.tree.visualItemRect(item)
    qtbot.mouseDClick(editor.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert editor.deck.count() == 0


def _drag_and_drop(widget, point: QPoint, card_ids: list[str]) -> bool:
    """Deliver drag-enter, drag-move and drop events carrying card ids at ``point``."""
    mime = card_mime(card_ids)
    args = (Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    with warnings.catch_warnings():  # PySide marks the only QPoint constructors deprecated
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(point, *args)
        move = QDragMoveEvent(point, *args)
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return False
    QApplication.sendEvent(widget, move)
    drop = QDropEvent(QPointF(point), *args)
    QApplication.sendEvent(widget, drop)
    return drop.isAccepted()


def test_dropping_cards_on_a_section_row_puts_them_there(window) -> None:
    tree = window.editor.tree
    side_row = next(tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
                    if tree.topLevelItem(i).data(0, ENTRY_ROLE)[0] == "side")
    assert _drag_and_drop(tree.viewport(), tree.visualItemRect(side_row).center(), ["pistols", "shield"])
    assert window.editor.deck.sections["side"] == {"pistols": 1, "shield": 1}
    empty = QPoint(10, tree.viewport().height() - 5)
    assert _drag_and_drop(tree.viewport(), empty, ["helspont"])
    assert window.editor.deck.sections["main"] == {"helspont": 1}


def test_a_shipped_deck_refuses_drops(window) -> None:
    window.actions.show_deck(window.deck_list.decks[0])
    tree = window.editor.tree
    assert not _drag_and_drop(tree.viewport(), QPoint(20, 20), ["helspont"])
    assert "helspont" not in window.editor.deck.sections["main"]


def test_options_are_edited_as_key_value_pairs(window, qtbot) -> None:
    editor = window.editor
    editor.options_edit.setText("leader=spartan; note=fast")
    editor.options_edit.editingFinished.emit()
    assert editor.deck.options == {"leader": "spartan", "note": "fast"}
    editor.options_edit.setText("nonsense")
    editor.options_edit.editingFinished.emit()
    assert editor.deck.options == {"leader": "spartan", "note": "fast"}
    assert editor.options_edit.text() == "leader=spartan; note=fast"


def test_the_chart_is_a_cost_curve_stacked_by_type(window) -> None:
    data = window.data
    deck = Deck("deckdemo", "Curve", {"main": {"grifter": 2, "zealot": 1, "pistols": 3, "helspont": 1}})
    chart = chart_data(deck, data.db, data.cost_field())
    assert chart.title == "Cost curve (main deck)"
    assert chart.labels == ["1", "2", "3", "4", "5", "6"]
    assert chart.stacks[0] == {"gear": 3} and chart.stacks[2] == {"hero": 2} and chart.stacks[5] == {"hero": 1}
    assert chart.total() == 7
    by_type = chart_data(deck, data.db, None)
    assert (by_type.title, by_type.labels) == ("Cards per type (main deck)", ["Hero", "Gear"])
    assert [sum(s.values()) for s in by_type.stacks] == [4, 3]
    window.editor.set_deck(deck)
    assert window.editor.chart.data.total() == 7
    window.editor.chart.grab()  # paints without errors
    assert NO_VALUE not in chart.labels

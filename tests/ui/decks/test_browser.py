"""The card grid, search box, filters and preview of the deck browser."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from tabletop.games.registry import game_ids
from tabletop.ui.decks.window import screenshot
from tests.ui.decks.conftest import grid_index, open_window, shown_ids
from tests.ui.decks.demo_game import CARDS, GAME, write_data

SHIPPED = game_ids()  # the shipped games

ALL = ["grifter", "zealot", "spartan", "apollo", "midnighter", "helspont", "pistols", "shield"]


def test_the_grid_shows_every_card_of_the_game(window) -> None:
    assert shown_ids(window) == ALL
    assert window.count_label.text() == "8 of 8 cards"
    assert window.windowTitle().startswith("New deck")


def test_typing_in_the_search_box_filters_the_grid_letter_by_letter(window, qtbot) -> None:
    counts = []
    window.search.setFocus()
    for letter in "mid":
        qtbot.keyClick(window.search, letter)
        counts.append(len(shown_ids(window)))
    assert shown_ids(window) == ["midnighter"]
    assert counts[0] > counts[-1]
    assert window.count_label.text() == "1 of 8 cards"
    window.search.clear()
    qtbot.keyClicks(window.search, "warlord")  # words of the card text are searched too
    assert shown_ids(window) == ["helspont"]
    window.search.clear()
    assert shown_ids(window) == ALL


def test_a_tag_filter_and_a_range_filter_narrow_the_grid(window, qtbot) -> None:
    panel = window.filters
    assert set(panel.tag_boxes["teams"]) == {"wildcats", "stormwatch", "daemonites"}
    panel.tag_boxes["teams"]["stormwatch"].setChecked(True)
    assert shown_ids(window) == ["apollo", "midnighter"]
    panel.tag_boxes["teams"]["daemonites"].setChecked(True)  # any of the checked values
    assert shown_ids(window) == ["apollo", "midnighter", "helspont"]
    low, high = panel.range_spins["cost"]
    low.setValue(5)
    assert shown_ids(window) == ["helspont"]
    assert panel.reset_button.isEnabled()
    qtbot.mouseClick(panel.reset_button, Qt.MouseButton.LeftButton)
    assert shown_ids(window) == ALL
    high.setValue(2)
    assert shown_ids(window) == ["pistols", "shield"]


def test_type_and_yes_no_filters(window) -> None:
    panel = window.filters
    panel.type_boxes["gear"].setChecked(True)
    assert shown_ids(window) == ["pistols", "shield"]
    panel.reset()
    panel.flag_combos["unique"].setCurrentText("Yes")
    assert shown_ids(window) == ["spartan", "helspont"]


def test_selecting_a_card_previews_it_with_every_field(window, qtbot) -> None:
    window.select_card("spartan")
    assert window.preview.card_id == "spartan"
    text = window.preview.details.toPlainText()
    for expected in ("Spartan", "Android leader.", "Cost", "5", "Power", "7", "Teams", "wildcats",
                     "Unique", "Yes", "Demo Core", "core.yaml"):
        assert expected in text
    qtbot.waitUntil(window.preview.image.has_image, timeout=20_000)


def test_thumbnails_load_for_the_visible_cards(window) -> None:
    assert window.wait_for_images(30)
    assert window.model is not None
    assert window.model.thumbnail_cached("grifter")


def test_a_game_whose_card_data_is_broken_shows_the_problems(qtbot, demo: Path) -> None:
    bad = CARDS.replace("cost: 3, power: 5", "cost: three, power: 5").replace("slot: armour", "slot: hat")
    write_data(demo.parent, bad)
    window = open_window(qtbot, GAME)
    assert window.stack.currentWidget() is window.error_page
    text = window.error_text.toPlainText()
    assert "core.yaml:7: 'cost' should be a whole number, not 'three'" in text
    assert "core.yaml:14: 'slot' should be one of 'weapon', 'armour', not 'hat'" in text
    assert not window.actions.save_as.isEnabled()
    window.editor.add_card("grifter")  # nothing to add to: no crash, no change
    assert window.editor.deck.count() == 0


def test_switching_games_from_the_picker(window, demo: Path) -> None:
    combo = window.game_combo
    assert combo.currentData() == GAME
    combo.setCurrentIndex(combo.findData("wagon"))
    assert window.game == "wagon"
    assert window.data is not None and window.data.name == "W.A.G.O.N."
    assert window.stack.currentWidget() is window.error_page  # the test's cards folder has no wagon sets
    assert "no wagon card sets found" in window.error_text.toPlainText()
    combo.setCurrentIndex(combo.findData(GAME))
    assert shown_ids(window) == ALL


def test_screenshot_writes_a_png_of_the_browser(demo: Path, tmp_path: Path) -> None:
    out = tmp_path / "decks.png"
    assert screenshot(GAME, out, (1200, 800)) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)


@pytest.mark.parametrize("game", SHIPPED)
def test_every_shipped_game_opens_with_cards_or_problems(qtbot, game: str) -> None:
    window = open_window(qtbot, game)
    data = window.data
    assert data is not None
    if data.db is None:
        assert window.stack.currentWidget() is window.error_page
        assert data.problems
        return
    assert len(shown_ids(window)) == len(data.db)
    for deck in window.deck_list.decks:
        window.actions.show_deck(deck)
        assert window.editor.deck.name == deck.name
        assert window.editor.problems is None or isinstance(window.editor.problems, list)


def test_hovering_a_card_previews_it_and_leaving_returns_to_the_selection(window, qtbot) -> None:
    window.select_card("zealot")
    index = grid_index(window, "apollo")
    qtbot.mouseMove(window.grid.viewport(), window.grid.visualRect(index).center())
    qtbot.waitUntil(lambda: window.preview.card_id == "apollo", timeout=2000)
    window.grid.cardHovered.emit("")  # the mouse left the cards
    assert window.preview.card_id == "zealot"


def test_without_a_card_renderer_the_cards_get_painted_text_faces(qtbot, demo: Path, monkeypatch) -> None:
    from tabletop.ui.decks import images

    def broken(*_args: object) -> None:
        raise RuntimeError("no renderer here")

    monkeypatch.setattr(images, "CardRenderer", broken)
    window = open_window(qtbot)
    assert window.wait_for_images(30)
    assert window.model is not None and window.model.thumbnail_cached("grifter")
    window.select_card("shield")
    qtbot.waitUntil(window.preview.image.has_image, timeout=5000)


def test_rows_come_in_batches_and_a_card_far_down_is_brought_in(qtbot, demo: Path, monkeypatch) -> None:
    """A search matching many cards lays out only the first batch; scrolling to the end, or
    choosing a card further on, brings the rest (the count still names every match)."""
    from tabletop.ui.decks import card_grid

    monkeypatch.setattr(card_grid, "ROWS_AT_ONCE", 3)
    window = open_window(qtbot)
    window.resize(300, 320)  # room for about one card: the grid asks for no more rows by itself
    model = window.model
    assert model is not None
    model.set_ids(list(reversed(ALL)))
    assert model.rowCount() == 3 and model.canFetchMore(window.grid.rootIndex())
    assert model.card_id(3) is None and model.ids == list(reversed(ALL))
    model.fetchMore(window.grid.rootIndex())
    assert model.rowCount() == 6
    window.select_card("grifter")  # the last of the eight
    assert model.rowCount() == 8 and not model.canFetchMore(window.grid.rootIndex())
    assert window.grid.current_card() == "grifter"
    window.search.setText("e")  # the current card stays current among the new matches
    assert window.grid.current_card() == "grifter"
    assert window.count_label.text() == f"{len(model.ids)} of 8 cards"


def test_a_grid_with_room_to_spare_brings_in_rows_until_it_is_full(qtbot, demo: Path, monkeypatch) -> None:
    from tabletop.ui.decks import card_grid

    monkeypatch.setattr(card_grid, "ROWS_AT_ONCE", 3)
    window = open_window(qtbot)  # 1400 × 900: room for all eight cards
    model = window.model
    assert model is not None
    model.set_ids(list(reversed(ALL)))
    qtbot.waitUntil(lambda: model.rowCount() == 8)
    window.grid.viewport().repaint()
    assert window.grid.indexAt(window.grid.visualRect(model.index(7)).center()).row() == 7

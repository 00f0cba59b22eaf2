"""Deck files: save and reload, import and export, shipped decks, unsaved changes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tabletop import paths
from tabletop.carddb.deck_import import read_deck_list
from tabletop.carddb.decks import load_deck
from tabletop.ui.decks.deck_list import DECK_ROLE
from tests.ui.decks.conftest import double_click_card
from tests.ui.decks.demo_game import GAME


def _click_deck(qtbot, window, name: str) -> None:
    item = window.deck_list.item_for(name)
    assert item is not None, f"no deck named {name!r} in the list"
    rect = window.deck_list.visualItemRect(item)
    qtbot.mouseClick(window.deck_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _build(qtbot, window, *card_ids: str) -> None:
    for card_id in card_ids:
        double_click_card(qtbot, window, card_id)


def test_save_writes_the_users_decks_folder_and_the_deck_reloads(window, qtbot) -> None:
    editor = window.editor
    _build(qtbot, window, "grifter", "grifter", "apollo", "shield")
    editor.name_edit.clear()
    qtbot.keyClicks(editor.name_edit, "Team Rush")
    assert editor.deck.name == "Team Rush"
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    saved = paths.user_decks_dir(GAME) / "team_rush.yaml"
    assert saved.is_file()
    assert not editor.dirty and not window.isWindowModified()
    on_disk = load_deck(saved, window.data.db)
    assert on_disk.name == "Team Rush" and on_disk.format == "standard"
    assert on_disk.sections == {"main": {"grifter": 2, "apollo": 1, "shield": 1}}
    window.actions.new_deck()
    assert editor.deck.count() == 0
    _click_deck(qtbot, window, "Team Rush")
    assert editor.deck.sections == on_disk.sections
    assert editor.deck.path == str(saved) and not editor.deck.read_only
    assert window.actions.delete.isEnabled()


def test_importing_a_text_list_keeps_what_it_reads_and_lists_the_rest(window, qtbot, tmp_path: Path) -> None:
    _build(qtbot, window, "zealot")
    listing = tmp_path / "list.txt"
    listing.write_text("# Raid\n2 Grifter\n1 Nobody Special\nGrifer x2\n", encoding="utf-8")
    window.dialogs.open_answer = listing
    window.actions.import_text.trigger()
    [(title, text, details)] = window.dialogs.errors
    assert title == "Some lines were not imported" and "2 cards imported" in text and "2 lines could" in text
    assert any(line.endswith("list.txt:3: no card named 'Nobody Special'") for line in details)
    assert any("list.txt:4: no card named 'Grifer'; did you mean 'Grifter'" in line for line in details)
    assert window.editor.deck.sections == {"main": {"grifter": 2}} and window.editor.dirty


def test_a_list_with_no_readable_line_changes_nothing(window, qtbot, tmp_path: Path) -> None:
    _build(qtbot, window, "zealot")
    before = window.editor.deck
    listing = tmp_path / "list.txt"
    listing.write_text("1 Nobody Special\nthree Zealots please\n", encoding="utf-8")
    window.dialogs.open_answer = listing
    window.actions.import_text.trigger()
    [(title, text, details)] = window.dialogs.errors
    assert title == "Nothing to import" and len(details) == 2
    assert window.editor.deck == before


def test_pasting_a_forum_list_imports_it(window) -> None:
    window.dialogs.text_answer = "// my list\n2x Grifter\nTwin Pistols x1\n"
    window.actions.paste_text.trigger()
    assert window.dialogs.errors == []
    assert window.editor.deck.sections == {"main": {"grifter": 2, "pistols": 1}} and window.editor.dirty


def test_importing_a_good_text_list_replaces_the_deck(window, tmp_path: Path) -> None:
    listing = tmp_path / "raid.txt"
    listing.write_text("# Raid\n2 Grifter\n1 twin pistols\nSide:\n1 Kinetic Shield\n", encoding="utf-8")
    window.dialogs.open_answer = listing
    window.actions.open.trigger()
    deck = window.editor.deck
    assert deck.name == "Raid"
    assert deck.sections == {"main": {"grifter": 2, "pistols": 1}, "side": {"shield": 1}}
    assert window.editor.dirty and window.actions.save.isEnabled()


def test_a_malformed_yaml_deck_lists_its_file_line_problems(window, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: deck\ngame: deckdemo\nname: Bad\nsections:\n  main:\n    grifter: 2\n    ghost: 1\n",
                   encoding="utf-8")
    window.dialogs.open_answer = bad
    window.actions.open.trigger()
    [(_, text, details)] = window.dialogs.errors
    assert "bad.yaml has 1 problem" in text
    assert details[0].endswith("bad.yaml:7: unknown deckdemo card 'ghost'")
    assert window.editor.deck.name == "New deck"
    broken = tmp_path / "broken.yaml"
    broken.write_text("kind: deck\nname: [unclosed\n", encoding="utf-8")
    window.dialogs.open_answer = broken
    window.actions.open.trigger()
    assert len(window.dialogs.errors) == 2 and "broken.yaml" in window.dialogs.errors[1][1]


def test_export_as_text_and_yaml(window, qtbot, tmp_path: Path) -> None:
    _build(qtbot, window, "grifter", "grifter", "midnighter")
    window.dialogs.save_answer = tmp_path / "out"
    window.actions.export_text.trigger()
    text = (tmp_path / "out.txt").read_text(encoding="utf-8")
    assert text.startswith("# New deck\n") and "2 Grifter\n1 Midnighter\n" in text
    again = read_deck_list(text, window.data.db).deck
    assert (again.sections, again.format) == (window.editor.deck.sections, "standard")
    window.dialogs.save_answer = tmp_path / "out.yaml"
    window.actions.export_yaml.trigger()
    assert load_deck(tmp_path / "out.yaml", window.data.db).sections == window.editor.deck.sections
    assert window.editor.dirty  # exporting is not saving


def test_shipped_decks_are_read_only_and_save_as_makes_an_editable_copy(window, qtbot) -> None:
    item = window.deck_list.item_for("Starter")
    assert item.data(DECK_ROLE).read_only and not item.icon().isNull()
    _click_deck(qtbot, window, "Starter")
    editor = window.editor
    assert editor.deck.read_only and editor.lock_row.isVisibleTo(window)
    assert window.windowTitle().replace("[*]", "").startswith("Starter (read-only)")
    double_click_card(qtbot, window, "apollo")
    assert "apollo" not in editor.deck.sections["main"]
    assert "shipped deck" in window.statusBar().currentMessage()
    assert editor.name_edit.isReadOnly() and not editor.plus_button.isEnabled()
    assert not window.actions.save.isEnabled() and not window.actions.delete.isEnabled()
    window.dialogs.name_answer = "My Starter"
    window.actions.save_as.trigger()
    copy = paths.user_decks_dir(GAME) / "my_starter.yaml"
    assert copy.is_file()
    assert not editor.deck.read_only and editor.deck.name == "My Starter"
    double_click_card(qtbot, window, "apollo")
    assert editor.deck.sections["main"] == {"grifter": 2, "zealot": 2, "apollo": 1}
    shipped = paths.cards_dir() / GAME / "decks" / "starter.yaml"
    assert "apollo" not in shipped.read_text(encoding="utf-8")


def test_unsaved_changes_are_asked_about_before_switching_decks(window, qtbot) -> None:
    _build(qtbot, window, "helspont")
    window.dialogs.unsaved_answer = "cancel"
    _click_deck(qtbot, window, "Starter")
    assert window.dialogs.unsaved_asked == 1
    assert window.editor.deck.sections["main"] == {"helspont": 1}
    window.dialogs.unsaved_answer = "save"
    _click_deck(qtbot, window, "Starter")
    assert window.editor.deck.name == "Starter"
    assert (paths.user_decks_dir(GAME) / "new_deck.yaml").is_file()
    window.actions.new_deck()
    _build(qtbot, window, "apollo")
    window.dialogs.unsaved_answer = "discard"
    window.actions.new_deck()
    assert window.editor.deck.count() == 0 and window.dialogs.unsaved_asked == 3


def test_closing_with_unsaved_changes_can_be_cancelled(window, qtbot) -> None:
    _build(qtbot, window, "apollo")
    window.dialogs.unsaved_answer = "cancel"
    assert not window.close()
    assert window.isVisible()
    window.dialogs.unsaved_answer = "discard"
    assert window.close()


def test_deleting_an_own_deck_asks_first(window, qtbot) -> None:
    _build(qtbot, window, "apollo")
    assert window.actions.save_deck()
    path = Path(window.editor.deck.path)
    window.dialogs.confirm_answer = False
    window.actions.delete.trigger()
    assert path.is_file()
    window.dialogs.confirm_answer = True
    window.actions.delete.trigger()
    assert not path.exists()
    assert window.editor.deck.name == "New deck"
    assert window.deck_list.item_for("New deck") is None


def test_an_unreadable_deck_file_in_the_users_folder_is_listed_not_fatal(demo: Path, qtbot) -> None:
    folder = paths.user_decks_dir(GAME)
    folder.mkdir(parents=True)
    (folder / "broken.yaml").write_text("kind: deck\ngame: deckdemo\nname: X\nsections: {main: {ghost: 1}}\n",
                                        encoding="utf-8")
    from tests.ui.decks.conftest import open_window

    window = open_window(qtbot)
    notes = [window.deck_list.item(row) for row in range(window.deck_list.count())]
    warning = [item for item in notes if "could not be read" in item.text()]
    assert warning and "unknown deckdemo card 'ghost'" in warning[0].toolTip()


def test_switching_games_asks_about_unsaved_changes(window, qtbot) -> None:
    _build(qtbot, window, "apollo")
    combo = window.game_combo
    window.dialogs.unsaved_answer = "cancel"
    combo.setCurrentIndex(combo.findData("wms"))
    assert window.game == GAME and combo.currentData() == GAME
    assert window.editor.deck.sections["main"] == {"apollo": 1}
    window.dialogs.unsaved_answer = "discard"
    combo.setCurrentIndex(combo.findData("wms"))
    assert window.game == "wms"


def test_print_proxies_writes_a_pdf_of_the_deck(window, qtbot, tmp_path: Path) -> None:
    _build(qtbot, window, "grifter", "grifter", "midnighter")
    window.dialogs.save_answer = tmp_path / "raid"
    assert window.actions.print_proxies_file()
    pdf = (tmp_path / "raid.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and pdf.count(b"/Type /Page\n") + pdf.count(b"/Type /Page ") >= 1

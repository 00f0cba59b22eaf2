"""A community JSON deck opened from a file, dropped, or pasted into the deck browser."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.ui.decks.deck_list import DECK_ROLE
from tabletop.ui.decks.io_actions import Dialogs
from tabletop.ui.decks.window import DeckBrowserWindow
from tabletop.ui.launch import Flow
from tests.ui.decks.conftest import FakeDialogs

SAMPLE = Path(__file__).resolve().parents[1] / "fixtures" / "unmatched" / "community_deck.json"


def _close(flow: Flow) -> None:
    for window in flow.windows:
        window.close()
    if flow.start is not None:
        flow.start.close()


def test_tabletop_file_opens_a_community_deck_imported_in_the_deck_browser(qtbot, monkeypatch) -> None:
    shown: list[tuple[str, str, list[str]]] = []
    monkeypatch.setattr(Dialogs, "inform", lambda self, title, text, details: shown.append((title, text, details)))
    monkeypatch.setattr(Dialogs, "error", lambda self, *args, **kwargs: pytest.fail(f"an error dialog: {args}"))
    flow = Flow()
    assert flow.open_any(SAMPLE)
    browser = flow.windows[0]
    assert isinstance(browser, DeckBrowserWindow) and browser.game == "unmatched"
    deck = browser.editor.deck
    assert deck.name == "The Keeper" and deck.count() == 30 and deck.origin == "community"
    assert Path(deck.path) == paths.user_decks_dir("unmatched") / "community_the_keeper.yaml"
    assert browser.editor.origin_label.text().startswith("Origin: community list")
    assert "community_the_keeper" in browser.data.db.cards  # the browser shows the new cards
    title, text, details = shown[0]
    assert title == "Deck imported" and "30 cards" in text
    assert any(line.startswith("  - Lamp Flare:") for line in details)
    assert any("Not automated (4)" in line for line in details)
    _close(flow)


def test_a_pasted_community_deck_is_imported_and_a_broken_one_changes_nothing(qtbot) -> None:
    browser = DeckBrowserWindow("unmatched")
    qtbot.addWidget(browser)
    dialogs = FakeDialogs()
    browser.dialogs = dialogs  # type: ignore[assignment]
    before = browser.editor.deck
    broken = json.loads(SAMPLE.read_text(encoding="utf-8"))
    broken["deck_data"]["cards"][1]["boost"] = -2
    dialogs.text_answer = json.dumps(broken, indent=2)
    browser.actions.paste_list()
    assert dialogs.errors and dialogs.errors[0][0] == "Cannot import the deck"
    assert any("the pasted deck:" in line and "boost should be" in line for line in dialogs.errors[0][2])
    assert browser.editor.deck == before and not paths.user_cards_dir("unmatched").exists()
    dialogs.text_answer = SAMPLE.read_text(encoding="utf-8")
    browser.actions.paste_list()
    assert browser.editor.deck.name == "The Keeper" and dialogs.infos[0][0] == "Deck imported"
    assert (paths.user_cards_dir("unmatched") / "community_the_keeper.yaml").is_file()


def test_the_deck_list_says_where_every_unmatched_deck_comes_from(qtbot) -> None:
    """Issue 17: every invented deck is labelled in the deck browser's list (and on the start screen)."""
    browser = DeckBrowserWindow("unmatched")
    qtbot.addWidget(browser)
    browser.dialogs = FakeDialogs()  # type: ignore[assignment]
    browser.dialogs.text_answer = SAMPLE.read_text(encoding="utf-8")
    browser.actions.paste_list()
    items = [browser.deck_list.item(row) for row in range(browser.deck_list.count())]
    texts = {item.data(DECK_ROLE).name: item.text() for item in items if item.data(DECK_ROLE) is not None}
    assert texts["Alice"] == "Alice  (30)  · the project's own"
    assert texts["Squirrel Girl"] == "Squirrel Girl  (30)  · community list"
    assert texts["The Keeper"] == "The Keeper  (30)  · community list"
    assert all(text.endswith(("· the project's own", "· community list")) for text in texts.values())

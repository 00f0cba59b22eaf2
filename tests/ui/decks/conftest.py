"""Fixtures for the deck browser: the demo game's data, a window, scripted dialogs."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt

from tabletop import paths
from tabletop.ui.decks.window import DeckBrowserWindow
from tests.ui.decks.demo_game import GAME, install_rules, write_data


@dataclass
class FakeDialogs:
    """Answers the window's questions without modal dialogs and records its messages."""

    errors: list[tuple[str, str, list[str]]] = field(default_factory=list)
    infos: list[tuple[str, str, list[str]]] = field(default_factory=list)
    unsaved_answer: str = "discard"
    unsaved_asked: int = 0
    confirm_answer: bool = True
    open_answer: Path | None = None
    save_answer: Path | None = None
    name_answer: str | None = None
    text_answer: str | None = None

    def error(self, title: str, text: str, details: list[str] | None = None) -> None:
        self.errors.append((title, text, list(details or [])))

    def inform(self, title: str, text: str, details: list[str]) -> None:
        self.infos.append((title, text, list(details)))

    def ask_unsaved(self, name: str) -> str:
        self.unsaved_asked += 1
        return self.unsaved_answer

    def confirm(self, title: str, text: str) -> bool:
        return self.confirm_answer

    def open_path(self, title: str, directory: Path, filters: str) -> Path | None:
        return self.open_answer

    def save_path(self, title: str, suggested: Path, filters: str) -> Path | None:
        return self.save_answer

    def ask_name(self, title: str, label: str, default: str) -> str | None:
        return self.name_answer

    def ask_text(self, title: str, label: str) -> str | None:
        return self.text_answer


@pytest.fixture
def demo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The demo game's cards folder (shipped data root patched to it), a private home."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    cards_root = tmp_path / "cards"
    write_data(cards_root)
    monkeypatch.setattr(paths, "cards_dir", lambda: cards_root)
    install_rules(monkeypatch)
    return cards_root / GAME


def open_window(qtbot, game: str = GAME) -> DeckBrowserWindow:  # noqa: ANN001 - pytest-qt fixture
    window = DeckBrowserWindow(game)
    window.dialogs = FakeDialogs()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def window(qtbot, demo: Path) -> DeckBrowserWindow:  # noqa: ANN001 - pytest-qt fixture
    return open_window(qtbot)


def grid_index(window: DeckBrowserWindow, card_id: str) -> QModelIndex:
    assert window.model is not None
    row = window.model.row_for(card_id)
    assert row >= 0, f"{card_id} is not shown in the grid"
    return window.model.index(row)


def double_click_card(qtbot, window: DeckBrowserWindow, card_id: str) -> None:  # noqa: ANN001
    """A real double-click on the card's item in the grid."""
    index = grid_index(window, card_id)
    window.grid.scrollTo(index)
    centre = window.grid.visualRect(index).center()
    qtbot.mouseDClick(window.grid.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def shown_ids(window: DeckBrowserWindow) -> list[str]:
    assert window.model is not None
    return list(window.model.ids)

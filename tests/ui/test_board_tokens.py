"""Tokens sharing a space on a board: the fighter that fills it keeps the centre; markers (a
battlefield item, a trap, fog) and small fighters sit around it, drawn over its edge, so none
hides another (issue 17: an item token under a fighter)."""

from __future__ import annotations

import math

import pytest

from tabletop import paths
from tabletop.engine.position_file import read_position
from tabletop.engine.position_script import session_of
from tabletop.games import registry
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.items import TokenItem

POSITIONS = paths.cards_dir() / "unmatched" / "positions"


def _window(qtbot, name: str) -> MainWindow:  # noqa: ANN001
    window = MainWindow(session_of(read_position(POSITIONS / f"{name}.yaml", registry.load)), autosave=False,
                        remember_layout=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    window.resize(1500, 950)
    return window


def _items_on(window: MainWindow, space: str) -> dict[str, TokenItem]:
    state = window.scene.state
    return {str(t.data["name"]): window.scene.token_items[t.id]
            for t in state.tokens.values() if t.location == f"space:{space}"}


def _apart(a: TokenItem, b: TokenItem) -> float:
    return math.dist((a.pos().x(), a.pos().y()), (b.pos().x(), b.pos().y()))


@pytest.mark.parametrize(("position", "space", "centre"), [
    ("battlefield_item_scheme", "warehouse_7", "Robin Hood"),  # an item token under a hero
    ("small_fighters", "nave_5", "Medusa"),  # two squirrels in Medusa's space
])
def test_no_token_on_a_space_hides_another(qtbot, position: str, space: str, centre: str) -> None:  # noqa: ANN001
    window = _window(qtbot, position)
    items = _items_on(window, space)
    fighter = items.pop(centre)
    assert items, "the position puts other tokens on the fighter's space"
    middle = window.scene.board.centres[space]
    assert (fighter.pos().x(), fighter.pos().y()) == (middle.x(), middle.y())
    for name, item in items.items():
        assert _apart(item, fighter) >= TokenItem.RADIUS, f"{name} sits under {centre}"
        assert item.zValue() > fighter.zValue(), f"{name} is drawn under {centre}"
    small = TokenItem.RADIUS * 0.72
    others = list(items.values())
    assert all(_apart(a, b) >= small for i, a in enumerate(others) for b in others[i + 1:])

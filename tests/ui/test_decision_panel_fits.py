"""The decision panel fits its dock: its words and choices wrap to the dock's width (never a
horizontal scroll bar, never a cut choice), in every game and variant, at 1500x950 and
1280x720, as the game goes on; and the dock grows to show its choices."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication, QDockWidget

from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup, variants_of
from tabletop.games import registry
from tabletop.ui.wrap_button import WrapButton
from tests.ui.conftest import table_window

TABLES = [(game_id, variant.id, variant.players[1]) for game_id in ("wildstorms", "wms", "nitro", "wagon", "unmatched")
          for variant in variants_of(registry.load(game_id))]
SIZES = ((1500, 950), (1280, 720))


def _problems(window) -> list[str]:  # noqa: ANN001
    for _ in range(3):  # the new choices laid out, the scroll area told of their size
        QApplication.processEvents()
    panel = window.prompt
    found = []
    if panel.scroll.horizontalScrollBar().isVisible() or panel.scroll.widget().width() > panel.scroll.viewport().width():
        found.append(f"wider than its dock ({panel.scroll.widget().width()} > {panel.scroll.viewport().width()})")
    for button in panel.findChildren(WrapButton):
        if button.isVisibleTo(panel) and not button.words_fit():
            found.append(f"choice cut: {button.text()!r} at {button.width()}x{button.height()}")
        if button.isVisibleTo(panel) and button.geometry().right() > panel.scroll.viewport().width():
            found.append(f"choice past the dock's edge: {button.text()!r}")
    return found


@pytest.mark.parametrize(("game_id", "variant", "players"), TABLES)
def test_the_decision_panel_wraps_to_its_dock_as_the_game_goes_on(qtbot, game_id: str, variant: str, players: int) -> None:  # noqa: ANN001
    game = registry.load(game_id)
    window = table_window(qtbot, Session(game, new_setup(game, 7, variant=variant, players=players)), size=SIZES[0])
    controller = window.controller
    chooser = random.Random(7)
    longest = ""
    for step in range(120):
        if step % 4 == 0:  # at each size in turn
            size = SIZES[step // 4 % 2]
            window.resize(*size)
            assert _problems(window) == [], f"{game_id} {variant} at {size} after {step} steps"
        longest = max([longest, *(b.text() for b in window.prompt.findChildren(WrapButton))], key=len)
        legal = controller.legal_actions()
        if controller.session.is_over() or not legal:
            break
        if window.curtain_shown:
            window.curtain.button.click()
        controller.perform(chooser.choice(legal))
    assert longest, "no choice was ever shown on the panel"


def test_a_long_choice_wraps_and_the_dock_grows_to_show_it(qtbot) -> None:  # noqa: ANN001
    """The case seen at 1500x950: a dock laid out for short words, then a long choice."""
    game = registry.load("wms")
    window = table_window(qtbot, Session(game, game.default_setup(5)), size=(1280, 720))
    panel = window.prompt
    dock = panel.parentWidget()
    assert isinstance(dock, QDockWidget)
    qtbot.waitUntil(lambda: panel.scroll.verticalScrollBar().maximum() == 0, timeout=3000)  # its six choices shown
    before = dock.height()
    words = "Tactical retreat: lose the Fight, discard the hand, draw 5 — and a few more words to be sure it wraps"
    panel.buttons.insertWidget(0, WrapButton(words))
    panel._report_height()
    qtbot.waitUntil(lambda: dock.height() > before, timeout=3000)  # taken from the log below it
    assert _problems(window) == []
    long_one = next(b for b in panel.findChildren(WrapButton) if b.text() == words)
    assert long_one.height() > 2 * long_one.fontMetrics().height()  # on more than one line
    assert dock.width() <= 340  # the column did not widen for it


def test_the_per_seat_lines_name_only_the_seats_that_have_a_value(qtbot) -> None:  # noqa: ANN001
    """Unmatched 2v2 at 1280x720: no 'Player 2 —' for forms and traps nobody has, so the choices
    stay in sight without scrolling (nine lines of status pushed them below the dock's share)."""
    game = registry.load("unmatched")
    session = Session(game, new_setup(game, 7, variant="2v2", players=4, options={"battlefield": "lantern_market"}))
    window = table_window(qtbot, session, size=(1280, 720))
    panel = window.prompt
    status = panel.status.text()
    assert "—" not in status and "Traps left" not in status  # nobody has a trap or a form to show
    qtbot.waitUntil(lambda: panel.scroll.verticalScrollBar().maximum() == 0, timeout=3000)
    assert _problems(window) == []

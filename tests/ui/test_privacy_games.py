"""Hot-seat privacy in every game and with 2–4 seats: behind the curtain nothing changes the
game; after a pass no card hidden from the seat now looking is drawn, previewed or named."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget, QToolTip

from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup, variants_of
from tabletop.games import registry
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table import manual_tools
from tests.engine.testgame import TALLY, EndTurn
from tests.ui.conftest import double_click, drag, table_window


def _seat_counts(game) -> list[int]:  # noqa: ANN001
    counts = {2}
    for variant in variants_of(game):
        counts.update({variant.players[0], variant.players[1]})
    return sorted(c for c in counts if 2 <= c <= 4)


CASES = [(game_id, players) for game_id in registry.game_ids()
         for players in _seat_counts(registry.load(game_id))]


def _window(qtbot, session: Session) -> MainWindow:  # noqa: ANN001
    return table_window(qtbot, session)


def _step(window: MainWindow, chooser: random.Random) -> bool:
    """One step as the deciding seat would take it (a random legal action, or pass the turn)."""
    controller = window.controller
    if controller.session.is_over():
        return False
    actions = controller.legal_actions()
    if actions:
        return controller.perform(chooser.choice(actions))
    if not controller.rules_on:
        return manual_tools.end_turn(controller)
    return False


def _until_curtain(window: MainWindow, seed: int, limit: int = 400) -> int:
    """Play until the curtain comes down; return the seat that looked before it."""
    chooser = random.Random(seed)
    for _ in range(limit):
        looking = window.scene.viewer
        secret = _a_secret_of(window, looking)
        if secret is not None:
            window.scene.hovered_card.emit(secret)  # the last seat points at its own secret card
        if not _step(window, chooser):
            break
        if window.curtain_shown:
            return looking
    pytest.skip("no pass between people came up in this game")


def _a_secret_of(window: MainWindow, seat: int | None) -> str | None:
    game, state = window.controller.game, window.controller.state
    others = [s for s in range(len(state.players)) if s != seat]
    return next((c for c in state.cards if game.card_visible(state, seat, c)
                 and not all(game.card_visible(state, o, c) for o in others)), None)


def _poke_everything(window: MainWindow, qtbot) -> None:  # noqa: ANN001
    """Every way a person could reach the game behind the curtain."""
    for dock in window.findChildren(QDockWidget):
        if dock.widget() is None:
            continue
        for button in dock.widget().findChildren(QAbstractButton):
            button.click()
    for keys in (Qt.Key.Key_Z, Qt.Key.Key_Y):
        qtbot.keyClick(window, keys, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    for action in window._game_actions:
        action.trigger()
    history = window.history
    if history.model().rowCount():
        first = history.visualRect(history.model().index(0, 0)).center()
        qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=first)
    scene = window.scene
    for item in list(scene.card_items.values())[:12]:
        centre = item.sceneBoundingRect().center()
        double_click(window.view, centre)
        drag(window.view, centre, centre + QPointF(0, -150), shift=True)
    QApplication.processEvents()


def _assert_nothing_hidden_shows(window: MainWindow) -> None:
    game, state, scene = window.controller.game, window.controller.state, window.scene
    viewer = scene.viewer
    assert window.preview.card_id == "" or game.card_visible(state, viewer, window.preview.card_id)
    for card_id, item in scene.card_items.items():
        if not game.card_visible(state, viewer, card_id):
            assert not scene.face_visible(card_id)
            assert item.label == "Face-down card" and item.toolTip() == "Face-down card"
    assert "Pass to" not in window.curtain.detail.text()


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_behind_the_curtain_nothing_changes_and_no_hidden_card_shows_after_the_pass(
        qtbot, game_id: str, players: int) -> None:  # noqa: ANN001
    game = registry.load(game_id)
    session = Session(game, new_setup(game, 3, players=players))
    window = _window(qtbot, session)
    looked = _until_curtain(window, seed=5)
    controller = window.controller
    assert window.preview.card_id == "", "the last seat's card left in the preview"
    assert window.curtain.geometry() == window.rect()
    before, steps = controller.state.to_json(), controller.undo_stack.index()
    _poke_everything(window, qtbot)
    assert controller.state.to_json() == before and controller.undo_stack.index() == steps
    assert window.curtain_shown
    window.curtain.button.click()
    assert window.scene.viewer != looked and window.scene.viewer == controller.deciding_seat()
    _assert_nothing_hidden_shows(window)


@pytest.mark.parametrize("players", [3, 4])
def test_curtain_goes_round_three_and_four_seats_in_turn(qtbot, players: int) -> None:  # noqa: ANN001
    names = ("Ann", "Bob", "Cy", "Di")[:players]
    session = Session(TALLY, Setup(TALLY.id, tuple(PlayerSetup(n) for n in names), 7))
    window = _window(qtbot, session)
    for seat in [*range(1, players), 0]:
        window.controller.perform(EndTurn())
        assert window.curtain_shown and window.curtain.title.text() == f"Pass to {names[seat]}"
        for button in window.prompt.findChildren(QAbstractButton):
            button.click()
        assert window.controller.state.active_player == seat
        window.curtain.button.click()
        assert window.scene.viewer == seat
        _assert_nothing_hidden_shows(window)
        hand = window.controller.state.zones[f"p{seat}.hand"].cards
        assert hand and all(window.scene.face_visible(c) for c in hand)


def test_hidden_hand_survives_floating_docks_tooltips_and_the_privacy_switch(qtbot) -> None:  # noqa: ANN001
    session = Session(TALLY, TALLY.default_setup(7))
    window = _window(qtbot, session)
    log = next(d for d in window.findChildren(QDockWidget) if d.objectName() == "Decision")
    log.setFloating(True)
    log.show()
    window.scene.hovered_card.emit(window.controller.state.zones["p0.hand"].cards[0])
    window.controller.perform(EndTurn())
    assert window.curtain_shown
    assert not log.isVisible(), "a floating dock is a window the curtain cannot cover"
    assert window.preview.card_id == "" and QToolTip.text() == ""
    privacy = window._game_actions[2]
    assert not privacy.isEnabled()
    privacy.trigger()
    assert window.curtain_shown and window.scene.private
    window.curtain.button.click()
    assert log.isVisible() and privacy.isEnabled()

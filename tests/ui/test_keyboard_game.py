"""Whole games by keyboard only: from the start screen to the winner, no mouse, no calls into
the controller (the player reads the screen and presses keys)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsItem

from tabletop.games import registry
from tabletop.ui.launch import Flow
from tabletop.ui.main_window import MainWindow
from tests.ui.conftest import activate
from tests.ui.keyboard_driver import KeyboardPlayer, focused, key, tab_to


def _start_by_keys(qtbot, game_name: str, seed: str, options: dict[str, str]) -> tuple[Flow, MainWindow]:  # noqa: ANN001
    """The start screen by keys: Tab to the games, type the game's name, Tab to each option and
    press Down until it reads the wanted words, Tab to the seed and type it, Enter on Start."""
    flow = Flow()
    flow.show_start()
    screen = flow.start
    assert screen is not None
    qtbot.addWidget(screen)
    activate(qtbot, screen)
    tab_to(qtbot, screen.games)
    interval = QApplication.keyboardInputInterval()
    QApplication.setKeyboardInputInterval(60_000)  # a loaded machine may take longer between keys than a person
    try:
        qtbot.keyClicks(screen.games, game_name)  # the list jumps to the item typed
    finally:
        QApplication.setKeyboardInputInterval(interval)
    assert screen.games.currentItem().text().startswith(game_name)
    for key_name, words in options.items():
        box = screen.option_boxes[key_name]
        tab_to(qtbot, box)
        for _ in range(box.count()):
            if box.currentText() == words:
                break
            key(qtbot, Qt.Key.Key_Down)
        assert box.currentText() == words
    tab_to(qtbot, screen.seed)
    key(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(screen.seed, seed)
    tab_to(qtbot, screen.start_button)
    key(qtbot, Qt.Key.Key_Return)
    window = flow.main
    assert window is not None, screen.message.text()
    window.ask_on_close = False
    window.autosave_enabled = False
    qtbot.addWidget(window)
    window.resize(1280, 720)
    activate(qtbot, window)
    window.scene.set_viewer(window.scene.viewer, True)
    return flow, window


def test_a_whole_wildstorms_game_from_the_start_screen_by_keyboard_only(qtbot) -> None:  # noqa: ANN001
    flow, window = _start_by_keys(qtbot, "WildStorms", "8", {
        "no_battlesite": "No battlesite: first to 20 points",
        "stops_1": "Only when I hold a card I could play", "stops_2": "Only when I hold a card I could play"})
    assert window.controller.game.id == "wildstorms"
    assert dict(window.controller.session.setup.options)["no_battlesite"] == "20"
    player = KeyboardPlayer(qtbot, window, seed=8, wanted=("attack", "attack", "recruit", ""))
    steps = 0
    while not window.controller.session.is_over() and steps < 3000:
        assert player.step() or window.curtain_shown
        steps += 1
    assert window.controller.session.is_over(), f"no winner after {steps} steps"
    winner = window.controller.state.players[window.controller.session.winner()].name
    assert winner in window.prompt.prompt.text()
    assert all(player.used[way] > 0 for way in ("panel", "table", "list", "curtain")), player.used


@pytest.mark.parametrize("game_id", ["wms", "nitro", "wagon", "unmatched"])
def test_three_hundred_steps_of_every_other_game_by_keyboard_only(qtbot, game_id: str) -> None:  # noqa: ANN001
    name = registry.load(game_id).name
    flow, window = _start_by_keys(qtbot, name, "5", {})
    assert window.controller.game.id == game_id
    player = KeyboardPlayer(qtbot, window, seed=5)
    steps = done = 0
    while steps < 300 and not window.controller.session.is_over():
        before = window.controller.undo_stack.index()
        if player.step():
            QApplication.processEvents()
            done += window.controller.undo_stack.index() > before
        steps += 1
    assert done >= 200 or window.controller.session.is_over(), (done, player.used)
    assert focused() is not None


@pytest.mark.parametrize("game_id", ["wildstorms", "wms", "unmatched"])
def test_the_keyboard_cursor_and_the_action_list_never_show_a_hidden_card(qtbot, game_id: str) -> None:  # noqa: ANN001
    """Arrow keys over every card the table shows: a card hidden from the seat looking never reaches
    the card panel or the large view; an action list entry about such a card does not name it."""
    import random

    from tabletop.engine.session import Session
    from tabletop.ui.action_palette import choices
    from tests.ui.conftest import table_window

    game = registry.load(game_id)
    window = table_window(qtbot, Session(game, game.default_setup(3)))
    controller, scene = window.controller, window.scene
    chooser = random.Random(3)
    seen_hidden = 0
    for _ in range(40):
        if window.curtain_shown:
            window.curtain.button.click()
        window.view.loupe.set_on(True)
        window.focus_table()
        for _ in range(len(scene.card_items)):
            key_item = window.view.cursor_card.move("right")
            assert key_item is not None
            assert key_item.keyed and not key_item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, \
                "the card under the cursor paints its ring"
            if not scene.face_visible(key_item.card_id):
                seen_hidden += 1
                assert window.preview.card_id != key_item.card_id
                assert window.view.loupe.card_id != key_item.card_id
        seat = controller.deciding_seat()
        for words, action in choices(controller):
            subject = action.subject()
            if subject in controller.state.cards and not game.card_visible(controller.state, seat, subject):
                assert words.endswith("a face-down card")
        legal = controller.legal_actions()
        if not legal:
            break
        controller.perform(chooser.choice(legal))
    assert seen_hidden > 0  # the cursor did go over hidden cards (the other seat's hand, a deck)

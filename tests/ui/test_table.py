"""The table with real mouse events: drags become engine steps, undo/redo, saves, curtain."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox

from tabletop.engine.persistence import save_session
from tabletop.engine.session import Session
from tabletop.ui.main_window import MainWindow
from tabletop.ui.table.geometry import arrange
from tests.engine.testgame import TALLY, EndTurn
from tests.ui.conftest import activate, double_click, drag


@pytest.fixture
def window(qtbot):
    session = Session(TALLY, TALLY.default_setup(7))
    win = MainWindow(session, autosave=False)
    win.ask_on_close = False
    win.scene.set_viewer(0, False)  # open hands unless a test turns privacy on
    qtbot.addWidget(win)
    win.resize(1400, 900)
    activate(qtbot, win)
    return win


def centre_of(win: MainWindow, card_id: str) -> QPointF:
    return win.scene.card_items[card_id].sceneBoundingRect().center()


def zone_point(win: MainWindow, zone_id: str) -> QPointF:
    _, rect = win.scene.zone_spots[zone_id]
    return QPointF(rect.x + rect.width - 60, rect.y + rect.height / 2)


def test_dragging_a_card_from_hand_to_field_plays_it_and_ctrl_z_puts_it_back(window, qtbot) -> None:
    state = window.controller.state
    card = state.zones["p0.hand"].cards[0]
    drag(window.view, centre_of(window, card), zone_point(window, "p0.field"))
    assert state.cards[card].location == "p0.field"
    name = window.controller.game.card_label(state, card)
    assert window.controller.session.history.done[-1].label == f"play {name}"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state.cards[card].location == "p0.hand"
    assert window.scene.card_items[card].pos() == _expected_pos(window, card)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert state.cards[card].location == "p0.field"


def test_an_illegal_drop_snaps_back_and_says_why(window) -> None:
    state = window.controller.state
    card = state.zones["p0.hand"].cards[0]
    before = state.to_json()
    drag(window.view, centre_of(window, card), zone_point(window, "p1.hand"))
    assert state.to_json() == before
    assert "Not a legal move now" in window.statusBar().currentMessage()
    assert window.scene.card_items[card].pos() == _expected_pos(window, card)


def test_shift_drag_is_a_manual_override_marked_in_the_log(window) -> None:
    state = window.controller.state
    card = state.zones["p0.hand"].cards[0]
    drag(window.view, centre_of(window, card), zone_point(window, "p0.deck"), shift=True)
    assert state.cards[card].location == "p0.deck"
    assert state.cards[card].face_up is False
    last = window.controller.session.history.done[-1]
    assert last.manual and last.label.startswith("Move ")
    assert window.log.entries()[-1].startswith("1. by hand · ")


def test_dropping_onto_a_card_tucks_it_under(window) -> None:
    state = window.controller.state
    host, other = state.zones["p0.hand"].cards[:2]
    drag(window.view, centre_of(window, host), zone_point(window, "p0.field"))
    drag(window.view, centre_of(window, other), centre_of(window, host))
    assert state.cards[other].location == "@" + host
    assert state.cards[host].attachments == [other]


def test_double_click_in_rules_mode_takes_the_only_action(window) -> None:
    state = window.controller.state
    card = state.zones["p0.hand"].cards[0]
    drag(window.view, centre_of(window, card), zone_point(window, "p0.field"))
    double_click(window.view, centre_of(window, card))  # Tap is its only menu action
    assert state.cards[card].rotation == 90


def _expected_pos(win: MainWindow, card_id: str) -> QPointF:
    """Where the layout says a card in a zone (not attached) must be drawn."""
    state = win.controller.state
    zone_id = state.cards[card_id].location
    spot, rect = win.scene.zone_spots[zone_id]
    cards = state.zones[zone_id].cards
    slots = arrange(spot, rect, len(cards), win.scene.card, [len(state.cards[c].attachments) for c in cards],
                    zone_id in win.scene.upward_zones, [state.cards[c].rotation % 180 == 90 for c in cards])
    slot = slots[cards.index(card_id)]
    return QPointF(slot.x, slot.y)


def _scene_matches_engine(win: MainWindow) -> None:
    state = win.controller.state
    for zone in state.zones.values():
        for card_id in zone.cards:
            assert win.scene.card_items[card_id].pos() == _expected_pos(win, card_id), card_id
        for card_id in zone.cards:
            for attached in state.cards[card_id].attachments:
                host = win.scene.card_items[card_id].pos()
                assert win.scene.card_items[attached].pos().x() == host.x()


def test_random_gestures_then_undo_all_restore_the_start_and_the_scene_follows(window, qtbot) -> None:
    chooser = random.Random(5)
    state = window.controller.state
    initial = state.to_json()
    for _ in range(25):
        me = state.active_player
        hand = state.zones[f"p{me}.hand"].cards
        field = state.zones[f"p{me}.field"].cards
        window.scene.set_viewer(me, False)
        roll = chooser.random()
        if hand and roll < 0.4:
            drag(window.view, centre_of(window, chooser.choice(hand)), zone_point(window, f"p{me}.field"))
        elif hand and field and roll < 0.6:
            drag(window.view, centre_of(window, chooser.choice(hand)), centre_of(window, chooser.choice(field)))
        elif roll < 0.75:
            source = chooser.choice(list(state.cards))
            if window.scene.card_items[source].isVisible():
                drag(window.view, centre_of(window, source), zone_point(window, chooser.choice(list(state.zones))), shift=True)
        else:
            window.controller.perform(EndTurn())
        _scene_matches_engine(window)
    assert window.controller.undo_stack.count() > 5
    while window.controller.undo_stack.canUndo():
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state.to_json() == initial
    _scene_matches_engine(window)


def test_clicking_a_history_step_goes_there(window) -> None:
    state = window.controller.state
    for card in list(state.zones["p0.hand"].cards):
        drag(window.view, centre_of(window, card), zone_point(window, "p0.field"))
    assert len(state.zones["p0.field"].cards) == 3
    window.controller.undo_stack.setIndex(1)
    assert len(state.zones["p0.field"].cards) == 1
    assert len(window.log.entries()) == 2 and window.log.entries()[0].startswith("Tally")


def test_save_then_open_restores_the_table(window, tmp_path: Path, qtbot) -> None:
    state = window.controller.state
    card = state.zones["p0.hand"].cards[0]
    drag(window.view, centre_of(window, card), zone_point(window, "p0.field"))
    path = tmp_path / "game.tabletop"
    assert window.save_to(path)
    other = MainWindow(Session(TALLY, TALLY.default_setup(99)), autosave=False)
    other.ask_on_close = False
    qtbot.addWidget(other)
    window.close()
    activate(qtbot, other)
    assert other.open_path(path)
    qtbot.wait(20)  # let the replaced game's objects go
    assert other.controller.state.to_json() == state.to_json()
    assert other.controller.undo_stack.count() == 1
    assert other.scene.card_items[card].pos() == _expected_pos(other, card)
    qtbot.keyClick(other, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert other.controller.state.cards[card].location == "p0.hand"


def test_a_damaged_save_shows_a_message_and_keeps_the_game(window, tmp_path: Path, monkeypatch) -> None:
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    path = tmp_path / "broken.tabletop"
    save_session(window.controller.session, path)
    path.write_bytes(path.read_bytes()[:200])
    before = window.controller.state.to_json()
    assert not window.open_path(path)
    assert shown and "damaged tabletop save" in shown[0]
    assert window.controller.state.to_json() == before


def test_the_curtain_hides_the_table_when_the_decider_changes(window) -> None:
    window.scene.set_viewer(0, True)
    state = window.controller.state
    bob_card = state.zones["p1.hand"].cards[0]
    ann_card = state.zones["p0.hand"].cards[0]
    assert not window.scene.face_visible(bob_card) and window.scene.face_visible(ann_card)
    assert window.scene.card_items[bob_card].label == "Face-down card"
    window.controller.perform(EndTurn())
    assert window.curtain_shown
    assert "Pass to Bob" in window.curtain.title.text()
    window.curtain.button.click()
    assert not window.curtain_shown
    assert window.scene.face_visible(bob_card) and not window.scene.face_visible(ann_card)


def test_autosave_after_every_step(qtbot, tmp_path: Path) -> None:
    from tabletop.ui import settings

    session = Session(TALLY, TALLY.default_setup(3))
    win = MainWindow(session)
    win.ask_on_close = False
    qtbot.addWidget(win)
    win.controller.perform(EndTurn())
    interrupted = settings.interrupted_game()
    assert interrupted is not None
    from tabletop.engine.journal import load_autosave

    assert load_autosave(interrupted, lambda _game: TALLY).state.to_json() == session.state.to_json()
    win.controller.undo_stack.undo()
    assert load_autosave(interrupted, lambda _game: TALLY).state.to_json() == session.state.to_json()
    win.close()
    assert settings.interrupted_game() is None


def test_a_drop_on_a_tucked_card_counts_as_a_drop_on_its_host(window) -> None:
    state = window.controller.state
    host, tucked, third = state.zones["p0.hand"].cards[:3]
    drag(window.view, centre_of(window, host), zone_point(window, "p0.field"))
    drag(window.view, centre_of(window, tucked), centre_of(window, host))
    peek = window.scene.card_items[tucked].sceneBoundingRect()
    point = QPointF(peek.center().x(), peek.bottom() - 8)  # the part that peeks out below the host
    drag(window.view, centre_of(window, third), point)
    assert state.cards[third].location == "@" + host

"""A step does only the work it must, and shows the same table as doing everything again.

- A change of the seat looking (or of hot-seat privacy) shows again only the cards whose face
  or back it changes; the table then equals a table built from scratch for that seat.
- Faces are read ahead in a worker thread; a face taken from it is the face the table would
  have read itself, and a face asked for before the worker got to it is made at once.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPixmap

from tabletop.engine.manual import TurnCard
from tabletop.ui.controller import GameController
from tabletop.ui.face_pixmaps import BACK
from tabletop.ui.launch import new_session
from tabletop.ui.table.scene import TableScene, card_cover


def _controller(game_id: str, steps: int, seed: int = 7) -> GameController:
    session = new_session(game_id, [], None, seed, False)
    chooser = random.Random(seed)
    for _ in range(steps):
        actions = session.legal_actions()
        if not actions or session.is_over():
            break
        session.perform(chooser.choice(actions))
    return GameController(session)


def _look(scene: TableScene) -> dict[str, tuple]:
    """What each card shows: where, how, and whether it is its face or its back."""
    return {card_id: (item.isVisible(), item.pos().x(), item.pos().y(), item.zValue(), item.rotation(), item.scale(),
                      item.label, tuple(sorted(item.counters.items())), item.pixmap is scene.faces.design(BACK),
                      None if item.cover is None else tuple((r.x(), r.y(), r.width(), r.height()) for r in item.cover.seen))
            for card_id, item in scene.card_items.items()}


def _built_for(controller: GameController, viewer: int, private: bool) -> TableScene:
    scene = TableScene(controller)
    scene.viewer, scene.private = viewer, private  # everything laid out and shown again for these eyes
    scene._place_zones()
    scene.refresh()
    return scene


@pytest.mark.parametrize("game_id", ["wms", "wildstorms", "nitro"])
def test_a_change_of_eyes_shows_what_a_new_table_would(qapp, game_id: str) -> None:
    controller = _controller(game_id, 30)
    scene = TableScene(controller)
    turned_over = 0
    for viewer, private in [(1, True), (0, True), (0, False), (1, False), (1, True), (0, True)]:
        before = _look(scene)
        scene.set_viewer(viewer, private)
        after = _look(scene)
        turned_over += sum(before[card][8] != after[card][8] for card in after)
        assert after == _look(_built_for(controller, viewer, private)), (viewer, private)
    assert turned_over > 0  # the hands did turn over: the incremental path was exercised


def test_a_step_after_a_change_of_eyes_shows_what_a_new_table_would(qapp) -> None:
    controller = _controller("wms", 10)
    scene = TableScene(controller)
    chooser = random.Random(3)
    for step in range(12):
        actions = controller.legal_actions()
        if not actions:
            break
        controller.perform(chooser.choice(actions))
        scene.set_viewer(step % 2, True)
        assert _look(scene) == _look(_built_for(controller, step % 2, True)), step


def test_faces_read_ahead_are_the_faces_read_on_the_spot(qapp) -> None:
    controller = _controller("wms", 0)
    scene = TableScene(controller)
    upcoming = scene.upcoming_faces()
    assert upcoming and not set(upcoming) & scene.faces.designed()  # faces not shown yet, none twice
    assert len(set(upcoming)) == len(upcoming)
    scene.read_ahead()
    assert scene.faces_ahead.wait_idle()
    assert scene.faces_ahead.known() == set(upcoming)  # all made, none lost
    for definition in upcoming[:5]:
        shown = scene.face(definition).toImage()
        on_the_spot = QPixmap(str(scene.renderer.face_path(definition))).toImage()  # as the scene reads it itself
        assert shown.format() == on_the_spot.format() and shown == on_the_spot
        assert definition not in scene.faces_ahead.known()  # handed over once
    scene.faces_ahead.stop()
    assert scene.faces_ahead.known() == set()


def test_a_face_asked_for_before_the_worker_got_to_it_is_made_at_once(qapp) -> None:
    controller = _controller("wms", 0)
    scene = TableScene(controller)
    upcoming = scene.upcoming_faces()
    ahead = scene.faces_ahead
    last = upcoming[-1]
    with ahead._jobs.condition:  # the worker cannot begin while this thread holds the lock
        ahead.ahead(upcoming)
        assert ahead.take(last) is None  # not made yet: the caller makes it, and the worker no longer will
    assert last not in ahead.known()
    ahead.stop()


def test_the_log_and_history_take_the_new_colours_when_the_theme_changes(qtbot) -> None:
    from PySide6.QtCore import Qt

    from tabletop.engine.manual import TurnCard
    from tabletop.ui import theme
    from tabletop.ui.main_window import MainWindow

    controller = _controller("wms", 0)
    window = MainWindow(controller.session, autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    card = next(iter(window.controller.state.cards))
    for turn in (90, 0, 90):
        window.controller.manual(TurnCard(card, turn))
    window.controller.undo_stack.undo()
    log, history = window.log.log_model, window.history.history_model
    foreground = Qt.ItemDataRole.ForegroundRole
    try:
        for choice in ("light", "dark", "light"):
            window.set_theme(choice)
            manual, undone = theme.colour("manual step"), theme.colour("undone step")
            assert [log.index(row, 0).data(foreground).color() for row in range(1, log.rowCount())] == [manual] * 2
            assert history.index(3, 0).data(foreground).color() == undone
            assert history.index(2, 0).data(foreground) is None
    finally:
        window.set_theme("system")


def test_a_dropped_card_goes_where_the_state_puts_it_when_the_step_does_not_name_it(qapp, monkeypatch) -> None:
    from PySide6.QtCore import QPointF

    controller = _controller("wagon", 12, seed=2)
    scene = TableScene(controller)
    card_id = next(card for card, item in scene.card_items.items() if item.isVisible())
    item = scene.card_items[card_id]
    where = _look(scene)[card_id]
    # a drop that makes a step which leaves this card where it is (an attack declared by a drag)
    monkeypatch.setattr(scene, "drop_targets", lambda _item, _point: [("p0.panels", None)])
    monkeypatch.setattr(scene, "_drop_by_rules", lambda _item, _destinations: True)
    item.setZValue(10_000)  # as begin_drag does
    item.setPos(item.pos() + QPointF(400, 300))
    scene.end_drag(item, item.pos())
    assert _look(scene)[card_id] == where


@pytest.mark.parametrize("game_id", ["wms", "wildstorms"])
def test_labels_are_placed_by_the_cover_qt_measures_and_again_only_when_it_changed(qapp, game_id: str) -> None:
    controller = _controller(game_id, 40)
    scene = TableScene(controller)
    chooser = random.Random(11)
    table = scene.itemsBoundingRect()
    boxes = scene.card_boxes()
    for _ in range(400):
        rect = QRectF(chooser.uniform(table.left(), table.right()), chooser.uniform(table.top(), table.bottom()),
                      chooser.uniform(10, 200), chooser.uniform(8, 40))
        assert card_cover(boxes, rect) == pytest.approx(scene._card_cover(rect)), rect
    placed = []
    scene._place_labels = lambda: placed.append(True)  # type: ignore[method-assign]
    scene.refresh()
    assert placed == []  # nothing moved since the labels were placed
    card = next(card for zone in scene.zone_items for card in controller.state.zones[zone].cards
                if scene.card_items[card].isVisible())
    controller.manual(TurnCard(card, 90), 0)  # the card now lies across: its box changed
    assert placed == [True]

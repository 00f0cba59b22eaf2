"""The replay viewer steps through a whole saved game, changes nothing, and keeps hidden cards hidden."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tabletop.engine.persistence import load_session, save_session
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui.replay import EVERYONE, ReplayWindow
from tests.ui.conftest import activate


def _played(game_id: str, steps: int | None, seed: int = 4) -> Session:
    game = registry.load(game_id)
    session = Session(game, game.default_setup(seed))
    chooser = random.Random(seed)
    while session.legal_actions() and (steps is None or len(session.history.done) < steps):
        session.perform(chooser.choice(session.legal_actions()))
    return session


@pytest.fixture
def saved_game(tmp_path: Path) -> tuple[Path, Session]:
    session = _played("wms", None)
    path = tmp_path / "finished.tabletop"
    save_session(session, path)
    return path, session


def test_stepping_through_a_whole_saved_game_from_its_start(qtbot, saved_game) -> None:
    path, played = saved_game
    before = path.read_bytes()
    replay = ReplayWindow(load_session(path, registry.load), path)
    qtbot.addWidget(replay)
    steps = len(played.history.done)
    assert replay.steps == steps and replay.at == 0
    assert replay.controller.state.to_json() == Session(played.game, played.setup).state.to_json()
    activate(qtbot, replay)
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.at == 1 and replay.where.text().startswith(f"Step 1 of {steps}: ")
    for _ in range(steps):
        replay.go(replay.at + 1)
    assert replay.at == steps and replay.controller.state.to_json() == played.state.to_json()
    replay.slider.setValue(steps // 2)
    assert replay.at == steps // 2
    assert replay.log.count() > steps // 2  # the log shows what happened up to here
    replay.go(0)
    assert replay.log.count() < steps // 2
    assert path.read_bytes() == before, "a replay never writes the save"


def test_only_a_finished_game_shows_every_card(qtbot, tmp_path: Path) -> None:
    unfinished = _played("wms", 30)
    path = tmp_path / "unfinished.tabletop"
    save_session(unfinished, path)
    replay = ReplayWindow(load_session(path, registry.load), path)
    qtbot.addWidget(replay)
    choices = [replay.seen_by.itemData(i) for i in range(replay.seen_by.count())]
    assert EVERYONE not in choices and choices == [0, 1]
    replay.go(replay.steps)
    hand = replay.controller.state.zones["p1.hand"].cards
    assert hand and not any(replay.scene.face_visible(card) for card in hand), "seat 0 never sees seat 1's hand"


def test_a_finished_game_can_show_every_card_and_export_a_moment(qtbot, saved_game, tmp_path: Path) -> None:
    path, _ = saved_game
    replay = ReplayWindow(load_session(path, registry.load), path)
    qtbot.addWidget(replay)
    assert replay.seen_by.itemData(0) == EVERYONE
    replay.go(5)
    assert replay.export_to(tmp_path / "moment") and (tmp_path / "moment.yaml").is_file()

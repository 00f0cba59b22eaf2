"""File > Export position writes the moment on the table; reading it back gives the same game."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui.launch import position_session
from tabletop.ui.main_window import MainWindow


def test_exporting_a_moment_from_the_window_reopens_as_the_same_game(qtbot, tmp_path: Path) -> None:
    game = registry.load("wms")
    session = Session(game, game.default_setup(4))
    for _ in range(12):
        session.perform(game.legal_actions(session.state)[0])
    window = MainWindow(session, autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    assert window.export_position_to(tmp_path / "moment") is True
    written = tmp_path / "moment.yaml"
    assert written.is_file()
    again = position_session(written)
    assert again is not None
    before, after = session.state.to_json(), again.state.to_json()
    for key in ("zones", "cards", "turn", "phase", "active_player", "decision", "rng"):
        assert after[key] == before[key], key
    assert game.legal_actions(again.state) == game.legal_actions(session.state)


def test_an_unwritable_export_says_so_and_changes_nothing(qtbot, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    game = registry.load("wms")
    window = MainWindow(Session(game, game.default_setup(4)), autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warned.append(args[2]))
    (tmp_path / "a_file").write_text("not a folder")
    assert window.export_position_to(tmp_path / "a_file" / "moment.yaml") is False
    assert warned and "could not be written" in warned[0]

"""Settings in the platform's settings folder, the About box, diagnostics and the exported log."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QApplication

from tabletop import __version__, paths
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.ui import about, settings
from tabletop.ui.main_window import MainWindow


def test_settings_live_apart_from_saves_and_decks_and_old_ones_move_there() -> None:
    old = paths.user_data_dir() / settings.SETTINGS_FILE
    old.parent.mkdir(parents=True, exist_ok=True)
    old.write_text("[table]\nprivacy=false\n", encoding="utf-8")
    path = settings.settings_path()
    assert path.parent == paths.user_config_dir() != paths.user_data_dir()
    assert not old.exists() and path.read_text(encoding="utf-8").startswith("[table]")
    assert settings.privacy_on() is False


def test_the_about_box_names_the_version_licences_and_folders() -> None:
    text = about.about_text()
    assert f"tabletop {__version__}" in text and "LGPL-3.0" in text and "DejaVu" in text
    assert str(paths.autosave_dir()) in text and str(settings.settings_path()) in text


def _window(qtbot) -> MainWindow:  # noqa: ANN001
    game = registry.load("wildstorms")
    session = Session(game, game.default_setup(3))
    chooser = random.Random(3)
    for _ in range(120):
        session.perform(chooser.choice(session.legal_actions()))
    window = MainWindow(session, autosave=False)
    window.ask_on_close = False
    qtbot.addWidget(window)
    return window


def test_copy_diagnostics_puts_versions_and_the_game_on_the_clipboard(qtbot) -> None:
    window = _window(qtbot)
    window.copy_diagnostics()
    text = QApplication.clipboard().text()
    assert text.startswith(f"tabletop {__version__}\nPython ")
    assert "game: wildstorms" in text and "seed: 3" in text and "steps: 120 done" in text


def test_the_exported_log_is_the_log_a_seat_reads(qtbot, tmp_path: Path) -> None:
    window = _window(qtbot)
    path = tmp_path / "log.txt"
    assert window.export_log_to(path)
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0].startswith("WildStorms CCG") and lines[2].startswith("1. ")
    shown = window.log.entries()[1:]
    assert "\n".join(shown) in text

"""Help > About (version, licences, the folders in use), Copy diagnostics and Export log."""

from __future__ import annotations

import platform
import sys
from pathlib import Path

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop import __version__, paths
from tabletop.engine.session import Session
from tabletop.engine.variants import title_words
from tabletop.ui import settings

LIBRARIES = (
    ("Qt and PySide6", "LGPL-3.0 (Qt and PySide6 may be replaced by other builds of the same version)"),
    ("Pillow", "MIT-CMU (HPND)"),
    ("PyYAML", "MIT"),
    ("RapidFuzz", "MIT"),
    ("Python", "PSF License"),
)
FONTS = "DejaVu fonts: Bitstream Vera / DejaVu licence (assets/fonts/LICENSE-DejaVu.txt)"


def folders() -> list[tuple[str, Path]]:
    return [
        ("Settings", settings.settings_path()),
        ("Decks, images and saves", paths.user_data_dir()),
        ("Autosaves", paths.autosave_dir()),
        ("Cache (may be deleted)", paths.user_cache_dir()),
        ("Card data", paths.cards_dir()),
    ]


def about_text() -> str:
    libraries = "".join(f"<li>{name}: {licence}</li>" for name, licence in LIBRARIES)
    where = "".join(f"<li>{name}: <code>{path}</code></li>" for name, path in folders())
    return (f"<h3>tabletop {__version__}</h3>"
            "<p>Five card games on one screen, with their rules, unlimited undo and saves.</p>"
            "<p>tabletop is MIT licensed. The card texts and help are the project's own words; card "
            "names and numbers are facts of the games.</p>"
            f"<p><b>Bundled libraries</b></p><ul>{libraries}<li>{FONTS}</li></ul>"
            f"<p><b>Folders in use</b></p><ul>{where}</ul>")


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, "About tabletop", about_text())


def diagnostics(session: Session | None) -> str:
    """What a bug report needs, in plain text: versions, platform, folders, the game and its seed."""
    lines = [
        f"tabletop {__version__}",
        f"Python {sys.version.split()[0]} on {platform.platform()}",
        f"PySide6 {PySide6.__version__}, Qt {qVersion()}",
        *(f"{name}: {path}" for name, path in folders()),
    ]
    if session is not None:
        setup = session.setup
        words = title_words(session.game, setup)
        lines += [
            f"game: {session.game.id}" + (f" ({words})" if words else ""),
            f"seed: {setup.seed}, seats: {len(setup.players)}, manual: {setup.manual}",
            f"steps: {len(session.history.done)} done, {len(session.history.undone)} undone",
        ]
    return "\n".join(lines) + "\n"

"""Preferences, recent games and the autosave slot (QSettings and the app-data folder)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from tabletop import paths

RECENT_LIMIT = 10


SETTINGS_FILE = "settings.ini"


def settings_path() -> Path:
    """The preferences file, in the platform's place for settings (not beside saves and decks).

    Settings written by earlier versions into the data folder are moved here once.
    """
    home = paths.user_config_dir()
    path = home / SETTINGS_FILE
    if not path.exists():
        home.mkdir(parents=True, exist_ok=True)
        old = paths.user_data_dir() / SETTINGS_FILE
        if old.is_file() and old != path:
            try:
                old.replace(path)
            except OSError:
                pass  # another folder or device: the old file stays, new settings start here
    return path


def settings() -> QSettings:
    return QSettings(str(settings_path()), QSettings.Format.IniFormat)


def privacy_on() -> bool:
    return settings().value("table/privacy", True, type=bool)


def set_privacy(on: bool) -> None:
    settings().setValue("table/privacy", on)


def recent_files() -> list[Path]:
    stored = settings().value("files/recent", [], type=list) or []
    return [Path(p) for p in stored if Path(p).is_file()]


def remember_file(path: Path) -> None:
    store = settings()
    files = [str(path.resolve())] + [str(p) for p in recent_files() if p.resolve() != path.resolve()]
    store.setValue("files/recent", files[:RECENT_LIMIT])


def autosave_folder() -> Path:
    """Where running games keep their autosaves (a full save and a journal each)."""
    return paths.autosave_dir()


def interrupted_game() -> Path | None:
    """The newest autosave (its journal) of a game that was not closed normally, if there is one."""
    from tabletop.engine import journal  # (autosaves: read when asked about, not to show a table)

    found = journal.interrupted(autosave_folder())
    return found[0] if found else None


def is_autosave(path: Path) -> bool:
    from tabletop.engine import journal

    return Path(path).suffix == journal.JOURNAL_SUFFIX


def bot_pace_ms() -> int:
    """How long a computer's move waits before it is made, so a person can follow (ms)."""
    try:
        return max(0, int(settings().value("bots/pace_ms", 600)))
    except (TypeError, ValueError):
        return 600


def set_bot_pace_ms(value: int) -> None:
    settings().setValue("bots/pace_ms", int(value))


def theme() -> str:
    """"system" (the default), "light" or "dark"."""
    chosen = str(settings().value("appearance/theme", "system"))
    return chosen if chosen in ("system", "light", "dark") else "system"


def set_theme(choice: str) -> None:
    settings().setValue("appearance/theme", choice)

"""Where tabletop finds its shipped data and where it writes the user's files.

Shipped data (``cards/``, ``assets/``) lives at the top of a source checkout
(also used by an editable install), inside the wheel as ``tabletop/_data``, or
beside the executable in a PyInstaller bundle. User files go to the platform's
standard locations; ``TABLETOP_HOME`` overrides them all (tests, portable use).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
APP_NAME = "tabletop"


def _data_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    checkout = _PACKAGE_DIR.parent
    if (checkout / "cards").is_dir() and (checkout / "pyproject.toml").is_file():
        return checkout
    return _PACKAGE_DIR / "_data"


def cards_dir() -> Path:
    """The shipped card data: ``<game>/*.yaml``, ``<game>/decks/``, battlefields."""
    return _data_root() / "cards"


def assets_dir() -> Path:
    """Fonts, icons and frame templates."""
    return _data_root() / "assets"


def _platform_dir(kind: str) -> Path:
    home_override = os.environ.get("TABLETOP_HOME")
    if home_override:
        return Path(home_override) / kind
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA" if kind == "cache" else "APPDATA", home))
        return base / APP_NAME / ("Cache" if kind == "cache" else "")
    if sys.platform == "darwin":
        if kind == "cache":
            return home / "Library" / "Caches" / APP_NAME
        if kind == "config":
            return home / "Library" / "Preferences" / APP_NAME
        return home / "Library" / "Application Support" / APP_NAME
    if kind == "cache":
        return Path(os.environ.get("XDG_CACHE_HOME", home / ".cache")) / APP_NAME
    if kind == "config":
        return Path(os.environ.get("XDG_CONFIG_HOME", home / ".config")) / APP_NAME
    return Path(os.environ.get("XDG_DATA_HOME", home / ".local" / "share")) / APP_NAME


def user_data_dir() -> Path:
    """The user's decks, images, saves and autosaves."""
    return _platform_dir("data")


def user_config_dir() -> Path:
    """Preferences: window layout, recent files, settings (on Windows beside the data, as is usual)."""
    if sys.platform == "win32" and not os.environ.get("TABLETOP_HOME"):
        return _platform_dir("data")
    return _platform_dir("config")


def user_cache_dir() -> Path:
    """Rebuildable files: the card database cache and rendered card faces."""
    return _platform_dir("cache")


def user_decks_dir(game_id: str) -> Path:
    return user_data_dir() / "decks" / game_id


def user_cards_dir(game_id: str) -> Path:
    """Card sets the user added (the cards an imported deck brings): they join the shipped ones."""
    return user_data_dir() / "cards" / game_id


def user_images_dir(game_id: str) -> Path:
    """A PNG or JPEG named after a card id here replaces that card's proxy."""
    return user_data_dir() / "images" / game_id


def autosave_dir() -> Path:
    return user_data_dir() / "autosave"

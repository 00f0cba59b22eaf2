"""The one registry of games: each sub-package of ``tabletop.games`` with a ``game`` module.

A game package's ``game.py`` exports ``GAME``, its :class:`~tabletop.engine.game.Game`
class (the record); the package's folder name is the game id. Nothing else in
the code lists games: adding a sixth game is adding one folder.

``TABLETOP_GAME_MODULES`` (comma-separated module names, each exporting a
``GAMES`` tuple of Game classes) adds games from elsewhere, such as the small
test games of the test suite.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import os
import pkgutil

from tabletop.engine.game import Game

EXTRA_MODULES = "TABLETOP_GAME_MODULES"


@functools.cache
def _shipped_ids() -> tuple[str, ...]:
    """Sub-packages of this package that hold a ``game`` module (no game module is imported).

    Asked through the import system, not the file system: in the PyInstaller bundle the
    packages live in an archive, where ``pkgutil`` (with PyInstaller's runtime hook) and
    ``find_spec`` still see them.
    """
    package = importlib.import_module(__package__)
    return tuple(sorted(
        info.name for info in pkgutil.iter_modules(package.__path__)
        if info.ispkg and importlib.util.find_spec(f"{__package__}.{info.name}.game") is not None
    ))


@functools.cache
def _extra_games(modules: str) -> dict[str, type[Game]]:
    found: dict[str, type[Game]] = {}
    for name in filter(None, (part.strip() for part in modules.split(","))):
        for game in getattr(importlib.import_module(name), "GAMES", ()):
            found[game.id] = game
    return found


def _extras() -> dict[str, type[Game]]:
    return _extra_games(os.environ.get(EXTRA_MODULES, ""))


def game_ids() -> list[str]:
    """The ids of every known game (shipped ones first, in id order)."""
    return [*_shipped_ids(), *(game_id for game_id in _extras() if game_id not in _shipped_ids())]


def unknown_game(game_id: str) -> str:
    """The sentence for an unknown game id, naming the known ones."""
    return f"unknown game '{game_id}' (known: {', '.join(game_ids())})"


def game_class(game_id: str) -> type[Game]:
    """The record of a game; KeyError (with :func:`unknown_game`'s sentence) for an unknown id."""
    extras = _extras()
    if game_id in extras:
        return extras[game_id]
    if game_id not in _shipped_ids():
        raise KeyError(unknown_game(game_id))
    module = importlib.import_module(f"{__package__}.{game_id}.game")
    game: type[Game] = module.GAME
    if game.id != game_id:
        raise RuntimeError(f"the game in folder {game_id!r} calls itself {game.id!r}")
    return game


def games() -> list[type[Game]]:
    """Every game's record, sorted by name (for pickers)."""
    return sorted((game_class(game_id) for game_id in game_ids()), key=lambda game: game.name.casefold())


def load(game_id: str) -> Game:
    """A game bound to its shipped card data; KeyError for an unknown id, DataError for bad data."""
    return game_class(game_id).load()

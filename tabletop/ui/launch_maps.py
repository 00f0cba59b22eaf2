"""The map commands (``tabletop map-preview``, ``map-edit``, a map's screenshot): which game a
map file is for, its preview and its editor."""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop.ui.app import application
from tabletop.ui.snapshot import screenshot_widget


def board_game(path: Path, game_id: str | None = None, new: bool = False):  # noqa: ANN202 - a Game class, or None after saying why
    """The game whose board ``path`` is: ``game_id``, by its content, else the only game with boards
    (``new``: the file may not exist yet)."""
    from tabletop.carddb.problems import DataError
    from tabletop.file_kinds import file_kind
    from tabletop.games import registry

    if game_id:
        try:
            return registry.game_class(game_id)
        except KeyError as error:
            print(f"tabletop: {error.args[0]}", file=sys.stderr)
            return None
    try:
        found = file_kind(path)
        if found.game is not None:
            game = registry.game_class(found.game)
            if found.kind in (extra.kind for extra in game.schema.extras):
                return game
    except DataError:
        pass  # a broken map: its own reading says what is wrong
    boards = [game for game in registry.games() if game.board_option]
    if len(boards) == 1 and (path.exists() or new):
        return boards[0]
    print(f"tabletop: {path} is not a map file of any game", file=sys.stderr)
    return None


def map_screenshot(path: Path, out: Path, size: tuple[int, int]) -> int:
    from tabletop.ui.map_preview import MapPreview

    game = board_game(path)
    if game is None:
        return 1
    preview = MapPreview(game, path, watch=False)
    for problem in preview.problems:
        print(problem, file=sys.stderr)
    written = screenshot_widget(preview, out, size)
    return written or (1 if preview.problems else 0)


def map_preview(path: Path) -> int:
    """``tabletop map-preview FILE``: a window drawing the map, redrawn each time the file is saved."""
    app = application()
    from tabletop.ui.map_preview import MapPreview

    game = board_game(path)
    if game is None:
        return 1
    window = MapPreview(game, path)
    window.resize(1100, 850)
    window.show()
    return app.exec()


def map_edit(path: Path, game_id: str | None = None) -> int:
    """``tabletop map-edit FILE``: the map editor (a new map when the file does not exist), or for a
    file of the game's other data kinds (battlefield item tokens) their text editor with live checks."""
    app = application()
    from tabletop.carddb.problems import DataError
    from tabletop.ui.data_file_editor import DataFileEditor
    from tabletop.ui.map_editor import MapEditor

    game = board_game(path, game_id, new=not path.exists())
    if game is None:
        return 1
    try:
        other = _other_kind(game, path)
        window = MapEditor(game, path) if other is None else DataFileEditor(game, other, path)
    except DataError as error:
        print("\n".join(str(p) for p in error.problems), file=sys.stderr)
        print("tabletop: fix the file by hand first (tabletop map-preview shows its problems)", file=sys.stderr)
        return 1
    window.show()
    return app.exec()


def _other_kind(game, path: Path):  # noqa: ANN001, ANN202 - a Game class; an ExtraKind or None
    """The kind of ``path`` when it is one of the game's data files beside its maps (item tokens)."""
    from tabletop.carddb.problems import DataError
    from tabletop.file_kinds import file_kind

    try:
        kind = file_kind(path).kind if path.exists() else None
    except DataError:
        return None
    return next((extra for extra in game.schema.extras[1:] if extra.kind == kind), None)

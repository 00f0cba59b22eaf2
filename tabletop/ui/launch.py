"""Entry points of the windowed commands (called by tabletop.cli)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from tabletop.ui.app import application

if TYPE_CHECKING:
    from tabletop.ui.main_window import MainWindow


def _run(window: QWidget) -> int:
    app = application()
    window.show()
    return app.exec()


def deck_browser(game: str | None) -> int:
    from tabletop.ui.decks.window import DeckBrowserWindow

    application()
    return _run(DeckBrowserWindow(game))


def error_box(parent: QWidget | None, title: str, message: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, message)


class Flow:
    """Moves between the start screen and game windows for one app run."""

    def __init__(self) -> None:
        self.start: QWidget | None = None
        self.main: MainWindow | None = None
        self.windows: list[QWidget] = []  # the main window and deck browsers

    def show_start(self, game_id: str | None = None) -> None:
        from tabletop.ui.start_screen import StartScreen

        self.start = StartScreen()
        if game_id:
            self.start.select_game(game_id)
        self.start.start_requested.connect(self.start_game)
        self.start.open_requested.connect(self.open_any)
        self.start.show()

    def _show_window(self, session, path: Path | None = None, resume: Path | None = None) -> None:  # noqa: ANN001
        from tabletop.ui.main_window import MainWindow

        window = self.main
        if window is not None and window.isVisible():  # one main window: the new game replaces the last
            autosaver = window.autosaver
            if resume is None or autosaver is None or autosaver.journal_path != resume:  # not its own game
                window.replace_session(session, path, resume)
            window.raise_()
        else:
            window = MainWindow(session, path, resume=resume)
            window.new_game_requested.connect(lambda: self.show_start(window.controller.game.id))
            window.file_dropped.connect(lambda dropped: self.open_any(dropped, replacing=True))
            window.show()
            self.main = window
            self.windows.append(window)
        if self.start is not None:
            self.start.close()
            self.start = None

    def start_game(self, setup) -> None:  # noqa: ANN001
        from tabletop.engine.session import Session
        from tabletop.games import registry

        self._show_window(Session(registry.load(setup.game), setup))

    def open_game(self, path: Path) -> bool:
        """Open a save, or continue an interrupted game (its autosave journal)."""
        from tabletop.engine.journal import load_autosave
        from tabletop.engine.persistence import SaveError, load_session
        from tabletop.games import registry
        from tabletop.ui import settings

        resume = settings.is_autosave(path)
        try:
            session = (load_autosave if resume else load_session)(path, registry.load)
        except SaveError as error:
            error_box(self.start, "Cannot open this game", str(error))
            return False
        if resume:
            self._show_window(session, resume=path)
        else:
            settings.remember_file(path)
            self._show_window(session, path)
        return True


    def open_any(self, path: Path, *, replacing: bool = False) -> bool:
        """A file chosen or dropped: an autosave to continue, else whatever its content says it is.

        ``replacing``: dropped on the game window, so a save or a position takes its place only
        once the game there may leave (finished, saved, or the person says so).
        """
        from tabletop.carddb.problems import DataError
        from tabletop.file_kinds import file_kind
        from tabletop.ui import settings

        autosave = settings.is_autosave(path)
        kind, game_id = "save", None
        if not autosave:
            try:
                found = file_kind(path)
            except DataError as error:
                parent = self.main if replacing else self.start
                error_box(parent, "Cannot open this file", "\n".join(str(p) for p in error.problems))
                return False
            kind, game_id = found.kind, found.game
        if replacing and kind in ("save", "position") and self.main is not None and not self.main.may_replace():
            return False
        if autosave:
            return self.open_game(path)
        return self.open_kind(path, kind, game_id)

    def open_kind(self, path: Path, kind: str, game_id: str | None) -> bool:
        """Open a file whose kind is known: a save or a position on the table, a deck in the deck
        browser, battlefield item tokens in their editor, a map or card set on the start screen of its
        game (the map chosen when it is one of the game's boards)."""
        if kind == "save":
            return self.open_game(path)
        if kind == "position":
            session = position_session(path)
            if session is None:
                return False
            self._show_window(session)
            return True
        if kind == "deck":
            from tabletop.ui.decks.window import DeckBrowserWindow

            browser = DeckBrowserWindow(game_id)
            browser.show()
            self.windows.append(browser)
            return browser.actions.open_path(path)
        if game_id and self._edit_other(path, kind, game_id):
            return True
        self.show_start(game_id)
        assert self.start is not None
        self.start.choose_board_file(path)
        return True

    def _edit_other(self, path: Path, kind: str, game_id: str) -> bool:
        """A file of one of the game's data kinds beside its maps (battlefield item tokens) opens in
        its editor, its problems listed as it is edited; False for any other kind."""
        from tabletop.games import registry
        from tabletop.ui.data_file_editor import DataFileEditor

        game = registry.game_class(game_id)
        extra = next((e for e in game.schema.extras[1:] if e.kind == kind), None)
        if extra is None:
            return False
        editor = DataFileEditor(game, extra, path)
        editor.show()
        self.windows.append(editor)
        return True


def start_screen() -> int:
    app = application()
    from tabletop.ui import settings

    interrupted = settings.interrupted_game()
    flow = Flow()
    flow.show_start()
    if interrupted is not None and flow.start is not None:
        flow.start.continue_button.setFocus()
    return app.exec()


def _pick_game(game_id: str):  # noqa: ANN202
    from tabletop.games import registry

    try:
        return registry.load(game_id)
    except KeyError as error:
        print(f"tabletop: {error.args[0]}", file=sys.stderr)
        return None


def new_session(game_id: str, deck_files: list[Path], board: str | None, seed: int | None, sandbox: bool, *,
                variant: str = "", options: dict[str, str] | None = None, players: int | None = None):  # noqa: ANN201
    """A Session for ``tabletop play``: shipped decks unless deck files are given.

    None (after printing why) when the game, variant or options are not known.
    """
    import dataclasses
    import random

    from tabletop.carddb.decks import load_deck
    from tabletop.engine.session import Session
    from tabletop.engine.variants import new_setup, setup_problems

    game = _pick_game(game_id)
    if game is None:
        return None
    chosen = dict(options or {})
    if board:
        if not game.board_option:
            print(f"tabletop: {game.name} is not played on a board.", file=sys.stderr)
            return None
        chosen[game.board_option] = board
    seed = seed if seed is not None else random.randrange(1, 10**9)
    try:
        setup = new_setup(game, seed, variant=variant, players=players, options=chosen)
    except KeyError as error:
        print(f"tabletop: {error.args[0]}", file=sys.stderr)
        return None
    problems = setup_problems(game, setup)
    if problems:
        print("tabletop: " + " ".join(problems), file=sys.stderr)
        return None
    seats = list(setup.players)
    for index, path in enumerate(deck_files[: len(seats)]):
        seats[index] = dataclasses.replace(seats[index], deck=load_deck(path, game.db))
    setup = dataclasses.replace(setup, players=tuple(seats), manual=sandbox or not game.has_rules)
    return Session(game, setup)


def position_session(path: Path):  # noqa: ANN201
    """A Session starting at a position file; None (after printing every problem) when it is broken."""
    from tabletop.carddb.problems import DataError
    from tabletop.engine.position_file import read_position
    from tabletop.engine.position_script import session_of
    from tabletop.games import registry

    try:
        return session_of(read_position(path, registry.load))
    except DataError as error:
        print("\n".join(str(p) for p in error.problems), file=sys.stderr)
        return None


def play(game_id: str, deck_files: list[Path], *, board: str | None, seed: int | None, sandbox: bool,
         variant: str = "", options: dict[str, str] | None = None, players: int | None = None,
         position: Path | None = None) -> int:
    from tabletop.carddb.problems import DataError

    app = application()
    if position is not None:
        session = position_session(position)
        if session is None:
            return 1
    else:
        try:
            session = new_session(game_id, deck_files, board, seed, sandbox, variant=variant, options=options,
                                  players=players)
        except DataError as error:
            print("\n".join(str(p) for p in error.problems), file=sys.stderr)
            return 1
        if session is None:
            return 2
    flow = Flow()
    flow._show_window(session)
    return app.exec()


def open_file(path: Path) -> int:
    """``tabletop FILE``: a save, a deck, a position or a map, told apart by its content."""
    from tabletop.carddb.problems import DataError
    from tabletop.file_kinds import file_kind

    try:
        found = file_kind(path)
    except DataError as error:
        print("\n".join(f"tabletop: {problem}" for problem in error.problems), file=sys.stderr)
        return 1
    app = application()
    flow = Flow()
    if not flow.open_kind(path, found.kind, found.game):
        return 1
    return app.exec()


def replay(path: Path) -> int:
    """``tabletop replay SAVE``: step through a saved game without changing it."""
    from tabletop.engine.persistence import SaveError, load_session
    from tabletop.games import registry
    from tabletop.ui.replay import ReplayWindow

    application()
    try:
        session = load_session(path, registry.load)
    except SaveError as error:
        print(f"tabletop: {error}", file=sys.stderr)
        return 1
    return _run(ReplayWindow(session, path))


def open_save(path: Path) -> int:
    from tabletop.engine.journal import load_autosave
    from tabletop.engine.persistence import SaveError, load_session
    from tabletop.games import registry
    from tabletop.ui import settings

    app = application()
    resume = settings.is_autosave(path)
    try:
        session = (load_autosave if resume else load_session)(path, registry.load)
    except SaveError as error:
        print(f"tabletop: {error}", file=sys.stderr)
        return 1
    flow = Flow()
    flow._show_window(session, None if resume else path, resume=path if resume else None)
    return app.exec()

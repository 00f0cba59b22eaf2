"""Entry points of the windowed commands (called by tabletop.cli)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from tabletop.ui.app import application
from tabletop.ui.snapshot import screenshot_widget

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


def screenshot(out: Path, *, game: str | None, save: Path | None, decks: str | None,
               size: tuple[int, int], seed: int, steps: int, players: int | None = None,
               variant: str = "", sandbox: bool = False, theme: str | None = None,
               map_file: Path | None = None, zoom: float = 1.0, large: bool = False,
               seat: int | None = None) -> int:
    """Render a window offscreen to a PNG: a game's table, a save's table, the deck browser, or a
    map file (its problems printed as file:line; exit 1 when it has any). ``zoom`` zooms the
    table in on the seat looking's first face-up card; ``large`` shows that card in the large view.

    A table shows every card face up, for looking at the whole game, unless ``seat`` (1-based)
    asks for what that seat sees."""
    app = application()
    if theme is not None:
        from tabletop.ui import theme as colours

        colours.apply(app, theme)
    if map_file is not None:
        return _map_screenshot(map_file, out, size)
    if decks:
        from tabletop.ui.decks.window import screenshot as deck_screenshot

        return deck_screenshot(decks, out, size)
    from tabletop.engine.persistence import SaveError, load_session
    from tabletop.games import registry
    from tabletop.ui.main_window import MainWindow

    if save is not None:
        try:
            session = load_session(save, registry.load)
        except SaveError as error:
            print(f"tabletop: {error}", file=sys.stderr)
            return 1
    else:
        session = new_session(game or registry.game_ids()[0], [], None, seed, sandbox=sandbox,
                              variant=variant, players=players)
        if session is None:
            return 2
        play_random_steps(session, steps, seed)
    if seat is not None and not 1 <= seat <= len(session.state.players):
        print(f"tabletop: --seat {seat}: this game has seats 1 to {len(session.state.players)}", file=sys.stderr)
        return 2
    window = MainWindow(session, autosave=False, remember_layout=False)
    window.ask_on_close = False
    if seat is None:
        window.scene.set_viewer(session.deciding_seat(), False)
    else:
        window.scene.set_viewer(seat - 1, True)
    return screenshot_widget(window, out, size, lambda: _look_closer(window, zoom, large))


def _look_closer(window, zoom: float, large: bool) -> None:  # noqa: ANN001 - a MainWindow
    """Zoom the table in on a card the seat looking sees, and/or show it in the large view."""
    scene, view = window.scene, window.view
    shown = [item for item in scene.card_items.values() if item.isVisible() and scene.face_visible(item.card_id)]
    if not shown:
        return
    seat = scene.viewer if scene.viewer is not None else 0
    mine = [item for item in shown if scene.state.zones[scene.top_zone(item.card_id)].owner == seat] or shown
    card = max(mine, key=lambda item: (item.sceneBoundingRect().bottom(), -item.sceneBoundingRect().left()))
    if zoom != 1.0:
        view.zoom(zoom)
        view.centerOn(card)
        view.viewport().repaint()  # the faces are asked for at this zoom...
        scene.faces.wait_idle()  # ...and painted at it in the background
    if large:
        scene.hovered(card)
        view.loupe.set_on(True)


def _board_game(path: Path, game_id: str | None = None, new: bool = False):  # noqa: ANN202 - a Game class, or None after saying why
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


def _map_screenshot(path: Path, out: Path, size: tuple[int, int]) -> int:
    from tabletop.ui.map_preview import MapPreview

    game = _board_game(path)
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

    game = _board_game(path)
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

    game = _board_game(path, game_id, new=not path.exists())
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


def play_random_steps(session, steps: int, seed: int) -> None:  # noqa: ANN001
    """Advance a new game by random legal steps, or random steps by hand in a sandbox (for
    screenshots of a game under way)."""
    import random

    from tabletop.engine.actions import IllegalAction
    from tabletop.engine.manual_play import random_manual_move

    chooser = random.Random(seed)
    for _ in range(steps):
        if session.is_over():
            break
        if not session.rules_on:
            try:
                session.manual(random_manual_move(session.state, chooser))
            except (ValueError, KeyError, IndexError):
                continue
            continue
        actions = session.legal_actions()
        if not actions:
            break
        try:
            session.perform(chooser.choice(actions))
        except IllegalAction:
            break

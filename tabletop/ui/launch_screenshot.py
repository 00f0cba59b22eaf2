"""``tabletop screenshot``: a table, a save's table, the deck browser or a map, rendered offscreen to a
PNG (a new game may be played some random legal steps first)."""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop.ui.app import application
from tabletop.ui.launch import new_session
from tabletop.ui.launch_maps import map_screenshot
from tabletop.ui.snapshot import screenshot_widget


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
        return map_screenshot(map_file, out, size)
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

"""A map file drawn as it is being written: ``tabletop map-preview FILE`` (live) and
``tabletop screenshot OUT --map FILE`` (once).

The window draws the board the way the table does (``BoardItem``), lists its
zones with their colours, its start spaces and features, and every problem of
the file as ``file:line: problem``. A ``QFileSystemWatcher`` on the file and
its folder re-reads it whenever it changes on disk (editors that save by
writing a new file and renaming it included).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QFileSystemWatcher, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel, QSplitter, QVBoxLayout, QWidget

from tabletop.engine.game import Game
from tabletop.engine.words import count
from tabletop.ui import theme
from tabletop.ui.app import quit_keys
from tabletop.ui.table.board_item import BoardItem

BOARD_AREA = QRectF(0, 0, 1200, 800)
RELOAD_DELAY_MS = 150  # an editor's save may come as several changes: read once they settle


def _swatch(colour: str) -> str:
    return f'<span style="background:{colour}; color:{colour}">&nbsp;&nbsp;&nbsp;&nbsp;</span>'


def describe(board: Any) -> str:
    """Zones with their colours, start spaces and features, as rich text."""
    from html import escape

    zones = ", ".join(f"{_swatch(z.colour)} {escape(z.name)} ({len(board.zone_spaces(z.key))})" for z in board.zones)
    starts = ", ".join(f"{number}: {escape(space)}" for number, space in sorted(board.starts().items()))
    kinds = [p.kind for p in board.paths]
    features = [count(len(board.spaces), 'space', zero='0'), count(kinds.count('normal'), 'path', zero='0')]
    features += [f"{kinds.count('one_way')} one-way"] if "one_way" in kinds else []
    features += [count(kinds.count('secret'), 'secret passage')] if "secret" in kinds else []
    features += [count(len(board.high_ground), 'high-ground arrow')] if board.high_ground else []
    features += [count(len(board.doors), 'door')] if board.doors else []
    links = kinds.count("linked")
    features += [f"{links} linked pair{'s' if links > 1 else ''}"] if links else []
    items = sum(1 for s in board.spaces if getattr(s, "item", False))
    features += [f"{items} item space{'s' if items > 1 else ''}"] if items else []
    conveyor = getattr(board, "conveyor", ())
    if conveyor:
        bins = {z.key: z.name for z in board.zones}
        features += [f"{len(conveyor)} conveyor arrows into {escape(bins.get(board.gift_bin, board.gift_bin or '?'))}"]
    return (f"<b>{escape(board.name)}</b> · {' · '.join(features)}<br>"
            f"<b>Zones</b>: {zones}<br><b>Start spaces</b>: {starts or 'none'}")


class MapPreview(QWidget):
    """One map file: its board, its legend and its problems; re-read when the file changes."""

    def __init__(self, game: type[Game], path: Path, *, watch: bool = True, parent: QWidget | None = None):
        super().__init__(parent)
        quit_keys(self)
        self.game = game
        self.path = Path(path)
        self.problems: list[Any] = []
        self.board: Any = None
        self.reloads = 0
        self.setWindowTitle(f"{self.path.name} — map preview")
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setBackgroundBrush(theme.colour("map ground"))
        self.legend = QLabel(textFormat=Qt.TextFormat.RichText, wordWrap=True)
        self.report = QLabel(wordWrap=True, textInteractionFlags=Qt.TextInteractionFlag.TextSelectableByMouse)
        lower = QWidget()
        column = QVBoxLayout(lower)
        column.addWidget(self.legend)
        column.addWidget(self.report)
        column.addStretch(1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.view)
        splitter.addWidget(lower)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.timer = QTimer(self, singleShot=True, interval=RELOAD_DELAY_MS)
        self.timer.timeout.connect(self.reload)
        self.watcher = QFileSystemWatcher(self)
        if watch:
            self.watcher.fileChanged.connect(self._changed)
            self.watcher.directoryChanged.connect(self._changed)
            self._watch()
        self.reload()

    def _watch(self) -> None:
        """Watch the file and its folder (a save that replaces the file drops the file's watch)."""
        wanted = [str(self.path)] if self.path.exists() else []
        wanted.append(str(self.path.parent))
        missing = [p for p in wanted if p not in self.watcher.files() + self.watcher.directories()]
        if missing:
            self.watcher.addPaths(missing)

    def _changed(self, _path: str) -> None:
        self._watch()
        self.timer.start()

    def reload(self) -> None:
        """Read the file again and redraw."""
        self.reloads += 1
        board, problems = self.game.read_board_file(self.path)
        self.board, self.problems = board, list(problems)
        self.scene.clear()
        if board is not None:
            self.scene.addItem(BoardItem(board, BOARD_AREA))
            self.scene.setSceneRect(BOARD_AREA.adjusted(-20, -20, 20, 20))
            self.legend.setText(describe(board))
        else:
            self.legend.setText(f"<b>{self.path.name}</b>: nothing can be drawn yet.")
        if problems:
            theme.style_sheet(self.report, lambda: f"color: {theme.css('error')};")
            self.report.setText("\n".join(str(problem) for problem in problems))
        else:
            theme.style_sheet(self.report, lambda: f"color: {theme.css('good')};")
            self.report.setText(f"{self.path.name}: no problems. Saved changes show here at once.")
        self._fit()

    def _fit(self) -> None:
        if self.board is not None:
            self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().showEvent(event)
        self._fit()

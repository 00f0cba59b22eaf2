"""A small editor for map (board) files: ``tabletop map-edit FILE``.

Click the hexagon grid to build a map: the Spaces tool adds a space in the
chosen zone on an empty cell, or adds/removes that zone on a space (a space in
two zones is drawn split); the Paths tool joins two spaces (clicked one after
the other) with a path of the chosen kind, or removes the path between them;
the Start tool puts the chosen start number (1-4) on a space. A right click
removes a space with its paths. Every change can be undone; the map's problems
(the game's own checks, with their lines in the saved file) are listed live;
Save writes the YAML file a player can also edit by hand.
"""

from __future__ import annotations

import copy
import math
import re
from pathlib import Path
from typing import Any

import yaml
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QKeySequence,
    QPen,
    QPolygonF,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.carddb.model import ExtraKind
from tabletop.carddb.problems import DataError, Problem, display_path
from tabletop.carddb.yamlio import parse_yaml, read_text
from tabletop.engine.game import Game
from tabletop.fileio import write_text_atomically
from tabletop.ui import theme
from tabletop.ui.app import quit_keys
from tabletop.ui.data_file_editor import DataFileEditor, kind_label, may_close, own_file
from tabletop.ui.table.board_item import BoardItem
from tabletop.ui.table.geometry import hex_centre, hex_corners

CELL = 48.0  # scene pixels from a hexagon's centre to a corner
PALETTE = theme.SERIES["map zones"]  # a new zone's colour, written into the map
TOOLS = ("spaces", "paths", "doors", "high_ground", "start", "items", "belt")
PAIR_TOOLS = ("paths", "doors", "high_ground", "belt")  # two spaces clicked one after the other
PATH_KINDS = ("normal", "one_way", "secret", "linked")
LISTS = ("zones", "spaces", "paths", "high_ground", "doors", "conveyor")


def slug(text: str) -> str:
    found = re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")
    return found if re.match(r"^[a-z]", found) else f"m_{found}" if found else "map"


def map_text(data: dict) -> str:
    """The map as YAML, one line per zone, space and path (as the shipped maps are written)."""
    lines = []
    for key, value in data.items():
        if key in LISTS:
            if not value and key not in ("zones", "spaces", "paths"):
                continue
            lines.append(f"{key}:" + ("" if value else " []"))
            lines += ["  - " + yaml.safe_dump(item, default_flow_style=True, width=10_000, sort_keys=False).strip()
                      for item in value]
        else:
            lines.append(yaml.safe_dump({key: value}, allow_unicode=True, width=100, sort_keys=False).rstrip())
    return "\n".join(lines) + "\n"


class _Snapshot(QUndoCommand):
    def __init__(self, editor: MapEditor, text: str, before: dict, after: dict):
        super().__init__(text)
        self.editor, self.before, self.after = editor, before, after

    def undo(self) -> None:
        self.editor.set_data(copy.deepcopy(self.before))

    def redo(self) -> None:
        self.editor.set_data(copy.deepcopy(self.after))


class _Scene(QGraphicsScene):
    def __init__(self, editor: MapEditor):
        super().__init__(editor)
        self.editor = editor

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt's name
        cell = self.editor.cell_at(event.scenePos())
        if cell is not None:
            self.editor.click(*cell, right=event.button() == Qt.MouseButton.RightButton)
        event.accept()


class MapEditor(QMainWindow):
    """Edit one map file of ``game`` (a game with boards)."""

    def __init__(self, game: type[Game], path: Path, parent: QWidget | None = None):
        super().__init__(parent)
        quit_keys(self)
        self.game, self.path = game, Path(path)
        self.data = self._load()
        self.pending: str | None = None
        self.board: Any = None
        self.problems: list[Any] = []
        self.other_editors: list[DataFileEditor] = []
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self.scene = _Scene(self)
        self.view = QGraphicsView(self.scene)
        self.view.setBackgroundBrush(theme.colour("map ground"))
        self.status_line = QLabel()
        self.report = QLabel(wordWrap=True, textInteractionFlags=Qt.TextInteractionFlag.TextSelectableByMouse)
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.addWidget(self.view, 1)
        column.addWidget(self.status_line)
        column.addWidget(self.report)
        self.setCentralWidget(holder)
        self._toolbar()
        self.resize(1200, 850)
        self.refresh()

    # -- the file ------------------------------------------------------------------
    def _load(self) -> dict:
        if not self.path.exists():
            board_kind = self.game.schema.extras[0].kind if self.game.schema.extras else "board"
            return {"kind": board_kind, "game": self.game.id, "id": slug(self.path.stem),
                    "name": self.path.stem.replace("_", " ").strip().title() or "New map", "origin": "own",
                    "text": "", "zones": [], "spaces": [], "paths": []}
        shown = display_path(self.path)
        data = parse_yaml(read_text(self.path, shown), shown)  # DataError: the caller says what is wrong
        if not isinstance(data, dict) or not all(isinstance(data.get(key, []), list) for key in LISTS):
            raise DataError([Problem(shown, getattr(data, "line", 1), "is not a map the editor can open (a mapping "
                                                                      "with lists of zones, spaces and paths)")])
        plain = yaml.safe_load(yaml.safe_dump(_plain(data)))
        for key in ("zones", "spaces", "paths"):
            plain.setdefault(key, [])
        return plain

    def save(self) -> bool:
        try:
            write_text_atomically(self.path, map_text(self.data))
        except OSError as error:
            QMessageBox.warning(self, "Cannot save the map", f"{self.path}: {error.strerror or error}")
            return False
        self.undo_stack.setClean()
        self.status_line.setText(f"Saved {self.path.name}.")
        return True

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if may_close(self, not self.undo_stack.isClean(), self.path.name, self.save):
            event.accept()
        else:
            event.ignore()

    def _clean_changed(self, _clean: bool) -> None:
        self._title()

    def _title(self) -> None:
        mark = "" if self.undo_stack.isClean() else " *"
        self.setWindowTitle(f"{self.path.name}{mark} — map editor")

    # -- the controls -----------------------------------------------------------------
    def _toolbar(self) -> None:
        bar = QToolBar("Map")
        self.addToolBar(bar)
        save = QAction("&Save", self, shortcut=QKeySequence(QKeySequence.StandardKey.Save), triggered=self.save)
        undo = self.undo_stack.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        redo = self.undo_stack.createRedoAction(self, "&Redo")
        redo.setShortcut(QKeySequence(QKeySequence.StandardKey.Redo))
        for action in (save, undo, redo):
            bar.addAction(action)
        bar.addSeparator()
        self.tools = QButtonGroup(self)
        labels = ("Spaces", "Paths", "Doors", "High ground", "Start", "Items", "Belt")
        for index, (tool, label) in enumerate(zip(TOOLS, labels, strict=True)):
            button = QToolButton(text=label, checkable=True)
            button.setToolTip({"spaces": "Click an empty cell to add a space in the zone; click a space to add or "
                                         "remove the zone on it; right-click a space to remove it",
                               "paths": "Click two spaces to join them (or to remove the path between them)",
                               "doors": "Click the two spaces of a path to put a door on it (or take it away)",
                               "high_ground": "Click the upper space, then the lower one, of a path: +1 to "
                                              "attacks that way (or take the arrow away)",
                               "start": "Click a space to put the start number on it",
                               "items": "Click a space to make it an item space (a random item token at setup), "
                                        "or a plain space again",
                               "belt": "Click two spaces of a path: a conveyor arrow from the first to the second "
                                       "(or take it away)"}[tool])
            self.tools.addButton(button, index)
            bar.addWidget(button)
        self.tools.button(0).setChecked(True)
        self.tools.idClicked.connect(lambda _id: self._cancel_pending())
        bar.addSeparator()
        bar.addWidget(QLabel(" Zone "))
        self.zone_box = QComboBox()
        bar.addWidget(self.zone_box)
        bar.addAction(QAction("New zone…", self, triggered=self._ask_zone))
        bar.addAction(QAction("Gift bin", self, triggered=self._toggle_gift_bin,
                              toolTip="The chosen zone becomes the conveyor's gift bin (again: no gift bin)"))
        bar.addWidget(QLabel(" Path "))
        self.kind_box = QComboBox()
        for kind in PATH_KINDS:
            self.kind_box.addItem(kind.replace("_", "-"), kind)
        bar.addWidget(self.kind_box)
        bar.addWidget(QLabel(" Start "))
        self.start_box = QSpinBox(minimum=1, maximum=4)
        bar.addWidget(self.start_box)
        self.addToolBarBreak()
        more = QToolBar("Map file")  # a second row: the first is full at 1280 pixels
        self.addToolBar(more)
        more.addWidget(QLabel(" Name "))
        self.name_edit = QLineEdit(str(self.data.get("name", "")))
        self.name_edit.setMinimumWidth(220)
        self.name_edit.setMaximumWidth(420)
        self.name_edit.editingFinished.connect(self._rename)
        more.addWidget(self.name_edit)
        for extra in self.game.schema.extras[1:]:  # the game's other files beside its maps (item tokens...)
            more.addSeparator()
            more.addWidget(QLabel(f" {kind_label(extra)} are written in a file of their own: "))
            more.addAction(QAction(f"Edit {kind_label(extra).lower()}…", self,
                                   triggered=lambda _=False, e=extra: self.edit_other(e),
                                   toolTip=f"Open your own {kind_label(extra).lower()} file in the data folder "
                                           "(a copy of a shipped one the first time)"))

    def edit_other(self, extra: ExtraKind) -> DataFileEditor:
        """Open the player's own file of ``extra`` (e.g. battlefield item tokens) in its editor."""
        editor = DataFileEditor(self.game, extra, own_file(self.game, extra), self)
        editor.show()
        self.other_editors.append(editor)
        return editor

    @property
    def tool(self) -> str:
        return TOOLS[max(0, self.tools.checkedId())]

    def set_tool(self, tool: str) -> None:
        self.tools.button(TOOLS.index(tool)).setChecked(True)
        self._cancel_pending()

    def _ask_zone(self) -> None:
        name, ok = QInputDialog.getText(self, "New zone", "Name of the zone:")
        if ok and name.strip():
            self.add_zone(name.strip())

    def _toggle_gift_bin(self) -> None:
        zone = self.zone_box.currentData()
        if zone is None:
            self.status_line.setText("Add a zone first (New zone…): the gift bin is a zone.")
            return
        self.change(f"Gift bin {zone}", lambda data: _set_gift_bin(data, zone))

    def _rename(self) -> None:
        name = self.name_edit.text().strip()
        if name and name != self.data.get("name"):
            self.change("Rename the map", lambda data: data.update(name=name))

    # -- changes -----------------------------------------------------------------------
    def change(self, text: str, edit: Any) -> None:
        """Apply ``edit`` (a function changing a copy of the data) as one undoable step."""
        before = copy.deepcopy(self.data)
        after = copy.deepcopy(self.data)
        edit(after)
        if after != before:
            self.undo_stack.push(_Snapshot(self, text, before, after))

    def set_data(self, data: dict) -> None:
        self.data = data
        self.pending = None
        self.refresh()

    def add_zone(self, name: str, colour: str | None = None) -> str:
        keys = {z["key"] for z in self.data["zones"]}
        key, number = slug(name), 2
        while key in keys:
            key, number = f"{slug(name)}_{number}", number + 1
        colour = colour or PALETTE[len(keys) % len(PALETTE)]
        self.change(f"Add zone {name}", lambda data: data["zones"].append({"key": key, "name": name, "colour": colour}))
        self.zone_box.setCurrentIndex(self.zone_box.findData(key))
        return key

    def space_at(self, q: int, r: int) -> dict | None:
        return next((s for s in self.data["spaces"] if s.get("q") == q and s.get("r") == r), None)

    def click(self, q: int, r: int, *, right: bool = False) -> None:
        """A click on the cell (q, r) with the current tool (right: remove the space there)."""
        space = self.space_at(q, r)
        if right:
            if space is not None:
                self.change(f"Remove {space['id']}", lambda data: _remove_space(data, space["id"]))
            return
        if self.tool == "spaces":
            self._space_click(q, r, space)
        elif space is not None and self.tool in PAIR_TOOLS:
            self._pair_click(space["id"])
        elif space is not None and self.tool == "items":
            self.change(f"Item space {space['id']}", lambda data: _toggle_item(data, space["id"]))
        elif space is not None:
            number = self.start_box.value()
            self.change(f"Start {number} on {space['id']}", lambda data: _set_start(data, space["id"], number))

    def _space_click(self, q: int, r: int, space: dict | None) -> None:
        zone = self.zone_box.currentData()
        if zone is None:
            self.status_line.setText("Add a zone first (New zone…): every space is in a zone.")
            return
        if space is None:
            used = {s["id"] for s in self.data["spaces"]}
            number = 1 + sum(1 for s in self.data["spaces"] if str(s["id"]).startswith(f"{zone}_"))
            while f"{zone}_{number}" in used:
                number += 1
            new = {"id": f"{zone}_{number}", "q": q, "r": r, "zones": [zone]}
            self.change(f"Add {new['id']}", lambda data: data["spaces"].append(new))
            return
        if zone in space["zones"] and len(space["zones"]) == 1:
            self.status_line.setText(f"{space['id']} is only in this zone; right-click removes the space.")
            return
        self.change(f"Zones of {space['id']}", lambda data: _toggle_zone(data, space["id"], zone))

    def _pair_click(self, space_id: str) -> None:
        if self.pending is None or self.pending == space_id:
            self.pending = None if self.pending == space_id else space_id
            self.refresh()
            return
        a, b, tool = self.pending, space_id, self.tool
        self.pending = None
        on_path = any({p.get("a"), p.get("b")} == {a, b} and p.get("kind", "normal") != "secret"
                      for p in self.data["paths"])
        if tool == "paths":
            kind = self.kind_box.currentData() or "normal"
            self.change(f"Path {a} - {b}", lambda data: _toggle_path(data, a, b, kind))
        elif not on_path:
            self.status_line.setText(f"There is no path between {a} and {b} (secret passages take neither doors "
                                     "nor arrows).")
        elif tool == "belt":
            self.change(f"Conveyor {a} -> {b}", lambda data: _toggle_belt(data, a, b))
        elif tool == "doors":
            self.change(f"Door {a} | {b}", lambda data: _toggle(data, "doors", {"a": a, "b": b}, ("a", "b")))
        else:
            self.change(f"High ground {a} -> {b}",
                        lambda data: _toggle(data, "high_ground", {"upper": a, "lower": b}, ("upper", "lower")))
        self.refresh()

    def _cancel_pending(self) -> None:
        if self.pending is not None:
            self.pending = None
            self.refresh()

    # -- drawing ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Check the map as the game does and draw it with the grid of free cells around it."""
        self._title()
        self._fill_zones()
        self.board, self.problems = self.game.read_board_text(map_text(self.data), display_path(self.path))
        self.scene.clear()
        cells = [(s["q"], s["r"]) for s in self.data["spaces"] if isinstance(s.get("q"), int) and isinstance(s.get("r"), int)]
        raw = [hex_centre(q, r, 1.0) for q, r in cells] or [(0.0, 0.0)]
        xs, ys = [p[0] for p in raw], [p[1] for p in raw]
        self.origin = QPointF((1.0 - min(xs)) * CELL, (1.0 - min(ys)) * CELL)
        if self.board is not None:
            area = QRectF(0, 0, (max(xs) - min(xs) + 2) * CELL, (max(ys) - min(ys) + 2) * CELL)
            item = BoardItem(self.board, area, titled=False)
            item.set_marks({self.pending} if self.pending else set(), set())
            self.scene.addItem(item)
            self.origin = item.centres[self.board.spaces[0].id] - QPointF(
                *hex_centre(self.board.spaces[0].q, self.board.spaces[0].r, item.size))
        self.free_cells = self._free_cells(cells)
        pen = QPen(theme.colour("zone edge"), 1, Qt.PenStyle.DashLine)
        for q, r in self.free_cells:
            centre = self.centre_of(q, r)
            corners = hex_corners(centre.x(), centre.y(), CELL * 0.8)
            self.scene.addPolygon(QPolygonF([QPointF(x, y) for x, y in corners]), pen)
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-20, -20, 20, 20))
        self._fit()
        if self.problems:
            theme.style_sheet(self.report, lambda: f"color: {theme.css('error')};")
            self.report.setText("\n".join(str(p) for p in self.problems[:12]))
        else:
            theme.style_sheet(self.report, lambda: f"color: {theme.css('good')};")
            self.report.setText("No problems: the map can be played.")
        if self.pending:
            what = {"paths": "Path", "doors": "Door", "high_ground": "High ground",
                    "belt": "Conveyor arrow"}.get(self.tool, "Path")
            self.status_line.setText(f"{what} from {self.pending}: click the space at its other end.")

    def _fit(self) -> None:
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().showEvent(event)
        self._fit()

    def _fill_zones(self) -> None:
        current = self.zone_box.currentData()
        self.zone_box.blockSignals(True)
        self.zone_box.clear()
        for zone in self.data["zones"]:
            self.zone_box.addItem(str(zone.get("name", zone.get("key"))), zone.get("key"))
            self.zone_box.setItemData(self.zone_box.count() - 1, QColor(str(zone.get("colour", theme.css("space unknown")))),
                                      Qt.ItemDataRole.DecorationRole)
        index = self.zone_box.findData(current)
        self.zone_box.setCurrentIndex(index if index >= 0 else self.zone_box.count() - 1)
        self.zone_box.blockSignals(False)

    def _free_cells(self, taken: list[tuple[int, int]]) -> list[tuple[int, int]]:
        if not taken:
            return [(q, r) for r in range(5) for q in range(-(r // 2), 7 - (r // 2))]
        rows = [r for _q, r in taken]
        found = []
        for r in range(min(rows) - 1, max(rows) + 2):
            near = [q + (rr - r) / 2 for q, rr in taken]
            for q in range(math.floor(min(near)) - 1, math.ceil(max(near)) + 2):
                if (q, r) not in taken:
                    found.append((q, r))
        return found

    def centre_of(self, q: int, r: int) -> QPointF:
        x, y = hex_centre(q, r, CELL)
        return self.origin + QPointF(x, y)

    def cell_at(self, point: QPointF) -> tuple[int, int] | None:
        """The grid cell (a space or a free cell) under a scene point."""
        cells = [*((s["q"], s["r"]) for s in self.data["spaces"]), *self.free_cells]
        best = min(cells, key=lambda c: _distance(self.centre_of(*c), point), default=None)
        if best is None or _distance(self.centre_of(*best), point) > CELL * 0.9:
            return None
        return best


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _remove_space(data: dict, space_id: str) -> None:
    data["spaces"] = [s for s in data["spaces"] if s["id"] != space_id]
    data["paths"] = [p for p in data["paths"] if space_id not in (p.get("a"), p.get("b"))]
    data["doors"] = [d for d in data.get("doors", []) if space_id not in (d.get("a"), d.get("b"))]
    data["high_ground"] = [h for h in data.get("high_ground", []) if space_id not in (h.get("upper"), h.get("lower"))]
    data["conveyor"] = [c for c in data.get("conveyor", []) if space_id not in (c.get("a"), c.get("b"))]


def _set_start(data: dict, space_id: str, number: int) -> None:
    for space in data["spaces"]:
        if space["id"] == space_id:
            if space.get("start") == number:
                space.pop("start")
            else:
                space["start"] = number
        elif space.get("start") == number:
            space.pop("start")


def _toggle_zone(data: dict, space_id: str, zone: str) -> None:
    space = next(s for s in data["spaces"] if s["id"] == space_id)
    space["zones"] = [z for z in space["zones"] if z != zone] if zone in space["zones"] else [*space["zones"], zone]


def _toggle(data: dict, key: str, item: dict, ends: tuple[str, str]) -> None:
    """Add ``item`` to the list ``key``, or remove the one between the same two spaces."""
    pair = {item[ends[0]], item[ends[1]]}
    found = [x for x in data.get(key, []) if {x.get(ends[0]), x.get(ends[1])} == pair]
    data[key] = [x for x in data.get(key, []) if x not in found] if found else [*data.get(key, []), item]


def _toggle_path(data: dict, a: str, b: str, kind: str) -> None:
    existing = [p for p in data["paths"] if {p.get("a"), p.get("b")} == {a, b}]
    if existing:
        data["paths"] = [p for p in data["paths"] if p not in existing]
        data["doors"] = [d for d in data.get("doors", []) if {d.get("a"), d.get("b")} != {a, b}]
        data["high_ground"] = [h for h in data.get("high_ground", []) if {h.get("upper"), h.get("lower")} != {a, b}]
        data["conveyor"] = [c for c in data.get("conveyor", []) if {c.get("a"), c.get("b")} != {a, b}]
        return
    data["paths"].append({"a": a, "b": b} if kind == "normal" else {"a": a, "b": b, "kind": kind})


def _toggle_item(data: dict, space_id: str) -> None:
    space = next(s for s in data["spaces"] if s["id"] == space_id)
    if space.get("item"):
        space.pop("item")
    else:
        space["item"] = True


def _toggle_belt(data: dict, a: str, b: str) -> None:
    """A conveyor arrow from ``a`` to ``b``; clicked again (either way round) it goes."""
    belt = data.get("conveyor", [])
    found = [c for c in belt if {c.get("a"), c.get("b")} == {a, b}]
    data["conveyor"] = [c for c in belt if c not in found] if found else [*belt, {"a": a, "b": b}]
    if not data["conveyor"]:
        data.pop("conveyor")


def _set_gift_bin(data: dict, zone: str) -> None:
    if data.get("gift_bin") == zone:
        data.pop("gift_bin")
    else:
        data["gift_bin"] = zone

"""The battlefield as a graph: spaces, zones, adjacency, movement steps and map features.

Built once per battlefield from the schema's :class:`Battlefield`. What depends
on the game (which doors are closed) is a :class:`BoardView`, cached per set of
closed doors. Rules that the maps add:

- one-way paths: movement only along the arrow (large fighters both ways), but
  the two spaces stay adjacent for attacks and effects;
- secret passages: movement only (1 step between any two keyhole spaces), never
  adjacency, and not for large fighters;
- high-ground arrows: +1 to an attack from the arrow's start into where it points;
- doors: a closed door removes its path (movement, adjacency) and separates two
  spaces of one zone when every shortest route between them crosses a closed door;
- linked spaces (matching icons): a path like any other, drawn as two icons;
- item spaces and the conveyor belt: read here, played by items.py and conveyor.py.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from tabletop.games.unmatched.battlefield_data import Battlefield

Door = frozenset[str]


def door_key(a: str, b: str) -> str:
    """The key of a door (or path) in State data: the two space ids, sorted, joined by '|'."""
    return "|".join(sorted((a, b)))


def door_of(key: str) -> Door:
    a, _, b = key.partition("|")
    return frozenset((a, b))


class Board:
    """One battlefield's fixed graph, and its views for each set of closed doors."""

    def __init__(self, battlefield: Battlefield):
        self.field = battlefield
        self.ids: tuple[str, ...] = tuple(s.id for s in battlefield.spaces)
        self.zones_of: dict[str, frozenset[str]] = {s.id: frozenset(s.zones) for s in battlefield.spaces}
        self.zone_names = {z.key: z.name for z in battlefield.zones}
        self.labels = {s.id: s.label for s in battlefield.spaces}
        self.starts = battlefield.starts()
        self.doors: tuple[Door, ...] = tuple(frozenset((d.a, d.b)) for d in battlefield.doors)
        self.high_ground: frozenset[tuple[str, str]] = frozenset(
            (h.upper, h.lower) for h in battlefield.high_ground)
        self.item_spaces: tuple[str, ...] = tuple(s.id for s in battlefield.spaces if s.item)
        self.belt: dict[str, str] = battlefield.belt_next()  # conveyor space -> the next one
        self.belt_ends: tuple[str, ...] = tuple(battlefield.belt_ends())
        self.gift_bin: str = battlefield.gift_bin
        self.lines: dict[Door, str] = {}  # adjacency path -> kind (normal / one_way)
        self.arrows: set[tuple[str, str]] = set()  # one-way (from, to)
        self.secret: set[Door] = set()
        for path in battlefield.paths:
            pair = frozenset((path.a, path.b))
            if path.kind == "secret":
                self.secret.add(pair)
            else:
                self.lines[pair] = path.kind
                if path.kind == "one_way":
                    self.arrows.add((path.a, path.b))
        self._views: dict[frozenset[Door], BoardView] = {}
        self._names: dict[str, str] = {}

    def view(self, closed: Iterable[Door] = ()) -> BoardView:
        """The board with these doors closed."""
        key = frozenset(closed)
        found = self._views.get(key)
        if found is None:
            found = self._views[key] = BoardView(self, key)
        return found

    def name(self, space: str) -> str:
        """A space's name for players: its id made readable, with its label."""
        found = self._names.get(space)
        if found is None:
            label = self.labels.get(space) or ""
            readable = space.replace("_", " ").title()
            found = self._names[space] = f"{readable} ({label})" if label else readable
        return found

    def zone_list(self, space: str) -> str:
        return " and ".join(self.zone_names[z] for z in sorted(self.zones_of[space]))


class BoardView:
    """Adjacency, steps, distances and zones with a given set of doors closed."""

    def __init__(self, board: Board, closed: frozenset[Door]):
        self.board = board
        self.closed = closed
        ids = board.ids
        self.adjacent: dict[str, frozenset[str]] = {}
        self.steps: dict[str, tuple[str, ...]] = {}  # where one step of movement leads
        self.large_steps: dict[str, tuple[str, ...]] = {}
        adjacent: dict[str, set[str]] = {s: set() for s in ids}
        steps: dict[str, set[str]] = {s: set() for s in ids}
        large: dict[str, set[str]] = {s: set() for s in ids}
        for pair, kind in board.lines.items():
            if pair in closed:
                continue
            a, b = tuple(pair)
            adjacent[a].add(b)
            adjacent[b].add(a)
            large[a].add(b)
            large[b].add(a)
            if kind == "one_way":
                start, end = (a, b) if (a, b) in board.arrows else (b, a)
                steps[start].add(end)
            else:
                steps[a].add(b)
                steps[b].add(a)
        for pair in board.secret:
            a, b = tuple(pair)
            steps[a].add(b)
            steps[b].add(a)
        for space in ids:  # sorted tuples: the same order in every run
            self.adjacent[space] = frozenset(adjacent[space])
            self.steps[space] = tuple(sorted(steps[space]))
            self.large_steps[space] = tuple(sorted(large[space]))
        self._distances: dict[str, dict[str, int]] = {}
        self._zone_mates: dict[str, frozenset[str]] = {}

    # -- distances -------------------------------------------------------------
    def distances(self, start: str) -> dict[str, int]:
        """Spaces reachable by adjacency (attack distance, ignoring fighters) and how far."""
        found = self._distances.get(start)
        if found is None:
            found = {start: 0}
            queue = deque([start])
            while queue:
                here = queue.popleft()
                for nxt in sorted(self.adjacent[here]):
                    if nxt not in found:
                        found[nxt] = found[here] + 1
                        queue.append(nxt)
            self._distances[start] = found
        return found

    def distance(self, a: str, b: str) -> int | None:
        return self.distances(a).get(b)

    # -- zones -----------------------------------------------------------------
    def same_zone(self, a: str, b: str) -> bool:
        """Whether two spaces share a zone (closed doors may separate them)."""
        return b in self.zone_mates(a)

    def zone_mates(self, space: str) -> frozenset[str]:
        """Every space in a zone with ``space`` (itself included)."""
        found = self._zone_mates.get(space)
        if found is None:
            board = self.board
            mine = board.zones_of[space]
            candidates = [s for s in board.ids if mine & board.zones_of[s]]
            if self.closed:
                open_view = board.view()
                candidates = [s for s in candidates
                              if self.distance(space, s) == open_view.distance(space, s)]
            found = self._zone_mates[space] = frozenset(candidates)
        return found

    # -- features ----------------------------------------------------------------
    def high_ground(self, attacker_spaces: Iterable[str], defender_spaces: Iterable[str]) -> bool:
        """Whether an arrow runs from one of the attacker's spaces to one of the defender's."""
        arrows = self.board.high_ground
        defenders = tuple(defender_spaces)
        return any((a, d) in arrows and frozenset((a, d)) not in self.closed
                   for a in attacker_spaces for d in defenders)

    def doors_at(self, spaces: Iterable[str]) -> list[Door]:
        """Doors on a path touching any of these spaces."""
        here = set(spaces)
        return [door for door in self.board.doors if door & here]

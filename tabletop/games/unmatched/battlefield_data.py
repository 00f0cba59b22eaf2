"""Unmatched battlefields: spaces on axial hex coordinates, zones, paths and map features.

Spaces sit on axial coordinates (q, r) so the board draws as hex-like tiles.
Paths are the printed lines; their ``kind`` says how fighters may use them:

- ``normal``: both ways, and the two spaces are adjacent.
- ``one_way``: movement only from ``a`` to ``b`` (large fighters: both ways);
  the spaces are still adjacent for attacks and effects.
- ``secret``: a secret passage; movement only (costs 1), never adjacency, and
  large fighters cannot use it. Every keyhole space links to every other one.
- ``linked``: two spaces far apart on the drawing with matching icons (a ship's
  two decks): adjacent for every purpose, like a normal path; drawn as a pair of
  icons instead of a line.

High-ground arrows (+1 to an attack from ``upper`` into ``lower``) and doors
(open at the start; closed, the path does not exist) sit on normal or one-way paths.
Item spaces (``item: true``) get a random battlefield item token at setup
(items.py). A conveyor belt is a chain of arrows along paths: at the end of every
turn the fighters on it ride one space on, and from its end space into an empty
space of the ``gift_bin`` zone (conveyor.py).
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")

Problem = str | tuple[str, str] | tuple[str, int, str]
"""A problem sentence, optionally with where it is: ``(field, message)`` or ``(list field, index, message)``."""


@dataclass(frozen=True, kw_only=True)
class Zone:
    key: str
    name: str
    colour: str  # "#rrggbb"

    def problems(self) -> list[str]:
        return [] if COLOUR.match(self.colour) else [f"zone '{self.key}' colour should be #rrggbb"]


@dataclass(frozen=True, kw_only=True)
class Space:
    id: str
    q: int
    r: int
    zones: tuple[str, ...]
    start: int | None = None  # start space number 1..4
    label: str = ""
    item: bool = False  # a battlefield item token is placed here at setup

    def problems(self) -> list[str]:
        found = []
        if not self.zones:
            found.append(f"space '{self.id}' is in no zone")
        if len(set(self.zones)) != len(self.zones):
            found.append(f"space '{self.id}' lists a zone twice")
        if self.start is not None and not 1 <= self.start <= 4:
            found.append(f"space '{self.id}' start number should be 1 to 4")
        return found


@dataclass(frozen=True, kw_only=True)
class Path:
    a: str
    b: str
    kind: Literal["normal", "one_way", "secret", "linked"] = "normal"

    def pair(self) -> frozenset[str]:
        return frozenset((self.a, self.b))

    def problems(self) -> list[str]:
        return [f"path joins space '{self.a}' to itself"] if self.a == self.b else []


@dataclass(frozen=True, kw_only=True)
class HighGround:
    """An arrow on a path: attacks from ``upper`` into ``lower`` get +1."""

    upper: str
    lower: str


@dataclass(frozen=True, kw_only=True)
class Door:
    a: str
    b: str
    open: bool = True


@dataclass(frozen=True, kw_only=True)
class Belt:
    """One arrow of a conveyor belt: fighters on ``a`` ride to ``b`` at the end of each turn."""

    a: str
    b: str


@dataclass(frozen=True, kw_only=True)
class Battlefield:
    id: str
    name: str
    text: str = ""
    zones: tuple[Zone, ...]
    spaces: tuple[Space, ...]
    paths: tuple[Path, ...]
    high_ground: tuple[HighGround, ...] = ()
    doors: tuple[Door, ...] = ()
    conveyor: tuple[Belt, ...] = ()
    gift_bin: str = ""  # the zone a fighter leaving the conveyor's end space is placed in
    origin: Literal["", "own", "official", "community"] = ""  # where the map comes from (shown on the board)

    def space(self, space_id: str) -> Space:
        return next(s for s in self.spaces if s.id == space_id)

    def starts(self) -> dict[int, str]:
        """Start number -> space id."""
        return {s.start: s.id for s in self.spaces if s.start is not None}

    def adjacent(self, space_id: str) -> set[str]:
        """Spaces adjacent for attacks and effects (normal and one-way paths, doors open)."""
        found = set()
        for path in self.paths:
            if path.kind != "secret" and space_id in (path.a, path.b):
                found.add(path.b if path.a == space_id else path.a)
        return found

    def steps(self, space_id: str, *, large: bool = False) -> set[str]:
        """Spaces a fighter may step to in one move (doors open)."""
        found = set()
        for path in self.paths:
            if path.kind == "secret" and large:
                continue
            if path.a == space_id:
                found.add(path.b)
            elif path.b == space_id and (path.kind != "one_way" or large):
                found.add(path.a)
        return found

    def zone_spaces(self, zone: str) -> list[str]:
        return [s.id for s in self.spaces if zone in s.zones]

    def reachable(self, start: str, *, backwards: bool = False) -> set[str]:
        """Spaces reachable from ``start`` by movement (or that can reach it, ``backwards``)."""
        if backwards:
            reverse: dict[str, set[str]] = {s.id: set() for s in self.spaces}
            for space in self.spaces:
                for target in self.steps(space.id):
                    reverse.setdefault(target, set()).add(space.id)
            follow = lambda here: reverse.get(here, set())  # noqa: E731
        else:
            follow = self.steps
        seen, queue = {start}, deque([start])
        while queue:
            for nxt in follow(queue.popleft()):
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        return seen

    def problems(self) -> list[Problem]:
        """Each problem with where it is: ``(list field, index, message)`` points at that item's line."""
        found = self._space_problems()
        ids = {s.id for s in self.spaces}
        found += self._path_problems(ids)
        found += self._conveyor_problems(ids)
        if found:
            return found  # the checks below assume sound spaces and paths
        starts = sorted(s.start for s in self.spaces if s.start is not None)
        if len(starts) != len(set(starts)):
            found.append(("spaces", f"a start number is used twice ({starts})"))
        missing = [n for n in range(1, max([2, *starts]) + 1) if n not in starts]
        if missing:
            found.append(("spaces", f"no start space {' or '.join(str(n) for n in missing)}"))
        if not missing:
            first = self.starts()[1]
            out = ids - self.reachable(first)
            back = ids - self.reachable(first, backwards=True)
            if out:
                found.append(("spaces", self._index(min(out, key=self._index)),
                              f"unreachable spaces from start 1: {', '.join(sorted(out))}"))
            if back:
                found.append(("spaces", self._index(min(back, key=self._index)),
                              f"spaces with no way back to start 1: {', '.join(sorted(back))}"))
        return found

    def _index(self, space_id: str) -> int:
        return next(i for i, s in enumerate(self.spaces) if s.id == space_id)

    def _space_problems(self) -> list[Problem]:
        found: list[Problem] = []
        seen: set[str] = set()
        places: dict[tuple[int, int], str] = {}
        for index, space in enumerate(self.spaces):
            if space.id in seen:
                found.append(("spaces", index, f"space id '{space.id}' is used twice"))
            seen.add(space.id)
            where = (space.q, space.r)
            if where in places:
                found.append(("spaces", index, f"spaces '{places[where]}' and '{space.id}' share coordinates "
                                               f"q={where[0]}, r={where[1]}"))
            places.setdefault(where, space.id)
        zone_keys = [z.key for z in self.zones]
        for index, key in enumerate(zone_keys):
            if key in zone_keys[:index]:
                found.append(("zones", index, f"zone '{key}' is defined twice"))
        for index, space in enumerate(self.spaces):
            found += [("spaces", index, f"space '{space.id}' names unknown zone '{z}'")
                      for z in space.zones if z not in zone_keys]
        found += [("zones", i, f"zone '{z}' is empty (no space is in it)")
                  for i, z in enumerate(zone_keys) if not self.zone_spaces(z)]
        return found

    def _path_problems(self, ids: set[str]) -> list[Problem]:
        found: list[Problem] = []
        pairs: set[frozenset[str]] = set()
        for index, path in enumerate(self.paths):
            for end in (path.a, path.b):
                if end not in ids:
                    found.append(("paths", index, f"path {index + 1} ({path.a} - {path.b}) names unknown space '{end}'"))
            if path.pair() in pairs:
                found.append(("paths", index, f"path {index + 1} ({path.a} - {path.b}) is listed twice"))
            pairs.add(path.pair())
        secret = {p.pair() for p in self.paths if p.kind == "secret"}
        keyholes = sorted({end for pair in secret for end in pair})
        for a, b in combinations(keyholes, 2):
            if frozenset((a, b)) not in secret:
                found.append(("paths", f"secret passage spaces '{a}' and '{b}' are not linked "
                                       "(every keyhole links to every other)"))
        lines = {p.pair() for p in self.paths if p.kind != "secret"}
        for index, arrow in enumerate(self.high_ground):
            if frozenset((arrow.upper, arrow.lower)) not in lines:
                found.append(("high_ground", index, f"high-ground arrow {arrow.upper} -> {arrow.lower} is not on a path"))
        doors: set[frozenset[str]] = set()
        for index, door in enumerate(self.doors):
            pair = frozenset((door.a, door.b))
            if pair not in lines:
                found.append(("doors", index, f"door {door.a} | {door.b} is not on a path"))
            if pair in doors:
                found.append(("doors", index, f"door {door.a} | {door.b} is listed twice"))
            doors.add(pair)
        return found

    def belt_next(self) -> dict[str, str]:
        """Conveyor space -> the space its arrow leads to (an end space has none)."""
        return {belt.a: belt.b for belt in self.conveyor}

    def belt_ends(self) -> list[str]:
        """The conveyor's end spaces: on the belt, with no arrow leading on."""
        nexts = self.belt_next()
        return sorted({b.b for b in self.conveyor} - set(nexts))

    def _conveyor_problems(self, ids: set[str]) -> list[Problem]:
        found: list[Problem] = []
        if not self.conveyor:
            if self.gift_bin:
                found.append(("gift_bin", "a gift bin means nothing without a conveyor"))
            return found
        if not self.gift_bin:
            found.append(("conveyor", "a conveyor needs a gift_bin: the zone its end spaces empty into"))
        elif self.gift_bin not in {z.key for z in self.zones}:
            found.append(("gift_bin", f"gift_bin names unknown zone '{self.gift_bin}'"))
        lines = {p.pair() for p in self.paths if p.kind != "secret"}
        leaving: dict[str, int] = {}
        for index, belt in enumerate(self.conveyor):
            words = f"conveyor arrow {belt.a} -> {belt.b}"
            unknown = [end for end in (belt.a, belt.b) if end not in ids]
            if unknown:
                found += [("conveyor", index, f"{words} names unknown space '{end}'") for end in unknown]
                continue
            if belt.a == belt.b:
                found.append(("conveyor", index, f"{words} leads to its own space"))
            elif frozenset((belt.a, belt.b)) not in lines:
                found.append(("conveyor", index, f"{words} is not on a path"))
            if belt.a in leaving:
                found.append(("conveyor", index, f"space '{belt.a}' has a second conveyor arrow leading "
                                                 f"out of it (arrow {leaving[belt.a] + 1})"))
            leaving.setdefault(belt.a, index)
        if found:
            return found
        nexts = self.belt_next()
        for index, belt in enumerate(self.conveyor):
            seen, here = {belt.a}, belt.b
            while here in nexts:
                if here in seen:
                    found.append(("conveyor", index, f"the conveyor through '{belt.a}' runs in a circle "
                                                     "(a belt needs an end space)"))
                    return found
                seen.add(here)
                here = nexts[here]
        return found

"""One battlefield file read for a preview: every problem with its line, and as much of the map
as can still be drawn.

``tabletop screenshot --map FILE``, ``tabletop map-preview FILE`` and the map
editor show a map while it is being written. The strict reading (the same
checks as the game's) gives the problems; when the file's fields are all there
but the map has mistakes (a path to an unknown space, two spaces on one spot,
an unreachable space), the map is read again without its own checks and the
parts that cannot be drawn (paths, doors, arrows and conveyor arrows naming unknown spaces, a
second space with the same id or spot) are left out of the picture.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.carddb.loader import expect_header
from tabletop.carddb.problems import DataError, Problem, Where, display_path
from tabletop.carddb.schema import BuildContext, build
from tabletop.carddb.yamlio import LineMap, parse_yaml, read_text
from tabletop.games.unmatched.battlefield_data import Battlefield

KIND = "battlefield"


@dataclass(frozen=True, kw_only=True)
class _Unchecked(Battlefield):
    """The same fields, without the map's own checks (they were reported by the strict reading)."""

    def problems(self) -> list:
        return []


def read_map(path: Path) -> tuple[Battlefield | None, list[Problem]]:
    """The map to draw (None when nothing can be drawn) and every problem of the file."""
    shown = display_path(path)
    try:
        text = read_text(path, shown)
    except DataError as error:
        return None, list(error.problems)
    return read_map_text(text, shown)


def read_map_text(text: str, source: str) -> tuple[Battlefield | None, list[Problem]]:
    """The same for a map's text (``source`` names it in the problems)."""
    try:
        data = parse_yaml(text, source)
    except DataError as error:
        return None, list(error.problems)
    where = Where(source, 1)
    header = expect_header(data, where, KIND, "unmatched")
    if header:
        return None, header
    body = _body(data)
    ctx = BuildContext()
    strict = build(Battlefield, body, where.at(data.line), ctx)
    if strict is not None and not ctx.problems:
        return strict, []
    return _drawable(body, where.at(data.line)), sorted(set(ctx.problems), key=lambda p: (p.line, p.message))


def _body(data: Any) -> LineMap:
    body = LineMap({k: v for k, v in data.items() if k not in ("kind", "game")})
    body.line, body.key_lines = data.line, data.key_lines
    return body


def _drawable(body: LineMap, where: Where) -> Battlefield | None:
    loose = build(_Unchecked, body, where, BuildContext())
    if loose is None:
        return None
    spaces, ids, spots = [], set(), set()
    for space in loose.spaces:
        if space.id not in ids and (space.q, space.r) not in spots:
            spaces.append(space)
            ids.add(space.id)
            spots.add((space.q, space.r))
    if not spaces:
        return None
    fields = {f.name: getattr(loose, f.name) for f in dataclasses.fields(Battlefield)}
    fields.update(
        spaces=tuple(spaces),
        paths=tuple(p for p in loose.paths if p.a in ids and p.b in ids and p.a != p.b),
        doors=tuple(d for d in loose.doors if d.a in ids and d.b in ids),
        high_ground=tuple(h for h in loose.high_ground if h.upper in ids and h.lower in ids),
        conveyor=tuple(c for c in loose.conveyor if c.a in ids and c.b in ids),
    )
    return Battlefield(**fields)

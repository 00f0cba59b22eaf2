"""Reading a position file: every problem collected with its ``file:line``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.carddb.problems import Problem, Where
from tabletop.carddb.yamlio import LineList, LineMap


@dataclass
class Reader:
    """Collects every problem of one file instead of stopping at the first."""

    where: Where
    problems: list[Problem] = field(default_factory=list)

    def at(self, line: int) -> Where:
        return self.where.at(line)

    def problem(self, line: int, message: str) -> None:
        self.problems.append(self.where.at(line).problem(message))


def line_of(data: Any, key: Any, default: int) -> int:
    if isinstance(data, LineMap):
        return data.line_of(key)
    if isinstance(data, LineList) and isinstance(key, int):
        return data.line_of(key)
    return default

"""Problems found in data files, each pointing at ``file:line``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong in a data file; prints as ``file:line: message``."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


@dataclass(frozen=True)
class Where:
    """A place in a data file, handed down while checking nested data."""

    path: str
    line: int

    def problem(self, message: str) -> Problem:
        return Problem(self.path, self.line, message)

    def at(self, line: int | None) -> Where:
        return Where(self.path, line if line else self.line)


class DataError(Exception):
    """Raised when a data file cannot be used; carries every problem found."""

    def __init__(self, problems: list[Problem]):
        self.problems = sorted(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


def display_path(path: Path | str) -> str:
    """A path relative to the working directory when that is shorter."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)

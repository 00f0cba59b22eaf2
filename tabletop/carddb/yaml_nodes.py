"""Parsed YAML that remembers lines: the mappings and lists :mod:`tabletop.carddb.yamlio` gives,
and the limits it reads within (apart from PyYAML, which only the reading itself needs)."""

from __future__ import annotations

from typing import Any

MAX_BYTES = 8_000_000
"""A YAML file larger than this is refused unread (the biggest card set is a few hundred KB)."""
MAX_DEPTH = 64
"""Nesting levels of mappings and lists (card data uses fewer than ten)."""
MAX_VALUES = 200_000
"""Values a file may hold once its aliases are expanded (an alias bomb holds billions)."""
MAX_DIGITS = 40
"""Digits an integer may have."""


class LineMap(dict):
    """A YAML mapping: a dict plus the 1-based line of itself and of each key."""

    line: int = 0
    key_lines: dict[Any, int]

    def line_of(self, key: Any) -> int:
        return self.key_lines.get(key, self.line)


class LineList(list):
    """A YAML sequence: a list plus the line of itself and of each item."""

    line: int = 0
    item_lines: list[int]

    def line_of(self, index: int) -> int:
        return self.item_lines[index] if index < len(self.item_lines) else self.line

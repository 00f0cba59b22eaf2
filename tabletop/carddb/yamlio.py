"""Safe YAML reading that remembers the line of every mapping key and item.

Only the safe loaders are used (the C-accelerated one where PyYAML has it).
Duplicate keys, which plain YAML silently overwrites, are reported.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tabletop.carddb.problems import DataError, Problem, display_path

try:
    _SafeBase = yaml.CSafeLoader
except AttributeError:  # PyYAML built without libyaml
    _SafeBase = yaml.SafeLoader


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


class _LineLoader(_SafeBase):  # type: ignore[misc, valid-type]
    duplicate_keys: list[tuple[int, Any]]


def _construct_map(loader: _LineLoader, node: yaml.MappingNode) -> LineMap:
    loader.flatten_mapping(node)
    result = LineMap()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        if key in result.key_lines:
            loader.duplicate_keys.append((line, key))
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = line
    return result


def _construct_seq(loader: _LineLoader, node: yaml.SequenceNode) -> LineList:
    result = LineList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


_LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_map)
_LineLoader.add_constructor("tag:yaml.org,2002:seq", _construct_seq)


def parse_yaml(text: str, path: str) -> Any:
    """Parse YAML text; raise DataError naming ``path:line`` on any problem."""
    loader = _LineLoader(text)
    loader.duplicate_keys = []
    try:
        data = loader.get_single_data()
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        reason = error.problem or error.context or "not valid YAML"
        raise DataError([Problem(path, line, f"YAML syntax: {reason}")]) from None
    except yaml.YAMLError as error:
        raise DataError([Problem(path, 1, f"YAML: {error}")]) from None
    finally:
        loader.dispose()
    if loader.duplicate_keys:
        raise DataError(
            [Problem(path, line, f"duplicate key '{key}'") for line, key in loader.duplicate_keys]
        )
    return data


def read_yaml(path: Path) -> Any:
    """Read and parse a YAML file (UTF-8)."""
    shown = display_path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise DataError([Problem(shown, 1, "not UTF-8 text")]) from None
    except OSError as error:
        raise DataError([Problem(shown, 1, f"cannot read: {error.strerror}")]) from None
    return parse_yaml(text, shown)

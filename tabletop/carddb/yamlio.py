"""Safe YAML reading that remembers the line of every mapping key and item.

Only the safe loaders are used (the C-accelerated one where PyYAML has it).
Duplicate keys, which plain YAML silently overwrites, are reported. Files are
input we did not write, so limits come before the work: the file's size and
kind before reading (no FIFO, no device), then the nesting depth and the
number of values after alias expansion on the parser's event stream (which
builds nothing), then an integer's digits before converting it, and a key that
is a list or mapping is refused. Every refusal is one ``file:line`` problem.

PyYAML itself is imported only when a file is really parsed (``yaml_loader``). A file
read with ``cache=True`` (the decks that ship with a game, which a start reads) is
parsed once: its parsed form is kept as JSON, which holds data and cannot run code, in
the user's cache folder, and used again while the file's size and time are unchanged.
A cache file that is missing, stale or damaged only means parsing again.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tabletop import paths
from tabletop.carddb.problems import DataError, Problem, display_path
from tabletop.carddb.yaml_nodes import (
    MAX_BYTES,
    MAX_DEPTH,
    MAX_DIGITS,
    MAX_VALUES,
    LineList,
    LineMap,
)
from tabletop.digests import sha1
from tabletop.fileio import UnreadableFile, read_limited, write_bytes_atomically

__all__ = ["MAX_BYTES", "MAX_DEPTH", "MAX_DIGITS", "MAX_VALUES", "LineList", "LineMap", "parse_yaml", "read_text",
           "read_yaml"]

CACHE_VERSION = 1  # of the JSON form below: bump when it changes


def parse_yaml(text: str, path: str) -> Any:
    """Parse YAML text; raise DataError naming ``path:line`` on any problem."""
    from tabletop.carddb.yaml_loader import parse

    return parse(text, path)


def read_yaml(path: Path, *, cache: bool = False) -> Any:
    """Read and parse a YAML file (UTF-8); with ``cache``, through the parsed-file cache."""
    shown = display_path(path)
    if not cache:
        return parse_yaml(read_text(path, shown), shown)
    try:
        stat = Path(path).stat()
    except OSError:
        return parse_yaml(read_text(path, shown), shown)  # says why it cannot be read
    stamp = [CACHE_VERSION, str(Path(path).resolve()), stat.st_size, stat.st_mtime_ns]
    kept = _cache_file(path)
    found = _read_kept(kept, stamp)
    if found is not None:
        return found
    data = parse_yaml(read_text(path, shown), shown)
    try:
        encoded = json.dumps({"stamp": stamp, "data": _to_json(data)}, allow_nan=False).encode()
        write_bytes_atomically(kept, encoded, durable=False)
    except (TypeError, ValueError, OSError):
        pass  # a value JSON cannot hold (a date, say), or a read-only cache folder: parsed each time
    return data


def _cache_file(path: Path) -> Path:
    name = sha1(str(Path(path).resolve()).encode()).hexdigest()[:16]
    return paths.user_cache_dir() / "yaml" / f"{name}.json"


def _read_kept(kept: Path, stamp: list[Any]) -> Any:
    """The parsed data kept for the file ``stamp`` names, or None when there is none to trust."""
    try:
        found = json.loads(read_limited(kept, 2 * MAX_BYTES))
        if found["stamp"] != stamp:
            return None
        return _from_json(found["data"], 0)
    except (UnreadableFile, ValueError, KeyError, IndexError, TypeError, RecursionError):
        return None


def _to_json(value: Any) -> Any:
    """Parsed YAML as JSON values: a mapping ``{"m": line, "k": [[key, key line, value]...]}``, a
    list ``{"l": line, "i": [[item line, item]...]}``; TypeError for anything JSON cannot hold."""
    if isinstance(value, LineMap):
        return {"m": value.line, "k": [[key, value.line_of(key), _to_json(item)] for key, item in value.items()]}
    if isinstance(value, LineList):
        return {"l": value.line, "i": [[value.line_of(index), _to_json(item)] for index, item in enumerate(value)]}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"{type(value).__name__} is not kept")


def _from_json(value: Any, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise ValueError("nested too deep")
    if isinstance(value, dict):
        if "m" in value:
            mapping = LineMap()
            mapping.line, mapping.key_lines = int(value["m"]), {}
            for key, line, item in value["k"]:
                if isinstance(key, (dict, list)):
                    raise TypeError("a key must be a plain value")
                mapping[key] = _from_json(item, depth + 1)
                mapping.key_lines[key] = int(line)
            return mapping
        items = LineList(_from_json(item, depth + 1) for _, item in value["i"])
        items.line, items.item_lines = int(value["l"]), [int(line) for line, _ in value["i"]]
        return items
    if isinstance(value, list):
        raise TypeError("a list is always kept with its lines")
    return value


def read_text(path: Path, shown: str) -> str:
    """A data file's UTF-8 text, refused (DataError) when it is no regular file or too large."""
    try:
        return read_limited(Path(path), MAX_BYTES).decode("utf-8")
    except UnicodeDecodeError:
        raise DataError([Problem(shown, 1, "not UTF-8 text")]) from None
    except UnreadableFile as refused:
        raise DataError([Problem(shown, 1, str(refused))]) from None

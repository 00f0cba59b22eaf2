"""PyYAML's safe loader made to keep the line of every key and item, within the limits.

Only :func:`tabletop.carddb.yamlio.parse_yaml` imports this module, when a file is really
parsed (PyYAML takes a while to import, and a start reads no YAML when its caches are warm).
"""

from __future__ import annotations

from typing import Any

import yaml

from tabletop.carddb.problems import DataError, Problem
from tabletop.carddb.yaml_nodes import MAX_DEPTH, MAX_DIGITS, MAX_VALUES, LineList, LineMap

try:
    _SafeBase = yaml.CSafeLoader
except AttributeError:  # PyYAML built without libyaml
    _SafeBase = yaml.SafeLoader


class _LineLoader(_SafeBase):  # type: ignore[misc, valid-type]
    duplicate_keys: list[tuple[int, Any]]


class _Refused(Exception):
    """A limit exceeded at a line (raised while checking or building, reported as one problem)."""

    def __init__(self, line: int, message: str):
        super().__init__(message)
        self.line = line
        self.message = message


_OPENS = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_CLOSES = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def _check_events(text: str) -> None:
    """Refuse (_Refused) a document nested too deep or whose aliases expand to too many values.

    Walks the parser's events, which builds no values: each anchor's size is
    counted once, and an alias adds its anchor's size where it is used.
    """
    sizes: dict[str, int] = {}
    stack: list[list[Any]] = [[0, None]]
    loader = _SafeBase(text)
    try:
        while loader.check_event():
            event = loader.get_event()
            line = event.start_mark.line + 1 if event.start_mark else 1
            if isinstance(event, _OPENS):
                if len(stack) > MAX_DEPTH:
                    raise _Refused(line, f"nested deeper than {MAX_DEPTH} levels")
                stack.append([0, event.anchor])
                continue
            if isinstance(event, _CLOSES):
                count, anchor = stack.pop()
                added = count + 1
                if anchor:
                    sizes[anchor] = added
            elif isinstance(event, yaml.ScalarEvent):
                added = 1
                if event.anchor:
                    sizes[event.anchor] = 1
            elif isinstance(event, yaml.AliasEvent):
                added = sizes.get(event.anchor, 1)
            else:
                continue
            stack[-1][0] += added
            if stack[-1][0] > MAX_VALUES:
                raise _Refused(line, f"holds more than {MAX_VALUES:,} values once its aliases are expanded")
    finally:
        loader.dispose()


def _construct_int(loader: _LineLoader, node: yaml.ScalarNode) -> int:
    if len(node.value) > MAX_DIGITS:
        raise _Refused(node.start_mark.line + 1, f"a number of {len(node.value)} digits is longer than any this file may hold")
    return loader.construct_yaml_int(node)


def _construct_map(loader: _LineLoader, node: yaml.MappingNode) -> LineMap:
    loader.flatten_mapping(node)
    result = LineMap()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        line = key_node.start_mark.line + 1
        if not isinstance(key_node, yaml.ScalarNode):
            raise _Refused(line, "a key must be a plain name, not a list or mapping ('? [a, b]')")
        key = loader.construct_object(key_node, deep=True)
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
_LineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def parse(text: str, path: str) -> Any:
    """Parse YAML text; raise DataError naming ``path:line`` on any problem."""
    try:
        _check_events(text)
    except _Refused as refused:
        raise DataError([Problem(path, refused.line, refused.message)]) from None
    except yaml.MarkedYAMLError as error:
        if "nesting depth" in str(error.problem or ""):  # newer PyYAML stops deep nesting itself
            mark = error.problem_mark or error.context_mark
            line = mark.line + 1 if mark else 1
            raise DataError([Problem(path, line, f"nested deeper than {MAX_DEPTH} levels")]) from None
    except yaml.YAMLError:
        pass  # the loader below reports the syntax error with its line
    loader = _LineLoader(text)
    loader.duplicate_keys = []
    try:
        data = loader.get_single_data()
    except _Refused as refused:
        raise DataError([Problem(path, refused.line, refused.message)]) from None
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        reason = error.problem or error.context or "not valid YAML"
        raise DataError([Problem(path, line, f"YAML syntax: {reason}")]) from None
    except yaml.YAMLError as error:
        raise DataError([Problem(path, 1, f"YAML: {str(error)[:200]}")]) from None
    except (RecursionError, MemoryError, ValueError, TypeError, OverflowError) as error:
        raise DataError([Problem(path, 1, f"cannot be read as data ({type(error).__name__})")]) from None
    finally:
        loader.dispose()
    if loader.duplicate_keys:
        raise DataError(
            [Problem(path, line, f"duplicate key '{key}'") for line, key in loader.duplicate_keys]
        )
    return data

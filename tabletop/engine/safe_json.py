"""JSON from files we did not write: limits checked before the work, one phrase for every refusal.

The standard parser recurses once per nesting level and turns any run of
digits into an int (quadratic in its length, and refused past 4,300 digits
with a ValueError); the limits here are checked first: the nesting depth on
the raw bytes (strings stripped, bracket pairs peeled level by level, all at C
speed), an integer's digits before it is converted. NaN and Infinity, which
are not JSON, are refused.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DEPTH = 64
"""Nesting levels a save or journal record may have (ours use about fifteen)."""
MAX_DIGITS = 40
"""Digits an integer may have (ours fit in 64 bits: at most 20)."""

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")


class JsonRefused(ValueError):
    """Bytes that are not JSON we accept; ``syntax`` tells bad syntax from a limit exceeded."""

    def __init__(self, phrase: str, syntax: bool = False):
        super().__init__(phrase)
        self.syntax = syntax


def deeper_than(raw: bytes, limit: int) -> bool:
    """Whether the JSON text nests more than ``limit`` levels (checked within a factor of two).

    Each pass deletes every innermost ``[]`` and ``{}`` pair; what is left after
    ``limit`` passes is nested deeper. Unbalanced brackets stop the peeling early
    and are left for the parser to report.
    """
    brackets = _STRING.sub(b"", raw).translate(None, _NOT_BRACKETS)
    for _ in range(limit):
        if not brackets:
            return False
        shorter = brackets.replace(b"[]", b"").replace(b"{}", b"")
        if len(shorter) == len(brackets):
            return False
        brackets = shorter
    return bool(brackets)


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise JsonRefused(f"holds a number of {len(text)} digits, longer than any it may hold")
    return int(text)


def _constant(name: str) -> Any:
    raise JsonRefused(f"holds {name}, which is not a JSON number", syntax=True)


def loads(raw: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """Parse UTF-8 JSON bytes within the limits; JsonRefused with a phrase otherwise."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JsonRefused("is not UTF-8 text", syntax=True) from None
    if deeper_than(raw, max_depth):
        raise JsonRefused(f"nests deeper than {max_depth} levels, deeper than any it may")
    try:
        return json.loads(text, parse_int=_integer, parse_constant=_constant)
    except JsonRefused:
        raise
    except RecursionError:
        raise JsonRefused(f"nests deeper than {max_depth} levels, deeper than any it may") from None
    except (ValueError, MemoryError):  # JSONDecodeError is a ValueError
        raise JsonRefused("is not valid JSON", syntax=True) from None

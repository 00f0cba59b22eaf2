"""JSON from files we did not write: limits checked before the work, one phrase for every refusal.

The standard parser turns any run of digits into an int (quadratic in its
length, and refused past 4,300 digits with a ValueError): an integer's digits
are checked before it is converted. Nesting is bounded by the parser's own
recursion guard, which stops at the first level too deep (about a thousand)
before building anything more, and is reported here as a refusal. NaN and
Infinity, which are not JSON, are refused.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DIGITS = 40
"""Digits an integer may have (ours fit in 64 bits: at most 20)."""
TOO_DEEP = "nests deeper than any file of this kind does (a thousand levels or more)"


class JsonRefused(ValueError):
    """Bytes that are not JSON we accept; ``syntax`` tells bad syntax from a limit exceeded."""

    def __init__(self, phrase: str, syntax: bool = False):
        super().__init__(phrase)
        self.syntax = syntax


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise JsonRefused(f"holds a number of {len(text)} digits, longer than any it may hold")
    return int(text)


def _constant(name: str) -> Any:
    raise JsonRefused(f"holds {name}, which is not a JSON number", syntax=True)


def loads(raw: bytes) -> Any:
    """Parse UTF-8 JSON bytes within the limits; JsonRefused with a phrase otherwise."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JsonRefused("is not UTF-8 text", syntax=True) from None
    try:
        return json.loads(text, parse_int=_integer, parse_constant=_constant)
    except JsonRefused:
        raise
    except RecursionError:
        raise JsonRefused(TOO_DEEP) from None
    except (ValueError, MemoryError):  # JSONDecodeError is a ValueError
        raise JsonRefused("is not valid JSON", syntax=True) from None

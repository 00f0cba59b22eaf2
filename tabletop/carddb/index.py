"""A search index over one game's cards: words, tags and numeric ranges.

Built once per database; each query is a linear scan over precomputed,
case-folded strings and small dicts, which stays far below a keystroke's
budget for tens of thousands of cards.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass, field

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.carddb.schema import field_kinds

_NOT_FACETS = {"name", "text", "automation", "set_id", "source", "id", "flavor", "flavour", "ability"}
_SHORT_TAG = 32


@dataclass(frozen=True)
class Query:
    """What the deck browser asks: words plus tag filters and number ranges.

    ``words`` must all appear in the card's name, text or other fields;
    ``tags`` maps a field to the values accepted (any of them);
    ``ranges`` maps a numeric field to an inclusive (low, high), None for open.
    """

    words: str = ""
    tags: dict[str, frozenset[str]] = field(default_factory=dict)
    ranges: dict[str, tuple[float | None, float | None]] = field(default_factory=dict)


@dataclass
class _Entry:
    card_id: str
    haystack: str
    tags: dict[str, frozenset[str]]
    numbers: dict[str, float]


def _as_tags(value: object) -> Iterable[str]:
    if value is None or value == "":
        return ()
    if isinstance(value, tuple | list | set | frozenset):
        return [str(v) for v in value]
    if isinstance(value, bool):
        return ["yes" if value else "no"]
    return [str(value)]


class CardIndex:
    """Searchable view of a :class:`CardDatabase`."""

    def __init__(self, db: CardDatabase):
        self.db = db
        self._entries: list[_Entry] = []
        self.tag_values: dict[str, set[str]] = {}
        self.number_bounds: dict[str, tuple[float, float]] = {}
        for card in db.cards.values():
            self._entries.append(self._entry(card))

    def _entry(self, card: CardBase) -> _Entry:
        kinds = field_kinds(type(card))
        values = card.search_fields()
        words = [card.name, card.text, card.type, card.id]
        tags: dict[str, frozenset[str]] = {}
        numbers: dict[str, float] = {}
        for name, value in values.items():
            kind = kinds.get(name, "other")
            if kind == "number" and value is not None:
                numbers[name] = float(value)
                low, high = self.number_bounds.get(name, (value, value))
                self.number_bounds[name] = (min(low, value), max(high, value))
            elif kind in ("tag", "tags") and name not in _NOT_FACETS:
                found = frozenset(_as_tags(value))
                tags[name] = found
                self.tag_values.setdefault(name, set()).update(found)
                words.extend(found)
            elif kind == "text" and name not in _NOT_FACETS and isinstance(value, str):
                words.append(value)
                if value and len(value) <= _SHORT_TAG and "text" not in name:  # a short label: also a filter
                    tags[name] = frozenset((value,))
                    self.tag_values.setdefault(name, set()).add(value)
            elif kind == "other":
                words.extend(_words_of(value))
        return _Entry(card.id, " ".join(words).casefold(), tags, numbers)

    def search(self, query: Query) -> list[str]:
        """Card ids matching the query, in database order."""
        entries = self._entries
        for word in query.words.casefold().split():  # narrow word by word: cheap C-level scans
            entries = [entry for entry in entries if word in entry.haystack]
        for name, accepted in query.tags.items():
            if accepted:
                entries = [entry for entry in entries if entry.tags.get(name, _NONE) & accepted]
        ranges = list(query.ranges.items())
        if ranges:
            entries = [entry for entry in entries if _in_ranges(entry.numbers, ranges)]
        return [entry.card_id for entry in entries]


_NONE: frozenset[str] = frozenset()


def _words_of(value: object) -> list[str]:
    """The text inside nested data (dataclasses, lists, dicts), without field names."""
    if isinstance(value, str):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [w for f in dataclasses.fields(value) for w in _words_of(getattr(value, f.name))]
    if isinstance(value, dict):
        return [w for key, item in value.items() for w in [*_words_of(key), *_words_of(item)]]
    if isinstance(value, tuple | list | set | frozenset):
        return [w for item in value for w in _words_of(item)]
    return []


def _in_ranges(numbers: dict[str, float], ranges: list) -> bool:
    for name, (low, high) in ranges:
        value = numbers.get(name)
        if value is None:
            return False
        if low is not None and value < low:
            return False
        if high is not None and value > high:
            return False
    return True

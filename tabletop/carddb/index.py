"""A search index over one game's cards: words, tags and numeric ranges.

Built once per database. Every set of cards is a bitset (a Python int whose bit
``i`` is the ``i``-th card in database order): one per tag value, one per value
of each numeric field, one per character and per pair of characters of the
cards' searchable text. A query combines bitsets (``&``, ``|``: C loops over a
few kilobytes), then checks each word only against the cards whose text holds
all of its character pairs, so a keystroke over 100,000 cards never scans
them all.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import compress, repeat
from operator import contains

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


def _as_tags(value: object) -> Iterable[str]:
    if value is None or value == "":
        return ()
    if isinstance(value, tuple | list | set | frozenset):
        return [str(v) for v in value]
    if isinstance(value, bool):
        return ["yes" if value else "no"]
    return [str(value)]


_SPARSE = 16
"""A bitset with fewer than one position in this many set is read byte by byte (few members);
a denser one through a flag byte per position (C loops over all positions)."""
_BITS = tuple(tuple(bit for bit in range(8) if byte >> bit & 1) for byte in range(256))
_TO_FLAGS = bytes.maketrans(b"01", b"\x00\x01")
_TO_DIGITS = bytes.maketrans(b"\x00\x01", b"01")


def _bitset(members: list[int], size: int) -> int:
    """The bitset of these positions (never bit by bit on an int: that is quadratic)."""
    if len(members) * _SPARSE < size:
        raw = bytearray((size + 7) // 8)
        for position in members:
            raw[position >> 3] |= 1 << (position & 7)
        return int.from_bytes(raw, "little")
    flagged = bytearray(size)  # a flag byte per position, read as the binary digits of an int
    deque(map(flagged.__setitem__, members, repeat(1)), maxlen=0)
    return int(flagged.translate(_TO_DIGITS)[::-1], 2)


def flags(bits: int, size: int) -> bytes:
    """One byte per position (1: set, 0: not), position 0 first: made by C loops (the binary
    digits of the int), so that ``itertools.compress`` picks the members without a Python loop."""
    return format(bits, "b").zfill(size)[::-1].encode("ascii").translate(_TO_FLAGS)


def is_sparse(bits: int, size: int) -> bool:
    return bits.bit_count() * _SPARSE < size


def members(bits: int, size: int) -> list[int]:
    """The positions set in a bitset, in order."""
    if not is_sparse(bits, size):
        return list(compress(range(size), flags(bits, size)))
    found: list[int] = []
    for number, byte in enumerate(bits.to_bytes((bits.bit_length() + 7) // 8, "little")):
        if byte:
            base = number << 3
            found.extend(base + bit for bit in _BITS[byte])
    return found


class CardIndex:
    """Searchable view of a :class:`CardDatabase`."""

    def __init__(self, db: CardDatabase):
        self.db = db
        self.tag_values: dict[str, set[str]] = {}
        self.number_bounds: dict[str, tuple[float, float]] = {}
        self._ids: list[str] = []
        self._haystacks: list[str] = []
        tag_members: dict[tuple[str, str], list[int]] = {}
        number_members: dict[str, dict[float, list[int]]] = {}
        gram_members: dict[str, list[int]] = {}
        for position, card in enumerate(db.cards.values()):
            haystack, tags, numbers = self._entry(card)
            self._ids.append(card.id)
            self._haystacks.append(haystack)
            for name, values in tags.items():
                for value in values:
                    tag_members.setdefault((name, value), []).append(position)
            for name, value in numbers.items():
                number_members.setdefault(name, {}).setdefault(value, []).append(position)
            for gram in {*haystack, *(haystack[i:i + 2] for i in range(len(haystack) - 1))}:
                gram_members.setdefault(gram, []).append(position)
        size = len(self._ids)
        self._all = (1 << size) - 1
        self._tags = {key: _bitset(found, size) for key, found in tag_members.items()}
        self._numbers = {name: sorted((value, _bitset(found, size)) for value, found in by_value.items())
                         for name, by_value in number_members.items()}
        self._grams = {gram: _bitset(found, size) for gram, found in gram_members.items()}

    def _entry(self, card: CardBase) -> tuple[str, dict[str, frozenset[str]], dict[str, float]]:
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
        return " ".join(words).casefold(), tags, numbers

    def _word(self, word: str, within: int) -> int:
        """The cards among ``within`` whose text holds ``word``."""
        grams = [word] if len(word) == 1 else [word[i:i + 2] for i in range(len(word) - 1)]
        for gram in grams:
            within &= self._grams.get(gram, 0)
            if not within:
                return 0
        if len(word) <= 2:
            return within  # the pair itself was looked up: no check needed
        haystacks = self._haystacks  # the word is looked for in the candidates' texts only
        size = len(haystacks)
        if is_sparse(within, size):
            return _bitset([position for position in members(within, size) if word in haystacks[position]], size)
        chosen = flags(within, size)
        found = map(contains, compress(haystacks, chosen), repeat(word))
        return _bitset(list(compress(compress(range(size), chosen), found)), size)

    def _range(self, name: str, low: float | None, high: float | None) -> int:
        found = 0
        for value, bits in self._numbers.get(name, ()):
            if (low is None or value >= low) and (high is None or value <= high):
                found |= bits
        return found

    def search(self, query: Query) -> list[str]:
        """Card ids matching the query, in database order."""
        within = self._all
        for name, accepted in query.tags.items():
            if accepted:
                either = 0
                for value in accepted:
                    either |= self._tags.get((name, value), 0)
                within &= either
        for name, (low, high) in query.ranges.items():
            within &= self._range(name, low, high)
        for word in sorted(set(query.words.casefold().split()), key=len, reverse=True):  # longest: fewest
            if not within:
                break
            within = self._word(word, within)
        if within == self._all:
            return list(self._ids)
        ids = self._ids
        if is_sparse(within, len(ids)):
            return [ids[position] for position in members(within, len(ids))]
        return list(compress(ids, flags(within, len(ids))))


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

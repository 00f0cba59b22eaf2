"""Reading deck lists the way people paste them: forgiving, line by line, with suggestions.

Understood forms, one card a line, in any case and punctuation::

    3 Zealot        3x Zealot        Zealot x3        Zealot          (a count of 1)
    SB: 2 WarBlade  Sideboard:       (a header; a blank line after the main deck too,
                                      for a game whose decks have a sideboard)
    Battlesites:    (a header naming one of the game's deck sections)
    // a comment    # a comment      (a first "# Name" line names the deck)
    format = campaign               (deck format and options)

What is recognised is imported; every line that is not becomes a problem with
its line number and, for an unknown name, the nearest card names. One bad line
never loses the rest of the list.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process, utils

from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.problems import Problem

SIDEBOARD_WORDS = ("sideboard", "side", "sb")
_COUNT_FIRST = re.compile(r"^(\d+)\s*[xX×*]?\s+(.+)$")
_COUNT_LAST = re.compile(r"^(.+?)\s+[xX×*]\s*(\d+)$|^(.+?)\s+\((\d+)\)$")
_SIDEBOARD_LINE = re.compile(r"^(?:SB|sideboard)\s*:\s*(.+)$", re.IGNORECASE)
_OPTION = re.compile(r"^([A-Za-z_][\w-]*)\s*=\s*(.*?)\s*$")
_HEADER = re.compile(r"^([^\d:][^:]*?)\s*(?:\(\d+\))?\s*:$")
SUGGESTIONS = 3
MATCH_CUTOFF = 75


def simplified(name: str) -> str:
    """A card name with case, accents' spacing and punctuation ignored: "One-Two punch" → "onetwopunch"."""
    return re.sub(r"[\W_]+", "", name.casefold())


@dataclass
class DeckImport:
    """What was read: the deck (possibly partial) and one problem per line that was not."""

    deck: Deck
    problems: list[Problem] = field(default_factory=list)
    cards_read: int = 0


@dataclass
class _Reader:
    db: CardDatabase
    sections: Mapping[str, str] | None
    source: str
    name: str
    found: dict[str, dict[str, int]] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    options: dict[str, str] = field(default_factory=dict)
    deck_format: str = ""
    section: str = MAIN
    read: int = 0

    def __post_init__(self) -> None:
        self._names = {simplified(card.name): card for card in self.db.cards.values()}
        self._names.update({simplified(card.id): card for card in self.db.cards.values()})
        self._choices = sorted({card.name for card in self.db.cards.values()})

    # -- one line ----------------------------------------------------------------------------
    def line(self, number: int, raw: str, *, first: bool, after_blank: bool) -> None:
        line = raw.strip()
        if line.startswith("#"):
            if first and not self.found:
                self.name = line.lstrip("#").strip() or self.name
            return
        if after_blank and self.read and self.sideboard and self.section == MAIN:
            self.section = self.sideboard
        side = _SIDEBOARD_LINE.match(line)
        if side:
            self.entry(number, side.group(1), self.sideboard or "")
            return
        option = _OPTION.match(line)
        if option:
            if option.group(1) == "format":
                self.deck_format = option.group(2)
            else:
                self.options[option.group(1)] = option.group(2)
            return
        header = _HEADER.match(line)
        if header:
            self.header(header.group(1))
            return
        self.entry(number, line, self.section)

    def header(self, title: str) -> None:
        wanted = simplified(title)
        if wanted in SIDEBOARD_WORDS and self.sections is not None:
            self.section = self.sideboard or ""
            return
        if self.sections is None:
            self.section = re.sub(r"\W+", "_", title.casefold()).strip("_") or MAIN
            return
        for key, label in self.sections.items():
            if wanted in (simplified(key), simplified(label)) or (wanted in ("deck", "maindeck", "main")
                                                                    and key == MAIN):
                self.section = key
                return
        # any other header ("Characters (12):") only groups the list: the cards stay where they are

    def entry(self, number: int, text: str, section: str) -> None:
        count, name = _count_and_name(text.strip())
        card = self._names.get(simplified(name))
        if card is None:
            self.problems.append(Problem(self.source, number, self.unknown(name)))
            return
        if count <= 0:
            self.problems.append(Problem(self.source, number, f"{count} copies of {card.name}: nothing to add"))
            return
        if not section:
            self.problems.append(Problem(self.source, number, "this game's decks have no sideboard: "
                                                              f"{count} × {card.name} left out"))
            return
        cards = self.found.setdefault(section, {})
        cards[card.id] = cards.get(card.id, 0) + count
        self.read += count

    def unknown(self, name: str) -> str:
        close = process.extract(name, self._choices, scorer=fuzz.WRatio, processor=utils.default_process,
                                limit=SUGGESTIONS, score_cutoff=MATCH_CUTOFF)
        hint = f"; did you mean {' or '.join(repr(c[0]) for c in close)}?" if close else ""
        return f"no card named {name!r}{hint}"

    @property
    def sideboard(self) -> str | None:
        """The game's sideboard section (by its id or label), if its decks have one."""
        for key, label in (self.sections or {}).items():
            if simplified(key) in SIDEBOARD_WORDS or simplified(label) in SIDEBOARD_WORDS:
                return key
        return None


def _count_and_name(text: str) -> tuple[int, str]:
    first = _COUNT_FIRST.match(text)
    if first:
        return int(first.group(1)), first.group(2).strip()
    last = _COUNT_LAST.match(text)
    if last:
        name, count = (last.group(1), last.group(2)) if last.group(1) else (last.group(3), last.group(4))
        return int(count), name.strip()
    return 1, text


def read_deck_list(text: str, db: CardDatabase, *, sections: Mapping[str, str] | None = None,
                   name: str = "Imported deck", source: str = "<text>") -> DeckImport:
    """Read a pasted or saved list; ``sections`` are the game's deck sections (id → label)."""
    reader = _Reader(db, sections, source, name)
    first, blank = True, False
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("//"):
            blank = blank or not stripped
            continue
        reader.line(number, raw, first=first, after_blank=blank)
        first, blank = False, False
    deck = Deck(db.game, reader.name, reader.found, reader.deck_format, reader.options)
    return DeckImport(deck, reader.problems, reader.read)


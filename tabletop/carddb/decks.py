"""Decks: the YAML deck format, the plain-text list format, and where decks live.

YAML deck::

    kind: deck
    game: <game id>
    name: Storm Assault
    format: standard          # optional: a deck-rules variant of the game
    options: {commander: captain}
    sections:
      main: {chosen_marine: 4, captain: 2}
      tokens: {drop_pod: 2}

Text deck (``3 Grifter`` per line; a line ending in ``:`` starts a section;
``key = value`` lines set the format and options)::

    # Storm Assault
    commander = captain
    4 Chosen Marine
    Tokens:
    2 Drop Pod
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from tabletop import paths
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.problems import DataError, Problem, Where, display_path
from tabletop.carddb.schema import BuildContext, CardRef, build
from tabletop.carddb.yamlio import LineMap, parse_yaml, read_yaml
from tabletop.fileio import write_text_atomically

MAIN = "main"


ORIGINS = {"own": "the project's own", "official": "official list", "community": "community list"}
"""A deck file's ``origin`` in words, for a badge beside its name."""


@dataclass(frozen=True)
class Deck:
    """A deck: named sections of card counts, plus the deck's variant and options."""

    game: str
    name: str
    sections: dict[str, dict[str, int]] = field(default_factory=dict)
    format: str = ""
    options: dict[str, str] = field(default_factory=dict)
    notes: str = ""
    path: str = ""
    read_only: bool = False
    origin: str = ""  # where the list comes from: own (invented for this program), official, community

    @property
    def badge(self) -> str:
        """A few words saying where the list comes from (empty when the file does not say)."""
        return ORIGINS.get(self.origin, "")

    def count(self, section: str | None = None) -> int:
        if section is not None:
            return sum(self.sections.get(section, {}).values())
        return sum(sum(cards.values()) for cards in self.sections.values())

    def entries(self) -> Iterator[tuple[str, str, int]]:
        """Every (section, card id, count)."""
        for section, cards in self.sections.items():
            for card_id, number in cards.items():
                yield section, card_id, number

    def copies(self, card_id: str) -> int:
        return sum(cards.get(card_id, 0) for cards in self.sections.values())

    def card_list(self, section: str = MAIN) -> list[str]:
        """The section's card ids, each repeated by its count."""
        return [cid for cid, n in self.sections.get(section, {}).items() for _ in range(n)]

    def with_count(self, section: str, card_id: str, number: int) -> Deck:
        """A copy with ``card_id`` at ``number`` copies in ``section`` (0 removes it)."""
        sections = {name: dict(cards) for name, cards in self.sections.items()}
        cards = sections.setdefault(section, {})
        if number > 0:
            cards[card_id] = number
        else:
            cards.pop(card_id, None)
        return dataclasses.replace(self, sections=sections)


@dataclass(frozen=True, kw_only=True)
class _DeckFile:
    name: str
    format: str = ""
    options: dict[str, str] = field(default_factory=dict)
    notes: str = ""
    origin: Literal["", "own", "official", "community"] = ""
    sections: dict[str, dict[CardRef, int]]


def deck_from_data(data: object, where: Where, db: CardDatabase) -> Deck:
    """Check parsed YAML as a deck of ``db``'s game; DataError on any problem."""
    from tabletop.carddb.loader import _keep_lines, check_references, expect_header

    ctx = BuildContext()
    ctx.problems.extend(expect_header(data, where, "deck", db.game))
    if ctx.problems:
        raise DataError(ctx.problems)
    assert isinstance(data, LineMap)
    body = _keep_lines(data, {k: v for k, v in data.items() if k not in ("kind", "game")})
    parsed = build(_DeckFile, body, where.at(data.line), ctx)
    check_references(db, ctx)
    if parsed is not None:
        for section, cards in parsed.sections.items():
            for card_id, number in cards.items():
                if number < 1:
                    line = data["sections"][section].line_of(card_id)
                    ctx.problems.append(where.at(line).problem(f"'{card_id}' needs a count of at least 1"))
    if ctx.problems or parsed is None:
        raise DataError(ctx.problems)
    return Deck(db.game, parsed.name, parsed.sections, parsed.format, parsed.options, parsed.notes, where.path,
                origin=parsed.origin)


def load_deck(path: Path, db: CardDatabase, *, read_only: bool = False) -> Deck:
    """A deck file of ``db``'s game; a read-only one (shipped with the game) is parsed once, then
    read from the parsed-file cache (see tabletop.carddb.yamlio)."""
    deck = deck_from_data(read_yaml(path, cache=read_only), Where(display_path(path), 1), db)
    return dataclasses.replace(deck, path=str(path), read_only=read_only)


def deck_to_yaml(deck: Deck) -> str:
    """The YAML text of a deck (stable order, hand-editable)."""
    import yaml

    data: dict = {"kind": "deck", "game": deck.game, "name": deck.name}
    if deck.format:
        data["format"] = deck.format
    if deck.options:
        data["options"] = dict(deck.options)
    if deck.notes:
        data["notes"] = deck.notes
    if deck.origin:
        data["origin"] = deck.origin
    data["sections"] = {name: dict(cards) for name, cards in deck.sections.items()}
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def save_deck(deck: Deck, path: Path) -> Deck:
    write_text_atomically(path, deck_to_yaml(deck))
    return dataclasses.replace(deck, path=str(path), read_only=False)


def deck_to_text(deck: Deck, db: CardDatabase) -> str:
    lines = [f"# {deck.name}"]
    if deck.format:
        lines.append(f"format = {deck.format}")
    lines.extend(f"{key} = {value}" for key, value in deck.options.items())
    ordered = sorted(deck.sections.items(), key=lambda item: item[0] != MAIN)
    for section, cards in ordered:
        if section != MAIN:
            lines.append(f"{section.replace('_', ' ').title()}:")
        for card_id, number in cards.items():
            card = db.cards.get(card_id)
            lines.append(f"{number} {card.name if card else card_id}")
    return "\n".join(lines) + "\n"


def parse_deck_yaml_text(text: str, db: CardDatabase, source: str = "<text>") -> Deck:
    return deck_from_data(parse_yaml(text, source), Where(source, 1), db)


def shipped_decks_dir(game: str) -> Path:
    return paths.cards_dir() / game / "decks"


def list_decks(db: CardDatabase) -> tuple[list[Deck], list[Problem]]:
    """Shipped decks (read-only) then the user's own, with problems of unreadable files (and of the
    user's card sets that were left out)."""
    decks: list[Deck] = []
    problems: list[Problem] = []
    for folder, read_only in ((shipped_decks_dir(db.game), True), (paths.user_decks_dir(db.game), False)):
        for path in sorted(folder.glob("*.yaml")):
            try:
                decks.append(load_deck(path, db, read_only=read_only))
            except DataError as error:
                problems.extend(error.problems)
    return decks, [*db.left_out, *problems]

"""The shapes every game's card data shares: cards, schemas, sets, databases."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, kw_only=True)
class CardBase:
    """Fields every card of every game has. Games subclass it, one class per type."""

    id: str
    name: str
    type: str
    text: str = ""
    automation: Literal["auto", "manual"] = "auto"
    set_id: str = ""  # filled in by the loader, never written in a file
    source: str = ""  # "file:line" of the card, filled in by the loader

    def stats_line(self) -> str:
        """A one-line summary of the card's numbers (games override)."""
        return self.type

    def search_fields(self) -> dict[str, Any]:
        """Field values for the search index (everything but bookkeeping)."""
        skip = {"id", "set_id", "source"}
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name not in skip}


@dataclass(frozen=True)
class ExtraKind:
    """A kind of data file other than card sets and decks (e.g. battlefields).

    Files live in ``cards/<game>/<folder>/*.yaml`` with ``kind: <kind>``; the
    whole file but ``kind`` and ``game`` is built as ``schema``.
    """

    kind: str
    folder: str
    schema: type


@dataclass(frozen=True)
class GameSchema:
    """A game's card types (keyed by the YAML ``type`` value) and extra data kinds."""

    game: str
    card_types: Mapping[str, type[CardBase]]
    extras: tuple[ExtraKind, ...] = ()


@dataclass(frozen=True)
class SetInfo:
    id: str
    name: str
    version: int
    path: str


@dataclass
class CardDatabase:
    """All cards of one game, by id, in file order; plus extra data by kind and id."""

    game: str
    cards: dict[str, CardBase] = field(default_factory=dict)
    sets: dict[str, SetInfo] = field(default_factory=dict)
    extras: dict[str, dict[str, Any]] = field(default_factory=dict)
    left_out: list[Any] = field(default_factory=list)  # problems of the user's card sets that were left out
    _by_name: dict[str, str] = field(default_factory=dict, repr=False)
    _derived: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._by_name = {card.name.casefold(): card.id for card in self.cards.values()}
        self._derived = {}

    def __getstate__(self) -> dict[str, Any]:
        return {key: value for key, value in self.__dict__.items() if key != "_derived"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._derived = {}

    def derived(self, key: Any, build: Callable[[CardDatabase], T]) -> T:
        """Facts computed from these cards once (parsed keywords, a board's graph), kept with them.

        The cards never change, so what is derived from them stays true; it
        travels with the database instead of living in a module.
        """
        if key not in self._derived:
            self._derived[key] = build(self)
        return self._derived[key]

    def get(self, card_id: str) -> CardBase:
        return self.cards[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def __len__(self) -> int:
        return len(self.cards)

    def find(self, id_or_name: str) -> CardBase | None:
        """A card by id, or by name ignoring case."""
        card = self.cards.get(id_or_name)
        if card is None:
            card_id = self._by_name.get(id_or_name.strip().casefold())
            card = self.cards.get(card_id) if card_id else None
        return card

    def of_type(self, *type_names: str) -> list[CardBase]:
        return [c for c in self.cards.values() if c.type in type_names]

    def set_versions(self) -> dict[str, int]:
        return {set_id: info.version for set_id, info in self.sets.items()}

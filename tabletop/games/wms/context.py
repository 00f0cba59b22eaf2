"""Reading a WMS game: card facts, zones, Commanders and Wounds, through one context."""

from __future__ import annotations

from typing import Any

from tabletop.carddb.model import CardDatabase
from tabletop.engine.locations import seat_zone
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.games.wms.catalog import COMMANDER, HAND, CardInfo, card_infos

INFO = "wms.info"


class WmsContext(Context):
    """The rules' view of a state: card facts (parsed once per card database) and places.

    It keeps each zone's card list (the same list object while the state changes).
    """

    def __init__(self, state: State, db: CardDatabase, rules: Any, step: Builder | None = None):
        super().__init__(state, db, rules, step)
        self._infos = db.derived(INFO, card_infos)
        self._zones: dict[tuple[int, str], list[str]] = {}

    def info(self, card_id: str) -> CardInfo:
        """The facts of the card instance ``card_id``."""
        return self._infos[self.state.cards[card_id].definition]

    def info_of(self, definition: str) -> CardInfo:
        return self._infos[definition]

    def name(self, card_id: str) -> str:
        return self.info(card_id).name

    def zone(self, seat: int, place: str) -> str:
        return seat_zone(seat, place)

    def cards_in(self, seat: int, place: str) -> list[str]:
        try:
            return self._zones[seat, place]
        except KeyError:
            cards = self._zones[seat, place] = self.state.zones[seat_zone(seat, place)].cards
            return cards

    def other(self, seat: int) -> int:
        """The opponent (WMS is played by two)."""
        return 1 - seat

    def hand_count(self, seat: int) -> int:
        """Cards in hand for the Draw Step: Token cards never count."""
        return sum(1 for c in self.cards_in(seat, HAND) if self.info(c).type != "token")

    def commander(self, seat: int) -> str | None:
        cards = self.cards_in(seat, COMMANDER)
        return cards[0] if cards else None

    def wounds(self, seat: int) -> int:
        chief = self.commander(seat)
        return self.state.cards[chief].counters.get("wound", 0) if chief else 0

    def distinct(self, cards: list[str]) -> list[str]:
        """One card of each definition among ``cards`` (the first met)."""
        seen: dict[str, str] = {}
        for card in cards:
            seen.setdefault(self.state.cards[card].definition, card)
        return list(seen.values())

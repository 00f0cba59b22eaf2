"""Reading a W.A.G.O.N. game: card definitions, the zones of each side, positions and turn flags.

Everything the rules keep between moves lives in the state: the zones, each
card's rotation (0 Offensive, 90 Defensive) and counters, and a few
``state.data`` entries (frozen mappings and tuples) named here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tabletop.carddb.model import CardDatabase
from tabletop.engine.locations import host_of, seat_zone
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.games.wagon.cards import ActiveCard, Character, PlotDevice

# zone names of each seat (``p<seat>.<name>``)
PANELS, CHARACTERS, PLOT_DEVICES, BANDWIDTH, HAND, DECK, DISCARD = (
    "panels", "characters", "plot_devices", "bandwidth", "hand", "deck", "discard")
SHARED_DECK, SHARED_DISCARD = "shared.deck", "shared.discard"

OFFENSE, DEFENSE = "offense", "defense"
POSITION_WORDS = {OFFENSE: "Offensive", DEFENSE: "Defensive"}
DEFENSIVE_ROTATION = 90

# state.data keys
ENTERED = "entered"  # {card: turn it came into play}
ACTED = "acted"  # cards that used their Take Action choice this turn (switch, ability)
ATTACKS = "attacks"  # {card: attacks made this turn}
USED = "used"  # cards whose once-a-turn ability was used this turn
UNTIL_END = "until_end"  # effects lasting until the end of the turn: frozen dicts
AIM = "aim"  # {lasting Plot Device: the one card it works on}
OPENING = "opening"  # an Attack of Opportunity is open (only until the next move)
BATTLE = "battle"  # the attack being resolved
FIRST = "first"
SAVED = "saved"  # the Character an answer saved from destruction

LINE_LIMIT = 5
CHARACTER_LIMIT = {"quick": 3}
PANEL_COUNT = {"quick": 3}


class WagonContext(Context):
    """The rules' view of a state: definitions, the sides of the field, the turn's flags."""

    def __init__(self, state: State, db: CardDatabase, rules: Any, step: Builder | None = None):
        super().__init__(state, db, rules, step)
        self._cards = db.cards
        self.quick = state.data.get("variant") == "quick"  # the variant never changes in a game

    # -- cards -------------------------------------------------------------------------------
    def card(self, card_id: str) -> Any:
        """The definition of a card instance."""
        return self._cards[self.state.cards[card_id].definition]

    def name(self, card_id: str) -> str:
        return self.card(card_id).name

    def is_character(self, card_id: str) -> bool:
        return isinstance(self.card(card_id), Character)

    def is_plot_device(self, card_id: str) -> bool:
        return isinstance(self.card(card_id), PlotDevice)

    def active_card(self, card_id: str) -> ActiveCard | None:
        found = self.card(card_id)
        return found if isinstance(found, ActiveCard) else None

    def owner(self, card_id: str) -> int:
        return self.state.cards[card_id].owner

    def controller(self, card_id: str) -> int:
        return self.state.cards[card_id].controller

    def other(self, seat: int) -> int:
        return 1 - seat

    # -- zones -------------------------------------------------------------------------------
    def zone(self, seat: int, place: str) -> str:
        if self.quick and place == DECK:
            return SHARED_DECK
        if self.quick and place == DISCARD:
            return SHARED_DISCARD
        return seat_zone(seat, place)

    def cards_in(self, seat: int, place: str) -> list[str]:
        return self.state.zones[self.zone(seat, place)].cards

    def characters(self, seat: int) -> list[str]:
        return self.state.zones[seat_zone(seat, CHARACTERS)].cards

    def plot_devices(self, seat: int) -> list[str]:
        return self.state.zones[seat_zone(seat, PLOT_DEVICES)].cards

    def equipment(self, character: str) -> list[str]:
        return self.state.cards[character].attachments

    def all_characters(self) -> Iterator[str]:
        for seat in self.seats:
            yield from self.characters(seat)

    def in_play(self) -> Iterator[str]:
        """Every card in play: Characters, lasting Plot Devices, equipment (not a Get a Job's worker)."""
        for seat in self.seats:
            for character in self.characters(seat):
                yield character
                yield from self.equipment(character)
            yield from self.plot_devices(seat)

    def place_of(self, card_id: str) -> str:
        """The zone name a card is in (the host's zone for an attached card)."""
        location = self.state.cards[card_id].location
        host = host_of(location)
        if host is not None:
            return "attached"
        return location.partition(".")[2]

    def on_line(self, card_id: str) -> bool:
        return self.place_of(card_id) in (CHARACTERS, PLOT_DEVICES)

    def host(self, card_id: str) -> str | None:
        return host_of(self.state.cards[card_id].location)

    # -- positions and the turn's flags ------------------------------------------------------
    def position(self, card_id: str) -> str:
        return DEFENSE if self.state.cards[card_id].rotation == DEFENSIVE_ROTATION else OFFENSE

    def flag(self, key: str) -> Any:
        return self.state.data.get(key, ())

    def mapping(self, key: str) -> dict[str, Any]:
        return self.state.data.get(key) or {}

    def entered_this_turn(self, card_id: str) -> bool:
        return self.mapping(ENTERED).get(card_id, 0) >= self.state.turn

    def pool(self, seat: int) -> int:
        return int(self.state.data.get(f"p{seat}.bandwidth", 0))

    def character_limit(self) -> int:
        return CHARACTER_LIMIT.get(self.variant, LINE_LIMIT)

    # -- changing the turn's records ---------------------------------------------------------
    def set_in(self, key: str, card_id: str, value: Any) -> None:
        """One entry of a mapping in ``state.data`` (None removes it)."""
        found = dict(self.mapping(key))
        if value is None:
            if card_id not in found:
                return
            found.pop(card_id)
        else:
            found[card_id] = value
        self.change.set_data(key, found)

    def add_to(self, key: str, value: Any) -> None:
        """Append to a tuple in ``state.data``."""
        self.change.set_data(key, (*self.flag(key), value))

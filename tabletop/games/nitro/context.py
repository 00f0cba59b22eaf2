"""Reading a Nitro game: card facts, zones, Action Points, the referee and lasting effects.

Lasting effects come from cards in play: your Wrestler, your corner (a
partner's Corner cards other than Nitro count as yours in tag team), Thunder
cards that stayed in a corner, and Wrestlers in your corner while a card makes
them work for you (Outside Interference with the referee distracted, Run-In
for one turn).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.engine.locations import seat_zone
from tabletop.engine.rules import Context
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.games.nitro.cards import Effect, Thunder, Wrestler
from tabletop.games.nitro.constants import CORNER, DECK, HAND, WRESTLER

IN_RING = "in the ring"
OUTSIDE = "outside"
DISTRACTIONS = "distractions"
"""``state.data`` key: ((seat, turn or -1), ...) the referee is distracted during ``turn``;
-1: during ``seat``'s next turn (fixed when that turn starts)."""
Lasting = tuple[Effect, str]
"""An effect in play and the name of the card it comes from."""


class NitroContext(Context):
    """The rules' view of a state (see the module docstring)."""

    def __init__(self, state: State, db: CardDatabase, rules: Any, step: Builder | None = None):
        super().__init__(state, db, rules, step)
        self._cards = db.cards
        self._teams: dict[int, tuple[int, ...]] = {}

    # -- cards and places ------------------------------------------------------------------------
    def card(self, card_id: str) -> Any:
        """The definition of the card instance ``card_id`` (a Wrestler, Move...)."""
        return self._cards[self.state.cards[card_id].definition]

    def kind(self, card_id: str) -> str:
        return self.card(card_id).type

    def name(self, card_id: str) -> str:
        return self.card(card_id).name

    def zone(self, seat: int, place: str) -> str:
        return seat_zone(seat, place)

    def cards_in(self, seat: int, place: str) -> list[str]:
        """The cards the rules read in a zone (one moved there by hand that does not belong is passed over).

        Only the wrestler zone expects a kind of card (``Rules.zone_cards``); the others are read as they are.
        """
        if place == WRESTLER:
            return self.expected_cards(seat_zone(seat, place))
        return self.state.zones[seat_zone(seat, place)].cards

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seat's team (the teams never change during a game: read once per context)."""
        found = self._teams.get(seat)
        if found is None:
            found = self._teams[seat] = super().team_of(seat)
        return found

    def wrestler(self, seat: int) -> Wrestler:
        return self.card(self.cards_in(seat, WRESTLER)[0])

    def seat_field(self, seat: int, key: str, default: Any = 0) -> Any:
        return self.state.data.get(f"p{seat}.{key}", default)

    def set_field(self, seat: int, key: str, value: Any) -> None:
        self.change.set_data(f"p{seat}.{key}", value)

    def ap(self, seat: int) -> int:
        return int(self.seat_field(seat, "action_points"))

    # -- seats ------------------------------------------------------------------------------------
    @property
    def tag_team(self) -> bool:
        return len(self.state.players) > 2

    def in_ring(self, seat: int) -> bool:
        return not self.tag_team or self.seat_field(seat, "place", IN_RING) == IN_RING

    def out_of_cards(self, seat: int) -> bool:
        return not self.cards_in(seat, DECK)

    def targets(self, seat: int) -> list[int]:
        """The opposing Wrestlers ``seat`` may attack: those in the ring with cards left."""
        return [o for o in self.opponents(seat) if self.in_ring(o) and not self.out_of_cards(o)]

    def opponent(self, seat: int) -> int:
        """"Your opponent" on a card: the first opposing Wrestler in the ring (the other player in singles)."""
        found = self.targets(seat) or self.opponents(seat)
        return found[0]

    # -- the referee ------------------------------------------------------------------------------
    def distracted(self) -> bool:
        """Whether the referee is distracted now (one fact for the whole table)."""
        return self.remembered("distracted", self._distracted)

    def _distracted(self) -> bool:
        turn = self.state.turn
        if any(when == turn for _seat, when in self.state.data.get(DISTRACTIONS, ())):
            return True
        active = self.state.active_player
        return any(e.kind == "distract_referee" and e.duration == "each_turn"
                   for e, _ in self._corner_effects(active))

    # -- what is in play for a seat ---------------------------------------------------------------
    def in_play(self, definition: str) -> bool:
        """A card of ``definition`` is in play anywhere (a Wrestler or in a corner)."""
        for seat in self.seats:
            for place in (WRESTLER, CORNER):
                if any(self.state.cards[c].definition == definition for c in self.cards_in(seat, place)):
                    return True
        return False

    def nitro_in_play(self, seat: int) -> int:
        """The seat's own Nitro cards in play (a partner's do not count)."""
        return sum(1 for c in self.cards_in(seat, CORNER) if self.kind(c) == "nitro")

    def _corner_effects(self, seat: int) -> Iterator[Lasting]:
        """Effects of the corner cards a seat uses: its own, and its partners' (not Nitro)."""
        for owner in (seat, *self.teammates(seat)):
            for card_id in self.cards_in(owner, CORNER):
                card = self.card(card_id)
                if owner != seat and card.type == "nitro":
                    continue
                effects = card.deck if isinstance(card, Thunder) else getattr(card, "effects", ())
                if card.type != "wrestler":
                    yield from ((e, card.name) for e in effects)

    def active_wrestlers(self, seat: int) -> list[Wrestler]:
        """The seat's own Wrestler, and the Wrestlers in its corner that work for it now."""
        return self.remembered(("wrestlers", seat), lambda: self._active_wrestlers(seat))

    def _active_wrestlers(self, seat: int) -> list[Wrestler]:
        found = [self.wrestler(seat)]
        corner = [c for c in self.cards_in(seat, CORNER) if self.kind(c) == "wrestler"]
        if not corner:
            return found
        outside_help = self.distracted() and any(
            e.kind == "activate_corner_wrestlers" for e, _ in self._corner_effects(seat))
        run_in = set(self.seat_field(seat, "run_in", ()))
        found += [self.card(c) for c in corner if outside_help or c in run_in]
        return found

    def lasting(self, seat: int) -> list[Lasting]:
        """Every lasting effect working for ``seat`` now (conditions checked)."""
        return self.remembered(("lasting", seat), lambda: self._lasting(seat))

    def _lasting(self, seat: int) -> list[Lasting]:
        found = list(self._corner_effects(seat))
        for wrestler in self.active_wrestlers(seat):
            found += [(e, wrestler.name) for e in wrestler.effects]
        return [(e, source) for e, source in found if self._holds(seat, e)]

    def _holds(self, seat: int, effect: Effect) -> bool:
        if effect.condition == "referee_distracted":
            return self.distracted()
        if effect.condition == "in_ring":
            return self.in_ring(seat)
        if effect.condition == "out_of_ring":
            return not self.in_ring(seat)
        return True

    def abilities(self, seat: int) -> set[str]:
        """The named abilities of the Wrestlers working for ``seat``."""
        return {w.ability for w in self.active_wrestlers(seat) if w.ability}

    def nitro_count(self, seat: int) -> int:
        """What the N requirements count: own Nitro cards plus cards counting as more."""
        bonus = sum(e.amount for e, _ in self.lasting(seat) if e.kind == "nitro_bonus")
        return self.nitro_in_play(seat) + bonus

    def colours(self, seat: int) -> set[str]:
        """The colours of the Moves ``seat`` may play."""
        found = {slot.colour for slot in self.wrestler(seat).colours}
        effects = self.lasting(seat)
        found |= {e.colour for e, _ in effects if e.kind == "extra_colour" and e.colour}
        if any(e.kind == "corner_wrestler_colours" for e, _ in effects):
            for card_id in self.cards_in(seat, CORNER):
                card = self.card(card_id)
                if isinstance(card, Wrestler):
                    found |= set(card.colour)
        return found

    def hand(self, seat: int) -> list[str]:
        return self.cards_in(seat, HAND)

    def definition_of(self, card_id: str) -> CardBase:
        return self.card(card_id)

"""Reading a WildStorms game: cards, ranks, injuries, the battlesite, through one context."""

from __future__ import annotations

from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.engine.rules import Context
from tabletop.engine.rules.context import READ_ONLY, VARIANT, WINNER
from tabletop.engine.state import ATTACHED, State
from tabletop.engine.transaction import Builder
from tabletop.games.wildstorms.cards import Battlesite, Character, Equipment, Obstacle
from tabletop.games.wildstorms.table import (
    BATTLE_ZONES,
    IN_PLAY_ZONES,
    KO_INJURIES,
    SITE_ZONE,
    battle_zones,
    in_play_zones,
    points_key,
    zone,
)

BATTLE_WINNER = "battle_winner"
"""``state.data`` key: who won the battle just ended, in a campaign (cleared when the next one starts)."""


class WildStormsContext(Context):
    """A WildStorms state read together with its card database (and the step under way).

    It remembers each card's definition with the state (``State.readings.cards``), and, while it only
    reads (no step under way), the plot twists waiting. What is read from the
    board alone (the characters at the battlesite, the points in a staging area)
    is kept with the board until a card moves or changes (``Context.on_board``);
    what is read of a few places alone (each zone's cards the rules read, what the
    battlesite blocks, who holds a persona) until a card enters or leaves one of
    them (``Context.in_places``), for every context: so it is cheap to ask often.
    """

    def __init__(self, state: State, db: CardDatabase, rules: Any, step: Builder | None = None):
        super().__init__(state, db, rules, step)
        self._definitions: dict[str, Any] = state.readings.definitions(db)  # what each card is, for every context
        self._pending: frozenset[str] | None = None  # only while reading (no step under way)

    def for_step(self, step: Builder) -> WildStormsContext:
        """This very context, now making a move: what it remembered while only reading (``memo``, the plot
        twists waiting, the listing) is not read during a step, and the position no longer keeps it."""
        if self.state.readings.context is self:
            self.state.readings.context = None
        self.step = self.change = step
        self.listed = None
        return self

    def after_step(self) -> WildStormsContext:
        """This very context again, reading the position its step made (nothing of the one before kept)."""
        self.step = None
        self.change = READ_ONLY
        self.answering = None
        self.asked = False
        self.listed = None
        if self.memo:
            self.memo = {}
        self._pending = None
        self._definitions = self.state.readings.definitions(self.db)
        return self

    # -- cards ---------------------------------------------------------------
    def card(self, card_id: str) -> Any:
        """The card definition of an instance (a Character, Equipment...)."""
        definition = self._definitions.get(card_id)  # not try/except: a first look-up is common, and raising costs
        if definition is None:
            definition = self._definitions[card_id] = self.db.cards[self.state.cards[card_id].definition]
        return definition

    def name(self, card_id: str) -> str:
        return self.card(card_id).name

    def is_character(self, card_id: str) -> bool:
        return isinstance(self.card(card_id), Character)

    def controller(self, card_id: str) -> int:
        return self.state.cards[card_id].controller

    def owner(self, card_id: str) -> int:
        return self.state.cards[card_id].owner

    # -- places --------------------------------------------------------------
    def cards_in(self, player: int, name: str) -> list[str]:
        """The cards the rules read in a zone (a card put there by hand that does not belong is passed over).

        Kept until that zone's cards change (``Context.expected_cards``, here read at once): do not change
        the list."""
        zone_id = zone(player, name)
        found = self.state.readings.zones.get(zone_id)
        return found if found is not None else self.expected_cards(zone_id)

    def in_own_hand(self, card_id: str, player: int) -> bool:
        """Whether ``player`` holds this card of their own in their hand (a card put in another's hand
        by hand is played by nobody: the listings and the checks agree on that)."""
        instance = self.state.cards[card_id]
        return instance.owner == player and instance.location == zone(player, "hand")

    def own_hand(self, player: int) -> list[str]:
        """The cards of ``player``'s hand that ``player`` owns (all of them, unless changed by hand); kept
        until a card enters or leaves the hand (``Context.in_places``): do not change the list."""
        found = self.state.readings.places.get(("own hand", player))
        if found is None:
            found = self.in_places(("own hand", player), self._own_hand, player)
        return found

    def _own_hand(self, player: int) -> tuple[list[str], tuple[str]]:
        hand = self.cards_in(player, "hand")
        instances = self.state.cards
        for card in hand:
            if instances[card].owner != player:
                return [card for card in hand if instances[card].owner == player], (zone(player, "hand"),)
        return hand, (zone(player, "hand"),)

    def place(self, card_id: str) -> str:
        """The zone name a card is in ("front", "hand"...), or "attached"."""
        location = self.state.cards[card_id].location
        if location.startswith(ATTACHED):
            return "attached"
        return self.state.zones[location].kind

    def host(self, card_id: str) -> str | None:
        """The card this one is tucked under, if any."""
        location = self.state.cards[card_id].location
        return location[1:] if location.startswith(ATTACHED) else None

    def bearer(self, card_id: str) -> str | None:
        """The character a card is attached to, through a weapon for enhancements."""
        host = self.host(card_id)
        while host is not None and not self.is_character(host):
            host = self.host(host)
        return host

    def at_battlesite(self, card_id: str) -> bool:
        return self.place(card_id) in BATTLE_ZONES

    def in_play(self, card_id: str) -> bool:
        """At the battlesite or in a sideboard (staging or holding area)."""
        return self.place(card_id) in IN_PLAY_ZONES

    # -- injuries ------------------------------------------------------------
    def injuries(self, card_id: str) -> int:
        return self.state.cards[card_id].counters.get("injury", 0)

    def is_ko(self, card_id: str) -> bool:
        return self.injuries(card_id) >= KO_INJURIES

    def is_active(self, card_id: str) -> bool:
        """At the battlesite and not K.O.'d: able to attack and use abilities."""
        return self.at_battlesite(card_id) and not self.is_ko(card_id)

    def active_place(self, card_id: str) -> str | None:
        """The rank of an active character ("front", "rear", "air"), or None when it is not active
        (``is_active`` and ``place`` in one look, for the listings that ask for every character)."""
        instance = self.state.cards[card_id]
        location = instance.location
        if location.startswith(ATTACHED) or instance.counters.get("injury", 0) >= KO_INJURIES:
            return None
        kind = self.state.zones[location].kind
        return kind if kind in BATTLE_ZONES else None

    def battle_characters(self, player: int) -> list[str]:
        """A player's characters at the battlesite (K.O.'d ones included); a new list each time."""
        board = self.state.readings.board
        known = board.get(("battle", player))
        if known is None:
            known = board["battle", player] = self._battle_characters(player)
        return list(known)

    def _battle_characters(self, player: int) -> tuple[str, ...]:
        zones = self.state.readings.zones
        front, rear, air = battle_zones(player)  # cards_in of each, in the order of BATTLE_ZONES
        return (*(zones.get(front) or self.expected_cards(front)), *(zones.get(rear) or self.expected_cards(rear)),
                *(zones.get(air) or self.expected_cards(air)))

    def active_characters(self, player: int) -> list[str]:
        """A player's characters at the battlesite that are not K.O.'d; a new list each time."""
        board = self.state.readings.board
        known = board.get(("active", player))
        if known is None:
            instances = self.state.cards
            found = []
            for character in self.battle_characters(player):  # a plain loop: asked after every change of the board
                if instances[character].counters.get("injury", 0) < KO_INJURIES:
                    found.append(character)
            known = board["active", player] = tuple(found)
        return list(known)

    def all_active(self) -> list[str]:
        return [c for p in self.seats for c in self.active_characters(p)]

    def in_rear(self, card_id: str) -> bool:
        """In the rear rank while a front rank exists (an only rank counts as the front)."""
        if self.place(card_id) != "rear":
            return False
        return bool(self.cards_in(self.controller(card_id), "front"))

    def is_flying(self, card_id: str) -> bool:
        return self.place(card_id) == "air"

    def equipment_of(self, character: str) -> list[str]:
        """Equipment and weapon enhancements on a character (enhancements via their weapon)."""
        found: list[str] = []
        for attached in self.state.cards[character].attachments:
            card = self.card(attached)
            if card.type == "equipment":
                found.append(attached)
                found.extend(a for a in self.state.cards[attached].attachments if self.card(a).type == "enhancement")
        return found

    def worth(self, character: str) -> tuple[int, str]:
        """Battle points for K.O.'ing a character, with the sum: "19 = 7 Grifter + 6 ..."."""
        parts = [(self.card(character).points, self.name(character))]
        parts += [(self.card(e).points, self.name(e)) for e in self.equipment_of(character)]
        total = sum(points for points, _ in parts)
        return total, f"{total} = " + " + ".join(f"{points} {name}" for points, name in parts)

    # -- the battlesite --------------------------------------------------------
    def site(self) -> str | None:
        cards = self.expected_cards(SITE_ZONE)
        return cards[0] if cards else None

    def site_card(self) -> Battlesite | None:
        site = self.site()
        return None if site is None else self.card(site)

    def obstacle(self) -> str | None:
        site = self.site()
        if site is None:
            return None
        return next((c for c in self.state.cards[site].attachments if isinstance(self.card(c), Obstacle)), None)

    def goal(self) -> int:
        return self.state.data.get("goal", 30)

    def points(self, player: int) -> int:
        return self.state.data.get(points_key(player), 0)

    @property
    def campaign(self) -> bool:
        """A campaign game (a series of battles with InterMissions)."""
        return self.state.data.get(VARIANT) == "campaign"  # self.variant, without wording it (a variant is a word)

    @property
    def battle_over(self) -> bool:
        """The battle is won (in a campaign the game goes on to an InterMission)."""
        data = self.state.data
        return data.get(WINNER) is not None or BATTLE_WINNER in data  # self.winner, without the property

    def blocked_powers(self) -> frozenset[str]:
        """The powers the battlesite and its obstacle block."""
        return self._blocked()[0]

    def blocked_styles(self) -> frozenset[str]:
        """The attack styles the obstacle blocks."""
        return self._blocked()[1]

    def _blocked(self) -> tuple[frozenset[str], frozenset[str], tuple[str, ...]]:
        found = self.state.readings.places.get(("blocked",))
        return found if found is not None else self.in_places(("blocked",), self._read_blocked)

    def blocked_places(self) -> tuple[str, ...]:
        """What :meth:`blocked_powers` and :meth:`blocked_styles` read (``Context.in_places``)."""
        return self._blocked()[2]

    def _read_blocked(self) -> tuple[tuple[frozenset[str], frozenset[str], tuple[str, ...]], tuple[str, ...]]:
        """What is blocked, read from the battlesite and what lies under it."""
        powers: set[str] = set()
        site = self.site()
        if site is not None:
            powers.update(self.card(site).blocks_powers)
        obstacle = self.obstacle()
        styles: frozenset[str] = frozenset()
        if obstacle is not None:
            powers.update(self.card(obstacle).blocks_powers)
            styles = frozenset(self.card(obstacle).blocks_styles)
        places = (SITE_ZONE,) if site is None else (SITE_ZONE, ATTACHED + site)
        return (frozenset(powers), styles, places), places

    # -- uniqueness ------------------------------------------------------------
    def persona_in_play(self, card: CardBase) -> str | None:
        """The card in play that blocks a unique character (same persona), if any."""
        if not isinstance(card, Character) or not card.unique:
            return None
        return self.in_places(("personas",), self._persona_holders).get(card.persona_key)

    def _persona_holders(self) -> tuple[dict[Any, str], tuple[str, ...]]:
        """By persona, the first unique character in play with it (in seat order, then zone order), with the
        zones read (all in play)."""
        found: dict[Any, str] = {}
        for player in self.seats:
            for name in IN_PLAY_ZONES:
                for other in self.cards_in(player, name):
                    other_card = self.card(other)
                    if isinstance(other_card, Character) and other_card.unique:
                        found.setdefault(other_card.persona_key, other)
        return found, self.in_play_zones()

    def in_play_zones(self) -> tuple[str, ...]:
        """Every player's zones of :data:`IN_PLAY_ZONES`, in seat order."""
        return in_play_zones(len(self.state.players))

    # -- recruit points --------------------------------------------------------
    def estranged(self, one: str, other: str) -> bool:
        """Whether a Crisis of Loyalty in play keeps these two from teamwork and Leadership."""
        for card, partner in self.state.data.get("crisis", {}).items():
            host = self.host(card) if card in self.state.cards else None
            if host is not None and {host, partner} == {one, other}:
                return True
        return False

    def pending_cards(self) -> frozenset[str]:
        """Plot twists played and waiting for a round of answers (not in effect yet)."""
        if self.step is None and self._pending is not None:
            return self._pending
        pending = frozenset(played["card"] for played in self.state.data.get("pending", ()))
        if self.step is None:
            self._pending = pending
        return pending

    def staging_points(self, player: int) -> int:
        """The points of the characters in ``player``'s staging area, with their equipment (kept while no
        card enters or leaves the area or goes on or off what is there: ``Context.in_places``)."""
        return self.in_places(("staging points", player), self._staging_points, player)

    def _staging_points(self, player: int) -> tuple[int, list[str]]:
        total = 0
        places = [zone(player, "staging")]
        instances = self.state.cards
        for character in self.cards_in(player, "staging"):
            total += self.worth(character)[0]
            places.append(ATTACHED + character)
            places.extend(ATTACHED + attached for attached in instances[character].attachments)
        return total, places

    def is_weapon(self, card_id: str) -> bool:
        card = self.card(card_id)
        return isinstance(card, Equipment) and card.equipment_type == "WEAPON"

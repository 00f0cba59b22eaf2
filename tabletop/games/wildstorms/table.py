"""Where things are in a WildStorms game: zone names, the battlesite, ranks,
injuries and who is active. Read-only helpers over a State and the card database.

Zones per player ``p{n}.<name>``: deck (resources), hand, discard, killed,
front and rear ranks, air (flying characters, in no rank), staging and holding
(the two areas of the sideboard), effects (plot twists and side missions in
play that sit on no character) and collection (the battlesites kept aside).
Shared: ``shared.battlesite`` (obstacles and battlesite plot twists tuck under
it) and ``shared.prize`` (campaign games).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.carddb.schemas.wildstorms import Battlesite, Character, Equipment, Obstacle
from tabletop.engine.state import ATTACHED, State

PLAYER_ZONES: tuple[tuple[str, str], ...] = (
    # (zone name, visibility)
    ("deck", "hidden"),
    ("hand", "owner"),
    ("discard", "public"),
    ("killed", "public"),
    ("rear", "public"),
    ("front", "public"),
    ("air", "public"),
    ("staging", "public"),
    ("holding", "public"),
    ("effects", "public"),
    ("collection", "owner"),
)
BATTLE_ZONES = ("front", "rear", "air")
SIDEBOARD_ZONES = ("staging", "holding")
IN_PLAY_ZONES = BATTLE_ZONES + SIDEBOARD_ZONES
SITE_ZONE = "shared.battlesite"
PRIZE_ZONE = "shared.prize"

RECRUIT_POINTS = 10
STAGING_LIMIT = 30
KO_INJURIES = 2
KILL_INJURIES = 3

PHASE_SETUP = "Setup"
PHASE_DRAW = "Draw"
PHASE_SWITCH = "Switch Ranks"
PHASE_ATTACK = "Attack"
PHASE_RECRUIT = "Recruit and Equip"
PHASE_DISCARD = "Discard"
PHASES = (PHASE_DRAW, PHASE_SWITCH, PHASE_ATTACK, PHASE_RECRUIT, PHASE_DISCARD)
TWIST_PHASES = (PHASE_SWITCH, PHASE_RECRUIT, PHASE_DISCARD)

ZONE_LABELS = {
    "front": "front rank", "rear": "rear rank", "air": "the air (flying)",
    "staging": "staging area", "holding": "holding area", "hand": "hand",
    "discard": "discard pile", "killed": "killed pile", "deck": "resources",
}


def zone(player: int, name: str) -> str:
    """A player's zone id: ``zone(0, "hand") == "p0.hand"``."""
    return f"p{player}.{name}"


def points_key(player: int) -> str:
    return f"p{player}.points"


@dataclass
class Ctx:
    """A state read together with its card database.

    It remembers each card's definition and each zone's card list (both stay
    the same objects while the state changes), so it is cheap to ask often.
    """

    state: State
    db: CardDatabase
    _definitions: dict[str, Any] = field(default_factory=dict, repr=False)
    _zones: dict[tuple[int, str], list[str]] = field(default_factory=dict, repr=False)

    # -- cards ---------------------------------------------------------------
    def card(self, card_id: str) -> Any:
        """The card definition of an instance (a Character, Equipment...)."""
        try:
            return self._definitions[card_id]
        except KeyError:
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

    @property
    def players(self) -> range:
        return range(len(self.state.players))

    def opponents(self, player: int) -> list[int]:
        return [p for p in self.players if p != player]

    def player_name(self, player: int) -> str:
        return self.state.players[player].name

    # -- places --------------------------------------------------------------
    def cards_in(self, player: int, name: str) -> list[str]:
        try:
            return self._zones[player, name]
        except KeyError:
            cards = self._zones[player, name] = self.state.zones[f"p{player}.{name}"].cards
            return cards

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

    def battle_characters(self, player: int) -> list[str]:
        """A player's characters at the battlesite (K.O.'d ones included)."""
        found: list[str] = []
        for name in BATTLE_ZONES:
            found.extend(self.cards_in(player, name))
        return found

    def active_characters(self, player: int) -> list[str]:
        return [c for c in self.battle_characters(player) if not self.is_ko(c)]

    def all_active(self) -> list[str]:
        return [c for p in self.players for c in self.active_characters(p)]

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
        cards = self.state.zones[SITE_ZONE].cards
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

    def blocked_powers(self) -> set[str]:
        blocked: set[str] = set()
        site = self.site_card()
        if site is not None:
            blocked.update(site.blocks_powers)
        obstacle = self.obstacle()
        if obstacle is not None:
            blocked.update(self.card(obstacle).blocks_powers)
        return blocked

    def blocked_styles(self) -> set[str]:
        obstacle = self.obstacle()
        return set() if obstacle is None else set(self.card(obstacle).blocks_styles)

    # -- uniqueness ------------------------------------------------------------
    def persona_in_play(self, card: CardBase) -> str | None:
        """The card in play that blocks a unique character (same persona), if any."""
        if not isinstance(card, Character) or not card.unique:
            return None
        key = card.persona_key
        for player in self.players:
            for name in IN_PLAY_ZONES:
                for other in self.cards_in(player, name):
                    other_card = self.card(other)
                    if isinstance(other_card, Character) and other_card.unique and other_card.persona_key == key:
                        return other
        return None

    # -- recruit points --------------------------------------------------------
    def staging_points(self, player: int) -> int:
        total = 0
        for character in self.cards_in(player, "staging"):
            total += self.worth(character)[0]
        return total

    def is_weapon(self, card_id: str) -> bool:
        card = self.card(card_id)
        return isinstance(card, Equipment) and card.equipment_type == "WEAPON"

    def winner(self) -> int | None:
        return self.state.data.get("winner")

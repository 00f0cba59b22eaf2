"""Where things are in a WildStorms game: zone names, phases and the numbers of the rules.

Zones per player ``p{n}.<name>``: deck (resources), hand, discard, killed,
front and rear ranks, air (flying characters, in no rank), staging and holding
(the two areas of the sideboard), effects (plot twists and side missions in
play that sit on no character) and collection (the battlesites kept aside).
Shared: ``shared.battlesite`` (obstacles and battlesite plot twists tuck under
it) and ``shared.prize`` (campaign games). A campaign adds ``prizes`` (the prizes a
player may still bring, seen by its owner) and ``won`` (battlesites and prizes
won, in the sideboard).
"""

from __future__ import annotations

import functools

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
CAMPAIGN_ZONES: tuple[tuple[str, str], ...] = (
    # a campaign only: the prizes a player may still bring, and the battlesites and prizes won
    ("prizes", "owner"),
    ("won", "public"),
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
PHASE_INTERMISSION = "InterMission"
PHASES = (PHASE_DRAW, PHASE_SWITCH, PHASE_ATTACK, PHASE_RECRUIT, PHASE_DISCARD)
TWIST_PHASES = (PHASE_SWITCH, PHASE_RECRUIT, PHASE_DISCARD)

ZONE_LABELS = {
    "front": "front rank", "rear": "rear rank", "air": "the air (flying)",
    "staging": "staging area", "holding": "holding area", "hand": "hand",
    "discard": "discard pile", "killed": "killed pile", "deck": "resources", "won": "battlesites and prizes won",
}


@functools.cache
def zone(player: int, name: str) -> str:
    """A player's zone id: ``zone(0, "hand") == "p0.hand"`` (built once: the rules ask for zones all the time)."""
    return f"p{player}.{name}"


@functools.cache
def battle_zones(player: int) -> tuple[str, ...]:
    """A player's zones of :data:`BATTLE_ZONES`, in that order."""
    return tuple(zone(player, name) for name in BATTLE_ZONES)


@functools.cache
def in_play_zones(players: int) -> tuple[str, ...]:
    """Every player's zones of :data:`IN_PLAY_ZONES`, in seat order."""
    return tuple(zone(player, name) for player in range(players) for name in IN_PLAY_ZONES)


@functools.cache
def air_zones(players: int) -> tuple[str, ...]:
    """Every player's air zone (where flyers are), in seat order."""
    return tuple(zone(player, "air") for player in range(players))


def points_key(player: int) -> str:
    return f"p{player}.points"


def campaign_key(player: int) -> str:
    """A player's campaign points (a campaign only)."""
    return f"p{player}.campaign"

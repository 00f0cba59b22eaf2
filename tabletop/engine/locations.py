"""The location vocabulary, defined once: where a card, a token or a drag can be.

- a zone: ``p<seat>.<name>`` for a seat's zone (``p0.hand``), ``shared.<name>``
  for a zone of the whole table (``shared.battlesite``);
- under a card: ``@<card id>`` (an attachment, ``@c12``);
- a board space: ``space:<space id>`` (a game with a board).
"""

from __future__ import annotations

ATTACHED = "@"
SPACE = "space:"
SHARED = "shared."


def seat_zone(seat: int, name: str) -> str:
    """A seat's zone id: ``seat_zone(0, "hand") == "p0.hand"``."""
    return f"p{seat}.{name}"


def shared_zone(name: str) -> str:
    return SHARED + name


def seat_of_zone(zone_id: str) -> int | None:
    """The seat a ``p<seat>.<name>`` zone belongs to, else None."""
    head, dot, _ = zone_id.partition(".")
    if dot and head[:1] == "p" and head[1:].isdigit():
        return int(head[1:])
    return None


def zone_name(zone_id: str) -> str:
    """The name part of a zone id: ``zone_name("p1.hand") == "hand"``."""
    return zone_id.partition(".")[2] or zone_id


def attached_location(host_id: str) -> str:
    """The location of a card tucked under ``host_id``."""
    return ATTACHED + host_id


def host_of(location: str) -> str | None:
    """The host card of an ``@<card>`` location, else None."""
    return location[len(ATTACHED):] if location.startswith(ATTACHED) else None


def space_location(space_id: str) -> str:
    return SPACE + space_id


def space_of(location: str) -> str | None:
    """The space id of a ``space:<id>`` location, else None."""
    return location[len(SPACE):] if location.startswith(SPACE) else None

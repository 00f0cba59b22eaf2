"""How a game's zones sit on the table: pure data the Qt table draws.

Coordinates are in card units: x and width in card widths, y and height in
card heights. Each player's zones are given for the side at the bottom of the
table, with y = 0 at the table's centre line and growing towards the player;
the table mirrors them for the opponent at the top. Shared zones
(``shared=True``) use table coordinates directly (y may be negative).
Zone ids may contain ``{p}``, replaced by the player index.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Arrange = Literal["pile", "fan", "row", "cascade", "spread"]
"""pile: stacked, the top card shows; fan: overlapping left to right (a hand);
row: side by side, squeezed when full; cascade: overlapping top to bottom, each
card's title visible (a battlefield stack); spread: side by side in fixed slots."""


@dataclass(frozen=True)
class ZoneSpot:
    zone: str
    label: str
    x: float
    y: float
    width: float = 1.0
    height: float = 1.0
    arrange: Arrange = "pile"
    shared: bool = False
    attachments: bool = False  # cards may be tucked under cards here
    slots: int = 0  # for "spread": a fixed number of places (e.g. five panels in a row)

    def zone_id(self, player: int) -> str:
        return self.zone.replace("{p}", str(player))


@dataclass(frozen=True)
class BoardSpot:
    """Where a game's board of spaces sits (table coordinates, card units)."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class TableLayout:
    spots: tuple[ZoneSpot, ...]
    board: BoardSpot | None = None
    counters: tuple[str, ...] = ("counter",)  # counter names offered by the manual tools
    player_fields: tuple[tuple[str, str], ...] = ()  # (data key with {p}, label) shown per player
    notes: dict[str, str] = field(default_factory=dict)

    def spot_for(self, zone_id: str, players: int) -> tuple[ZoneSpot, int | None] | None:
        """The spot drawing ``zone_id`` and the player whose side it is on (None: shared)."""
        for spot in self.spots:
            if spot.shared:
                if spot.zone == zone_id:
                    return spot, None
                continue
            for player in range(players):
                if spot.zone_id(player) == zone_id:
                    return spot, player
        return None

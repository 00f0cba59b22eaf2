"""Small helpers the games' evaluation functions share: reading a view by seat."""

from __future__ import annotations

from typing import Any


def squash(value: float) -> float:
    """Any advantage to 0..1, 0.5 meaning even."""
    return min(1.0, max(0.0, 0.5 + value))


def opponents(view: dict[str, Any], seat: int) -> list[int]:
    """The seats not on ``seat``'s team."""
    seats = sorted({zone["owner"] for zone in view["zones"].values() if zone["owner"] is not None})
    team = next((tuple(t) for t in view.get("teams") or () if seat in t), (seat,))
    return [other for other in seats if other not in team]


def cards(view: dict[str, Any], zone_id: str) -> list[dict[str, Any]]:
    zone = view["zones"].get(zone_id)
    return list(zone["cards"]) if zone else []


def count(view: dict[str, Any], zone_id: str) -> int:
    zone = view["zones"].get(zone_id)
    return int(zone["count"]) if zone else 0


def mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0

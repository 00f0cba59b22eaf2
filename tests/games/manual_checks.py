"""Checks every manual-mode game module shares: layout coverage, no overlaps, saves."""

from __future__ import annotations

import json

from tabletop.engine.game import Game
from tabletop.engine.layout import TableLayout
from tabletop.engine.manual import ManualMove
from tabletop.engine.persistence import session_from_json, session_to_json
from tabletop.engine.session import Session
from tabletop.engine.state import State

Rect = tuple[float, float, float, float]  # x, y, width, height in table coordinates


def layout_zone_ids(layout: TableLayout, players: int) -> set[str]:
    """Every zone id the layout draws."""
    ids = set()
    for spot in layout.spots:
        if spot.shared:
            ids.add(spot.zone)
        else:
            ids.update(spot.zone_id(p) for p in range(players))
    return ids


def rectangles(layout: TableLayout, players: int, half_turn: bool = False) -> dict[str, Rect]:
    """Each drawn zone's rectangle; player 1's side mirrored as y' = -(y + height).

    With ``half_turn``, player 1's side is also mirrored sideways, x' = -(x + width),
    as the Qt table draws it (the opponent sits across the table).
    """
    rects: dict[str, Rect] = {}
    for spot in layout.spots:
        if spot.shared:
            rects[spot.zone] = (spot.x, spot.y, spot.width, spot.height)
            continue
        for player in range(players):
            x, y = spot.x, spot.y
            if player == 1:
                y = -(spot.y + spot.height)
                x = -(spot.x + spot.width) if half_turn else x
            rects[spot.zone_id(player)] = (x, y, spot.width, spot.height)
    return rects


def overlaps(rects: dict[str, Rect]) -> list[str]:
    found = []
    items = sorted(rects.items())
    for i, (a, (ax, ay, aw, ah)) in enumerate(items):
        for b, (bx, by, bw, bh) in items[i + 1:]:
            if ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah:
                found.append(f"{a} overlaps {b}")
    return found


def layout_problems(game: Game, state: State) -> list[str]:
    """Zones without a spot, spots without a zone, overlaps, spots off the table."""
    layout = game.layout(state)
    players = len(state.players)
    drawn = layout_zone_ids(layout, players)
    problems = [f"zone {z} has no spot" for z in sorted(set(state.zones) - drawn)]
    problems += [f"spot {z} names no zone" for z in sorted(drawn - set(state.zones))]
    problems += overlaps(rectangles(layout, players))
    problems += [f"half turned: {p}" for p in overlaps(rectangles(layout, players, half_turn=True))]
    for spot in layout.spots:
        if spot.x < -7 or spot.x + spot.width > 7:
            problems.append(f"{spot.zone} leaves the table sideways")
        if not spot.shared and (spot.y < 0.15 or spot.y + spot.height > 3.6):
            problems.append(f"{spot.zone} leaves its player's side")
        if spot.arrange == "spread" and spot.slots < 1:
            problems.append(f"{spot.zone} is a spread without slots")
    return problems


def round_trip(session: Session, moves: list[tuple[int, ManualMove]]) -> Session:
    """Make manual moves, undo the last one, then save and load the session."""
    for seat, move in moves:
        session.manual(move, seat)
    session.undo()
    saved = json.loads(json.dumps(session_to_json(session)))
    return session_from_json(saved["body"], lambda _game: session.game)

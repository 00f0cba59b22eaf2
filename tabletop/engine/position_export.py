"""The current moment of a game, written as a position file (File > Export position).

Everything is written out (every zone, every card with its id, every token,
the decision, the queue, the game fields, the generator's state), so reading
the file back gives the same moment, and going on from it the same game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tabletop import paths
from tabletop.engine.rules.queue import QUEUE
from tabletop.engine.session import Session
from tabletop.engine.state import State
from tabletop.engine.values import to_json
from tabletop.fileio import write_text_atomically


def _card(state: State, card_id: str) -> dict[str, Any]:
    card = state.cards[card_id]
    entry: dict[str, Any] = {"card": card.definition, "id": card.id, "owner": card.owner}
    if card.controller != card.owner:
        entry["controller"] = card.controller
    zone = state.zones.get(card.location)
    default_up = not (zone is not None and zone.kind == "deck")
    if card.face_up != default_up:
        entry["face"] = "up" if card.face_up else "down"
    if card.rotation:
        entry["rotation"] = card.rotation
    if card.counters:
        entry["counters"] = dict(sorted(card.counters.items()))
    if card.attachments:
        entry["under"] = [_card(state, attached) for attached in card.attachments]
    return entry


def _deck(session: Session, seat: int) -> Any:
    deck = session.setup.players[seat].deck
    if deck is None:
        return None
    shipped = paths.cards_dir() / session.game.id / "decks"
    if deck.read_only and deck.path and Path(deck.path).parent.resolve() == shipped.resolve():
        return Path(deck.path).stem
    body: dict[str, Any] = {"name": deck.name, "sections": {k: dict(v) for k, v in deck.sections.items()}}
    if deck.format:
        body["format"] = deck.format
    if deck.options:
        body["options"] = dict(deck.options)
    return body


def position_data(session: Session, title: str = "") -> dict[str, Any]:
    """The position file's content for the session's current moment."""
    state = session.state
    initial = State.from_json(session.initial)
    data = {key: to_json(value) for key, value in sorted(state.data.items())
            if key not in ("options", "variant", QUEUE)}
    out: dict[str, Any] = {"kind": "position", "game": session.game.id}
    if title:
        out["title"] = title
    out["seed"] = session.setup.seed
    if session.setup.variant:
        out["variant"] = session.setup.variant
    if session.setup.options:
        out["options"] = dict(session.setup.options)
    seats = []
    for index, player in enumerate(state.players):
        seat: dict[str, Any] = {"name": player.name}
        deck = _deck(session, index)
        if deck is not None:
            seat["deck"] = deck
        seats.append(seat)
    out["seats"] = seats
    out.update(turn=state.turn, phase=state.phase, active=state.active_player)
    out["zones"] = {zone.id: [_card(state, card) for card in zone.cards] for zone in state.zones.values()}
    tokens: list[dict[str, Any]] = []
    for token in state.tokens.values():
        entry = {"owner": token.owner, "name": token.data.get("name", token.id), "kind": token.kind,
                 "id": token.id, "at": token.location}
        entry.update({key: to_json(value) for key, value in token.data.items() if key != "name"})
        tokens.append(entry)
    for token in initial.tokens.values():
        if token.id not in state.tokens and not any(t.data.get("name") == token.data.get("name")
                                                     and t.owner == token.owner for t in state.tokens.values()):
            tokens.append({"owner": token.owner, "name": token.data.get("name", token.id), "remove": True})
    if tokens:
        out["tokens"] = tokens
    out["decision"] = to_json(state.decision)
    if QUEUE in state.data:  # an absent queue and an empty one read back as they were
        out["queue"] = to_json(state.data[QUEUE])
    out["data"] = data
    out["rng"] = state.rng
    return out


def position_text(session: Session, title: str = "") -> str:
    return yaml.safe_dump(position_data(session, title), sort_keys=False, allow_unicode=True, width=110)


def export_position(session: Session, path: Path, title: str = "") -> None:
    write_text_atomically(Path(path), position_text(session, title))

"""What one player may see of a state: hidden zones and face-down cards are masked.

The UI and any bot read views, never the raw state, for the other players' secrets.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.state import ATTACHED, State, Zone


def can_see(state: State, viewer: int | None, card_id: str, *, hands_open: bool = False) -> bool:
    """Whether ``viewer`` (None: a spectator) may see the face of a card.

    A card is visible when it is face up and its zone shows its cards to the
    viewer (public: everyone; owner: the zone's owner, or everyone when
    ``hands_open`` for open teaching games; hidden: nobody). An attached card
    follows its host's zone.
    """
    card = state.cards[card_id]
    if not card.face_up:
        return False
    location = card.location
    while location.startswith(ATTACHED):
        location = state.cards[location[1:]].location
    zone = state.zones[location]
    if zone.visibility == "public":
        return True
    if zone.visibility == "owner":
        return hands_open or (viewer is not None and viewer == zone.owner)
    return False


Visible = Callable[[State, "int | None", str], bool]


def _card_view(state: State, viewer: int | None, card_id: str, visible: Visible,
               anonymous: str = "") -> dict[str, Any]:
    """One card as ``viewer`` sees it; a hidden card in a closed zone shows ``anonymous`` for its id."""
    card = state.cards[card_id]
    seen = visible(state, viewer, card_id)
    shown: dict[str, Any] = {"id": anonymous if anonymous and not seen else card.id, "owner": card.owner,
                             "rotation": card.rotation}
    if seen:
        shown.update(definition=card.definition, controller=card.controller,
                     counters=dict(card.counters))
    else:
        shown["hidden"] = True
    if card.attachments:
        shown["attachments"] = [_card_view(state, viewer, a, visible, f"{anonymous}/{k}" if anonymous else "")
                                for k, a in enumerate(card.attachments)]
    return shown


def _closed_slot(zone: Zone, index: int) -> str:
    """The id a hidden card shows in a zone that is not public (a deck, a hand): its place only.

    A card's real id is its history (ids are handed out in deck-list order, and a card once seen
    keeps its id through a shuffle), so it would tell which hidden card lies where."""
    return "" if zone.visibility == "public" else f"{zone.id}#{index}"


HIDDEN_CARD = "a hidden card"
"""What another seat's decision shows in place of a card this viewer may not see."""


def _decision_view(state: State, viewer: int | None, visible: Visible) -> dict[str, Any] | None:
    """The decision under way: whole for the seat deciding; for anyone else, a card it names that
    ``viewer`` may not see reads :data:`HIDDEN_CARD` (a card's id tells which card it is)."""
    if not state.decision:
        return None
    decision = dict(state.decision)
    if viewer is not None and decision.get("seat") == viewer:
        return decision

    def masked(value: Any) -> Any:
        if isinstance(value, str):
            return HIDDEN_CARD if value in state.cards and not visible(state, viewer, value) else value
        if isinstance(value, dict):
            return {key: masked(item) for key, item in value.items()}
        if isinstance(value, (list, tuple)):
            return [masked(item) for item in value]
        return value

    return {key: masked(value) for key, value in decision.items()}


def view(state: State, viewer: int | None, visible: Visible = can_see) -> dict[str, Any]:
    """A JSON-like picture of the state as ``viewer`` may see it (``visible``: the game's own rule)."""
    return {
        "game": state.game,
        "viewer": viewer,
        "turn": state.turn,
        "phase": state.phase,
        "active_player": state.active_player,
        "decision": _decision_view(state, viewer, visible),
        "zones": {
            zone.id: {"owner": zone.owner, "kind": zone.kind, "count": len(zone.cards),
                      "cards": [_card_view(state, viewer, c, visible, _closed_slot(zone, index))
                                for index, c in enumerate(zone.cards)]}
            for zone in state.zones.values()
        },
        "tokens": {t.id: {"kind": t.kind, "owner": t.owner, "location": t.location, **t.data}
                   for t in state.tokens.values()},
    }

"""What a bot may know: its seat's view, the legal actions, and samples of the hidden cards.

A bot never reads the real state. :func:`observe` (run by the engine, not the
bot) builds an :class:`Observation`: the seat's view, the legal actions, and a
*canonical* copy of the state in which every card the seat cannot see has had
its definition replaced in a fixed order from that seat-owner's hidden pool,
and the random generator's state wiped. The pool is what a person at the table
knows: every seat's deck list is chosen openly, so a seat's hidden cards are
its deck list minus what has been seen — never which hidden card is where.
Hidden cards are dealt within pools: a seat's hand, deck and face-down cards
(which all come from its deck) form one pool; a hidden pile of another kind
(battlesites kept aside, say) is a pool of its own. A face-down card lying in
play keeps its card type (a knocked-out character turned over is still a
character: its place says so), so a sample never puts an attack card where a
character lies; hand and deck cards take any type. A card a legal action of
the seat names and the seat owns is known to it (it is offered by name:
"Choose Captain as Commander" from one's own deck), so it keeps its face.
Two real states that differ only in what the bot's seat cannot see give the
same observation, so they give the same choice (a test checks it).

:meth:`Observation.sample` deals the hidden cards at random (a determinization)
for searching; the sample belongs to the bot, so it is changed directly.
"""

from __future__ import annotations

import dataclasses
import json
import random
from dataclasses import dataclass, field
from typing import Any

from tabletop.digests import blake2b
from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.state import ATTACHED, State


@dataclass
class Observation:
    """One seat's knowledge at one decision."""

    seat: int
    view: dict[str, Any]
    legal: tuple[Action, ...]
    _canonical: State = field(repr=False)
    _hidden: dict[tuple[int, str], list[tuple[str, str]]] = field(repr=False)  # pool: (card, kept type or "")
    _types: dict[str, str] = field(repr=False)  # definition: its card type
    visited: frozenset[str] = frozenset()  # position keys this seat has already decided at (no going round)

    @property
    def decision(self) -> dict[str, Any] | None:
        return self.view.get("decision")

    def sample(self, rng: random.Random) -> State:
        """A state consistent with the view: the hidden cards dealt at random, a fresh random generator."""
        return self.redeal(self.canonical(), rng)

    def redeal(self, state: State, rng: random.Random) -> State:
        """Deal the hidden cards of ``state`` (a sample, back as it was dealt) anew, and a fresh generator."""
        for slots in self._hidden.values():
            definitions = [state.cards[card].definition for card, _kept in slots]
            rng.shuffle(definitions)
            _deal(state, slots, definitions, self._types)
        state.rng = rng.getrandbits(64)
        return state

    def canonical(self) -> State:
        """A fresh copy of the canonical state (hidden cards in a fixed order, no random state)."""
        return self._canonical.copy()


def position_key(view: dict[str, Any]) -> str:
    """A short key for a position as one seat sees it (the same view, the same key). The order of the
    cards in a hand is left out: no rule reads it, and a play taken back may put a card back elsewhere
    in the hand, which must not make the bot think it has reached a new position (and go round)."""
    zones = {name: {**zone, "cards": sorted(zone["cards"], key=lambda card: str(card.get("id")))}
             if zone.get("kind") == "hand" and "cards" in zone else zone
             for name, zone in view.get("zones", {}).items()}
    shown = {**view, "zones": zones}
    return blake2b(json.dumps(shown, sort_keys=True, default=str).encode(), digest_size=12).hexdigest()


def observe(game: Game, state: State, seat: int, visited: frozenset[str] = frozenset()) -> Observation:
    """The observation of ``seat`` (built by the engine from the real state; the bot gets only this).

    ``visited``: the :func:`position_key` of each position the seat has decided at before, kept
    by whoever runs the bot, so a bot does not go round in circles (play a card, take it back...).
    """
    canonical = state.copy()
    canonical.rng = 0
    legal = tuple(game.legal_actions(state))
    named = {card for action in legal for card in _ids_in(action)
             if card in state.cards and state.cards[card].owner == seat}
    hidden: dict[tuple[int, str], list[tuple[str, str]]] = {}
    types: dict[str, str] = {}
    for card in sorted(canonical.cards.values(), key=lambda c: _order(c.id)):
        if card.id not in named and not game.card_visible(state, seat, card.id):
            pool = pool_of(state, card.id)
            kept = card_type(game, card.definition) if pool == DRAWN and not in_hand_or_deck(state, card.id) else ""
            hidden.setdefault((card.owner, pool), []).append((card.id, kept))
            types[card.definition] = card_type(game, card.definition)
    for slots in hidden.values():
        _deal(canonical, slots, sorted(canonical.cards[card].definition for card, _kept in slots), types)
    return Observation(seat, game.view(state, seat), legal, canonical, hidden, types, visited)


def card_type(game: Game, definition: str) -> str:
    """A card's type (character, attack...): the class of its definition."""
    found = game.db.cards.get(definition)
    return type(found).__name__ if found is not None else ""


def _deal(state: State, slots: list[tuple[str, str]], definitions: list[str], types: dict[str, str]) -> None:
    """Give ``definitions`` (in this order) to the slots: those keeping a type first take the first of
    their type, the others the rest in order. The real deal is one such deal, so one always exists."""
    left = list(definitions)
    for card, kept in slots:
        if kept:
            chosen = next(d for d in left if types[d] == kept)
            left.remove(chosen)
            state.cards[card].definition = chosen
    free = iter(left)
    for card, kept in slots:
        if not kept:
            state.cards[card].definition = next(free)


def _ids_in(action: Action) -> set[str]:
    """Every string an action holds (its card ids among them), nested values included."""
    found: set[str] = set()
    pending: list[object] = [getattr(action, f.name) for f in dataclasses.fields(action)]
    while pending:
        value = pending.pop()
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, tuple | list | frozenset | set):
            pending.extend(value)
        elif isinstance(value, dict):
            pending.extend(value.values())
    return found


DRAWN = "drawn"
"""The pool of a seat's deck, hand and face-down cards: they all come from its deck."""


def pool_of(state: State, card_id: str) -> str:
    location = state.cards[card_id].location
    while location.startswith(ATTACHED):
        location = state.cards[location[1:]].location
    zone = state.zones[location]
    if zone.visibility == "public" or zone.kind in ("hand", "deck"):
        return DRAWN
    return zone.kind


def in_hand_or_deck(state: State, card_id: str) -> bool:
    location = state.cards[card_id].location
    return location in state.zones and state.zones[location].kind in ("hand", "deck")


def _order(card_id: str) -> tuple[int, str]:
    digits = card_id[1:]
    return (int(digits), "") if digits.isdigit() else (1 << 30, card_id)

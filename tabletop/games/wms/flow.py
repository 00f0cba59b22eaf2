"""The order of play: a queue of what happens next, draws, the end of a Fight.

``state.data["queue"]`` lists the steps still to come (draw, a player's
decision, the end-of-Fight clean-up). :func:`advance` runs automatic steps
and stops at the first decision, which becomes ``state.decision``. A decision
that cannot be taken (nothing to discard, no Unit card to recover) is skipped.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.engine.values import FrozenDict
from tabletop.games.wms import endfight
from tabletop.games.wms.catalog import (
    ASIDE,
    BATTLEFIELD,
    DECK,
    GRAVEYARD,
    HAND,
    HAND_SIZE,
    SUPPORT,
    commander,
    hand_count,
    info,
    name,
    other,
    wounds,
    zone,
)
from tabletop.games.wms.combat import groups


def item(kind: str, player: int, **extra: Any) -> dict[str, Any]:
    return {"kind": kind, "player": player, **extra}


def push(step: Builder, *items: dict[str, Any]) -> None:
    """Put steps at the front of the queue, in the order given."""
    step.set_data("queue", tuple(items) + tuple(step.state.data.get("queue", ())))


def winner(state: State) -> int | None:
    return state.data.get("winner")


def lose_game(step: Builder, loser: int, reason: str) -> None:
    players = step.state.players
    step.set_data("winner", other(loser))
    step.set_data("queue", ())
    step.set(("decision",), None)
    step.set(("phase",), "Game over")
    step.note(f"{players[loser].name} loses the game: {reason}. {players[other(loser)].name} wins.")


# -- drawing ------------------------------------------------------------------------------------------
def draw(step: Builder, player: int, count: int) -> bool:
    """Draw ``count`` cards; a player who must draw from an empty deck loses (depleted army)."""
    deck = step.state.zones[zone(player, DECK)].cards
    for _ in range(count):
        if not deck:
            lose_game(step, player, "their deck is empty and they must draw (depleted army)")
            return False
        card = deck[-1]
        step.move(card, zone(player, HAND))
        step.set_card(card, "face_up", True)
    return True


def refill(step: Builder, player: int) -> bool:
    """The Draw Step: refill the hand to 5 (Token cards do not count); no draw at 5 or more."""
    missing = HAND_SIZE - hand_count(step.state, player)
    if missing <= 0:
        step.note(f"{step.state.players[player].name} holds {hand_count(step.state, player)} cards: no draw.")
        return True
    step.note(f"{step.state.players[player].name} draws {missing} card{'s' if missing > 1 else ''}.")
    return draw(step, player, missing)


# -- the queue -----------------------------------------------------------------------------------------
def _graveyard_units(state: State, player: int) -> list[str]:
    return [c for c in state.zones[zone(player, GRAVEYARD)].cards if info(state, c).is_unit]


def _pointless(state: State, step_item: FrozenDict) -> bool:
    from tabletop.games.wms.abilities import swap_options  # abilities builds on this module

    kind, player = step_item["kind"], step_item["player"]
    if kind == "discard":
        return not state.zones[zone(player, HAND)].cards
    if kind in ("recover", "tend"):
        return not _graveyard_units(state, player)
    if kind == "swap_reserve":
        return not swap_options(state, player)
    if kind == "recycle":
        return not endfight.recycle_options(state, player, step_item)
    return False


def advance(step: Builder) -> None:
    """Run automatic steps until a decision is due (or the game ends)."""
    state = step.state
    while True:
        if winner(state) is not None:
            return
        queue = state.data.get("queue", ())
        if not queue:
            step.set(("decision",), None)
            return
        head, rest = queue[0], queue[1:]
        step.set_data("queue", rest)
        kind = head["kind"]
        if kind == "draw":
            refill(step, head["player"])
        elif kind == "cleanup":
            cleanup(step)
        elif kind == "play":
            step.set(("phase",), "Fight")
            step.set(("decision",), head)
            return
        elif not _pointless(state, head):
            step.set(("decision",), head)
            return


def finish_decision(step: Builder) -> None:
    step.set(("decision",), None)
    advance(step)


# -- the end of a Fight ---------------------------------------------------------------------------------
def end_fight(step: Builder, loser: int, reason: str, *, retreat: bool = False) -> None:
    """The loser's Commander loses a Wound (unless Guard), then recycling and clean-up."""
    state = step.state
    players = state.players
    step.set(("phase",), "End of the Fight")
    step.set_data("loser", loser)
    step.note(f"{players[loser].name} loses the Fight ({reason}).")
    guard = endfight.guard_card(state, loser)
    chief = commander(state, loser)
    if guard is not None:
        step.note(f"{name(state, guard)} stands Guard in the Support Zone: no Wound.")
    elif chief is not None:
        left = wounds(state, loser) - 1
        step.set_counter(chief, "wound", left)
        step.note(f"{name(state, chief)} loses a Wound: {left} left.")
        if left <= 0:
            lose_game(step, loser, f"{name(state, chief)} has lost the last Wound")
            return
    if retreat:
        hand = list(state.zones[zone(loser, HAND)].cards)
        for card in hand:  # a Token card never goes to the Graveyard: it is set aside
            step.move(card, zone(loser, ASIDE if info(state, card).type == "token" else GRAVEYARD))
        step.note(f"{players[loser].name} discards {len(hand)} cards and draws 5.")
        if not draw(step, loser, HAND_SIZE):
            return
    active = state.active_player
    step.set_data("queue", (
        item("recycle", active, repairs=endfight.repair_count(state, active)),
        item("recycle", other(active), repairs=endfight.repair_count(state, other(active))),
        {"kind": "cleanup", "player": active},
    ))
    step.set(("decision",), None)
    advance(step)


def cleanup(step: Builder) -> None:
    """Battlefield Stacks and Support Zones to the Graveyards (Token cards aside); next Fight."""
    state = step.state
    for player in range(len(state.players)):
        for place in (BATTLEFIELD, SUPPORT):
            for card in list(state.zones[zone(player, place)].cards):
                for attached in list(state.cards[card].attachments):
                    step.move(attached, zone(state.cards[attached].owner, GRAVEYARD))
                for counter in ("psych_cc", "psych_rc", "possessed"):
                    step.set_counter(card, counter, 0)
                home = ASIDE if info(state, card).type == "token" else GRAVEYARD
                step.move(card, zone(state.cards[card].owner, home))
        chief = commander(state, player)
        if chief is not None:
            step.set_card(chief, "rotation", 0)
    for key, empty in (("groups", ()), ("lost", {}), ("used", ()), ("style", ""), ("loser", None)):
        step.set_data(key, empty)
    step.set_data("command_played", False)
    following = other(state.active_player)
    step.set(("active_player",), following)
    step.set(("turn",), state.turn + 1)
    step.set(("phase",), "Fight")
    push(step, item("play", following, opening=True))


def opening(state: State) -> bool:
    """Whether no Unit card has been played yet in this Fight."""
    return not groups(state)

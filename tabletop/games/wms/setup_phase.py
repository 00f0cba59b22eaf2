"""Before the first Fight: each player picks a Commander and up to 3 Reserves, then the deal."""

from __future__ import annotations

from tabletop.engine.game import Action
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.games.wms import flow
from tabletop.games.wms.actions import AddReserve, ChooseCommander, Ready, ReturnReserve
from tabletop.games.wms.catalog import (
    COMMANDER,
    DECK,
    MAX_RESERVES,
    RESERVES,
    WOUNDS,
    cards_in,
    commander,
    distinct,
    info,
    name,
    zone,
)


# -- set-up ---------------------------------------------------------------------------------------------
def setup_actions(state: State, player: int) -> list[Action]:
    deck = cards_in(state, player, DECK)
    chief = commander(state, player)
    chief_def = state.cards[chief].definition if chief else None
    found: list[Action] = [
        ChooseCommander(c, name(state, c)) for c in distinct(state, deck)
        if "Commander" in info(state, c).keywords and state.cards[c].definition != chief_def
    ]
    if len(cards_in(state, player, RESERVES)) < MAX_RESERVES:
        found += [AddReserve(c, name(state, c)) for c in distinct(state, deck)
                  if info(state, c).is_unit and "Reserves" in info(state, c).keywords]
    found += [ReturnReserve(c, player, name(state, c)) for c in cards_in(state, player, RESERVES)]
    found.append(Ready())
    return found


def check_commander(state: State, action: ChooseCommander) -> str | None:
    player = state.decision["player"]
    card = state.cards.get(action.card)
    if card is None or card.location != zone(player, DECK) or "Commander" not in info(state, action.card).keywords:
        return "Choose a Unit card with the Commander keyword from your deck."
    return None


def do_commander(step: Builder, action: ChooseCommander) -> None:
    player = step.state.decision["player"]
    old = commander(step.state, player)
    if old is not None:
        step.set_counter(old, "wound", 0)
        step.set_card(old, "face_up", False)
        step.move(old, zone(player, DECK))
    step.move(action.card, zone(player, COMMANDER))
    step.set_card(action.card, "face_up", True)
    step.set_counter(action.card, "wound", WOUNDS)


def check_add_reserve(state: State, action: AddReserve) -> str | None:
    player = state.decision["player"]
    card = state.cards.get(action.card)
    if card is None or card.location != zone(player, DECK) or "Reserves" not in info(state, action.card).keywords:
        return "Only Unit cards with the Reserves keyword, from your deck, go to the Reserves Zone."
    if len(cards_in(state, player, RESERVES)) >= MAX_RESERVES:
        return f"The Reserves Zone holds at most {MAX_RESERVES} cards."
    return None


def do_add_reserve(step: Builder, action: AddReserve) -> None:
    player = step.state.decision["player"]
    step.move(action.card, zone(player, RESERVES))
    step.set_card(action.card, "face_up", True)


def check_return_reserve(state: State, action: ReturnReserve) -> str | None:
    if action.card not in cards_in(state, state.decision["player"], RESERVES):
        return "That card is not in your Reserves Zone."
    return None


def do_return_reserve(step: Builder, action: ReturnReserve) -> None:
    step.set_card(action.card, "face_up", False)
    step.move(action.card, zone(action.player, DECK))


def do_ready(step: Builder, action: Ready) -> None:
    state = step.state
    player = state.decision["player"]
    if player + 1 < len(state.players):
        step.set(("decision",), {"kind": "setup", "player": player + 1})
        return
    for each in range(len(state.players)):
        step.shuffle(zone(each, DECK))
        flow.draw(step, each, 5)
    first = state.data.get("first", "random")
    starter = step.random_below(2) if first == "random" else int(first)
    step.note(f"{state.players[starter].name} starts the first Fight.")
    step.set(("active_player",), starter)
    step.set(("phase",), "Fight")
    step.set(("decision",), None)
    flow.push(step, flow.item("play", starter, opening=True))
    flow.advance(step)

"""Before the first Fight: each player picks a Commander and up to 3 Reserves, then the deal."""

from __future__ import annotations

from tabletop.engine.rules import queue
from tabletop.games.wms.actions import AddReserve, ChooseCommander, Ready, ReturnReserve
from tabletop.games.wms.catalog import COMMANDER, DECK, MAX_RESERVES, RESERVES, WOUNDS
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.draws import draw
from tabletop.games.wms.flow import play_turn
from tabletop.games.wms.moves import move

SETUP = "setup"


def ask_setup(ctx: WmsContext, seat: int) -> None:
    queue.ask(ctx, seat, SETUP)


# -- the Commander -----------------------------------------------------------------------------------
def _commanders(ctx: WmsContext) -> list[ChooseCommander]:
    seat = ctx.deciding_seat
    chief = ctx.commander(seat)
    chief_def = ctx.state.cards[chief].definition if chief else None
    return [ChooseCommander(c) for c in ctx.distinct(ctx.cards_in(seat, DECK))
            if "Commander" in ctx.info(c).keywords and ctx.state.cards[c].definition != chief_def]


def _check_commander(ctx: WmsContext, action: ChooseCommander) -> str | None:
    card = ctx.state.cards.get(action.card)
    if card is None or card.location != ctx.zone(ctx.deciding_seat, DECK) or \
            "Commander" not in ctx.info(action.card).keywords:
        return "Choose a Unit card with the Commander keyword from your deck."
    return None


def _do_commander(ctx: WmsContext, action: ChooseCommander) -> None:
    seat = ctx.answering["seat"]
    old = ctx.commander(seat)
    if old is not None:
        ctx.change.set_counter(old, "wound", 0)
        ctx.change.set_card(old, "face_up", False)
        ctx.change.move(old, ctx.zone(seat, DECK))
    ctx.change.move(action.card, ctx.zone(seat, COMMANDER))
    ctx.change.set_card(action.card, "face_up", True)
    ctx.change.set_counter(action.card, "wound", WOUNDS)
    ask_setup(ctx, seat)


# -- the Reserves Zone ---------------------------------------------------------------------------------
def _reserves_to_add(ctx: WmsContext) -> list[AddReserve]:
    seat = ctx.deciding_seat
    if len(ctx.cards_in(seat, RESERVES)) >= MAX_RESERVES:
        return []
    return [AddReserve(c) for c in ctx.distinct(ctx.cards_in(seat, DECK))
            if ctx.info(c).is_unit and "Reserves" in ctx.info(c).keywords]


def _check_add_reserve(ctx: WmsContext, action: AddReserve) -> str | None:
    seat = ctx.deciding_seat
    card = ctx.state.cards.get(action.card)
    if card is None or card.location != ctx.zone(seat, DECK) or "Reserves" not in ctx.info(action.card).keywords:
        return "Only Unit cards with the Reserves keyword, from your deck, go to the Reserves Zone."
    if len(ctx.cards_in(seat, RESERVES)) >= MAX_RESERVES:
        return f"The Reserves Zone holds at most {MAX_RESERVES} cards."
    return None


def _do_add_reserve(ctx: WmsContext, action: AddReserve) -> None:
    seat = ctx.answering["seat"]
    ctx.change.move(action.card, ctx.zone(seat, RESERVES))
    ctx.change.set_card(action.card, "face_up", True)
    ask_setup(ctx, seat)


def _check_return_reserve(ctx: WmsContext, action: ReturnReserve) -> str | None:
    if action.card not in ctx.cards_in(ctx.deciding_seat, RESERVES):
        return "That card is not in your Reserves Zone."
    return None


def _do_return_reserve(ctx: WmsContext, action: ReturnReserve) -> None:
    ctx.change.set_card(action.card, "face_up", False)
    ctx.change.move(action.card, ctx.zone(action.player, DECK))
    ask_setup(ctx, ctx.answering["seat"])


# -- ready ---------------------------------------------------------------------------------------------
def _do_ready(ctx: WmsContext, action: Ready) -> None:
    state = ctx.state
    seat = ctx.answering["seat"]
    if seat + 1 < len(state.players):
        ask_setup(ctx, seat + 1)
        return
    for each in ctx.seats:
        ctx.change.shuffle(ctx.zone(each, DECK))
        draw(ctx, each, 5)
    first = state.data.get("first", "random")
    starter = ctx.random_below(2) if first == "random" else int(first)
    ctx.note(f"{state.players[starter].name} starts the first Fight.")
    ctx.change.set(("active_player",), starter)
    ctx.change.set(("phase",), "Fight")
    queue.push(ctx, play_turn(starter, True))


MOVES = (
    move(ChooseCommander, (SETUP,), _commanders, _do_commander, _check_commander),
    move(AddReserve, (SETUP,), _reserves_to_add, _do_add_reserve, _check_add_reserve),
    move(ReturnReserve, (SETUP,), lambda c: [ReturnReserve(x, c.deciding_seat) for x in c.cards_in(c.deciding_seat, RESERVES)],
         _do_return_reserve, _check_return_reserve),
    move(Ready, (SETUP,), lambda c: [Ready()], _do_ready),
)

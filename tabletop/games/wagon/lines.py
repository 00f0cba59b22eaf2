"""The lines and their limits; cards entering and leaving play; drawing.

- at most 5 Characters on a Character Line (3 in the quick game) and 5 Plot
  Devices on a Plot Device Line; equipment takes no slot, except in the quick
  game where a seat has at most 5 Plot Devices in play counting equipment;
- at most 1 copy of a card on a seat's side of the field (the cards it
  controls: Characters, Plot Devices and equipment);
- a card that leaves play takes its equipment (or a Get a Job's worker) to the
  discard pile; anything aimed at it loses its target; a Character taken over
  goes back to its owner when the card that took it leaves.
"""

from __future__ import annotations

from tabletop.engine.locations import seat_zone
from tabletop.games.wagon.cards import PlotDevice
from tabletop.games.wagon.context import (
    AIM,
    ATTACKS,
    CHARACTERS,
    DECK,
    DEFENSE,
    DEFENSIVE_ROTATION,
    DISCARD,
    ENTERED,
    HAND,
    LINE_LIMIT,
    PLOT_DEVICES,
    WagonContext,
)


# -- limits -----------------------------------------------------------------------------------
def side_definitions(ctx: WagonContext, seat: int) -> set[str]:
    """The definitions of the cards ``seat`` has on its side of the field."""
    found = set()
    for character in ctx.characters(seat):
        found.add(ctx.state.cards[character].definition)
        found.update(ctx.state.cards[gear].definition for gear in ctx.equipment(character))
    found.update(ctx.state.cards[card].definition for card in ctx.plot_devices(seat))
    return found


def copy_problem(ctx: WagonContext, seat: int, card: str, leaving: tuple[str, ...] = ()) -> str | None:
    definition = ctx.state.cards[card].definition
    kept = {ctx.state.cards[c].definition for c in leaving}
    if definition in side_definitions(ctx, seat) - kept:
        return f"You already have {ctx.name(card)} on your side of the field (1 copy at a time)."
    return None


def character_room_problem(ctx: WagonContext, seat: int, freed: int = 0) -> str | None:
    limit = ctx.character_limit()
    if len(ctx.characters(seat)) - freed >= limit:
        return f"Your Character Line is full ({limit} Characters at most)."
    return None


def equipment_count(ctx: WagonContext, seat: int) -> int:
    return sum(len(ctx.equipment(c)) for c in ctx.characters(seat))


def plot_room_problem(ctx: WagonContext, seat: int, equipment: bool) -> str | None:
    lasting = len(ctx.plot_devices(seat))
    if ctx.quick:
        if lasting + equipment_count(ctx, seat) >= LINE_LIMIT:
            return f"You have {LINE_LIMIT} Plot Devices in play, equipment included (the quick game's limit)."
        return None
    if not equipment and lasting >= LINE_LIMIT:
        return f"Your Plot Device Line is full ({LINE_LIMIT} Plot Devices at most)."
    return None


# -- entering and leaving play -------------------------------------------------------------
def enter_character(ctx: WagonContext, card: str, seat: int, position: str) -> None:
    change = ctx.change
    change.move(card, seat_zone(seat, CHARACTERS))
    change.set_card(card, "face_up", True)
    change.set_card(card, "controller", seat)
    change.set_card(card, "rotation", DEFENSIVE_ROTATION if position == DEFENSE else 0)
    ctx.set_in(ENTERED, card, ctx.state.turn)


def turn_to(ctx: WagonContext, card: str, position: str) -> bool:
    """Put a Character in ``position``; False when it already was."""
    if ctx.position(card) == position:
        return False
    ctx.change.set_card(card, "rotation", DEFENSIVE_ROTATION if position == DEFENSE else 0)
    return True


def leave_play(ctx: WagonContext, card: str, to: str = DISCARD) -> None:
    """A card leaves play for its owner's discard pile (or hand): what hangs on it goes too."""
    change = ctx.change
    state = ctx.state
    for under in list(state.cards[card].attachments):
        leave_play(ctx, under)
    aims = ctx.mapping(AIM)
    for source, aimed in aims.items():
        if aimed == card:
            ctx.set_in(AIM, source, None)
    taken = aims.get(card)
    if taken is not None:
        ctx.set_in(AIM, card, None)
        definition = ctx.card(card)
        if any(e.kind == "take_control" for e in definition.effects) and ctx.place_of(taken) == CHARACTERS:
            _give_back(ctx, taken)
    for counter in list(state.cards[card].counters):
        change.set_counter(card, counter, 0)
    change.set_card(card, "rotation", 0)
    change.set_card(card, "controller", state.cards[card].owner)
    ctx.set_in(ENTERED, card, None)
    ctx.set_in(ATTACKS, card, None)
    owner = state.cards[card].owner
    change.move(card, ctx.zone(owner, to))
    change.set_card(card, "face_up", True)


def _give_back(ctx: WagonContext, card: str) -> None:
    owner = ctx.owner(card)
    if ctx.controller(card) == owner:
        return
    if character_room_problem(ctx, owner) is None and copy_problem(ctx, owner, card) is None:
        ctx.change.move(card, seat_zone(owner, CHARACTERS))
        ctx.change.set_card(card, "controller", owner)
        ctx.note(f"{ctx.name(card)} goes back to {ctx.seat_name(owner)}.")
    else:
        ctx.note(f"{ctx.name(card)} cannot go back to a full line: it is discarded.")
        leave_play(ctx, card)


def destroy(ctx: WagonContext, card: str) -> None:
    ctx.note(f"{ctx.name(card)} is destroyed.")
    leave_play(ctx, card)


def is_lasting(ctx: WagonContext, card: str) -> bool:
    definition = ctx.card(card)
    return isinstance(definition, PlotDevice) and definition.count_kind in ("number", "infinite")


def on_plot_line(ctx: WagonContext, card: str) -> bool:
    return ctx.place_of(card) == PLOT_DEVICES


# -- drawing ---------------------------------------------------------------------------------
def draw(ctx: WagonContext, seat: int, count: int = 1) -> int:
    """Draw up to ``count`` cards; how many were drawn."""
    deck = ctx.cards_in(seat, DECK)
    drawn = 0
    for _ in range(count):
        if not deck:
            ctx.note(f"{ctx.seat_name(seat)}'s deck is empty.")
            break
        top = deck[-1]
        ctx.change.move(top, seat_zone(seat, HAND))
        ctx.change.set_card(top, "face_up", True)
        ctx.change.set_card(top, "controller", seat)
        if ctx.quick:  # a card of the shared deck belongs to whoever draws it
            ctx.change.set_card(top, "owner", seat)
        drawn += 1
    return drawn

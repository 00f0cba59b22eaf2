"""A W.A.G.O.N. card in words, as a player reads it (the card panel), with its points now."""

from __future__ import annotations

from tabletop.games.wagon.cards import Bandwidth, Character, PlotDevice
from tabletop.games.wagon.context import CHARACTERS, PLOT_DEVICES, POSITION_WORDS, WagonContext
from tabletop.games.wagon.effects import stat
from tabletop.games.wagon.faces import count_label

Lines = list[tuple[str, str]]


def _cost(cost: int) -> str:
    return "free (no Bandwidth)" if cost == 0 else f"{cost} Bandwidth"


def _timing(card: Character | PlotDevice) -> str:
    return {
        "play": "once a turn, in the Play stage",
        "action": "in Take Action",
        "response": {"attacked": "in answer, when your Character is attacked",
                     "would_be_destroyed": "in answer, when your Character would be destroyed"}.get(
            card.trigger or "", "in answer"),
        "upkeep": "at each of your Upkeeps",
    }.get(card.timing, "")


def _character(card: Character) -> Lines:
    found = [("Type", f"{'Boosted ' if card.boosted else ''}Character · {card.genre.title()}"),
             ("Cost", _cost(card.cost)),
             ("Points", f"OFF {card.offense} · DEF {card.defense}")]
    if card.boost:
        found.append(("Boost", "sacrifice " + ", ".join(n.words() for n in card.boost)))
    if card.enters_in != "any":
        found.append(("Enters", f"in {POSITION_WORDS[card.enters_in]} position"))
    if card.special:
        price = f", pay {card.ability_cost} Bandwidth" if card.ability_cost else ""
        when = _timing(card)
        found.append(("Special Ability", f"{card.special}" + (f" ({when}{price})" if when or price else "")))
    return found


def _plot_device(card: PlotDevice) -> Lines:
    mark, word = count_label(card.effect_count)
    count = f"{mark} {word.lower()}" if isinstance(card.effect_count, int) else word.lower()
    found = [("Type", "Plot Device"), ("Cost", _cost(card.cost)), ("Effect count", count)]
    when = _timing(card)
    if when:
        found.append(("Used", when))
    if card.discard_when_used:
        found.append(("Afterwards", "discarded once it has worked"))
    return found


def card_reading(ctx: WagonContext, card_id: str) -> Lines:
    card = ctx.card(card_id)
    if isinstance(card, Character):
        found = _character(card)
    elif isinstance(card, PlotDevice):
        found = _plot_device(card)
    elif isinstance(card, Bandwidth):
        found = [("Type", "Bandwidth"), ("Pays", f"{card.amount} Bandwidth when discarded from hand")]
    else:
        found = [("Type", card.type)]
    attributes = getattr(card, "attributes", ())
    if attributes:
        found.append(("Attributes", ", ".join(a.title() for a in attributes)))
    if card.text:
        found.append(("Text", card.text))
    place = ctx.place_of(card_id)
    instance = ctx.state.cards[card_id]
    if place == CHARACTERS and isinstance(card, Character):
        found.append(("Position", POSITION_WORDS[ctx.position(card_id)]))
        found.append(("OFF now", stat(ctx, card_id, "offense").text()))
        found.append(("DEF now", stat(ctx, card_id, "defense").text()))
    if place == PLOT_DEVICES and "rounds" in instance.counters:
        left = instance.counters["rounds"]
        found.append(("Rounds left", f"{left} (discarded at its controller's Upkeep when it runs out)"))
    if instance.controller != instance.owner and place in (CHARACTERS, PLOT_DEVICES):
        found.append(("Control", f"{ctx.seat_name(instance.controller)} controls it; "
                                 f"{ctx.seat_name(instance.owner)} owns it"))
    if getattr(card, "flavor", ""):
        found.append(("", card.flavor))
    if card.automation == "manual":
        found.append(("Note", "not automated: resolve it by hand"))
    return found


def points_now(ctx: WagonContext) -> dict[str, list[int]]:
    """Each Character on a line: [OFF, DEF] now, with every lasting effect (no battle-only bonus). Public:
    worked out from the cards in play, which both players see; the computer opponents read it."""
    return {card: [stat(ctx, card, "offense").value, stat(ctx, card, "defense").value]
            for card in ctx.all_characters() if ctx.is_character(card)}  # manual mode may put any card there


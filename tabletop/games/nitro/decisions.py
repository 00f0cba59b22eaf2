"""The questions cards ask: pick a card, put cards back in order, name a card, send a Move back.

``choose`` questions carry a ``purpose`` and a ``count`` (asked again, one card
at a time, until the count is done):

- ``discard_hand``: a card from your hand to your discard pile;
- ``recover``: a card from your discard pile to the bottom of your deck;
- ``fetch``: a card of ``card_type`` from your discard pile into your hand;
- ``search``: a card of ``card_type`` from your deck into your hand (then shuffle);
- ``discard_corner``: one of your corner cards to its owner's discard pile;
- ``run_in``: a Wrestler from your hand into your corner, working for you this turn.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tabletop.engine.rules import queue
from tabletop.engine.words import count
from tabletop.games.nitro import actions as A
from tabletop.games.nitro.constants import CORNER, DECK, DISCARD, HAND, LOOK, LOOK_AT_TOP, WRESTLER
from tabletop.games.nitro.context import NitroContext
from tabletop.games.nitro.effects import peek, run_in_cards

SOURCES = {"discard_hand": HAND, "recover": LOOK, "fetch": LOOK, "search": LOOK,
           "discard_corner": CORNER, "run_in": HAND}
PILES = {"recover": DISCARD, "fetch": DISCARD, "search": DECK}
"""Where the cards laid out for a choice come from (and the ones not taken go back to)."""


def choices(ctx: NitroContext, decision: Mapping[str, Any]) -> list[str]:
    """The cards a ``choose`` question may be answered with (one per definition from a deck)."""
    seat, purpose = decision["seat"], decision["purpose"]
    if purpose == "run_in":
        return run_in_cards(ctx, seat)
    cards = ctx.cards_in(seat, SOURCES[purpose])
    wanted = decision.get("card_type", "")
    if wanted:
        cards = [c for c in cards if ctx.kind(c) == wanted]
    return list(cards)


TARGETS = {"discard_hand": DISCARD, "discard_corner": DISCARD, "recover": DECK, "fetch": HAND, "search": HAND,
           "run_in": CORNER}
"""Where the chosen card goes (a discarded corner card goes to its owner's pile)."""


def choose_options(ctx: NitroContext) -> Iterator[A.ChooseCard]:
    purpose = ctx.decision["purpose"]
    for card in choices(ctx, ctx.decision):
        seat = ctx.state.cards[card].owner if purpose == "discard_corner" else ctx.deciding_seat
        yield A.ChooseCard(card, ctx.zone(seat, TARGETS[purpose]))


def do_choose(ctx: NitroContext, action: A.ChooseCard) -> None:
    decision = ctx.answering
    seat, purpose, card = decision["seat"], decision["purpose"], action.card
    owner = ctx.state.cards[card].owner
    if purpose in ("discard_hand", "discard_corner"):
        ctx.change.move(card, ctx.zone(owner, DISCARD))
    elif purpose == "recover":
        ctx.change.move(card, ctx.zone(seat, DECK), 0)
        ctx.change.set_card(card, "face_up", False)
    elif purpose in ("fetch", "search"):
        ctx.change.move(card, ctx.zone(seat, HAND))
        ctx.change.set_card(card, "face_up", True)
    elif purpose == "run_in":
        ctx.change.move(card, ctx.zone(seat, CORNER))
        ctx.set_field(seat, "run_in", (*ctx.seat_field(seat, "run_in", ()), card))
        ctx.memo.clear()
    count = int(decision["count"]) - 1
    if count > 0 and choices(ctx, decision):
        params = {k: v for k, v in decision.items() if k not in ("seat", "kind", "count")}
        queue.ask(ctx, seat, "choose", count=count, **params)
    if purpose in PILES and (count <= 0 or not choices(ctx, decision)):
        _gather(ctx, seat, purpose)


def _spread(ctx: NitroContext, entry: Mapping[str, Any]) -> None:
    """Lay out the cards a pile offers for a choice in a row only the chooser sees."""
    seat, purpose, wanted = entry["seat"], entry["purpose"], entry["card_type"]
    found = [c for c in ctx.cards_in(seat, PILES[purpose]) if not wanted or ctx.kind(c) == wanted]
    if not found:
        if purpose == "search":
            ctx.note(f"{entry['why']}: no {wanted} card in {ctx.seat_name(seat)}'s deck.")
            ctx.change.shuffle(ctx.zone(seat, DECK))
        return
    for card in found:
        ctx.change.move(card, ctx.zone(seat, LOOK))
        ctx.change.set_card(card, "face_up", True)
    queue.ask(ctx, seat, "choose", **{k: v for k, v in entry.items() if k not in ("k", "seat")})


def _gather(ctx: NitroContext, seat: int, purpose: str) -> None:
    """The cards not taken go back to their pile (a deck searched is shuffled)."""
    pile = ctx.zone(seat, PILES[purpose])
    for card in list(ctx.cards_in(seat, LOOK)):
        ctx.change.move(card, pile)
        ctx.change.set_card(card, "face_up", purpose != "search")
    if purpose == "search":
        ctx.change.shuffle(pile)


STEPS = {"spread": _spread}


def pointless(ctx: NitroContext, decision: Mapping[str, Any]) -> bool:
    """A queued question nobody could answer (no card to discard, recover, take...)."""
    kind = decision["kind"]
    if kind == "choose":
        return not choices(ctx, decision)
    if kind == "respond":
        return not ctx.cards_in(decision["seat"], HAND)
    return False


# -- Silas Crane: the top of an opponent's deck ----------------------------------------------------------
def look_options(ctx: NitroContext) -> Iterator[A.LookAtTop]:
    seat = ctx.state.active_player
    if "look_at_top" in ctx.abilities(seat) and not ctx.seat_field(seat, "looked", False):
        yield from (A.LookAtTop(o) for o in ctx.opponents(seat) if ctx.cards_in(o, DECK))


def do_look(ctx: NitroContext, action: A.LookAtTop) -> None:
    seat = ctx.state.active_player
    ctx.set_field(seat, "looked", True)
    deck = ctx.cards_in(action.target, DECK)
    look = ctx.zone(seat, LOOK)
    for card in list(reversed(deck[-LOOK_AT_TOP:])):
        ctx.change.move(card, look)
        ctx.change.set_card(card, "face_up", True)
    ctx.note(f"{ctx.wrestler(seat).name if 'look_at_top' in {ctx.wrestler(seat).ability} else 'Silas Crane'} "
             f"looks at the top {count(len(ctx.cards_in(seat, LOOK)), 'card')} of {ctx.seat_name(action.target)}'s deck.")
    queue.ask(ctx, seat, "order", owner=action.target)


def put_back_options(ctx: NitroContext) -> Iterator[A.PutBack]:
    owner = ctx.decision["owner"]
    yield from (A.PutBack(c, owner) for c in ctx.cards_in(ctx.deciding_seat, LOOK))


def do_put_back(ctx: NitroContext, action: A.PutBack) -> None:
    seat = ctx.answering["seat"]
    ctx.change.move(action.card, ctx.zone(action.owner, DECK))
    ctx.change.set_card(action.card, "face_up", False)
    if ctx.cards_in(seat, LOOK):
        queue.ask(ctx, seat, "order", owner=action.owner)


# -- Mind Games: name a card -------------------------------------------------------------------------------
def name_options(ctx: NitroContext) -> Iterator[A.NameCard]:
    """One per card name the namer can point at: own hand, every corner, discard pile and Wrestler."""
    seat = ctx.deciding_seat
    seen: set[str] = set()
    places = [(seat, HAND)] + [(other, place) for other in ctx.seats for place in (WRESTLER, CORNER, DISCARD)]
    for owner, place in places:
        for card in ctx.cards_in(owner, place):
            definition = ctx.state.cards[card].definition
            if definition not in seen:
                seen.add(definition)
                yield A.NameCard(definition, card)


def do_name(ctx: NitroContext, action: A.NameCard) -> None:
    seat, target = ctx.answering["seat"], ctx.answering["target"]
    peek(ctx, seat, target, ctx.answering["why"])
    copies = [c for c in ctx.cards_in(target, HAND) if ctx.state.cards[c].definition == action.definition]
    for card in copies:
        ctx.change.move(card, ctx.zone(target, DISCARD))
    ctx.note(f"{ctx.seat_name(target)} discards {count(len(copies), 'copy')} of "
             f"{ctx.db.cards[action.definition].name}.")


# -- The Commissioner ---------------------------------------------------------------------------------------
def do_send_back(ctx: NitroContext, action: A.SendBack) -> None:
    decision = ctx.answering
    seat, card, attacker = decision["seat"], decision["card"], decision["attacker"]
    ctx.set_field(seat, "used_once", True)
    ctx.change.move(card, ctx.zone(attacker, HAND))
    pending = queue.queued(ctx)
    if pending and pending[0]["k"] == "strike":
        ctx.change.set_data(queue.QUEUE, pending[1:])
    ctx.note(f"The Commissioner sends {ctx.name(card)} back to {ctx.seat_name(attacker)}'s hand; "
             "the Action Points stay spent.")

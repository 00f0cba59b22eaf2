"""Choosing a card an effect offers: from your deck, discard pile or hand (the ``choose_card`` decision).

The chooser sees the offered cards while deciding (``reveal.looked_at``); nobody
else does unless the effect reveals the chosen card. Each choice moves the card
(to the hand, or on top of the deck) and may repeat (``left``), add a bonus to
the combat card for each card (``bonus``, discarding the chosen card), shuffle the
deck afterwards, or put the scheme being played into the deck (Witcher Senses).
The labels never name a card that is not revealed.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import discard
from tabletop.games.unmatched.reveal import reveal

DESTINATIONS = ("hand", "deck_top", "discard")


def ask_choice(ctx: UnmatchedContext, player: int, cards: list[str], why: str, *, to: str,
               reveal_it: bool = False, optional: bool = False, left: int = 1, **extra: Any) -> bool:
    """Ask ``player`` to choose one of ``cards``; False when there is none to choose."""
    assert to in DESTINATIONS
    if not cards:
        return False
    queue.ask(ctx, player, "choose_card", cards=tuple(cards), why=why, to=to, reveal=reveal_it,
              optional=optional, left=left, **extra)
    return True


def take(ctx: UnmatchedContext, decision: FrozenDict, card: str) -> None:
    """Move the chosen card where the effect says; then the next choice or the follow-up."""
    player = int(decision["seat"])
    why = str(decision["why"])
    came_from = ctx.state.cards[card].location
    if decision.get("reveal"):
        reveal(ctx, player, [card], why, "and takes it")
    to = decision["to"]
    if to == "hand":
        ctx.change.move(card, zone(player, "hand"))
        ctx.change.set_card(card, "face_up", True)
        if not decision.get("reveal"):
            ctx.note(f"{why}: {ctx.who(player)} takes a card into their hand.")
    elif to == "deck_top":
        ctx.change.move(card, zone(player, "deck"))
        ctx.change.set_card(card, "face_up", False)
        ctx.note(f"{why}: {ctx.who(player)} puts a card on top of their deck.")
    else:
        ctx.note(f"{why}: {ctx.who(player)} discards {ctx.card_name(card)}.")
        discard(ctx, card)
    if decision.get("bonus") and ctx.state.data.get("combat"):
        fights.add_bonus(ctx, player, int(decision["bonus"]), f"{why} ({ctx.card_name(card)})")
    if came_from == zone(player, "deck") and decision.get("scheme_to_deck"):
        scheme = str(decision["scheme_to_deck"])
        ctx.change.move(scheme, zone(player, "deck"))
        ctx.change.set_card(scheme, "face_up", False)
        ctx.note(f"{why}: {ctx.card_name(scheme)} is shuffled into the deck instead of being discarded.")
    if decision.get("shuffle") or (came_from == zone(player, "deck") and decision.get("scheme_to_deck")):
        ctx.change.shuffle(zone(player, "deck"))
    left = int(decision.get("left", 1)) - 1
    rest = [c for c in decision["cards"] if c != card and ctx.state.cards[c].location == came_from]
    if left > 0 and rest:
        params = {k: v for k, v in decision.items() if k not in ("seat", "kind")}
        queue.ask(ctx, player, "choose_card", **{**params, "cards": tuple(rest), "left": left})
    elif decision.get("draw"):
        queue.push(ctx, queue.entry("draw", player=player, n=int(decision["draw"]), why=why))


def label(ctx: UnmatchedContext, decision: FrozenDict, card: str) -> str:
    """The choice in words for everyone: the card is named only when it is shown anyway."""
    who = ctx.seat_name(int(decision["seat"]))
    public = decision.get("reveal") or ctx.state.cards[card].location.endswith(".discard") \
        or decision["to"] == "discard"
    if public:
        return f"{who} chooses {ctx.card_name(card)} ({decision['why']})"
    return f"{who} chooses a card ({decision['why']})"


def menu(ctx: UnmatchedContext, decision: FrozenDict, card: str) -> str:
    """The choice in words for the chooser."""
    verb = {"hand": "Take", "deck_top": "Put on top of your deck:", "discard": "Discard"}[decision["to"]]
    return f"{verb} {ctx.card_name(card)}"

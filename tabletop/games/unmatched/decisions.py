"""The moves that answer the questions effects and setup ask: a target, a space, a card, a form.

Each question is ``state.decision = {"seat", "kind", ...}`` with its
parameters (the options, whether it is optional, ``why`` for the prompt).
:data:`DECLINE` answers every optional one ("do not", "done moving", "no BOOST").
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.engine.words import count
from tabletop.games.unmatched import card_choice, fighter_effects, fog_moves
from tabletop.games.unmatched.actions import (
    ArrangeTop,
    ChooseFighter,
    ChooseForm,
    Decline,
    DiscardCard,
    PickCard,
    PlaceFighter,
    PlaceMarker,
    Stretch,
)
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import discard, place_marker, relocate, set_form
from tabletop.games.unmatched.movement import listed, resolve_done
from tabletop.games.unmatched.moves import kind, move, seat
from tabletop.games.unmatched.turn import sidekick_spaces, stretch_options


def _asked(ctx: UnmatchedContext) -> dict:
    decision = ctx.answering if ctx.answering is not None else ctx.decision
    assert decision is not None
    return dict(decision)


# -- placing fighters ---------------------------------------------------------------
def _placements(ctx: UnmatchedContext) -> Iterator[PlaceFighter]:
    decision = _asked(ctx)
    if decision["kind"] == "place_sidekicks":
        spaces = sidekick_spaces(ctx, int(decision["seat"]))
        yield from (PlaceFighter(t.id, s) for t in ctx.unplaced(int(decision["seat"])) for s in spaces)
        return
    if decision.get("filled_too"):  # the Placement ruling: a filled space may be chosen, and the placement fails
        yield from (PlaceFighter(decision["fighter"], s) for s in decision["spaces"])
        return
    empty = set(ctx.open_spaces(ctx.state.tokens[decision["fighter"]]))
    yield from (PlaceFighter(decision["fighter"], s) for s in decision["spaces"] if s in empty)


def _place(ctx: UnmatchedContext, action: PlaceFighter) -> None:
    player = seat(ctx)
    token = ctx.state.tokens[action.fighter]
    if kind(ctx) == "place_sidekicks":
        queue.push(ctx, queue.entry("setup_sidekicks", player=player))
        relocate(ctx, action.fighter, action.space)
    else:
        fighter_effects.place_fighter(ctx, action.fighter, action.space)
    if token.data.get("size") == "large":
        queue.push(ctx, queue.entry("setup_tail", player=player, fighter=action.fighter))


def _place_label(ctx: UnmatchedContext, action: PlaceFighter) -> str:
    return f"{ctx.seat_name(seat(ctx))} places {ctx.name(action.fighter)} in {ctx.board.name(action.space)}"


def _stretches(ctx: UnmatchedContext) -> Iterator[Stretch]:
    fighter = _asked(ctx)["fighter"]
    yield from (Stretch(fighter, s) for s in stretch_options(ctx, fighter))


def _stretch(ctx: UnmatchedContext, action: Stretch) -> None:
    token = ctx.state.tokens[action.fighter]
    here = ctx.spaces(token)[0]
    relocate(ctx, action.fighter, here, action.space)
    ctx.note(f"{token.data['name']} fills {ctx.board.name(here)} and {ctx.board.name(action.space)}.")


def _stretch_label(ctx: UnmatchedContext, action: Stretch) -> str:
    return f"{ctx.name(action.fighter)} also fills {ctx.board.name(action.space)}"


def _markers(ctx: UnmatchedContext) -> Iterator[PlaceMarker]:
    decision = _asked(ctx)
    key = decision["marker"]
    this = ctx.fighter(decision["fighter"])
    spaces = fighter_effects.marker_spaces(ctx, int(decision["seat"]), key, decision["where"], this)
    yield from (PlaceMarker(key, s) for s in spaces)


def _marker(ctx: UnmatchedContext, action: PlaceMarker) -> None:
    decision = _asked(ctx)
    player = int(decision["seat"])
    place_marker(ctx, player, action.marker, action.space)
    left = int(decision["left"]) - 1
    this = ctx.fighter(decision["fighter"])
    supply = int(ctx.state.data.get(f"p{player}.{action.marker}", 0))
    if left > 0 and supply > 0 and fighter_effects.marker_spaces(ctx, player, action.marker, decision["where"], this):
        params = {k: v for k, v in decision.items() if k not in ("seat", "kind")}
        queue.ask(ctx, player, "place_marker", **{**params, "left": left, "placed": True})


# -- choosing ---------------------------------------------------------------------------
def _fighters(ctx: UnmatchedContext) -> Iterator[ChooseFighter]:
    yield from (ChooseFighter(t) for t in _asked(ctx)["options"] if ctx.alive(t))


def _discards(ctx: UnmatchedContext) -> Iterator[DiscardCard]:
    player = int(_asked(ctx)["seat"])
    yield from (DiscardCard(c, zone(player, "discard")) for c in ctx.hand(player))


def _discard(ctx: UnmatchedContext, action: DiscardCard) -> None:
    decision = _asked(ctx)
    player = int(decision["seat"])
    ctx.note(f"{decision['why']}: {ctx.who(player)} discards {ctx.card_name(action.card)}.")
    discard(ctx, action.card)
    left = int(decision["count"]) - 1
    if left > 0 and ctx.hand(player):
        queue.ask(ctx, player, "discard", count=left, why=decision["why"])


def _forms(ctx: UnmatchedContext) -> Iterator[ChooseForm]:
    yield from (ChooseForm(key) for key in _asked(ctx)["options"])


def _form(ctx: UnmatchedContext, action: ChooseForm) -> None:
    decision = _asked(ctx)
    player = int(decision["seat"])
    set_form(ctx, player, action.form)
    if decision.get("lock"):
        ctx.change.set_data(f"p{player}.form_locked", True)


def _form_name(ctx: UnmatchedContext, form: str) -> str:
    return {f.key: f.name for f in ctx.hero_card(seat(ctx)).forms}.get(form, form)


def _form_label(ctx: UnmatchedContext, action: ChooseForm) -> str:
    """``Alice becomes BIG`` (or ``stays``)."""
    verb = "stays" if action.form == ctx.form(seat(ctx)) else "becomes"
    return f"{ctx.hero_card(seat(ctx)).name} {verb} {_form_name(ctx, action.form)}"


def _form_menu(ctx: UnmatchedContext, action: ChooseForm) -> str:
    verb = "Stay" if action.form == ctx.form(seat(ctx)) else "Become"
    return f"{verb} {_form_name(ctx, action.form)}"


def _orders(ctx: UnmatchedContext) -> Iterator[ArrangeTop]:
    yield from (ArrangeTop(tuple(order)) for order in permutations(_asked(ctx)["cards"]))


def _arrange(ctx: UnmatchedContext, action: ArrangeTop) -> None:
    decision = _asked(ctx)
    player = int(decision["seat"])
    deck = list(ctx.deck(player))
    looked = len(action.order)
    ctx.change.reorder(f"p{player}.deck", deck[:-looked] + list(reversed(action.order)))
    ctx.note(f"{decision['why']}: {ctx.who(player)} puts the top {count(looked, 'card', zero='')} back in the order they chose.")


def _picks(ctx: UnmatchedContext) -> Iterator[PickCard]:
    decision = _asked(ctx)
    if decision["kind"] == "choose_card":
        yield from (PickCard(c) for c in decision["cards"] if c in ctx.state.cards)
        return
    yield from (PickCard(c) for c in ctx.hand(int(decision["victim"])))


def _pick_label(ctx: UnmatchedContext, action: PickCard) -> str:
    decision = _asked(ctx)
    if decision["kind"] == "choose_card":
        return card_choice.label(ctx, FrozenDict(decision), action.card)
    victim = ctx.seat_name(int(decision["victim"]))
    if decision.get("look"):
        return f"{_who(ctx)} looks at {victim}'s hand"
    if decision.get("bottom"):
        return f"{_who(ctx)} puts a card of {victim}'s on the bottom of their deck ({decision['why']})"
    return f"{_who(ctx)} makes {victim} discard {ctx.card_name(action.card)} ({decision['why']})"


def _pick(ctx: UnmatchedContext, action: PickCard) -> None:
    decision = _asked(ctx)
    if decision["kind"] == "choose_card":
        card_choice.take(ctx, FrozenDict(decision), action.card)
        return
    player, victim = int(decision["seat"]), int(decision["victim"])
    name = ctx.card_name(action.card)
    if decision.get("look"):  # only looking: nothing moves, and the log names no card
        ctx.note(f"{decision['why']}: {ctx.who(player)} looks at {ctx.who(victim)}'s hand.")
        return
    if decision.get("bottom"):  # the chosen card goes to the bottom of its owner's deck, unseen
        ctx.note(f"{decision['why']}: {ctx.who(player)} looks at {ctx.who(victim)}'s hand and puts a card "
                 "on the bottom of their deck.")
        ctx.change.move(action.card, zone(victim, "deck"), 0)
        ctx.change.set_card(action.card, "face_up", False)
        return
    ctx.note(f"{decision['why']}: {ctx.who(player)} looks at {ctx.who(victim)}'s hand; they discard {name}.")
    discard(ctx, action.card)


def _pick_menu(ctx: UnmatchedContext, action: PickCard) -> str:
    decision, name = _asked(ctx), ctx.card_name(action.card)
    if decision["kind"] == "choose_card":
        return card_choice.menu(ctx, FrozenDict(decision), action.card)
    if decision.get("look"):
        return f"Their hand holds {name} (done looking)"
    return f"To the bottom of their deck: {name}" if decision.get("bottom") else f"They discard {name}"


# -- declining ---------------------------------------------------------------------------
OPTIONAL = ("target", "place_fighter", "form", "place_marker", "choose_card", "move_marker")


def _declines(ctx: UnmatchedContext) -> list[Decline]:
    decision = _asked(ctx)
    if decision["kind"] in OPTIONAL and not decision.get("optional", True):
        return []
    if decision["kind"] == "move":
        return [Decline()] if listed(ctx) else []
    return [Decline()]


def _decline(ctx: UnmatchedContext, action: Decline) -> None:
    decision = _asked(ctx)
    player = int(decision["seat"])
    if decision["kind"] == "move":
        resolve_done(ctx)
    elif decision["kind"] == "boost":
        ctx.note(f"{ctx.who(player)} does not BOOST.")
    elif decision["kind"] == "move_marker":
        fog_moves.declined(ctx, decision)
    elif decision["kind"] == "look_at_hand":
        ctx.note(f"{decision['why']}: {ctx.who(player)} has looked at {ctx.who(int(decision['victim']))}'s hand.")
    else:
        why = decision.get("why", "")
        ctx.note(f"{ctx.who(player)} declines{': ' + why if why else ''}.")


def _decline_label(ctx: UnmatchedContext, action: Decline) -> str:
    decision = _asked(ctx)
    name = ctx.seat_name(int(decision["seat"]))
    if decision["kind"] == "move":
        return f"{name} is done moving"
    if decision["kind"] == "boost":
        return f"{name}: no BOOST"
    why = decision.get("why", "")
    return f"{name} declines" + (f" ({why})" if why else "")


def _decline_menu(ctx: UnmatchedContext, action: Decline) -> str:
    decision = _asked(ctx)
    if decision["kind"] == "place_fighter":
        return f"Leave {ctx.name(decision['fighter'])} where it is"
    if decision["kind"] == "place_marker":
        return f"Place no{' more' if decision.get('placed') else ''} {decision['marker']}s"
    if decision["kind"] == "move_marker":
        return "Move no more fog" if decision["entry"]["exclude"] else "Do not move a fog token"
    return DECLINE_WORDS.get(decision["kind"], "Decline")


DECLINE_WORDS = {"move": "Done moving", "boost": "No BOOST", "target": "Do not use this effect",
                 "form": "Keep the current form", "look_at_hand": "Done looking", "choose_card": "Choose none"}


def _who(ctx: UnmatchedContext) -> str:
    return ctx.seat_name(seat(ctx))


MOVES = (
    move(PlaceFighter, ("place_fighter", "place_sidekicks"), _placements, _place, _place_label,
         lambda c, a: f"Place {c.name(a.fighter)} in {c.board.name(a.space)}"),
    move(Stretch, ("stretch",), _stretches, _stretch, _stretch_label, _stretch_label),
    move(PlaceMarker, ("place_marker",), _markers, _marker,
         lambda c, a: f"{_who(c)} places a {a.marker} on {c.board.name(a.space)}",
         lambda c, a: f"Place a {a.marker} on {c.board.name(a.space)}"),
    move(ChooseFighter, ("target",), _fighters,
         lambda c, a: fighter_effects.redo_with_target(c, _asked(c)["item"], a.fighter),
         lambda c, a: f"{_who(c)} chooses {c.name(a.fighter)}",
         lambda c, a: f"{c.name(a.fighter)} ({c.where(c.state.tokens[a.fighter])})"),
    move(DiscardCard, ("discard",), _discards, _discard,
         lambda c, a: f"{_who(c)} discards {c.card_name(a.card)}",
         lambda c, a: f"Discard {c.card_name(a.card)}"),
    move(ChooseForm, ("form",), _forms, _form,
         _form_label, _form_menu),
    move(ArrangeTop, ("arrange",), _orders, _arrange,
         lambda c, a: f"{_who(c)} arranges the top of their deck",
         lambda c, a: "Top: " + ", then ".join(c.card_name(card) for card in a.order)),
    move(PickCard, ("pick_card", "choose_card"), _picks, _pick, _pick_label, _pick_menu),
)

DECLINE = move(Decline, ("boost", "move", "target", "place_fighter", "place_marker", "form", "look_at_hand",
                                "choose_card", "move_marker"), _declines,
               _decline, _decline_label, _decline_menu)

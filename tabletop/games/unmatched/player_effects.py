"""Data effects on a player (draw, discard, actions, form, search, the turn's end, reveal) and on a combat
(values, cancelling, preventing damage, boosts, bonus attacks): the doers :mod:`effects` dispatches to."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import cauldron, hero_cards, hero_tokens
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.cards import Effect
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.effect_targets import candidates
from tabletop.games.unmatched.mechanics import (
    discard,
    draw,
    set_form,
)
from tabletop.games.unmatched.reveal import reveal
from tabletop.games.unmatched.source import (
    source_name,
    uncancellable,
)


# -- player effects ----------------------------------------------------------------
def _player(ctx: UnmatchedContext, effect: Effect, player: int) -> int:
    return player if effect.target == "you" else ctx.opponent(player)


def _draw(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    draw(ctx, _player(ctx, effect, player), effect.amount, why=source_name(ctx, item))


def spared_discard(ctx: UnmatchedContext, who: int, why: str) -> bool:
    """A dormant player cannot be forced to discard; an ongoing scheme may prevent it (Tawny Owl)."""
    if ctx.dormant(who):
        ctx.note(f"{why}: {ctx.who(who)} is dormant and cannot be forced to discard.")
        return True
    if "no_forced_discard" in ctx.ongoing_guards(who):
        ctx.note(f"{why}: {ctx.who(who)}'s ongoing scheme prevents the discard.")
        return True
    return False


def _discard(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    who = _player(ctx, effect, player)
    if spared_discard(ctx, who, source_name(ctx, item)):
        return
    if ctx.hand(who):
        queue.ask(ctx, who, "discard", count=min(effect.amount, len(ctx.hand(who))),
            why=f"{source_name(ctx, item)}: discard {effect.amount} card{'s' if effect.amount > 1 else ''}")


def _discard_random(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    who = _player(ctx, effect, player)
    if spared_discard(ctx, who, source_name(ctx, item)):
        return
    for _ in range(effect.amount):
        hand = ctx.hand(who)
        if not hand:
            break
        card = hand[ctx.change.random_below(len(hand))]
        ctx.note(f"{source_name(ctx, item)}: {ctx.who(who)} discards {ctx.card_name(card)} at random.")
        discard(ctx, card)


def _gain_action(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    gain_actions(ctx, _player(ctx, effect, player), effect.amount, source_name(ctx, item))


def gain_actions(ctx: UnmatchedContext, player: int, amount: int, why: str) -> None:
    """Gain actions (this turn's player only); an opponent's ongoing scheme may forbid it (Blizzard)."""
    blocked = [p for p in ctx.opponents(player) if "opponents_gain_no_actions" in ctx.ongoing_guards(p)]
    if blocked:
        ctx.note(f"{why}: {ctx.who(blocked[0])}'s ongoing scheme stops {ctx.who(player)} gaining actions.")
        return
    if ctx.state.active_player == player:
        ctx.change.set_data("actions_left", int(ctx.state.data.get("actions_left", 0)) + amount)
        ctx.note(f"{why}: {ctx.who(player)} gains {amount} action{'s' if amount > 1 else ''}.")


def _take_from_discard(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    """Every card of a kind (Voyage...) in your discard pile goes back to your hand."""
    word = (effect.card_kind or "").lower()
    taken = [c for c in ctx.state.zones[f"p{player}.discard"].cards if word in ctx.card_name(c).lower()]
    for card in taken:
        ctx.change.move(card, f"p{player}.hand")
    names = ", ".join(ctx.card_name(c) for c in taken) or f"no {effect.card_kind} card"
    ctx.note(f"{source_name(ctx, item)}: {ctx.who(player)} takes back {names}.")


def _change_form(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    hero = ctx.hero_card(player)
    if not ctx.heroes(player):
        return
    if effect.form is not None and not effect.optional:
        set_form(ctx, player, effect.form)
        return
    current = ctx.form(player)
    options = tuple(f.key for f in hero.forms if f.key != current)
    if effect.form is not None:
        options = (effect.form,)
    queue.ask(ctx, player, "form", options=options, optional=effect.optional,
        why=f"{source_name(ctx, item)}: {hero.name} may change form")


def _search(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    assert effect.card is not None
    wanted = effect.card
    for pile in ("discard", "deck"):
        for card_id in ctx.state.zones[f"p{player}.{pile}"].cards:
            if ctx.state.cards[card_id].definition == wanted:
                ctx.change.move(card_id, f"p{player}.hand")
                ctx.change.set_card(card_id, "face_up", True)
                if pile == "deck":
                    ctx.change.shuffle(f"p{player}.deck")
                ctx.note(f"{source_name(ctx, item)}: {ctx.who(player)} finds {ctx.card_name(card_id)} "
                          f"in their {pile} and takes it" + (" (the deck is shuffled)." if pile == "deck" else "."))
                return
        if pile == "deck":
            ctx.change.shuffle(f"p{player}.deck")
    ctx.note(f"{source_name(ctx, item)}: no {ctx.db.cards[wanted].name} to find (the deck is shuffled).")


CLEANUP = ("empty_cauldron", "combat_end", "scheme_end", "action_end", "action")
"""The queue entries an "End the turn" keeps: the action's cleanup, the victory check, then the turn's end."""


def _end_turn(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    end_the_turn(ctx, source_name(ctx, item))


def end_the_turn(ctx: UnmatchedContext, name: str) -> None:
    """Stop every effect still to come; clean up the action, then the end of the turn."""
    kept = [e for e in queue.queued(ctx) if e["k"] in CLEANUP]
    ctx.change.set_data(queue.QUEUE, tuple(kept))
    ctx.change.set_data("actions_left", 0)
    if "moving" in ctx.state.data:
        ctx.change.delete(("data", "moving"))
    ctx.note(f"{name}: the turn ends (what was still to happen does not).")


def _reveal(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    who = _player(ctx, effect, player)
    top = list(reversed(ctx.deck(who)[-effect.amount:]))
    reveal(ctx, who, top, source_name(ctx, item), "from the top of the deck")


PLAYER_DOERS: dict[str, Callable[[UnmatchedContext, FrozenDict, Effect, int], None]] = {
    "draw": _draw, "discard": _discard, "discard_random": _discard_random,
    "gain_action": _gain_action, "change_form": _change_form, "search_card": _search,
    "end_turn": _end_turn, "take_from_discard": _take_from_discard, "look_at_hand": hero_cards.look_at_hand,
    "reveal": _reveal, **hero_tokens.PLAYER_DOERS, **cauldron.PLAYER_DOERS,
}


# -- combat effects -------------------------------------------------------------
def _value_bonus(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    if ctx.state.data.get("combat"):
        fights.add_bonus(ctx, player, effect.amount, source_name(ctx, item))


def _cancel(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    cancel_opposing(ctx, player, source_name(ctx, item))


def cancel_opposing(ctx: UnmatchedContext, player: int, name: str) -> None:
    """Cancel every effect on the opposing combat card (not a card without printed effects)."""
    fight = ctx.state.data.get("combat")
    if not fight:
        return
    theirs = fight["dcard"] if int(fight["ap"]) == player else fight["acard"]
    if not theirs:
        ctx.note(f"{name}: the opponent played no card, so there is nothing to cancel.")
        return
    card = ctx.card(theirs)
    if not fights.has_printed_effects(card) and not fights.item_taken(ctx, ctx.opponent(player)):
        ctx.note(f"{name}: {card.name} has no effects printed on it, so it is not cancelled.")
        return
    if card.uncancellable:
        ctx.note(f"{name}: the effects of {card.name} cannot be cancelled.")
        return
    if uncancellable(ctx, ctx.opponent(player)):
        ctx.note(f"{name}: {card.name} cannot be cancelled (7 or more Source cards in the discard pile).")
        return
    fights.update(ctx, cancelled=tuple(fight["cancelled"]) + (ctx.opponent(player),))
    ctx.note(f"{name} cancels every effect on {card.name} (its value still counts).")


def _prevent(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    fight = ctx.state.data.get("combat")
    if fight:
        this = ctx.fighter(item.get("fighter") or "")
        protected = [t.id for t in candidates(ctx, effect.target, player, this)]
        fights.update(ctx, prevent=tuple(fight["prevent"]) + tuple(protected))


def _boost(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    if ctx.state.data.get("combat") and fights.boost_cards(ctx, player):
        queue.ask(ctx, player, "boost", purpose="card", why=source_name(ctx, item))


def _blind_boost(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    """Reveal the top card of your deck, add its boost to this card, discard it (no exhaustion)."""
    if not ctx.state.data.get("combat"):
        return
    name = source_name(ctx, item)
    deck = ctx.deck(player)
    if not deck:
        ctx.note(f"{name}: BLIND BOOST from an empty deck counts 0 (and is not a draw).")
        return
    top = deck[-1]
    value = int(ctx.card(top).boost or 0)
    ctx.note(f"{name}: BLIND BOOST reveals {ctx.card_name(top)} (boost {value}) and discards it.")
    discard(ctx, top)
    fights.add_bonus(ctx, player, value, f"BLIND BOOST ({ctx.card_name(top)})")


def _value_per_discarded(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    count = ctx.discarded(player, effect.card_kind or "")
    if ctx.state.data.get("combat") and count:
        fights.add_bonus(ctx, player, effect.amount * count,
                         f"{source_name(ctx, item)} ({count} {effect.card_kind} in the discard pile)")


def _bonus_attack(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    fight = ctx.state.data.get("combat")
    if fight and int(fight["ap"]) == player:
        fights.queue_bonus_attack(ctx, source_name(ctx, item), effect.amount)


COMBAT_DOERS: dict[str, Callable[[UnmatchedContext, FrozenDict, Effect, int], None]] = {
    "value_bonus": _value_bonus, "cancel_effects": _cancel, "prevent_damage": _prevent, "boost": _boost,
    "blind_boost": _blind_boost, "bonus_attack": _bonus_attack, "value_per_discarded": _value_per_discarded,
    **hero_tokens.COMBAT_DOERS, **cauldron.COMBAT_DOERS,
}

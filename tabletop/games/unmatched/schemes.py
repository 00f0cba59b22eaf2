"""Ongoing schemes (reference: Card Effects, Ongoing Schemes).

An ongoing scheme resolves its effect like any scheme, then stays face up in its
owner's "in play" area instead of going to the discard pile. While it is there
its lasting part (``ActionCard.ongoing``) counts: triggers at the start or end
of the owner's turn or after a combat of theirs, and one guard (opponents gain
no actions, forced discards do not happen, the hero takes no effect damage).

Its discard condition is checked only at the end of its owner's turn. Each hero
has at most one: a second ongoing scheme of that hero discards the first. A
scheme played by a sidekick belongs to the player's first hero.

State: ``data["p<N>.ongoing"]`` maps a hero token id to the card id of its
ongoing scheme (the guards are read by ``UnmatchedContext.ongoing_guards``).
"""

from __future__ import annotations

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.engine.words import count
from tabletop.games.unmatched.cards import ActionCard, Ongoing
from tabletop.games.unmatched.context import FIGHTER, SPACE, TAIL, UnmatchedContext, ongoing_key
from tabletop.games.unmatched.mechanics import LEFT_SPACE, PINNED, discard


def ongoing_cards(ctx: UnmatchedContext, player: int) -> dict[str, str]:
    """Hero token id -> the card id of that hero's ongoing scheme."""
    return dict(ctx.state.data.get(ongoing_key(player), {}))


def _lasting(ctx: UnmatchedContext, card_id: str) -> Ongoing:
    card = ctx.card(card_id)
    assert card.ongoing is not None
    return card.ongoing


def keep(ctx: UnmatchedContext, item: FrozenDict) -> bool:
    """At a scheme's end: an ongoing scheme stays face up (replacing its hero's earlier one)."""
    card_id = item["card"]
    card: ActionCard = ctx.card(card_id)
    if card.ongoing is None or ctx.state.cards[card_id].location != f"p{ctx.state.cards[card_id].owner}.combat":
        return False
    player = ctx.state.cards[card_id].owner
    hero = _hero_for(ctx, player, item.get("fighter") or "")
    if not hero:
        return False
    current = ongoing_cards(ctx, player)
    earlier = current.get(hero)
    if earlier:
        ctx.note(f"{ctx.card_name(earlier)} is discarded: {ctx.name(hero)} may have one ongoing scheme at a time.")
        discard(ctx, earlier)
    current[hero] = card_id
    ctx.change.set_data(ongoing_key(player), current)
    ctx.note(f"{card.name} stays face up as {ctx.name(hero)}'s ongoing scheme: {card.ongoing.text}")
    return True


def _hero_for(ctx: UnmatchedContext, player: int, fighter: str) -> str:
    token = ctx.state.tokens.get(fighter)
    if token is not None and token.data.get("hero"):
        return token.id
    heroes = sorted(ctx.heroes(player), key=lambda t: t.id)
    return heroes[0].id if heroes else ""


def drop(ctx: UnmatchedContext, player: int, hero: str, why: str) -> None:
    """Discard a hero's ongoing scheme."""
    current = ongoing_cards(ctx, player)
    card_id = current.pop(hero, None)
    if card_id is None:
        return
    ctx.change.set_data(ongoing_key(player), current)
    if ctx.state.cards[card_id].location == f"p{player}.combat":
        ctx.note(f"{ctx.card_name(card_id)} is discarded ({why}).")
        discard(ctx, card_id)


def triggers(ctx: UnmatchedContext, player: int, when: str, fighter: str = "") -> list[FrozenDict]:
    """Queue entries for the ongoing schemes' triggers at one moment."""
    found = []
    for hero, card_id in sorted(ongoing_cards(ctx, player).items()):
        card = ctx.card(card_id)
        for index, effect in enumerate(_lasting(ctx, card_id).triggers):
            if effect.when == when:
                found.append(queue.entry("effect", src="ongoing", d=card.id, i=index, player=player,
                                         fighter=fighter or hero, card=""))
    return found


def _start_triggers(ctx: UnmatchedContext, item: FrozenDict) -> None:
    queue.push(ctx, *triggers(ctx, int(item["player"]), str(item["when"])))


def discard_due(ctx: UnmatchedContext, player: int, hero: str, lasting: Ongoing) -> str | None:
    """Why an ongoing scheme is discarded at the end of its owner's turn (None: it stays)."""
    rule = lasting.discard_if
    if rule == "did_not_attack":
        return None if player in ctx.state.data.get("attacked", ()) else "you did not attack this turn"
    if rule == "hand_at_least":
        size = len(ctx.hand(player))
        return f"you hold {count(size, 'card')} (at least {lasting.amount})" if size >= lasting.amount else None
    if rule == "no_sidekick_in_hero_zone":
        token = ctx.fighter(hero)
        if token is None or not ctx.alive(hero):
            return "the hero is not on the board"
        near = ctx.zone_spaces(token)
        mates = [t for t in ctx.fighters(player) if not t.data.get("hero") and set(ctx.spaces(t)) & near]
        return None if mates else f"no sidekick of yours in {ctx.name(hero)}'s zone"
    raise ValueError(f"unknown discard condition {rule!r}")


def _end_check(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """End of the owner's turn: discard each ongoing scheme whose condition holds now."""
    player = int(item["player"])
    for hero, card_id in sorted(ongoing_cards(ctx, player).items()):
        why = discard_due(ctx, player, hero, _lasting(ctx, card_id))
        if why:
            drop(ctx, player, hero, why)


def attacked(ctx: UnmatchedContext, player: int, fighter: str) -> None:
    """Remember that a player (and which fighter) attacked this turn."""
    seats = tuple(ctx.state.data.get("attacked", ()))
    fighters = tuple(ctx.state.data.get("attacked_fighters", ()))
    if player not in seats:
        ctx.change.set_data("attacked", (*seats, player))
    if fighter not in fighters:
        ctx.change.set_data("attacked_fighters", (*fighters, fighter))


ACTIONS_TAKEN = "actions_taken"  # actions begun this turn (Vanish: "if this is your first action")
STARTED_ON_TOKEN = "started_on_token"  # fighters of the player whose turn it is that began it on their own token


def new_turn(ctx: UnmatchedContext, player: int) -> None:
    """Forget last turn's records (attacks, fighters that left their space or were pinned, actions
    taken); note which of this player's fighters start the turn on one of their own tokens."""
    for key in ("attacked", "attacked_fighters", LEFT_SPACE, PINNED, ACTIONS_TAKEN, STARTED_ON_TOKEN):
        if key in ctx.state.data:
            ctx.change.delete(("data", key))
    marked = {m.location[len(SPACE):] for m in ctx.state.tokens.values()  # the spaces of this player's markers
              if m.owner == player and m.kind not in (FIGHTER, TAIL) and m.location.startswith(SPACE)}
    on_token = tuple(t.id for t in ctx.fighters(player) if any(s in marked for s in ctx.spaces(t))) if marked else ()
    if on_token:
        ctx.change.set_data(STARTED_ON_TOKEN, on_token)


STEPS = {"ongoing_triggers": _start_triggers, "ongoing_end": _end_check}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

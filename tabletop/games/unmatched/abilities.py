"""Named abilities: card texts too particular for effect data, looked up by name.

A card with ``effect: <name>`` is resolved by ``CARD_EFFECTS[name](ctx, item)``
at each timing where it has text (``item["when"]``: a combat timing or
"scheme"). King Arthur's hero ability (``king_arthur_boost_attack``) is part of
the combat flow (combat.ATTACK_BOOST_ABILITIES).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import (
    cauldron,
    fog_moves,
    hero_cards,
    hero_effects,
    hero_tokens,
    passing,
    recall,
    squirrels,
    summoning,
    swaps,
)
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.context import UnmatchedContext

CardEffect = Callable[[UnmatchedContext, FrozenDict], None]
def arrow_from_cover(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING COMBAT: +2 if no opposing fighter is adjacent to Robin Hood."""
    player = int(item["player"])
    robin = next(iter(ctx.heroes(player)), None)
    name = ctx.db.cards[item["d"]].name
    if robin is None:
        return
    close = [t.data["name"] for t in ctx.enemy_fighters(player) if ctx.adjacent(robin, t)]
    if close:
        ctx.note(f"{name}: {', '.join(close)} {'is' if len(close) == 1 else 'are'} adjacent to "
                  f"{robin.data['name']}, so no bonus.")
        return
    fights.add_bonus(ctx, player, 2, f"{name} (no opposing fighter adjacent to {robin.data['name']})")


def gorgons_visage(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING COMBAT: +3 if the opponent played no defense card."""
    fight = fights.combat(ctx)
    name = ctx.db.cards[item["d"]].name
    if fight["dcard"]:
        ctx.note(f"{name}: the defender played a card, so no bonus.")
        return
    fights.add_bonus(ctx, int(item["player"]), 3, f"{name} (no defense card)")


def arrange_top_then_draw(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Look at the top 3 cards of your deck, put them back in any order, then draw 1."""
    player = int(item["player"])
    name = ctx.db.cards[item["d"]].name
    top = list(reversed(ctx.deck(player)[-3:]))  # top card first
    queue.push(ctx, queue.entry("draw", player=player, n=1, why=name))
    if len(top) > 1:
        queue.ask(ctx, player, "arrange", cards=tuple(top), why=name)
    else:
        ctx.note(f"{name}: {len(top)} card{'s' if len(top) != 1 else ''} to look at, nothing to arrange.")


def look_at_hand_and_discard(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Look at the opponent's hand and choose a card for them to discard."""
    player = int(item["player"])
    victim = ctx.opponent(player)
    name = ctx.db.cards[item["d"]].name
    if not ctx.hand(victim):
        ctx.note(f"{name}: {ctx.who(victim)} has no cards in hand.")
        return
    queue.ask(ctx, player, "pick_card", victim=victim, cards=tuple(ctx.hand(victim)), why=name)


def _boost_value(ctx: UnmatchedContext, card_id: str | None) -> int:
    if card_id is None:
        return 0
    boost = ctx.card(card_id).boost
    return int(boost or 0)


def archery_contest(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Both reveal their top card; the higher boost draws 2, a tie draws 1 each; the cards stay on top."""
    player = int(item["player"])
    name = ctx.db.cards[item["d"]].name
    values = {}
    rival = ctx.opponent(player)
    for who in (player, rival):
        deck = ctx.deck(who)
        top = deck[-1] if deck else None
        values[who] = _boost_value(ctx, top)
        shown = (f"{ctx.card_name(top)} (boost {values[who]})" if top is not None
                 else "nothing: the deck is empty (counts as 0)")
        ctx.note(f"{name}: {ctx.who(who)} reveals {shown}; it goes back on top.")
    mine, theirs = values[player], values[rival]
    if mine == theirs:
        ctx.note(f"{name}: a tie at {mine}, so each player draws 1.")
        queue.push(ctx, queue.entry("draw", player=player, n=1, why=name), queue.entry("draw", player=rival, n=1, why=name))
        return
    best = player if mine > theirs else rival
    ctx.note(f"{name}: {max(mine, theirs)} beats {min(mine, theirs)}, so {ctx.who(best)} draws 2.")
    queue.push(ctx, queue.entry("draw", player=best, n=2, why=name))


def split_mind(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Choose a form now; no form change at the start of your next turn."""
    player = int(item["player"])
    hero = ctx.hero_card(player)
    if not ctx.heroes(player):
        return
    queue.ask(ctx, player, "form", options=tuple(f.key for f in hero.forms), optional=False, lock=True,
        why=f"{ctx.db.cards[item['d']].name}: choose {hero.name}'s form (locked at your next turn's start)")


CARD_EFFECTS: Mapping[str, CardEffect] = MappingProxyType({
    "arrow_from_cover": arrow_from_cover,
    "gorgons_visage": gorgons_visage,
    "arrange_top_then_draw": arrange_top_then_draw,
    "look_at_hand_and_discard": look_at_hand_and_discard,
    "archery_contest": archery_contest,
    "split_mind": split_mind,
    **hero_tokens.NAMED,
    **hero_cards.NAMED,
    **summoning.NAMED,
    **cauldron.NAMED,
    **hero_effects.EFFECTS,
    **swaps.NAMED,
    **recall.NAMED,
    **fog_moves.NAMED,
    **passing.NAMED,
    **squirrels.NAMED,
})
"""The named card effects, by the name a card's ``effect`` field gives."""


def _named(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """A card resolved by a named function (see abilities.py)."""
    player = int(item["player"])
    card = ctx.db.cards[item["d"]]
    if item.get("card") and fights.card_cancelled(ctx, player, item["card"]):
        ctx.note(f"{card.name}: cancelled, so its text does not happen.")
        return
    CARD_EFFECTS[card.effect](ctx, item)  # type: ignore[attr-defined]


STEPS = {"named": _named}

"""Battlefield items (item_data.py): dealt at setup, used as an action, or taken into a combat.

- Setup: each item space of the map gets one token drawn at random from every
  item set loaded (a board token of kind ``item``, face up for everyone).
- A **scheme item** under one of your fighters: using it is an action (not a
  scheme card: no "after a scheme" abilities); the token goes back to the box,
  then its effects happen with that fighter as "this fighter".
- A **combat item** under a fighter who plays a combat card: its player may take
  it (the attacker decides before the defender chooses a defense). It sits on
  the card; DURING COMBAT, right after the card's own DURING COMBAT effects, the
  card's value goes up by the token's value, unless the card's effects were
  cancelled (Feint cancels the token too). After the combat the token goes back
  to the box.
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.carddb.decks import ORIGINS
from tabletop.carddb.model import CardDatabase
from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.actions import UseItem
from tabletop.games.unmatched.cards import Effect
from tabletop.games.unmatched.choices import ask_choice
from tabletop.games.unmatched.context import SPACE, UnmatchedContext
from tabletop.games.unmatched.item_data import ItemToken
from tabletop.games.unmatched.moves import move, seat
from tabletop.games.unmatched.turn import spend_action

ITEM = "item"  # the token kind of a battlefield item
KINDS = "battlefield_items"  # the card database's extra kind holding the item sets


def item_definition(db: CardDatabase, key: str) -> ItemToken:
    """A token's definition by its key, ``<set id>.<token key>``."""
    set_id, _, token = key.partition(".")
    return db.extras[KINDS][set_id].token(token)


def known(db: CardDatabase, key: object) -> bool:
    """Whether ``key`` names a token of a loaded item set (a position or an override may say anything)."""
    if not isinstance(key, str):
        return False
    set_id, _, token = key.partition(".")
    found = db.extras.get(KINDS, {}).get(set_id)
    return found is not None and any(t.key == token for t in found.tokens)


def item_effect(db: CardDatabase, key: str, index: int) -> Effect:
    """A scheme item's effect as a card effect would say it (resolved by effects.py)."""
    said = item_definition(db, key).effects[index]
    return Effect(when="scheme", do=said.do, amount=said.amount, target=said.target, where=said.where)


def _box(db: CardDatabase) -> list[str]:
    """Every token in the box, by key, as many times as its count (in a fixed order)."""
    found = []
    for set_id, item_set in sorted(db.extras.get(KINDS, {}).items()):
        for token in item_set.tokens:
            found += [f"{set_id}.{token.key}"] * token.count
    return found


def deal(ctx: UnmatchedContext) -> None:
    """Setup: one random token on each item space (fewer when the box runs out)."""
    spaces = ctx.board.item_spaces
    if not spaces:
        return
    box = _box(ctx.db)
    placed = []
    for space in spaces:
        if not box:
            ctx.note(f"No battlefield item is left for {ctx.board.name(space)}.")
            continue
        key = box.pop(ctx.change.random_below(len(box)))
        token = item_definition(ctx.db, key)
        ctx.change.create_token(ITEM, None, SPACE + space, key=key, name=token.label(), text=token.text)
        placed.append(f"{token.label()} on {ctx.board.name(space)}")
    if placed:
        sets = ctx.db.extras[KINDS].values()
        boxes = ", ".join(f"{b.name}, {ORIGINS[b.origin]}" if b.origin else b.name for b in sets)
        ctx.note(f"Battlefield items ({boxes}): " + "; ".join(placed) + ".")


def items_under(ctx: UnmatchedContext, fighter: Token, kind: str) -> list[Token]:
    """The item tokens of this kind (scheme / combat) on the spaces a fighter fills."""
    found = []
    for space in ctx.spaces(fighter):
        found += [t for t in ctx.markers_at(space) if t.kind == ITEM and known(ctx.db, t.data.get("key"))
                  and item_definition(ctx.db, t.data["key"]).kind == kind]
    return found


# -- scheme items --------------------------------------------------------------------
def _uses(ctx: UnmatchedContext) -> Iterator[UseItem]:
    if not ctx.board.item_spaces:
        return
    for fighter in ctx.fighters(seat(ctx)):
        yield from (UseItem(fighter.id, token.id) for token in items_under(ctx, fighter, "scheme"))


def _use(ctx: UnmatchedContext, action: UseItem) -> None:
    player = seat(ctx)
    token = ctx.state.tokens[action.item]
    definition = item_definition(ctx.db, token.data["key"])
    spend_action(ctx)
    ctx.note(f"{ctx.who(player)}: {ctx.name(action.fighter)} uses the {definition.name} "
             f"(a battlefield item): {definition.text} The token goes back to the box.")
    ctx.change.remove_token(action.item)
    steps = [queue.entry("effect", src="item", d=token.data["key"], i=index, player=player,
                         fighter=action.fighter, card="") for index in range(len(definition.effects))]
    queue.push(ctx, *steps, queue.entry("action_end"), queue.entry("action"))


def _use_words(ctx: UnmatchedContext, action: UseItem) -> str:
    definition = item_definition(ctx.db, ctx.state.tokens[action.item].data["key"])
    return f"{ctx.name(action.fighter)} uses the {definition.name} ({definition.text})"


# -- combat items ----------------------------------------------------------------------
def _offer(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """A fighter who just laid a combat card stands on combat items: its player may take one."""
    fight = ctx.state.data.get("combat")
    if not fight:
        return
    player = int(item["player"])
    fighter = ctx.fighter(fight["attacker" if item["role"] == "acard" else "defender"])
    card = fight[item["role"]]
    if fighter is None or not card:
        return
    chosen = item.get("choice")
    if chosen is None:
        tokens = items_under(ctx, fighter, "combat")
        if tokens:
            options = [(t.id, f"Take the {item_definition(ctx.db, t.data['key']).name} "
                              f"(+{_value(ctx, t)} to your card)") for t in tokens]
            ask_choice(ctx, player, item, [*options, ("none", "Leave it")], "Battlefield item")
        return
    if chosen == "none" or chosen not in ctx.state.tokens:
        return
    token = ctx.state.tokens[chosen]
    ctx.change.set_token(chosen, "location", card)
    taken = dict(ctx.state.data.get(fights.COMBAT_ITEMS, {}))
    taken[str(player)] = chosen
    ctx.change.set_data(fights.COMBAT_ITEMS, taken)
    definition = item_definition(ctx.db, token.data["key"])
    ctx.note(f"{ctx.who(player)} takes the {definition.name} with their card: {definition.text}")


def _value(ctx: UnmatchedContext, token: Token) -> int:
    return item_definition(ctx.db, token.data["key"]).value


def _bonus(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING COMBAT: the card's value goes up by the token's (an effect, so it can be cancelled)."""
    fight = ctx.state.data.get("combat")
    token = ctx.state.tokens.get(item["token"])
    if not fight or token is None or not known(ctx.db, token.data.get("key")):
        return
    player = int(item["player"])
    name = item_definition(ctx.db, token.data["key"]).name
    if player in fight["cancelled"]:
        ctx.note(f"{name}: the card's effects are cancelled, so the item adds nothing.")
        return
    fights.add_bonus(ctx, player, _value(ctx, token), f"{name} (battlefield item)")


def offer_entry(player: int, role: str) -> FrozenDict:
    return queue.entry("item_offer", player=player, role=role)


MOVES = (
    move(UseItem, ("action",), _uses, _use,
         lambda c, a: f"{c.seat_name(seat(c))}: {_use_words(c, a)}", lambda c, a: f"Use item: {_use_words(c, a)}"),
)
STEPS = {"item_offer": _offer, "item_bonus": _bonus}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

"""The Wayward Sisters' cauldron: cards go into it instead of the discard pile; spells are cast from it.

A hero card with ``cauldron: true`` gets a public ``p<seat>.cauldron`` zone at
setup; :func:`mechanics.discard` puts that player's cards there instead of the
discard pile (played, used to BOOST, discarded by any effect). After attacking
(the hero's ``cast_spell`` trigger) the player may cast one spell whose
ingredients the cauldron holds — the card just attacked with counts too —;
its effects happen, then every card of the cauldron (and that attack card) goes
to the discard pile. The named card effects of the Sisters' deck are here too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.engine.words import count
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.cards import Effect, Spell
from tabletop.games.unmatched.choices import ask_choice
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import damage, recover

CAULDRON = "cauldron"


def _name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    return ctx.db.cards[item["d"]].name


def cauldron(ctx: UnmatchedContext, player: int) -> list[str]:
    key = zone(player, CAULDRON)
    return list(ctx.state.zones[key].cards) if key in ctx.state.zones else []


def _attack_card(ctx: UnmatchedContext, player: int) -> str:
    fight = ctx.state.data.get("combat")
    return fight["acard"] if fight and int(fight["ap"]) == player and fight["acard"] else ""


def ingredients(ctx: UnmatchedContext, player: int, *, with_attack: bool = False) -> Counter:
    """How many of each ingredient the cauldron holds (and, after an attack, the attack card)."""
    cards = cauldron(ctx, player) + ([_attack_card(ctx, player)] if with_attack and _attack_card(ctx, player) else [])
    return Counter(ctx.card(c).ingredient for c in cards if ctx.card(c).ingredient)


def castable(ctx: UnmatchedContext, player: int, spell: Spell) -> bool:
    have = ingredients(ctx, player, with_attack=True)
    return have["snake"] >= spell.snake and have["bat"] >= spell.bat and have["lizard"] >= spell.lizard


def _spell_steps(ctx: UnmatchedContext, player: int, index: int, fighter: str) -> list[FrozenDict]:
    hero = ctx.hero_card(player)
    return [queue.entry("effect", src="spell", d=hero.id, s=index, i=i, player=player, fighter=fighter, card="")
            for i, _ in enumerate(hero.spells[index].effects)]


# -- casting ------------------------------------------------------------------------------------
def cast_spell(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    """After you attack: you may cast one spell you have the ingredients for, then empty the cauldron."""
    hero = ctx.hero_card(player)
    ready = [(str(i), f"Cast {s.name}: {s.text}") for i, s in enumerate(hero.spells) if castable(ctx, player, s)]
    chosen = item.get("choice")
    if chosen is None:
        if ready:
            ask_choice(ctx, player, item, [*ready, ("none", "Cast no spell")], "Bubbling Brew: cast a spell?")
        return
    if chosen == "none":
        return
    spell = hero.spells[int(chosen)]
    ctx.note(f"{ctx.who(player)} casts {spell.name}: {spell.text}")
    queue.push(ctx, *_spell_steps(ctx, player, int(chosen), item.get("fighter") or ""),
               queue.entry("empty_cauldron", player=player))


def _empty_cauldron(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Every card of the cauldron, and the card just attacked with, go to the discard pile."""
    player = int(item["player"])
    cards = cauldron(ctx, player)
    attack = _attack_card(ctx, player)
    if attack:
        cards.append(attack)
        fights.update(ctx, acard="")
    for card in cards:
        ctx.change.move(card, zone(player, "discard"))
        ctx.change.set_card(card, "face_up", True)
    ctx.note(f"The cauldron is emptied: {count(len(cards), 'card')} {'goes' if len(cards) == 1 else 'go'} to {ctx.who(player)}'s discard pile.")


PLAYER_DOERS = {"cast_spell": cast_spell}


def value_per_ingredient(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    kinds = len(ingredients(ctx, player))
    if ctx.state.data.get("combat") and kinds:
        fights.add_bonus(ctx, player, effect.amount * kinds, f"{_name(ctx, item)} ({kinds} ingredients in the cauldron)")


COMBAT_DOERS = {"value_per_ingredient": value_per_ingredient}


# -- the Sisters' cards ---------------------------------------------------------------------------
def _to_cauldron(ctx: UnmatchedContext, player: int, card: str, why: str, source: str) -> None:
    ctx.change.move(card, zone(player, CAULDRON))
    ctx.change.set_card(card, "face_up", True)
    ctx.note(f"{why}: {ctx.card_name(card)} goes from the {source} into the cauldron.")


def discard_to_cauldron(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Immediately: put a card of your discard pile into your cauldron (All-Seeing Familiar's too)."""
    player = int(item["player"])
    if item["when"] == "after_combat":
        _look_at_top(ctx, item)
        return
    pile = list(ctx.state.zones[zone(player, "discard")].cards)
    chosen = item.get("choice")
    if chosen is None:
        names = {ctx.card_name(c): c for c in pile}
        if names:
            ask_choice(ctx, player, item, [(c, f"{n} into the cauldron") for n, c in sorted(names.items())],
                       f"{_name(ctx, item)}: a card from your discard pile")
        return
    if chosen in pile:
        _to_cauldron(ctx, player, chosen, _name(ctx, item), "discard pile")


def _look_at_top(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat, if you won: the top card of your deck goes to your hand (you see it there), or
    you put it into your cauldron."""
    player = int(item["player"])
    if fights.won_combat(ctx, player) is not True:
        return
    chosen = item.get("choice")
    if chosen is None:
        deck = ctx.deck(player)
        if not deck:
            return
        top = deck[-1]
        ctx.change.move(top, zone(player, "hand"))
        ctx.change.set_card(top, "face_up", True)
        ctx.note(f"{_name(ctx, item)}: {ctx.who(player)} looks at the top card of their deck.")
        ask_choice(ctx, player, item.replaced(looked=top), [("hand", "Keep the card you looked at (now in your hand)"),
                                                          ("cauldron", "Put the card you looked at into your cauldron")],
                   _name(ctx, item))
        return
    if chosen == "cauldron" and item["looked"] in ctx.hand(player):
        _to_cauldron(ctx, player, item["looked"], _name(ctx, item), "top of the deck")


def stars_align(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """During combat: this card's value is the number of different zones your fighters are in."""
    player = int(item["player"])
    zones = {z for t in ctx.fighters(player) for s in ctx.spaces(t) for z in ctx.board.zones_of[s]}
    printed = int(ctx.card(item["card"]).value or 0)
    fights.add_bonus(ctx, player, len(zones) - printed, f"{_name(ctx, item)} ({len(zones)} zones)")


def cauldron_to_hand(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat: take a card of your cauldron into your hand."""
    player = int(item["player"])
    pot = cauldron(ctx, player)
    chosen = item.get("choice")
    if chosen is None:
        names = {ctx.card_name(c): c for c in pot}
        if names:
            ask_choice(ctx, player, item, [(c, f"Take {n}") for n, c in sorted(names.items())],
                       f"{_name(ctx, item)}: a card from your cauldron")
        return
    if chosen in pot:
        ctx.change.move(chosen, zone(player, "hand"))
        ctx.note(f"{_name(ctx, item)}: {ctx.who(player)} takes {ctx.card_name(chosen)} from the cauldron.")


def ward(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat: place the opposing fighter in an empty space of your fighter's zone."""
    player = int(item["player"])
    fight = fights.combat(ctx)
    mine = ctx.fighter(fight["attacker"] if int(fight["ap"]) == player else fight["defender"])
    theirs = ctx.fighter(fight["defender"] if int(fight["ap"]) == player else fight["attacker"])
    if mine is None or theirs is None or not (ctx.alive(mine.id) and ctx.alive(theirs.id)) or theirs.data.get("tail"):
        return
    spaces = [s for s in ctx.empty_spaces() if s in ctx.zone_spaces(mine)]
    if spaces:
        queue.ask(ctx, player, "place_fighter", fighter=theirs.id, spaces=tuple(spaces), optional=False,
                  why=f"{_name(ctx, item)}: place {theirs.data['name']}")


def pricking_of_my_thumbs(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat: the opposing fighter takes as much damage as the combat damage your fighter took."""
    player = int(item["player"])
    fight = fights.combat(ctx)
    if int(fight["dp"]) != player or not fight.get("damage") or fight.get("redirect"):
        return
    if ctx.alive(fight["attacker"]):
        damage(ctx, fight["attacker"], int(fight["damage"]), _name(ctx, item))


def hurly_burly(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """During combat: reveal your top card; the opponent chooses: it goes to your hand, or into your
    cauldron and its BOOST value is added to this card."""
    player = int(item["player"])
    rival = ctx.opponent(player)
    chosen = item.get("choice")
    if chosen is None:
        deck = ctx.deck(player)
        if not deck:
            ctx.note(f"{_name(ctx, item)}: the deck is empty, nothing to reveal.")
            return
        top = deck[-1]
        boost = int(ctx.card(top).boost or 0)
        ctx.note(f"{_name(ctx, item)}: {ctx.who(player)} reveals {ctx.card_name(top)} (boost {boost}).")
        ask_choice(ctx, rival, item.replaced(top=top), [("hand", f"{ctx.card_name(top)} goes to their hand"),
                                                        ("cauldron", f"Into their cauldron: +{boost} to the attack")],
                   _name(ctx, item))
        return
    top = item["top"]
    if chosen == "hand":
        ctx.change.move(top, zone(player, "hand"))
        ctx.change.set_card(top, "face_up", True)
        ctx.note(f"{_name(ctx, item)}: {ctx.card_name(top)} goes to {ctx.who(player)}'s hand.")
        return
    _to_cauldron(ctx, player, top, _name(ctx, item), "top of the deck")
    fights.add_bonus(ctx, player, int(ctx.card(top).boost or 0), f"{_name(ctx, item)} ({ctx.card_name(top)})")


def unnatural_remedy(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Immediately: discard up to 3 cards from your cauldron; for each, a fighter of yours recovers 1."""
    player = int(item["player"])
    done = int(item.get("done", 0))
    pot = cauldron(ctx, player)
    card = item.get("card_out")
    if card is None:
        if done >= 3 or not pot:
            return
        names = {ctx.card_name(c): c for c in pot}
        ask_choice(ctx, player, item, [*((c, f"Discard {n} from the cauldron") for n, c in sorted(names.items())),
                                       ("stop", "Discard no more")], f"{_name(ctx, item)} ({done} of 3)",
                   key="card_out")
        return
    if card == "stop":
        return
    healed = item.get("choice")
    if healed is None:
        ask_choice(ctx, player, item, [(t.id, f"{t.data['name']} recovers 1") for t in ctx.fighters(player)],
                   f"{_name(ctx, item)}: who recovers 1 health")
        return
    if card in pot:
        ctx.change.move(card, zone(player, "discard"))
        ctx.note(f"{_name(ctx, item)}: {ctx.card_name(card)} leaves the cauldron.")
        recover(ctx, healed, 1)
    rest = {k: v for k, v in item.items() if k not in ("card_out", "choice")}
    queue.push(ctx, FrozenDict(rest).replaced(done=done + 1))


def something_wicked(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Cast any spell, then a different one (ingredients not needed, the cauldron is not emptied)."""
    player = int(item["player"])
    hero = ctx.hero_card(player)
    cast = tuple(item.get("cast", ()))
    chosen = item.get("choice")
    if chosen is not None:
        cast += (chosen,)
        spell = hero.spells[int(chosen)]
        ctx.note(f"{_name(ctx, item)}: {ctx.who(player)} casts {spell.name}: {spell.text}")
        steps = _spell_steps(ctx, player, int(chosen), item.get("fighter") or "")
        rest = FrozenDict({k: v for k, v in item.items() if k != "choice"}).replaced(cast=cast)
        queue.push(ctx, *steps, *([rest] if len(cast) < 2 else []))
        return
    options = [(str(i), f"Cast {s.name}: {s.text}") for i, s in enumerate(hero.spells) if str(i) not in cast]
    if options:
        ask_choice(ctx, player, item, options, f"{_name(ctx, item)}: {'a second' if cast else 'a'} spell")


def prophecy(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Look at your top 4 cards; put 2 into your hand and the other 2 back on top in any order
    (you order the 4: the first two go to your hand)."""
    player = int(item["player"])
    name = _name(ctx, item)
    if item.get("arranged"):
        for card in ctx.deck(player)[-2:]:
            ctx.change.move(card, zone(player, "hand"))
            ctx.change.set_card(card, "face_up", True)
        ctx.note(f"{name}: {ctx.who(player)} takes 2 of them into their hand.")
        return
    top = list(reversed(ctx.deck(player)[-4:]))
    queue.push(ctx, item.replaced(arranged=True))
    if len(top) > 1:
        queue.ask(ctx, player, "arrange", cards=tuple(top), why=f"{name}: the first two go to your hand")


NAMED: dict[str, Callable[[UnmatchedContext, FrozenDict], None]] = {
    "discard_to_cauldron": discard_to_cauldron, "stars_align": stars_align, "cauldron_to_hand": cauldron_to_hand,
    "ward": ward, "pricking_of_my_thumbs": pricking_of_my_thumbs, "hurly_burly": hurly_burly,
    "unnatural_remedy": unnatural_remedy, "something_wicked": something_wicked, "prophecy": prophecy,
}
"""Named card effects of this module (abilities.CARD_EFFECTS gathers them)."""

STEPS = {"empty_cauldron": _empty_cauldron}
"""The queue steps this module handles (gathered in rules.py)."""

"""Named card effects of Achilles, Sinbad and Sun Wukong: texts too particular for effect data.

Each function gets the queue entry of the card (``item``: ``player``, ``d``
its definition, ``card`` the card id, ``fighter`` the fighter using it,
``when`` the timing). Questions go through choices.py and come back here with
``choice`` set. Summoning cards (Sly Monkey...) are in summoning.py.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.choices import ask_choice, hurt_if_wanted
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import recover
from tabletop.games.unmatched.movement import start_moving
from tabletop.games.unmatched.swaps import becomes_defender, swap


def _name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    return ctx.db.cards[item["d"]].name


def _printed(ctx: UnmatchedContext, item: FrozenDict) -> int:
    return int(ctx.card(item["card"]).value or 0)


def _set_value(ctx: UnmatchedContext, item: FrozenDict, value: int, why: str) -> None:
    """"This card's value is N instead": the difference from the printed value, as a bonus."""
    printed = _printed(ctx, item)
    fights.add_bonus(ctx, int(item["player"]), value - printed, f"{_name(ctx, item)} ({why}: {value} instead of {printed})")


def _ally(ctx: UnmatchedContext, player: int, key: str):
    return next((t for t in ctx.fighters(player) if t.data.get("key") == key), None)


# -- Achilles ------------------------------------------------------------------------------
def day_of_your_doom(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """During combat: this fighter may take 2 damage; if it does, this card's value is 5."""
    player = int(item["player"])
    this = ctx.fighter(item.get("fighter") or "")
    if this is None or not ctx.alive(this.id):
        return
    if hurt_if_wanted(ctx, player, item, this, 2, ": value 5", "Take no damage", _name(ctx, item)):
        _set_value(ctx, item, 5, f"{this.data['name']} took 2 damage")


def return_from_discard(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat: choose a card in your discard pile and take it into your hand."""
    player = int(item["player"])
    pile = [c for c in ctx.state.zones[zone(player, "discard")].cards if c != item.get("card")]
    chosen = item.get("choice")
    if chosen is None:
        if not pile:
            return
        by_name = {ctx.card_name(c): c for c in pile}
        ask_choice(ctx, player, item, [(card, f"Take {name}") for name, card in sorted(by_name.items())],
                   f"{_name(ctx, item)}: a card from your discard pile")
        return
    if chosen in pile:
        ctx.change.move(chosen, zone(player, "hand"))
        ctx.note(f"{_name(ctx, item)}: {ctx.who(player)} takes {ctx.card_name(chosen)} back into their hand.")


def blessed_by_hermes(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat: each of your fighters may move up to 3, even through opposing fighters."""
    player = int(item["player"])
    mine = [t.id for t in ctx.fighters(player)]
    if mine:
        start_moving(ctx, player, mine, dict.fromkeys(mine, 3), doors=False, once=False,
                     why=f"{_name(ctx, item)}: move each fighter up to 3 (through opposing fighters)", through=True)


def under_achilles_helm(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Immediately: Achilles may swap spaces with Patroclus, who then becomes the defender."""
    player = int(item["player"])
    fight = fights.combat(ctx)
    hero = ctx.fighter(fight["defender"] if int(fight["dp"]) == player else "")
    friend = _ally(ctx, player, "patroclus")
    if hero is None or friend is None or not hero.data.get("hero") or hero.data.get("tail"):
        return
    chosen = item.get("choice")
    if chosen is None:
        ask_choice(ctx, player, item, [("yes", f"Swap: {friend.data['name']} becomes the defender"),
                                       ("no", "Do not swap")], _name(ctx, item))
        return
    if chosen == "yes" and swap(ctx, hero, friend, _name(ctx, item)):
        becomes_defender(ctx, friend, _name(ctx, item))


# -- Sinbad --------------------------------------------------------------------------------
def momentous_shift(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """During combat: if your fighter began this turn in another space, this card's value is 5."""
    this = ctx.fighter(item.get("fighter") or "")
    if this is None or not ctx.alive(this.id):
        return
    began = ctx.state.data.get("turn_spaces", {}).get(this.id)
    if began != ctx.spaces(this)[0]:
        _set_value(ctx, item, 5, f"{this.data['name']} began the turn elsewhere")
    else:
        ctx.note(f"{_name(ctx, item)}: {this.data['name']} began the turn in this space, so no change.")


# -- Sun Wukong ---------------------------------------------------------------------------
def infinite_strikes(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """During: +1 for each other friendly fighter next to the defender. After: gain 1 action."""
    player = int(item["player"])
    fight = fights.combat(ctx)
    if item["when"] == "after_combat":
        if ctx.state.active_player == player:
            ctx.change.set_data("actions_left", int(ctx.state.data.get("actions_left", 0)) + 1)
            ctx.note(f"{_name(ctx, item)}: {ctx.who(player)} gains 1 action.")
        return
    mine = fight["attacker"] if int(fight["ap"]) == player else fight["defender"]
    theirs = ctx.fighter(fight["defender"] if int(fight["ap"]) == player else fight["attacker"])
    if theirs is None:
        return
    near = [t for t in ctx.fighters() if t.id != mine and ctx.friends(t.owner, player) and ctx.adjacent(t, theirs)]
    if near:
        fights.add_bonus(ctx, player, len(near), f"{_name(ctx, item)} ({len(near)} other friendly fighters adjacent)")


def tricked_you(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat: if the opponent played a defense card, a bonus attack of value 4."""
    fight = fights.combat(ctx)
    if int(fight["ap"]) == int(item["player"]) and fight["dcard"] and ctx.card(fight["dcard"]).type == "defense":
        fights.queue_bonus_attack(ctx, f"{_name(ctx, item)} (TRICKED YOU)", 4)


def taunting_laughter(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Immediately: the opponent may discard 1 card; if they do not, their card's value is ignored."""
    fight = fights.combat(ctx)
    player = int(item["player"])
    rival = ctx.opponent(player)
    theirs = fight["dcard"] if int(fight["ap"]) == player else fight["acard"]
    if not theirs:
        return
    chosen = item.get("choice")
    if chosen is None:
        options = [("discard", "Discard 1 card")] if ctx.hand(rival) else []
        ask_choice(ctx, rival, item, [*options, ("ignore", f"Keep your cards: {ctx.card_name(theirs)}'s value is ignored")],
                   _name(ctx, item))
        return
    if chosen == "discard":
        queue.ask(ctx, rival, "discard", count=1, why=_name(ctx, item))
        return
    value = int(ctx.card(theirs).value or 0)
    fights.add_bonus(ctx, rival, -value, f"{_name(ctx, item)} (value of {ctx.card_name(theirs)} ignored)")


def _offer_boost(ctx: UnmatchedContext, item: FrozenDict, who: int) -> None:
    if fights.boost_cards(ctx, who):
        queue.ask(ctx, who, "boost", purpose="card", why=_name(ctx, item))


def ox_form(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """During combat: if the opponent played a card, they may BOOST it."""
    fight = fights.combat(ctx)
    player = int(item["player"])
    if fight["dcard"] if int(fight["ap"]) == player else fight["acard"]:
        _offer_boost(ctx, item, ctx.opponent(player))


def tortoise_form(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """During combat: the attacker may BOOST their attack."""
    _offer_boost(ctx, item, ctx.opponent(int(item["player"])))


def golden_chain_mail(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """During combat: the combat damage this fighter would take goes to the opposing fighter."""
    fights.update(ctx, redirect=True)
    ctx.note(f"{_name(ctx, item)}: combat damage to {fights.combat(ctx)['dname']} will hit the attacker instead.")


FORMS = ("ox_form", "tortoise_form", "phoenix_form")


def seventy_two_transformations(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat: take an Ox, Tortoise or Phoenix Form from your discard pile into your hand."""
    player = int(item["player"])
    pile = [c for c in ctx.state.zones[zone(player, "discard")].cards if ctx.state.cards[c].definition in FORMS]
    chosen = item.get("choice")
    if chosen is None:
        by_name = {ctx.card_name(c): c for c in pile}
        if by_name:
            ask_choice(ctx, player, item, [(c, f"Take {n}") for n, c in sorted(by_name.items())], _name(ctx, item))
        return
    if chosen in pile:
        ctx.change.move(chosen, zone(player, "hand"))
        ctx.note(f"{_name(ctx, item)}: {ctx.who(player)} takes {ctx.card_name(chosen)} back into their hand.")


def fiery_eyes(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Look at an opponent's hand, put a card of it on the bottom of their deck; each of you draws 1."""
    player = int(item["player"])
    rival = ctx.opponent(player)
    name = _name(ctx, item)
    queue.push(ctx, queue.entry("draw", player=player, n=1, why=name), queue.entry("draw", player=rival, n=1, why=name))
    if ctx.hand(rival):
        queue.ask(ctx, player, "pick_card", victim=rival, cards=tuple(ctx.hand(rival)), why=name, bottom=True)


def look_at_hand(ctx: UnmatchedContext, item: FrozenDict, effect: object, player: int) -> None:
    """Look at your opponent's hand (only you see it; nothing changes): the ``look_at_hand`` effect."""
    rival = ctx.opponent(player)
    if ctx.hand(rival):
        queue.ask(ctx, player, "pick_card", victim=rival, cards=tuple(ctx.hand(rival)), why=_name(ctx, item),
                  look=True)


def phoenix_form(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Your hero recovers 1 health for each of your summoned sidekicks on the board."""
    player = int(item["player"])
    clones = [t for t in ctx.fighters(player) if t.data.get("later")]
    hero = next(iter(ctx.heroes(player)), None)
    if hero is not None and clones:
        recover(ctx, hero.id, len(clones))


NAMED: dict[str, Callable[[UnmatchedContext, FrozenDict], None]] = {
    "day_of_your_doom": day_of_your_doom, "return_from_discard": return_from_discard,
    "blessed_by_hermes": blessed_by_hermes, "under_achilles_helm": under_achilles_helm,
    "momentous_shift": momentous_shift, "infinite_strikes": infinite_strikes, "tricked_you": tricked_you,
    "taunting_laughter": taunting_laughter, "ox_form": ox_form, "tortoise_form": tortoise_form,
    "golden_chain_mail": golden_chain_mail, "seventy_two_transformations": seventy_two_transformations,
    "fiery_eyes": fiery_eyes, "phoenix_form": phoenix_form,
}
"""Named card effects of this module (abilities.CARD_EFFECTS gathers them)."""

"""Effects that gain and spend a hero's counters (Rage), and Beowulf's cards that use them.

Data effects (effects.py dispatches them here, as it does to player_effects.py and fighter_effects.py): ``gain_counter``,
``value_per_counter`` (+amount per counter held, none spent) and
``spend_for_value`` (spend any number; +amount each). Named card effects
(``effect: <name>``, listed in :data:`NAMED`) cover the texts too particular
for data. Spending is always optional: every question has a "spend none".
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched import counters
from tabletop.games.unmatched.cards import Effect
from tabletop.games.unmatched.choices import ask_choice
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.mechanics import (
    damage,
    defeat,
    discard,
    draw,
    recover,
)
from tabletop.games.unmatched.movement import start_moving
from tabletop.games.unmatched.swaps import swap

RAGE = "rage"


def _name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    return ctx.db.cards[item["d"]].name


def _counter_name(ctx: UnmatchedContext, player: int, key: str) -> str:
    spec = counters.spec(ctx, player, key)
    return spec.name if spec else key


# -- data effects -----------------------------------------------------------------------
def gain_counter(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    counters.change(ctx, player, effect.counter or "", effect.amount, _name(ctx, item))


def value_per_counter(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    if not ctx.state.data.get("combat"):
        return
    held = counters.amount(ctx, player, effect.counter or "")
    label = _counter_name(ctx, player, effect.counter or "")
    fights.add_bonus(ctx, player, effect.amount * held, f"{_name(ctx, item)} ({held} {label} × {effect.amount})")


def spend_for_value(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    """Spend any number of a counter; this card's value grows by ``amount`` for each one spent."""
    key = effect.counter or ""
    held = counters.amount(ctx, player, key)
    label = _counter_name(ctx, player, key)
    if not ctx.state.data.get("combat") or held <= 0:
        return
    chosen = item.get("choice")
    if chosen is None:
        options = [(str(n), f"Spend {n} {label} (+{n * effect.amount})" if n else f"Spend no {label}")
                   for n in range(held + 1)]
        ask_choice(ctx, player, item, options, f"{_name(ctx, item)}: spend {label}")
        return
    spent = -counters.change(ctx, player, key, -int(chosen), _name(ctx, item))
    if spent:
        fights.add_bonus(ctx, player, spent * effect.amount, f"{_name(ctx, item)} ({spent} {label} spent)")


PLAYER_DOERS = {"gain_counter": gain_counter}
COMBAT_DOERS = {"value_per_counter": value_per_counter, "spend_for_value": spend_for_value}


# -- Beowulf's cards --------------------------------------------------------------------
def _offer_spend(ctx: UnmatchedContext, item: FrozenDict, cost: int, what: str, *, key: str = "choice") -> bool:
    """Ask whether to spend ``cost`` Rage for ``what``; False when there is not enough to ask."""
    player = int(item["player"])
    if counters.amount(ctx, player, RAGE) < cost:
        return False
    ask_choice(ctx, player, item, [("yes", f"Spend {cost} Rage: {what}"), ("no", "Spend no Rage")],
               f"{_name(ctx, item)}: spend {cost} Rage?", key=key)
    return True


def remnant_of_valor(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """1 damage to each fighter adjacent to this fighter; if your hero was hurt so, gain 1 action."""
    player = int(item["player"])
    this = ctx.fighter(item.get("fighter") or "")
    if this is None or not ctx.alive(this.id):
        return
    hurt_hero = False
    for token in [t for t in ctx.fighters() if t.id != this.id and ctx.adjacent(this, t)]:
        dealt = damage(ctx, token.id, 1, _name(ctx, item))
        hurt_hero = hurt_hero or bool(dealt and token.owner == player and token.data.get("hero"))
    if hurt_hero and ctx.state.active_player == player:
        ctx.change.set_data("actions_left", int(ctx.state.data.get("actions_left", 0)) + 1)
        ctx.note(f"{_name(ctx, item)}: {ctx.hero_card(player).name} was hurt, so {ctx.who(player)} gains 1 action.")


def ancient_heirloom(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """May spend 2 Rage: the value is 5 instead. May spend 1 Rage: BOOST this card. (Both allowed.)"""
    player = int(item["player"])
    name = _name(ctx, item)
    if "big" not in item:
        if _offer_spend(ctx, item, 2, "this card's value is 5", key="big"):
            return
        item = item.replaced(big="no")
    if item["big"] == "yes":
        counters.change(ctx, player, RAGE, -2, name)
        printed = int(ctx.card(item["card"]).value or 0)
        fights.add_bonus(ctx, player, 5 - printed, f"{name} (value 5 instead of {printed})")
        item = item.replaced(big="done")
    if "boost" not in item:
        if fights.boost_cards(ctx, player) and _offer_spend(ctx, item, 1, "BOOST this card", key="boost"):
            return
        return
    if item["boost"] == "yes":
        counters.change(ctx, player, RAGE, -1, name)
        queue.ask(ctx, player, "boost", purpose="card", why=name)


def no_contest_expecteth(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat: attacked a sidekick and won → may spend 3 Rage to defeat it."""
    fight = fights.combat(ctx)
    player = int(item["player"])
    target = ctx.fighter(fight["defender"])
    if (target is None or not ctx.alive(target.id) or target.data.get("hero") or int(fight["ap"]) != player
            or fights.won_combat(ctx, player) is not True):
        return
    chosen = item.get("choice")
    if chosen is None:
        _offer_spend(ctx, item, 3, f"defeat {target.data['name']}")
        return
    if chosen == "yes":
        counters.change(ctx, player, RAGE, -3, _name(ctx, item))
        defeat(ctx, target.id)


def equal_of_grendel(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Immediately: may spend 2 Rage to deal the printed value of the opposing card as damage."""
    fight = fights.combat(ctx)
    player = int(item["player"])
    mine_attacking = int(fight["ap"]) == player
    theirs = fight["dcard"] if mine_attacking else fight["acard"]
    printed = int(ctx.card(theirs).value or 0) if theirs else int(fight.get("avalue", 0) if not mine_attacking else 0)
    opposing = fight["defender"] if mine_attacking else fight["attacker"]
    if not ctx.alive(opposing) or printed <= 0:
        return
    chosen = item.get("choice")
    if chosen is None:
        _offer_spend(ctx, item, 2, f"deal {printed} damage to {ctx.name(opposing)}")
        return
    if chosen == "yes":
        counters.change(ctx, player, RAGE, -2, _name(ctx, item))
        damage(ctx, opposing, printed, _name(ctx, item))


def vigor_and_courage(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """An opponent discards a random card; gain Rage equal to its BOOST value."""
    player = int(item["player"])
    victim = ctx.opponent(player)
    hand = ctx.hand(victim)
    name = _name(ctx, item)
    if not hand:
        ctx.note(f"{name}: {ctx.who(victim)} has no card to discard.")
        return
    card = hand[ctx.change.random_below(len(hand))]
    boost = int(ctx.card(card).boost or 0)
    ctx.note(f"{name}: {ctx.who(victim)} discards {ctx.card_name(card)} at random (boost {boost}).")
    discard(ctx, card)
    counters.change(ctx, player, RAGE, boost, name)


HORN = {"draw": "draw 2 cards", "move": "move your hero up to 4 spaces", "recover": "your hero recovers 2 health"}


def golden_drinking_horn(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Spend any amount of Rage; a different effect for each: draw 2, hero moves up to 4, hero recovers 2."""
    player = int(item["player"])
    name = _name(ctx, item)
    used = tuple(item.get("used", ()))
    chosen = item.get("choice")
    if chosen is not None and chosen != "stop":
        counters.change(ctx, player, RAGE, -1, name)
        used += (chosen,)
        item = FrozenDict({k: v for k, v in item.items() if k != "choice"}).replaced(used=used)
        left = [k for k in HORN if k not in used]
        if left and counters.amount(ctx, player, RAGE) > 0:
            queue.push(ctx, item)  # after this effect, the next choice
        hero = next(iter(ctx.heroes(player)), None)
        if chosen == "draw":
            draw(ctx, player, 2)
        elif hero is not None and chosen == "move":
            start_moving(ctx, player, [hero.id], {hero.id: 4}, doors=False, once=True, why=f"{name}: move up to 4")
        elif hero is not None:
            recover(ctx, hero.id, 2)
        return
    if chosen == "stop" or counters.amount(ctx, player, RAGE) <= 0:
        return
    options = [(k, f"Spend 1 Rage: {words}") for k, words in HORN.items() if k not in used]
    ask_choice(ctx, player, item, [*options, ("stop", "Spend no more Rage")], f"{name}: spend Rage")


def swap_with_hero(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After combat: this fighter may swap spaces with its hero (a placement for both)."""
    player = int(item["player"])
    this = ctx.fighter(item.get("fighter") or "")
    hero = next(iter(ctx.heroes(player)), None)
    if this is None or hero is None or not (ctx.alive(this.id) and ctx.alive(hero.id)) or hero.id == this.id:
        return
    if hero.data.get("tail") or this.data.get("tail"):
        return  # a fighter filling two spaces cannot swap into one
    chosen = item.get("choice")
    if chosen is None:
        ask_choice(ctx, player, item, [("yes", f"Swap {this.data['name']} and {hero.data['name']}"),
                                       ("no", "Do not swap")], f"{_name(ctx, item)}: swap spaces?")
        return
    if chosen == "yes":
        swap(ctx, this, hero, _name(ctx, item))


NAMED: dict[str, Callable[[UnmatchedContext, FrozenDict], None]] = {
    "remnant_of_valor": remnant_of_valor, "ancient_heirloom": ancient_heirloom,
    "no_contest_expecteth": no_contest_expecteth, "equal_of_grendel": equal_of_grendel,
    "vigor_and_courage": vigor_and_courage, "golden_drinking_horn": golden_drinking_horn,
    "swap_with_hero": swap_with_hero,
}
"""Named card effects of this module (abilities.CARD_EFFECTS gathers them)."""

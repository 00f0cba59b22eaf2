"""Named card effects of the Witcher and Marvel heroes (Ancient Leshen, Eredin, Geralt, Ciri, Elektra).

Each function resolves one card's whole text at the timing in ``item["when"]``
(a combat timing or "scheme"); cancellation is checked before (abilities._named).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.card_choice import ask_choice
from tabletop.games.unmatched.cards import ActionCard
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import damage, defeat, discard
from tabletop.games.unmatched.movement import start_moving
from tabletop.games.unmatched.play_rules import back_to_hand
from tabletop.games.unmatched.player_effects import (
    cancel_opposing,
    end_the_turn,
    gain_actions,
    spared_discard,
)
from tabletop.games.unmatched.reveal import reveal
from tabletop.games.unmatched.source import source_count
from tabletop.games.unmatched.standing import no_sidekick_left

CardEffect = Callable[[UnmatchedContext, FrozenDict], None]


def _name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    return ctx.db.cards[item["d"]].name


def _sides(ctx: UnmatchedContext, item: FrozenDict) -> tuple[int, Token | None, Token | None]:
    """The player, their combat fighter and the opposing combat fighter."""
    fight = fights.combat(ctx)
    player = int(item["player"])
    mine, theirs = ("attacker", "defender") if int(fight["ap"]) == player else ("defender", "attacker")
    return player, ctx.fighter(fight[mine]), ctx.fighter(fight[theirs])


def _friends_adjacent(ctx: UnmatchedContext, player: int, target: Token | None, *, but: str = "") -> int:
    if target is None or not ctx.alive(target.id):
        return 0
    return sum(1 for t in ctx.fighters(player) if t.id != but and ctx.adjacent(t, target))


def _opposing_card(ctx: UnmatchedContext, player: int) -> str:
    fight = fights.combat(ctx)
    return fight["dcard"] if int(fight["ap"]) == player else fight["acard"]


def ignore_value(ctx: UnmatchedContext, player: int, why: str) -> None:
    """The opposing card's printed value does not count (a minus of that value)."""
    card_id = _opposing_card(ctx, player)
    if not card_id:
        return
    value = int(ctx.card(card_id).value or 0)
    if value:
        fights.add_bonus(ctx, ctx.opponent(player), -value, f"{why}: {ctx.card_name(card_id)}'s value ignored")


# -- Ancient Leshen -------------------------------------------------------------------
def nature_abounds(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: draw 1 card for each of your fighters adjacent to the opposing fighter."""
    player, _mine, theirs = _sides(ctx, item)
    count = _friends_adjacent(ctx, player, theirs)
    ctx.note(f"{_name(ctx, item)}: {count} of your fighters adjacent to the opposing fighter.")
    if count:
        queue.push(ctx, queue.entry("draw", player=player, n=count, why=_name(ctx, item)))


def harrying_strike(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING COMBAT: +2 for each of your fighters adjacent to the opposing fighter."""
    player, _mine, theirs = _sides(ctx, item)
    count = _friends_adjacent(ctx, player, theirs)
    if count:
        fights.add_bonus(ctx, player, 2 * count, f"{_name(ctx, item)} ({count} of your fighters adjacent)")


def _move_sidekicks(ctx: UnmatchedContext, player: int, amount: int, why: str) -> None:
    sidekicks = [t.id for t in ctx.fighters(player) if not t.data.get("hero")]
    if sidekicks:
        start_moving(ctx, player, sidekicks, dict.fromkeys(sidekicks, amount), doors=False, once=True,
                     why=f"{why}: move each sidekick up to {amount}")


def primeval_guardian(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING: the opponent discards their top card and adds its BOOST; AFTER: move each Wolf up to 3."""
    player = int(item["player"])
    name = _name(ctx, item)
    if item["when"] == "after_combat":
        _move_sidekicks(ctx, player, 3, name)
        return
    rival = ctx.opponent(player)
    deck = ctx.deck(rival)
    if not deck:
        ctx.note(f"{name}: {ctx.who(rival)}'s deck is empty, nothing to discard.")
        return
    top = deck[-1]
    value = int(ctx.card(top).boost or 0)
    ctx.note(f"{name}: {ctx.who(rival)} discards {ctx.card_name(top)} from the top of their deck.")
    discard(ctx, top)
    if value:
        fights.add_bonus(ctx, rival, value, f"{name} (BOOST of {ctx.card_name(top)})")


# -- Eredin ---------------------------------------------------------------------------
def backhand(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: a random card of the opponent's hand goes on top of their deck (ENRAGED: discarded)."""
    player = int(item["player"])
    rival = ctx.opponent(player)
    name = _name(ctx, item)
    cards = ctx.hand(rival)
    if not cards:
        ctx.note(f"{name}: {ctx.who(rival)} has no cards in hand.")
        return
    card = cards[ctx.change.random_below(len(cards))]
    if no_sidekick_left(ctx, player):
        if ctx.dormant(rival):
            return
        ctx.note(f"{name} (ENRAGED): {ctx.who(rival)} discards {ctx.card_name(card)} at random.")
        discard(ctx, card)
        return
    ctx.change.move(card, zone(rival, "deck"))
    ctx.change.set_card(card, "face_up", False)
    ctx.note(f"{name}: a random card of {ctx.who(rival)}'s hand goes on top of their deck.")


def brutal_strike(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING COMBAT: if the opposing card has an IMMEDIATELY text, its value does not count."""
    player = int(item["player"])
    card_id = _opposing_card(ctx, player)
    if card_id and ctx.card(card_id).immediately:
        ignore_value(ctx, player, _name(ctx, item))
    else:
        ctx.note(f"{_name(ctx, item)}: the opposing card has no IMMEDIATELY effect.")


def wild_hunt(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: 1 damage (2 if ENRAGED) to each opposing fighter adjacent to any of your fighters."""
    player = int(item["player"])
    amount = 2 if no_sidekick_left(ctx, player) else 1
    mine = ctx.fighters(player)
    for target in ctx.enemy_fighters(player):
        if any(ctx.adjacent(t, target) for t in mine):
            damage(ctx, target.id, amount, _name(ctx, item))


# -- Geralt of Rivia ------------------------------------------------------------------
def igni(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: 2 damage to the opposing fighter, 1 to each other fighter adjacent to Geralt."""
    player, geralt, theirs = _sides(ctx, item)
    name = _name(ctx, item)
    if theirs is not None and ctx.alive(theirs.id):
        damage(ctx, theirs.id, 2, name)
    if geralt is None or not ctx.alive(geralt.id):
        return
    for token in ctx.fighters():
        if token.id not in (geralt.id, theirs.id if theirs else "") and ctx.adjacent(geralt, token):
            damage(ctx, token.id, 1, name)


def disciplined_duelist(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: by the opposing card's printed value: 2 you may draw 1, 3 one damage, 4 a discard."""
    player, _mine, theirs = _sides(ctx, item)
    card_id = _opposing_card(ctx, player)
    value = ctx.card(card_id).value if card_id else None
    name = _name(ctx, item)
    if value == 2:
        queue.push(ctx, queue.entry("draw", player=player, n=1, why=name))
    elif value == 3 and theirs is not None:
        damage(ctx, theirs.id, 1, name)
    elif value == 4:
        rival = ctx.opponent(player)
        if ctx.hand(rival) and not spared_discard(ctx, rival, name):
            queue.ask(ctx, rival, "discard", count=1, why=f"{name}: discard 1 card")
    else:
        ctx.note(f"{name}: the opposing card's printed value is {value if value is not None else 'none'}: nothing happens.")


def sword_of_steel(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: gain 2 actions if the opposing fighter has 8 or more health, else 1."""
    _player, _mine, theirs = _sides(ctx, item)
    health = int(theirs.data["health"]) if theirs is not None and ctx.alive(theirs.id) else 0
    gain_actions(ctx, int(item["player"]), 2 if health >= 8 else 1, _name(ctx, item))


def sword_of_silver(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """IMMEDIATELY: an opposing card with a printed value of 4 or more does not count its value."""
    player = int(item["player"])
    card_id = _opposing_card(ctx, player)
    if card_id and int(ctx.card(card_id).value or 0) >= 4:
        ignore_value(ctx, player, _name(ctx, item))


def wolf_medallion(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """IMMEDIATELY: cancel the attack card's effects; DURING: a non-adjacent attacker's value does not count."""
    player, geralt, theirs = _sides(ctx, item)
    name = _name(ctx, item)
    if item["when"] == "immediately":
        cancel_opposing(ctx, player, name)
        return
    if geralt is not None and theirs is not None and not ctx.adjacent(geralt, theirs):
        ignore_value(ctx, player, f"{name} (the attacker is not adjacent)")


def forgotten_wolf_armor(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING: +1 for each fighter adjacent to Geralt; AFTER COMBAT: end the turn."""
    player, geralt, _theirs = _sides(ctx, item)
    name = _name(ctx, item)
    if item["when"] == "after_combat":
        end_the_turn(ctx, name)
        return
    if geralt is None or not ctx.alive(geralt.id):
        return
    count = sum(1 for t in ctx.fighters() if t.id != geralt.id and ctx.adjacent(geralt, t))
    if count:
        fights.add_bonus(ctx, player, count, f"{name} ({count} fighters adjacent to {geralt.data['name']})")


def plot_twist(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: look at the opponent's hand, choose a card they discard; then draw 1."""
    player = int(item["player"])
    rival = ctx.opponent(player)
    name = _name(ctx, item)
    queue.push(ctx, queue.entry("draw", player=player, n=1, why=name))
    if not ctx.hand(rival):
        ctx.note(f"{name}: {ctx.who(rival)} has no cards in hand.")
    elif not spared_discard(ctx, rival, name):
        queue.ask(ctx, player, "pick_card", victim=rival, cards=tuple(ctx.hand(rival)), why=name)


# -- Elektra -----------------------------------------------------------------------------
def intercept(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING (resurrected): reveal a Sai from your hand and this card's value is 5.

    The engine always reveals one when she holds one: it never hurts the card."""
    player = int(item["player"])
    if ctx.form(player) != "resurrected":
        return
    sai = [c for c in ctx.hand(player) if ctx.state.cards[c].definition == "sai"]
    if not sai:
        ctx.note(f"{_name(ctx, item)}: no Sai in hand to reveal.")
        return
    reveal(ctx, player, sai[:1], _name(ctx, item), "from their hand")
    value = int(ctx.card(item["card"]).value or 0)
    fights.add_bonus(ctx, player, 5 - value, f"{_name(ctx, item)} (a Sai revealed: value 5)")


def mesmerize(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Gain 1 action; look at an opponent's hand (resurrected: choose a card they discard)."""
    player = int(item["player"])
    name = _name(ctx, item)
    gain_actions(ctx, player, 1, name)
    rival = ctx.opponent(player)
    if not ctx.hand(rival):
        ctx.note(f"{name}: {ctx.who(rival)} has no cards in hand.")
        return
    if ctx.form(player) == "resurrected" and not spared_discard(ctx, rival, name):
        queue.ask(ctx, player, "pick_card", victim=rival, cards=tuple(ctx.hand(rival)), why=name)
        return
    queue.ask(ctx, player, "look_at_hand", victim=rival, cards=tuple(ctx.hand(rival)), why=name)


# -- choices of a fighter made inside a named effect ------------------------------------------
def _ask_fighter(ctx: UnmatchedContext, item: FrozenDict, options: list[Token], why: str) -> None:
    """Ask the player for one of these fighters (optional); the effect runs again with ``target``."""
    queue.ask(ctx, int(item["player"]), "target", item=item, options=tuple(t.id for t in options),
              optional=True, why=why)


def icy_guile(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """IMMEDIATELY (ENRAGED): cancel the opposing card; DURING: defeat a Red Rider to ignore its value."""
    player = int(item["player"])
    name = _name(ctx, item)
    if item["when"] == "immediately":
        if no_sidekick_left(ctx, player):
            cancel_opposing(ctx, player, name)
        return
    chosen = item.get("target")
    if chosen is None:
        riders = [t for t in ctx.fighters(player) if not t.data.get("hero")]
        if riders:
            _ask_fighter(ctx, item, riders, f"{name}: defeat one of your sidekicks to ignore the opposing card's value")
        return
    if ctx.alive(chosen):
        ctx.note(f"{name}: {ctx.name(chosen)} is given up.")
        defeat(ctx, chosen)
        ignore_value(ctx, player, name)


def the_fist(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: deal 1 damage to the attacking Hand to take this card back and gain 1 action."""
    player, mine, _theirs = _sides(ctx, item)
    name = _name(ctx, item)
    chosen = item.get("target")
    if chosen is None:
        if mine is not None and ctx.alive(mine.id):
            _ask_fighter(ctx, item, [mine], f"{name}: deal 1 damage to {mine.data['name']} to take this card back")
        return
    damage(ctx, chosen, 1, name)
    back_to_hand(ctx, player, item["card"], name)
    gain_actions(ctx, player, 1, name)


def pushed_to_the_brink(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: SOURCE 2: 1 damage to the opposing fighter; SOURCE 7: 2 damage to an opposing
    fighter up to 3 spaces from Ciri."""
    player, ciri, theirs = _sides(ctx, item)
    name = _name(ctx, item)
    chosen = item.get("target")
    if chosen is not None:
        damage(ctx, chosen, 2, name)
        return
    count = source_count(ctx, player)
    if count >= 7:
        near = [t for t in ctx.enemy_fighters(player)
                if ciri is not None and ctx.alive(ciri.id) and (ctx.distance(ciri, t) or 99) <= 3]
        ctx.note(f"{name}: {count} Source cards in the discard pile: the 7 effect happens.")
        if len(near) == 1:
            damage(ctx, near[0].id, 2, name)
        elif near:
            queue.ask(ctx, player, "target", item=item, options=tuple(t.id for t in near), optional=False,
                      why=f"{name}: 2 damage to an opposing fighter up to 3 spaces from Ciri")
    elif count >= 2:
        ctx.note(f"{name}: {count} Source cards in the discard pile: the 2 effect happens.")
        if theirs is not None and ctx.alive(theirs.id):
            damage(ctx, theirs.id, 1, name)
    else:
        ctx.note(f"{name}: {count} Source cards in the discard pile, fewer than 2: no Source effect.")


# -- Invisible Man ------------------------------------------------------------------------------
def _on_fog(ctx: UnmatchedContext, token: Token | None, player: int) -> bool:
    return token is not None and any(m.owner == player for s in ctx.spaces(token) for m in ctx.markers_at(s))


def dreaming_of_revenge(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: if the Invisible Man is on fog, 1 damage to each opposing fighter on a fog space."""
    player, man, _theirs = _sides(ctx, item)
    if not _on_fog(ctx, man, player):
        ctx.note(f"{_name(ctx, item)}: the Invisible Man is not on a fog space.")
        return
    for target in ctx.enemy_fighters(player):
        if _on_fog(ctx, target, player):
            damage(ctx, target.id, 1, _name(ctx, item))


def impossible_to_see(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """IMMEDIATELY: the opposing card's value is 0 and nothing changes it (combat.py reads ``zeroed``)."""
    player = int(item["player"])
    if _opposing_card(ctx, player):
        rival = ctx.opponent(player)
        fights.update(ctx, zeroed=(*fights.combat(ctx).get("zeroed", ()), rival))
        ctx.note(f"{_name(ctx, item)}: the opposing card's value is 0, and nothing can change it.")


# -- choosing cards (card_choice.py) -----------------------------------------------------------
def _cards(ctx: UnmatchedContext, player: int, piles: tuple[str, ...], keep: Callable[[Any], bool]) -> list[str]:
    """The action cards of ``player``'s piles that ``keep`` accepts (a card moved there by hand that is
    no action card, say in a sandbox override, is passed over)."""
    found = []
    for pile in piles:
        for card_id in ctx.state.zones[zone(player, pile)].cards:
            definition = ctx.db.cards[ctx.state.cards[card_id].definition]
            if isinstance(definition, ActionCard) and keep(definition):
                found.append(card_id)
    return found


def witcher_senses(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Search your deck and discard pile for a GEAR card, reveal it, take it (from the deck: this
    scheme is shuffled into the deck instead of being discarded)."""
    player = int(item["player"])
    gear = _cards(ctx, player, ("deck", "discard"), lambda c: bool(getattr(c, "gear", None)))
    if not ask_choice(ctx, player, gear, _name(ctx, item), to="hand", reveal_it=True, scheme_to_deck=item["card"]):
        ctx.note(f"{_name(ctx, item)}: no GEAR card in the deck or the discard pile.")


def searching_strike(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: if you won, you may search your deck for a Source card, reveal it and take it."""
    player = int(item["player"])
    if fights.won_combat(ctx, player):
        found = _cards(ctx, player, ("deck",), lambda c: bool(getattr(c, "source_card", False)))
        if not ask_choice(ctx, player, found, _name(ctx, item), to="hand", reveal_it=True, optional=True,
                          shuffle=True):
            ctx.change.shuffle(zone(player, "deck"))
            ctx.note(f"{_name(ctx, item)}: no Source card in the deck (it is shuffled).")


def lady_of_space_and_time(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER: SOURCE 3: a card from your discard pile on top of your deck; SOURCE 8: into your hand, draw 1."""
    player = int(item["player"])
    name = _name(ctx, item)
    count = source_count(ctx, player)
    pile = list(ctx.state.zones[zone(player, "discard")].cards)
    if count >= 8:
        ctx.note(f"{name}: {count} Source cards in the discard pile: the 8 effect happens.")
        if not ask_choice(ctx, player, pile, name, to="hand", draw=1):
            queue.push(ctx, queue.entry("draw", player=player, n=1, why=name))
    elif count >= 3:
        ctx.note(f"{name}: {count} Source cards in the discard pile: the 3 effect happens.")
        ask_choice(ctx, player, pile, name, to="deck_top")
    else:
        ctx.note(f"{name}: {count} Source cards in the discard pile, fewer than 3: no Source effect.")


def coded_notes(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: draw 3 cards, then put 2 cards from your hand on top of your deck (the last on top)."""
    player = int(item["player"])
    if item["when"] == "put_back":
        ask_choice(ctx, player, ctx.hand(player), f"{_name(ctx, item)}: put 2 cards on top of your deck "
                   "(the last one you choose ends on top)", to="deck_top", left=2)
        return
    queue.push(ctx, queue.entry("draw", player=player, n=3, why=_name(ctx, item)), item.replaced(when="put_back"))


def channel_the_source(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING COMBAT: discard any number of Source cards from your hand; +2 for each."""
    player = int(item["player"])
    found = [c for c in ctx.hand(player) if ctx.card(c).source_card]
    ask_choice(ctx, player, found, _name(ctx, item), to="discard", optional=True, left=len(found), bonus=2)


EFFECTS: Mapping[str, CardEffect] = MappingProxyType({
    "nature_abounds": nature_abounds,
    "harrying_strike": harrying_strike,
    "primeval_guardian": primeval_guardian,
    "backhand": backhand,
    "brutal_strike": brutal_strike,
    "wild_hunt": wild_hunt,
    "igni": igni,
    "disciplined_duelist": disciplined_duelist,
    "sword_of_steel": sword_of_steel,
    "sword_of_silver": sword_of_silver,
    "wolf_medallion": wolf_medallion,
    "forgotten_wolf_armor": forgotten_wolf_armor,
    "plot_twist": plot_twist,
    "intercept": intercept,
    "mesmerize": mesmerize,
    "icy_guile": icy_guile,
    "the_fist": the_fist,
    "pushed_to_the_brink": pushed_to_the_brink,
    "dreaming_of_revenge": dreaming_of_revenge,
    "impossible_to_see": impossible_to_see,
    "witcher_senses": witcher_senses,
    "searching_strike": searching_strike,
    "lady_of_space_and_time": lady_of_space_and_time,
    "coded_notes": coded_notes,
    "channel_the_source": channel_the_source,
})
"""The named card effects of this module, by name (merged into abilities.CARD_EFFECTS)."""

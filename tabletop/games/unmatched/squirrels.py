"""Squirrel Girl's cards: counting her squirrels near a fighter, summoning them into one space.

Squirrels are small fighters (context.py: they share spaces and are adjacent
to the fighters in their own space). "Your squirrels adjacent to X" counts
those next to X or in X's space; "in X's zone", those sharing a zone with X.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.choices import ask_choice, the_one_fighter
from tabletop.games.unmatched.context import SMALL, SMALL_PER_SPACE, UnmatchedContext, space_of
from tabletop.games.unmatched.fighter_effects import place_options
from tabletop.games.unmatched.hero_effects import ignore_value
from tabletop.games.unmatched.mechanics import damage, draw
from tabletop.games.unmatched.movement import start_moving
from tabletop.games.unmatched.player_effects import cancel_opposing, spared_discard
from tabletop.games.unmatched.summoning import summon_into

PACK = 4  # "4 or more squirrels"


def _name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    return ctx.db.cards[item["d"]].name


def squirrels(ctx: UnmatchedContext, player: int) -> list[Token]:
    """The player's small sidekicks on the board."""
    return [t for t in ctx.fighters(player) if t.data.get("size") == SMALL and not t.data.get("hero")]


def adjacent_count(ctx: UnmatchedContext, player: int, target: Token | None) -> int:
    if target is None or not ctx.alive(target.id):
        return 0
    return sum(1 for t in squirrels(ctx, player) if ctx.adjacent(t, target))


def zone_count(ctx: UnmatchedContext, player: int, target: Token | None) -> int:
    if target is None or not ctx.alive(target.id):
        return 0
    return sum(1 for t in squirrels(ctx, player) if t.id != target.id and ctx.share_zone(t, target))


def _sides(ctx: UnmatchedContext, item: FrozenDict) -> tuple[int, Token | None, Token | None]:
    fight = fights.combat(ctx)
    player = int(item["player"])
    mine, theirs = ("attacker", "defender") if int(fight["ap"]) == player else ("defender", "attacker")
    return player, ctx.fighter(fight[mine]), ctx.fighter(fight[theirs])


def _set_value(ctx: UnmatchedContext, item: FrozenDict, value: int, why: str) -> None:
    printed = int(ctx.card(item["card"]).value or 0)
    fights.add_bonus(ctx, int(item["player"]), value - printed, f"{_name(ctx, item)} ({why}: value {value})")


def bite_of_steel(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING: with 4+ of your squirrels in the opposing fighter's zone, this card's value is 5."""
    player, _mine, theirs = _sides(ctx, item)
    count = zone_count(ctx, player, theirs)
    if count >= PACK:
        _set_value(ctx, item, 5, f"{count} squirrels in the zone")
    else:
        ctx.note(f"{_name(ctx, item)}: {count} squirrels in the opposing fighter's zone, fewer than {PACK}.")


def kick_butts(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING: +1 for each of your squirrels adjacent to the opposing fighter."""
    player, _mine, theirs = _sides(ctx, item)
    count = adjacent_count(ctx, player, theirs)
    if count:
        fights.add_bonus(ctx, player, count, f"{_name(ctx, item)} ({count} squirrels adjacent)")


def unbeatable_squirrel_girl(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """IMMEDIATELY: with 4+ squirrels adjacent to the opposing fighter, cancel its card and ignore its value."""
    player, _mine, theirs = _sides(ctx, item)
    name = _name(ctx, item)
    count = adjacent_count(ctx, player, theirs)
    if count < PACK:
        ctx.note(f"{name}: {count} squirrels adjacent to the opposing fighter, fewer than {PACK}.")
        return
    cancel_opposing(ctx, player, name)
    ignore_value(ctx, player, name)


def call_of_the_mild(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """DURING: with 4+ squirrels in your fighter's zone, value 4. AFTER: if you won, draw 2."""
    player, mine, _theirs = _sides(ctx, item)
    name = _name(ctx, item)
    if item["when"] == "after_combat":
        if fights.won_combat(ctx, player):
            draw(ctx, player, 2, why=name)
        return
    count = zone_count(ctx, player, mine)
    if count >= PACK:
        _set_value(ctx, item, 4, f"{count} squirrels in your fighter's zone")


def squirgility(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER: move her up to 3, through sidekicks; spaces with sidekicks cost no movement."""
    player = int(item["player"])
    her = ctx.fighter(item.get("fighter") or "")
    if her is None or not ctx.alive(her.id):
        return
    start_moving(ctx, player, [her.id], {her.id: 3}, doors=False, once=True, free_sidekicks=True,
                 why=f"{_name(ctx, item)}: move up to 3 (spaces with sidekicks are free)")


def squirmish(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER: summon a squirrel into her space, then place her in any space of her zone."""
    player = int(item["player"])
    name = _name(ctx, item)
    her = ctx.fighter(item.get("fighter") or "")
    if her is None or not ctx.alive(her.id):
        return
    if item["when"] == "place":
        options = place_options(ctx, her, "zone", filled_too=True)
        if options:
            queue.ask(ctx, player, "place_fighter", fighter=her.id, spaces=tuple(options), optional=False,
                      why=f"{name}: place {her.data['name']} in her zone", filled_too=True)
        return
    if item.get("choice") is None:
        queue.push(ctx, item.replaced(when="place"))
    summon_into(ctx, item, player, ctx.spaces(her)[0], name)


def get_em_tippy_toe(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER: summon 2 squirrels into one space (the first is placed where there is room for both)."""
    player = int(item["player"])
    name = _name(ctx, item)
    if item.get("first"):
        first = ctx.fighter(item["first"])
        if first is not None and ctx.alive(first.id):
            summon_into(ctx, item, player, space_of(first.location) or "", name)
        return
    waiting = ctx.unplaced(player, later=True)
    chosen = item.get("choice")
    token = waiting[0] if waiting else ctx.fighter(chosen or "")
    if token is None:
        out = squirrels(ctx, player)
        if out:
            ask_choice(ctx, player, item, [(t.id, f"Place {t.data['name']} again") for t in out],
                       f"{name}: every squirrel is on the board; choose one to place again")
        else:
            ctx.note(f"{name}: there is no squirrel to summon.")
        return
    roomy = [s for s in ctx.board.ids if ctx.small_count(s, but=token.id) <= SMALL_PER_SPACE - 2]
    if roomy:
        queue.push(ctx, FrozenDict({k: v for k, v in item.items() if k != "choice"}).replaced(first=token.id))
        queue.ask(ctx, player, "place_fighter", fighter=token.id, spaces=tuple(roomy), optional=False,
                  why=f"{name}: summon 2 squirrels into one space")


def horde_of_squirrels(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Deal 2 damage to a fighter adjacent to 4 or more of your squirrels."""
    player = int(item["player"])
    name = _name(ctx, item)
    chosen = item.get("target")
    if chosen is None:
        found = the_one_fighter(ctx, player, item, [t for t in ctx.fighters() if adjacent_count(ctx, player, t) >= PACK],
                                f"{name}: 2 damage to a fighter adjacent to {PACK} or more squirrels",
                                f"{name}: no fighter is adjacent to {PACK} or more squirrels.")
        if found is None:
            return
        chosen = found.id
    if ctx.alive(chosen):
        damage(ctx, chosen, 2, name)


def nutwork_of_spies(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Look at an opponent's hand, choose a card they discard (two with a fighter of theirs by 4+ squirrels)."""
    player = int(item["player"])
    rival = ctx.opponent(player)
    name = _name(ctx, item)
    if not ctx.hand(rival):
        ctx.note(f"{name}: {ctx.who(rival)} has no cards in hand.")
        return
    if item.get("second"):
        queue.ask(ctx, player, "pick_card", victim=rival, cards=tuple(ctx.hand(rival)), why=f"{name} (a second card)")
        return
    if spared_discard(ctx, rival, name):
        return
    surrounded = any(adjacent_count(ctx, player, t) >= PACK for t in ctx.fighters(rival))
    if surrounded and len(ctx.hand(rival)) > 1:
        queue.push(ctx, item.replaced(second=True))
    queue.ask(ctx, player, "pick_card", victim=rival, cards=tuple(ctx.hand(rival)), why=name)


NAMED: dict[str, Callable[[UnmatchedContext, FrozenDict], None]] = {
    "bite_of_steel": bite_of_steel, "kick_butts": kick_butts, "unbeatable_squirrel_girl": unbeatable_squirrel_girl,
    "call_of_the_mild": call_of_the_mild, "squirgility": squirgility, "squirmish": squirmish,
    "get_em_tippy_toe": get_em_tippy_toe, "horde_of_squirrels": horde_of_squirrels,
    "nutwork_of_spies": nutwork_of_spies,
}
"""Named card effects of this module (abilities.CARD_EFFECTS gathers them)."""

"""Sidekick tokens: made at setup, and brought back after their defeat (Unyielding Hordes, Hands of Red).

A defeated sidekick leaves the board (its token is removed); a card that
brings one back makes its token again, at full health, in an empty space the
player chooses among those the card allows (a ``place_fighter`` question: the
token waits on the hero card, to be dragged onto the board). A
summoned sidekick is never "defeated" in this sense: it waits off the board to
be summoned again (summoning.py).
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.transaction import Builder
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.cards import Fighter, Hero
from tabletop.games.unmatched.context import FIGHTER, UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import defeat
from tabletop.games.unmatched.play_rules import back_to_hand


def singular(name: str) -> str:
    """``Red Riders`` → ``Red Rider``, ``Wolves`` → ``Wolf`` (the name of one token of a group)."""
    if name.endswith("ies"):
        return name[:-3] + "y"
    if name.endswith(("lves", "ieves")):  # Wolves, Elves, Thieves
        return name[:-3] + "f"
    return name[:-1] if name.endswith("s") and not name.endswith("ss") else name


def token_name(group: Fighter, number: int) -> str:
    return f"{singular(group.name)} {number}" if group.count > 1 else group.name


def create_fighter(step: Builder, player: int, location: str, hero: Hero, group: Fighter, number: int,
                   *, is_hero: bool = False) -> str:
    """Make the token of one fighter of a group (a sidekick, or one of several heroes)."""
    later = {"later": True} if not group.on_board_at_start else {}
    return step.create_token(
        FIGHTER, player, location, name=token_name(group, number), key=group.key, hero=is_hero,
        health=group.health, max_health=group.health, attack=group.attack,
        move=group.move if group.move is not None else hero.move, size=group.size,
        reach=group.reach, tail="", **later)


def defeated(ctx: UnmatchedContext, player: int) -> list[tuple[Fighter, int]]:
    """The player's defeated sidekicks: (group, token number) for each token no longer in the game."""
    names = {t.data.get("name") for t in ctx.state.tokens.values() if t.kind == FIGHTER and t.owner == player}
    return [(group, number) for group in ctx.hero_card(player).sidekicks if group.on_board_at_start
            for number in range(1, group.count + 1) if token_name(group, number) not in names]


def ask_bring_back(ctx: UnmatchedContext, player: int, spaces: list[str], why: str) -> bool:
    """Make the token of a defeated sidekick again, off the board on the hero card (``away`` while it
    waits), and ask the player to place it in one of ``spaces`` (empty ones); False when no sidekick is
    defeated or no space is free."""
    gone = defeated(ctx, player)
    free = [s for s in ctx.empty_spaces() if s in set(spaces)]
    if not gone:
        ctx.note(f"{why}: no defeated sidekick to bring back.")
        return False
    if not free:
        ctx.note(f"{why}: no empty space to bring a sidekick back into.")
        return False
    group, number = gone[0]  # the lowest-numbered token comes back first: they are alike
    home = ctx.state.zones[zone(player, "hero")].cards[0]
    token = create_fighter(ctx.change, player, home, ctx.hero_card(player), group, number)
    ctx.change.set_token(token, "away", True)
    queue.ask(ctx, player, "place_fighter", fighter=token, spaces=tuple(free), optional=False,
              why=f"{why}: bring {token_name(group, number)} back")
    return True


# -- the cards ----------------------------------------------------------------------------
def _name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    return ctx.db.cards[item["d"]].name


def unyielding_hordes(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """IMMEDIATELY: bring back a defeated sidekick into any space. DURING: +1 for each of your other
    fighters adjacent to the opposing fighter."""
    player = int(item["player"])
    name = _name(ctx, item)
    if item["when"] == "immediately":
        ask_bring_back(ctx, player, list(ctx.board.ids), name)
        return
    fight = fights.combat(ctx)
    mine, theirs = ("attacker", "defender") if int(fight["ap"]) == player else ("defender", "attacker")
    target = ctx.fighter(fight[theirs])
    if target is None or not ctx.alive(target.id):
        return
    count = sum(1 for t in ctx.fighters(player) if t.id != fight[mine] and ctx.adjacent(t, target))
    if count:
        fights.add_bonus(ctx, player, count, f"{name} ({count} other fighters of yours adjacent)")


def hands_of_red(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: bring back a defeated sidekick into a space in your hero's zone."""
    player = int(item["player"])
    hero = ctx.fighter(item.get("fighter") or "")
    if hero is None or not ctx.alive(hero.id):
        return
    ask_bring_back(ctx, player, sorted(ctx.zone_spaces(hero)), _name(ctx, item))




def foul_purpose(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: you may defeat one of your sidekicks; if you do, this card goes back into your hand.
    (Its other rule, a far attack while ENRAGED, is ``anywhere_if`` in play_rules.py.)"""
    player = int(item["player"])
    name = _name(ctx, item)
    chosen = item.get("target")
    if chosen is None:
        riders = [t for t in ctx.fighters(player) if not t.data.get("hero")]
        if riders:
            queue.ask(ctx, player, "target", item=item, options=tuple(t.id for t in riders), optional=True,
                      why=f"{name}: defeat one of your sidekicks to take this card back")
        return
    if ctx.alive(chosen) and ctx.state.cards[item["card"]].location.endswith(".combat"):
        ctx.note(f"{name}: {ctx.name(chosen)} is given up.")
        defeat(ctx, chosen)
        back_to_hand(ctx, player, item["card"], name)


NAMED: dict[str, Callable[[UnmatchedContext, FrozenDict], None]] = {
    "unyielding_hordes": unyielding_hordes, "hands_of_red": hands_of_red, "foul_purpose": foul_purpose,
}
"""Named card effects of this module (abilities.CARD_EFFECTS gathers them)."""

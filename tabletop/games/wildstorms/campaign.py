"""The campaign game: a series of battles for two players, with InterMissions between them.

What this module holds: the variant record and its goal, the campaign points,
the setup of a campaign (prizes, red-text cards, deck limits for the agreed
goal), the choices before each battle (a battlesite and a prize different from
earlier ones if possible; after the first battle the loser says who goes
first) and the end of the campaign. The InterMission itself is intermission.py;
using prizes is prizes.py.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop.carddb.decks import Deck
from tabletop.engine.game import OptionSpec, Setup, Variant
from tabletop.engine.rules import queue
from tabletop.games.wildstorms.cards import Prize
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.table import PRIZE_ZONE, campaign_key, zone

CAMPAIGN = "campaign"
GOAL_OPTION = "campaign_goal"
DEFAULT_GOAL = 100
GOALS = (100, 50, 75, 150, 200)

GOAL_SPEC = OptionSpec(
    GOAL_OPTION, "Campaign goal",
    tuple((str(goal), f"{goal} campaign points" + (" (recommended)" if goal == DEFAULT_GOAL else ""))
          for goal in GOALS),
    help="The campaign points that win the campaign, agreed before it starts. Each deck is then limited to "
         "the goal + 150 points and needs the goal's worth of characters and equipment, at least half of it "
         "in characters.")

VARIANT = Variant(
    CAMPAIGN, "Campaign (a series of battles)", (2, 2), (GOAL_SPEC,), deck_formats=(CAMPAIGN,),
    help="Battles one after another with InterMissions between them: the winner of a battle takes its "
         "battlesite and prize and the site's campaign points; surviving characters wait in the holding "
         "area; the first to the campaign goal wins. Two players (the InterMission is written for two).")


def goal(ctx: WildStormsContext) -> int:
    return int(ctx.option(GOAL_OPTION, str(DEFAULT_GOAL)))


def points(ctx: WildStormsContext, player: int) -> int:
    return int(ctx.state.data.get(campaign_key(player), 0))


def battle_number(ctx: WildStormsContext) -> int:
    return int(ctx.state.data.get("battle", 1))


def standings(ctx: WildStormsContext) -> str:
    """"Ann 39, Bob 12 of 100 campaign points"."""
    return ", ".join(f"{ctx.seat_name(p)} {points(ctx, p)}" for p in ctx.seats) + \
        f" of {goal(ctx)} campaign points"


# -- setup --------------------------------------------------------------------------------------
def deck_problems(game: Any, setup: Setup) -> list[str]:
    """Each deck checked by the campaign deck limits of the agreed goal (a sentence each)."""
    if setup.variant != CAMPAIGN or setup.manual:
        return []
    agreed = setup.option(GOAL_OPTION, str(DEFAULT_GOAL))
    problems = []
    for player in setup.players:
        if player.deck is None:
            continue
        as_campaign = dataclasses.replace(player.deck, format=CAMPAIGN, options={GOAL_OPTION: agreed})
        found = game.check_deck(as_campaign)
        if found:
            problems.append(f"{player.name}'s deck for a {agreed}-point campaign: " + " ".join(found[:3]))
    return problems


def shipped_campaign_decks(decks: list[Deck]) -> list[Deck]:
    return [deck for deck in decks if deck.format == CAMPAIGN]


# -- the choices before a battle -----------------------------------------------------------------------
def _used(ctx: WildStormsContext, key: str) -> set[str]:
    return set(ctx.state.data.get(key, ()))


def fresh(ctx: WildStormsContext, cards: list[str], key: str) -> list[str]:
    """Cards not fought over or won in an earlier battle of the campaign, if there are any."""
    used = _used(ctx, key)
    unused = [c for c in cards if ctx.state.cards[c].definition not in used]
    return unused or list(cards)


def site_choices(ctx: WildStormsContext, player: int) -> list[str]:
    """The battlesites a player may bring now (in a campaign: new ones if possible)."""
    sites = ctx.cards_in(player, "collection")
    return fresh(ctx, sites, "used_sites") if ctx.campaign else list(sites)


def prize_choices(ctx: WildStormsContext, player: int) -> list[str]:
    return fresh(ctx, [c for c in ctx.cards_in(player, "prizes") if isinstance(ctx.card(c), Prize)], "used_prizes")


def advance_prizes(ctx: WildStormsContext) -> bool:
    """Ask the next prize choice; True while one is asked. One prize or none is chosen without asking."""
    chosen = list(ctx.state.data.get("chosen_prizes", ()))
    for player in ctx.seats:
        if chosen[player] is None:
            choices = prize_choices(ctx, player)
            if len(choices) > 1:
                queue.ask(ctx, player, "prize")
                return True
            chosen[player] = choices[0] if choices else ""
            ctx.change.set_data("chosen_prizes", chosen)
    return False


def first_asked(ctx: WildStormsContext) -> bool:
    """After the first battle the loser of the last one decides who goes first; True while asked."""
    last = ctx.state.data.get("last_battle")
    if last is None or "first_choice" in ctx.state.data:
        return False
    loser = next(p for p in ctx.seats if p != last["winner"])
    queue.ask(ctx, loser, "first")
    return True


def first_player(ctx: WildStormsContext) -> int | None:
    """The seat the loser chose to go first, if one was chosen."""
    chosen = ctx.state.data.get("first_choice")
    return None if chosen is None else int(chosen)


def place_prize(ctx: WildStormsContext, first: int) -> None:
    """The first player's prize goes face up under the battlesite: everyone sees what is fought for."""
    chosen = ctx.state.data.get("chosen_prizes", ())
    prize = chosen[first] if len(chosen) > first else ""
    if not prize:
        ctx.note("No prize is at stake in this battle")
        return
    ctx.change.move(prize, PRIZE_ZONE)
    ctx.change.set_card(prize, "face_up", True)
    ctx.note(f"{ctx.seat_name(first)}'s prize is at stake: {ctx.name(prize)} ({ctx.card(prize).text})")


def prize_zones(player: int) -> tuple[str, str]:
    return zone(player, "prizes"), zone(player, "won")

"""The rules of WildStorms as one record: the moves of the topic modules, the prompt, settling.

Each topic module lists its own moves (moves.py: a :class:`Rule` per action
type with its check and its doing): setup and the phases (turn.py), ranks and
powers (powers.py), declaring attacks (attacks.py), fighting them (combat.py),
recruiting and equipping (recruit.py), plot twists and the rounds of answers
(windows.py). Here they become the engine's Moves: the legal options come
from listing.py (built from the same checks), the words from labels.py, and
after a step of the active player a round of plot twists may answer it.
After every move the game settles: grounded flyers, missions met.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.rules import Move, Rules
from tabletop.games.wildstorms import (
    attacks,
    combat,
    intermission,
    leadership,
    missions,
    multiplayer,
    plot_twists,
    powers,
    prizes,
    recruit,
    reinforcements,
    texts,
    turn,
    windows,
)
from tabletop.games.wildstorms.actions import ACTION_TYPES
from tabletop.games.wildstorms.card_plays import Battlesite, Obstacle, PlotTwist, Prize, SideMission
from tabletop.games.wildstorms.card_resources import Character
from tabletop.games.wildstorms.context import BATTLE_WINNER, WildStormsContext
from tabletop.games.wildstorms.labels import describe, label
from tabletop.games.wildstorms.listing import legal, listed
from tabletop.games.wildstorms.moves import Do, Rule
from tabletop.games.wildstorms.table import IN_PLAY_ZONES, air_zones


def _answerable(do: Do) -> Do:
    """A step of the active player: its opponents may answer it with plot twists (windows.py)."""
    def done(ctx: WildStormsContext, action: Any) -> None:
        do(ctx, action)
        windows.after_step(ctx)
    return done


def _label(ctx: WildStormsContext, action: Any) -> str:
    return label(ctx, ctx.deciding_seat, action)


def _menu(ctx: WildStormsContext, action: Any) -> str:
    return describe(ctx, ctx.deciding_seat, action)[1]


def _move(rule: Rule) -> Move:
    check = rule.check
    return Move(rule.action, rule.answers, lambda ctx: listed(ctx, rule.action),
                _answerable(rule.do) if rule.answerable else rule.do, _label,
                check=lambda ctx, action: check(ctx, ctx.deciding_seat, action), menu=_menu)


def settle(ctx: WildStormsContext) -> None:
    """After every move: grounded flyers, missions met; a campaign battle won starts the InterMission.

    Settling follows every step, and mostly finds nothing to do: each part is asked only when what it
    acts on is there (someone in the air, the Secret Reinforcements option, a battle won).
    """
    state = ctx.state
    zones = state.zones
    for air in air_zones(len(state.players)):
        if zones[air].cards:
            plot_twists.ground_flyers(ctx)
            break
    if reinforcements.on(ctx):
        reinforcements.turn_up_arrivals(ctx)
    missions.check_standing(ctx)
    if BATTLE_WINNER in state.data and ctx.campaign:
        intermission.begin(ctx)


TOPICS: tuple[Rule, ...] = (*turn.MOVES, *powers.MOVES, *attacks.MOVES, *multiplayer.MOVES, *leadership.MOVES,
                            *combat.MOVES, *recruit.MOVES, *windows.MOVES, *prizes.MOVES, *intermission.MOVES)
MOVES = tuple(_move(rule) for rule in sorted(TOPICS, key=lambda rule: ACTION_TYPES.index(rule.action)))
"""In the order of actions.py, so the legal actions keep their order."""

ZONE_CARDS = {**{name: (Character,) for name in IN_PLAY_ZONES}, "effects": (PlotTwist, Obstacle, SideMission),
              "battlesite": (Battlesite,), "collection": (Battlesite,), "prizes": (Prize,),
              "won": (Battlesite, Prize)}
"""What the rules read in each zone (an obstacle waits in the effects zone while it may be answered);
a card moved by hand where it does not belong is passed over."""

RULES = Rules("WildStorms", WildStormsContext, MOVES, texts.prompt, texts.status, steps=intermission.STEPS,
              settle=settle, zone_cards=ZONE_CARDS, listing=legal)

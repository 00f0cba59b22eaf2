"""Side missions in play: progress on a "progress" counter on the card, the
reward paid when the condition is met (then the card is discarded, unless it
can be met again)."""

from __future__ import annotations

from tabletop.carddb.model import CardDatabase
from tabletop.games.wildstorms.cards import SideMission
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.modifiers import style_matches
from tabletop.games.wildstorms.scoring import add_points, discard
from tabletop.games.wildstorms.table import zone


def missions_of(ctx: WildStormsContext, player: int) -> list[str]:
    """The player's side missions in effect (in their effects zone, not waiting to resolve).

    Read on the zone's own list: a side mission is one of the classes the rules expect there, so
    this is ``cards_in(player, "effects")`` narrowed to side missions, without its check of every card
    (settling asks this after every step).
    """
    found = [c for c in ctx.state.zones[zone(player, "effects")].cards if isinstance(ctx.card(c), SideMission)]
    if not found:
        return found
    waiting = ctx.pending_cards()
    return [c for c in found if ctx.controller(c) == player and c not in waiting]


def _victim_matches(ctx: WildStormsContext, mission: SideMission, victim: str, style: str) -> bool:
    condition = mission.condition
    card = ctx.card(victim)
    if condition.team and condition.team not in card.teams:
        return False
    if condition.label and condition.label not in card.labels:
        return False
    if condition.power and condition.power not in card.powers:
        return False
    if condition.style != "any":
        return bool(style) and style_matches(condition.style, style)
    return True


def _advance(ctx: WildStormsContext, player: int, mission_id: str, amount: int = 1) -> None:
    mission: SideMission = ctx.card(mission_id)
    progress = ctx.state.cards[mission_id].counters.get("progress", 0) + amount
    if progress < mission.condition.count:
        ctx.change.set_counter(mission_id, "progress", progress)
        return
    ctx.change.set_counter(mission_id, "progress", 0)
    ctx.note(f"Side mission {mission.name} is met")
    if not mission.repeatable:
        discard(ctx, mission_id)
    add_points(ctx, player, mission.reward, f"side mission {mission.name}")


def record(ctx: WildStormsContext, player: int, event: str, victim: str, style: str) -> None:
    """``player`` caused ``event`` (injure, ko, kill) to an opposing character."""
    for mission_id in missions_of(ctx, player):
        mission: SideMission = ctx.card(mission_id)
        if mission.condition.event == event and _victim_matches(ctx, mission, victim, style):
            _advance(ctx, player, mission_id)


def broken(ctx: WildStormsContext, player: int) -> None:
    """One of ``player``'s characters was K.O.'d: "survive" missions start over."""
    for mission_id in missions_of(ctx, player):
        if ctx.card(mission_id).condition.event == "survive_turns":
            ctx.change.set_counter(mission_id, "progress", 0)


def end_of_turn(ctx: WildStormsContext, player: int) -> None:
    """Another of ``player``'s turns went by: count it for "survive" missions."""
    for mission_id in missions_of(ctx, player):
        if ctx.card(mission_id).condition.event == "survive_turns":
            _advance(ctx, player, mission_id)


def _standing_kinds(db: CardDatabase) -> frozenset[str]:
    return frozenset(card_id for card_id, card in db.cards.items()
                     if isinstance(card, SideMission) and card.condition.event == "have_active")


def _standing_holders(ctx: WildStormsContext) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The players with a "have N active" mission card in their effects zone, with the zones read."""
    effects = tuple(zone(player, "effects") for player in ctx.seats)
    standing = ctx.db.derived("wildstorms.standing_missions", _standing_kinds)
    instances = ctx.state.cards
    zones = ctx.state.zones
    holders = tuple(player for player, place in zip(ctx.seats, effects, strict=True)
                    if any(instances[card].definition in standing for card in zones[place].cards))
    return holders, effects


STANDING = ("standing missions",)
"""The key of who holds a standing mission (``Context.in_places``)."""


def check_standing(ctx: WildStormsContext) -> None:
    """Missions met by the position itself (have N active characters).

    Settling asks this after every step: who holds such a mission at all is kept until a card enters or
    leaves an effects zone (``Context.in_places``), so most steps pass over them at a glance.
    """
    holders = ctx.state.readings.places.get(STANDING)  # asked after every step: the kept answer first
    if holders is None:
        holders = ctx.in_places(STANDING, _standing_holders, ctx)
    for player in holders:
        kept = ctx.state.readings.board.get(("standing met", player))
        if kept is None:
            kept = ctx.on_board(("standing met", player), _standing_met, ctx, player)
        waiting = None
        for mission_id, now in kept:
            if not now:
                continue  # not met (most of the time): no need to ask which are in effect
            if waiting is None:
                waiting = ctx.pending_cards()
            if mission_id not in waiting:
                _advance(ctx, player, mission_id, ctx.card(mission_id).condition.count)


def _standing_met(ctx: WildStormsContext, player: int) -> tuple[tuple[str, bool], ...]:
    """(mission, met) for each "have N active" side mission of ``player``'s in their effects zone, in its order
    (read from the board alone: whether it is in effect yet, not waiting to resolve, is read apart)."""
    found = []
    for mission_id in ctx.state.zones[zone(player, "effects")].cards:
        mission = ctx.card(mission_id)
        if (not isinstance(mission, SideMission) or mission.condition.event != "have_active"
                or ctx.controller(mission_id) != player):
            continue
        matching = 0
        for character in ctx.active_characters(player):
            if ctx.controller(character) == player and _victim_matches(ctx, mission, character, ""):
                matching += 1
        found.append((mission_id, matching >= mission.condition.count))
    return tuple(found)

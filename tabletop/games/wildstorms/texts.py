"""What the table says in WildStorms: the prompt for the deciding player and the status lines."""

from __future__ import annotations

from tabletop.engine.words import count as words_count
from tabletop.games.wildstorms import campaign, combat, recruit, reinforcements, turn
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.modifiers import attack_value, defense_value
from tabletop.games.wildstorms.table import PHASE_INTERMISSION, PHASE_RECRUIT, PHASE_SETUP

PROMPTS = {
    "battlesite": "{name}: choose the battlesite you bring (the second player's is used).",
    "mulligan": "{name}: your hand has no characters. Show it and redraw, or keep it.",
    "offer": "{name}: {giver} offers {card} to {character}. Accept or refuse it.",
    "prize": "{name}: choose the prize you bring (the first player's is fought for; the winner takes it).",
    "first": "{name}: you lost the last battle, so you choose who goes first in the next one.",
    "flight": "{name}: your characters with Flight may fly from your holding area to your staging area "
              "(30 points at most there): drag each one onto your staging area, then press Done.",
    "teamwork": "{name}: {active} has declared the attacks. Help one with teamwork, or pass.",
}
WINDOWS = {
    "step": "{name}: {active} has made a move. Play a plot twist, or pass.",
    "phase": "{name}: the {phase} phase is ending. Play a plot twist, or pass.",
    "card": "{name}: {twist} was just played. Answer it with a plot twist, or pass.",
}



def prompt(ctx: WildStormsContext) -> str:
    state = ctx.state
    winner = ctx.winner
    if winner is not None and ctx.campaign:
        return f"{state.players[winner].name} wins the campaign ({campaign.standings(ctx)})."
    if winner is not None:
        how = " (house rule: the battle stalled; the player ahead holds the battlesite)" if state.data.get("stalled") else ""
        side = ctx.team_of(winner)
        if len(side) > 1:
            names = " and ".join(state.players[p].name for p in side)
            return f"{names} control the battlesite with their pooled points and win{how}."
        return f"{state.players[winner].name} controls the battlesite and wins{how}."
    player = ctx.deciding_seat
    name = state.players[player].name
    decision = state.decision
    if decision is not None:
        kind = decision["kind"]
        if kind == "combat":
            return _combat_prompt(ctx, player)
        details = {"name": name, "phase": state.phase}
        if kind == "offer":
            offer = state.data["offer"]
            details.update(giver=ctx.seat_name(offer["player"]), card=ctx.name(offer["card"]),
                           character=ctx.name(ctx.bearer(offer["card"])))
        if kind == "teamwork":
            details.update(active=ctx.seat_name(state.active_player))
        if kind == "window":
            played = state.data.get("pending", ())
            details.update(active=ctx.seat_name(state.active_player),
                           twist=ctx.name(played[-1]["card"]) if played else "A card")
            return WINDOWS[decision["after"]].format(**details)
        return _intermission_header(ctx) + PROMPTS[kind].format(**details)
    return f"{name}: " + {
        "Draw": "draw your cards.",
        "Switch Ranks": "move characters between your ranks (or into the air), then go on to the Attack phase.",
        "Attack": _attack_prompt(ctx),
        "Recruit and Equip": (f"spend {words_count(recruit.points_left(ctx, player), 'recruit point', zero='')} on "
                              "characters and equipment, then go on.") if not reinforcements.on(ctx) else
                             "spend your recruit points on characters and equipment (each menu entry shows its cost; "
                             "what you recruit to the staging area stays face down), then go on.",
        "Discard": f"discard down to {turn.hand_size(ctx)} cards, or up to 3 by choice, then end the turn.",
    }.get(state.phase, "play.")

def _intermission_header(ctx: WildStormsContext) -> str:
    """Between two battles of a campaign: what happened and where the campaign stands."""
    last = ctx.state.data.get("last_battle")
    if not ctx.campaign or last is None or ctx.state.phase not in (PHASE_INTERMISSION, PHASE_SETUP):
        return ""
    winner = ctx.seat_name(last["winner"])
    site = f" and took {ctx.name(last['site'])} (+{last['value']})" if last["site"] else ""
    return f"InterMission after battle {last['battle']}: {winner} won it{site}. Campaign: {campaign.standings(ctx)}. "


def _last_battle(ctx: WildStormsContext) -> list[str]:
    """What the last battle brought each player, for the status panel between battles."""
    last = ctx.state.data.get("last_battle")
    if last is None:
        return []
    parts = []
    for player in ctx.seats:
        bonus = f" + {last['value']} {ctx.name(last['site'])}" if player == last["winner"] and last["site"] else ""
        parts.append(f"{ctx.seat_name(player)} +{last['earned'][player]}{bonus}")
    return [f"Battle {last['battle']} brought: " + "; ".join(parts)]


def _attack_prompt(ctx: WildStormsContext) -> str:
    if ctx.state.data.get("attack_stage") != "declare":
        return "every attack is fought; go on to the Recruit and Equip phase."
    count = len(ctx.state.data.get("attacks", ()))
    return (f"declare all your attacks (drag an attacker onto its target), then fight them "
            f"({count} declared).")

def _combat_prompt(ctx: WildStormsContext, player: int) -> str:
    record, attacker, defender = combat.fighters(ctx)
    cards = ctx.state.data["combat"]["cards"]
    attack = attack_value(ctx, attacker, defender, record["style"], combat_cards=cards,
                          helpers=record["helpers"], subterfuge=record["subterfuge"])
    defense = defense_value(ctx, defender, attacker, record["style"], combat_cards=cards)
    side = "attack" if ctx.controller(attacker) == player else "defense"
    return (f"{ctx.seat_name(player)}: {ctx.name(attacker)} attacks {ctx.name(defender)}. "
            f"{attack.text()} against {defense.text()}. Play an {side} card or pass.")

def status(ctx: WildStormsContext) -> list[str]:
    state = ctx.state
    if ctx.campaign:
        between = " (InterMission)" if state.phase == PHASE_INTERMISSION else ""
        head = [f"Campaign, battle {campaign.battle_number(ctx)}{between}: {campaign.standings(ctx)}"]
        if state.phase in (PHASE_SETUP, PHASE_INTERMISSION):
            return [*head, *_last_battle(ctx)]
    else:
        head = []
    if state.phase == PHASE_SETUP:
        return ["Setup: battlesites and opening hands"]
    lines = [*head, f"Turn {state.turn}: {state.players[state.active_player].name}", f"Phase: {state.phase}"]
    if state.phase == PHASE_RECRUIT and not reinforcements.on(ctx):
        player = state.active_player
        total, text = recruit.budget(ctx, player)
        lines.append(f"Recruit points left: {recruit.points_left(ctx, player)} of {text}")
    site = ctx.site()
    goal = ctx.goal()
    prize = ctx.state.zones["shared.prize"].cards if ctx.campaign else ()
    stake = f"; prize: {ctx.name(prize[0])}" if prize else ""
    lines.append((f"Battlesite: {ctx.name(site)} ({goal} to control)" if site else f"Goal: {goal} points") + stake)
    if ctx.obstacle():
        lines.append(f"Obstacle: {ctx.name(ctx.obstacle())}")
    if len(state.players) > 2:  # one line each for resources and pooled points: the panel stays short
        lines.append("Resources: " + ", ".join(f"{ctx.seat_name(p)} {len(ctx.cards_in(p, 'deck'))}"
                                               for p in ctx.seats))
        if state.data.get("teams"):
            lines.append(f"Pooled points (of {goal}): " + ", ".join(
                f"{' and '.join(ctx.seat_name(p) for p in team)} {sum(ctx.points(p) for p in team)}"
                for team in ctx.teams))
        return lines
    for player in ctx.seats:
        lines.append(f"{ctx.seat_name(player)}: {ctx.points(player)} of {goal} points, "
                     f"{len(ctx.cards_in(player, 'deck'))} cards in resources")
    return lines

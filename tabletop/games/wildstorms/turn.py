"""The order of play: setup decisions, the five phases, plot-twist windows for
the other player, the end of a turn and the no-progress end of a battle.

Setup: each player picks a battlesite, a hand without characters may be shown
and redrawn (twice at most), a random player goes first, and the second
player's battlesite is the one fought over.
"""

from __future__ import annotations

from tabletop.engine.game import IllegalAction
from tabletop.engine.transaction import Builder
from tabletop.games.wildstorms import effects, missions, plot_twists
from tabletop.games.wildstorms.table import (
    PHASE_ATTACK,
    PHASE_DISCARD,
    PHASE_DRAW,
    PHASE_RECRUIT,
    PHASE_SWITCH,
    SITE_ZONE,
    STAGING_LIMIT,
    Ctx,
    zone,
)

NO_PROGRESS_TURNS = 10  # house rule default: quiet turns in a row that end a stalled battle
NO_SITE_GOAL = 30
MAX_REDRAWS = 2
FREE_DISCARDS = 3


def hand_size(ctx: Ctx) -> int:
    return ctx.state.data.get("hand_size", 7)


def next_player(ctx: Ctx, player: int) -> int:
    return (player + 1) % len(ctx.state.players)


# -- setup -----------------------------------------------------------------------------------------
def _has_character(ctx: Ctx, player: int) -> bool:
    return any(ctx.is_character(c) for c in ctx.cards_in(player, "hand"))


def advance_setup(step: Builder, ctx: Ctx) -> None:
    """Ask the next setup question, or start the battle when none is left."""
    chosen = list(ctx.state.data["chosen_sites"])
    for player in ctx.players:
        if chosen[player] is None:
            sites = ctx.cards_in(player, "collection")
            if len(sites) > 1:
                step.set(("decision",), {"player": player, "kind": "battlesite"})
                return
            chosen[player] = sites[0] if sites else ""
            step.set_data("chosen_sites", chosen)
    redraws, kept = ctx.state.data["redraws"], ctx.state.data["kept"]
    for player in ctx.players:
        if not kept[player] and redraws[player] < MAX_REDRAWS and not _has_character(ctx, player):
            step.set(("decision",), {"player": player, "kind": "mulligan"})
            return
    _start_battle(step, ctx)


def choose_site(step: Builder, ctx: Ctx, player: int, site: str) -> None:
    chosen = list(ctx.state.data["chosen_sites"])
    chosen[player] = site
    step.set_data("chosen_sites", chosen)
    advance_setup(step, ctx)


def redraw(step: Builder, ctx: Ctx, player: int) -> None:
    hand = list(ctx.cards_in(player, "hand"))
    step.note(f"{ctx.player_name(player)} shows a hand without characters: "
              + ", ".join(ctx.name(c) for c in hand))
    for card in hand:
        step.move(card, zone(player, "deck"))
        step.set_card(card, "face_up", False)
    step.shuffle(zone(player, "deck"))
    effects.draw(step, ctx, player, hand_size(ctx))
    redraws = list(ctx.state.data["redraws"])
    redraws[player] += 1
    step.set_data("redraws", redraws)
    advance_setup(step, ctx)


def keep(step: Builder, ctx: Ctx, player: int) -> None:
    kept = list(ctx.state.data["kept"])
    kept[player] = True
    step.set_data("kept", kept)
    advance_setup(step, ctx)


def _start_battle(step: Builder, ctx: Ctx) -> None:
    first = step.random_below(len(ctx.state.players))
    second = next_player(ctx, first)
    chosen = ctx.state.data["chosen_sites"]
    site = chosen[second] or chosen[first]
    step.set(("active_player",), first)
    step.set_data("first", first)
    step.set(("decision",), None)
    step.set(("phase",), PHASE_DRAW)
    step.note(f"{ctx.player_name(first)} goes first")
    if site:
        step.move(site, SITE_ZONE)
        step.set_card(site, "face_up", True)
        goal = ctx.card(site).control_points
        step.set_data("goal", goal)
        step.note(f"The battle is fought over {ctx.name(site)}: {goal} points to control it")
    else:
        step.set_data("goal", NO_SITE_GOAL)
        step.note(f"No battlesite: the first player to {NO_SITE_GOAL} points wins")


# -- phases ---------------------------------------------------------------------------------------
def draw_phase(step: Builder, ctx: Ctx, player: int) -> None:
    """Fill the hand to 7 when it holds fewer than 8 cards, otherwise draw 1."""
    size = hand_size(ctx)
    held = len(ctx.cards_in(player, "hand"))
    wanted = size - held if held <= size else 1
    drawn = effects.draw(step, ctx, player, wanted)
    empty = " (the resources are empty)" if drawn < wanted else ""
    step.note(f"{ctx.player_name(player)} had {held} cards and draws {drawn}{empty}")
    step.set(("phase",), PHASE_SWITCH)


def next_phase_problem(ctx: Ctx, player: int) -> str | None:
    phase = ctx.state.phase
    if phase == PHASE_ATTACK and ctx.state.data.get("attacks"):
        if ctx.state.data.get("attack_stage") == "declare":
            return "Resolve the declared attacks first (Done declaring)."
    if phase == PHASE_RECRUIT and ctx.staging_points(player) > STAGING_LIMIT:
        return (f"Your staging area holds {ctx.staging_points(player)} points; empty it down to "
                f"{STAGING_LIMIT} or less before the phase ends.")
    if phase == PHASE_DISCARD and len(ctx.cards_in(player, "hand")) > hand_size(ctx):
        return f"Discard down to {hand_size(ctx)} cards first (you hold {len(ctx.cards_in(player, 'hand'))})."
    if phase == PHASE_DRAW:
        return "Draw first."
    return None


FOLLOWING = {PHASE_SWITCH: PHASE_ATTACK, PHASE_ATTACK: PHASE_RECRUIT, PHASE_RECRUIT: PHASE_DISCARD,
             PHASE_DISCARD: "end"}


def next_phase(step: Builder, ctx: Ctx, player: int) -> None:
    then = FOLLOWING[ctx.state.phase]
    if ctx.state.phase == PHASE_ATTACK:
        enter(step, ctx, then)
        return
    waiting = tuple(p for p in _turn_order(ctx, player) if may_play_twists(ctx, p))
    if waiting:
        step.set_data("window", {"then": then, "players": waiting[1:]})
        step.set(("decision",), {"player": waiting[0], "kind": "window"})
        step.note(f"{ctx.player_name(waiting[0])} may play plot twists before the {ctx.state.phase} phase ends")
    else:
        enter(step, ctx, then)


def _turn_order(ctx: Ctx, player: int) -> list[int]:
    order, current = [], next_player(ctx, player)
    while current != player:
        order.append(current)
        current = next_player(ctx, current)
    return order


def may_play_twists(ctx: Ctx, player: int) -> bool:
    """Whether to offer ``player`` a window (always, when auto-pass is off)."""
    if not ctx.state.data.get("auto_pass", True):
        return True
    for card_id in ctx.cards_in(player, "hand"):
        if ctx.card(card_id).type in plot_twists.CARD_TYPES and next(plot_twists.targets(ctx, player, card_id), None):
            return True
    return False


def close_window(step: Builder, ctx: Ctx) -> None:
    window = ctx.state.data["window"]
    rest = tuple(p for p in window["players"] if may_play_twists(ctx, p))
    if rest:
        step.set_data("window", {"then": window["then"], "players": rest[1:]})
        step.set(("decision",), {"player": rest[0], "kind": "window"})
        return
    step.delete(("data", "window"))
    step.set(("decision",), None)
    enter(step, ctx, window["then"])


def enter(step: Builder, ctx: Ctx, phase: str) -> None:
    if phase == "end":
        end_turn(step, ctx)
        return
    step.set(("phase",), phase)
    if phase == PHASE_ATTACK:
        step.set_data("attack_stage", "declare")
        step.set_data("attacks", ())
    elif phase == PHASE_RECRUIT:
        step.set_data("spent", 0)
        step.set_data("staging_moved", False)
    elif phase == PHASE_DISCARD:
        held = len(ctx.cards_in(ctx.state.active_player, "hand"))
        step.set_data("discarded", 0)
        step.set_data("free_discards", FREE_DISCARDS if held <= hand_size(ctx) else 0)


def discard_problem(ctx: Ctx, player: int, card_id: str) -> str | None:
    if ctx.place(card_id) != "hand" or ctx.owner(card_id) != player:
        return "Discard from your own hand."
    if len(ctx.cards_in(player, "hand")) > hand_size(ctx):
        return None
    if ctx.state.data.get("discarded", 0) >= ctx.state.data.get("free_discards", 0):
        free = ctx.state.data.get("free_discards", 0)
        return f"You may discard up to {free} cards by choice this phase." if free else \
            f"You are down to {hand_size(ctx)} cards; no more discards are required."
    return None


def end_turn(step: Builder, ctx: Ctx) -> None:
    """Effects end, missions count the turn, the next player's turn starts."""
    player = ctx.state.active_player
    effects.end_of_turn(step, ctx, player)
    missions.end_of_turn(step, ctx, player)
    quiet = 0 if ctx.state.data.get("progress") else ctx.state.data.get("quiet_turns", 0) + 1
    step.set_data("quiet_turns", quiet)
    step.set_data("progress", False)
    if ctx.winner() is not None:
        return
    stall_turns = ctx.state.data.get("stall_turns", NO_PROGRESS_TURNS)  # 0: the printed rules, no end
    if stall_turns and quiet >= stall_turns:
        decide_by_standing(step, ctx, stall_turns)
        return
    following = next_player(ctx, player)
    step.set(("active_player",), following)
    step.set(("turn",), ctx.state.turn + 1)
    step.set(("phase",), PHASE_DRAW)
    for key in ("acted", "attacks", "attack_stage", "spent", "staging_moved", "discarded", "free_discards"):
        step.delete(("data", key))
    effects.start_of_turn(step, ctx, following)
    step.note(f"Turn {ctx.state.turn}: {ctx.player_name(following)}")


def standing(ctx: Ctx, player: int) -> tuple[int, int]:
    """Battle points, then the points of active characters at the battlesite."""
    return ctx.points(player), sum(ctx.worth(c)[0] for c in ctx.active_characters(player))


def decide_by_standing(step: Builder, ctx: Ctx, quiet_turns: int) -> None:
    """No-progress end (a house rule, on by default): the player ahead keeps the battlesite."""
    site = ctx.site()
    holder = ctx.owner(site) if site else next_player(ctx, ctx.state.data.get("first", 0))
    best = max(ctx.players, key=lambda p: (*standing(ctx, p), p == holder))
    step.note(f"{quiet_turns} turns without an injury, a healing, a point or a new character "
              "at the battlesite: the battle has stalled")
    step.note("Standing (points, active characters' points): " + "; ".join(
        f"{ctx.player_name(p)} {standing(ctx, p)[0]}, {standing(ctx, p)[1]}" for p in ctx.players))
    step.set_data("winner", best)
    step.set_data("stalled", True)
    step.note(f"{ctx.player_name(best)} holds the battlesite and wins the battle")


def require(reason: str | None) -> None:
    if reason:
        raise IllegalAction(reason)

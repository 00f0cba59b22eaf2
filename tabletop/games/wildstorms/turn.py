"""The order of play: setup decisions, the five phases, plot-twist windows for
the other player, the end of a turn and the no-progress end of a battle.

Setup: each player picks a battlesite, a hand without characters may be shown
and redrawn (twice at most), a random player goes first, and the second
player's battlesite is the one fought over.
"""

from __future__ import annotations

from tabletop.engine.actions import IllegalAction
from tabletop.engine.rules import queue
from tabletop.engine.words import count as words_count
from tabletop.games.wildstorms import effects, missions, plot_twists
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.table import (
    PHASE_ATTACK,
    PHASE_DISCARD,
    PHASE_DRAW,
    PHASE_RECRUIT,
    PHASE_SWITCH,
    SITE_ZONE,
    STAGING_LIMIT,
    zone,
)

NO_PROGRESS_TURNS = 10  # house rule default: quiet turns in a row that end a stalled battle
NO_SITE_GOAL = 30
MAX_REDRAWS = 2
FREE_DISCARDS = 3


def hand_size(ctx: WildStormsContext) -> int:
    return ctx.state.data.get("hand_size", 7)


def next_player(ctx: WildStormsContext, player: int) -> int:
    return (player + 1) % len(ctx.state.players)


# -- setup -----------------------------------------------------------------------------------------
def _has_character(ctx: WildStormsContext, player: int) -> bool:
    return any(ctx.is_character(c) for c in ctx.cards_in(player, "hand"))


def advance_setup(ctx: WildStormsContext) -> None:
    """Ask the next setup question, or start the battle when none is left."""
    chosen = list(ctx.state.data["chosen_sites"])
    for player in ctx.seats:
        if chosen[player] is None:
            sites = ctx.cards_in(player, "collection")
            if len(sites) > 1:
                queue.ask(ctx, player, "battlesite")
                return
            chosen[player] = sites[0] if sites else ""
            ctx.change.set_data("chosen_sites", chosen)
    redraws, kept = ctx.state.data["redraws"], ctx.state.data["kept"]
    for player in ctx.seats:
        if not kept[player] and redraws[player] < MAX_REDRAWS and not _has_character(ctx, player):
            queue.ask(ctx, player, "mulligan")
            return
    _start_battle(ctx)


def choose_site(ctx: WildStormsContext, player: int, site: str) -> None:
    chosen = list(ctx.state.data["chosen_sites"])
    chosen[player] = site
    ctx.change.set_data("chosen_sites", chosen)
    advance_setup(ctx)


def redraw(ctx: WildStormsContext, player: int) -> None:
    hand = list(ctx.cards_in(player, "hand"))
    ctx.note(f"{ctx.seat_name(player)} shows a hand without characters: "
              + ", ".join(ctx.name(c) for c in hand))
    for card in hand:
        ctx.change.move(card, zone(player, "deck"))
        ctx.change.set_card(card, "face_up", False)
    ctx.change.shuffle(zone(player, "deck"))
    effects.draw(ctx, player, hand_size(ctx))
    redraws = list(ctx.state.data["redraws"])
    redraws[player] += 1
    ctx.change.set_data("redraws", redraws)
    advance_setup(ctx)


def keep(ctx: WildStormsContext, player: int) -> None:
    kept = list(ctx.state.data["kept"])
    kept[player] = True
    ctx.change.set_data("kept", kept)
    advance_setup(ctx)


def _start_battle(ctx: WildStormsContext) -> None:
    first = ctx.change.random_below(len(ctx.state.players))
    second = next_player(ctx, first)
    chosen = ctx.state.data["chosen_sites"]
    site = chosen[second] or chosen[first]
    ctx.change.set(("active_player",), first)
    ctx.change.set_data("first", first)
    queue.clear_decision(ctx)
    ctx.change.set(("phase",), PHASE_DRAW)
    ctx.note(f"{ctx.seat_name(first)} goes first")
    if site:
        ctx.change.move(site, SITE_ZONE)
        ctx.change.set_card(site, "face_up", True)
        goal = ctx.card(site).control_points
        ctx.change.set_data("goal", goal)
        ctx.note(f"The battle is fought over {ctx.name(site)}: {goal} points to control it")
    else:
        ctx.change.set_data("goal", NO_SITE_GOAL)
        ctx.note(f"No battlesite: the first player to {NO_SITE_GOAL} points wins")


# -- phases ---------------------------------------------------------------------------------------
def draw_phase(ctx: WildStormsContext, player: int) -> None:
    """Fill the hand to 7 when it holds fewer than 8 cards, otherwise draw 1."""
    size = hand_size(ctx)
    held = len(ctx.cards_in(player, "hand"))
    wanted = size - held if held <= size else 1
    drawn = effects.draw(ctx, player, wanted)
    empty = " (the resources are empty)" if drawn < wanted else ""
    ctx.note(f"{ctx.seat_name(player)} had {words_count(held, 'card', zero='')} and draws {drawn}{empty}")
    ctx.change.set(("phase",), PHASE_SWITCH)


def next_phase_problem(ctx: WildStormsContext, player: int) -> str | None:
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


def next_phase(ctx: WildStormsContext, player: int) -> None:
    then = FOLLOWING[ctx.state.phase]
    if ctx.state.phase == PHASE_ATTACK:
        enter(ctx, then)
        return
    waiting = tuple(p for p in _turn_order(ctx, player) if may_play_twists(ctx, p))
    if waiting:
        ctx.change.set_data("window", {"then": then, "players": waiting[1:]})
        queue.ask(ctx, waiting[0], "window")
        ctx.note(f"{ctx.seat_name(waiting[0])} may play plot twists before the {ctx.state.phase} phase ends")
    else:
        enter(ctx, then)


def _turn_order(ctx: WildStormsContext, player: int) -> list[int]:
    order, current = [], next_player(ctx, player)
    while current != player:
        order.append(current)
        current = next_player(ctx, current)
    return order


def may_play_twists(ctx: WildStormsContext, player: int) -> bool:
    """Whether to offer ``player`` a window (always, when auto-pass is off)."""
    if not ctx.state.data.get("auto_pass", True):
        return True
    for card_id in ctx.cards_in(player, "hand"):
        if ctx.card(card_id).type in plot_twists.CARD_TYPES and next(plot_twists.targets(ctx, player, card_id), None):
            return True
    return False


def close_window(ctx: WildStormsContext) -> None:
    window = ctx.state.data["window"]
    rest = tuple(p for p in window["players"] if may_play_twists(ctx, p))
    if rest:
        ctx.change.set_data("window", {"then": window["then"], "players": rest[1:]})
        queue.ask(ctx, rest[0], "window")
        return
    ctx.change.delete(("data", "window"))
    queue.clear_decision(ctx)
    enter(ctx, window["then"])


def enter(ctx: WildStormsContext, phase: str) -> None:
    if phase == "end":
        end_turn(ctx)
        return
    ctx.change.set(("phase",), phase)
    if phase == PHASE_ATTACK:
        ctx.change.set_data("attack_stage", "declare")
        ctx.change.set_data("attacks", ())
    elif phase == PHASE_RECRUIT:
        ctx.change.set_data("spent", 0)
        ctx.change.set_data("staging_moved", False)
    elif phase == PHASE_DISCARD:
        held = len(ctx.cards_in(ctx.state.active_player, "hand"))
        ctx.change.set_data("discarded", 0)
        ctx.change.set_data("free_discards", FREE_DISCARDS if held <= hand_size(ctx) else 0)


def discard_problem(ctx: WildStormsContext, player: int, card_id: str) -> str | None:
    if ctx.place(card_id) != "hand" or ctx.owner(card_id) != player:
        return "Discard from your own hand."
    if len(ctx.cards_in(player, "hand")) > hand_size(ctx):
        return None
    if ctx.state.data.get("discarded", 0) >= ctx.state.data.get("free_discards", 0):
        free = ctx.state.data.get("free_discards", 0)
        return f"You may discard up to {free} cards by choice this phase." if free else \
            f"You are down to {hand_size(ctx)} cards; no more discards are required."
    return None


def end_turn(ctx: WildStormsContext) -> None:
    """Effects end, missions count the turn, the next player's turn starts."""
    player = ctx.state.active_player
    effects.end_of_turn(ctx, player)
    missions.end_of_turn(ctx, player)
    quiet = 0 if ctx.state.data.get("progress") else ctx.state.data.get("quiet_turns", 0) + 1
    ctx.change.set_data("quiet_turns", quiet)
    ctx.change.set_data("progress", False)
    if ctx.winner is not None:
        return
    stall_turns = ctx.state.data.get("stall_turns", NO_PROGRESS_TURNS)  # 0: the printed rules, no end
    if stall_turns and quiet >= stall_turns:
        decide_by_standing(ctx, stall_turns)
        return
    following = next_player(ctx, player)
    ctx.change.set(("active_player",), following)
    ctx.change.set(("turn",), ctx.state.turn + 1)
    ctx.change.set(("phase",), PHASE_DRAW)
    for key in ("acted", "attacks", "attack_stage", "spent", "staging_moved", "discarded", "free_discards"):
        ctx.change.delete(("data", key))
    effects.start_of_turn(ctx, following)
    ctx.note(f"Turn {ctx.state.turn}: {ctx.seat_name(following)}")


def standing(ctx: WildStormsContext, player: int) -> tuple[int, int]:
    """Battle points, then the points of active characters at the battlesite."""
    return ctx.points(player), sum(ctx.worth(c)[0] for c in ctx.active_characters(player))


def decide_by_standing(ctx: WildStormsContext, quiet_turns: int) -> None:
    """No-progress end (a house rule, on by default): the player ahead keeps the battlesite."""
    site = ctx.site()
    holder = ctx.owner(site) if site else next_player(ctx, ctx.state.data.get("first", 0))
    best = max(ctx.seats, key=lambda p: (*standing(ctx, p), p == holder))
    ctx.note(f"{quiet_turns} turns without an injury, a healing, a point or a new character "
              "at the battlesite: the battle has stalled")
    ctx.note("Standing (points, active characters' points): " + "; ".join(
        f"{ctx.seat_name(p)} {standing(ctx, p)[0]}, {standing(ctx, p)[1]}" for p in ctx.seats))
    ctx.change.set_data("winner", best)
    ctx.change.set_data("stalled", True)
    ctx.note(f"{ctx.seat_name(best)} holds the battlesite and wins the battle")


def require(reason: str | None) -> None:
    if reason:
        raise IllegalAction(reason)

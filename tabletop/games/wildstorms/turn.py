"""The order of play: setup decisions, the five phases, the end of a turn and
the stalled-battle house rule (off unless chosen). Rounds of plot twists
between steps are windows.py.

Setup: each player picks a battlesite, a hand without characters may be shown
and redrawn (twice at most), a random player goes first, and the second
player's battlesite is the one fought over.
"""

from __future__ import annotations

from tabletop.engine.actions import IllegalAction
from tabletop.engine.rules import queue
from tabletop.engine.words import count as words_count
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import (
    attacks,
    campaign,
    effects,
    missions,
    powers,
    prizes,
    scoring,
    teams,
)
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.moves import Rule, decision_problem, free_problem, pile_problem, seat
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

NO_PROGRESS_TURNS = 10  # the house rule, when chosen: quiet turns in a row that end a stalled battle
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
    """Ask the next setup question, or start the battle when none is left.

    Battlesites (and in a campaign prizes) first, then hands without characters,
    then (in a campaign, after the first battle) the loser of the last battle
    says who goes first."""
    chosen = list(ctx.state.data["chosen_sites"])
    for player in ctx.seats:
        if chosen[player] is None:
            sites = campaign.site_choices(ctx, player)
            if len(sites) > 1:
                queue.ask(ctx, player, "battlesite")
                return
            chosen[player] = sites[0] if sites else ""
            ctx.change.set_data("chosen_sites", chosen)
    if ctx.campaign and campaign.advance_prizes(ctx):
        return
    redraws, kept = ctx.state.data["redraws"], ctx.state.data["kept"]
    for player in ctx.seats:
        if not kept[player] and redraws[player] < MAX_REDRAWS and not _has_character(ctx, player):
            queue.ask(ctx, player, "mulligan")
            return
    if ctx.campaign and campaign.first_asked(ctx):
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


def choose_prize(ctx: WildStormsContext, player: int, prize: str) -> None:
    chosen = list(ctx.state.data["chosen_prizes"])
    chosen[player] = prize
    ctx.change.set_data("chosen_prizes", chosen)
    advance_setup(ctx)


def choose_first(ctx: WildStormsContext, player: int, first: int) -> None:
    ctx.change.set_data("first_choice", first)
    ctx.note(f"{ctx.seat_name(player)} lost the last battle and chooses {ctx.seat_name(first)} to go first")
    advance_setup(ctx)


def _start_battle(ctx: WildStormsContext) -> None:
    chosen_first = campaign.first_player(ctx) if ctx.campaign else None
    first = ctx.change.random_below(len(ctx.state.players)) if chosen_first is None else chosen_first
    second = next_player(ctx, first)
    chosen = ctx.state.data["chosen_sites"]
    site = chosen[second] or chosen[first]
    ctx.change.set(("active_player",), first)
    ctx.change.set_data("first", first)
    queue.clear_decision(ctx)
    ctx.change.set(("phase",), PHASE_DRAW)
    ctx.note(f"{ctx.seat_name(first)} goes first")
    if ctx.campaign:
        ctx.change.delete(("data", "first_choice"))
        ctx.note(f"Battle {campaign.battle_number(ctx)} of the campaign begins ({campaign.standings(ctx)})")
    if site:
        ctx.change.move(site, SITE_ZONE)
        ctx.change.set_card(site, "face_up", True)
        goal = ctx.card(site).control_points
        raised = teams.raised_goal(ctx, goal)
        ctx.change.set_data("goal", raised)
        ctx.note(f"The battle is fought over {ctx.name(site)}: {goal} points to control it")
        if raised != goal:
            ctx.note(f"Team game: {raised} points, pooled by partners, control it "
                     f"({goal} + half of {goal}, rounded down, for each player over two)")
    else:
        goal = ctx.state.data.get("goal", NO_SITE_GOAL)
        ctx.note(f"No battlesite: the first player to {goal} points wins")
    if ctx.campaign:
        campaign.place_prize(ctx, first)


# -- phases ---------------------------------------------------------------------------------------
def draw_phase(ctx: WildStormsContext, player: int) -> None:
    """Fill the hand to 7 when it holds fewer than 8 cards, otherwise draw 1."""
    size = hand_size(ctx)
    held = len(ctx.cards_in(player, "hand"))
    wanted = size - held if held <= size else 1
    drawn = effects.draw(ctx, player, wanted)
    empty = " (the resources are empty)" if drawn < wanted else ""
    ctx.note(f"{ctx.seat_name(player)} had {words_count(held, 'card', zero='')} and draws {drawn}{empty}")
    if attacks.is_multiplayer(ctx):
        attacks.place_markers(ctx, player)
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


def discarding(ctx: WildStormsContext, player: int) -> bool:
    """Whether ``player`` may discard a card of their own hand now (in the Discard phase): the part of
    :func:`discard_problem` that is the same for every card."""
    if len(ctx.cards_in(player, "hand")) > hand_size(ctx):
        return True
    return ctx.state.data.get("discarded", 0) < ctx.state.data.get("free_discards", 0)


def discard_problem(ctx: WildStormsContext, player: int, card_id: str) -> str | None:
    if not ctx.in_own_hand(card_id, player):
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
    if ctx.campaign:
        prizes.end_of_turn(ctx, player)
    if ctx.option("limited_magick", "off") == "on":
        powers.wear_magick(ctx, player)
    missions.end_of_turn(ctx, player)
    quiet = 0 if ctx.state.data.get("progress") else ctx.state.data.get("quiet_turns", 0) + 1
    ctx.change.set_data("quiet_turns", quiet)
    ctx.change.set_data("progress", False)
    if ctx.battle_over:
        return
    stall_turns = ctx.state.data.get("stall_turns", 0)  # 0: the printed rules, no end
    if stall_turns and quiet >= stall_turns:
        decide_by_standing(ctx, stall_turns)
        return
    following = next_player(ctx, player)
    ctx.change.set(("active_player",), following)
    ctx.change.set(("turn",), ctx.state.turn + 1)
    ctx.change.set(("phase",), PHASE_DRAW)
    for key in ("acted", "attacks", "attack_stage", "spent", "staging_moved", "discarded", "free_discards",
                "deals_changed"):
        ctx.change.delete(("data", key))
    effects.start_of_turn(ctx, following)
    ctx.note(f"Turn {ctx.state.turn}: {ctx.seat_name(following)}")


def standing(ctx: WildStormsContext, player: int) -> tuple[int, int]:
    """Battle points, then the points of active characters at the battlesite (partners pooled)."""
    side = ctx.team_of(player)
    return (scoring.team_points(ctx, player),
            sum(ctx.worth(c)[0] for p in side for c in ctx.active_characters(p)))


def decide_by_standing(ctx: WildStormsContext, quiet_turns: int) -> None:
    """No-progress end (a house rule, off unless chosen): the player ahead keeps the battlesite."""
    site = ctx.site()
    holder = ctx.owner(site) if site else next_player(ctx, ctx.state.data.get("first", 0))
    best = max(ctx.seats, key=lambda p: (*standing(ctx, p), p == holder))
    ctx.note(f"House rule: {quiet_turns} turns without an injury, a healing, a point or a new character "
              "at the battlesite: the battle has stalled")
    ctx.note("Standing (points, active characters' points): " + "; ".join(
        f"{ctx.seat_name(p)} {standing(ctx, p)[0]}, {standing(ctx, p)[1]}" for p in ctx.seats))
    ctx.change.set_data("stalled", True)
    scoring.win_battle(ctx, best, "holds the battlesite and wins the battle")


def require(reason: str | None) -> None:
    if reason:
        raise IllegalAction(reason)


# -- the moves -----------------------------------------------------------------------------------
def _discard_card(ctx: WildStormsContext, action: A.DiscardCard) -> None:
    scoring.discard(ctx, action.card)
    ctx.change.set_data("discarded", ctx.state.data.get("discarded", 0) + 1)


def _choose_site_problem(ctx: WildStormsContext, player: int, action: A.ChooseBattlesite) -> str | None:
    return decision_problem(ctx, player, "battlesite") or (
        None if action.card in campaign.site_choices(ctx, player) else
        "Choose one of your own battlesites (in a campaign, one not fought over before while you have one).")


def _choose_prize_problem(ctx: WildStormsContext, player: int, action: A.ChoosePrize) -> str | None:
    return decision_problem(ctx, player, "prize") or (
        None if action.card in campaign.prize_choices(ctx, player) else
        "Choose one of your own prizes (one not won before while you have one).")


def _choose_first_problem(ctx: WildStormsContext, player: int, action: A.ChooseFirst) -> str | None:
    return decision_problem(ctx, player, "first") or (None if action.seat in ctx.seats else "Choose a player.")


MOVES = (
    Rule(A.ChooseBattlesite, _choose_site_problem, lambda c, a: choose_site(c, seat(c), a.card),
         ("battlesite",), answerable=False),
    Rule(A.ChoosePrize, _choose_prize_problem, lambda c, a: choose_prize(c, seat(c), a.card),
         ("prize",), answerable=False),
    Rule(A.ChooseFirst, _choose_first_problem, lambda c, a: choose_first(c, seat(c), a.seat),
         ("first",), answerable=False),
    Rule(A.Redraw, lambda c, p, a: decision_problem(c, p, "mulligan"), lambda c, a: redraw(c, seat(c)),
         ("mulligan",), answerable=False),
    Rule(A.KeepHand, lambda c, p, a: decision_problem(c, p, "mulligan"), lambda c, a: keep(c, seat(c)),
         ("mulligan",), answerable=False),
    Rule(A.DrawCards, lambda c, p, a: free_problem(c, PHASE_DRAW), lambda c, a: draw_phase(c, seat(c)),
         answerable=False),
    Rule(A.DiscardCard, lambda c, p, a: free_problem(c, PHASE_DISCARD) or discard_problem(c, p, a.card)
         or pile_problem(c, a.card, a.pile), _discard_card),
)

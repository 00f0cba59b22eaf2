"""Listing the legal moves of the deciding player at the current moment.

Candidates come from the same ``*_problem`` checks the moves use, so every
listed move is accepted and every refused one is unlisted. Each Move of
rules.py offers the listed actions of its type (the listing is worked out
once per reading context).
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.engine.actions import Action
from tabletop.engine.state import ATTACHED, MARK
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import (
    attacks,
    campaign,
    combat,
    intermission,
    leadership,
    multiplayer,
    powers,
    prizes,
    recruit,
    turn,
    windows,
)
from tabletop.games.wildstorms.cards import Character, Enhancement, Equipment
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.table import (
    PHASE_ATTACK,
    PHASE_DISCARD,
    PHASE_DRAW,
    PHASE_RECRUIT,
    PHASE_SWITCH,
    zone,
)

DRAW, NEXT, DONE_DECLARING = A.DrawCards(), A.NextPhase(), A.DoneDeclaring()
DONE_FLYING, REDRAW, KEEP = A.DoneFlying(), A.Redraw(), A.KeepHand()
PASS_COMBAT, PASS_WINDOW, PASS_TEAMWORK, STAGING_IN = A.PassCombat(), A.PassWindow(), A.PassTeamwork(), A.MoveStagingIn()
"""The moves without a field, listed as these very values (a listing builds none of them again)."""


def legal(ctx: WildStormsContext) -> list[Action]:
    """The legal moves of the seat deciding, each type's in its order (``Rules.listing``: the engine orders
    the types and keeps the legal actions with the position's reading context)."""
    return _moves(ctx, ctx.deciding_seat)


def listed(ctx: WildStormsContext, kind: type) -> list[Action]:
    """The legal moves of one type for the seat deciding (a Move's ``options``; the engine itself takes
    the whole listing at once)."""
    return [action for action in _moves(ctx, ctx.deciding_seat) if type(action) is kind]


def _moves(ctx: WildStormsContext, player: int) -> list[Action]:
    """Every legal move of ``player`` now, in the order of the moves' lists."""
    decision = ctx.state.decision
    if decision is not None:
        kind = decision["kind"]
        if kind == "window":  # the commonest question (a round of answers after each step): at once
            found = windows.twists(ctx)
            found = [*found, PASS_WINDOW] if found else [PASS_WINDOW]
            if leadership.deals_allowed(ctx):
                found.extend(leadership.changes(ctx, player))
            return found
        return list(_answers(ctx, player, kind))
    phase = ctx.state.phase
    if phase == PHASE_DRAW:
        return [DRAW]
    if phase == PHASE_ATTACK and ctx.state.data.get("attack_stage") != "declare":
        return [NEXT]
    # in the order of the moves' lists (``ACTION_TYPES``), so that the engine need not sort them
    found: list[Action] = _prize_moves(ctx, player) if ctx.campaign else []
    attack = phase == PHASE_ATTACK
    done = attack and attacks.declared(ctx)
    if not done and turn.next_phase_problem(ctx, player) is None:
        found.append(NEXT)
    if phase == PHASE_SWITCH:
        for character in ctx.battle_characters(player):
            found.extend(_rank_switches(ctx, player, character))
    elif phase == PHASE_DISCARD and turn.discarding(ctx, player):
        discard = zone(player, "discard")
        for card in ctx.own_hand(player):  # turn.discard_problem, once for the whole hand
            found.append(A.DiscardCard(card, discard))
    found.extend(_forgo_moves(ctx, player, phase))
    if attack:
        found.extend(_declarations(ctx, player))
        if done:
            found.append(DONE_DECLARING)
    found.extend(leadership.changes(ctx, player))
    if phase == PHASE_RECRUIT:
        found.extend(_recruit_moves(ctx, player))
    if not attack:
        found.extend(windows.twists(ctx))
    return found


def _answers(ctx: WildStormsContext, player: int, kind: str) -> Iterator[Action]:
    if kind == "battlesite":
        yield from (A.ChooseBattlesite(card) for card in campaign.site_choices(ctx, player))
    elif kind == "prize":
        yield from (A.ChoosePrize(card) for card in campaign.prize_choices(ctx, player))
    elif kind == "first":
        yield from (A.ChooseFirst(seat) for seat in ctx.seats)
    elif kind == intermission.FLIGHT:
        yield from (A.FlyToStaging(card, zone(player, "staging")) for card in intermission.flyers(ctx, player))
        yield DONE_FLYING
    elif kind == "mulligan":
        yield REDRAW
        yield KEEP
    elif kind == "combat":
        for card, bearer, option, _ in combat.plays(ctx, player):
            yield A.PlayCombatCard(card, bearer, option)
        yield PASS_COMBAT
    elif kind == "offer":
        yield A.AnswerOffer(True)
        yield A.AnswerOffer(False)
    elif kind == "window":
        yield from windows.twists(ctx)
        yield PASS_WINDOW
    elif kind == multiplayer.TEAMWORK:
        yield from multiplayer.helps(ctx, player)
        yield PASS_TEAMWORK
    if kind in leadership.ASKED_KINDS:
        yield from leadership.changes(ctx, player)


def _rank_switches(ctx: WildStormsContext, player: int, character: str) -> tuple[A.SwitchRank, ...]:
    """The rank switches ``player`` may make with a character at the battlesite (``powers.rank_moves``): read
    from the character itself, the cards on it and what the battlesite blocks (its Flight), with its Magick
    choice; kept while those stay (``Context.in_places``: the same values), as the Switch Ranks phase lists
    them again after every switch of another character."""
    choice = ctx.state.data.get("magick", ab.NO_CHOICES).get(character)
    readings = ctx.state.readings
    key = ("rank switches", character, player)
    kept = readings.places.get(key)
    if kept is None or kept[0] is not choice:
        kept = (choice, tuple(A.SwitchRank(character, to_zone) for to_zone in powers.rank_moves(ctx, player, character)))
        readings.keep_in_places(key, kept, (MARK + character, ATTACHED + character, *ctx.blocked_places()))
    return kept[1]


def _declarations(ctx: WildStormsContext, player: int) -> Iterator[Action]:
    yield from attacks.candidates(ctx, player)
    yield from multiplayer.helps(ctx, player)


FORGOING_POWERS = ("Teleportation", "Rage")
FORGOING = (*FORGOING_POWERS, "Magick")
"""The powers and the skill used instead of an attack (besides named abilities)."""


def _forgo_moves(ctx: WildStormsContext, player: int, phase: str) -> list[Action]:
    """Magick, Teleportation, Rage and named abilities of the player's characters (the teleports first, then
    the Magick uses, the Rages and the abilities: the order of the moves' lists)."""
    counters_of = ctx.state.cards
    copying = ctx.state.data.get("magick") or {}
    teleports: list[Action] = []
    magick: list[Action] = []
    rages: list[Action] = []
    for character in ctx.active_characters(player) if copying else _forgoers(ctx, player):
        names = ab.possible_names(ctx, character)
        copies = character in copying
        if not copies and names.isdisjoint(FORGOING):
            continue  # nothing that could teleport, rage or use Magick (ab.might_have is False)
        done = attacks.acted(ctx, character)
        if done not in (None, "magick"):
            continue
        instance = counters_of[character]
        if instance.controller != player:
            continue  # an active character of another's (possessed): powers.forgo_problem refuses every use
        # the full reading of powers and skills only for a character that could have these
        usable = ab.powers(ctx, character) if copies or not names.isdisjoint(FORGOING_POWERS) else frozenset()
        counters = instance.counters
        # each check below is asked only where what it needs holds (a teleport not used yet, an attack not used
        # at all for Magick and Rage, which refuse one used for Magick too): the same moves, fewer refusals worded.
        # For an active character of the player's with these powers usable, powers.teleporter_problem and
        # powers.rage_problem ask nothing more (ab.has_power is True, forgo_problem passes)
        if "Teleportation" in usable and not counters.get("teleported"):
            for to_zone in (zone(player, "front"), zone(player, "rear"), zone(player, "staging")):
                if to_zone != instance.location:  # powers.teleport_place_problem
                    teleports.append(A.Teleport(character, to_zone))
        if done is None and (copies or "Magick" in names) and ab.skills(ctx, character).get("Magick"):
            for mode, value in powers.magick_options(ctx, player, character):
                magick.append(A.UseMagick(character, mode, value))
        if done is None and "Rage" in usable and phase in (PHASE_SWITCH, PHASE_ATTACK) and not counters.get("rage"):
            rages.append(A.ActivateRage(character))
    found = teleports + magick + rages if teleports or magick or rages else teleports
    for card, ability, target, _ in powers.ability_uses(ctx, player, False):
        found.append(A.UseAbility(card, ability, target))
    return found


def _prize_moves(ctx: WildStormsContext, player: int) -> list[Action]:
    """The campaign prizes the player may use now."""
    return [A.UsePrize(prize, character, to_zone) for prize, character, to_zone, _ in prizes.uses(ctx, player)]


def _forgoers(ctx: WildStormsContext, player: int) -> tuple[str, ...]:
    """The player's active characters that could teleport, rage or use Magick (names among
    :data:`FORGOING`), in their order: kept with the board, as each free moment lists their moves."""
    return ctx.on_board(("forgoers", player), _read_forgoers, ctx, player)


def _read_forgoers(ctx: WildStormsContext, player: int) -> tuple[str, ...]:
    return tuple(character for character in ctx.active_characters(player)
                 if not ab.possible_names(ctx, character).isdisjoint(FORGOING))


def _recruit_moves(ctx: WildStormsContext, player: int) -> list[Action]:
    """Recruiting, equipping and the sideboard's moves, in the order of the moves' lists (recruits, from the
    holding area, equipment on, moved, discarded, from the staging area)."""
    recruits: list[Action] = []
    equips: list[Action] = []
    moves: list[Action] = []
    discards: list[Action] = []
    # every recruit, equip or move check ends with spend_problem: a card that cannot be paid for is passed
    # over without trying each place it could go
    spendable = recruit.spendable(ctx, player)
    for card in ctx.cards_in(player, "hand"):
        definition = ctx.card(card)
        if isinstance(definition, Character):
            if definition.points > spendable:
                continue
            for to_zone in recruit.recruit_places(ctx, player, card):
                recruits.append(A.Recruit(card, to_zone))
        elif isinstance(definition, Equipment | Enhancement):
            if definition.points > spendable:
                continue
            for host in recruit.equip_hosts(ctx, player, card):
                equips.append(A.Equip(card, host))
    for character in ctx.battle_characters(player) + ctx.cards_in(player, "staging") + ctx.cards_in(player, "holding"):
        if ctx.controller(character) != player:
            continue  # put there by hand: not the player's to strip (the check reads the controller)
        for equipment in ctx.equipment_of(character):
            discards.append(A.DiscardEquipment(equipment, zone(ctx.owner(equipment), "discard")))
            if ctx.at_battlesite(character) and recruit.moved_cost(ctx, equipment) <= spendable:
                for host in recruit.move_hosts(ctx, player, equipment):
                    moves.append(A.MoveEquipment(equipment, host))
    for character in ctx.cards_in(player, "holding"):
        for keep in recruit.holding_options(ctx, player, character):
            for to_zone in (zone(player, "rear"), zone(player, "staging")):
                if recruit.holding_problem(ctx, player, character, to_zone, keep) is None:
                    recruits.append(A.RecruitFromHolding(character, to_zone, keep))
    found = recruits
    found += equips
    found += moves
    found += discards
    staging = ctx.cards_in(player, "staging")
    if staging and recruit.staging_problem(ctx, player, None, zone(player, "rear")) is None:
        for character in staging:
            for to_zone in (zone(player, "rear"), zone(player, "air")):
                if recruit.staging_problem(ctx, player, character, to_zone) is None:
                    found.append(A.MoveFromStaging(character, to_zone))
        if len(staging) > 1:
            found.append(STAGING_IN)
    return found

"""The Recruit and Equip phase: 10 points a turn for characters and equipment.

Each ``*_problem`` function returns why a move is not allowed (a sentence for
the player) or None; the rules list a move when its problem is None and refuse
it with that sentence otherwise.
"""

from __future__ import annotations

from itertools import combinations

from tabletop.engine.rules import queue, read_once
from tabletop.engine.state import ATTACHED, MARK
from tabletop.engine.words import count as words_count
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import reinforcements, scoring
from tabletop.games.wildstorms.cards import Character, Enhancement, Equipment
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.modifiers import recruit_bonus
from tabletop.games.wildstorms.moves import (
    Check,
    Rule,
    decision_problem,
    free_problem,
    pile_problem,
    seat,
)
from tabletop.games.wildstorms.table import (
    BATTLE_ZONES,
    IN_PLAY_ZONES,
    PHASE_RECRUIT,
    RECRUIT_POINTS,
    STAGING_LIMIT,
    ZONE_LABELS,
    zone,
)


def budget(ctx: WildStormsContext, player: int) -> tuple[int, str]:
    """This turn's recruit points with their sum ("13 = 10 + 3 Reinforcements"): read from the effects zones
    (the cards there, and who controls each) and the cards waiting to resolve, kept while those stay
    (``Context.in_places``, and the very same waiting cards)."""
    waiting = ctx.state.data.get("pending")
    readings = ctx.state.readings
    kept = readings.places.get(("budget", player))
    if kept is None or kept[0] is not waiting:
        places = [zone(other, "effects") for other in ctx.seats]
        places += [MARK + card for place in places for card in ctx.state.zones[place].cards]
        kept = (waiting, _budget(ctx, player))
        readings.keep_in_places(("budget", player), kept, places)
    return kept[1]


def _budget(ctx: WildStormsContext, player: int) -> tuple[int, str]:
    parts = recruit_bonus(ctx, player)
    total = RECRUIT_POINTS + sum(p.amount for p in parts)
    text = f"{total} = {RECRUIT_POINTS}" + "".join(f" + {p.amount} {p.source}" for p in parts)
    return total, text


def points_left(ctx: WildStormsContext, player: int) -> int:
    return budget(ctx, player)[0] - ctx.state.data.get("spent", 0)


def spend_problem(ctx: WildStormsContext, player: int, cost: int, what: str) -> str | None:
    """Why ``player`` cannot spend ``cost`` recruit points now, or None."""
    if cost <= spendable(ctx, player):
        return None  # the common case, asked for every card and place a listing tries
    if ctx.staging_points(player) > STAGING_LIMIT:
        return (f"Your staging area holds {ctx.staging_points(player)} points; bring characters in or "
                f"discard equipment until it holds {STAGING_LIMIT} or less before spending points.")
    if ctx.state.data.get("staging_moved"):
        return "You moved characters in from your staging area this phase, so you cannot spend points now."
    total = budget(ctx, player)[0]
    spent = ctx.state.data.get("spent", 0)
    return f"{what} would spend {spent + cost} of your {total} recruit points."


@read_once
def spendable(ctx: WildStormsContext, player: int) -> int:
    """The most recruit points ``player`` may spend now, -1 while spending is barred (a staging area over
    its limit, characters moved in from it): a cost passes :func:`spend_problem` exactly when it is at most
    this (costs are never negative)."""
    if ctx.staging_points(player) > STAGING_LIMIT or ctx.state.data.get("staging_moved"):
        return -1
    return budget(ctx, player)[0] - ctx.state.data.get("spent", 0)


def _staging_room(ctx: WildStormsContext, player: int, cost: int) -> str | None:
    after = ctx.staging_points(player) + cost
    if after > STAGING_LIMIT:
        return f"That would put {after} points in the staging area; it holds at most {STAGING_LIMIT}."
    return None


def _note_left(ctx: WildStormsContext, player: int) -> None:
    """The recruit points left, in the log (not with Secret Reinforcements: they would tell what
    went face down)."""
    if not reinforcements.on(ctx):
        ctx.note(f"{words_count(points_left(ctx, player), 'recruit point', zero='')} left")


# -- recruiting --------------------------------------------------------------------------
def recruit_problem(ctx: WildStormsContext, player: int, card_id: str, to_zone: str) -> str | None:
    card = ctx.card(card_id)
    if not ctx.in_own_hand(card_id, player) or not isinstance(card, Character):
        return "Recruit a character from your own hand."
    if to_zone not in (zone(player, "rear"), zone(player, "staging"), zone(player, "air")):
        return "Recruit to your rear rank, your staging area or (with Flight) into the air."
    blocker = ctx.persona_in_play(card)
    if blocker is not None:
        if reinforcements.hidden_from(ctx, player, blocker):
            return (f"{card.name} is already in play, face down in a staging area; only one of that unique "
                    "character may be.")
        return f"{ctx.name(blocker)} is already in play; only one of that unique character may be."
    if to_zone.endswith(".air") and not ab.has_power(ctx, card_id, "Flight"):
        return f"{card.name} cannot enter the battlesite flying without a usable Flight power."
    reason = spend_problem(ctx, player, card.points, f"Recruiting {card.name}")
    if reason is None and to_zone.endswith(".staging"):
        reason = _staging_room(ctx, player, card.points)
    return reason


def recruit_places(ctx: WildStormsContext, player: int, card_id: str) -> list[str]:
    """The places :func:`recruit_problem` allows for a card of ``player``'s hand (the rear rank, the staging
    area, the air, in that order), what every place asks (the owner's hand, the persona, the points) asked once:
    what refuses the rear rank refuses every place."""
    rear = zone(player, "rear")
    if recruit_problem(ctx, player, card_id, rear) is not None:
        return []
    found = [rear]
    if _staging_room(ctx, player, ctx.card(card_id).points) is None:
        found.append(zone(player, "staging"))
    if ab.has_power(ctx, card_id, "Flight"):
        found.append(zone(player, "air"))
    return found


def do_recruit(ctx: WildStormsContext, player: int, card_id: str, to_zone: str) -> None:
    cost = ctx.card(card_id).points
    ctx.change.move(card_id, to_zone)
    reinforcements.recruit_face(ctx, card_id, to_zone)
    ctx.change.set_data("spent", ctx.state.data.get("spent", 0) + cost)
    if not to_zone.endswith(".staging"):
        scoring.note_progress(ctx)
    _note_left(ctx, player)


# -- equipping ---------------------------------------------------------------------------
def _fits(ctx: WildStormsContext, card_id: str, host: str) -> str | None:
    """Why equipment (or an enhancement) cannot go on ``host``, or None."""
    card = ctx.card(card_id)
    if isinstance(card, Equipment):
        if not ctx.is_character(host) or not ctx.in_play(host):
            return f"{card.name} goes on a character in play."
        if ctx.is_ko(host):
            return f"{ctx.name(host)} is K.O.'d; equipment cannot be given to a K.O.'d character."
        for other in ctx.state.cards[host].attachments:
            other_card = ctx.card(other)
            if other != card_id and isinstance(other_card, Equipment) and other_card.equipment_type == card.equipment_type:
                return (f"{ctx.name(host)} already has a {card.equipment_type} ({other_card.name}); "
                        "discard it first.")
        bearer = host
    elif isinstance(card, Enhancement):
        bearer = ctx.host(host) if host in ctx.state.cards else None
        if not ctx.is_weapon(host) or bearer is None or not ctx.in_play(bearer):
            return f"{card.name} goes on a weapon carried by a character in play."
        weapon: Equipment = ctx.card(host)
        if card.fits == "ranged" and not weapon.ranged_weapon:
            return f"{card.name} fits only a ranged weapon."
        if card.fits == "close" and weapon.ranged_weapon:
            return f"{card.name} fits only a close combat weapon."
        if ctx.is_ko(bearer):
            return f"{ctx.name(bearer)} is K.O.'d; equipment cannot be given to a K.O.'d character."
        for other in ctx.state.cards[host].attachments:
            if other != card_id and getattr(ctx.card(other), "enhancement_type", None) == card.enhancement_type:
                return f"{weapon.name} already has a {card.enhancement_type} ({ctx.name(other)}); discard it first."
    else:
        return f"{card.name} is not equipment."
    if not ab.meets(ctx, bearer, card.requires):
        return f"{card.name} needs a character with {ab.requirement_text(card.requires)}."
    return None


def equip_problem(ctx: WildStormsContext, player: int, card_id: str, host: str) -> str | None:
    card = ctx.card(card_id)
    if not ctx.in_own_hand(card_id, player):
        return "Play equipment from your own hand."
    if host in ctx.state.cards and reinforcements.hidden_from(ctx, player, ctx.bearer(host) or host):
        return "Equip a character you can see (this one waits face down in a staging area)."
    reason = _fits(ctx, card_id, host)
    if reason:
        return reason
    reason = spend_problem(ctx, player, card.points, f"Equipping {card.name}")
    bearer = ctx.bearer(host) if isinstance(card, Enhancement) else host
    if reason is None and ctx.place(bearer) == "staging":
        reason = _staging_room(ctx, ctx.controller(bearer), card.points)
    return reason


def equip_hosts(ctx: WildStormsContext, player: int, card_id: str) -> list[str]:
    """The hosts (:func:`hosts_for`) on which :func:`equip_problem` allows a card of ``player``'s hand, what
    every host asks (the owner's hand, the points) asked once."""
    card = ctx.card(card_id)
    if not ctx.in_own_hand(card_id, player) or card.points > spendable(ctx, player):  # spend_problem
        return []
    enhancement = isinstance(card, Enhancement)
    found = []
    cards = ctx.state.cards
    for host in hosts_for(ctx, card_id):
        if host in cards and reinforcements.hidden_from(ctx, player, ctx.bearer(host) or host):
            continue
        if _fits(ctx, card_id, host) is not None:
            continue
        bearer = ctx.bearer(host) if enhancement else host
        if ctx.place(bearer) == "staging" and _staging_room(ctx, ctx.controller(bearer), card.points) is not None:
            continue
        found.append(host)
    return found


def do_equip(ctx: WildStormsContext, player: int, card_id: str, host: str) -> None:
    cost = ctx.card(card_id).points
    ctx.change.attach(card_id, host)
    ctx.change.set_card(card_id, "face_up", True)
    ctx.change.set_data("spent", ctx.state.data.get("spent", 0) + cost)
    character = ctx.bearer(card_id)
    receiver = ctx.controller(character)
    if receiver != player:
        queue.ask(ctx, receiver, "offer")
        ctx.change.set_data("offer", {"card": card_id, "player": player, "cost": cost})
        ctx.note(f"{ctx.seat_name(receiver)} may accept or refuse {ctx.name(card_id)} on {ctx.name(character)}")
    _note_left(ctx, player)


def answer_offer(ctx: WildStormsContext, accept: bool) -> None:
    offer = ctx.state.data["offer"]
    card_id, giver = offer["card"], offer["player"]
    ctx.change.delete(("data", "offer"))
    queue.clear_decision(ctx)
    if accept:
        ctx.note(f"{ctx.name(card_id)} stays on {ctx.name(ctx.bearer(card_id))}")
        return
    ctx.change.move(card_id, zone(giver, "hand"))
    ctx.change.set_data("spent", ctx.state.data.get("spent", 0) - offer["cost"])
    ctx.note(f"{ctx.name(card_id)} is refused and goes back to {ctx.seat_name(giver)}'s hand; "
              f"{words_count(points_left(ctx, giver), 'recruit point', zero='')} left")


def moved_cost(ctx: WildStormsContext, card_id: str) -> int:
    return ctx.card(card_id).points + sum(ctx.card(a).points for a in ctx.state.cards[card_id].attachments)


def move_problem(ctx: WildStormsContext, player: int, card_id: str, host: str) -> str | None:
    """Moving equipment between your characters at the battlesite costs its points again."""
    bearer = ctx.bearer(card_id)
    if bearer is None or ctx.controller(bearer) != player or not ctx.at_battlesite(bearer):
        return "Move equipment from one of your characters at the battlesite."
    new_bearer = ctx.bearer(host) if isinstance(ctx.card(card_id), Enhancement) else host
    if new_bearer is None or new_bearer == bearer or not ctx.is_character(new_bearer):
        return "Move it to another of your characters."
    if ctx.controller(new_bearer) != player or not ctx.at_battlesite(new_bearer):
        return "Equipment moves only between your characters at the battlesite."
    reason = _fits(ctx, card_id, host)
    if reason:
        return reason
    return spend_problem(ctx, player, moved_cost(ctx, card_id), f"Moving {ctx.name(card_id)}")


def move_hosts(ctx: WildStormsContext, player: int, card_id: str) -> list[str]:
    """The hosts (:func:`hosts_for`) to which :func:`move_problem` allows moving this equipment, what every
    host asks (its bearer, the points) asked once."""
    bearer = ctx.bearer(card_id)
    if bearer is None or ctx.controller(bearer) != player or not ctx.at_battlesite(bearer):
        return []
    if moved_cost(ctx, card_id) > spendable(ctx, player):  # spend_problem
        return []
    enhancement = isinstance(ctx.card(card_id), Enhancement)
    found = []
    for host in hosts_for(ctx, card_id):
        new_bearer = ctx.bearer(host) if enhancement else host
        if new_bearer is None or new_bearer == bearer or not ctx.is_character(new_bearer):
            continue
        if ctx.controller(new_bearer) != player or not ctx.at_battlesite(new_bearer):
            continue
        if _fits(ctx, card_id, host) is None:
            found.append(host)
    return found


def do_move(ctx: WildStormsContext, player: int, card_id: str, host: str) -> None:
    cost = moved_cost(ctx, card_id)
    ctx.change.attach(card_id, host)
    ctx.change.set_data("spent", ctx.state.data.get("spent", 0) + cost)
    ctx.note(f"{ctx.name(card_id)} moves for {cost} points")
    _note_left(ctx, player)


def discard_equipment_problem(ctx: WildStormsContext, player: int, card_id: str) -> str | None:
    card = ctx.card(card_id)
    bearer = ctx.bearer(card_id)
    if not isinstance(card, Equipment | Enhancement) or bearer is None:
        return "Only equipment on a character can be discarded this way."
    if ctx.controller(bearer) != player or not ctx.in_play(bearer):
        return "Discard equipment from your own characters."
    return None


# -- the sideboard ---------------------------------------------------------------------------
def staging_problem(ctx: WildStormsContext, player: int, card_id: str | None, to_zone: str) -> str | None:
    """Moving characters in from the staging area needs a phase without spending."""
    if ctx.state.data.get("spent", 0):
        return "You spent recruit points this phase; the staging area moves in only when you spend none."
    staging = ctx.cards_in(player, "staging")
    if not staging:
        return "Your staging area is empty."
    if card_id is not None:
        if card_id not in staging:
            return "That character is not in your staging area."
        if to_zone not in (zone(player, "rear"), zone(player, "air")):
            return "Characters from the staging area start in the rear rank (or flying)."
        if to_zone.endswith(".air") and not ab.has_power(ctx, card_id, "Flight"):
            return f"{ctx.name(card_id)} has no usable Flight."
    return None


def do_move_in(ctx: WildStormsContext, player: int, cards: list[str], to_zone: str) -> None:
    for card_id in cards:
        ctx.change.move(card_id, to_zone)
    ctx.change.set_data("staging_moved", True)
    scoring.note_progress(ctx)


def holding_options(ctx: WildStormsContext, player: int, card_id: str) -> list[tuple[str, ...]]:
    """The sets of equipment a held character may bring along (enhancements follow their weapon)."""
    tops = [a for a in ctx.state.cards[card_id].attachments if isinstance(ctx.card(a), Equipment)]
    found = []
    for size in range(len(tops) + 1):
        for chosen in combinations(tops, size):
            keep: list[str] = []
            for equipment in chosen:
                keep.append(equipment)
                keep.extend(ctx.state.cards[equipment].attachments)
            found.append(tuple(keep))
    return found


def holding_problem(ctx: WildStormsContext, player: int, card_id: str, to_zone: str, keep: tuple[str, ...]) -> str | None:
    if ctx.place(card_id) != "holding" or ctx.controller(card_id) != player:
        return "Recruit a character from your own holding area."
    if to_zone not in (zone(player, "rear"), zone(player, "staging")):
        return "Recruit to your rear rank or your staging area."
    if tuple(keep) not in holding_options(ctx, player, card_id):
        return "Choose equipment the character carries (enhancements come with their weapon)."
    vehicle = any(getattr(ctx.card(e), "equipment_type", "") == "VEHICLE" for e in keep)
    printed = ctx.card(card_id)
    if not (vehicle or {"Flight", "Teleportation"} & (set(printed.powers) - ctx.blocked_powers())):
        return f"Only a character with Flight, Teleportation or a Vehicle leaves the holding area; {printed.name} has none."
    cost = printed.points + sum(ctx.card(e).points for e in keep)
    reason = spend_problem(ctx, player, cost, f"Recruiting {printed.name} from the holding area")
    if reason is None and to_zone.endswith(".staging"):
        reason = _staging_room(ctx, player, cost)
    return reason


def do_recruit_from_holding(ctx: WildStormsContext, player: int, card_id: str, to_zone: str,
                            keep: tuple[str, ...]) -> None:
    cost = ctx.card(card_id).points + sum(ctx.card(e).points for e in keep)
    for equipment in ctx.equipment_of(card_id):
        if equipment not in keep and ctx.host(equipment) == card_id:
            ctx.note(f"{ctx.name(equipment)} is left behind and discarded")
            scoring.discard(ctx, equipment)
    ctx.change.move(card_id, to_zone)
    ctx.change.set_data("spent", ctx.state.data.get("spent", 0) + cost)
    if to_zone.split(".")[1] in BATTLE_ZONES:
        scoring.note_progress(ctx)
    _note_left(ctx, player)


def hosts_for(ctx: WildStormsContext, card_id: str) -> tuple[str, ...]:
    """Places equipment could go: characters in play, or the weapons they carry (kept while no card enters
    or leaves those places: the listing asks for every piece of equipment in hand and on the battlesite)."""
    weapons = isinstance(ctx.card(card_id), Enhancement)
    return ctx.in_places(("equipment hosts", weapons), _hosts, ctx, weapons)


def _hosts(ctx: WildStormsContext, weapons: bool) -> tuple[tuple[str, ...], list[str]]:
    found: list[str] = []
    places = list(ctx.in_play_zones())
    for player in ctx.seats:
        for name in IN_PLAY_ZONES:
            for character in ctx.cards_in(player, name):
                if weapons:
                    found.extend(a for a in ctx.state.cards[character].attachments if ctx.is_weapon(a))
                    places.append(ATTACHED + character)
                else:
                    found.append(character)
    return tuple(found), places


def describe_zone(to_zone: str) -> str:
    return ZONE_LABELS.get(to_zone.split(".")[1], to_zone)


# -- the moves -----------------------------------------------------------------------------------
def _in_recruit(check: Check) -> Check:
    return lambda c, p, a: free_problem(c, PHASE_RECRUIT) or check(c, p, a)


MOVES = (
    Rule(A.Recruit, _in_recruit(lambda c, p, a: recruit_problem(c, p, a.card, a.to_zone)),
         lambda c, a: do_recruit(c, seat(c), a.card, a.to_zone)),
    Rule(A.RecruitFromHolding, _in_recruit(lambda c, p, a: holding_problem(c, p, a.card, a.to_zone, tuple(a.keep))),
         lambda c, a: do_recruit_from_holding(c, seat(c), a.card, a.to_zone, tuple(a.keep))),
    Rule(A.Equip, _in_recruit(lambda c, p, a: equip_problem(c, p, a.card, a.host)),
         lambda c, a: do_equip(c, seat(c), a.card, a.host)),
    Rule(A.MoveEquipment, _in_recruit(lambda c, p, a: move_problem(c, p, a.card, a.host)),
         lambda c, a: do_move(c, seat(c), a.card, a.host)),
    Rule(A.DiscardEquipment, _in_recruit(lambda c, p, a: discard_equipment_problem(c, p, a.card)
                                         or pile_problem(c, a.card, a.pile)),
         lambda c, a: scoring.discard(c, a.card)),
    Rule(A.MoveFromStaging, _in_recruit(lambda c, p, a: staging_problem(c, p, a.card, a.to_zone)),
         lambda c, a: do_move_in(c, seat(c), [a.card], a.to_zone)),
    Rule(A.MoveStagingIn, _in_recruit(lambda c, p, a: staging_problem(c, p, None, zone(p, "rear"))),
         lambda c, a: do_move_in(c, seat(c), list(c.cards_in(seat(c), "staging")), zone(seat(c), "rear"))),
    Rule(A.AnswerOffer, lambda c, p, a: decision_problem(c, p, "offer"), lambda c, a: answer_offer(c, a.accept),
         ("offer",)),
)

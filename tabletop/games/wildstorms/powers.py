"""Ranks, Flight, Magick, Rage, Teleportation and the named abilities cards
refer to by name (``abilities:`` / ``ability:`` in the card data).

Powers that cost the character its attack (Magick, Teleportation, Helspont's
possession) are used in the owner's own turn outside the Draw phase, by a
character that has not attacked or helped yet this turn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from tabletop.carddb.model import CardDatabase
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import effects, injuries
from tabletop.games.wildstorms.attacks import acted, mark_acted
from tabletop.games.wildstorms.cards import Character
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.moves import Rule, free_problem, seat
from tabletop.games.wildstorms.table import (
    PHASE_ATTACK,
    PHASE_DISCARD,
    PHASE_RECRUIT,
    PHASE_SWITCH,
    TWIST_PHASES,
    zone,
)

# -- ranks and Flight -----------------------------------------------------------------------


def rank_moves(ctx: WildStormsContext, player: int, character: str) -> list[str]:
    """Zones a character may move to in the Switch Ranks phase."""
    here = ctx.active_place(character) if ctx.controller(character) == player else None
    if here is None:
        return []
    # the other rank (both from the air), then the air with Flight
    found = [zone(player, "rear")] if here == "front" else [zone(player, "front")] if here == "rear" else \
        [zone(player, "front"), zone(player, "rear")]
    if here != "air" and ab.has_power(ctx, character, "Flight"):
        found.append(zone(player, "air"))
    return found


def switch_problem(ctx: WildStormsContext, player: int, character: str, to_zone: str) -> str | None:
    if character not in ctx.state.cards or not ctx.is_character(character):
        return "Move one of your characters."
    if ctx.controller(character) == player and ctx.at_battlesite(character) and ctx.is_ko(character):
        return f"{ctx.name(character)} is K.O.'d and must stay in the rear rank."
    if to_zone not in rank_moves(ctx, player, character):
        if to_zone.endswith(".air"):
            return f"{ctx.name(character)} cannot fly now."
        return "Move one of your characters at the battlesite between your ranks."
    return None


# -- powers that use up the attack ---------------------------------------------------------------
def forgo_problem(ctx: WildStormsContext, player: int, character: str, allow_magick: bool = False) -> str | None:
    if ctx.controller(character) != player or ctx.active_place(character) is None:  # not is_active
        return "Use an active character of yours."
    done = acted(ctx, character)
    if done and not (allow_magick and done == "magick"):
        return f"{ctx.name(character)} has already used its attack this turn ({done})."
    return None


def teleport_problem(ctx: WildStormsContext, player: int, character: str, to_zone: str) -> str | None:
    return teleporter_problem(ctx, player, character) or teleport_place_problem(ctx, player, character, to_zone)


def teleporter_problem(ctx: WildStormsContext, player: int, character: str) -> str | None:
    """Why this character may not teleport now, wherever to (the first part of :func:`teleport_problem`)."""
    reason = forgo_problem(ctx, player, character, allow_magick=True)
    if reason:
        return reason
    if not ab.has_power(ctx, character, "Teleportation"):
        return f"{ctx.name(character)} has no usable Teleportation."
    if ctx.state.cards[character].counters.get("teleported"):
        return f"{ctx.name(character)} has already teleported in this battle."
    return None


def teleport_place_problem(ctx: WildStormsContext, player: int, character: str, to_zone: str) -> str | None:
    """Why a character that may teleport may not teleport there (the rest of :func:`teleport_problem`)."""
    if to_zone not in (zone(player, "front"), zone(player, "rear"), zone(player, "staging")):
        return "Teleport to either of your ranks or to your staging area."
    if to_zone == ctx.state.cards[character].location:
        return f"{ctx.name(character)} is already there."
    return None


def teleport(ctx: WildStormsContext, character: str, to_zone: str) -> None:
    ctx.change.set_counter(character, "teleported", 1)
    mark_acted(ctx, character, "teleport")
    if to_zone.endswith(".staging"):
        injuries.to_sideboard(ctx, character, "staging")
        ctx.note(f"{ctx.name(character)} teleports to the staging area and is fully healed")
    else:
        ctx.change.move(character, to_zone)


def magick_options(ctx: WildStormsContext, player: int, character: str) -> list[tuple[str, str]]:
    """(mode, value) pairs a Magick user may pick now."""
    if forgo_problem(ctx, player, character) or not ab.skills(ctx, character).get("Magick"):
        return []
    card: Character = ctx.card(character)
    current = ab.magick_choice(ctx, character)
    found = [("boost", stat) for stat in ("C", "R", "D")]
    found += [("boost", skill) for skill in ab.skills(ctx, character) if skill != "Magick"]
    own = set(card.skills) | set(card.powers)
    found += [("mimic", ability) for ability in ab.mimicable(ctx, character) if ability not in own]
    return [option for option in dict.fromkeys(found) if current is None or
            (current["mode"], current["value"]) != option]


def use_magick(ctx: WildStormsContext, character: str, mode: str, value: str) -> None:
    rating = ab.skills(ctx, character).get("Magick", 0)
    records = dict(ctx.state.data.get("magick", {}))
    records[character] = {"mode": mode, "value": value}
    ctx.change.set_data("magick", records)
    if ctx.state.cards[character].counters.get("magick"):
        ctx.change.set_counter(character, "magick", 0)
    mark_acted(ctx, character, "magick")
    name = ctx.name(character)
    if mode == "boost":
        ctx.note(f"{name} pours Magick {rating} into {value} until it uses Magick again")
    elif value in ab.SKILLS:
        ctx.note(f"{name} copies {value} with Magick: {value} {rating} until it uses Magick again")
    else:
        ctx.note(f"{name} copies {value} with Magick until it uses Magick again")


def wear_magick(ctx: WildStormsContext, player: int) -> None:
    """Limited Magick (an option): at the end of each of its player's turns a mimicked ability
    gains a marker, and fades when the markers reach the character's Magick number."""
    records = dict(ctx.state.data.get("magick", {}))
    for character, choice in list(records.items()):
        if choice["mode"] != "mimic" or character not in ctx.state.cards or ctx.controller(character) != player \
                or not ctx.at_battlesite(character):
            continue
        rating = ctx.card(character).skills.get("Magick", 0)
        markers = ctx.state.cards[character].counters.get("magick", 0) + 1
        if markers < rating:
            ctx.change.set_counter(character, "magick", markers)
            ctx.note(f"Limited Magick: {ctx.name(character)} has copied {choice['value']} for "
                     f"{markers} of {rating} turns")
            continue
        ctx.change.set_counter(character, "magick", 0)
        del records[character]
        ctx.change.set_data("magick", records)
        ctx.note(f"Limited Magick: {ctx.name(character)}'s copied {choice['value']} fades after "
                 f"{rating} turn{'s' if rating != 1 else ''}")


def rage_problem(ctx: WildStormsContext, player: int, character: str) -> str | None:
    reason = forgo_problem(ctx, player, character)
    if reason:
        return reason
    if not ab.has_power(ctx, character, "Rage"):
        return f"{ctx.name(character)} has no Rage."
    if ab.is_raging(ctx, character):
        return f"{ctx.name(character)} is already raging."
    return None


def rage(ctx: WildStormsContext, character: str) -> None:
    ctx.change.set_counter(character, "rage", 1)
    ctx.note(f"{ctx.name(character)} rages: +3 C and -1 D until your next turn; close attacks only, "
              "no teamwork or Leadership")


# -- named abilities -------------------------------------------------------------------------------
@dataclass(frozen=True)
class NamedAbility:
    """An ability used from a card in play: its targets and what it does."""

    title: str
    targets: Callable[[WildStormsContext, int, str, bool], Iterator[tuple[str, str]]]  # (target, menu text or "")
    run: Callable[[WildStormsContext, int, str, str], None]


def _medkit_targets(ctx: WildStormsContext, player: int, card_id: str, texts: bool) -> Iterator[tuple[str, str]]:
    if ctx.state.phase != PHASE_RECRUIT:
        return
    carrier = ctx.bearer(card_id)
    if (carrier is not None and ctx.controller(carrier) == player
            and ctx.at_battlesite(carrier) and ctx.injuries(carrier)
            and not ctx.state.cards[card_id].counters.get("used")):
        yield carrier, f"Field Medkit: heal one injury of {ctx.name(carrier)}" if texts else ""


def _medkit(ctx: WildStormsContext, player: int, card_id: str, target: str) -> None:
    ctx.change.set_counter(card_id, "used", 1)
    injuries.heal(ctx, target, 1)


def _entropy_targets(ctx: WildStormsContext, player: int, card_id: str, texts: bool) -> Iterator[tuple[str, str]]:
    if (ctx.state.phase not in TWIST_PHASES or ctx.controller(card_id) != player or not ctx.is_active(card_id)
            or ctx.state.cards[card_id].counters.get("used") or ctx.site() is None):
        return
    for site in ctx.cards_in(player, "collection"):
        yield site, f"{ctx.name(card_id)}: move the battle to {ctx.name(site)}" if texts else ""


def _entropy(ctx: WildStormsContext, player: int, card_id: str, target: str) -> None:
    ctx.change.set_counter(card_id, "used", 1)
    effects.change_battlesite(ctx, target)


def _possess_targets(ctx: WildStormsContext, player: int, card_id: str, texts: bool) -> Iterator[tuple[str, str]]:
    if ctx.state.phase not in (PHASE_SWITCH, PHASE_ATTACK) or ctx.state.cards[card_id].counters.get("used"):
        return
    if forgo_problem(ctx, player, card_id):
        return
    for other in ctx.seats:
        if ab.allies(ctx, other, player):
            continue
        for victim in ctx.active_characters(other):
            if "Daemonite" not in ctx.card(victim).labels:
                yield victim, f"{ctx.name(card_id)}: possess {ctx.name(victim)}" if texts else ""


def _possess(ctx: WildStormsContext, player: int, card_id: str, target: str) -> None:
    ctx.change.set_counter(card_id, "used", 1)
    mark_acted(ctx, card_id, "possession")
    effects.possess(ctx, target, player)


ACTIVATED: dict[str, NamedAbility] = {
    "field_medkit": NamedAbility("Field Medkit", _medkit_targets, _medkit),
    "change_battlesite": NamedAbility("Change the battlesite", _entropy_targets, _entropy),
    "possess": NamedAbility("Possess", _possess_targets, _possess),
}

# Every ability name the card data may use, with where the engine resolves it.
KNOWN_ABILITIES: dict[str, str] = {
    "coda_training": "modifiers.ATTACK_ABILITIES",
    "weapons_expert": "modifiers.ATTACK_ABILITIES",
    "field_medkit": "powers.ACTIVATED",
    "change_battlesite": "powers.ACTIVATED",
    "possess": "powers.ACTIVATED",
    "emergency_evac": "plot_twists.resolve",
    "crisis_of_loyalty": "plot_twists.targets",
    "turnabout": "combat.plays",
}


def _ability_names(card: object) -> tuple[str, ...]:
    return getattr(card, "abilities", ()) or ((card.ability,) if getattr(card, "ability", None) else ())


def _activating(db: CardDatabase) -> frozenset[str]:
    """The cards with a named ability used as a move (worked out once per card database)."""
    return frozenset(card_id for card_id, card in db.cards.items()
                     if any(name in ACTIVATED for name in _ability_names(card)))


def ability_uses(ctx: WildStormsContext, player: int, texts: bool = True) -> Iterator[tuple[str, str, str, str]]:
    """(card, ability, target, menu text) for every named ability usable now (``texts`` False: the menu texts
    are left empty, for the listing and the checks, which do not show them)."""
    for card_id in ctx.on_board(("activating", player), _activating_cards, ctx, player):
        for name in _ability_names(ctx.card(card_id)):
            ability = ACTIVATED.get(name)
            if ability is not None:
                for target, text in ability.targets(ctx, player, card_id, texts):
                    yield card_id, name, target, text


def _activating_cards(ctx: WildStormsContext, player: int) -> tuple[str, ...]:
    """The player's characters at the battlesite, and the cards on them, that have a named ability used as a
    move, in order (read from the board: every free moment lists their uses)."""
    activating = ctx.db.derived("wildstorms.activating", _activating)
    instances = ctx.state.cards
    found = []
    for character in ctx.battle_characters(player):  # plain loops: read again after every change of the board
        instance = instances[character]
        if instance.definition in activating:
            found.append(character)
        for attached in instance.attachments:
            if instances[attached].definition in activating:
                found.append(attached)
    return tuple(found)


# -- the moves -----------------------------------------------------------------------------------
FORGO_MOMENTS = (PHASE_SWITCH, PHASE_ATTACK, PHASE_RECRUIT, PHASE_DISCARD)


def _magick_problem(ctx: WildStormsContext, player: int, action: A.UseMagick) -> str | None:
    return free_problem(ctx, *FORGO_MOMENTS) or (
        None if (action.mode, action.value) in magick_options(ctx, player, action.card) else
        f"{ctx.name(action.card)} cannot use Magick that way now.")


def _ability_problem(ctx: WildStormsContext, player: int, action: A.UseAbility) -> str | None:
    return free_problem(ctx, *FORGO_MOMENTS) or (
        None if any(u[:3] == (action.card, action.ability, action.target) for u in ability_uses(ctx, player, False)) else
        f"{ctx.name(action.card)} cannot use that ability now.")


MOVES = (
    Rule(A.SwitchRank, lambda c, p, a: free_problem(c, PHASE_SWITCH) or switch_problem(c, p, a.card, a.to_zone),
         lambda c, a: c.change.move(a.card, a.to_zone)),
    Rule(A.Teleport, lambda c, p, a: free_problem(c, *FORGO_MOMENTS) or teleport_problem(c, p, a.card, a.to_zone),
         lambda c, a: teleport(c, a.card, a.to_zone)),
    Rule(A.UseMagick, _magick_problem, lambda c, a: use_magick(c, a.card, a.mode, a.value)),
    Rule(A.ActivateRage, lambda c, p, a: free_problem(c, PHASE_SWITCH, PHASE_ATTACK) or rage_problem(c, p, a.card),
         lambda c, a: rage(c, a.card)),
    Rule(A.UseAbility, _ability_problem, lambda c, a: ACTIVATED[a.ability].run(c, seat(c), a.card, a.target)),
)

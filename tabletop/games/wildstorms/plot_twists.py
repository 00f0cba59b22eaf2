"""Plot twists, obstacles and side missions: where they may be played, and what
they do.

When they may be played (any time but a Draw or an Attack phase, in rounds
of answers) is windows.py; here: on what, and what they do.
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.engine.words import count as words_count
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import effects, injuries, prizes, scoring
from tabletop.games.wildstorms.cards import Obstacle, PlotTwist, SideMission
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.table import SITE_ZONE, zone

CARD_TYPES = ("plot_twist", "obstacle", "side_mission")


def twist_cards(ctx: WildStormsContext) -> frozenset[str]:
    """The ids of the cards of :data:`CARD_TYPES` (worked out once per card database)."""
    return ctx.db.derived("wildstorms.twist cards", _twist_cards)


def _twist_cards(db: CardDatabase) -> frozenset[str]:
    return frozenset(card_id for card_id, card in db.cards.items() if getattr(card, "type", None) in CARD_TYPES)


def is_cancel(card: object) -> bool:
    return any(e.action == "cancel_plot_twist" for e in getattr(card, "effects", ()))


NO_ACTIONS: frozenset[str] = frozenset()


def effect_actions(ctx: WildStormsContext, card: CardBase) -> frozenset[str]:
    """The actions of a card's effects ("heal", "cancel_plot_twist"...), read once per card database
    (the listings ask them of every plot twist in a hand)."""
    return ctx.db.derived("wildstorms.effect actions", _effect_actions).get(card.id, NO_ACTIONS)


def _effect_actions(db: CardDatabase) -> dict[str, frozenset[str]]:
    return {card_id: frozenset(e.action for e in card.effects) for card_id, card in db.cards.items()
            if getattr(card, "effects", ())}


def _requirement_met(ctx: WildStormsContext, player: int, card: PlotTwist) -> bool:
    if card.requires is None:
        return True
    return any(ab.meets(ctx, c, card.requires) for c in ctx.active_characters(player) if ctx.controller(c) == player)


def _character_useful(ctx: WildStormsContext, card: PlotTwist, character: str) -> bool:
    """Whether the twist's effects can do anything to this character."""
    if not card.effects:
        return True
    for effect in card.effects:
        action = effect.action
        if action == "heal" and ctx.injuries(character):
            return True
        if action == "depossess" and character in ctx.state.data.get("possession", {}):
            return True
        if action in ("injure", "take_control", "move_to_staging", "move_to_holding"):
            return True
        if action == "activate_latent":
            definition = ctx.card(character)
            if (definition.latent_skills or definition.latent_powers) and not ab.awakened(ctx, character):
                return True
        if action == "destroy_equipment" and ctx.equipment_of(character):
            return True
    return False


def targets(ctx: WildStormsContext, player: int, card_id: str, texts: bool = True) -> Iterator[tuple[str, str, str]]:
    """(target, option, menu text) for each legal way to play a plot twist now (``texts`` False: the
    menu texts are left empty, for the listing and the checks, which do not show them)."""
    card = ctx.card(card_id)
    actions = effect_actions(ctx, card)
    if (card.campaign_only and not ctx.campaign) or "cancel_plot_twist" in actions:
        return
    if isinstance(card, SideMission):
        yield zone(player, "effects"), "", (f"Play {card.name} (side mission)" if texts else "")
        return
    site = ctx.site()
    if isinstance(card, Obstacle):
        if site is not None and ctx.obstacle() is None:
            yield SITE_ZONE, "", (f"Play {card.name} on {ctx.name(site)}" if texts else "")
        return
    if not _requirement_met(ctx, player, card):
        return
    kind = card.target
    if card.ability == "crisis_of_loyalty":
        yield from _estrangements(ctx, player, card, texts)
        return
    if kind in ("character", "your_character", "opposing_character"):
        heals, destroys = "heal" in actions, "destroy_equipment" in actions
        for owner in ctx.seats:
            mine = ab.allies(ctx, owner, player)
            if (kind == "your_character" and not mine) or (kind == "opposing_character" and mine):
                continue
            for character in ctx.battle_characters(owner):
                if ctx.is_ko(character) and not heals:
                    continue
                if card.automation == "auto" and not _character_useful(ctx, card, character):
                    continue
                name = ctx.name(character) if texts else ""
                if destroys:
                    for equipment in ctx.equipment_of(character):
                        yield character, equipment, (f"{card.name}: destroy {ctx.name(equipment)} on {name}" if texts else "")
                else:
                    yield character, "", (f"{card.name} on {name}" if texts else "")
                    if card.ability == "emergency_evac" and ctx.campaign:
                        yield character, "holding", (f"{card.name}: {name} to the holding area (campaign)" if texts else "")
    elif kind == "killed_character":
        for character in ctx.cards_in(player, "killed"):
            if ctx.is_character(character) and ctx.persona_in_play(ctx.card(character)) is None:
                yield character, "", (f"{card.name} on {ctx.name(character)}" if texts else "")
    elif kind == "prize":
        for prize in prizes.rechargeable(ctx, player):
            yield prize, "", (f"{card.name} on {ctx.name(prize)} ({prizes.charges(ctx, prize)} counters now)" if texts else "")
    elif kind == "battlesite" and site is not None:
        actions = {e.action for e in card.effects}
        if "change_battlesite" in actions:
            for other in ctx.cards_in(player, "collection"):
                yield SITE_ZONE, other, (f"{card.name}: move the battle to {ctx.name(other)}" if texts else "")
        elif "remove_obstacle" in actions:
            if ctx.obstacle() is not None:
                yield SITE_ZONE, "", (f"{card.name}: remove {ctx.name(ctx.obstacle())}" if texts else "")
        else:
            yield SITE_ZONE, "", (f"{card.name} on {ctx.name(site)}" if texts else "")
    elif kind == "you":
        yield zone(player, "effects"), "", (f"Play {card.name}" if texts else "")
    elif kind == "opponent":
        for other in ctx.seats:
            if not ab.allies(ctx, other, player):
                yield zone(other, "effects"), "", (f"{card.name} on {ctx.seat_name(other)}" if texts else "")


def _estrangements(ctx: WildStormsContext, player: int, card: PlotTwist,
                   texts: bool) -> Iterator[tuple[str, str, str]]:
    """Crisis of Loyalty: two opposing active characters of one team (the card sits on the first)."""
    for owner in ctx.seats:
        if ab.allies(ctx, owner, player):
            continue
        characters = ctx.active_characters(owner)
        for index, one in enumerate(characters):
            for other in characters[index + 1:]:
                if ab.share_team(ctx, one, other):
                    yield one, other, (f"{card.name}: {ctx.name(one)} and {ctx.name(other)} fall out" if texts else "")


def problem(ctx: WildStormsContext, player: int, card_id: str, target: str, option: str) -> str | None:
    """Why this card may not be played on this target (the timing is checked by windows.py), or None."""
    card = ctx.card(card_id)
    if card.type not in CARD_TYPES:
        return f"{card.name} is not a plot twist."
    if card.campaign_only and not ctx.campaign:
        return f"{card.name} is a campaign card (red text); it has no use in a standard game."
    if isinstance(card, PlotTwist) and not _requirement_met(ctx, player, card):
        return f"{card.name} needs one of your active characters with {ab.requirement_text(card.requires)}."
    if isinstance(card, Obstacle) and ctx.obstacle() is not None:
        return f"{ctx.name(ctx.obstacle())} is already on the battlesite; only one obstacle at a time."
    if (target, option) not in {(t, o) for t, o, _ in targets(ctx, player, card_id, texts=False)}:
        return f"{card.name} cannot be played on that."
    return None


def resolve(ctx: WildStormsContext, player: int, card_id: str, target: str, option: str) -> None:
    """Carry out a plot twist, obstacle or side mission and put the card where it belongs."""
    card = ctx.card(card_id)
    name = card.name
    if isinstance(card, SideMission):
        effects.place_lasting(ctx, card_id, zone(player, "effects"), "permanent", 0, player)
        ctx.note(f"Side mission {name} is in play: {card.text}")
        return
    if isinstance(card, Obstacle):
        effects.place_lasting(ctx, card_id, "@" + ctx.site(), card.duration, card.turns, player)
        ctx.note(f"Obstacle {name} is on the battlesite")
        _ground_flyers(ctx)
        return
    if card.automation == "manual":
        ctx.note(f"{name} is not automated: resolve it by hand ({card.text})")
    for effect in card.effects if card.automation == "auto" else ():
        _apply_effect(ctx, player, card_id, effect.action, effect.amount, target, option)
    _place(ctx, player, card_id, target)
    if card.ability == "crisis_of_loyalty":
        ctx.change.set_data("crisis", {**ctx.state.data.get("crisis", {}), card_id: option})
        ctx.note(f"{ctx.name(target)} and {ctx.name(option)} give each other no teamwork or Leadership "
                 "until the end of the turn")
    if card.ability == "emergency_evac" and ctx.at_battlesite(target):
        area = "holding" if option == "holding" else "staging"
        injuries.to_sideboard(ctx, target, area)
        ctx.note(f"{ctx.name(target)} is evacuated to the {area} area and fully healed")
    _ground_flyers(ctx)


def _place(ctx: WildStormsContext, player: int, card_id: str, target: str) -> None:
    card: PlotTwist = ctx.card(card_id)
    if ctx.place(card_id) not in ("hand", "effects"):
        return  # an effect already moved it (possession sits on its character)
    if card.duration == "instant":
        scoring.discard(ctx, card_id)
        return
    if target in ctx.state.cards and ctx.in_play(target):
        where = "@" + target
    elif target == SITE_ZONE and ctx.site() is not None:
        where = "@" + ctx.site()
    else:
        where = zone(player, "effects")
    effects.place_lasting(ctx, card_id, where, card.duration, card.turns, player)


def _apply_effect(ctx: WildStormsContext, player: int, card_id: str, action: str, amount: int,
                  target: str, option: str) -> None:
    name = ctx.name(card_id)
    if action == "heal":
        injuries.heal(ctx, target, amount)
    elif action == "injure":
        injuries.injure(ctx, target, amount or 1, player)
    elif action == "depossess":
        effects.depossess(ctx, target)
    elif action == "take_control":
        effects.possess(ctx, target, player, card_id)
        effects.place_lasting(ctx, card_id, "@" + target, "permanent", 0, player)
    elif action == "activate_latent":
        ctx.note(f"{ctx.name(target)}'s latent skills and powers wake")
    elif action in ("move_to_staging", "move_to_holding"):
        area = "staging" if action == "move_to_staging" else "holding"
        injuries.to_sideboard(ctx, target, area)
        ctx.note(f"{ctx.name(target)} moves to the {area} area and is fully healed")
    elif action == "return_from_killed":
        ctx.change.move(target, zone(ctx.owner(target), "holding"))
        ctx.note(f"{ctx.name(target)} returns from the killed pile to the holding area")
    elif action == "destroy_equipment":
        ctx.note(f"{name} destroys {ctx.name(option)}")
        scoring.discard(ctx, option)
    elif action == "remove_obstacle":
        obstacle = ctx.obstacle()
        if obstacle is not None:
            ctx.note(f"{ctx.name(obstacle)} is removed")
            scoring.discard(ctx, obstacle)
    elif action == "change_battlesite":
        effects.change_battlesite(ctx, option)
    elif action == "recharge":
        prizes.recharge(ctx, target, amount)
    elif action == "draw":
        drawn = effects.draw(ctx, player, amount)
        ctx.note(f"{ctx.seat_name(player)} draws {words_count(drawn, 'card')}")
    elif action == "earn_points":
        scoring.add_points(ctx, player, amount, name)
    elif action == "lose_points":
        victim = int(target.split(".")[0][1:])
        scoring.lose_points(ctx, victim, amount, name)


def _anyone_in_the_air(ctx: WildStormsContext) -> bool:
    return any(ctx.state.zones[zone(player, "air")].cards for player in ctx.seats)


def _ground_flyers(ctx: WildStormsContext) -> None:
    """Characters that can no longer fly land in the front rank."""
    if not ctx.on_board(("in the air",), _anyone_in_the_air, ctx):
        return  # nobody flying (settling asks after every step)
    for player in ctx.seats:
        if not ctx.state.zones[zone(player, "air")].cards:
            continue  # nobody flying (settling asks after every step)
        for character in list(ctx.cards_in(player, "air")):
            if not ab.has_power(ctx, character, "Flight"):
                ctx.change.move(character, zone(player, "front"))
                ctx.note(f"{ctx.name(character)} can no longer fly and lands in the front rank")


def ground_flyers(ctx: WildStormsContext) -> None:
    _ground_flyers(ctx)

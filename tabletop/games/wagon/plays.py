"""The Play stage and Take Action choices: playing cards, Special Abilities, switching, discarding.

Play stage: Characters (Boosted ones with their sacrifices) and Plot Devices
from hand, paid in Bandwidth; ``play`` abilities once a turn each; cards of
your own in play discarded at will (quick game: equipment too). Take Action:
each Character does one thing: attacks (battle.py), switches position, or
uses its ``action`` ability (an ability that only helps the Character itself,
like letting it attack a panel, is no action of its own).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tabletop.games.wagon import bandwidth, boost, effects, lines, plots
from tabletop.games.wagon.actions import (
    DiscardFromPlay,
    PlayCharacter,
    PlayPlotDevice,
    SwitchPosition,
    UseAbility,
)
from tabletop.games.wagon.cards import Character, PlotDevice
from tabletop.games.wagon.context import (
    ACTED,
    ATTACKS,
    CHARACTERS,
    DEFENSE,
    DISCARD,
    HAND,
    OFFENSE,
    POSITION_WORDS,
    USED,
    WagonContext,
)

PLAY_STAGE, ACTION_STAGE = "Play", "Take Action"


def _seat(ctx: WagonContext) -> int:
    return ctx.state.active_player


def _afford(ctx: WagonContext, seat: int, cost: int) -> str | None:
    have = bandwidth.available(ctx, seat)
    return None if have >= cost else f"That costs {cost} Bandwidth; you have {have}."


# -- Characters ------------------------------------------------------------------------------------
def character_options(ctx: WagonContext) -> Iterator[PlayCharacter]:
    seat = _seat(ctx)
    for card in ctx.cards_in(seat, HAND):
        definition = ctx.card(card)
        if not isinstance(definition, Character) or _afford(ctx, seat, definition.cost):
            continue
        positions = (OFFENSE, DEFENSE) if definition.enters_in == "any" else (definition.enters_in,)
        for chosen in boost.sacrifice_sets(ctx, seat, card):
            if _character_room(ctx, seat, card, chosen) is None:
                for position in positions:
                    yield PlayCharacter(card, seat, position, chosen)


def _character_room(ctx: WagonContext, seat: int, card: str, chosen: tuple[str, ...]) -> str | None:
    freed = sum(1 for c in chosen if ctx.place_of(c) == CHARACTERS)
    return lines.character_room_problem(ctx, seat, freed) or lines.copy_problem(ctx, seat, card, chosen)


def check_character(ctx: WagonContext, action: PlayCharacter) -> str | None:
    seat = _seat(ctx)
    if action.player != seat or action.card not in ctx.cards_in(seat, HAND):
        return "Play a Character from your hand onto your Character Line."
    definition = ctx.card(action.card)
    if not isinstance(definition, Character):
        return f"{definition.name} is not a Character."
    if action.position not in (OFFENSE, DEFENSE):
        return "A Character comes into play in Offensive or Defensive position."
    if definition.enters_in not in ("any", action.position):
        return f"{definition.name} comes into play in {POSITION_WORDS[definition.enters_in]} position."
    if definition.boost and action.sacrifices not in boost.sacrifice_sets(ctx, seat, action.card):
        return f"{definition.name} is Boosted: sacrifice what its Boost Requirement names, in play since before this turn."
    if not definition.boost and action.sacrifices:
        return f"{definition.name} needs no sacrifice."
    return _afford(ctx, seat, definition.cost) or _character_room(ctx, seat, action.card, action.sacrifices)


def do_character(ctx: WagonContext, action: PlayCharacter) -> None:
    definition = ctx.card(action.card)
    if action.sacrifices or definition.boost:
        boost.sacrifice(ctx, action.player, action.card, action.sacrifices)
    bandwidth.pay(ctx, action.player, definition.cost, definition.name)
    lines.enter_character(ctx, action.card, action.player, action.position)


# -- Plot Devices -------------------------------------------------------------------------------------
def plot_options(ctx: WagonContext) -> Iterator[PlayPlotDevice]:
    seat = _seat(ctx)
    for card in ctx.cards_in(seat, HAND):
        definition = ctx.card(card)
        if not isinstance(definition, PlotDevice) or definition.timing == "response" and \
                definition.count_kind == "instant" or _afford(ctx, seat, definition.cost):
            continue
        equip = definition.count_kind == "equipment"
        if _plot_room(ctx, seat, card) is not None:
            continue
        chosen = plots.targets(ctx, seat, card)
        if chosen is None:
            yield PlayPlotDevice(card, seat)
        else:
            yield from (PlayPlotDevice(card, seat, target, equip) for target in chosen)


def _plot_room(ctx: WagonContext, seat: int, card: str) -> str | None:
    definition: PlotDevice = ctx.card(card)
    if definition.count_kind == "instant":
        return None
    equip = definition.count_kind == "equipment"
    return lines.plot_room_problem(ctx, seat, equip) or lines.copy_problem(ctx, seat, card)


def check_plot(ctx: WagonContext, action: PlayPlotDevice) -> str | None:
    seat = _seat(ctx)
    if action.player != seat or action.card not in ctx.cards_in(seat, HAND):
        return "Play a Plot Device from your hand."
    definition = ctx.card(action.card)
    if not isinstance(definition, PlotDevice):
        return f"{definition.name} is not a Plot Device."
    if definition.timing == "response" and definition.count_kind == "instant":
        return f"{definition.name} is played only in answer to an attack."
    if action.equip != (definition.count_kind == "equipment"):
        return "Equipment goes onto one of your Characters; other Plot Devices onto your Plot Device Line."
    chosen = plots.targets(ctx, seat, action.card)
    if chosen is None and action.target:
        return f"{definition.name} is not aimed at anything."
    if chosen is not None and action.target not in chosen:
        return f"Choose what {definition.name} works on ({len(chosen)} possible)."
    return _afford(ctx, seat, definition.cost) or _plot_room(ctx, seat, action.card)


def do_plot(ctx: WagonContext, action: PlayPlotDevice) -> None:
    seat = action.player
    definition: PlotDevice = ctx.card(action.card)
    bandwidth.pay(ctx, seat, definition.cost, definition.name)
    if definition.count_kind == "instant":
        ctx.change.move(action.card, ctx.zone(ctx.owner(action.card), DISCARD))
        plots.resolve(ctx, seat, action.card, action.target)
    elif definition.count_kind == "equipment":
        ctx.change.attach(action.card, action.target)
        ctx.change.set_card(action.card, "controller", seat)
    else:
        ctx.change.move(action.card, ctx.zone(seat, "plot_devices"))
        ctx.change.set_card(action.card, "controller", seat)
        plots.settle_in(ctx, seat, action.card, action.target)


# -- Special Abilities ----------------------------------------------------------------------------------
def _ability_moment(ctx: WagonContext, definition: Any) -> str | None:
    stage = ctx.state.phase
    if definition.timing == "play" and stage == PLAY_STAGE:
        return None
    if definition.timing == "action" and stage == ACTION_STAGE:
        return None
    return "That ability is not used now."


def _takes_action(definition: Character) -> bool:
    """An action ability is the Character's action unless it only helps the Character itself."""
    return definition.timing == "action" and not all(e.target == "self" for e in definition.effects)


def ability_problem(ctx: WagonContext, card: str) -> str | None:
    seat = _seat(ctx)
    if ctx.place_of(card) != CHARACTERS or ctx.controller(card) != seat:
        return "Use the abilities of your own Characters in play."
    definition = ctx.card(card)
    if not isinstance(definition, Character) or definition.timing not in ("play", "action"):
        return f"{definition.name} has no ability to use now."
    problem = _ability_moment(ctx, definition)
    if problem:
        return problem
    if card in ctx.flag(USED):
        return f"{definition.special} is used once a turn."
    if _takes_action(definition) and (card in ctx.flag(ACTED) or ctx.mapping(ATTACKS).get(card)):
        return f"{definition.name} has already taken its action this turn."
    return _afford(ctx, seat, definition.ability_cost)


def ability_options(ctx: WagonContext) -> Iterator[UseAbility]:
    seat = _seat(ctx)
    for card in ctx.characters(seat):
        if ability_problem(ctx, card) is not None:
            continue
        chosen = plots.targets(ctx, seat, card)
        if chosen is None:
            yield UseAbility(card)
        else:
            yield from (UseAbility(card, target) for target in chosen)


def check_ability(ctx: WagonContext, action: UseAbility) -> str | None:
    problem = ability_problem(ctx, action.card)
    if problem:
        return problem
    chosen = plots.targets(ctx, _seat(ctx), action.card)
    if (chosen is None and action.target) or (chosen is not None and action.target not in chosen):
        return "Choose a target the ability can reach."
    return None


def do_ability(ctx: WagonContext, action: UseAbility) -> None:
    seat = _seat(ctx)
    definition: Character = ctx.card(action.card)
    bandwidth.pay(ctx, seat, definition.ability_cost, f"{definition.name} ({definition.special})")
    ctx.add_to(USED, action.card)
    if _takes_action(definition):
        ctx.add_to(ACTED, action.card)
    plots.resolve(ctx, seat, action.card, action.target)


# -- switching and discarding ------------------------------------------------------------------------
def switch_problem(ctx: WagonContext, card: str) -> str | None:
    seat = _seat(ctx)
    if ctx.place_of(card) != CHARACTERS or ctx.controller(card) != seat:
        return "Switch the position of your own Characters."
    name = ctx.name(card)
    if card in ctx.flag(ACTED) or ctx.mapping(ATTACKS).get(card):
        return f"{name} has already taken its action this turn."
    if effects.has(ctx, card, "stun"):
        return f"{name} is stunned: it can neither attack nor change position."
    return None


def switch_options(ctx: WagonContext) -> Iterator[SwitchPosition]:
    yield from (SwitchPosition(c) for c in ctx.characters(_seat(ctx)) if switch_problem(ctx, c) is None)


def do_switch(ctx: WagonContext, action: SwitchPosition) -> None:
    now = DEFENSE if ctx.position(action.card) == OFFENSE else OFFENSE
    lines.turn_to(ctx, action.card, now)
    ctx.add_to(ACTED, action.card)


def discard_options(ctx: WagonContext) -> Iterator[DiscardFromPlay]:
    seat = _seat(ctx)
    for card in [*ctx.characters(seat), *ctx.plot_devices(seat)]:
        if ctx.owner(card) == seat:
            yield DiscardFromPlay(card, ctx.zone(seat, DISCARD))
    if ctx.quick:
        for character in ctx.characters(seat):
            for gear in ctx.equipment(character):
                yield DiscardFromPlay(gear, ctx.zone(seat, DISCARD))


def check_discard(ctx: WagonContext, action: DiscardFromPlay) -> str | None:
    if action in discard_options(ctx):
        return None
    if ctx.host(action.card) is not None and ctx.is_plot_device(action.card):
        return "Equipment cannot be taken off a Character (only in the quick game)."
    return "Discard your own cards in play, onto your own discard pile."


def do_discard(ctx: WagonContext, action: DiscardFromPlay) -> None:
    lines.leave_play(ctx, action.card)

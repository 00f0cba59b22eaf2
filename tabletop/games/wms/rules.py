"""The rules of WMS as one record: every move, the prompt, the queue's steps.

Moves answer the decision kinds of a game of WMS: ``setup`` (setup_phase.py),
``play`` (start or answer a Fight: here), ``assemble`` (build the play: here,
with assembly.py and fight.py) and the questions effects ask (decisions.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from tabletop.engine.rules import Rules, queue
from tabletop.games.wms import assembly, decisions, fight, flow, setup_phase, texts
from tabletop.games.wms.abilities import COMMAND_ABILITIES, ON_COMMAND, use_commander
from tabletop.games.wms.actions import (
    AddSquadMember,
    BringToken,
    ChangeCommand,
    Disrupt,
    Equip,
    Fight,
    Foresight,
    LoseFight,
    PlayCommand,
    PlayUnit,
    Possess,
    Sacrifice,
    SpendPsych,
    TacticalRetreat,
    TakeBack,
    UsePower,
)
from tabletop.games.wms.catalog import ASIDE, COMMAND, DECK, HAND, RESERVES
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.draws import draw
from tabletop.games.wms.flow import end_fight, play_turn
from tabletop.games.wms.moves import always, move
from tabletop.games.wms.search import can_lead, hand_leaders


# -- starting and answering a Fight -----------------------------------------------------------------------
def _opening(ctx: WmsContext) -> bool:
    return ctx.decision["opening"]


def _check_command(ctx: WmsContext, action: PlayCommand) -> str | None:
    seat = ctx.deciding_seat
    if not _opening(ctx) or assembly.groups(ctx):
        return "Command cards are played before the Fight starts, by the Active Player."
    if ctx.data.get("command_played"):
        return "Only 1 command card may be played before each Fight."
    if action.card not in ctx.cards_in(seat, HAND) or ctx.info(action.card).type != "command":
        return "Play a command card from your hand."
    return None


def _commands(ctx: WmsContext) -> Iterator[PlayCommand]:
    seat = ctx.deciding_seat
    yield from (PlayCommand(c, seat) for c in ctx.cards_in(seat, HAND) if ctx.info(c).type == "command")


def _do_command(ctx: WmsContext, action: PlayCommand) -> None:
    seat = action.player
    card = ctx.info(action.card)
    stack = ctx.cards_in(seat, COMMAND)
    if stack:
        ctx.note(f"{ctx.name(stack[-1])} no longer has any effect.")
    ctx.change.move(action.card, ctx.zone(seat, COMMAND))
    ctx.change.set_data("command_played", True)
    items: list[Any] = []
    if card.manual:
        ctx.note(f"{card.name} is not automated: resolve it by hand with the table's tools.")
    elif card.command_kind == "lingering":
        ctx.note(f"{card.name} lingers while it tops the Command Stack.")
    if card.draw and not card.manual:
        ctx.note(f"{card.name}: draw {card.draw}.")
        if not draw(ctx, seat, card.draw):
            return
    if card.recover and not card.manual:
        items.append(queue.later(seat, "recover", count=card.recover, why=card.name))
    if card.opponent_discards and not card.manual:
        items.append(queue.later(ctx.other(seat), "discard", count=card.opponent_discards, why=card.name))
    if card.ability in ON_COMMAND and not card.manual:
        items += ON_COMMAND[card.ability](ctx, seat, action.card)
        if ctx.winner is not None:
            return
    queue.push(ctx, *items, play_turn(seat, True))


def _leaders(ctx: WmsContext) -> Iterator[PlayUnit]:
    seat = ctx.deciding_seat
    yield from (PlayUnit(c, seat) for c in hand_leaders(ctx, seat))


def _check_play_unit(ctx: WmsContext, action: PlayUnit) -> str | None:
    seat = ctx.deciding_seat
    card = ctx.state.cards.get(action.card)
    if card is None or card.location not in (ctx.zone(seat, HAND), ctx.zone(seat, RESERVES)) or \
            not ctx.info(action.card).is_unit:
        return "Play a Unit card from your hand or your Reserves Zone."
    if not _opening(ctx) and not can_lead(ctx, seat, action.card):
        return f"No play led by {ctx.name(action.card)} can equal or beat the current Combat Value."
    return None


def _do_play_unit(ctx: WmsContext, action: PlayUnit) -> None:
    assembly.start_play(ctx, action.player, action.card, ctx.answering["opening"])


def _check_lose(ctx: WmsContext, action: LoseFight) -> str | None:
    seat = ctx.deciding_seat
    if _opening(ctx):
        return "The Active Player starts the Fight; with no unit to play, take a tactical retreat."
    able = [c for c in hand_leaders(ctx, seat) if can_lead(ctx, seat, c)]
    if able:
        return f"You can still beat the Combat Value, for example with {ctx.name(able[0])}."
    return None


PLAY = "play"
PLAY_MOVES = (
    move(PlayCommand, (PLAY,), _commands, _do_command, _check_command),
    move(PlayUnit, (PLAY,), _leaders, _do_play_unit, _check_play_unit),
    move(TacticalRetreat, (PLAY,), lambda c: [TacticalRetreat()],
          lambda c, a: end_fight(c, c.answering["seat"], "tactical retreat", retreat=True), always),
    move(LoseFight, (PLAY,), lambda c: [LoseFight()],
          lambda c, a: end_fight(c, c.answering["seat"], "cannot equal or beat the Combat Value"), _check_lose),
)


# -- building the play --------------------------------------------------------------------------------------
def _keep_building(do: Callable[[WmsContext, Any], None]) -> Callable[[WmsContext, Any], None]:
    """A piece added to the play: the player goes on building it."""
    def done(ctx: WmsContext, action: Any) -> None:
        do(ctx, action)
        assembly.ask_assemble(ctx, ctx.answering["seat"], ctx.answering["opening"])
    return done


def _unit_cards(ctx: WmsContext) -> list[str]:
    _, group = assembly.pending(ctx)
    return [u for u in group["units"] if ctx.info(u).is_unit]


def _hand(ctx: WmsContext) -> list[str]:
    return ctx.cards_in(ctx.deciding_seat, HAND)


def _members(ctx: WmsContext) -> Iterator[AddSquadMember]:
    _, group = assembly.pending(ctx)
    if ctx.info(group["units"][0]).squad:
        yield from (AddSquadMember(c, ctx.deciding_seat) for c in _hand(ctx) if ctx.info(c).is_unit)


def _tokens(ctx: WmsContext) -> Iterator[BringToken]:
    seat = ctx.deciding_seat
    yield from (BringToken(c, seat) for c in ctx.distinct(ctx.cards_in(seat, ASIDE)) if ctx.info(c).type == "token")


def _attachments(kind: type, card_type: str) -> Callable[[WmsContext], Iterator[Any]]:
    def found(ctx: WmsContext) -> Iterator[Any]:
        units = _unit_cards(ctx)
        for card in _hand(ctx):
            if ctx.info(card).type == card_type:
                yield from (kind(card, unit) for unit in units)
    return found


def _possessions(ctx: WmsContext) -> Iterator[Possess]:
    units = [u for u in _unit_cards(ctx) if "Possession" in ctx.info(u).keywords]
    for card in _hand(ctx):
        yield from (Possess(unit, card) for unit in units)


def _psych(ctx: WmsContext) -> Iterator[SpendPsych]:
    for unit in _unit_cards(ctx):
        if ctx.info(unit).psych:
            yield from (SpendPsych(unit, style) for style in ("cc", "rc"))


def _disrupts(ctx: WmsContext) -> Iterator[Disrupt]:
    for unit in _unit_cards(ctx):
        yield from (Disrupt(unit, keyword) for keyword in assembly.disrupt_choices(ctx, unit))


def _changes(ctx: WmsContext) -> Iterator[ChangeCommand]:
    stack = ctx.cards_in(ctx.deciding_seat, COMMAND)
    for unit in _unit_cards(ctx):
        if "Change" in assembly.piece_of(ctx, unit).base_keywords():
            yield from (ChangeCommand(unit, card) for card in stack[:-1])


def _sacrifices(ctx: WmsContext) -> Iterator[Sacrifice]:
    _, group = assembly.pending(ctx)
    if not group["sacrificed"]:
        yield from (Sacrifice(c, ctx.deciding_seat) for c in _hand(ctx))


def _foresights(ctx: WmsContext) -> list[Foresight]:
    seat = ctx.deciding_seat
    chief = ctx.commander(seat)
    ability = ctx.info(chief).command_ability if chief else None
    return COMMAND_ABILITIES[ability](ctx, seat) if ability in COMMAND_ABILITIES else []


def _check_foresight(ctx: WmsContext, action: Foresight) -> str | None:
    if action not in _foresights(ctx):
        return "Your Commander gives no look at the top of your deck now (once each Fight)."
    return None


def _do_foresight(ctx: WmsContext, action: Foresight) -> None:
    seat = ctx.answering["seat"]
    deck = ctx.zone(seat, DECK)
    order = [c for c in ctx.state.zones[deck].cards if c != action.top] + [action.top]
    ctx.change.reorder(deck, order)
    use_commander(ctx, seat)


ASSEMBLE = "assemble"
ASSEMBLE_MOVES = (
    move(AddSquadMember, (ASSEMBLE,), _members, _keep_building(assembly.do_member), assembly.check_member),
    move(BringToken, (ASSEMBLE,), _tokens, _keep_building(assembly.do_token), assembly.check_token),
    move(Equip, (ASSEMBLE,), _attachments(Equip, "equipment"), _keep_building(assembly.do_attach),
          assembly.check_equip),
    move(UsePower, (ASSEMBLE,), _attachments(UsePower, "power"), _keep_building(assembly.do_attach),
          assembly.check_power),
    move(Possess, (ASSEMBLE,), _possessions, _keep_building(assembly.do_possess), assembly.check_possess),
    move(SpendPsych, (ASSEMBLE,), _psych, _keep_building(assembly.do_psych), assembly.check_psych),
    move(Disrupt, (ASSEMBLE,), _disrupts, _keep_building(assembly.do_disrupt), assembly.check_disrupt),
    move(ChangeCommand, (ASSEMBLE,), _changes, _keep_building(assembly.do_change), assembly.check_change),
    move(Sacrifice, (ASSEMBLE,), _sacrifices, _keep_building(assembly.do_sacrifice), assembly.check_sacrifice),
    move(Foresight, (ASSEMBLE,), _foresights, _keep_building(_do_foresight), _check_foresight),
    move(Fight, (ASSEMBLE,), fight.fight_options, fight.do_fight, fight.check_fight),
    move(TakeBack, (ASSEMBLE,), lambda c: [TakeBack()], assembly.do_take_back, always),
)

RULES = Rules(
    "WMS",
    WmsContext,
    (*setup_phase.MOVES, *PLAY_MOVES, *ASSEMBLE_MOVES, *decisions.MOVES),
    texts.prompt,
    texts.status,
    steps=flow.STEPS,
    skip=flow.pointless,
)

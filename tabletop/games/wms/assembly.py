"""Building a play: the unit on the Battlefield Stack and what goes with it, then the Fight.

The play being built is the last group of ``ctx.state.data["groups"]`` with
``open`` set. Every piece can be taken back until the player presses Fight,
which compares the values (turning the tide first if asked) and is only
legal when the play equals or beats the current Combat Value.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.wms.actions import (
    AddSquadMember,
    BringToken,
    ChangeCommand,
    Disrupt,
    Equip,
    Possess,
    Sacrifice,
    SpendPsych,
    TakeBack,
    UsePower,
)
from tabletop.games.wms.catalog import (
    ASIDE,
    BATTLEFIELD,
    COMMAND,
    GRAVEYARD,
    HAND,
    RESERVES,
    STYLE_NAMES,
)
from tabletop.games.wms.combat import (
    Side,
    groups,
    piece_of,
    side_keywords,
    side_of,
    top_group,
)
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.squads import (
    equipment_on,
    equipment_slots,
    fits_squad,
    psych_points_left,
    squad_size,
    token_capacity,
)


# -- the play being built ------------------------------------------------------------------------
def pending(ctx: WmsContext) -> tuple[int, FrozenDict] | None:
    found = groups(ctx)
    if found and found[-1].get("open"):
        return len(found) - 1, found[-1]
    return None


def update_play(ctx: WmsContext, **changes: Any) -> None:
    index, group = pending(ctx)
    found = groups(ctx)
    ctx.change.set_data("groups", found[:index] + (group.replaced(**changes),))


def _in_hand(ctx: WmsContext, card: str, player: int) -> bool:
    return card in ctx.state.cards and ctx.state.cards[card].location == ctx.zone(player, HAND)


def _unit_of_play(ctx: WmsContext, card: str) -> bool:
    found = pending(ctx)
    return found is not None and card in found[1]["units"]


def start_play(ctx: WmsContext, player: int, card: str, opening: bool) -> None:
    """A unit goes on the Battlefield Stack; the play is built until Fight is pressed."""
    from_reserves = ctx.state.cards[card].location == ctx.zone(player, RESERVES)
    ctx.change.move(card, ctx.zone(player, BATTLEFIELD))
    ctx.change.set_card(card, "face_up", True)
    target = top_group(ctx, ctx.other(player))
    group = {"player": player, "units": (card,), "reserve": card if from_reserves else "",
             "open": True, "opening": opening, "target": -1 if target is None else target,
             "sacrificed": "", "possessions": (), "disrupts": (), "lost_before": None,
             "changes": (), "command_before": ()}
    ctx.change.set_data("groups", (*groups(ctx), group))
    ask_assemble(ctx, player, opening)
    if from_reserves:
        ctx.note(f"{ctx.name(card)} arrives from Reserves.")


def ask_assemble(ctx: WmsContext, player: int, opening: bool) -> None:
    """The player builds the play (adds cards to it) until Fight is pressed."""
    queue.ask(ctx, player, "assemble", opening=opening)


def pending_side(ctx: WmsContext) -> Side:
    index, _ = pending(ctx)
    return side_of(ctx, index)


def enemy_side(ctx: WmsContext) -> Side | None:
    _, group = pending(ctx)
    return side_of(ctx, group["target"]) if group["target"] >= 0 else None


# -- pieces ---------------------------------------------------------------------------------------
def check_member(ctx: WmsContext, action: AddSquadMember) -> str | None:
    _, group = pending(ctx)
    if not _in_hand(ctx, action.card, action.player):
        return "Squad members come from your hand (never from the Reserves Zone)."
    card = ctx.info(action.card)
    if not card.is_unit:
        return f"{card.name} is not a Unit card."
    leader = ctx.info(group["units"][0])
    if not leader.squad:
        return f"{leader.name} has no Squad keyword: no other Unit card may join it."
    members = [ctx.info(c) for c in group["units"][1:] if ctx.info(c).is_unit] + [card]
    if not fits_squad(leader.squad, members):
        return (f"{card.name} does not fit {leader.name}'s Squad({leader.squad_text}) "
                f"(at most {squad_size(leader.squad)} units of the kinds listed).")
    return None


def do_member(ctx: WmsContext, action: AddSquadMember) -> None:
    ctx.change.move(action.card, ctx.zone(action.player, BATTLEFIELD))
    _, group = pending(ctx)
    update_play(ctx, units=(*group["units"], action.card))


def check_token(ctx: WmsContext, action: BringToken) -> str | None:
    _, group = pending(ctx)
    if ctx.state.cards[action.card].location != ctx.zone(action.player, ASIDE):
        return "Token cards are brought from the cards set aside beside your deck."
    token = ctx.info(action.card)
    if token.type != "token":
        return f"{token.name} is not a Token card."
    units = [ctx.info(c) for c in group["units"] if ctx.info(c).is_unit]
    capacity = token_capacity(ctx, action.player, units, token)
    present = sum(1 for c in group["units"] if ctx.state.cards[c].definition == token.id)
    if present >= capacity:
        if capacity == 0:
            return f"Nothing in this play brings {token.name}."
        return f"This play may bring at most {capacity} {token.name}."
    return None


def do_token(ctx: WmsContext, action: BringToken) -> None:
    ctx.change.move(action.card, ctx.zone(action.player, BATTLEFIELD))
    _, group = pending(ctx)
    update_play(ctx, units=(*group["units"], action.card))


def check_equip(ctx: WmsContext, action: Equip) -> str | None:
    player = pending(ctx)[1]["player"]
    if not _in_hand(ctx, action.card, player):
        return "Equipment comes from your hand."
    gear = ctx.info(action.card)
    if gear.type != "equipment":
        return f"{gear.name} is not an Equipment card."
    if not _unit_of_play(ctx, action.unit):
        return "Equipment goes on a unit of the play you are making."
    unit = ctx.info(action.unit)
    slots = equipment_slots(unit)
    if slots == 0:
        return f"{unit.name} is a Token card: Token cards take no Equipment."
    if equipment_on(ctx, action.unit) >= slots:
        return f"{unit.name} already carries {slots} Equipment card{'s' if slots > 1 else ''}" + (
            "" if slots > 1 else " (only a Monster may carry 2)") + "."
    if not gear.allows(unit.keywords):
        return f"{gear.name} cannot go on {unit.name}: {_restriction(gear)}."
    return None


def _restriction(card: Any) -> str:
    parts = []
    if card.needs_any:
        parts.append(" or ".join(sorted(card.needs_any)) + " only")
    if card.needs_none:
        parts.append("not for " + " or ".join(sorted(card.needs_none)))
    return ", ".join(parts)


def do_attach(ctx: WmsContext, action: Equip | UsePower) -> None:
    ctx.change.attach(action.card, action.unit)


def check_power(ctx: WmsContext, action: UsePower) -> str | None:
    player = pending(ctx)[1]["player"]
    if not _in_hand(ctx, action.card, player):
        return "Power cards come from your hand."
    power = ctx.info(action.card)
    if power.type != "power":
        return f"{power.name} is not a Power card."
    if not _unit_of_play(ctx, action.unit):
        return "A Power card goes on a unit of the play you are making."
    unit = ctx.info(action.unit)
    if unit.psych == 0:
        return f"{unit.name} has no Psych keyword: only a Psych may play Power cards."
    if psych_points_left(ctx, action.unit) <= 0:
        return f"{unit.name} has no Power Points left."
    if not power.allows(unit.keywords):
        return f"{power.name} cannot go on {unit.name}: {_restriction(power)}."
    return None


def check_psych(ctx: WmsContext, action: SpendPsych) -> str | None:
    if not _unit_of_play(ctx, action.unit):
        return "Power Points are spent by a unit of the play you are making."
    if action.style not in STYLE_NAMES:
        return "Power Points buy +1 CC or +1 RC."
    if ctx.info(action.unit).psych == 0:
        return f"{ctx.name(action.unit)} has no Psych keyword."
    if psych_points_left(ctx, action.unit) <= 0:
        return f"{ctx.name(action.unit)} has no Power Points left."
    return None


def do_psych(ctx: WmsContext, action: SpendPsych) -> None:
    counter = f"psych_{action.style}"
    ctx.change.set_counter(action.unit, counter, ctx.state.cards[action.unit].counters.get(counter, 0) + 1)


def check_possess(ctx: WmsContext, action: Possess) -> str | None:
    _, group = pending(ctx)
    if not _unit_of_play(ctx, action.unit) or "Possession" not in ctx.info(action.unit).keywords:
        return "Only a unit with Possession, in the play you are making, can be possessed."
    if ctx.state.cards[action.unit].counters.get("possessed"):
        return f"{ctx.name(action.unit)} is already possessed."
    if not _in_hand(ctx, action.card, group["player"]):
        return "Possession discards a card from your hand."
    return None


def do_possess(ctx: WmsContext, action: Possess) -> None:
    player = pending(ctx)[1]["player"]
    ctx.change.move(action.card, ctx.zone(player, GRAVEYARD))
    ctx.change.set_counter(action.unit, "possessed", 1)
    _, group = pending(ctx)
    update_play(ctx, possessions=(*group["possessions"], (action.unit, action.card)))


def disrupt_choices(ctx: WmsContext, unit: str) -> list[str]:
    """Keywords a Disrupt unit of the play may take from the card it fights against."""
    _, group = pending(ctx)
    enemy = enemy_side(ctx)
    if enemy is None or unit in [u for u, _ in group["disrupts"]]:
        return []
    if "Disrupt" not in piece_of(ctx, unit).base_keywords():
        return []
    words = side_keywords(ctx, enemy, pending_side(ctx))
    return sorted(words - {"Squad"})


def check_disrupt(ctx: WmsContext, action: Disrupt) -> str | None:
    if not _unit_of_play(ctx, action.unit) or "Disrupt" not in piece_of(ctx, action.unit).base_keywords():
        return "Only a unit with Disrupt, in the play you are making, can disrupt."
    if enemy_side(ctx) is None:
        return "Disrupt needs an opposing card to fight against."
    if action.keyword == "Squad":
        return "Disrupt cannot take the Squad keyword."
    if action.keyword not in disrupt_choices(ctx, action.unit):
        return f"The opposing card has no {action.keyword} to lose (or this unit has already disrupted)."
    return None


def do_disrupt(ctx: WmsContext, action: Disrupt) -> None:
    _, group = pending(ctx)
    lost = ctx.state.data.get("lost", {})
    key = str(group["target"])
    before = group["lost_before"] if group["lost_before"] is not None else lost.get(key, ())
    ctx.change.set_data("lost", lost.replaced(**{key: (*lost.get(key, ()), action.keyword)}) if lost
                  else {key: (action.keyword,)})
    update_play(ctx, disrupts=(*group["disrupts"], (action.unit, action.keyword)), lost_before=before)


def check_change(ctx: WmsContext, action: ChangeCommand) -> str | None:
    _, group = pending(ctx)
    if not _unit_of_play(ctx, action.unit) or "Change" not in piece_of(ctx, action.unit).base_keywords():
        return "Only a unit with Change, in the play you are making, can reorder the Command Stack."
    if action.unit in group["changes"]:
        return f"{ctx.name(action.unit)} has already changed the Command Stack."
    stack = ctx.cards_in(group["player"], COMMAND)
    if action.card not in stack:
        return "Change reorders the cards of your own Command Stack."
    if stack[-1] == action.card:
        return f"{ctx.name(action.card)} is already on top."
    return None


def do_change(ctx: WmsContext, action: ChangeCommand) -> None:
    _, group = pending(ctx)
    command = ctx.zone(group["player"], COMMAND)
    before = group["command_before"] or tuple(ctx.state.zones[command].cards)
    ctx.change.move(action.card, command)
    update_play(ctx, changes=(*group["changes"], action.unit), command_before=before)


def check_sacrifice(ctx: WmsContext, action: Sacrifice) -> str | None:
    _, group = pending(ctx)
    if group["sacrificed"]:
        return "You may sacrifice only 1 card before each Draw Step."
    if not _in_hand(ctx, action.card, group["player"]):
        return "Sacrifice a card from your hand."
    return None


def do_sacrifice(ctx: WmsContext, action: Sacrifice) -> None:
    ctx.change.move(action.card, ctx.zone(action.player, GRAVEYARD))
    update_play(ctx, sacrificed=action.card)


def do_take_back(ctx: WmsContext, action: TakeBack) -> None:
    """Every card of the play returns where it came from; choices made for it are undone."""
    index, group = pending(ctx)
    player = group["player"]
    for card in reversed(group["units"]):
        for attached in list(ctx.state.cards[card].attachments):
            ctx.change.move(attached, ctx.zone(player, HAND))
        for counter in ("psych_cc", "psych_rc", "possessed"):
            ctx.change.set_counter(card, counter, 0)
        home = ASIDE if ctx.info(card).type == "token" else RESERVES if card == group["reserve"] else HAND
        ctx.change.move(card, ctx.zone(player, home))
    for _unit, card in group["possessions"]:
        ctx.change.move(card, ctx.zone(player, HAND))
    if group["sacrificed"]:
        ctx.change.move(group["sacrificed"], ctx.zone(player, HAND))
    if group["lost_before"] is not None:
        lost = ctx.state.data["lost"]
        key = str(group["target"])
        kept = {k: v for k, v in lost.items() if k != key}
        if group["lost_before"]:
            kept[key] = group["lost_before"]
        ctx.change.set_data("lost", kept)
    if group["command_before"]:
        ctx.change.reorder(ctx.zone(player, COMMAND), list(group["command_before"]))
    ctx.change.set_data("groups", groups(ctx)[:index])
    queue.ask(ctx, player, "play", opening=group["opening"])

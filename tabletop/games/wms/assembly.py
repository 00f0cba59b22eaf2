"""Building a play: the unit on the Battlefield Stack and what goes with it, then the Fight.

The play being built is the last group of ``state.data["groups"]`` with
``open`` set. Every piece can be taken back until the player presses Fight,
which compares the values (turning the tide first if asked) and is only
legal when the play equals or beats the current Combat Value.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
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
    info,
    name,
    other,
    zone,
)
from tabletop.games.wms.combat import (
    Side,
    groups,
    piece_of,
    side_keywords,
    side_of,
    top_group,
)
from tabletop.games.wms.squads import (
    equipment_on,
    equipment_slots,
    fits_squad,
    psych_points_left,
    squad_size,
    token_capacity,
)


# -- the play being built ------------------------------------------------------------------------
def pending(state: State) -> tuple[int, FrozenDict] | None:
    found = groups(state)
    if found and found[-1].get("open"):
        return len(found) - 1, found[-1]
    return None


def update_play(step: Builder, **changes: Any) -> None:
    index, group = pending(step.state)
    found = groups(step.state)
    step.set_data("groups", found[:index] + (group.replaced(**changes),))


def _in_hand(state: State, card: str, player: int) -> bool:
    return card in state.cards and state.cards[card].location == zone(player, HAND)


def _unit_of_play(state: State, card: str) -> bool:
    found = pending(state)
    return found is not None and card in found[1]["units"]


def start_play(step: Builder, player: int, card: str, opening: bool) -> None:
    """A unit goes on the Battlefield Stack; the play is built until Fight is pressed."""
    state = step.state
    from_reserves = state.cards[card].location == zone(player, RESERVES)
    step.move(card, zone(player, BATTLEFIELD))
    step.set_card(card, "face_up", True)
    target = top_group(state, other(player))
    group = {"player": player, "units": (card,), "reserve": card if from_reserves else "",
             "open": True, "opening": opening, "target": -1 if target is None else target,
             "sacrificed": "", "possessions": (), "disrupts": (), "lost_before": None,
             "changes": (), "command_before": ()}
    step.set_data("groups", (*groups(state), group))
    step.set(("decision",), {"kind": "assemble", "player": player, "opening": opening})
    if from_reserves:
        step.note(f"{name(state, card)} arrives from Reserves.")


def pending_side(state: State) -> Side:
    index, _ = pending(state)
    return side_of(state, index)


def enemy_side(state: State) -> Side | None:
    _, group = pending(state)
    return side_of(state, group["target"]) if group["target"] >= 0 else None


# -- pieces ---------------------------------------------------------------------------------------
def check_member(state: State, action: AddSquadMember) -> str | None:
    _, group = pending(state)
    if not _in_hand(state, action.card, action.player):
        return "Squad members come from your hand (never from the Reserves Zone)."
    card = info(state, action.card)
    if not card.is_unit:
        return f"{card.name} is not a Unit card."
    leader = info(state, group["units"][0])
    if not leader.squad:
        return f"{leader.name} has no Squad keyword: no other Unit card may join it."
    members = [info(state, c) for c in group["units"][1:] if info(state, c).is_unit] + [card]
    if not fits_squad(leader.squad, members):
        return (f"{card.name} does not fit {leader.name}'s Squad({leader.squad_text}) "
                f"(at most {squad_size(leader.squad)} units of the kinds listed).")
    return None


def do_member(step: Builder, action: AddSquadMember) -> None:
    step.move(action.card, zone(action.player, BATTLEFIELD))
    _, group = pending(step.state)
    update_play(step, units=(*group["units"], action.card))


def check_token(state: State, action: BringToken) -> str | None:
    _, group = pending(state)
    if state.cards[action.card].location != zone(action.player, ASIDE):
        return "Token cards are brought from the cards set aside beside your deck."
    token = info(state, action.card)
    if token.type != "token":
        return f"{token.name} is not a Token card."
    units = [info(state, c) for c in group["units"] if info(state, c).is_unit]
    capacity = token_capacity(state, action.player, units, token)
    present = sum(1 for c in group["units"] if state.cards[c].definition == token.id)
    if present >= capacity:
        if capacity == 0:
            return f"Nothing in this play brings {token.name}."
        return f"This play may bring at most {capacity} {token.name}."
    return None


def do_token(step: Builder, action: BringToken) -> None:
    step.move(action.card, zone(action.player, BATTLEFIELD))
    _, group = pending(step.state)
    update_play(step, units=(*group["units"], action.card))


def check_equip(state: State, action: Equip) -> str | None:
    player = pending(state)[1]["player"]
    if not _in_hand(state, action.card, player):
        return "Equipment comes from your hand."
    gear = info(state, action.card)
    if gear.type != "equipment":
        return f"{gear.name} is not an Equipment card."
    if not _unit_of_play(state, action.unit):
        return "Equipment goes on a unit of the play you are making."
    unit = info(state, action.unit)
    slots = equipment_slots(unit)
    if slots == 0:
        return f"{unit.name} is a Token card: Token cards take no Equipment."
    if equipment_on(state, action.unit) >= slots:
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


def do_attach(step: Builder, action: Equip | UsePower) -> None:
    step.attach(action.card, action.unit)


def check_power(state: State, action: UsePower) -> str | None:
    player = pending(state)[1]["player"]
    if not _in_hand(state, action.card, player):
        return "Power cards come from your hand."
    power = info(state, action.card)
    if power.type != "power":
        return f"{power.name} is not a Power card."
    if not _unit_of_play(state, action.unit):
        return "A Power card goes on a unit of the play you are making."
    unit = info(state, action.unit)
    if unit.psych == 0:
        return f"{unit.name} has no Psych keyword: only a Psych may play Power cards."
    if psych_points_left(state, action.unit) <= 0:
        return f"{unit.name} has no Power Points left."
    if not power.allows(unit.keywords):
        return f"{power.name} cannot go on {unit.name}: {_restriction(power)}."
    return None


def check_psych(state: State, action: SpendPsych) -> str | None:
    if not _unit_of_play(state, action.unit):
        return "Power Points are spent by a unit of the play you are making."
    if action.style not in STYLE_NAMES:
        return "Power Points buy +1 CC or +1 RC."
    if info(state, action.unit).psych == 0:
        return f"{name(state, action.unit)} has no Psych keyword."
    if psych_points_left(state, action.unit) <= 0:
        return f"{name(state, action.unit)} has no Power Points left."
    return None


def do_psych(step: Builder, action: SpendPsych) -> None:
    counter = f"psych_{action.style}"
    step.set_counter(action.unit, counter, step.state.cards[action.unit].counters.get(counter, 0) + 1)


def check_possess(state: State, action: Possess) -> str | None:
    _, group = pending(state)
    if not _unit_of_play(state, action.unit) or "Possession" not in info(state, action.unit).keywords:
        return "Only a unit with Possession, in the play you are making, can be possessed."
    if state.cards[action.unit].counters.get("possessed"):
        return f"{name(state, action.unit)} is already possessed."
    if not _in_hand(state, action.card, group["player"]):
        return "Possession discards a card from your hand."
    return None


def do_possess(step: Builder, action: Possess) -> None:
    player = pending(step.state)[1]["player"]
    step.move(action.card, zone(player, GRAVEYARD))
    step.set_counter(action.unit, "possessed", 1)
    _, group = pending(step.state)
    update_play(step, possessions=(*group["possessions"], (action.unit, action.card)))


def disrupt_choices(state: State, unit: str) -> list[str]:
    """Keywords a Disrupt unit of the play may take from the card it fights against."""
    _, group = pending(state)
    enemy = enemy_side(state)
    if enemy is None or unit in [u for u, _ in group["disrupts"]]:
        return []
    if "Disrupt" not in piece_of(state, unit).base_keywords():
        return []
    words = side_keywords(state, enemy, pending_side(state))
    return sorted(words - {"Squad"})


def check_disrupt(state: State, action: Disrupt) -> str | None:
    if not _unit_of_play(state, action.unit) or "Disrupt" not in piece_of(state, action.unit).base_keywords():
        return "Only a unit with Disrupt, in the play you are making, can disrupt."
    if enemy_side(state) is None:
        return "Disrupt needs an opposing card to fight against."
    if action.keyword == "Squad":
        return "Disrupt cannot take the Squad keyword."
    if action.keyword not in disrupt_choices(state, action.unit):
        return f"The opposing card has no {action.keyword} to lose (or this unit has already disrupted)."
    return None


def do_disrupt(step: Builder, action: Disrupt) -> None:
    state = step.state
    _, group = pending(state)
    lost = state.data.get("lost", {})
    key = str(group["target"])
    before = group["lost_before"] if group["lost_before"] is not None else lost.get(key, ())
    step.set_data("lost", lost.replaced(**{key: (*lost.get(key, ()), action.keyword)}) if lost
                  else {key: (action.keyword,)})
    update_play(step, disrupts=(*group["disrupts"], (action.unit, action.keyword)), lost_before=before)


def check_change(state: State, action: ChangeCommand) -> str | None:
    _, group = pending(state)
    if not _unit_of_play(state, action.unit) or "Change" not in piece_of(state, action.unit).base_keywords():
        return "Only a unit with Change, in the play you are making, can reorder the Command Stack."
    if action.unit in group["changes"]:
        return f"{name(state, action.unit)} has already changed the Command Stack."
    stack = state.zones[zone(group["player"], COMMAND)].cards
    if action.card not in stack:
        return "Change reorders the cards of your own Command Stack."
    if stack[-1] == action.card:
        return f"{name(state, action.card)} is already on top."
    return None


def do_change(step: Builder, action: ChangeCommand) -> None:
    _, group = pending(step.state)
    command = zone(group["player"], COMMAND)
    before = group["command_before"] or tuple(step.state.zones[command].cards)
    step.move(action.card, command)
    update_play(step, changes=(*group["changes"], action.unit), command_before=before)


def check_sacrifice(state: State, action: Sacrifice) -> str | None:
    _, group = pending(state)
    if group["sacrificed"]:
        return "You may sacrifice only 1 card before each Draw Step."
    if not _in_hand(state, action.card, group["player"]):
        return "Sacrifice a card from your hand."
    return None


def do_sacrifice(step: Builder, action: Sacrifice) -> None:
    step.move(action.card, zone(action.player, GRAVEYARD))
    update_play(step, sacrificed=action.card)


def do_take_back(step: Builder, action: TakeBack) -> None:
    """Every card of the play returns where it came from; choices made for it are undone."""
    state = step.state
    index, group = pending(state)
    player = group["player"]
    for card in reversed(group["units"]):
        for attached in list(state.cards[card].attachments):
            step.move(attached, zone(player, HAND))
        for counter in ("psych_cc", "psych_rc", "possessed"):
            step.set_counter(card, counter, 0)
        home = ASIDE if info(state, card).type == "token" else RESERVES if card == group["reserve"] else HAND
        step.move(card, zone(player, home))
    for _unit, card in group["possessions"]:
        step.move(card, zone(player, HAND))
    if group["sacrificed"]:
        step.move(group["sacrificed"], zone(player, HAND))
    if group["lost_before"] is not None:
        lost = state.data["lost"]
        key = str(group["target"])
        kept = {k: v for k, v in lost.items() if k != key}
        if group["lost_before"]:
            kept[key] = group["lost_before"]
        step.set_data("lost", kept)
    if group["command_before"]:
        step.reorder(zone(player, COMMAND), list(group["command_before"]))
    step.set_data("groups", groups(state)[:index])
    step.set(("decision",), {"kind": "play", "player": player, "opening": group["opening"]})

"""Legal actions, applying an action, and the winner.

Every action type has a check (None, or the sentence saying why it is not
allowed now) and a handler run inside one Builder transaction. The legal
actions of a decision are generated and filtered through the same checks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from tabletop.engine.game import Action, IllegalAction
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder, Transaction
from tabletop.games.wms import assembly, decisions, fight, flow, setup_phase
from tabletop.games.wms.abilities import (
    COMMAND_ABILITIES,
    ON_COMMAND,
    use_commander,
)
from tabletop.games.wms.actions import (
    AddReserve,
    AddSquadMember,
    BringToken,
    ChangeCommand,
    ChooseCommander,
    Decline,
    Discard,
    Disrupt,
    Equip,
    Fight,
    Foresight,
    LoseFight,
    NameKeyword,
    PlayCommand,
    PlayUnit,
    Possess,
    Ready,
    Recover,
    Recycle,
    ReturnReserve,
    Sacrifice,
    SpendPsych,
    SwapReserve,
    TacticalRetreat,
    TakeBack,
    Tend,
    UsePower,
)
from tabletop.games.wms.catalog import (
    ASIDE,
    COMMAND,
    DECK,
    GRAVEYARD,
    HAND,
    cards_in,
    commander,
    distinct,
    info,
    name,
    other,
    zone,
)
from tabletop.games.wms.combat import group_name, groups, piece_of
from tabletop.games.wms.search import can_lead, hand_leaders

Check = Callable[[State, Any], str | None]
Do = Callable[[Builder, Any], None]


def winner(state: State) -> int | None:
    return flow.winner(state)


# -- starting and answering a Fight -----------------------------------------------------------------------
def _play_actions(state: State, player: int, decision: Any) -> list[Action]:
    opening = decision["opening"]
    found: list[Action] = []
    if opening and not state.data.get("command_played"):
        found += [PlayCommand(c, player, name(state, c)) for c in cards_in(state, player, HAND)
                  if info(state, c).type == "command"]
    leaders = [c for c in hand_leaders(state, player) if opening or can_lead(state, player, c)]
    found += [PlayUnit(c, player, name(state, c)) for c in leaders]
    found.append(TacticalRetreat())
    if not opening and not leaders:
        found.append(LoseFight())
    return found


def _check_command(state: State, action: PlayCommand) -> str | None:
    decision = state.decision
    if not decision["opening"] or groups(state):
        return "Command cards are played before the Fight starts, by the Active Player."
    if state.data.get("command_played"):
        return "Only 1 command card may be played before each Fight."
    if action.card not in cards_in(state, decision["player"], HAND) or info(state, action.card).type != "command":
        return "Play a command card from your hand."
    return None


def _do_command(step: Builder, action: PlayCommand) -> None:
    state = step.state
    player = action.player
    card = info(state, action.card)
    stack = cards_in(state, player, COMMAND)
    if stack:
        step.note(f"{name(state, stack[-1])} no longer has any effect.")
    step.move(action.card, zone(player, COMMAND))
    step.set_data("command_played", True)
    items: list[dict] = []
    if card.manual:
        step.note(f"{card.name} is not automated: resolve it by hand with the table's tools.")
    elif card.command_kind == "lingering":
        step.note(f"{card.name} lingers while it tops the Command Stack.")
    if card.draw and not card.manual:
        step.note(f"{card.name}: draw {card.draw}.")
        if not flow.draw(step, player, card.draw):
            return
    if card.recover and not card.manual:
        items.append(flow.item("recover", player, count=card.recover, why=card.name))
    if card.opponent_discards and not card.manual:
        items.append(flow.item("discard", other(player), count=card.opponent_discards, why=card.name))
    if card.ability in ON_COMMAND and not card.manual:
        items += ON_COMMAND[card.ability](step, player, action.card)
        if flow.winner(state) is not None:
            return
    flow.push(step, *items, flow.item("play", player, opening=True))
    flow.finish_decision(step)


def _check_play_unit(state: State, action: PlayUnit) -> str | None:
    decision = state.decision
    player = decision["player"]
    if action.player != player or action.card not in hand_leaders(state, player):
        return "Play a Unit card from your hand or your Reserves Zone."
    if not decision["opening"] and not can_lead(state, player, action.card):
        return f"No play led by {name(state, action.card)} can equal or beat the current Combat Value."
    return None


def _do_play_unit(step: Builder, action: PlayUnit) -> None:
    assembly.start_play(step, action.player, action.card, step.state.decision["opening"])


def _check_lose(state: State, action: LoseFight) -> str | None:
    decision = state.decision
    if decision["opening"]:
        return "The Active Player starts the Fight; with no unit to play, take a tactical retreat."
    able = [c for c in hand_leaders(state, decision["player"]) if can_lead(state, decision["player"], c)]
    if able:
        return f"You can still beat the Combat Value, for example with {name(state, able[0])}."
    return None


def _do_lose(step: Builder, action: LoseFight) -> None:
    flow.end_fight(step, step.state.decision["player"], "cannot equal or beat the Combat Value")


def _do_retreat(step: Builder, action: TacticalRetreat) -> None:
    flow.end_fight(step, step.state.decision["player"], "tactical retreat", retreat=True)


# -- building the play --------------------------------------------------------------------------------------
def _assemble_actions(state: State, player: int, decision: Any) -> list[Action]:
    _, group = assembly.pending(state)
    units = group["units"]
    unit_cards = [u for u in units if info(state, u).is_unit]
    hand = cards_in(state, player, HAND)
    candidates: list[Action] = []
    leader = info(state, units[0])
    if leader.squad:
        candidates += [AddSquadMember(c, player, name(state, c)) for c in hand if info(state, c).is_unit]
    candidates += [BringToken(c, player, name(state, c)) for c in distinct(state, cards_in(state, player, ASIDE))
                   if info(state, c).type == "token"]
    for card in hand:
        kind = info(state, card).type
        for unit in unit_cards:
            if kind == "equipment":
                candidates.append(Equip(card, unit, name(state, card), name(state, unit)))
            elif kind == "power":
                candidates.append(UsePower(card, unit, name(state, card), name(state, unit)))
            if "Possession" in info(state, unit).keywords:
                candidates.append(Possess(unit, card, name(state, card), name(state, unit)))
    for unit in unit_cards:
        if info(state, unit).psych:
            candidates += [SpendPsych(unit, style, name(state, unit)) for style in ("cc", "rc")]
        for keyword in assembly.disrupt_choices(state, unit):
            candidates.append(Disrupt(unit, keyword, name(state, unit), _target_name(state, group)))
        if "Change" in piece_of(state, unit).base_keywords():
            candidates += [ChangeCommand(unit, c, name(state, c)) for c in cards_in(state, player, COMMAND)[:-1]]
    if not group["sacrificed"]:
        candidates += [Sacrifice(c, player, name(state, c)) for c in hand]
    chief = commander(state, player)
    ability = info(state, chief).command_ability if chief else None
    if ability in COMMAND_ABILITIES:
        candidates += COMMAND_ABILITIES[ability](state, player)
    found = [a for a in candidates if CHECKS[type(a)](state, a) is None]
    return found + fight.fight_options(state) + [TakeBack()]


def _target_name(state: State, group: Any) -> str:
    return group_name(state, group["target"]) if group["target"] >= 0 else ""


def _check_foresight(state: State, action: Foresight) -> str | None:
    player = state.decision["player"]
    chief = commander(state, player)
    ability = info(state, chief).command_ability if chief else None
    if ability not in COMMAND_ABILITIES or action not in COMMAND_ABILITIES[ability](state, player):
        return "Your Commander gives no look at the top of your deck now (once each Fight)."
    return None


def _do_foresight(step: Builder, action: Foresight) -> None:
    player = step.state.decision["player"]
    deck = zone(player, DECK)
    order = [c for c in step.state.zones[deck].cards if c != action.top] + [action.top]
    step.reorder(deck, order)
    use_commander(step, player)


# -- dispatch ---------------------------------------------------------------------------------------------------
def _always(state: State, action: Any) -> None:
    return None


KINDS: dict[type[Action], tuple[str, ...]] = {
    ChooseCommander: ("setup",), AddReserve: ("setup",), ReturnReserve: ("setup",), Ready: ("setup",),
    PlayCommand: ("play",), PlayUnit: ("play",), TacticalRetreat: ("play",), LoseFight: ("play",),
    AddSquadMember: ("assemble",), BringToken: ("assemble",), Equip: ("assemble",), UsePower: ("assemble",),
    SpendPsych: ("assemble",), Possess: ("assemble",), Disrupt: ("assemble",), ChangeCommand: ("assemble",),
    Sacrifice: ("assemble",), Foresight: ("assemble",), TakeBack: ("assemble",), Fight: ("assemble",),
    Discard: ("discard",), Recover: ("recover",), Tend: ("tend",), NameKeyword: ("name_keyword",),
    SwapReserve: ("swap_reserve",), Recycle: ("recycle",), Decline: ("tend", "swap_reserve", "recycle"),
}

CHECKS: dict[type[Action], Check] = {
    ChooseCommander: setup_phase.check_commander, AddReserve: setup_phase.check_add_reserve,
    ReturnReserve: setup_phase.check_return_reserve,
    Ready: _always, PlayCommand: _check_command, PlayUnit: _check_play_unit, TacticalRetreat: _always,
    LoseFight: _check_lose, AddSquadMember: assembly.check_member, BringToken: assembly.check_token,
    Equip: assembly.check_equip, UsePower: assembly.check_power, SpendPsych: assembly.check_psych,
    Possess: assembly.check_possess, Disrupt: assembly.check_disrupt, ChangeCommand: assembly.check_change,
    Sacrifice: assembly.check_sacrifice, Foresight: _check_foresight, TakeBack: _always,
    Fight: fight.check_fight,
    Discard: decisions.check_in(HAND, "Discard a card from your hand."),
    Recover: decisions.check_in(GRAVEYARD, "Take a Unit card from your own Graveyard."),
    Tend: decisions.check_in(GRAVEYARD, "Put a Unit card from your own Graveyard at the bottom of your deck."),
    NameKeyword: decisions.check_keyword, SwapReserve: decisions.check_swap, Recycle: decisions.check_recycle,
    Decline: _always,
}

HANDLERS: dict[type[Action], Do] = {
    ChooseCommander: setup_phase.do_commander, AddReserve: setup_phase.do_add_reserve,
    ReturnReserve: setup_phase.do_return_reserve,
    Ready: setup_phase.do_ready, PlayCommand: _do_command, PlayUnit: _do_play_unit, TacticalRetreat: _do_retreat,
    LoseFight: _do_lose, AddSquadMember: assembly.do_member, BringToken: assembly.do_token,
    Equip: assembly.do_attach, UsePower: assembly.do_attach, SpendPsych: assembly.do_psych,
    Possess: assembly.do_possess, Disrupt: assembly.do_disrupt, ChangeCommand: assembly.do_change,
    Sacrifice: assembly.do_sacrifice, Foresight: _do_foresight, TakeBack: assembly.do_take_back,
    Fight: fight.do_fight, Discard: decisions.do_discard, Recover: decisions.do_recover, Tend: decisions.do_tend,
    NameKeyword: decisions.do_name, SwapReserve: decisions.do_swap, Recycle: decisions.do_recycle,
    Decline: decisions.do_decline,
}

GENERATORS: dict[str, Callable[[State, int, Any], list[Action]]] = {
    "setup": lambda state, player, decision: setup_phase.setup_actions(state, player),
    "play": _play_actions,
    "assemble": _assemble_actions,
}


def legal_actions(state: State) -> list[Action]:
    decision = state.decision
    if winner(state) is not None or decision is None:
        return []
    generate = GENERATORS.get(decision["kind"], decisions.decision_actions)
    return generate(state, decision["player"], decision)


def reason_against(state: State, action: Action) -> str | None:
    """Why ``action`` is not allowed now, or None when it is."""
    decision = state.decision
    if winner(state) is not None:
        return "The game is over."
    if decision is None:
        return "Nobody has a decision to make now."
    kinds = KINDS.get(type(action))
    if kinds is None:
        return f"{type(action).__name__} is not a move of WMS."
    if decision["kind"] not in kinds:
        from tabletop.games.wms.texts import prompt

        return f"Not now: {prompt(state)}"
    player = getattr(action, "player", decision["player"])
    if player != decision["player"]:
        return f"It is {state.players[decision['player']].name}'s decision."
    return CHECKS[type(action)](state, action)


def _named(state: State, action: Action) -> Action:
    """The action with its card names filled in, for the log."""
    names: dict[str, str] = {}
    for field_name, source in (("name", "card"), ("name", "unit"), ("unit_name", "unit"),
                               ("reserve_name", "reserve"), ("name", "top")):
        if hasattr(action, field_name) and hasattr(action, source) and not getattr(action, field_name) \
                and field_name not in names:
            card = getattr(action, source)
            if card in state.cards:
                names[field_name] = name(state, card)
    if isinstance(action, Disrupt) and not action.target_name and assembly.pending(state):
        names["target_name"] = _target_name(state, assembly.pending(state)[1])
    return dataclasses.replace(action, **names) if names else action


def apply(state: State, action: Action) -> Transaction:
    reason = reason_against(state, action)
    if reason is not None:
        raise IllegalAction(reason)
    player = state.decision["player"]
    label = _named(state, action).text()
    if isinstance(action, Decline):
        label = decisions.DECLINED.get(state.decision["kind"], label)
    with Builder(state, label, player, action=action) as step:
        HANDLERS[type(action)](step, action)
    assert step.transaction is not None
    return step.transaction


"""Words for moves: the history label a player reads ("Recruit Grifter (7 pts)
to the rear rank") and the short menu entry on the card ("Recruit to the rear
rank (7 pts)")."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.actions import Action
from tabletop.engine.words import count as words_count
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import (
    attacks,
    plot_twists,
    powers,
    prizes,
    recruit,
    reinforcements,
    turn,
)
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.table import PHASE_ATTACK, PHASE_DISCARD

PHASE_AFTER = {"Switch Ranks": "Attack phase", "Attack": "Recruit and Equip phase",
               "Recruit and Equip": "Discard phase", "Discard": "end of the turn"}


def _rank(to_zone: str) -> str:
    return recruit.describe_zone(to_zone)


def _next_phase(c: WildStormsContext, p: int, a: A.NextPhase) -> tuple[str, str]:
    return _next_phase_label(c, p, a), _next_phase_menu(c)


def _next_phase_label(c: WildStormsContext, p: int, a: Action) -> str:
    phase = c.state.phase
    if phase == PHASE_DISCARD:
        return f"{c.seat_name(p)} ends the turn"
    if phase == PHASE_ATTACK and c.state.data.get("attack_stage") == "declare":
        return "No attacks: go to the Recruit and Equip phase"
    return f"End the {phase} phase"


def _next_phase_menu(c: WildStormsContext) -> str:
    phase = c.state.phase
    if phase == PHASE_DISCARD:
        return "End the turn"
    if phase == PHASE_ATTACK and c.state.data.get("attack_stage") == "declare":
        return "No attacks: next phase"
    return f"Next: {PHASE_AFTER.get(phase, 'phase')}"


def _draw(c: WildStormsContext, p: int, a: Action) -> tuple[str, str]:
    held = len(c.cards_in(p, "hand"))
    wanted = turn.hand_size(c) - held if held <= turn.hand_size(c) else 1
    count = min(wanted, len(c.cards_in(p, "deck")))
    text = f"Draw {words_count(count, 'card')}"
    return text, text


def _switch(c: WildStormsContext, p: int, a: A.SwitchRank) -> tuple[str, str]:
    if a.to_zone.endswith(".air"):
        return _switch_label(c, p, a), "Take flight"
    if c.is_flying(a.card):
        return _switch_label(c, p, a), f"Land in the {_rank(a.to_zone)}"
    return _switch_label(c, p, a), f"Move to the {_rank(a.to_zone)}"


def _switch_label(c: WildStormsContext, p: int, a: A.SwitchRank) -> str:
    name = c.name(a.card)
    if a.to_zone.endswith(".air"):
        return f"{name} takes flight"
    if c.is_flying(a.card):
        return f"{name} lands in the {_rank(a.to_zone)}"
    return f"Move {name} to the {_rank(a.to_zone)}"


def _magick(c: WildStormsContext, p: int, a: A.UseMagick) -> tuple[str, str]:
    rating = ab.skills(c, a.card).get("Magick", 0)
    if a.mode == "boost":
        what = f"+{rating} {a.value}"
    elif a.value in ab.SKILLS:
        what = f"copy {a.value} (at {rating})"
    else:
        what = f"copy {a.value}"
    return f"{c.name(a.card)} uses Magick: {what}", f"Magick: {what} (instead of attacking)"


def _attack(c: WildStormsContext, p: int, a: A.DeclareAttack) -> tuple[str, str]:
    style = ab.STYLE_NAMES[a.style]
    sneaky = a.style == "close" and not c.is_flying(a.defender) and attacks.needs_subterfuge(c, a.attacker, a.defender)
    extra = ", Subterfuge" if sneaky else ""
    return (f"{c.name(a.attacker)} attacks {c.name(a.defender)} ({style}{extra})",
            f"Attack {c.name(a.defender)}: {style}{extra}")


def _combat_card(c: WildStormsContext, p: int, a: A.PlayCombatCard) -> tuple[str, str]:
    name = c.name(a.card)
    if a.option and c.card(a.card).cancels:
        text = f"{name}: cancel {c.name(a.option)}"
    elif a.option:
        text = f"{name}: redirect the attack to {c.name(a.option)}"
    else:
        text = f"Play {name} on {c.name(a.character)}"
    return text, text


def _recruit(c: WildStormsContext, p: int, a: A.Recruit) -> tuple[str, str]:
    card = c.card(a.card)
    where = "into the air (flying)" if a.to_zone.endswith(".air") else f"to the {_rank(a.to_zone)}"
    if reinforcements.on(c) and a.to_zone.endswith(".staging"):
        return ("Recruit a character face down to the staging area (Secret Reinforcements)",
                f"Recruit face down to the staging area ({card.points} pts)")
    return f"Recruit {card.name} ({card.points} pts) {where}", f"Recruit {where} ({card.points} pts)"


def _holding(c: WildStormsContext, p: int, a: A.RecruitFromHolding) -> tuple[str, str]:
    cost = c.card(a.card).points + sum(c.card(e).points for e in a.keep)
    kept = " with " + ", ".join(c.name(e) for e in a.keep) if a.keep else ""
    return (f"Recruit {c.name(a.card)} from the holding area{kept} ({cost} pts)",
            f"Recruit to the {_rank(a.to_zone)}{kept} ({cost} pts)")


def _equip(c: WildStormsContext, p: int, a: A.Equip) -> tuple[str, str]:
    card = c.card(a.card)
    if card.type == "enhancement":
        host = c.name(a.host) if not reinforcements.is_secret(c.state, c.bearer(a.host) or a.host) \
            else f"{c.name(a.host)} of a face-down character"
        return f"Put {card.name} on {host} ({card.points} pts)", f"Put on {c.name(a.host)} ({card.points} pts)"
    return (f"Equip {reinforcements.name_for_all(c, a.host)} with {card.name} ({card.points} pts)",
            f"Equip {c.name(a.host)} ({card.points} pts)")


def _move_equipment(c: WildStormsContext, p: int, a: A.MoveEquipment) -> tuple[str, str]:
    cost = c.card(a.card).points + sum(c.card(x).points for x in c.state.cards[a.card].attachments)
    return f"Move {c.name(a.card)} to {c.name(a.host)} ({cost} pts)", f"Move to {c.name(a.host)} ({cost} pts)"


def _twist(c: WildStormsContext, p: int, a: A.PlayPlotTwist) -> tuple[str, str]:
    card = c.card(a.card)
    if plot_twists.is_cancel(card):
        text = f"{card.name}: cancel {c.name(a.target)}"
        return text, text
    for target, option, text in plot_twists.targets(c, p, a.card):
        if (target, option) == (a.target, a.option):
            return text, text
    return f"Play {card.name}", f"Play {card.name}"


def _ability(c: WildStormsContext, p: int, a: A.UseAbility) -> tuple[str, str]:
    for card, name, target, text in powers.ability_uses(c, p):
        if (card, name, target) == (a.card, a.ability, a.target):
            return text, text
    return f"{c.name(a.card)}: {a.ability}", a.ability


def _use_prize(c: WildStormsContext, p: int, a: A.UsePrize) -> tuple[str, str]:
    for prize, character, to_zone, text in prizes.uses(c, p):
        if (prize, character, to_zone) == (a.card, a.target, a.to_zone):
            return text, text
    return f"Use {c.name(a.card)}", f"Use {c.name(a.card)}"


def _choose_first(c: WildStormsContext, p: int, a: A.ChooseFirst) -> tuple[str, str]:
    who = "themselves" if a.seat == p else c.seat_name(a.seat)
    return (f"{c.seat_name(p)} chooses {who} to go first",
            "I go first" if a.seat == p else f"{c.seat_name(a.seat)} goes first")


def _pass_window(c: WildStormsContext, p: int, a: Action) -> tuple[str, str]:
    """The same words whether the person passed or their stops passed for them."""
    return _pass_window_label(c, p, a), "Pass: no plot twist"


def _pass_window_label(c: WildStormsContext, p: int, a: Action) -> str:
    return f"{c.seat_name(p)} plays no plot twist"


def _discard_label(c: WildStormsContext, p: int, a: Action) -> str:
    return f"{c.seat_name(p)} discards a card from hand (face down)"


def _pass_combat_label(c: WildStormsContext, p: int, a: Action) -> str:
    return f"{c.seat_name(p)} passes"


Describe = Callable[[WildStormsContext, int, Action], tuple[str, str]]
DESCRIBE: dict[type, Describe] = {
    A.ChooseBattlesite: lambda c, p, a: (f"{c.seat_name(p)} chooses a battlesite",
                                         f"Choose {c.name(a.card)} ({c.card(a.card).control_points} points)"),
    A.ChoosePrize: lambda c, p, a: (f"{c.seat_name(p)} chooses a prize", f"Bring the prize {c.name(a.card)}"),
    A.ChooseFirst: _choose_first,
    A.FlyToStaging: lambda c, p, a: (f"{c.name(a.card)} flies from the holding area to the staging area",
                                     f"Fly {c.name(a.card)} to the staging area"),
    A.DoneFlying: lambda c, p, a: (f"{c.seat_name(p)} keeps the rest in the holding area",
                                   "Done: the others stay in the holding area"),
    A.UsePrize: _use_prize,
    A.Redraw: lambda c, p, a: (f"{c.seat_name(p)} shows a hand without characters and draws again",
                               f"Show this hand and redraw ({c.state.data['redraws'][p] + 1} of {turn.MAX_REDRAWS})"),
    A.KeepHand: lambda c, p, a: (f"{c.seat_name(p)} keeps the hand", "Keep this hand"),
    A.DrawCards: _draw,
    A.NextPhase: _next_phase,
    A.DiscardCard: lambda c, p, a: (_discard_label(c, p, a), f"Discard {c.name(a.card)}"),
    A.SwitchRank: _switch,
    A.Teleport: lambda c, p, a: (f"{c.name(a.card)} teleports to the {_rank(a.to_zone)}",
                                 f"Teleport to the {_rank(a.to_zone)} (instead of attacking)"),
    A.UseMagick: _magick,
    A.ActivateRage: lambda c, p, a: (f"{c.name(a.card)} rages", "Rage: +3 C, -1 D, close attacks only"),
    A.UseAbility: _ability,
    A.DeclareAttack: _attack,
    A.DeclareTeamwork: lambda c, p, a: (f"{c.name(a.helper)} helps {c.name(a.attacker)} (teamwork +1)",
                                        f"Help {c.name(a.attacker)}'s attack (teamwork +1)"),
    A.DoneDeclaring: lambda c, p, a: (f"Done declaring: fight {len(attacks.declared(c))} attack(s)",
                                      f"Done declaring: fight {len(attacks.declared(c))} attack(s)"),
    A.PassTeamwork: lambda c, p, a: (f"{c.seat_name(p)} gives no more teamwork", "Pass: no (more) teamwork"),
    A.LendLeadership: lambda c, p, a: (f"{c.seat_name(p)} lends Leadership to {c.seat_name(a.seat)}",
                                       f"Lend Leadership to {c.seat_name(a.seat)}"),
    A.RevokeLeadership: lambda c, p, a: (f"{c.seat_name(p)} takes back the Leadership lent to {c.seat_name(a.seat)}",
                                         f"Take back the Leadership lent to {c.seat_name(a.seat)}"),
    A.PlayCombatCard: _combat_card,
    A.PassCombat: lambda c, p, a: (_pass_combat_label(c, p, a), "Pass: no more combat cards"),
    A.Recruit: _recruit,
    A.RecruitFromHolding: _holding,
    A.Equip: _equip,
    A.MoveEquipment: _move_equipment,
    A.DiscardEquipment: lambda c, p, a: (f"Discard {c.name(a.card)} from {reinforcements.name_for_all(c, c.bearer(a.card))}",
                                         "Discard this equipment (free)"),
    A.MoveFromStaging: lambda c, p, a: (f"Bring {c.name(a.card)} in from the staging area to the {_rank(a.to_zone)}",
                                        f"Bring in to the {_rank(a.to_zone)}"),
    A.MoveStagingIn: lambda c, p, a: ("Bring the whole staging area in to the rear rank",
                                      f"Bring all {len(c.cards_in(p, 'staging'))} staging characters in"),
    A.AnswerOffer: lambda c, p, a: (
        f"{c.seat_name(p)} {'accepts' if a.accept else 'refuses'} {c.name(c.state.data['offer']['card'])}",
        f"{'Accept' if a.accept else 'Refuse'} {c.name(c.state.data['offer']['card'])}"),
    A.PlayPlotTwist: _twist,
    A.PassWindow: _pass_window,
}


LABELS: dict[type, Callable[[WildStormsContext, int, Action], str]] = {
    A.PassWindow: _pass_window_label, A.NextPhase: _next_phase_label, A.SwitchRank: _switch_label,
    A.DiscardCard: _discard_label, A.PassCombat: _pass_combat_label,
}
"""The history labels alone of the commonest moves (every step names its move; only a menu shows the other words)."""


def describe(ctx: WildStormsContext, player: int, action: Action) -> tuple[str, str]:
    """(history label, menu entry) for a move in the current position."""
    return DESCRIBE[type(action)](ctx, player, action)


def label(ctx: WildStormsContext, player: int, action: Action) -> str:
    """The history label of a move in the current position (:func:`describe`'s first words)."""
    words = LABELS.get(type(action))
    return words(ctx, player, action) if words is not None else DESCRIBE[type(action)](ctx, player, action)[0]

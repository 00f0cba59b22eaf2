"""Fighting the declared attacks one by one.

Each combat: the attacking player, then the defending player, alternately play
a combat card or pass (attack cards on the attacker, defense cards on the
defender); two passes in a row end the exchange. The attack succeeds when the
modified attack number meets or beats the modified Defense.
``data["combat"]`` holds the current fight: its index in ``data["attacks"]``,
the defender (Turnabout may change it), the cards played and the passes.
"""

from __future__ import annotations

from collections.abc import Iterator

from tabletop.engine.rules import queue
from tabletop.engine.state import State
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms import effects, injuries, multiplayer, scoring
from tabletop.games.wildstorms.attacks import declared, is_multiplayer
from tabletop.games.wildstorms.cards import AttackCard, CombatCard, DefenseCard
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.modifiers import attack_value, defense_value, style_matches
from tabletop.games.wildstorms.moves import Rule, decision_problem, free_problem, seat
from tabletop.games.wildstorms.table import PHASE_ATTACK, zone


def current(ctx: WildStormsContext) -> dict | None:
    return ctx.state.data.get("combat")


def fighters(ctx: WildStormsContext) -> tuple[dict, str, str]:
    """The current attack record, its attacker and (current) defender."""
    combat = current(ctx)
    record = declared(ctx)[combat["index"]]
    return record, record["attacker"], combat["defender"]


def waiting_fights(state: State) -> list[dict]:
    """The declared attacks not fought yet, the one being fought first (with its defender now): public,
    since attacks are declared openly (views carry them for the computer opponents)."""
    if state.data.get("attack_stage") == "done":
        return []
    attacks = state.data.get("attacks", ())
    fight = state.data.get("combat")
    first = fight["index"] if fight else 0
    return [{"attacker": record["attacker"], "style": record["style"], "helpers": len(record["helpers"]),
             "defender": fight["defender"] if fight and index == first else record["defender"]}
            for index, record in enumerate(attacks[first:], first)]


def _side(card: CombatCard) -> str:
    return "attack" if isinstance(card, AttackCard) else "defense"


def plays(ctx: WildStormsContext, player: int) -> Iterator[tuple[str, str, str, str]]:
    """(card, character, option, menu text) for each combat card ``player`` may play now."""
    combat = current(ctx)
    if combat is None:
        return
    record, attacker, defender = fighters(ctx)
    style = record["style"]
    for card_id in ctx.own_hand(player):
        card = ctx.card(card_id)
        if not isinstance(card, CombatCard):
            continue
        bearer = attacker if isinstance(card, AttackCard) else defender
        if ctx.controller(bearer) != player or not ctx.is_active(bearer):
            continue
        if not style_matches(card.style, style) or not ab.meets(ctx, bearer, card.requires):
            continue
        if card.cancels:
            for other in combat["cards"]:
                if _side(ctx.card(other)) == card.cancels:
                    yield card_id, bearer, other, f"{card.name}: cancel {ctx.name(other)}"
        elif card.ability == "turnabout":
            for other in ctx.state.zones[ctx.state.cards[defender].location].cards:
                if other not in (defender, attacker) and ctx.is_character(other):
                    yield card_id, bearer, other, f"{card.name}: redirect the attack to {ctx.name(other)}"
        else:
            yield card_id, bearer, "", f"{card.name} on {ctx.name(bearer)}"


def play_problem(ctx: WildStormsContext, player: int, card_id: str, character: str, option: str) -> str | None:
    combat = current(ctx)
    if combat is None:
        return "Combat cards are played only during a combat."
    card = ctx.card(card_id)
    if not isinstance(card, CombatCard):
        return f"{card.name} is not a combat card."
    if not ctx.in_own_hand(card_id, player):
        return "Play a combat card from your own hand."
    record, attacker, defender = fighters(ctx)
    if isinstance(card, AttackCard) and character != attacker:
        return f"{card.name} is an attack card: it is played only on the attacker ({ctx.name(attacker)})."
    if isinstance(card, DefenseCard) and character != defender:
        return f"{card.name} is a defense card: it is played only on the defender ({ctx.name(defender)})."
    if ctx.controller(character) != player:
        return f"{ctx.name(character)} is not your character."
    if not ctx.is_active(character):
        return f"{ctx.name(character)} is K.O.'d; combat cards cannot be played on it."
    if not style_matches(card.style, record["style"]):
        return f"{card.name} is for {card.style} attacks, and this is a {ab.STYLE_NAMES[record['style']]} attack."
    if not ab.meets(ctx, character, card.requires):
        return f"{card.name} needs a character with {ab.requirement_text(card.requires)}."
    if (card_id, character, option) not in {(c, b, o) for c, b, o, _ in plays(ctx, player)}:
        return f"{card.name} cannot be played that way now."
    return None


def play(ctx: WildStormsContext, player: int, card_id: str, character: str, option: str) -> None:
    combat = dict(current(ctx))
    card = ctx.card(card_id)
    ctx.change.attach(card_id, character)
    cards = [*combat["cards"], card_id]
    if card.cancels and option:
        cards.remove(option)
        ctx.note(f"{card.name} cancels {ctx.name(option)}")
        scoring.discard(ctx, option)
    if card.ability == "turnabout" and option:
        ctx.note(f"{card.name}: the attack now targets {ctx.name(option)}")
        combat["defender"] = option
    if card.automation == "manual":
        ctx.note(f"{card.name} is not automated: resolve it by hand ({card.text})")
    combat.update(cards=tuple(cards), passes=0)
    ctx.change.set_data("combat", combat)
    _hand_over(ctx, _other(ctx, player))


def _other(ctx: WildStormsContext, player: int) -> int:
    """The other side of the current combat."""
    _, attacker, defender = fighters(ctx)
    side_a, side_d = ctx.controller(attacker), ctx.controller(defender)
    return side_d if player == side_a else side_a


def _hand_over(ctx: WildStormsContext, player: int) -> None:
    queue.ask(ctx, player, "combat")


def pass_turn(ctx: WildStormsContext, player: int) -> None:
    combat = dict(current(ctx))
    combat["passes"] = combat["passes"] + 1
    ctx.change.set_data("combat", combat)
    if combat["passes"] >= 2:
        resolve(ctx)
    else:
        _hand_over(ctx, _other(ctx, player))


def start(ctx: WildStormsContext, index: int) -> None:
    """Begin the combat of the index-th declared attack (or finish the Attack phase)."""
    attacks = declared(ctx)
    while index < len(attacks):
        record = attacks[index]
        attacker, defender = record["attacker"], record["defender"]
        if not ctx.is_active(attacker):
            ctx.note(f"{ctx.name(attacker)} can no longer attack")
        elif not ctx.at_battlesite(defender) or ab.allies(ctx, ctx.controller(defender), ctx.controller(attacker)):
            ctx.note(f"{ctx.name(attacker)}'s attack has no target any more")
        else:
            ctx.change.set_data("combat", {"index": index, "defender": defender, "cards": (), "passes": 0,
                                     "flying": ctx.is_flying(defender)})
            ctx.note(f"Combat: {ctx.name(attacker)} attacks {ctx.name(defender)} "
                      f"({ab.STYLE_NAMES[record['style']]})")
            _hand_over(ctx, ctx.controller(attacker))
            return
        index += 1
    ctx.change.delete(("data", "combat"))
    ctx.change.set_data("attack_stage", "done")
    queue.clear_decision(ctx)
    ctx.note("Every declared attack is resolved")


def resolve(ctx: WildStormsContext) -> None:
    """Compare the numbers, injure, land a flyer, clear the combat cards, go on."""
    combat = current(ctx)
    record, attacker, defender = fighters(ctx)
    style, cards = record["style"], combat["cards"]
    attack = attack_value(ctx, attacker, defender, style, combat_cards=cards,
                          helpers=record["helpers"], subterfuge=record["subterfuge"])
    defense = defense_value(ctx, defender, attacker, style, combat_cards=cards)
    hits = attack.total >= defense.total
    defender_name, attacker_name = ctx.name(defender), ctx.name(attacker)
    outcome = f"{defender_name} is injured" if hits else "the attack fails"
    ctx.note(f"{attack.text()} {'≥' if hits else '<'} {defense.text()}: {outcome}")
    side_cards = [ctx.card(c) for c in cards]
    if hits:
        extra = sum(e.amount for c in side_cards if isinstance(c, AttackCard) for e in c.on_success if e.action == "injure")
        injuries.injure(ctx, defender, 1 + extra, ctx.controller(attacker), style)
    else:
        extra = sum(e.amount for c in side_cards if isinstance(c, DefenseCard) for e in c.on_success if e.action == "injure")
        if extra:
            ctx.note(f"The failed attack costs {attacker_name} {extra} injury")
            injuries.injure(ctx, attacker, extra, ctx.controller(defender), "")
    if style == "close" and not combat["flying"] and ctx.is_flying(attacker):
        ctx.change.move(attacker, zone(ctx.controller(attacker), "front"))
        ctx.note(f"{attacker_name} lands in the front rank after a close attack")
    for card_id in cards:
        card = ctx.card(card_id)
        bearer = ctx.host(card_id)
        if bearer is None:
            continue  # went to a killed pile with its character
        if card.lasting and ctx.at_battlesite(bearer):
            effects.place_lasting(ctx, card_id, "@" + bearer, card.lasting_duration, 0,
                                  ctx.controller(card_id))
        else:
            scoring.discard(ctx, card_id)
    if not ctx.battle_over:
        start(ctx, combat["index"] + 1)
    else:
        ctx.change.delete(("data", "combat"))


# -- the moves -----------------------------------------------------------------------------------
def _declare_done(ctx: WildStormsContext, action: A.DoneDeclaring) -> None:
    """With more than two players the others may first help with teamwork (multiplayer.py)."""
    ctx.change.set_data("attack_stage", "combat")
    if not (is_multiplayer(ctx) and multiplayer.start_round(ctx)):
        start(ctx, 0)


def _no_teamwork(ctx: WildStormsContext, action: A.PassTeamwork) -> None:
    if not multiplayer.ask_next(ctx):
        start(ctx, 0)


MOVES = (
    Rule(A.DoneDeclaring, lambda c, p, a: free_problem(c, PHASE_ATTACK) or (
        None if declared(c) else "No attack is declared; go on to the next phase instead."), _declare_done),
    Rule(A.PassTeamwork, lambda c, p, a: decision_problem(c, p, multiplayer.TEAMWORK), _no_teamwork,
         (multiplayer.TEAMWORK,), answerable=False),
    Rule(A.PlayCombatCard, lambda c, p, a: decision_problem(c, p, "combat") or play_problem(
        c, p, a.card, a.character, a.option), lambda c, a: play(c, seat(c), a.card, a.character, a.option),
         ("combat",), answerable=False),
    Rule(A.PassCombat, lambda c, p, a: decision_problem(c, p, "combat"), lambda c, a: pass_turn(c, seat(c)),
         ("combat",), answerable=False),
)

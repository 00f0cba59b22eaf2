"""The rules of Unmatched as one record: every move, the prompt, the queue's steps.

Moves answer the decision kinds of a game of Unmatched: ``action`` (maneuver,
scheme or attack: here), ``boost``, ``move`` (fighters and doors: here),
``attack_card``/``defense_card`` (combat: here) and the questions effects and
setup ask (decisions.py). Everything else happens in queue steps (turn.py,
combat.py, movement.py, effects.py, abilities.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from types import MappingProxyType

from tabletop.engine.rules import Rules
from tabletop.games.unmatched import (
    abilities,
    cauldron,
    choices,
    conveyor,
    decisions,
    dormant,
    effects,
    fog,
    fog_moves,
    items,
    movement,
    reveal,
    schemes,
    texts,
    turn,
)
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.actions import (
    Attack,
    Boost,
    Maneuver,
    MoveFighter,
    NoDefense,
    PlayCombatCard,
    PlayScheme,
    ToggleDoor,
)
from tabletop.games.unmatched.cards import ActionCard
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import discard
from tabletop.games.unmatched.moves import move, seat


def _who(ctx: UnmatchedContext) -> str:
    return ctx.seat_name(seat(ctx))


# -- the three actions ------------------------------------------------------------
def _schemes(ctx: UnmatchedContext) -> Iterator[PlayScheme]:
    player = seat(ctx)
    fighters = ctx.fighters(player)
    for card_id in ctx.hand(player):
        card = ctx.card(card_id)
        if card.type == "scheme":
            yield from (PlayScheme(card_id, t.id, ctx.spaces(t)[0]) for t in fighters if ctx.usable(card, t))


def _attacks(ctx: UnmatchedContext) -> Iterator[Attack]:
    player = seat(ctx)
    for token in ctx.fighters(player):
        for target in fights.attack_targets(ctx, player, token):
            yield from (Attack(token.id, target.id, space) for space in ctx.spaces(target))


ACTION_MOVES = (
    move(Maneuver, ("action",), lambda c: [Maneuver()], lambda c, a: turn.begin_maneuver(c, seat(c)),
         lambda c, a: f"{_who(c)} maneuvers", lambda c, a: "Maneuver: draw 1, may BOOST, then move"),
    move(PlayScheme, ("action",), _schemes, lambda c, a: turn.begin_scheme(c, seat(c), a.card, a.fighter),
         lambda c, a: f"{_who(c)} plays {c.card_name(a.card)} ({c.name(a.fighter)})",
         lambda c, a: f"Play {c.card_name(a.card)} with {c.name(a.fighter)}"),
    move(Attack, ("action",), _attacks, lambda c, a: turn.begin_attack(c, a.fighter, a.target),
         lambda c, a: f"{_who(c)}: {c.name(a.fighter)} attacks {c.name(a.target)}",
         lambda c, a: f"{c.name(a.fighter)} attacks {c.name(a.target)}"),
)


# -- combat cards and BOOST ----------------------------------------------------------
def _attacking(ctx: UnmatchedContext) -> bool:
    decision = ctx.answering if ctx.answering is not None else ctx.decision
    return decision is not None and decision["kind"] == "attack_card"


def _combat_cards(ctx: UnmatchedContext) -> Iterator[PlayCombatCard]:
    player = seat(ctx)
    attacking = _attacking(ctx)
    fighter = ctx.state.tokens[ctx.state.data["combat"]["attacker" if attacking else "defender"]]
    types = fights.ATTACK_TYPES if attacking else fights.DEFENSE_TYPES
    yield from (PlayCombatCard(c, zone(player, "combat")) for c in fights.combat_cards(ctx, player, fighter, types))


def _lay(ctx: UnmatchedContext, action: PlayCombatCard) -> None:
    fights.lay_card(ctx, seat(ctx), action.card, "acard" if _attacking(ctx) else "dcard")


def _lay_label(ctx: UnmatchedContext, action: PlayCombatCard) -> str:
    """The card stays unnamed, unless it is laid face up for a far attack (play_rules.py)."""
    if _attacking(ctx) and ctx.state.data["combat"].get("far"):
        return f"{_who(ctx)} lays {ctx.card_name(action.card)} face up"
    return f"{_who(ctx)} lays {'an attack' if _attacking(ctx) else 'a defense'} card face down"


def _purpose(ctx: UnmatchedContext) -> str:
    decision = ctx.answering if ctx.answering is not None else ctx.decision
    assert decision is not None
    return str(decision["purpose"])


def _boosts(ctx: UnmatchedContext) -> Iterator[Boost]:
    player = seat(ctx)
    where = zone(player, "combat") if _purpose(ctx) == "attack" else zone(player, "discard")
    yield from (Boost(c, where) for c in fights.boost_cards(ctx, player))


def _boost(ctx: UnmatchedContext, action: Boost) -> None:
    player = seat(ctx)
    purpose = _purpose(ctx)
    if purpose == "maneuver":
        turn.boost_maneuver(ctx, player, action.card)
    elif purpose == "attack":
        fights.lay_card(ctx, player, action.card, "boost")
    else:
        value = int(ctx.card(action.card).boost or 0)
        discard(ctx, action.card)
        fights.add_bonus(ctx, player, value, f"BOOST ({ctx.card_name(action.card)})")


def _boost_label(ctx: UnmatchedContext, action: Boost) -> str:
    purpose = _purpose(ctx)
    if purpose == "maneuver":
        return f"{_who(ctx)} BOOSTs the maneuver with {ctx.card_name(action.card)}"
    if purpose == "attack":
        return f"{_who(ctx)} lays a BOOST card face down with the attack"
    return f"{_who(ctx)} BOOSTs with {ctx.card_name(action.card)}"


COMBAT_MOVES = (
    move(PlayCombatCard, ("attack_card", "defense_card"), _combat_cards, _lay, _lay_label,
         lambda c, a: f"{'Attack' if _attacking(c) else 'Defend'} with {c.card_name(a.card)}"),
    move(NoDefense, ("defense_card",), lambda c: [NoDefense()],
         lambda c, a: c.note(f"{c.who(seat(c))} plays no defense card."),
         lambda c, a: f"{_who(c)} plays no defense card", lambda c, a: "Play no defense card"),
    move(Boost, ("boost",), _boosts, _boost, _boost_label,
         lambda c, a: f"BOOST with {c.card_name(a.card)} (+{c.card(a.card).boost})"),
)


# -- moving --------------------------------------------------------------------------
def _listed(ctx: UnmatchedContext) -> tuple:
    return movement.listed(ctx)


def _only(ctx: UnmatchedContext, action: MoveFighter | ToggleDoor) -> str | None:
    """Legal when among the moves listed for this position (kept with it: listed once)."""
    if action in movement.listed(ctx):
        return None
    return texts.why_illegal(ctx, action)


MOVE_MOVES = (
    move(MoveFighter, ("move",), lambda c: [a for a in _listed(c) if isinstance(a, MoveFighter)],
         movement.resolve_move, movement.move_label, movement.move_menu, check=_only),
    move(ToggleDoor, ("move",), lambda c: [a for a in _listed(c) if isinstance(a, ToggleDoor)],
         movement.resolve_door, movement.door_words, movement.door_menu, check=_only),
)

STEPS = MappingProxyType({**turn.STEPS, **fights.STEPS, **movement.STEPS, **effects.STEPS, **abilities.STEPS,
                          **cauldron.STEPS, **schemes.STEPS, **dormant.STEPS, **reveal.STEPS, **fog.STEPS,
                          **conveyor.STEPS, **items.STEPS, **fog_moves.STEPS})
"""Every automatic step of the queue, by entry kind."""

RULES = Rules(
    "Unmatched",
    UnmatchedContext,
    (*ACTION_MOVES, *items.MOVES, *COMBAT_MOVES, *MOVE_MOVES, *decisions.MOVES, *choices.MOVES, *fog_moves.MOVES,
     decisions.DECLINE),
    texts.prompt,
    texts.status,
    steps=STEPS,
    zone_cards={"hand": (ActionCard,), "deck": (ActionCard,), "discard": (ActionCard,)},
)

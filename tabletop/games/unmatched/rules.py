"""Unmatched rules: legal actions, applying one as a transaction, and the winner.

``apply`` re-checks legality (IllegalAction with a sentence from explain.py,
state untouched), then resolves the answer to the pending decision and runs the
resolution queue until the next decision, all in one labelled transaction.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.carddb.model import CardDatabase
from tabletop.engine.game import Action, IllegalAction
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder, Transaction
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import (
    abilities,  # noqa: F401  (registers named card effects)
    effects,
)
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.actions import (
    ArrangeTop,
    Attack,
    Boost,
    ChooseFighter,
    ChooseForm,
    Decline,
    DiscardCard,
    Maneuver,
    MoveFighter,
    NoDefense,
    PickCard,
    PlaceFighter,
    PlaceMarker,
    PlayCombatCard,
    PlayScheme,
    Stretch,
    ToggleDoor,
)
from tabletop.games.unmatched.decisions import legal_for
from tabletop.games.unmatched.explain import why_illegal
from tabletop.games.unmatched.mechanics import discard, place_marker, relocate, set_form
from tabletop.games.unmatched.movement import move_options, resolve_done, resolve_door, resolve_move
from tabletop.games.unmatched.queue import ask, entry, note, push, run
from tabletop.games.unmatched.turn import (
    begin_attack,
    begin_maneuver,
    begin_scheme,
    boost_maneuver,
)
from tabletop.games.unmatched.world import Ctx

Resolver = Callable[[Ctx, Action, FrozenDict], str]
RESOLVERS: dict[type[Action], Resolver] = {}


def resolver(kind: type[Action]) -> Callable[[Resolver], Resolver]:
    def register(function: Resolver) -> Resolver:
        RESOLVERS[kind] = function
        return function
    return register


# -- the three actions ------------------------------------------------------------
@resolver(Maneuver)
def _maneuver(ctx: Ctx, action: Maneuver, decision: FrozenDict) -> str:
    player = int(decision["player"])
    begin_maneuver(ctx, player)
    return f"{ctx.player_name(player)} maneuvers"


@resolver(PlayScheme)
def _scheme(ctx: Ctx, action: PlayScheme, decision: FrozenDict) -> str:
    player = int(decision["player"])
    begin_scheme(ctx, player, action.card, action.fighter)
    return f"{ctx.player_name(player)} plays {ctx.card_name(action.card)} ({ctx.name(action.fighter)})"


@resolver(Attack)
def _attack(ctx: Ctx, action: Attack, decision: FrozenDict) -> str:
    begin_attack(ctx, action.fighter, action.target)
    return f"{ctx.player_name(int(decision['player']))}: {ctx.name(action.fighter)} attacks {ctx.name(action.target)}"


# -- combat answers -------------------------------------------------------------------
@resolver(PlayCombatCard)
def _combat_card(ctx: Ctx, action: PlayCombatCard, decision: FrozenDict) -> str:
    player = int(decision["player"])
    attacking = decision["kind"] == "attack_card"
    fights.lay_card(ctx, player, action.card, "acard" if attacking else "dcard")
    return f"{ctx.player_name(player)} lays {'an attack' if attacking else 'a defense'} card face down"


@resolver(NoDefense)
def _no_defense(ctx: Ctx, action: NoDefense, decision: FrozenDict) -> str:
    player = int(decision["player"])
    note(ctx, f"{ctx.who(player)} plays no defense card.")
    return f"{ctx.player_name(player)} plays no defense card"


@resolver(Boost)
def _boost(ctx: Ctx, action: Boost, decision: FrozenDict) -> str:
    player = int(decision["player"])
    name = ctx.player_name(player)
    purpose = decision["purpose"]
    if purpose == "maneuver":
        boost_maneuver(ctx, player, action.card)
        return f"{name} BOOSTs the maneuver with {ctx.card_name(action.card)}"
    if purpose == "attack":
        fights.lay_card(ctx, player, action.card, "boost")
        return f"{name} lays a BOOST card face down with the attack"
    value = int(ctx.card(action.card).boost or 0)
    discard(ctx, action.card)
    fights.add_bonus(ctx, player, value, f"BOOST ({ctx.card_name(action.card)})")
    return f"{name} BOOSTs with {ctx.card_name(action.card)}"


# -- movement and placement ----------------------------------------------------------
@resolver(MoveFighter)
def _move(ctx: Ctx, action: MoveFighter, decision: FrozenDict) -> str:
    return resolve_move(ctx, action)


@resolver(ToggleDoor)
def _door(ctx: Ctx, action: ToggleDoor, decision: FrozenDict) -> str:
    return resolve_door(ctx, action)


@resolver(PlaceFighter)
def _place(ctx: Ctx, action: PlaceFighter, decision: FrozenDict) -> str:
    player = int(decision["player"])
    token = ctx.state.tokens[action.fighter]
    if decision["kind"] == "place_sidekicks":
        push(ctx, entry("setup_sidekicks", player=player))
        relocate(ctx, action.fighter, action.space)
    else:
        effects.place_fighter(ctx, action.fighter, action.space)
    if token.data.get("size") == "large":
        push(ctx, entry("setup_tail", player=player, fighter=action.fighter))
    return f"{ctx.player_name(player)} places {token.data['name']} in {ctx.board.name(action.space)}"


@resolver(Stretch)
def _stretch(ctx: Ctx, action: Stretch, decision: FrozenDict) -> str:
    token = ctx.state.tokens[action.fighter]
    here = ctx.spaces(token)[0]
    relocate(ctx, action.fighter, here, action.space)
    note(ctx, f"{token.data['name']} fills {ctx.board.name(here)} and {ctx.board.name(action.space)}.")
    return f"{token.data['name']} also fills {ctx.board.name(action.space)}"


@resolver(PlaceMarker)
def _marker(ctx: Ctx, action: PlaceMarker, decision: FrozenDict) -> str:
    player = int(decision["player"])
    place_marker(ctx, player, action.marker, action.space)
    left = int(decision["left"]) - 1
    this = ctx.fighter(decision["fighter"])
    supply = int(ctx.state.data.get(f"p{player}.{action.marker}", 0))
    if left > 0 and supply > 0 and effects.marker_spaces(ctx, player, action.marker, decision["where"], this):
        params = {k: v for k, v in decision.items() if k not in ("player", "kind")}
        ask(ctx, player, "place_marker", **{**params, "left": left, "placed": True})
    return f"{ctx.player_name(player)} places a {action.marker} on {ctx.board.name(action.space)}"


# -- choices ------------------------------------------------------------------------
@resolver(ChooseFighter)
def _choose(ctx: Ctx, action: ChooseFighter, decision: FrozenDict) -> str:
    effects.redo_with_target(ctx, decision["item"], action.fighter)
    return f"{ctx.player_name(int(decision['player']))} chooses {ctx.name(action.fighter)}"


@resolver(DiscardCard)
def _discard(ctx: Ctx, action: DiscardCard, decision: FrozenDict) -> str:
    player = int(decision["player"])
    name = ctx.card_name(action.card)
    note(ctx, f"{decision['why']}: {ctx.who(player)} discards {name}.")
    discard(ctx, action.card)
    left = int(decision["count"]) - 1
    if left > 0 and ctx.hand(player):
        ask(ctx, player, "discard", count=left, why=decision["why"])
    return f"{ctx.player_name(player)} discards {name}"


@resolver(ChooseForm)
def _form(ctx: Ctx, action: ChooseForm, decision: FrozenDict) -> str:
    assert ctx.step is not None
    player = int(decision["player"])
    set_form(ctx, player, action.form)
    if decision.get("lock"):
        ctx.step.set_data(f"p{player}.form_locked", True)
    return f"{ctx.hero_card(player).name}: {ctx.form_name(player)}"


@resolver(ArrangeTop)
def _arrange(ctx: Ctx, action: ArrangeTop, decision: FrozenDict) -> str:
    assert ctx.step is not None
    player = int(decision["player"])
    deck = list(ctx.deck(player))
    looked = len(action.order)
    ctx.step.reorder(f"p{player}.deck", deck[:-looked] + list(reversed(action.order)))
    note(ctx, f"{decision['why']}: {ctx.who(player)} puts the top {looked} cards back in the order they chose.")
    return f"{ctx.player_name(player)} arranges the top of their deck"


@resolver(PickCard)
def _pick(ctx: Ctx, action: PickCard, decision: FrozenDict) -> str:
    player, victim = int(decision["player"]), int(decision["victim"])
    name = ctx.card_name(action.card)
    note(ctx, f"{decision['why']}: {ctx.who(player)} looks at {ctx.who(victim)}'s hand; they discard {name}.")
    discard(ctx, action.card)
    return f"{ctx.player_name(victim)} discards {name} ({decision['why']})"


@resolver(Decline)
def _decline(ctx: Ctx, action: Decline, decision: FrozenDict) -> str:
    player = int(decision["player"])
    kind = decision["kind"]
    if kind == "move":
        return resolve_done(ctx)
    if kind == "boost":
        note(ctx, f"{ctx.who(player)} does not BOOST.")
        return f"{ctx.player_name(player)}: no BOOST"
    why = decision.get("why", "")
    note(ctx, f"{ctx.who(player)} declines{': ' + why if why else ''}.")
    return f"{ctx.player_name(player)} declines" + (f" ({why})" if why else "")


# -- the game interface ---------------------------------------------------------------
def legal_actions(db: CardDatabase, state: State) -> list[Action]:
    if "winner" in state.data or state.decision is None:
        return []
    return legal_for(Ctx(db, state))


def apply(db: CardDatabase, state: State, action: Action) -> Transaction:
    """Apply a legal action as one transaction; IllegalAction (state untouched) otherwise."""
    if "winner" in state.data:
        raise IllegalAction("The game is over.")
    decision = state.decision
    if decision is None:
        raise IllegalAction("Nobody has anything to decide now.")
    reading = Ctx(db, state)
    if decision["kind"] == "move" and isinstance(action, MoveFighter | ToggleDoor):
        allowed = move_options(reading, only=action.fighter)  # the rest cannot match
    else:
        allowed = legal_for(reading)
    if action not in allowed:
        raise IllegalAction(why_illegal(reading, action))
    player = int(decision["player"])
    with Builder(state, "", player, action=action) as step:
        ctx = Ctx(db, state, step)
        step.set(("decision",), None)
        step.label = RESOLVERS[type(action)](ctx, action, decision)
        run(ctx)
    assert step.transaction is not None
    return step.transaction


def winner(state: State) -> int | None:
    found = state.data.get("winner")
    return None if found is None else int(found)


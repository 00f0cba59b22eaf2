"""The legal answers to each kind of decision (``state.decision["kind"]``)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations

from tabletop.engine.game import Action
from tabletop.engine.values import FrozenDict
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
    NoDefense,
    PickCard,
    PlaceFighter,
    PlaceMarker,
    PlayCombatCard,
    PlayScheme,
    Stretch,
)
from tabletop.games.unmatched.effects import marker_spaces
from tabletop.games.unmatched.movement import move_options
from tabletop.games.unmatched.turn import sidekick_spaces, stretch_options
from tabletop.games.unmatched.world import Ctx, zone

Lister = Callable[[Ctx, FrozenDict], list[Action]]
LEGAL: dict[str, Lister] = {}


def lister(kind: str) -> Callable[[Lister], Lister]:
    def register(function: Lister) -> Lister:
        LEGAL[kind] = function
        return function
    return register


@lister("action")
def _actions(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    player = int(decision["player"])
    found: list[Action] = [Maneuver(label="Maneuver: draw 1, may BOOST, then move")]
    fighters = ctx.fighters(player)
    for card_id in ctx.hand(player):
        card = ctx.card(card_id)
        if card.type != "scheme":
            continue
        for token in fighters:
            if ctx.usable(card, token):
                found.append(PlayScheme(card_id, token.id, ctx.spaces(token)[0],
                                        label=f"Play {card.name} with {token.data['name']}"))
    for token in fighters:
        if not fights.combat_cards(ctx, player, token, fights.ATTACK_TYPES):
            continue
        for target in fights.targets(ctx, token):
            for space in ctx.spaces(target):
                found.append(Attack(token.id, target.id, space,
                                    label=f"{token.data['name']} attacks {target.data['name']}"))
    return found


@lister("boost")
def _boosts(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    player = int(decision["player"])
    purpose = decision["purpose"]
    where = zone(player, "combat") if purpose == "attack" else zone(player, "discard")
    found: list[Action] = []
    for card_id in fights.boost_cards(ctx, player):
        card = ctx.card(card_id)
        found.append(Boost(card_id, where, label=f"BOOST with {card.name} (+{card.boost})"))
    found.append(Decline(label="No BOOST"))
    return found


@lister("move")
def _moves(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    return move_options(ctx)


@lister("attack_card")
def _attack_cards(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    fight = ctx.state.data["combat"]
    player = int(decision["player"])
    attacker = ctx.state.tokens[fight["attacker"]]
    return [PlayCombatCard(c, zone(player, "combat"), label=f"Attack with {ctx.card_name(c)}")
            for c in fights.combat_cards(ctx, player, attacker, fights.ATTACK_TYPES)]


@lister("defense_card")
def _defense_cards(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    fight = ctx.state.data["combat"]
    player = int(decision["player"])
    defender = ctx.state.tokens[fight["defender"]]
    found: list[Action] = [PlayCombatCard(c, zone(player, "combat"), label=f"Defend with {ctx.card_name(c)}")
                           for c in fights.combat_cards(ctx, player, defender, fights.DEFENSE_TYPES)]
    found.append(NoDefense(label="Play no defense card"))
    return found


@lister("target")
def _targets(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    found: list[Action] = [ChooseFighter(t, label=f"{ctx.name(t)} ({ctx.where(ctx.state.tokens[t])})")
                           for t in decision["options"] if ctx.alive(t)]
    if decision["optional"]:
        found.append(Decline(label="Do not use this effect"))
    return found


@lister("place_fighter")
def _place_fighter(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    fighter = decision["fighter"]
    name = ctx.name(fighter)
    found: list[Action] = [PlaceFighter(fighter, s, label=f"Place {name} in {ctx.board.name(s)}")
                           for s in decision["spaces"] if s in set(ctx.empty_spaces())]
    if decision["optional"]:
        found.append(Decline(label=f"Leave {name} where it is"))
    return found


@lister("place_sidekicks")
def _place_sidekicks(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    player = int(decision["player"])
    spaces = sidekick_spaces(ctx, player)
    return [PlaceFighter(t.id, s, label=f"Place {t.data['name']} in {ctx.board.name(s)}")
            for t in ctx.unplaced(player) for s in spaces]


@lister("stretch")
def _stretch(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    fighter = decision["fighter"]
    name = ctx.name(fighter)
    return [Stretch(fighter, s, label=f"{name} also fills {ctx.board.name(s)}")
            for s in stretch_options(ctx, fighter)]


@lister("place_marker")
def _place_marker(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    player = int(decision["player"])
    key = decision["marker"]
    this = ctx.fighter(decision["fighter"])
    found: list[Action] = [PlaceMarker(key, s, label=f"Place a {key} on {ctx.board.name(s)}")
                           for s in marker_spaces(ctx, player, key, decision["where"], this)]
    found.append(Decline(label=f"Place no{' more' if decision.get('placed') else ''} {key}s"))
    return found


@lister("discard")
def _discard(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    player = int(decision["player"])
    return [DiscardCard(c, zone(player, "discard"), label=f"Discard {ctx.card_name(c)}")
            for c in ctx.hand(player)]


@lister("form")
def _forms(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    player = int(decision["player"])
    names = {f.key: f.name for f in ctx.hero_card(player).forms}
    current = ctx.form(player)
    found: list[Action] = []
    for key in decision["options"]:
        verb = "Stay" if key == current else "Become"
        found.append(ChooseForm(key, label=f"{verb} {names.get(key, key)}"))
    if decision["optional"]:
        found.append(Decline(label="Keep the current form"))
    return found


@lister("arrange")
def _arrange(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    found: list[Action] = []
    for order in permutations(decision["cards"]):
        names = ", then ".join(ctx.card_name(c) for c in order)
        found.append(ArrangeTop(tuple(order), label=f"Top: {names}"))
    return found


@lister("pick_card")
def _pick(ctx: Ctx, decision: FrozenDict) -> list[Action]:
    victim = int(decision["victim"])
    return [PickCard(c, label=f"They discard {ctx.card_name(c)}") for c in ctx.hand(victim)]


def legal_for(ctx: Ctx) -> list[Action]:
    decision = ctx.state.decision
    if decision is None or "winner" in ctx.state.data:
        return []
    return LEGAL[decision["kind"]](ctx, decision)

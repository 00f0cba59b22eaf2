"""The flow of a game: setup placements, turns, the three actions, hand limit and victory.

A turn: start-of-turn abilities, then exactly two actions (maneuver, scheme or
attack, the same one twice if you like), then end-of-turn abilities and the
hand limit. Victory is checked at the start and end of every action and after
the start- and end-of-turn steps.
"""

from __future__ import annotations

from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.mechanics import discard, draw
from tabletop.games.unmatched.movement import start_moving
from tabletop.games.unmatched.queue import ask, entry, handler, note, push
from tabletop.games.unmatched.world import Ctx, other, zone

ACTIONS_PER_TURN = 2


# -- victory ---------------------------------------------------------------------
def check_victory(ctx: Ctx) -> bool:
    """End the game when a hero is down: both down together → the player whose turn it is wins."""
    assert ctx.step is not None
    if "winner" in ctx.state.data:
        return True
    losers = [p for p in range(len(ctx.state.players)) if not ctx.heroes(p)]
    if not losers:
        return False
    active = ctx.state.active_player
    winner = active if len(losers) == len(ctx.state.players) else other(losers[0])
    if len(losers) > 1:
        note(ctx, f"Both heroes are defeated: {ctx.who(active)}, whose turn it is, wins.")
    else:
        note(ctx, f"{ctx.hero_card(losers[0]).name} is defeated: {ctx.who(winner)} wins the game!")
    ctx.step.set_data("winner", winner)
    ctx.step.set_data("queue", ())
    ctx.step.set(("decision",), None)
    ctx.step.set(("phase",), "over")
    return True


@handler("victory")
def _victory(ctx: Ctx, _item: FrozenDict) -> None:
    check_victory(ctx)


# -- setup placements ---------------------------------------------------------
@handler("setup_tail")
def _setup_tail(ctx: Ctx, item: FrozenDict) -> None:
    token = ctx.fighter(item["fighter"])
    if token is not None and stretch_options(ctx, token.id):
        ask(ctx, int(item["player"]), "stretch", fighter=token.id)


def stretch_options(ctx: Ctx, token_id: str) -> list[str]:
    """Empty spaces adjacent to a placed large fighter, where its base may also sit."""
    token = ctx.state.tokens[token_id]
    here = ctx.spaces(token)[0]
    empty = set(ctx.empty_spaces())
    return sorted(s for s in ctx.view.adjacent[here] if s in empty)


@handler("setup_sidekicks")
def _setup_sidekicks(ctx: Ctx, item: FrozenDict) -> None:
    if ctx.unplaced(int(item["player"])):
        ask(ctx, int(item["player"]), "place_sidekicks")


def sidekick_spaces(ctx: Ctx, player: int) -> list[str]:
    """Where a sidekick may start: an empty space in the hero's zone; if none, one
    adjacent to a friendly fighter; if none, any empty space."""
    empty = ctx.empty_spaces()
    heroes = ctx.heroes(player)
    zone_spaces: set[str] = set()
    for hero in heroes:
        zone_spaces |= ctx.zone_spaces(hero)
    found = [s for s in empty if s in zone_spaces]
    if found:
        return found
    near: set[str] = set()
    for token in ctx.fighters(player):
        near |= ctx.adjacent_spaces(token)
    found = [s for s in empty if s in near]
    return found or empty


@handler("setup_form")
def _setup_form(ctx: Ctx, item: FrozenDict) -> None:
    player = int(item["player"])
    hero = ctx.hero_card(player)
    choice = next(c for c in hero.setup_choices if c.sets == "form")
    ask(ctx, player, "form", options=tuple(choice.options), optional=False, why=choice.prompt)


# -- turns -------------------------------------------------------------------------
@handler("turn_start")
def _turn_start(ctx: Ctx, item: FrozenDict) -> None:
    step = ctx.step
    assert step is not None
    player = int(item["player"])
    if ctx.state.data.get("started"):
        step.set(("turn",), ctx.state.turn + 1)
    step.set_data("started", True)
    step.set(("active_player",), player)
    step.set(("phase",), "turn")
    step.set_data("actions_left", ACTIONS_PER_TURN)
    note(ctx, f"Turn {ctx.state.turn}: {ctx.who(player)}.")
    push(ctx, entry("start_form", player=player), entry("triggers", player=player, when="start_of_turn"),
         entry("victory"), entry("action"))


@handler("start_form")
def _start_form(ctx: Ctx, item: FrozenDict) -> None:
    player = int(item["player"])
    hero = ctx.hero_card(player)
    if hero.form_change != "choose_at_start_of_turn" or not ctx.heroes(player):
        return
    locked = f"p{player}.form_locked"
    if ctx.state.data.get(locked):
        assert ctx.step is not None
        ctx.step.delete(("data", locked))
        note(ctx, f"{hero.name} cannot change form at the start of this turn.")
        return
    ask(ctx, player, "form", options=tuple(f.key for f in hero.forms), optional=False,
        why=f"Start of turn: {hero.name} may transform")


@handler("triggers")
def _triggers(ctx: Ctx, item: FrozenDict) -> None:
    """Queue a hero's abilities for one moment (start of turn, after a maneuver...)."""
    player = int(item["player"])
    hero = ctx.hero_card(player)
    fighter = item.get("fighter") or next((t.id for t in ctx.heroes(player)), "")
    queued = [entry("effect", src="hero", d=hero.id, i=index, player=player, fighter=fighter, card="")
              for index, trigger in enumerate(hero.triggers) if trigger.when == item["when"]]
    push(ctx, *queued)


@handler("action")
def _action(ctx: Ctx, _item: FrozenDict) -> None:
    if check_victory(ctx):
        return
    player = ctx.state.active_player
    if int(ctx.state.data.get("actions_left", 0)) > 0:
        ask(ctx, player, "action")
    else:
        push(ctx, entry("turn_end", player=player))


@handler("action_end")
def _action_end(ctx: Ctx, _item: FrozenDict) -> None:
    check_victory(ctx)


@handler("turn_end")
def _turn_end(ctx: Ctx, item: FrozenDict) -> None:
    player = int(item["player"])
    push(ctx, entry("triggers", player=player, when="end_of_turn"), entry("hand_limit", player=player),
         entry("victory"), entry("turn_start", player=other(player)))


@handler("hand_limit")
def _hand_limit(ctx: Ctx, item: FrozenDict) -> None:
    player = int(item["player"])
    limit = ctx.hero_card(player).hand_limit
    excess = len(ctx.hand(player)) - limit
    if excess > 0:
        ask(ctx, player, "discard", count=excess, why=f"End of turn: discard down to {limit} cards")


@handler("draw")
def _draw(ctx: Ctx, item: FrozenDict) -> None:
    if item.get("why"):
        note(ctx, f"{item['why']}:")
    draw(ctx, int(item["player"]), int(item["n"]))


def spend_action(ctx: Ctx) -> None:
    assert ctx.step is not None
    ctx.step.set_data("actions_left", int(ctx.state.data["actions_left"]) - 1)


# -- the maneuver ---------------------------------------------------------------------
def begin_maneuver(ctx: Ctx, player: int) -> None:
    spend_action(ctx)
    push(ctx, entry("maneuver_boost", player=player), entry("maneuver_move", player=player),
         entry("triggers", player=player, when="after_maneuver"), entry("action_end"), entry("action"))
    note(ctx, f"{ctx.who(player)} maneuvers:")
    draw(ctx, player, 1)


@handler("maneuver_boost")
def _maneuver_boost(ctx: Ctx, item: FrozenDict) -> None:
    assert ctx.step is not None
    ctx.step.set_data("boost", 0)
    player = int(item["player"])
    if fights.boost_cards(ctx, player):
        ask(ctx, player, "boost", purpose="maneuver")


@handler("maneuver_move")
def _maneuver_move(ctx: Ctx, item: FrozenDict) -> None:
    assert ctx.step is not None
    player = int(item["player"])
    bonus = int(ctx.state.data.get("boost", 0))
    ctx.step.delete(("data", "boost"))
    fighters = ctx.fighters(player)
    budget = {t.id: int(t.data["move"]) + bonus for t in fighters}
    start_moving(ctx, player, [t.id for t in fighters], budget, doors=bool(ctx.board.doors), once=False,
                 why="Maneuver" + (f" (BOOST +{bonus})" if bonus else ""))


def boost_maneuver(ctx: Ctx, player: int, card_id: str) -> None:
    assert ctx.step is not None
    value = int(ctx.card(card_id).boost or 0)
    note(ctx, f"{ctx.who(player)} BOOSTs with {ctx.card_name(card_id)}: +{value} movement for each fighter.")
    discard(ctx, card_id)
    ctx.step.set_data("boost", value)


# -- the scheme ------------------------------------------------------------------------
def begin_scheme(ctx: Ctx, player: int, card_id: str, fighter: str) -> None:
    assert ctx.step is not None
    spend_action(ctx)
    card = ctx.card(card_id)
    ctx.step.move(card_id, zone(player, "combat"))
    ctx.step.set_card(card_id, "face_up", True)
    note(ctx, f"{ctx.who(player)} plays the scheme {card.name} with {ctx.name(fighter)}: {card.text}")
    common = {"card": card_id, "d": card.id, "player": player, "fighter": fighter}
    if card.effect:
        steps = [entry("named", when="scheme", **common)]
    else:
        steps = [entry("effect", src="card", i=i, **common) for i, e in enumerate(card.effects) if e.when == "scheme"]
    push(ctx, *steps, entry("scheme_end", card=card_id),
         entry("triggers", player=player, when="after_scheme", fighter=fighter),
         entry("action_end"), entry("action"))


@handler("scheme_end")
def _scheme_end(ctx: Ctx, item: FrozenDict) -> None:
    discard(ctx, item["card"])


# -- the attack ------------------------------------------------------------------------
def begin_attack(ctx: Ctx, attacker: str, target: str) -> None:
    spend_action(ctx)
    push(ctx, entry("action_end"), entry("action"))
    fights.begin(ctx, ctx.state.tokens[attacker], ctx.state.tokens[target])


"""The flow of a game: setup placements, turns, the three actions, hand limit and victory.

A turn: start-of-turn abilities, then exactly two actions (maneuver, scheme or
attack, the same one twice if you like), then end-of-turn abilities and the
hand limit. Victory is checked at the start and end of every action and after
the start- and end-of-turn steps.
"""

from __future__ import annotations

from tabletop.engine.rules import Explained, queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched import dormant, schemes
from tabletop.games.unmatched.context import FIGHTER, UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import discard, draw
from tabletop.games.unmatched.movement import start_moving
from tabletop.games.unmatched.reveal import return_revealed

ACTIONS_PER_TURN = 2


# -- victory ---------------------------------------------------------------------
def check_victory(ctx: UnmatchedContext) -> bool:
    """End the game when a side has no hero left: every side down together → the player whose turn it is wins.

    A side is a seat, or in 2v2 a team (it loses when both its heroes are defeated).
    """
    if ctx.winner is not None:
        return True
    with_hero = {t.owner for t in ctx.state.tokens.values() if t.kind == FIGHTER and t.data.get("hero")}  # ctx.heroes(p)
    losing = [team for team in ctx.teams if not any(p in with_hero for p in team)]
    if not losing:
        return False
    active = ctx.state.active_player
    if len(losing) == len(ctx.teams):
        winner = active
        reason = f"Every hero is defeated: {ctx.who(active)}, whose turn it is, wins."
        if len(ctx.teams) == 2 and len(ctx.teams[0]) == 1:
            reason = f"Both heroes are defeated: {ctx.who(active)}, whose turn it is, wins."
    else:
        standing = next(team for team in ctx.teams if team not in losing)
        winner = active if active in standing else standing[0]
        fallen = " and ".join(ctx.hero_card(p).name for team in losing for p in team)
        side = " and ".join(ctx.who(p) for p in standing)
        reason = f"{fallen} {'is' if ' and ' not in fallen else 'are'} defeated: {side} wins the game!"
        if len(standing) > 1:
            reason = reason.replace(" wins the game!", " win the game!")
    queue.end_game(ctx, winner, reason)
    ctx.change.set(("phase",), "over")
    return True


def _victory(ctx: UnmatchedContext, _item: FrozenDict) -> None:
    check_victory(ctx)


# -- setup placements ---------------------------------------------------------
def _setup_tail(ctx: UnmatchedContext, item: FrozenDict) -> None:
    token = ctx.fighter(item["fighter"])
    if token is not None and stretch_options(ctx, token.id):
        queue.ask(ctx, int(item["player"]), "stretch", fighter=token.id)


def stretch_options(ctx: UnmatchedContext, token_id: str) -> list[str]:
    """Empty spaces adjacent to a placed large fighter, where its base may also sit."""
    token = ctx.state.tokens[token_id]
    here = ctx.spaces(token)[0]
    empty = set(ctx.empty_spaces())
    return sorted(s for s in ctx.view.adjacent[here] if s in empty)


def _setup_sidekicks(ctx: UnmatchedContext, item: FrozenDict) -> None:
    if ctx.unplaced(int(item["player"])):
        queue.ask(ctx, int(item["player"]), "place_sidekicks")


def sidekick_spaces(ctx: UnmatchedContext, player: int) -> list[str]:
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


def _setup_form(ctx: UnmatchedContext, item: FrozenDict) -> None:
    player = int(item["player"])
    hero = ctx.hero_card(player)
    choice = next(c for c in hero.setup_choices if c.sets == "form")
    queue.ask(ctx, player, "form", options=tuple(choice.options), optional=False, why=choice.prompt)


# -- turns -------------------------------------------------------------------------
def _turn_start(ctx: UnmatchedContext, item: FrozenDict) -> None:
    step = ctx.change
    player = int(item["player"])
    if ctx.state.data.get("started"):
        step.set(("turn",), ctx.state.turn + 1)
    step.set_data("started", True)
    if "dormant" not in ctx.state.data:  # from now on kept up to date at the end of each action
        step.set_data("dormant", ())
    step.set(("active_player",), player)
    step.set(("phase",), "turn")
    step.set_data("actions_left", ACTIONS_PER_TURN)
    step.set_data("turn_spaces", {t.id: ctx.spaces(t)[0] for t in ctx.fighters()})  # where each fighter began
    ctx.note(f"Turn {ctx.state.turn}: {ctx.who(player)}.")
    schemes.new_turn(ctx, player)
    hero = ctx.hero_card(player)
    fights.manual_mark(ctx, hero.name, hero.automation, hero.text)
    queue.push(ctx, *dormant.returns(ctx, player), queue.entry("start_form", player=player),
         queue.entry("triggers", player=player, when="start_of_turn"),
         queue.entry("ongoing_triggers", player=player, when="start_of_turn"),
         queue.entry("victory"), queue.entry("dormant_turn", player=player), queue.entry("action"))


def _start_form(ctx: UnmatchedContext, item: FrozenDict) -> None:
    player = int(item["player"])
    hero = ctx.hero_card(player)
    if hero.form_change != "choose_at_start_of_turn" or not ctx.heroes(player):
        return
    locked = f"p{player}.form_locked"
    if ctx.state.data.get(locked):
        ctx.change.delete(("data", locked))
        ctx.note(f"{hero.name} cannot change form at the start of this turn.")
        return
    queue.ask(ctx, player, "form", options=tuple(f.key for f in hero.forms), optional=False,
        why=f"Start of turn: {hero.name} may transform")


def _triggers(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Queue a hero's abilities for one moment (start of turn, after a maneuver...)."""
    player = int(item["player"])
    hero = ctx.hero_card(player)
    fighter = item.get("fighter") or next((t.id for t in ctx.heroes(player)), "")
    queued = [queue.entry("effect", src="hero", d=hero.id, i=index, player=player, fighter=fighter, card="")
              for index, trigger in enumerate(hero.triggers) if trigger.when == item["when"]]
    queue.push(ctx, *queued)


def _action(ctx: UnmatchedContext, _item: FrozenDict) -> None:
    if check_victory(ctx):
        return
    player = ctx.state.active_player
    if int(ctx.state.data.get("actions_left", 0)) > 0 and ctx.dormant(player):
        ctx.note(f"{ctx.who(player)} is dormant: the actions left this turn are lost.")
        ctx.change.set_data("actions_left", 0)
    if int(ctx.state.data.get("actions_left", 0)) > 0:
        queue.ask(ctx, player, "action")
    else:
        queue.push(ctx, queue.entry("turn_end", player=player))


def _action_end(ctx: UnmatchedContext, _item: FrozenDict) -> None:
    dormant.update(ctx)
    check_victory(ctx)


def _turn_end(ctx: UnmatchedContext, item: FrozenDict) -> None:
    player = int(item["player"])
    queue.push(ctx, queue.entry("triggers", player=player, when="end_of_turn"),
         queue.entry("ongoing_triggers", player=player, when="end_of_turn"), queue.entry("ongoing_end", player=player),
         queue.entry("hand_limit", player=player), queue.entry("conveyor", player=player),
         queue.entry("victory"), queue.entry("turn_start", player=next_player(ctx, player)))


def next_player(ctx: UnmatchedContext, player: int) -> int:
    """Who plays after ``player``: the next seat (teams alternate in 2v2), passing over dormant players."""
    seat = ctx.next_seat(player)
    for _ in ctx.seats:
        if not ctx.dormant(seat) or ctx.away(seat):  # a fighter coming back wakes its player at the turn's start
            return seat
        ctx.note(f"{ctx.who(seat)} has no fighter on the board: dormant, no turn.")
        seat = ctx.next_seat(seat)
    return seat


def _hand_limit(ctx: UnmatchedContext, item: FrozenDict) -> None:
    player = int(item["player"])
    limit = ctx.hero_card(player).hand_limit
    if ctx.dormant(player):
        return
    excess = len(ctx.hand(player)) - limit
    if excess > 0:
        queue.ask(ctx, player, "discard", count=excess, why=f"End of turn: discard down to {limit} cards")


def _draw(ctx: UnmatchedContext, item: FrozenDict) -> None:
    draw(ctx, int(item["player"]), int(item["n"]), why=str(item.get("why") or ""))


def spend_action(ctx: UnmatchedContext) -> None:
    """An action starts: one fewer left, and cards revealed before go back to being hidden."""
    return_revealed(ctx)
    ctx.change.set_data("actions_left", int(ctx.state.data["actions_left"]) - 1)
    ctx.change.set_data(schemes.ACTIONS_TAKEN, int(ctx.state.data.get(schemes.ACTIONS_TAKEN, 0)) + 1)


# -- the maneuver ---------------------------------------------------------------------
def begin_maneuver(ctx: UnmatchedContext, player: int) -> None:
    spend_action(ctx)
    queue.push(ctx, queue.entry("maneuver_boost", player=player), queue.entry("maneuver_move", player=player),
         queue.entry("triggers", player=player, when="after_maneuver"), queue.entry("action_end"), queue.entry("action"))
    draw(ctx, player, 1)  # the step's label says "maneuvers"; the draw says what it drew


def _maneuver_boost(ctx: UnmatchedContext, item: FrozenDict) -> None:
    ctx.change.set_data("boost", 0)
    player = int(item["player"])
    if fights.boost_cards(ctx, player):
        queue.ask(ctx, player, "boost", purpose="maneuver")


def _maneuver_move(ctx: UnmatchedContext, item: FrozenDict) -> None:
    player = int(item["player"])
    bonus = int(ctx.state.data.get("boost", 0))
    ctx.change.delete(("data", "boost"))
    fighters = ctx.fighters(player)
    budget = {t.id: movement_of(ctx, t, bonus).value for t in fighters}
    start_moving(ctx, player, [t.id for t in fighters], budget, doors=bool(ctx.board.doors), once=False,
                 why="Maneuver" + (f" (BOOST +{bonus})" if bonus else ""))


def movement_of(ctx: UnmatchedContext, token: Token, bonus: int) -> Explained:
    """A fighter's movement in a maneuver: its move value, the hero's move modifiers and the BOOST."""
    parts = [(int(token.data["move"]), f"{token.data['name']}'s move"),
             *fights.hero_bonus(ctx, token.owner, token, "move")]
    if bonus:
        parts.append((bonus, "BOOST"))
    return Explained.of(parts, "movement", floor=0)


def boost_maneuver(ctx: UnmatchedContext, player: int, card_id: str) -> None:
    value = int(ctx.card(card_id).boost or 0)
    ctx.note(f"{ctx.who(player)} BOOSTs with {ctx.card_name(card_id)}: +{value} movement for each fighter.")
    discard(ctx, card_id)
    ctx.change.set_data("boost", value)


# -- the scheme ------------------------------------------------------------------------
def begin_scheme(ctx: UnmatchedContext, player: int, card_id: str, fighter: str) -> None:
    spend_action(ctx)
    card = ctx.card(card_id)
    ctx.change.move(card_id, zone(player, "combat"))
    ctx.change.set_card(card_id, "face_up", True)
    ctx.note(f"{ctx.who(player)} plays the scheme {card.name} with {ctx.name(fighter)}: {card.text}")
    fights.manual_mark(ctx, card.name, card.automation, card.text)
    common = {"card": card_id, "d": card.id, "player": player, "fighter": fighter}
    if card.effect:
        steps = [queue.entry("named", when="scheme", **common)]
    else:
        steps = [queue.entry("effect", src="card", i=i, **common) for i, e in enumerate(card.effects) if e.when == "scheme"]
    queue.push(ctx, *steps, queue.entry("scheme_end", card=card_id, fighter=fighter),
         queue.entry("triggers", player=player, when="after_scheme", fighter=fighter),
         queue.entry("action_end"), queue.entry("action"))


def _scheme_end(ctx: UnmatchedContext, item: FrozenDict) -> None:
    card = item["card"]
    if ctx.state.cards[card].location == zone(ctx.state.cards[card].owner, "combat") and not schemes.keep(ctx, item):
        discard(ctx, card)  # (a scheme an effect put elsewhere, e.g. into the deck, stays there)


# -- the attack ------------------------------------------------------------------------
def begin_attack(ctx: UnmatchedContext, attacker: str, target: str) -> None:
    spend_action(ctx)
    queue.push(ctx, queue.entry("action_end"), queue.entry("action"))
    fights.begin(ctx, ctx.state.tokens[attacker], ctx.state.tokens[target])


STEPS = {
    "victory": _victory,
    "setup_tail": _setup_tail,
    "setup_sidekicks": _setup_sidekicks,
    "setup_form": _setup_form,
    "turn_start": _turn_start,
    "start_form": _start_form,
    "triggers": _triggers,
    "action": _action,
    "action_end": _action_end,
    "turn_end": _turn_end,
    "hand_limit": _hand_limit,
    "draw": _draw,
    "maneuver_boost": _maneuver_boost,
    "maneuver_move": _maneuver_move,
    "scheme_end": _scheme_end,
}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

"""The basic changes every rule is made of: draw, damage, defeat, move tokens, discard.

Each function changes the state through the context's Builder and writes what
happened (with the arithmetic) into the step's log.
"""

from __future__ import annotations

from tabletop.engine.rules import queue
from tabletop.engine.words import count as words_count
from tabletop.games.unmatched.cards import Token as MarkerSpec
from tabletop.games.unmatched.context import SMALL, SPACE, TAIL, UnmatchedContext, space_of, zone
from tabletop.games.unmatched.counters import hero_damaged

EXHAUSTION_DAMAGE = 2
LEFT_SPACE = "left_space"  # fighters that left their space this turn (moved or placed): Planted Feet
PINNED = "pinned"  # fighters that cannot leave their space until the end of the turn (Yrden)


# -- cards -------------------------------------------------------------------
def draw(ctx: UnmatchedContext, player: int, count: int, why: str = "") -> int:
    """Draw ``count`` cards; each card that cannot be drawn is 2 damage to each of your fighters.
    ``why`` (a card or ability) starts each line the draw writes in the log: "Eat Me: Ann draws 1 card."."""
    step = ctx.change
    drawn = 0
    said = f"{why}: " if why else ""
    if count > 0 and ctx.dormant(player):
        ctx.note(f"{said}{ctx.who(player)} is dormant and draws no cards.")
        return 0
    for _ in range(count):
        deck = ctx.deck(player)
        if deck:
            top = deck[-1]
            step.move(top, zone(player, "hand"))
            step.set_card(top, "face_up", True)
            drawn += 1
            continue
        ctx.note(f"{said}{ctx.who(player)} cannot draw: the deck is empty. Exhaustion: "
                  f"{EXHAUSTION_DAMAGE} damage to each of their fighters.")
        for token in ctx.fighters(player):
            damage(ctx, token.id, EXHAUSTION_DAMAGE, "exhaustion")
    if drawn:
        ctx.note(f"{said}{ctx.who(player)} draws {words_count(drawn, 'card')}.")
    return drawn


def discard(ctx: UnmatchedContext, card_id: str) -> None:
    """Put a card face up on its owner's discard pile (into the cauldron, for a hero who has one)."""
    owner = ctx.state.cards[card_id].owner
    pot = zone(owner, "cauldron")
    ctx.change.move(card_id, pot if pot in ctx.state.zones else zone(owner, "discard"))
    ctx.change.set_card(card_id, "face_up", True)


# -- health ------------------------------------------------------------------
def damage(ctx: UnmatchedContext, token_id: str, amount: int, reason: str, *, spread: bool = True) -> int:
    """Deal damage to a fighter (health never below 0); a fighter at 0 is defeated at once. Damage to a
    small fighter is dealt as well to each small fighter of its kind in its space."""
    token = ctx.fighter(token_id)
    if token is None or amount <= 0 or not token.location.startswith(SPACE):
        return 0
    if spread and token.data.get("size") == SMALL:
        mates = [t.id for t in ctx.fighters(token.owner) if t.id != token_id and t.location == token.location
                 and t.data.get("size") == SMALL and t.data.get("key") == token.data.get("key")]
        dealt = damage(ctx, token_id, amount, reason, spread=False)
        for mate in mates:
            damage(ctx, mate, amount, f"{reason}, shared in its space", spread=False)
        return dealt
    health = int(token.data["health"])
    dealt = min(amount, health)
    left = health - dealt
    if (token.data.get("hero") and reason not in ("combat damage", "exhaustion")
            and "hero_takes_no_effect_damage" in ctx.ongoing_guards(token.owner)):
        ctx.note(f"{token.data['name']} takes no damage from effects (an ongoing scheme): {reason} is prevented.")
        return 0
    ctx.change.set_token(token_id, "health", left)
    ctx.note(f"{token.data['name']} takes {amount} damage ({reason}): {health} → {left} health.")
    if dealt:
        hero_damaged(ctx, token)
    if left <= 0:
        defeat(ctx, token_id)
    return dealt


def recover(ctx: UnmatchedContext, token_id: str, amount: int) -> int:
    """Recover health, never above the fighter's starting maximum."""
    token = ctx.fighter(token_id)
    if token is None or not token.location.startswith(SPACE):
        return 0
    health, top = int(token.data["health"]), int(token.data["max_health"])
    new = min(top, health + amount)
    ctx.change.set_token(token_id, "health", new)
    capped = " (its maximum)" if new == top and health + amount > top else ""
    if new == health:
        ctx.note(f"{token.data['name']} is at full health ({health}): nothing to recover.")
    else:
        ctx.note(f"{token.data['name']} recovers {new - health}: {health} → {new} health{capped}.")
    return new - health


def defeat(ctx: UnmatchedContext, token_id: str) -> None:
    """Remove a defeated fighter from the board (Elektra's first defeat sends her away instead)."""
    token = ctx.state.tokens[token_id]
    if token.data.get("hero") and token.owner is not None and _resurrects(ctx, token.owner):
        ctx.change.set_data(f"p{token.owner}.resurrected", True)
        ctx.note(f"{token.data['name']} would be defeated, but is not: she and every sidekick leave the "
                 "board and come back at the start of their player's next turn.")
        for fighter in ctx.fighters(token.owner):
            send_away(ctx, fighter.id, spread=True)
        ctx.change.set_token(token_id, "resurrect", RESURRECTED_HEALTH)
        return
    hero = " The hero is down!" if token.data.get("hero") else ""
    ctx.note(f"{token.data['name']} is defeated and removed from the board.{hero}")
    _remove_tail(ctx, token_id)
    _ally_defeated(ctx, token.owner, token.data.get("key", ""))
    if token.data.get("later"):  # a summoned sidekick goes back off the board, to be summoned again
        home = ctx.state.zones[zone(token.owner, "hero")].cards[0]
        ctx.change.set_token(token_id, "location", home)
        ctx.change.set_token(token_id, "health", int(token.data["max_health"]))
        return
    ctx.change.remove_token(token_id)


def _ally_defeated(ctx: UnmatchedContext, owner: int | None, key: str) -> None:
    """The owner's hero abilities for this fighter's defeat happen next (Achilles mourning Patroclus)."""
    if owner is None:
        return
    hero = ctx.hero_card(owner)
    fighter = next((t.id for t in ctx.heroes(owner) if t.location.startswith(SPACE)), "")
    queue.push(ctx, *(queue.entry("effect", src="hero", d=hero.id, i=index, player=owner, fighter=fighter, card="")
                      for index, trigger in enumerate(hero.triggers)
                      if trigger.when == "ally_defeated" and trigger.ally == key))


RESURRECTED_HEALTH = 9


def _resurrects(ctx: UnmatchedContext, player: int) -> bool:
    return (ctx.hero_card(player).ability == "elektra_resurrection"
            and not ctx.state.data.get(f"p{player}.resurrected"))


def send_away(ctx: UnmatchedContext, token_id: str, *, draw_on_return: int = 0, spread: bool = False) -> None:
    """A fighter leaves the board undefeated; it comes back at the start of its player's next turn (dormant.py)."""
    token = ctx.state.tokens[token_id]
    if not token.location.startswith(SPACE) or token.owner is None:
        return
    _remove_tail(ctx, token_id)
    home = ctx.state.zones[zone(token.owner, "hero")].cards[0]
    ctx.change.set_token(token_id, "location", home)
    ctx.change.set_token(token_id, "away", True)
    if spread:
        ctx.change.set_token(token_id, "spread", True)
    if draw_on_return:
        key = f"p{token.owner}.return_draw"
        ctx.change.set_data(key, int(ctx.state.data.get(key, 0)) + draw_on_return)
    ctx.note(f"{token.data['name']} leaves the board (not defeated) until the start of "
             f"{ctx.seat_name(token.owner)}'s next turn.")


# -- positions ---------------------------------------------------------------
def _remove_tail(ctx: UnmatchedContext, token_id: str) -> None:
    for marker in list(ctx.state.tokens.values()):
        if marker.kind == TAIL and marker.data.get("of") == token_id:
            ctx.change.remove_token(marker.id)


def relocate(ctx: UnmatchedContext, token_id: str, space: str, tail: str = "") -> None:
    """Put a fighter on ``space`` (and a large fighter's second space on ``tail``)."""
    step = ctx.change
    token = ctx.state.tokens[token_id]
    left = tuple(ctx.state.data.get(LEFT_SPACE, ()))
    if ctx.state.data.get("started") and token.location != SPACE + space and token_id not in left:
        step.set_data(LEFT_SPACE, (*left, token_id))
    step.set_token(token_id, "location", SPACE + space)
    if token.data.get("size") == "large" or token.data.get("tail"):
        step.set_token(token_id, "tail", tail)
        _remove_tail(ctx, token_id)
        if tail:
            step.create_token(TAIL, token.owner, SPACE + tail, name=f"{token.data['name']} (fills this space too)",
                              of=token_id)


def enter(ctx: UnmatchedContext, token_id: str) -> bool:
    """A fighter entered its space: opposing markers there go off. True when it must stop."""
    token = ctx.fighter(token_id)
    if token is None:
        return False
    space = space_of(token.location)
    stopped = False
    for marker in ctx.markers_at(space or ""):
        if ctx.friends(marker.owner, token.owner):
            continue
        spec = marker_spec(ctx, marker.owner, marker.data.get("key", ""))
        if spec is None or spec.trigger != "opponent_enters":
            continue
        ctx.note(f"{token.data['name']} sets off {ctx.seat_name(marker.owner)}'s {spec.name.lower()}.")
        stopped = stopped or spec.stops_movement
        if spec.enter_damage:
            damage(ctx, token_id, spec.enter_damage, spec.name.lower())
        if spec.removed_when_triggered:
            remove_marker(ctx, marker.id)
    return stopped


def marker_spec(ctx: UnmatchedContext, player: int | None, key: str) -> MarkerSpec | None:
    if player is None:
        return None
    return next((t for t in ctx.hero_card(player).tokens if t.key == key), None)


def markers_left(ctx: UnmatchedContext, player: int, key: str) -> int:
    return int(ctx.state.data.get(f"p{player}.{key}", 0))


def place_marker(ctx: UnmatchedContext, player: int, key: str, space: str) -> str:
    """Take a marker from the player's supply and put it on a space."""
    step = ctx.change
    spec = marker_spec(ctx, player, key)
    name = spec.name if spec else key
    step.set_data(f"p{player}.{key}", markers_left(ctx, player, key) - 1)
    ctx.note(f"{ctx.who(player)} places a {name.lower()} on {ctx.board.name(space)}.")
    return step.create_token("marker", player, SPACE + space, key=key, name=name)


def remove_marker(ctx: UnmatchedContext, marker_id: str) -> None:
    """A marker leaves the board (back to the box); its owner's token_removed abilities fire."""
    step = ctx.change
    marker = ctx.state.tokens[marker_id]
    step.remove_token(marker_id)
    owner = marker.owner
    if owner is None:
        return
    hero = ctx.hero_card(owner)
    for index, trigger in enumerate(hero.triggers):
        if trigger.when == "token_removed" and trigger.token == marker.data.get("key"):
            fighter = next((t.id for t in ctx.heroes(owner)), "")
            queue.push(ctx, queue.entry("effect", src="hero", d=hero.id, i=index, player=owner, fighter=fighter))


# -- forms -------------------------------------------------------------------
def set_form(ctx: UnmatchedContext, player: int, form: str) -> None:
    hero = ctx.hero_card(player)
    names = {f.key: f.name for f in hero.forms}
    if ctx.form(player) == form:
        ctx.note(f"{hero.name} stays {names.get(form, form)}.")
        return
    ctx.change.set_data(f"p{player}.form", form)
    ctx.note(f"{hero.name} becomes {names.get(form, form)}.")

"""Dormant players and fighters that leave the board without being defeated.

Reference, Major Rulings, Dormant Players: a player with no fighter on the
board is dormant. Dormant players take no actions, draw no cards, are never
chosen as "your opponent", cannot be forced to discard, and their undefeated
fighters off the board take no damage. Whether a player is dormant is checked
at the end of each action (and when a turn starts), kept in ``data["dormant"]``.

A fighter that leaves the board undefeated (Vanish Into Murder, Elektra's
resurrection) is ``away``: its token waits on the hero card and comes back at
the start of its player's next turn, placed by that player (Elektra's fighters
each in a different zone), then its player draws what the card said.
"""

from __future__ import annotations

from tabletop.engine.rules import queue
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import set_form


def update(ctx: UnmatchedContext) -> None:
    """Check who is dormant now (the end of an action, the start of a turn)."""
    on_board = {t.owner for t in ctx.on_board()}
    now = tuple(p for p in ctx.seats if p not in on_board)
    before = tuple(ctx.state.data.get("dormant", ()))
    if now == before:
        return
    for player in now:
        if player not in before:
            ctx.note(f"{ctx.who(player)} has no fighter on the board: dormant (no actions, no draws, "
                     "not an opponent for effects, no forced discards).")
    for player in before:
        if player not in now:
            ctx.note(f"{ctx.who(player)} is no longer dormant.")
    ctx.change.set_data("dormant", now)


def _update(ctx: UnmatchedContext, _item: FrozenDict) -> None:
    update(ctx)


def returns(ctx: UnmatchedContext, player: int) -> list[FrozenDict]:
    """Queue entries bringing back a player's away fighters at the start of their turn."""
    tokens = ctx.away(player)
    if not tokens:
        return []
    spread = any(t.data.get("spread") for t in tokens)
    entries = [queue.entry("come_back", player=player, fighter=t.id, spread=spread,
                           before=tuple(u.id for u in tokens[:k])) for k, t in enumerate(tokens)]
    return [*entries, queue.entry("came_back", player=player), queue.entry("dormant_update")]


def _come_back(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Ask the player where an away fighter comes back (any empty space; Elektra's: in a zone of its own)."""
    token = ctx.state.tokens.get(item["fighter"])
    if token is None or not token.data.get("away"):
        return
    if token.data.get("resurrect"):
        _resurrect(ctx, int(item["player"]), token.id)
    spaces = ctx.empty_spaces()
    if item.get("spread"):
        taken: set[str] = set()
        for other in item.get("before", ()):
            mate = ctx.fighter(other)
            if mate is not None and ctx.alive(other):
                taken |= ctx.zone_spaces(mate)
        spaces = [s for s in spaces if s not in taken] or spaces
    if not spaces:
        ctx.note(f"There is no empty space for {token.data['name']}: it stays off the board.")
        return
    queue.ask(ctx, int(item["player"]), "place_fighter", fighter=token.id, spaces=tuple(spaces), optional=False,
              why=f"{token.data['name']} comes back onto the board")


def _came_back(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """After every away fighter is placed: the cards drawn on the way back (Vanish Into Murder)."""
    player = int(item["player"])
    draws = int(ctx.state.data.get(f"p{player}.return_draw", 0))
    if draws:
        ctx.change.delete(("data", f"p{player}.return_draw"))
        update(ctx)
        queue.push(ctx, queue.entry("draw", player=player, n=draws, why="Back on the board"))


def _resurrect(ctx: UnmatchedContext, player: int, token_id: str) -> None:
    """Elektra resurrects: her resurrected health, the discard pile shuffled into the deck, her resurrected form."""
    token = ctx.state.tokens[token_id]
    health = int(token.data["resurrect"])
    ctx.change.set_token(token_id, "health", health)
    ctx.change.set_token(token_id, "max_health", health)
    ctx.change.set_token(token_id, "resurrect", 0)
    for card in list(ctx.state.zones[zone(player, "discard")].cards):
        ctx.change.move(card, zone(player, "deck"))
        ctx.change.set_card(card, "face_up", False)
    ctx.change.shuffle(zone(player, "deck"))
    ctx.note(f"{token.data['name']} resurrects with {health} health; the discard pile is shuffled into the deck.")
    hero = ctx.hero_card(player)
    resurrected = next((f.key for f in hero.forms if not f.start), None)
    if resurrected:
        set_form(ctx, player, resurrected)


def _dormant_turn(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """A dormant player takes no actions this turn."""
    player = int(item["player"])
    if ctx.dormant(player) and int(ctx.state.data.get("actions_left", 0)):
        ctx.note(f"{ctx.who(player)} is dormant: no actions this turn.")
        ctx.change.set_data("actions_left", 0)


STEPS = {"dormant_update": _update, "come_back": _come_back, "came_back": _came_back, "dormant_turn": _dormant_turn}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

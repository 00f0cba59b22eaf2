"""Moving fog tokens, and the Invisible Man's cards that move them.

A fog token moves like a fighter counts its steps (along paths and secret
passages), but through any fighter or token, and it may end on a space with a
fighter. There is never more than one fog token on a space. A card says how
far: ``up_to`` N steps, ``any`` other space, or a space with ``no_fighter``.

The ``fog_move`` queue step asks ``chooser`` to move one of ``owner``'s tokens
(the ``move_marker`` decision); an "up to" move may be declined. Afterwards a
``then`` entry may follow (the moved token is excluded from it), ``repeat``
asks again for the tokens not moved yet, and ``place`` puts a fighter on the
space the token went to (Slip Away).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator

from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched.actions import MoveMarker
from tabletop.games.unmatched.choices import ask_choice
from tabletop.games.unmatched.context import MARKER, SPACE, UnmatchedContext, space_of
from tabletop.games.unmatched.fighter_effects import place_fighter
from tabletop.games.unmatched.mechanics import damage, draw
from tabletop.games.unmatched.movement import start_moving
from tabletop.games.unmatched.moves import move, seat
from tabletop.games.unmatched.player_effects import cancel_opposing, gain_actions
from tabletop.games.unmatched.standing import condition_holds

MODES = ("up_to", "any", "no_fighter")


def tokens_of(ctx: UnmatchedContext, owner: int) -> list[Token]:
    """The owner's board tokens on the board, in a stable order."""
    found = [t for t in ctx.state.tokens.values()
             if t.kind == MARKER and t.owner == owner and t.location.startswith(SPACE)]
    return sorted(found, key=lambda t: t.id)


def _steps_from(ctx: UnmatchedContext, start: str, limit: int) -> dict[str, int]:
    """Spaces a token reaches in at most ``limit`` movement steps, through anything."""
    steps = ctx.view.steps
    found = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if found[here] >= limit:
            continue
        for nxt in steps[here]:
            if nxt not in found:
                found[nxt] = found[here] + 1
                todo.append(nxt)
    return found


def destinations(ctx: UnmatchedContext, token: Token, mode: str, steps: int) -> list[str]:
    """Where this token may go: never its own space nor one holding a token of its kind."""
    here = space_of(token.location) or ""
    taken = {space_of(t.location) for t in ctx.state.tokens.values()
             if t.kind == MARKER and t.data.get("key") == token.data.get("key")}  # one fog a space, whoever's
    if mode == "up_to":
        reach = _steps_from(ctx, here, steps)
        pool = [s for s in ctx.board.ids if s in reach]
    elif mode == "no_fighter":
        filled = set(ctx.occupancy())
        pool = [s for s in ctx.board.ids if s not in filled]
    else:
        pool = list(ctx.board.ids)
    return [s for s in pool if s != here and s not in taken]


def fog_move(chooser: int, owner: int, why: str, *, mode: str = "any", steps: int = 0, optional: bool = False,
             markers: tuple[str, ...] = (), then: FrozenDict | None = None, place: str = "",
             repeat: bool = False) -> FrozenDict:
    """The queue entry asking ``chooser`` to move one of ``owner``'s tokens."""
    assert mode in MODES
    return queue.entry("fog_move", chooser=chooser, owner=owner, why=why, mode=mode, steps=steps,
                       optional=optional, markers=markers, exclude=(), then=then, place=place, repeat=repeat)


def _movable(ctx: UnmatchedContext, entry: FrozenDict) -> dict[str, list[str]]:
    """Token id -> its destinations, for the tokens this entry may move."""
    found = {}
    for token in tokens_of(ctx, int(entry["owner"])):
        if token.id in entry["exclude"] or (entry["markers"] and token.id not in entry["markers"]):
            continue
        spaces = destinations(ctx, token, entry["mode"], int(entry["steps"]))
        if spaces:
            found[token.id] = spaces
    return found


def _fog_move(ctx: UnmatchedContext, entry: FrozenDict) -> None:
    if not _movable(ctx, entry):
        if entry["then"]:
            queue.push(ctx, entry["then"])
        return
    queue.ask(ctx, int(entry["chooser"]), "move_marker", entry=entry, why=entry["why"], optional=entry["optional"])


def _asked(ctx: UnmatchedContext) -> dict:
    decision = ctx.answering if ctx.answering is not None else ctx.decision
    assert decision is not None
    return dict(decision)


def _options(ctx: UnmatchedContext) -> Iterator[MoveMarker]:
    for marker, spaces in _movable(ctx, FrozenDict(_asked(ctx)["entry"])).items():
        yield from (MoveMarker(marker, s) for s in spaces)


def _move(ctx: UnmatchedContext, action: MoveMarker) -> None:
    entry = FrozenDict(_asked(ctx)["entry"])
    token = ctx.state.tokens[action.marker]
    start = ctx.board.name(space_of(token.location) or "")
    ctx.change.set_token(action.marker, "location", SPACE + action.space)
    whose = "their" if token.owner == seat(ctx) else f"{ctx.who(token.owner)}'s"
    ctx.note(f"{entry['why']}: {ctx.who(seat(ctx))} moves {whose} "
             f"{str(token.data.get('name', 'token')).lower()} from {start} to {ctx.board.name(action.space)}.")
    if entry["place"] and ctx.alive(entry["place"]):
        place_fighter(ctx, entry["place"], action.space)
    if entry["repeat"]:
        queue.push(ctx, entry.replaced(exclude=(*entry["exclude"], action.marker)))
    elif entry["then"]:
        then = FrozenDict(entry["then"])
        queue.push(ctx, then.replaced(exclude=(*then["exclude"], action.marker)))


def declined(ctx: UnmatchedContext, decision: dict) -> None:
    """An "up to" move left undone: what follows it still happens."""
    entry = FrozenDict(decision["entry"])
    ctx.note(f"{entry['why']}: {ctx.who(int(decision['seat']))} moves no {'more ' if entry['exclude'] else ''}fog.")
    if entry["then"] and not entry["repeat"]:
        queue.push(ctx, entry["then"])


def _words(ctx: UnmatchedContext, action: MoveMarker) -> str:
    token = ctx.state.tokens[action.marker]
    start = ctx.board.name(space_of(token.location) or "")
    return f"Move the {str(token.data.get('name', 'token')).lower()} from {start} to {ctx.board.name(action.space)}"


MOVES = (
    move(MoveMarker, ("move_marker",), _options, _move,
         lambda c, a: f"{c.seat_name(seat(c))}: {_words(c, a)}", _words),
)


# -- the Invisible Man's cards ------------------------------------------------------------------
def _name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    return ctx.db.cards[item["d"]].name


def _man(ctx: UnmatchedContext, item: FrozenDict) -> Token | None:
    token = ctx.fighter(item.get("fighter") or "")
    return token if token is not None and ctx.alive(token.id) else None


def _on_fog(ctx: UnmatchedContext, token: Token | None, player: int) -> bool:
    return token is not None and condition_holds(ctx, "on_own_token", player, token)


def slip_away(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: move a fog token to a space without a fighter, then place the Invisible Man there."""
    player = int(item["player"])
    man = _man(ctx, item)
    queue.push(ctx, fog_move(player, player, _name(ctx, item), mode="no_fighter", place=man.id if man else ""))


def surprise_attack(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """IMMEDIATELY: cancel the opposing card. AFTER COMBAT: if he is on fog, move that fog anywhere else."""
    player = int(item["player"])
    name = _name(ctx, item)
    if item["when"] == "immediately":
        cancel_opposing(ctx, player, name)
        return
    man = _man(ctx, item)
    if not _on_fog(ctx, man, player):
        ctx.note(f"{name}: the Invisible Man is not on a fog space.")
        return
    assert man is not None
    under = tuple(m.id for m in ctx.markers_at(ctx.spaces(man)[0]) if m.owner == player)
    queue.push(ctx, fog_move(player, player, name, markers=under[:1]))


def into_thin_air(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: move the Invisible Man up to 1; then your opponent moves one of your fog up to 3."""
    player = int(item["player"])
    name = _name(ctx, item)
    queue.push(ctx, fog_move(ctx.opponent(player), player, name, mode="up_to", steps=3, optional=True))
    man = _man(ctx, item)
    if man is not None:
        start_moving(ctx, player, [man.id], {man.id: 1}, doors=False, once=True, why=f"{name}: move up to 1")


def lurking(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: draw 1; then place the Invisible Man on a fog space, or move a fog up to 3."""
    player = int(item["player"])
    name = _name(ctx, item)
    man = _man(ctx, item)
    chosen = item.get("choice")
    fog_spaces = [space_of(t.location) or "" for t in tokens_of(ctx, player)]
    if chosen is None:
        draw(ctx, player, 1, why=name)
        options = []
        if man is not None and [s for s in fog_spaces if s not in ctx.spaces(man)]:
            options.append(("place", "Place the Invisible Man on a fog space"))
        if fog_spaces:
            options.append(("fog", "Move a fog token up to 3 spaces"))
        if len(options) > 1:
            ask_choice(ctx, player, item, options, name)
            return
        chosen = options[0][0] if options else ""
    if chosen == "place" and man is not None:
        spaces = tuple(s for s in fog_spaces if s not in ctx.spaces(man))
        queue.ask(ctx, player, "place_fighter", fighter=man.id, spaces=spaces, optional=False,
                  why=f"{name}: place {man.data['name']} on a fog space", filled_too=True)
    elif chosen == "fog":
        queue.push(ctx, fog_move(player, player, name, mode="up_to", steps=3, optional=True))


def rolling_fog(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Move one of your fog tokens to any other space. Gain 1 action."""
    player = int(item["player"])
    queue.push(ctx, fog_move(player, player, _name(ctx, item)))
    gain_actions(ctx, player, 1, _name(ctx, item))


def step_lightly(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """1 damage to a fighter adjacent to the Invisible Man (3 if he is on fog); then an opponent moves
    one of your fog tokens up to 2."""
    player = int(item["player"])
    name = _name(ctx, item)
    man = _man(ctx, item)
    chosen = item.get("target")
    if chosen is None:
        queue.push(ctx, fog_move(ctx.opponent(player), player, name, mode="up_to", steps=2, optional=True))
        near = [t for t in ctx.fighters() if man is not None and t.id != man.id and ctx.adjacent(man, t)]
        if len(near) > 1:
            queue.ask(ctx, player, "target", item=item, options=tuple(t.id for t in near), optional=False,
                      why=f"{name}: deal damage to a fighter adjacent to the Invisible Man")
            return
        if not near:
            ctx.note(f"{name}: no fighter is adjacent to the Invisible Man.")
            return
        chosen = near[0].id
    if ctx.alive(chosen):
        damage(ctx, chosen, 3 if _on_fog(ctx, man, player) else 1, name)


def covert_preparation(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: draw 1; move one of your fog up to 2; then your opponent moves another up to 2."""
    player = int(item["player"])
    name = _name(ctx, item)
    draw(ctx, player, 1, why=name)
    theirs = fog_move(ctx.opponent(player), player, name, mode="up_to", steps=2, optional=True)
    queue.push(ctx, fog_move(player, player, name, mode="up_to", steps=2, optional=True, then=theirs))


def confound(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """AFTER COMBAT: your opponent may discard a card; if they do not, you may move each fog anywhere."""
    player = int(item["player"])
    rival = ctx.opponent(player)
    name = _name(ctx, item)
    chosen = item.get("choice")
    if chosen is None and ctx.hand(rival) and not ctx.dormant(rival):
        ask_choice(ctx, rival, item, [("discard", "Discard a card (the fog stays)"),
                                      ("keep", "Discard nothing (the fog may move)")], name)
        return
    if chosen == "discard":
        queue.ask(ctx, rival, "discard", count=1, why=f"{name}: discard 1 card")
        return
    ctx.note(f"{name}: {ctx.who(rival)} discards nothing, so {ctx.who(player)} may move each fog token.")
    queue.push(ctx, fog_move(player, player, name, optional=True, repeat=True))


NAMED: dict[str, Callable[[UnmatchedContext, FrozenDict], None]] = {
    "slip_away": slip_away, "surprise_attack": surprise_attack, "into_thin_air": into_thin_air,
    "lurking": lurking, "rolling_fog": rolling_fog, "step_lightly": step_lightly,
    "covert_preparation": covert_preparation, "confound": confound,
}
"""Named card effects of this module (abilities.CARD_EFFECTS gathers them)."""

STEPS = {"fog_move": _fog_move}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

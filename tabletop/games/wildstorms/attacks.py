"""Declaring attacks: every attack of the turn is declared before any is fought.

One attack per character, close or ranged (weapon, Psi, Energy Blast,
Thrown Objects). The rear rank makes and receives only ranged attacks, except
with Subterfuge; only a character that can fly attacks a flyer in close
combat. Instead of attacking, a character may help a teammate (teamwork +1).
``data["acted"]`` records what each character did with its attack this turn.
"""

from __future__ import annotations

from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import actions as A
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.moves import Rule, free_problem
from tabletop.games.wildstorms.table import PHASE_ATTACK

MARKER = "attack"
"""Multi-player games: the attack marker counter (multiplayer.py tells the rule)."""
NO_MARKER = "no attack marker"


def is_multiplayer(ctx: WildStormsContext) -> bool:
    return len(ctx.state.players) > 2


def has_marker(ctx: WildStormsContext, character: str) -> bool:
    return bool(ctx.state.cards[character].counters.get(MARKER, 0))


def place_markers(ctx: WildStormsContext, player: int) -> None:
    """Multi-player: in the player's Draw phase, one marker on each of their active characters (never two)."""
    placed = 0
    for character in ctx.active_characters(player):
        if not has_marker(ctx, character):
            ctx.change.set_counter(character, MARKER, 1)
            placed += 1
    if placed:
        ctx.note(f"{ctx.seat_name(player)} puts an attack marker on {placed} character" + ("s" if placed != 1 else ""))


def acted(ctx: WildStormsContext, character: str) -> str | None:
    """What the character used its attack for this turn (attack, teamwork, magick...); with more than
    two players also "no attack marker" when its marker is gone (used in another turn, or it arrived
    after its player's Draw phase)."""
    done = ctx.state.data.get("acted", {}).get(character)
    if done is None and len(ctx.state.players) > 2 and not ctx.state.cards[character].counters.get(MARKER, 0):
        return NO_MARKER  # more than two players (is_multiplayer) and no attack marker (has_marker)
    return done


def mark_acted(ctx: WildStormsContext, character: str, what: str) -> None:
    """The character uses (or forgoes) its attack: its attack marker comes off."""
    ctx.change.set_data("acted", {**ctx.state.data.get("acted", {}), character: what})
    if has_marker(ctx, character):
        ctx.change.set_counter(character, MARKER, 0)


def declared(ctx: WildStormsContext) -> tuple:
    return ctx.state.data.get("attacks", ())


def needs_subterfuge(ctx: WildStormsContext, attacker: str, defender: str) -> bool:
    """A close attack from or into a rear rank (that is not the only rank)."""
    return ctx.in_rear(attacker) or ctx.in_rear(defender)


def attacker_problem(ctx: WildStormsContext, player: int, attacker: str) -> str | None:
    if ctx.controller(attacker) != player or not ctx.at_battlesite(attacker):
        return "Attack with one of your characters at the battlesite."
    if ctx.is_ko(attacker):
        return f"{ctx.name(attacker)} is K.O.'d and cannot attack."
    done = acted(ctx, attacker)
    if done == NO_MARKER:
        return f"{ctx.name(attacker)} has no attack marker (it gets one in its player's Draw phase)."
    if done:
        return f"{ctx.name(attacker)} has already used its attack this turn ({done})."
    return None


def attack_problem(ctx: WildStormsContext, player: int, attacker: str, defender: str, style: str) -> str | None:
    """Why this attack cannot be declared, or None."""
    reason = attacker_problem(ctx, player, attacker)
    if reason:
        return reason
    if defender not in ctx.state.cards or not ctx.at_battlesite(defender):
        return "Attack a character at the battlesite."
    if ab.allies(ctx, ctx.controller(defender), player):
        return "You cannot attack your own characters."
    if style not in ab.attack_styles(ctx, attacker):
        if style != "close" and ab.is_raging(ctx, attacker):
            return f"{ctx.name(attacker)} is raging and must attack in close combat."
        if style == "ranged":
            return f"{ctx.name(attacker)} needs a ranged weapon to make a ranged attack."
        if style in ctx.blocked_styles():
            return f"{ctx.name(ctx.obstacle())} prevents {style} attacks."
        return f"{ctx.name(attacker)} cannot make a {ab.STYLE_NAMES.get(style, style)} attack."
    if style != "close":
        return None
    name, target = ctx.name(attacker), ctx.name(defender)
    if ctx.is_flying(defender):
        if not ab.has_power(ctx, attacker, "Flight"):
            return f"{target} is flying; only a character that can fly attacks it in close combat."
        if ctx.in_rear(attacker):
            return f"{name} is in the rear rank and can only make ranged attacks."
        return None
    if needs_subterfuge(ctx, attacker, defender):
        if not ab.has_power(ctx, attacker, "Subterfuge"):
            if ctx.in_rear(attacker):
                return f"{name} is in the rear rank and can only make ranged attacks."
            return f"{target} is in the rear rank and can only be attacked from range."
        if ab.share_team(ctx, attacker, defender):
            return f"A Subterfuge attack cannot be made against a character of the same team ({target})."
    return None


def declare(ctx: WildStormsContext, attacker: str, defender: str, style: str) -> None:
    subterfuge = style == "close" and not ctx.is_flying(defender) and needs_subterfuge(ctx, attacker, defender)
    record = {"attacker": attacker, "defender": defender, "style": style, "helpers": (), "subterfuge": subterfuge}
    ctx.change.set_data("attacks", (*declared(ctx), record))
    mark_acted(ctx, attacker, "attack")


def teamwork_problem(ctx: WildStormsContext, player: int, helper: str, attacker: str) -> str | None:
    reason = attacker_problem(ctx, player, helper)
    if reason:
        return reason.replace("Attack with", "Help with")
    record = next((a for a in declared(ctx) if a["attacker"] == attacker), None)
    if record is None:
        return f"{ctx.name(attacker)} has not declared an attack to help."
    if helper == attacker:
        return "A character cannot help itself."
    if player != ctx.state.active_player and ab.allies(ctx, player, ctx.controller(record["defender"])):
        return f"{ctx.seat_name(player)} does not help an attack on their own side's {ctx.name(record['defender'])}."
    if not ab.share_team(ctx, helper, attacker):
        return f"{ctx.name(helper)} and {ctx.name(attacker)} are not on the same team."
    if ab.is_raging(ctx, helper) or ab.is_raging(ctx, attacker):
        return "A raging character neither gives nor gets teamwork."
    if ctx.estranged(helper, attacker):
        return f"{ctx.name(helper)} and {ctx.name(attacker)} are in a Crisis of Loyalty: no teamwork this turn."
    if record["subterfuge"]:
        return "A Subterfuge attack gets no teamwork."
    return None


def add_teamwork(ctx: WildStormsContext, helper: str, attacker: str) -> None:
    attacks = []
    for record in declared(ctx):
        if record["attacker"] == attacker:
            record = {**record, "helpers": (*record["helpers"], helper)}
        attacks.append(record)
    ctx.change.set_data("attacks", tuple(attacks))
    mark_acted(ctx, helper, "teamwork")


CLOSE_POWERS = ("Flight", "Subterfuge")
"""The powers that let a close attack reach a flyer or a rear rank."""


def candidates(ctx: WildStormsContext, player: int) -> list[A.DeclareAttack]:
    """Every declaration (attacker, defender, style) that may be made now.

    The same rules as :func:`attack_problem`, worked out once per attacker
    and defender instead of once per pair.
    """
    found: list[A.DeclareAttack] = []
    for attacker in ctx.active_characters(player):
        if acted(ctx, attacker) or ctx.controller(attacker) != player:
            continue
        found.extend(_attacks_by(ctx, player, attacker))
    return found


def _attacks_by(ctx: WildStormsContext, player: int, attacker: str) -> tuple[A.DeclareAttack, ...]:
    """The attacks ``attacker`` could declare for ``player`` once it may attack (not acted yet): read from
    the board and its Magick choice (what it can use), kept with the board while that choice stays the very
    same value, as each declaration of the Attack phase lists the others again on the same board."""
    choice = ab.magick_choice(ctx, attacker)
    board = ctx.state.readings.board
    kept = board.get(("attacks by", attacker, player))
    if kept is None or kept[0] is not choice:
        kept = board["attacks by", attacker, player] = (choice, _read_attacks_by(ctx, player, attacker))
    return kept[1]


def _read_attacks_by(ctx: WildStormsContext, player: int, attacker: str) -> tuple[A.DeclareAttack, ...]:
    targets, flying, behind, teams = ctx.on_board(("attack targets", player), _targets, ctx, player)
    if not targets:
        return ()
    found = []
    declare = A.DeclareAttack
    styles = ab.attack_styles(ctx, attacker)
    ranged = [s for s in styles if s != "close"]
    close = "close" in styles
    usable = ab.powers(ctx, attacker) if close and ab.might_have(ctx, attacker, CLOSE_POWERS) else set()
    attacker_behind = ctx.in_rear(attacker)
    own_teams = set(ctx.card(attacker).teams)
    for defender in targets:
        if close:
            if flying[defender]:
                allowed = "Flight" in usable and not attacker_behind
            elif attacker_behind or behind[defender]:
                allowed = "Subterfuge" in usable and not (own_teams & teams[defender])
            else:
                allowed = True
            if allowed:
                found.append(declare(attacker, defender, "close"))
        for style in ranged:
            found.append(declare(attacker, defender, style))
    return tuple(found)


def _targets(ctx: WildStormsContext, player: int) -> tuple[tuple[str, ...], dict[str, bool], dict[str, bool],
                                                              dict[str, set[str]]]:
    """The characters ``player`` may attack, with whether each flies, stands behind a front rank, and its
    teams (read from the board)."""
    targets = tuple(c for p in ctx.seats if not ab.allies(ctx, p, player) for c in ctx.battle_characters(p)
                    if ctx.controller(c) == p or not ab.allies(ctx, ctx.controller(c), player))
    return (targets, {t: ctx.is_flying(t) for t in targets}, {t: ctx.in_rear(t) for t in targets},
            {t: set(ctx.card(t).teams) for t in targets})


# -- the moves -----------------------------------------------------------------------------------
MOVES = (
    Rule(A.DeclareAttack, lambda c, p, a: free_problem(c, PHASE_ATTACK) or attack_problem(
        c, p, a.attacker, a.defender, a.style), lambda c, a: declare(c, a.attacker, a.defender, a.style)),
)

"""Cards that change how they are played while a standing condition holds (Eredin ENRAGED).

- ``attack_if``: a defense card that may also be played as an attack (Implacable);
- ``anywhere_if``: an attack card that may be laid face up to attack an opposing
  fighter in any space, whatever the distance (Foul Purpose). Such an attack is
  a *far* attack (``combat["far"]``): only those cards may be played for it, and
  the card is laid face up.

Also the common end of a card that goes back to its owner's hand after combat.
"""

from __future__ import annotations

from tabletop.engine.state import Token
from tabletop.games.unmatched.cards import ActionCard
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.standing import condition_holds


def plays_as_attack(ctx: UnmatchedContext, card: ActionCard, player: int, token: Token) -> bool:
    """Whether this (defense) card may be played as an attack now."""
    return card.attack_if is not None and condition_holds(ctx, card.attack_if, player, token)


def attacks_anywhere(ctx: UnmatchedContext, card: ActionCard, player: int, token: Token) -> bool:
    """Whether this card may now be laid face up to attack an opposing fighter in any space."""
    return card.anywhere_if is not None and condition_holds(ctx, card.anywhere_if, player, token)


def far_cards(ctx: UnmatchedContext, player: int, token: Token) -> list[str]:
    """The cards in hand this fighter may lay face up to attack anywhere."""
    found = []
    for card_id in ctx.hand(player):
        card = ctx.card(card_id)
        if card.anywhere_if is not None and ctx.usable(card, token) and attacks_anywhere(ctx, card, player, token):
            found.append(card_id)
    return found


def back_to_hand(ctx: UnmatchedContext, player: int, card: str, why: str) -> None:
    """A combat card goes back into its owner's hand instead of the discard pile at the combat's end."""
    ctx.change.move(card, zone(player, "hand"))
    ctx.change.set_card(card, "face_up", True)
    fight = ctx.state.data.get("combat")
    if fight:
        ctx.change.set_data("combat", {**fight, **{role: "" for role in ("acard", "dcard") if fight[role] == card}})
    ctx.note(f"{why}: {ctx.card_name(card)} goes back into {ctx.who(player)}'s hand.")

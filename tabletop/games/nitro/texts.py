"""What the table says: the prompt for the deciding player and the status lines."""

from __future__ import annotations

from tabletop.engine.words import NO_BREAK, count
from tabletop.games.nitro.constants import DECK, HAND, MATCH_POINTS_TO_WIN
from tabletop.games.nitro.context import NitroContext
from tabletop.games.nitro.match import MATCH, ROUND, next_win

ASKED = {
    "discard_hand": "discard a card from your hand",
    "recover": "put a card from your discard pile on the bottom of your deck",
    "fetch": "take a {card_type} card from your discard pile into your hand",
    "search": "take one of the {card_type} cards of your deck into your hand (the deck is shuffled after)",
    "discard_corner": "discard one of your corner cards",
    "run_in": "put a Wrestler from your hand into your corner",
}


def referee(ctx: NitroContext) -> str:
    return "referee distracted" if ctx.distracted() else "referee watching"


def prompt(ctx: NitroContext) -> str:
    winner = ctx.winner
    if winner is not None:
        names = " and ".join(ctx.seat_name(s) for s in ctx.team_of(winner))
        return f"{names} win{'s' if len(ctx.team_of(winner)) == 1 else ''} the " \
               f"{'match' if ctx.variant == MATCH else 'game'}."
    decision = ctx.decision
    if decision is None:
        seat = ctx.state.active_player
        watching = "distracted" if ctx.distracted() else "watching"
        return (f"{ctx.seat_name(seat)}: {count(ctx.ap(seat), 'Action Point')} left, the referee is {watching}. "
                "Drag a card to play it, or end the turn.")
    kind, seat = decision["kind"], decision["seat"]
    who = ctx.seat_name(seat)
    why = decision.get("why", "")
    if kind == "respond":
        return (f"{who}: {ctx.seat_name(decision['source'])}'s {why} does {decision['left']} damage. Answer with a "
                "Thunder card from your hand, or take the damage.")
    if kind == "choose":
        return f"{who}, {why}: " + ASKED[decision["purpose"]].format(card_type=decision.get("card_type", "")) + "."
    if kind == "order":
        return (f"{who}: put the cards back on {ctx.seat_name(decision['owner'])}'s deck one at a time; "
                "the last one you put back is the top card.")
    if kind == "name":
        return (f"{who}, {why}: name a card by double-clicking one you can see; "
                f"{ctx.seat_name(decision['target'])} discards every copy in hand.")
    if kind == "commissioner":
        return (f"{who}: The Commissioner may send {ctx.name(decision['card'])} back to "
                f"{ctx.seat_name(decision['attacker'])}'s hand (once per round).")
    if kind == "stay_in":
        return f"{who}: the referee is distracted; stay in the ring with your partner?"
    if kind == "start_in_ring":
        return f"{who}: choose your team's Wrestler who starts in the ring."
    return f"{who} to decide."


def status(ctx: NitroContext) -> list[str]:
    lines = [f"Round {ctx.data.get(ROUND, 1)} · turn {ctx.state.turn} · {referee(ctx)}"]
    if ctx.state.turn <= 1 and ctx.data.get("opening"):
        lines.append(str(ctx.data["opening"]))  # who starts, and why (a tie is decided at random)
    for seat in ctx.seats:
        counts = {"deck": len(ctx.cards_in(seat, DECK)), "hand": len(ctx.cards_in(seat, HAND)),
                  "N": ctx.nitro_count(seat)}  # a word and its number never part at a wrapped line
        lines.append(f"{ctx.seat_name(seat)} ({ctx.wrestler(seat).name}): "
                     + ", ".join(f"{word}{NO_BREAK}{number}" for word, number in counts.items()))
    if ctx.variant == MATCH:
        lines.append(f"Match to {MATCH_POINTS_TO_WIN}: " + ", ".join(
            f"{ctx.seat_name(s)} {ctx.seat_field(s, 'match_points')} (a win scores {next_win(ctx, s)})"
            for s in ctx.seats))
    return lines

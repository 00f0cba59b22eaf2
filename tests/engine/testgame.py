"""A small game used only by the engine tests: "Tally", written in the one rules shape.

Each player has a shuffled deck of numbered cards and draws 3. On a turn the
active player may play a card to their field, tuck a card from hand under one
of their field cards (it adds its value), tap a field card (a lasting +1 bonus
and a marker token for the turn), or end the turn (the next player draws one
at the start of their turn, a queued step). After each tap the opponent is
asked whether to shout "Tally!" (a question that does nothing but exercises
the decision queue). When both decks and hands are empty, the higher total on
the field wins (ties go to the first player). It exercises every kind of op:
moves, attachments, shuffles, counters, rotations, face changes, tokens and fields.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Literal

from tabletop.carddb.model import CardBase, CardDatabase, GameSchema
from tabletop.engine.actions import Action
from tabletop.engine.game import Game, PlayerSetup, Setup
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.locations import attached_location, seat_zone
from tabletop.engine.ops import Reorder
from tabletop.engine.rules import FREE, Context, Explained, Move, Rules, queue
from tabletop.engine.rules.play import settle
from tabletop.engine.state import State, StateBuilder
from tabletop.engine.transaction import Builder


@dataclass(frozen=True, kw_only=True)
class NumberCard(CardBase):
    type: Literal["number"] = "number"
    value: int


SCHEMA = GameSchema("tally", {"number": NumberCard})


def tally_cards() -> CardDatabase:
    cards = {f"n{v}": NumberCard(id=f"n{v}", name=f"Number {v}", value=v, set_id="test") for v in range(1, 9)}
    return CardDatabase("tally", cards)


# -- actions ---------------------------------------------------------------------
@dataclass(frozen=True)
class PlayCard(Action):
    card: str
    zone: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return self.zone


@dataclass(frozen=True)
class Tuck(Action):
    card: str
    host: str

    def subject(self) -> str:
        return self.card

    def destination(self) -> str:
        return attached_location(self.host)


@dataclass(frozen=True)
class Tap(Action):
    card: str

    def subject(self) -> str:
        return self.card


@dataclass(frozen=True)
class EndTurn(Action):
    pass


@dataclass(frozen=True)
class Shout(Action):
    loud: bool


# -- reading ---------------------------------------------------------------------
class TallyContext(Context):
    def value(self, card: str) -> Explained:
        """A field card's value: its number, its bonus and what is tucked under it."""
        own = self.definition(card)
        parts = [(own.value, own.name)]
        bonus = self.state.cards[card].counters.get("bonus", 0)
        if bonus:
            parts.append((bonus, "bonus"))
        parts += [(self.value(a).value, self.card_name(a)) for a in self.state.cards[card].attachments]
        return Explained.of(parts, "points")

    def totals(self) -> list[int]:
        return [sum(self.value(c).value for c in self.pile(p, "field")) for p in self.seats]

    def draw(self, seat: int) -> None:
        cards = self.pile(seat, "deck")
        if cards:
            top = cards[-1]
            self.change.move(top, seat_zone(seat, "hand"))
            self.change.set_card(top, "face_up", True)


# -- moves -----------------------------------------------------------------------
def _plays(ctx: TallyContext) -> Iterator[Action]:
    me = ctx.deciding_seat
    for card in ctx.pile(me, "hand"):
        yield PlayCard(card, seat_zone(me, "field"))


def _play(ctx: TallyContext, action: PlayCard) -> None:
    step = ctx.change
    step.move(action.card, action.zone)
    step.set_counter(action.card, "plays", ctx.state.cards[action.card].counters.get("plays", 0) + 1)
    ctx.rules.after_play(step, action.card)


def _tucks(ctx: TallyContext) -> Iterator[Action]:
    me = ctx.deciding_seat
    for card in ctx.pile(me, "hand"):
        yield from (Tuck(card, host) for host in ctx.pile(me, "field"))


def _tuck(ctx: TallyContext, action: Tuck) -> None:
    ctx.change.attach(action.card, action.host)
    ctx.note(f"{ctx.card_name(action.host)}: {ctx.value(action.host).text()}")


def _taps(ctx: TallyContext) -> Iterator[Action]:
    if ctx.data["taps_left"]:
        me = ctx.deciding_seat
        yield from (Tap(c) for c in ctx.pile(me, "field") if ctx.state.cards[c].rotation == 0)


def _tap(ctx: TallyContext, action: Tap) -> None:
    step = ctx.change
    me = ctx.state.active_player
    step.set_card(action.card, "rotation", 90)
    step.set_counter(action.card, "bonus", ctx.state.cards[action.card].counters.get("bonus", 0) + 1)
    step.create_token("marker", me, action.card, strength=ctx.random_below(6))
    step.set_data("taps_left", 0)
    queue.push(ctx, queue.later(ctx.opponents(me)[0], "shout"))


def _end_turn(ctx: TallyContext, action: EndTurn) -> None:
    step = ctx.change
    me = ctx.state.active_player
    for card in ctx.pile(me, "field"):
        step.set_card(card, "rotation", 0)
    for token in [t for t in ctx.state.tokens.values() if t.owner == me]:
        step.remove_token(token.id)
    following = ctx.next_seat(me)
    step.set(("active_player",), following)
    step.set(("turn",), ctx.state.turn + 1)
    step.set_data("taps_left", 1)
    queue.push(ctx, queue.entry("draw", seat=following))


def _shout(ctx: TallyContext, action: Shout) -> None:
    if action.loud:
        ctx.note(f"{ctx.seat_name(ctx.answering['seat'])} shouts Tally!")


def _draw_step(ctx: TallyContext, entry: dict) -> None:
    ctx.draw(entry["seat"])


def _winner_check(ctx: TallyContext) -> None:
    if any(ctx.pile(p, "deck") or ctx.pile(p, "hand") for p in ctx.seats):
        return
    totals = ctx.totals()
    queue.end_game(ctx, totals.index(max(totals)), f"Totals: {totals}")


def _prompt(ctx: TallyContext) -> str:
    if ctx.decision is not None:
        return f"{ctx.seat_name(ctx.deciding_seat)}: shout or keep quiet."
    return f"{ctx.seat_name(ctx.deciding_seat)} to play."


def _name(ctx: TallyContext, action: Action) -> str:
    return ctx.card_name(action.card)


@dataclass(frozen=True)
class TallyRules(Rules):
    """Rules with a hook for the broken variant."""

    def after_play(self, step: Builder, card: str) -> None:
        return None


MOVES = (
    Move(PlayCard, (FREE,), _plays, _play, lambda c, a: f"play {_name(c, a)}"),
    Move(Tuck, (FREE,), _tucks, _tuck, lambda c, a: f"tuck {_name(c, a)} under {c.card_name(a.host)}"),
    Move(Tap, (FREE,), _taps, _tap, lambda c, a: f"tap {_name(c, a)}"),
    Move(EndTurn, (FREE,), lambda c: [EndTurn()], _end_turn, lambda c, a: "end the turn"),
    Move(Shout, ("shout",), lambda c: [Shout(True), Shout(False)], _shout,
         lambda c, a: "shout Tally!" if a.loud else "keep quiet"),
)
RULES = TallyRules("Tally", TallyContext, MOVES, _prompt, lambda c: [f"Turn {c.state.turn}"],
                   steps={"draw": _draw_step}, settle=_winner_check)


@dataclass(frozen=True)
class LeakyRules(TallyRules):
    def after_play(self, step: Builder, card: str) -> None:
        """A bug on purpose: a played card silently vanishes from its pile."""
        pile = tuple(step.state.zones[step.state.cards[card].location].cards)
        step.do(Reorder(step.state.cards[card].location, pile, pile[:-1]))


class TallyGame(Game):
    id: ClassVar[str] = "tally"
    name: ClassVar[str] = "Tally (test game)"
    schema = SCHEMA
    rules = RULES

    @classmethod
    def load(cls, directory: Path | None = None) -> Game:
        return cls(tally_cards())

    def card_set_versions(self) -> dict[str, int]:
        return {"test": 1}

    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        return Setup(self.id, (PlayerSetup("Ann"), PlayerSetup("Bob")), seed)

    def setup(self, setup: Setup) -> State:
        build = StateBuilder.for_setup(setup)
        for player in range(len(setup.players)):
            build.zone(seat_zone(player, "deck"), player, "deck", "hidden")
            build.zone(seat_zone(player, "hand"), player, "hand", "owner")
            build.zone(seat_zone(player, "field"), player, "field", "public")
            for value in range(1, 7):
                build.card(f"n{value}", player, seat_zone(player, "deck"), face_up=False)
        build.set("taps_left", 1)
        state = build.state
        with Builder(state, "setup", None) as step:
            ctx = self.rules.context(state, self.db, self.rules, step)
            for player in range(len(setup.players)):
                step.shuffle(seat_zone(player, "deck"))
                for _ in range(3):
                    ctx.draw(player)
            settle(ctx)
        return state

    def layout(self, state: State) -> TableLayout:
        return TableLayout(
            (
                ZoneSpot("p{p}.deck", "Deck", 5.0, 1.3, 1.2, 1.1),
                ZoneSpot("p{p}.field", "Field", -6.0, 0.15, 10.5, 1.15, "row", attachments=True),
                ZoneSpot("p{p}.hand", "Hand", -6.0, 1.45, 10.5, 1.1, "fan"),
            ),
            counters=("plays", "bonus"),
            player_fields=(("taps_left", "Taps left"),),
        )


class LeakyTallyGame(TallyGame):
    """Tally with a bug: a played card silently vanishes from its pile."""

    id: ClassVar[str] = "leaky-tally"
    rules = LeakyRules("Tally", TallyContext, MOVES, _prompt, lambda c: [f"Turn {c.state.turn}"],
                       steps={"draw": _draw_step}, settle=_winner_check)


GAMES = (TallyGame, LeakyTallyGame)
TALLY = TallyGame.load()
LEAKY_TALLY = LeakyTallyGame.load()

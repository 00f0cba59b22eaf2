"""Manual moves: what a physical table allows, as values the engine makes.

Move a card anywhere, turn it face up or down, tap it, set a counter, draw,
shuffle, reveal, move a fighter, pass the turn, record the winner. The table,
a test or a bot makes the same step by building the same value and handing it
to :meth:`tabletop.engine.session.Session.manual`; the step is marked "by
hand" in the log, undoable and saved like any other (a save replays it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.actions import Action
from tabletop.engine.locations import ATTACHED, host_of
from tabletop.engine.rules.context import WINNER
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.engine.words import count as words_count

DECLARED = "winner_declared"
"""``state.data`` key set when the players declared the winner by hand."""

Namer = Callable[[str], str]
"""A card's name as the log may show it ("a face-down card" when hidden)."""


@dataclass(frozen=True)
class ManualMove(Action):
    """A change made by hand. Subclasses say what they touch, do it and name it."""

    def cards(self) -> tuple[str, ...]:
        """The cards whose names the label may show (when everyone can see them)."""
        return ()

    def do(self, step: Builder) -> None:
        raise NotImplementedError

    reveals: ClassVar[bool] = False  # True: the move shows its cards to everyone

    def words(self, state: State, name: Namer) -> str:
        """The step's label; ``name`` gives a card's name only where everyone may see it."""
        raise NotImplementedError


def _hand_of(state: State, owner: int | None) -> str | None:
    return next((z.id for z in state.zones.values() if z.kind == "hand" and z.owner == owner), None)


def _is_deck(state: State, location: str) -> bool:
    zone = state.zones.get(location)
    return zone is not None and zone.kind == "deck"


def _under_itself(state: State, location: str, card: str) -> bool:
    while location.startswith(ATTACHED):
        host = host_of(location)
        if host == card:
            return True
        location = state.cards[host].location
    return False


def place_words(state: State, location: str, name: Namer) -> str:
    """A location for the log: "p0.hand" -> "Ann's hand", "@c3" -> "under Grifter"."""
    host = host_of(location)
    if host is not None:
        return f"under {name(host)}"
    zone = state.zones.get(location)
    if zone is None:
        return location
    kind = zone.kind.replace("_", " ")
    return f"{state.players[zone.owner].name}'s {kind}" if zone.owner is not None else f"the {kind}"


@dataclass(frozen=True)
class MoveCardByHand(ManualMove):
    """Move a card to a zone or under a card; ``index`` None puts it on top/at the end.

    A card put into a deck turns face down; one taken from a deck turns face up.
    """

    card: str
    to: str
    index: int | None = None

    def cards(self) -> tuple[str, ...]:
        return (self.card,)

    def do(self, step: Builder) -> None:
        state = step.state
        if self.to == ATTACHED + self.card or _under_itself(state, self.to, self.card):
            raise ValueError("a card cannot go under itself")
        source = state.cards[self.card].location
        step.move(self.card, self.to, self.index)
        if _is_deck(state, self.to):
            step.set_card(self.card, "face_up", False)
        elif _is_deck(state, source):
            step.set_card(self.card, "face_up", True)

    def words(self, state: State, name: Namer) -> str:
        where = place_words(state, self.to, name)
        if self.to.startswith(ATTACHED):
            return f"Tuck {name(self.card)} {where}"
        at = " (bottom)" if self.index == 0 and _is_deck(state, self.to) else ""
        return f"Move {name(self.card)} to {where}{at}"


@dataclass(frozen=True)
class FlipCard(ManualMove):
    card: str

    def cards(self) -> tuple[str, ...]:
        return (self.card,)

    def do(self, step: Builder) -> None:
        step.set_card(self.card, "face_up", not step.state.cards[self.card].face_up)

    def words(self, state: State, name: Namer) -> str:
        side = "up" if state.cards[self.card].face_up else "down"
        return f"Turn {name(self.card)} face {side}"


@dataclass(frozen=True)
class TurnCard(ManualMove):
    """Tap (90), untap (0) or turn a card to any quarter."""

    card: str
    rotation: int

    def cards(self) -> tuple[str, ...]:
        return (self.card,)

    def do(self, step: Builder) -> None:
        if self.rotation % 90:
            raise ValueError("cards turn by quarters")
        step.set_card(self.card, "rotation", self.rotation % 360)

    def words(self, state: State, name: Namer) -> str:
        return f"{'Tap' if self.rotation else 'Untap'} {name(self.card)}"


@dataclass(frozen=True)
class SetCounter(ManualMove):
    card: str
    counter: str
    value: int

    def cards(self) -> tuple[str, ...]:
        return (self.card,)

    def do(self, step: Builder) -> None:
        step.set_counter(self.card, self.counter, self.value)

    def words(self, state: State, name: Namer) -> str:
        return f"{self.counter.replace('_', ' ').capitalize()} on {name(self.card)}: {self.value}"


@dataclass(frozen=True)
class SetTokenValue(ManualMove):
    """Change a number on a token (a fighter's health...)."""

    token: str
    key: str
    value: int

    def do(self, step: Builder) -> None:
        step.set_token(self.token, self.key, self.value)

    def words(self, state: State, name: Namer) -> str:
        token = state.tokens[self.token]
        return f"{token.data.get('name', token.kind)}: {self.key} {self.value}"


@dataclass(frozen=True)
class SetTableValue(ManualMove):
    """Change a number the table shows for a seat or the game (points, bandwidth...).

    ``key`` is a ``state.data`` key of the layout's player fields (``p0.points``).
    """

    key: str
    value: int

    def do(self, step: Builder) -> None:
        current = step.state.data.get(self.key, 0)
        if isinstance(current, bool) or not isinstance(current, int):
            raise ValueError(f"{self.key} is not a number the players may change")
        step.set_data(self.key, self.value)

    def words(self, state: State, name: Namer) -> str:
        return f"{self.key.split('.')[-1].replace('_', ' ').capitalize()} of " \
               f"{_seat_words(state, self.key)}: {self.value}"


def _seat_words(state: State, key: str) -> str:
    head = key.split(".")[0]
    if head[:1] == "p" and head[1:].isdigit() and int(head[1:]) < len(state.players):
        return state.players[int(head[1:])].name
    return "the game"


@dataclass(frozen=True)
class MoveToken(ManualMove):
    token: str
    to: str

    def do(self, step: Builder) -> None:
        step.set_token(self.token, "location", self.to)

    def words(self, state: State, name: Namer) -> str:
        token = state.tokens[self.token]
        return f"Move {token.data.get('name', token.kind)} to {self.to.split(':')[-1]}"


@dataclass(frozen=True)
class ShuffleZone(ManualMove):
    zone: str

    def do(self, step: Builder) -> None:
        step.shuffle(self.zone)

    def words(self, state: State, name: Namer) -> str:
        return f"Shuffle {place_words(state, self.zone, name)}"


@dataclass(frozen=True)
class DrawByHand(ManualMove):
    """The top ``count`` cards of a pile into its owner's hand."""

    zone: str
    count: int = 1

    def do(self, step: Builder) -> None:
        state = step.state
        hand = _hand_of(state, state.zones[self.zone].owner)
        if hand is None or not state.zones[self.zone].cards or self.count < 1:
            raise ValueError("there is nothing to draw, or no hand to draw into")
        for _ in range(self.count):
            pile = state.zones[self.zone].cards
            if not pile:
                break
            step.move(pile[-1], hand)
            step.set_card(state.zones[hand].cards[-1], "face_up", True)

    def words(self, state: State, name: Namer) -> str:
        owner = state.zones[self.zone].owner
        who = state.players[owner].name if owner is not None else "The player"
        return f"{who} draws {words_count(self.count, 'card')}"


@dataclass(frozen=True)
class RevealCard(ManualMove):
    """Show a card to everyone (its name goes to the log)."""

    card: str
    reveals: ClassVar[bool] = True

    def cards(self) -> tuple[str, ...]:
        return (self.card,)

    def do(self, step: Builder) -> None:
        step.set_data("last_revealed", step.state.cards[self.card].definition)

    def words(self, state: State, name: Namer) -> str:
        return f"Reveal {name(self.card)} to everyone"


def top_cards(state: State, zone: str, count: int) -> tuple[str, ...]:
    """The top ``count`` cards of a pile, the top one first."""
    pile = state.zones[zone].cards
    return tuple(reversed(pile[-count:])) if count > 0 else ()


def _still_on_top(state: State, zone: str, cards: tuple[str, ...]) -> None:
    if not cards or top_cards(state, zone, len(cards)) != cards:
        raise ValueError("those are not the top cards of the pile")


@dataclass(frozen=True)
class RevealTop(ManualMove):
    """Show the top cards of a pile (``cards``, the top one first) to everyone, named in the log;
    they stay where they are. Build it with :meth:`of`."""

    zone: str
    shown: tuple[str, ...]
    reveals: ClassVar[bool] = True

    @classmethod
    def of(cls, state: State, zone: str, count: int) -> RevealTop:
        return cls(zone, top_cards(state, zone, count))

    def cards(self) -> tuple[str, ...]:
        return self.shown

    def do(self, step: Builder) -> None:
        _still_on_top(step.state, self.zone, self.shown)
        step.set_data("last_revealed", [step.state.cards[c].definition for c in self.shown])

    def words(self, state: State, name: Namer) -> str:
        names = ", ".join(name(c) for c in self.shown)
        return (f"Reveal the top {words_count(len(self.shown), 'card', zero='')} of "
                f"{place_words(state, self.zone, name)}: {names}")


@dataclass(frozen=True)
class LookAtTop(ManualMove):
    """One seat looks at the top cards of a pile (``seen``, the top one first); the log says so
    without naming them. The table shows :meth:`shown_to` the seat looking, and to nobody else."""

    zone: str
    seen: tuple[str, ...]
    seat: int

    @classmethod
    def of(cls, state: State, zone: str, count: int, seat: int) -> LookAtTop:
        return cls(zone, top_cards(state, zone, count), seat)

    def shown_to(self, seat: int | None) -> tuple[str, ...]:
        return self.seen if seat == self.seat else ()

    def do(self, step: Builder) -> None:
        _still_on_top(step.state, self.zone, self.seen)
        looks = int(step.state.data.get("looks", 0))
        step.set_data("looks", looks + 1)  # a step of its own: the log and the history show the look

    def words(self, state: State, name: Namer) -> str:
        return (f"{state.players[self.seat].name} looks at the top {words_count(len(self.seen), 'card', zero='')} "
                f"of {place_words(state, self.zone, name)}")


@dataclass(frozen=True)
class MovePile(ManualMove):
    """Move a whole pile onto another zone, keeping its order (into a deck: face down; out of a
    deck: face up, as :class:`MoveCardByHand`)."""

    zone: str
    to: str

    def do(self, step: Builder) -> None:
        state = step.state
        if self.zone == self.to or not state.zones[self.zone].cards:
            raise ValueError("there is nothing to move")
        for card in list(state.zones[self.zone].cards):
            MoveCardByHand(card, self.to).do(step)

    def words(self, state: State, name: Namer) -> str:
        return f"Move all of {place_words(state, self.zone, name)} to {place_words(state, self.to, name)}"


@dataclass(frozen=True)
class PassTurn(ManualMove):
    """Manual mode: the next seat's turn begins."""

    def do(self, step: Builder) -> None:
        state = step.state
        step.set(("active_player",), (state.active_player + 1) % len(state.players))
        step.set(("turn",), state.turn + 1)

    def words(self, state: State, name: Namer) -> str:
        """Named after the step (as every manual move): the seat now active is the one to play."""
        return f"End turn: {state.players[state.active_player].name} to play"


@dataclass(frozen=True)
class DeclareWinner(ManualMove):
    """The players record who won; the game is then over (undoable)."""

    seat: int

    def do(self, step: Builder) -> None:
        if not 0 <= self.seat < len(step.state.players):
            raise ValueError(f"there is no seat {self.seat}")
        step.set_data(WINNER, self.seat)
        step.set_data(DECLARED, True)

    def words(self, state: State, name: Namer) -> str:
        return f"Game over: {state.players[self.seat].name} wins"


@dataclass(frozen=True)
class ManualSteps(ManualMove):
    """Several manual moves as one step (arranging a hand, setting up a puzzle)."""

    title: str
    moves: tuple[ManualMove, ...]

    def cards(self) -> tuple[str, ...]:
        return tuple(card for move in self.moves for card in move.cards())

    def do(self, step: Builder) -> None:
        for move in self.moves:
            move.do(step)

    def words(self, state: State, name: Namer) -> str:
        return self.title


MANUAL_MOVES: tuple[type[ManualMove], ...] = (
    MoveCardByHand, FlipCard, TurnCard, SetCounter, SetTokenValue, SetTableValue, MoveToken, ShuffleZone,
    DrawByHand, RevealCard, PassTurn, DeclareWinner, ManualSteps, RevealTop, LookAtTop, MovePile,
)

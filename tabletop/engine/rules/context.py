"""The one object every rule reads and writes through.

A :class:`Context` bundles the state, the card database, the game's rules
record and, while a step is being built, the :class:`Builder` that records its
ops. Rules never keep anything between calls (no module state, no process-wide
catalogue): whatever they need travels in the context. Each game subclasses it
to add its own reading helpers (``ctx.card(id)``, ``ctx.hand(seat)``...).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.engine.locations import seat_zone
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.engine.values import FrozenDict

OPTIONS = "options"
"""``state.data`` key of the setup options (a frozen mapping of strings)."""
VARIANT = "variant"
TEAMS = "teams"
"""``state.data`` key of the teams: a tuple of seat tuples; absent = every seat alone."""
WINNER = "winner"
"""``state.data`` key of the winning seat; set when the game ends."""
SETUP_LOG = "setup_log"
"""``state.data`` key of the log lines of the setup (who goes first and why), shown atop the game log."""


_ABSENT = object()
NO_OPTIONS = FrozenDict()


class _ReadOnly:
    """``Context.change`` while no step is under way: any use of it says the context only reads."""

    __slots__ = ()

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError("this context only reads the state: no step is under way")


READ_ONLY: Any = _ReadOnly()


def read_once(function: Callable[..., Any]) -> Callable[..., Any]:
    """A reading helper ``function(ctx, *args)`` whose answer a reading context remembers.

    While a context only reads (no step under way) the state cannot change, so
    the answer for the same arguments stays true; during a step it is worked out
    each time. The answer is shared by every caller: return an immutable value.
    """
    @functools.wraps(function)
    def remembered(ctx: Context, *args: Any) -> Any:
        if ctx.step is not None:
            return function(ctx, *args)
        key = (function, *args)
        memo = ctx.memo
        if key in memo:
            return memo[key]
        value = memo[key] = function(ctx, *args)
        return value
    return remembered


def reading_context(rules: Any, db: CardDatabase, state: State) -> Context:
    """The reading context of ``state``'s position: kept with it until its next change (``State.readings``).

    Listing the legal actions, checking and naming the one chosen, the prompt and the status
    all read through this one context, so what it remembers (``remembered``, ``read_once``, a
    game's own per-context answers, the listing itself: ``listed``) is worked out once per position.
    """
    readings = state.readings
    ctx = readings.context
    if ctx is None or ctx.rules is not rules or ctx.db is not db:
        ctx = readings.context = rules.context(state, db, rules)
    return ctx


class Context:
    """What a check, a move or a step of the queue reads: state, cards, options, seats.

    ``rules`` is the game's :class:`tabletop.engine.rules.moves.Rules` record.
    ``step`` is the Builder of the step under way (None when only reading);
    ``answering`` is the decision the current move answers (cleared after the
    move unless the move asked a question itself: ``asked``). ``listed`` is a
    reading context's legal actions once listed (``play.legal_actions``): an
    action among them (the very object) is made without a second check.
    """

    def __init__(self, state: State, db: CardDatabase, rules: Any, step: Builder | None = None):
        self.state = state
        self.db = db
        self.rules = rules
        self.step = step
        self.change: Builder = READ_ONLY if step is None else step
        """The step under way (``step``); only moves and queue steps may change the state: without a step,
        any use of it says so. A context given another ``step`` sets both."""
        self.seats: range = range(len(state.players))
        """Every seat's number (a game's players are set up once)."""
        self.answering: FrozenDict | None = None
        self.asked = False
        self.memo: dict[Any, Any] = {}
        self.listed: tuple[Any, ...] | None = None
        self._fitting: Mapping[str, frozenset[str]] | None = None

    def for_step(self, step: Builder) -> Context:
        """The context a move made on this position reads and writes through (``play.apply``): a new one.

        A game whose reading context keeps nothing a step could misread (everything it remembers is
        read only while no step is under way) may return this very context instead, with ``step`` set.
        """
        return self.rules.context(self.state, self.db, self.rules, step)

    def after_step(self) -> Context | None:
        """A reading context for the position this context's step made (``play.apply``), or None to let
        the next reader make one. A game whose ``for_step`` returns the reading context itself may hand it
        back here, forgetting what it remembered of the position before."""
        return None

    def remembered(self, key: Any, work: Callable[[], Any]) -> Any:
        """``work()``, remembered for ``key`` while this context only reads (never during a step).

        Listing the legal actions asks the same questions many times; a reading
        context answers each once.
        """
        if self.step is not None:
            return work()
        if key not in self.memo:
            self.memo[key] = work()
        return self.memo[key]

    def kept(self, key: Any, work: Callable[[], Any]) -> Any:
        """``work()``, kept with the state until its next change (any op), for every context on it.

        The listing of the legal actions, the check of the chosen one and the
        step that makes it read the same position: what one of them works out
        (a fighter's reach) the others take as it is. ``work`` must read the
        state only (not ``answering`` or anything else of this context), and
        what it returns must not be changed by the caller.
        """
        return self.state.readings.get(key, work)

    def on_board(self, key: Any, work: Callable[..., Any], *args: Any) -> Any:
        """``work()``, kept with the board until a card, zone or token changes (``State.readings.board``),
        for every context on the state, during a step too.

        For readings of the board alone (who stands where, what a character can do): they outlive
        the steps that only ask a question or change a phase. ``work`` must read only the cards,
        zones and tokens (and the card database), never ``data``, the phase or the decision; what
        it returns must not be changed by the caller. Keys are the game's own (a tuple that names it).
        ``args`` are given to ``work`` (no closure to build for a reading mostly found kept).
        """
        board = self.state.readings.board
        found = board.get(key, _ABSENT)
        if found is _ABSENT:
            found = board[key] = work(*args)
        return found

    def in_places(self, key: Any, work: Callable[..., tuple[Any, Iterable[str]]], *args: Any) -> Any:
        """What ``work()`` reads, kept while no card enters or leaves the places it read
        (``State.readings.places``), for every context on the state, during a step too.

        ``work`` returns ``(value, places)``: the places (zone ids, or ``"@<card id>"`` for the cards under
        a card) are those whose cards it read, so it may name them as it finds them. For readings of which
        cards lie there and what they are (the card database), and of the cards named ``"#<card id>"`` (where
        each lies, its counters, side, rotation and controller), nothing else: not the counters, sides or
        controllers of cards it does not name so, not ``data``; a card moving elsewhere leaves the reading, and
        so does a counter of another card. A reading made of other kept readings names their places too. Keys
        are the game's own (a tuple that names it); what it returns must not be changed by the caller.
        ``args`` are given to ``work``.
        """
        readings = self.state.readings
        found = readings.places.get(key, _ABSENT)
        if found is _ABSENT:
            found, places = work(*args)
            readings.keep_in_places(key, found, places)
        return found

    @contextmanager
    def keeping(self) -> Iterator[None]:
        """The changes made inside leave true everything kept so far (asking a question changes
        nothing a listing of moves reads): it stays kept through them. Only for changes the caller
        knows read nothing back; the tests compare kept readings with fresh ones through whole games."""
        readings = self.state.readings
        found = readings.carried()
        yield
        readings.carry(found)

    # -- cards -----------------------------------------------------------------
    def definition(self, card_id: str) -> CardBase:
        """The card definition of an instance on the table."""
        return self.db.cards[self.state.cards[card_id].definition]

    def card_name(self, card_id: str) -> str:
        definition = self.state.cards[card_id].definition
        card = self.db.cards.get(definition)
        return card.name if card is not None else definition

    def expected_cards(self, zone_id: str) -> list[str]:
        """The cards of a zone the rules read: those of the classes ``Rules.zone_cards`` expects there.

        A manual step can put any card anywhere (a plot twist in the staging
        area); the rules pass over such a card instead of failing on it. When
        every card fits, this is the zone's own list. Kept until that zone's
        cards change (``State.readings.zones``): do not change the list.
        """
        zones = self.state.readings.zones
        found = zones.get(zone_id)
        if found is None:
            found = zones[zone_id] = self._expected_cards(zone_id)
        return found

    def _expected_cards(self, zone_id: str) -> list[str]:
        zone = self.state.zones[zone_id]
        cards = zone.cards
        if not cards or self.rules is None:
            return cards
        if self._fitting is None:
            self._fitting = self.rules.fitting(self.db)
        fitting = self._fitting.get(zone.kind)
        if fitting is None:
            return cards
        instances = self.state.cards
        for card in cards:  # a plain loop: most zones hold a few cards, and they all fit
            if instances[card].definition not in fitting:
                return [card for card in cards if instances[card].definition in fitting]
        return cards

    def pile(self, seat: int, zone: str) -> list[str]:
        """The cards of one of a seat's zones (``p<seat>.<zone>``)."""
        return self.state.zones[seat_zone(seat, zone)].cards

    # -- options -----------------------------------------------------------------
    @property
    def data(self) -> dict[str, Any]:
        return self.state.data

    @property
    def options(self) -> Mapping[str, str]:
        return self.state.data.get(OPTIONS, NO_OPTIONS)

    def option(self, key: str, default: str = "") -> str:
        return str(self.state.data.get(OPTIONS, NO_OPTIONS).get(key, default))

    @property
    def variant(self) -> str:
        return str(self.state.data.get(VARIANT, ""))

    # -- seats and teams -------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        return self.state.players[seat].name

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        found = self.state.data.get(TEAMS)
        return tuple(tuple(team) for team in found) if found else tuple((seat,) for seat in self.seats)

    def team_of(self, seat: int) -> tuple[int, ...]:
        found = self.state.data.get(TEAMS)
        if not found:
            return (seat,)  # every seat alone (the rules ask this often)
        return next(tuple(team) for team in found if seat in team)

    def teammates(self, seat: int) -> list[int]:
        """The other seats of ``seat``'s team."""
        return [other for other in self.team_of(seat) if other != seat]

    def next_seat(self, seat: int) -> int:
        """Who plays after ``seat`` (seats play in seat order)."""
        return (seat + 1) % len(self.state.players)

    def opponents(self, seat: int) -> list[int]:
        """The seats not on ``seat``'s team, in turn order starting after ``seat``."""
        team = self.team_of(seat)
        count = len(self.state.players)
        return [(seat + i) % count for i in range(1, count) if (seat + i) % count not in team]

    @property
    def decision(self) -> FrozenDict | None:
        return self.state.decision

    @property
    def deciding_seat(self) -> int:
        """Who decides now: the seat asked a question, else the active seat."""
        decision = self.state.decision
        if decision is None:
            return self.state.active_player
        seat = decision["seat"]
        return seat if type(seat) is int else int(seat)

    @property
    def winner(self) -> int | None:
        found = self.state.data.get(WINNER)
        return None if found is None else int(found)

    # -- changing --------------------------------------------------------------

    def note(self, line: str) -> None:
        """An explanation line in the game log of this step."""
        if self.step is not None:
            self.step.note(line)

    def random_below(self, bound: int) -> int:
        """A random number in [0, bound), drawn from the state's RNG through an op."""
        return self.change.random_below(bound)


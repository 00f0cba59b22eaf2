"""The sandbox's bookkeeping tools (manual mode): bandwidth, effect counts, first player, whole piles.

Each is an engine manual move: undoable, saved, marked "by hand" in the log.
Nothing here checks the rules; the players do, as at a real table.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.manual import ManualMove, Namer
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder

ROUNDS = "rounds"
FACE_DOWN_KINDS = frozenset({"deck", "panels"})
PILE_KINDS = ("deck", "discard", "hand", "panels")


@dataclass(frozen=True)
class SetBandwidth(ManualMove):
    """``seat``'s unspent Bandwidth this turn: one more, one less (never below 0), or none."""

    seat: int
    change: int = 0  # 0: back to none

    def do(self, step: Builder) -> None:
        key = f"p{self.seat}.bandwidth"
        now = int(step.state.data.get(key, 0))
        step.set_data(key, max(0, now + self.change) if self.change else 0)

    def words(self, state: State, name: Namer) -> str:
        who = state.players[self.seat].name
        if not self.change:
            return f"{who}'s unspent Bandwidth is lost"
        return f"{who} {'gains' if self.change > 0 else 'spends'} {abs(self.change)} Bandwidth"


@dataclass(frozen=True)
class TickEffectCounts(ManualMove):
    """``seat``'s Upkeep: every Plot Device on its line with a rounds counter loses one; at 0 it is discarded."""

    seat: int

    def do(self, step: Builder) -> None:
        state = step.state
        for card in list(state.zones[f"p{self.seat}.plot_devices"].cards):
            rounds = state.cards[card].counters.get(ROUNDS)
            if rounds is None:
                continue
            if rounds > 1:
                step.set_counter(card, ROUNDS, rounds - 1)
                continue
            step.set_counter(card, ROUNDS, 0)
            owner = state.cards[card].owner
            pile = f"p{owner}.discard" if f"p{owner}.discard" in state.zones else "shared.discard"
            step.move(card, pile)
            step.note("A Plot Device's effect count ran out: it goes to the discard pile.")

    def words(self, state: State, name: Namer) -> str:
        return f"{state.players[self.seat].name}'s effect counts tick down"


@dataclass(frozen=True)
class StartEffectCount(ManualMove):
    """A numbered Plot Device just played gets its rounds counter (``rounds`` from the card)."""

    card: str
    rounds: int

    def cards(self) -> tuple[str, ...]:
        return (self.card,)

    def do(self, step: Builder) -> None:
        step.set_counter(self.card, ROUNDS, self.rounds)

    def words(self, state: State, name: Namer) -> str:
        return f"{name(self.card)}: effect count {self.rounds}"


@dataclass(frozen=True)
class ChooseFirstPlayer(ManualMove):
    """``seat`` goes first (chosen by the players at the start of the game)."""

    seat: int

    def do(self, step: Builder) -> None:
        step.set(("active_player",), self.seat)
        step.set_data("first", self.seat)

    def words(self, state: State, name: Namer) -> str:
        return f"{state.players[self.seat].name} goes first"


@dataclass(frozen=True)
class MovePile(ManualMove):
    """Every card of ``source`` goes to ``target`` in the same order (face down into a deck or the panels)."""

    source: str
    target: str

    def do(self, step: Builder) -> None:
        if self.source == self.target or self.target not in step.state.zones:
            raise ValueError("Move a pile to another pile.")
        face_up = step.state.zones[self.target].kind not in FACE_DOWN_KINDS
        for card in list(step.state.zones[self.source].cards):
            step.move(card, self.target)
            step.set_card(card, "face_up", face_up)

    def words(self, state: State, name: Namer) -> str:
        return f"the whole {_pile_words(state, self.source)} goes to {_pile_words(state, self.target)}"


def _pile_words(state: State, zone_id: str) -> str:
    zone = state.zones[zone_id]
    kind = zone.kind.replace("_", " ")
    return f"shared {kind}" if zone.owner is None else f"{state.players[zone.owner].name}'s {kind}"


MANUAL_MOVES: tuple[type[ManualMove], ...] = (SetBandwidth, TickEffectCounts, StartEffectCount, ChooseFirstPlayer,
                                              MovePile)


def tools(state: State, target: str | None, counts: dict[str, int]) -> list[ManualMove]:
    """The tools for a card or pile (its zone's), or with no target the game's (who goes first, on turn 1).

    The Bandwidth area keeps the unspent Bandwidth; the Plot Device Line ticks
    its effect counts (and starts a numbered card's); a deck, discard pile,
    hand or panel row moves as a whole. ``counts``: numbered Plot Devices' counts.
    """
    if target is None:
        if state.turn != 1:
            return []
        return [ChooseFirstPlayer(seat) for seat in range(len(state.players)) if seat != state.active_player]
    found: list[ManualMove] = []
    if target in state.cards:
        card = state.cards[target]
        if card.definition in counts and card.location.endswith(".plot_devices"):
            found.append(StartEffectCount(target, counts[card.definition]))
        target = card.location
    zone = state.zones.get(target)
    if zone is None or zone.owner is None and zone.kind not in PILE_KINDS:
        return found
    if zone.kind == "bandwidth":
        found += [SetBandwidth(zone.owner, 1), SetBandwidth(zone.owner, -1), SetBandwidth(zone.owner, 0)]
    if zone.kind == "plot_device_line":
        found.append(TickEffectCounts(zone.owner))
    if zone.cards and zone.kind in PILE_KINDS:
        found += [MovePile(target, other.id) for other in state.zones.values()
                  if other.id != target and other.kind in PILE_KINDS and other.owner in (zone.owner, None)]
    return found

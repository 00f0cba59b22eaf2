"""A small game used only by the engine tests: "Tally".

Each player has a shuffled deck of numbered cards and draws 3. On a turn the
active player may play a card to their field, tuck a card from hand under one
of their field cards (it adds its value), tap a field card (a lasting +1 bonus
and a marker token for the turn), or end the turn (the next player draws one). When both decks and
hands are empty, the higher total on the field wins (ties go to the first
player). It exercises every kind of op: moves, attachments, shuffles,
counters, rotations, face changes, tokens and fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.engine.game import Action, Game, IllegalAction, PlayerSetup, Setup, register_game
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.ops import Reorder
from tabletop.engine.state import State, StateBuilder
from tabletop.engine.transaction import Builder, Transaction


@dataclass(frozen=True, kw_only=True)
class NumberCard(CardBase):
    type: Literal["number"] = "number"
    value: int


def tally_cards() -> CardDatabase:
    cards = {f"n{v}": NumberCard(id=f"n{v}", name=f"Number {v}", value=v, set_id="test") for v in range(1, 9)}
    return CardDatabase("tally", cards)


@dataclass(frozen=True)
class PlayCard(Action):
    card: str
    zone: str

    def text(self) -> str:
        return f"play {self.card}"

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
        return "@" + self.host


@dataclass(frozen=True)
class Tap(Action):
    card: str

    def subject(self) -> str:
        return self.card


@dataclass(frozen=True)
class EndTurn(Action):
    pass


def hand(player: int) -> str:
    return f"p{player}.hand"


def deck(player: int) -> str:
    return f"p{player}.deck"


def field(player: int) -> str:
    return f"p{player}.field"


class TallyGame(Game):
    id: ClassVar[str] = "tally"
    name: ClassVar[str] = "Tally (test game)"
    action_types = (PlayCard, Tuck, Tap, EndTurn)
    has_rules = True

    def __init__(self) -> None:
        self.use_cards(tally_cards())

    def card_set_versions(self) -> dict[str, int]:
        return {"test": 1}

    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        return Setup(self.id, (PlayerSetup("Ann"), PlayerSetup("Bob")), seed)

    def setup(self, setup: Setup) -> State:
        build = StateBuilder(self.id, [p.name for p in setup.players], setup.seed)
        for player in range(len(setup.players)):
            build.zone(deck(player), player, "deck", "hidden")
            build.zone(hand(player), player, "hand", "owner")
            build.zone(field(player), player, "field", "public")
            for value in range(1, 7):
                build.card(f"n{value}", player, deck(player), face_up=False)
        state = build.state
        with Builder(state, "setup", None) as step:
            for player in range(len(setup.players)):
                step.shuffle(deck(player))
                for _ in range(3):
                    self._draw(step, player)
        build.set("taps_left", 1)
        return state

    def _draw(self, step: Builder, player: int) -> None:
        cards = step.state.zones[deck(player)].cards
        if cards:
            top = cards[-1]
            step.move(top, hand(player))
            step.set_card(top, "face_up", True)

    def value(self, state: State, card: str) -> int:
        own = self.cards.get(state.cards[card].definition).value + state.cards[card].counters.get("bonus", 0)
        return own + sum(self.value(state, a) for a in state.cards[card].attachments)

    def totals(self, state: State) -> list[int]:
        return [sum(self.value(state, c) for c in state.zones[field(p)].cards) for p in range(len(state.players))]

    def legal_actions(self, state: State) -> list[Action]:
        if self.is_over(state):
            return []
        me = state.active_player
        actions: list[Action] = [PlayCard(c, field(me)) for c in state.zones[hand(me)].cards]
        for card in state.zones[hand(me)].cards:
            actions.extend(Tuck(card, host) for host in state.zones[field(me)].cards)
        if state.data["taps_left"]:
            actions.extend(Tap(c) for c in state.zones[field(me)].cards if state.cards[c].rotation == 0)
        actions.append(EndTurn())
        return actions

    def apply(self, state: State, action: Action) -> Transaction:
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action.text()} is not possible now")
        me = state.active_player
        with Builder(state, action.text(), me, action=action) as step:
            if isinstance(action, PlayCard):
                step.move(action.card, field(me))
                step.set_counter(action.card, "plays", state.cards[action.card].counters.get("plays", 0) + 1)
                self._after_play(step, action.card)
            elif isinstance(action, Tuck):
                step.attach(action.card, action.host)
                step.note(f"{action.host} is now worth {self.value(state, action.host)}")
            elif isinstance(action, Tap):
                step.set_card(action.card, "rotation", 90)
                step.set_counter(action.card, "bonus", state.cards[action.card].counters.get("bonus", 0) + 1)
                step.create_token("marker", me, action.card, strength=step.random_below(6))
                step.set_data("taps_left", 0)
            elif isinstance(action, EndTurn):
                for card in state.zones[field(me)].cards:
                    step.set_card(card, "rotation", 0)
                for token in [t for t in state.tokens.values() if t.owner == me]:
                    step.remove_token(token.id)
                following = (me + 1) % len(state.players)
                step.set(("active_player",), following)
                step.set(("turn",), state.turn + 1)
                step.set_data("taps_left", 1)
                self._draw(step, following)
        assert step.transaction is not None
        return step.transaction

    def _after_play(self, step: Builder, card: str) -> None:
        """Hook for the broken variant."""

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

    def winner(self, state: State) -> int | None:
        players = range(len(state.players))
        if any(state.zones[deck(p)].cards or state.zones[hand(p)].cards for p in players):
            return None
        totals = self.totals(state)
        return totals.index(max(totals))


class LeakyTallyGame(TallyGame):
    """Tally with a bug: a played card silently vanishes from its pile."""

    id: ClassVar[str] = "leaky-tally"

    def _after_play(self, step: Builder, card: str) -> None:
        pile = tuple(step.state.zones[step.state.cards[card].location].cards)
        step.do(Reorder(step.state.cards[card].location, pile, pile[:-1]))


TALLY = register_game(TallyGame())
LEAKY_TALLY = register_game(LeakyTallyGame())

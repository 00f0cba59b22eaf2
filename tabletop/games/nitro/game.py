"""WCW Nitro CCG: Wrestlers run each other's decks out of cards, in a round, a match or a tag team.

Each player has a Wrestler (face up), a deck, a discard pile, a corner (Nitro
and other Corner cards that stay in play), a hand and a ring spot where a Move
sits while its damage is flipped. The rules are in rules.py; manual mode
(``--sandbox``) sets the same table up and lets the players move the cards.
"""

from __future__ import annotations

import random
from typing import ClassVar

from tabletop.carddb.decks import MAIN, Deck
from tabletop.engine.game import Game, OptionSpec, PlayerSetup, Setup, Variant
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.manual import ManualMove
from tabletop.engine.rules import queue
from tabletop.engine.rules.play import settle
from tabletop.engine.state import State, StateBuilder
from tabletop.engine.transaction import Builder
from tabletop.engine.values import freeze
from tabletop.games.nitro import deck_rules, sandbox
from tabletop.games.nitro.bot import evaluate
from tabletop.games.nitro.cards import SCHEMA
from tabletop.games.nitro.constants import (
    ACTION_POINTS,
    CORNER,
    DECK,
    DISCARD,
    HAND,
    LOOK,
    MATCH_POINTS_TO_WIN,
    RING,
    WRESTLER,
)
from tabletop.games.nitro.faces import FACES
from tabletop.games.nitro.match import MATCH, TAG_TEAM
from tabletop.games.nitro.rules import RULES
from tabletop.games.nitro.scoring import points_per_win
from tabletop.games.nitro.turn import OUTSIDE_RULE

ZONES: tuple[tuple[str, str], ...] = (
    # (zone name, visibility); the zone's kind is its name
    (WRESTLER, "public"),
    (DECK, "hidden"),
    (DISCARD, "public"),
    (CORNER, "public"),
    (HAND, "owner"),
    (RING, "public"),
    (LOOK, "owner"),
)

OUTSIDE_OPTION = OptionSpec(
    OUTSIDE_RULE,
    "Attacks from outside the ring",
    (("always", "Moves of at most 1 Action Point"),
     ("distracted", "Only while the referee is distracted (optional rule)")),
    help="A Wrestler outside the ring attacks the opposing Wrestler in the ring with Moves of at most 1 "
         "Action Point; the optional rule also needs a distracted referee.",
)

VARIANTS = (
    Variant("round", "Single round", (2, 2),
            help="One round: whoever runs the other's deck out of cards wins."),
    Variant(MATCH, f"Match (first to {MATCH_POINTS_TO_WIN} points)", (2, 2),
            help="Rounds until a player has 3 points; a win scores 1 to 3 points by the reputation gap."),
    Variant(TAG_TEAM, "Tag team (2 against 2)", (4, 4), (OUTSIDE_OPTION,), teams=2,
            help="Partners sit opposite; one Wrestler of each team is in the ring. Beat the one in the ring."),
)


def zone(player: int, name: str) -> str:
    """The id of one of a player's zones, e.g. ``zone(0, "hand") == "p0.hand"``."""
    return f"p{player}.{name}"


class NitroGame(Game):
    """WCW Nitro CCG: two Wrestlers (or two tag teams) run each other's decks out of cards."""

    id: ClassVar[str] = "nitro"
    name: ClassVar[str] = "WCW Nitro CCG"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    variants: ClassVar[tuple[Variant, ...]] = VARIANTS
    turn_hint: ClassVar[str] = (
        f"Draw a card, then spend {ACTION_POINTS} Action Points: "
        "1 per Nitro card or extra draw, a Move's A cost (the opponent flips D cards "
        "from deck to discard). You decide the end: whoever's deck runs out loses."
    )
    schema = SCHEMA
    faces = FACES
    deck_rules = deck_rules.DECK_RULES
    rules = RULES
    evaluator = staticmethod(evaluate)
    manual_moves = sandbox.MANUAL_MOVES

    # -- setup ---------------------------------------------------------------
    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        """Shipped decks, a different pairing for each seed (every deck gets played)."""
        files = self.shipped_deck_files()  # only the decks seated are read
        count = players or 2
        order = list(range(len(files)))
        random.Random(seed).shuffle(order)
        seats = tuple(PlayerSetup(f"Player {i + 1}", self.shipped_deck(files[order[i % len(order)]]))
                      for i in range(count))
        return Setup(self.id, seats, seed)

    def _deck_of(self, setup: Setup, player: int) -> Deck:
        deck = setup.players[player].deck
        if deck is None:
            raise ValueError(f"{setup.players[player].name} has no deck; Nitro needs one per player.")
        if deck_rules.deck_wrestler(deck, self.db) is None:
            raise ValueError(f"{deck.name} has no single Wrestler in its 'wrestler' section.")
        return deck

    def setup(self, setup: Setup) -> State:
        """Wrestlers face up, decks shuffled, opening hands of reputation size, the first player."""
        if len(setup.players) not in (2, 4):
            raise ValueError("WCW Nitro CCG is played by two players, or by two tag teams of two.")
        build = StateBuilder.for_setup(setup)
        reputations = []
        for player in range(len(setup.players)):
            deck = self._deck_of(setup, player)
            for name, visibility in ZONES:
                build.zone(zone(player, name), player, name, visibility)
            for card_id in deck.card_list(deck_rules.WRESTLER):
                build.card(card_id, player, zone(player, WRESTLER))
            for card_id in deck.card_list(MAIN):
                build.card(card_id, player, zone(player, DECK), face_up=False)
            reputations.append(deck_rules.starting_hand_size(deck, self.db) or 0)
            build.set(f"p{player}.action_points", 0)
        build.set("turn", 0)
        state = build.state
        if setup.variant == MATCH:
            for player in range(2):
                state.data[f"p{player}.match_points"] = 0
                state.data[f"p{player}.next_win"] = points_per_win(reputations[player], reputations[1 - player])
        with Builder(state, "setup", None) as step:
            ctx = RULES.context(state, self.db, RULES, step)
            queue.push(ctx, queue.entry("deal"))
            settle(ctx)
        state.data["opening"] = freeze(" ".join(step.log))
        return state

    def card_visible(self, state: State, seat: int | None, card_id: str, hands_open: bool = False) -> bool:
        """As usual, and a hand a card lets ``seat`` look at this turn (Mind Games)."""
        if super().card_visible(state, seat, card_id, hands_open):
            return True
        card = state.cards[card_id]
        if seat is None or not card.face_up or not card.location.endswith(".hand"):
            return False
        owner = state.zones[card.location].owner
        return any(viewer == seat and shown == owner and when == state.turn
                   for viewer, shown, when in state.data.get("peeks", ()))

    def manual_tools(self, state: State, target: str | None) -> list[ManualMove]:
        """The sandbox's bookkeeping: take N damage (a deck), the AP counter and the round's winner."""
        thunder = tuple(sorted(cid for cid, card in self.db.cards.items() if card.type == "thunder"))
        return sandbox.tools(state, target, thunder)

    # -- the table -----------------------------------------------------------
    def layout(self, state: State) -> TableLayout:
        """Ring near the centre line; corner, Wrestler, deck and discard; hand at the edge."""
        spots = (
            ZoneSpot("p{p}.ring", "Ring", -2.0, 0.15, 4.0, 1.0, "row"),
            ZoneSpot("p{p}.look", "Looking at", 2.4, 0.15, 3.0, 1.0, "row"),
            ZoneSpot("p{p}.corner", "Corner", -6.8, 1.45, 8.2, 1.0, "row"),
            ZoneSpot("p{p}.wrestler", "Wrestler", 2.0, 1.45),
            ZoneSpot("p{p}.deck", "Deck", 3.7, 1.45),
            ZoneSpot("p{p}.discard", "Discard", 5.4, 1.45),
            ZoneSpot("p{p}.hand", "Hand", -3.5, 2.6, 7.0, 1.0, "fan"),
        )
        fields = [("p{p}.action_points", "Action Points")]
        if state.data.get("variant") == MATCH:
            fields += [("p{p}.match_points", "Score"), ("p{p}.next_win", "Next win scores")]
        if len(state.players) > 2:
            fields.append(("p{p}.place", "Place"))
        return TableLayout(spots, counters=("damage", "turns"), player_fields=tuple(fields))


GAME = NitroGame

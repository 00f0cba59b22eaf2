"""WCW Nitro CCG in manual mode: the real playing field, set up by the rules.

Each player has a Wrestler (face up), a deck, a discard pile, a corner (Nitro
and other Corner cards that stay in play), a hand and a ring spot where a Move
sits while its damage is flipped. Setup follows the printed rules: shuffle,
draw as many cards as the Wrestler's reputation, and the player with fewer
cards in hand goes first. The rules engine comes later; until then the
players move the cards themselves and every change is an undoable step.
"""

from __future__ import annotations

from typing import ClassVar

from tabletop.carddb.decks import MAIN, Deck
from tabletop.engine.game import Game, OptionSpec, Setup
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.state import State, StateBuilder
from tabletop.engine.transaction import Builder
from tabletop.engine.words import count as words_count
from tabletop.games.nitro import deck_rules
from tabletop.games.nitro.cards import SCHEMA
from tabletop.games.nitro.constants import ACTION_POINTS, MATCH_POINTS_TO_WIN
from tabletop.games.nitro.faces import FACES
from tabletop.games.nitro.scoring import points_per_win

ZONES: tuple[tuple[str, str, str], ...] = (
    # (zone name, kind, visibility)
    ("wrestler", "wrestler", "public"),
    ("deck", "deck", "hidden"),
    ("discard", "discard", "public"),
    ("corner", "corner", "public"),
    ("hand", "hand", "owner"),
    ("ring", "ring", "public"),
)

FORMAT_OPTION = OptionSpec(
    "format",
    "Format",
    (("round", "Single round"), ("match", f"Match (first to {MATCH_POINTS_TO_WIN} points)")),
    help=(
        "A round ends when one deck runs out. A match is several rounds; each win scores "
        "1 to 3 points depending on the gap between the Wrestlers' reputations."
    ),
)


def zone(player: int, name: str) -> str:
    """The id of one of a player's zones, e.g. ``zone(0, "hand") == "p0.hand"``."""
    return f"p{player}.{name}"


class NitroGame(Game):
    """WCW Nitro CCG: two Wrestlers run each other's decks out of cards."""

    id: ClassVar[str] = "nitro"
    name: ClassVar[str] = "WCW Nitro CCG"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options: ClassVar[tuple[OptionSpec, ...]] = (FORMAT_OPTION,)
    turn_hint: ClassVar[str] = (
        f"Draw a card, then spend {ACTION_POINTS} Action Points: "
        "1 per Nitro card or extra draw, a Move's A cost (the opponent flips D cards "
        "from deck to discard). You decide the end: whoever's deck runs out loses."
    )
    schema = SCHEMA
    faces = FACES
    deck_rules = deck_rules.DECK_RULES

    # -- setup ---------------------------------------------------------------
    def _deck_of(self, setup: Setup, player: int) -> Deck:
        deck = setup.players[player].deck
        if deck is None:
            raise ValueError(f"{setup.players[player].name} has no deck; Nitro needs one per player.")
        if deck_rules.deck_wrestler(deck, self.db) is None:
            raise ValueError(f"{deck.name} has no single Wrestler in its 'wrestler' section.")
        return deck

    def setup(self, setup: Setup) -> State:
        """Wrestlers face up, decks shuffled, opening hands of reputation size."""
        if len(setup.players) != 2:
            raise ValueError("WCW Nitro CCG is played by two players here.")
        build = StateBuilder.for_setup(setup)
        build.set("format", setup.option("format", "round"))
        reputations = []
        for player in range(len(setup.players)):
            deck = self._deck_of(setup, player)
            for name, kind, visibility in ZONES:
                build.zone(zone(player, name), player, kind, visibility)
            for card_id in deck.card_list(deck_rules.WRESTLER):
                build.card(card_id, player, zone(player, "wrestler"))
            for card_id in deck.card_list(MAIN):
                build.card(card_id, player, zone(player, "deck"), face_up=False)
            reputations.append(deck_rules.starting_hand_size(deck, self.db) or 0)
            build.set(f"p{player}.action_points", ACTION_POINTS)
            build.set(f"p{player}.reputation", reputations[-1])
            if build.state.data["format"] == "match":
                build.set(f"p{player}.match_points", 0)
        state = build.state
        with Builder(state, "setup", None) as step:
            for player in range(len(setup.players)):
                step.shuffle(zone(player, "deck"))
                for _ in range(reputations[player]):
                    self._draw(step, player)
            # The player with fewer cards in hand goes first; a tie is a coin flip.
            if reputations[0] == reputations[1]:
                first = step.random_below(2)
            else:
                first = reputations.index(min(reputations))
            step.set(("active_player",), first)
        return state

    def _draw(self, step: Builder, player: int) -> None:
        cards = step.state.zones[zone(player, "deck")].cards
        if cards:
            top = cards[-1]
            step.move(top, zone(player, "hand"))
            step.set_card(top, "face_up", True)


    def status(self, state: State) -> list[str]:
        lines = [f"Turn {state.turn}: {state.players[state.active_player].name}"]
        for player in state.players:
            p = player.index
            deck = len(state.zones[zone(p, "deck")].cards)
            hand = len(state.zones[zone(p, "hand")].cards)
            lines.append(f"{player.name}: {deck} cards in deck, {hand} in hand")
        if state.data.get("format") == "match":
            reps = [state.data.get(f"p{p}.reputation", 0) for p in range(2)]
            lines.append(f"Match: first to {MATCH_POINTS_TO_WIN} points")
            for player in state.players:
                p = player.index
                win = points_per_win(reps[p], reps[1 - p])
                lines.append(f"{player.name} scores {words_count(win, 'match point', zero='')} per round won")
        return lines

    # -- the table -----------------------------------------------------------
    def layout(self, state: State) -> TableLayout:
        """Ring near the centre line; corner, Wrestler, deck and discard; hand at the edge."""
        spots = (
            ZoneSpot("p{p}.ring", "Ring", -2.0, 0.2, 4.0, 1.0, "row"),
            ZoneSpot("p{p}.corner", "Corner", -6.8, 1.35, 8.2, 1.0, "row"),
            ZoneSpot("p{p}.wrestler", "Wrestler", 2.0, 1.35),
            ZoneSpot("p{p}.deck", "Deck", 3.7, 1.35),
            ZoneSpot("p{p}.discard", "Discard", 5.4, 1.35),
            ZoneSpot("p{p}.hand", "Hand", -3.5, 2.5, 7.0, 1.0, "fan"),
        )
        fields = [("p{p}.action_points", "Action points")]
        if state.data.get("format") == "match":
            fields.append(("p{p}.match_points", "Match points"))
        return TableLayout(
            spots,
            counters=("damage", "turns"),
            player_fields=tuple(fields),
        )


GAME = NitroGame

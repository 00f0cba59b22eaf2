"""W.A.G.O.N.: two webcomic casts fight over each other's Comic Panels.

Each player has face-down Comic Panels (their life), a Character Line and a
Plot Device Line of five slots each, a bandwidth area, a hand, and a deck and
discard pile (one shared deck and discard pile in the quick game). Setup:
shuffle, deal the panels face down, draw five, choose who goes first (an
option; at random by default), and the first turn begins. The rules are
rules.py; in manual mode (sandbox) the players move the cards themselves.
"""

from __future__ import annotations

import dataclasses
from itertools import islice
from typing import ClassVar

from tabletop.carddb.decks import MAIN, Deck
from tabletop.engine.game import Game, OptionSpec, PlayerSetup, Setup, Variant
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.manual import ManualMove
from tabletop.engine.rules.context import SETUP_LOG
from tabletop.engine.state import State, StateBuilder
from tabletop.engine.transaction import Builder
from tabletop.engine.values import freeze
from tabletop.games.wagon import deck_rules, reading, sandbox, turn
from tabletop.games.wagon.bot import evaluate
from tabletop.games.wagon.cards import SCHEMA, PlotDevice
from tabletop.games.wagon.context import WagonContext
from tabletop.games.wagon.faces import FACES
from tabletop.games.wagon.rules import RULES

OPENING_HAND = 5
LINE_SLOTS = 5  # Characters, and Plot Devices, on their lines at once
PANELS = {"standard": 5, "tournament": 5, "quick": 3}
CHARACTER_SLOTS = {"standard": LINE_SLOTS, "tournament": LINE_SLOTS, "quick": 3}

VARIANTS = (
    Variant("standard", "Standard game (40-card decks)", help="Two players, 40-card decks, 5 panels each."),
    Variant("tournament", "Tournament (60-card decks)", help="The standard game with 60-card decks."),
    Variant("quick", "Quick game (one shared deck, 3 panels)", help=(
        "Both players draw from the first player's deck and share one discard pile (shuffled into a "
        "new deck when the deck runs out, if the player wants); 3 panels each, at most 3 Characters on "
        "a line, 5 Plot Devices each counting equipment, and equipment may be discarded.")),
)
FIRST_OPTION = OptionSpec("first", "Who goes first", turn.FIRST_CHOICES,
                          "Decided at random unless the players choose; the log says which.")
EMPTY_DECK_OPTION = OptionSpec(
    turn.EMPTY_DECK_OPTION, "House rule: an empty Draw Deck", turn.EMPTY_DECK_CHOICES,
    help="House rule, not in the printed rules (which let a player with an empty deck draw nothing, so a "
         "game in which neither side attacks any more never ends): with an empty deck a player must take "
         "one of their panels into hand (in the quick game: or reshuffle the discard pile).")


def zone(player: int, name: str) -> str:
    """The id of one of a player's zones, e.g. ``zone(0, "panels") == "p0.panels"``."""
    return f"p{player}.{name}"


def variant_of(state: State) -> str:
    return state.data.get("variant", "standard")


def deck_zone(state: State, player: int) -> str:
    """Where this player draws from: their own deck, or the shared one in a quick game."""
    return "shared.deck" if variant_of(state) == "quick" else zone(player, "deck")


class WagonGame(Game):
    """W.A.G.O.N.: destroy the opponent's Comic Panels before they destroy yours."""

    id: ClassVar[str] = "wagon"
    name: ClassVar[str] = "W.A.G.O.N."
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options: ClassVar[tuple[OptionSpec, ...]] = (FIRST_OPTION, EMPTY_DECK_OPTION)
    variants: ClassVar[tuple[Variant, ...]] = VARIANTS
    turn_hint: ClassVar[str] = (
        "Draw, clear expired Plot Devices, play cards "
        "(discard Bandwidth to pay), then attack or switch positions. "
        "You decide the end: whoever loses every panel loses."
    )
    schema = SCHEMA
    faces = FACES
    deck_rules = deck_rules.DECK_RULES
    rules = RULES
    evaluator = staticmethod(evaluate)
    search_turns: ClassVar[int] = 3  # the search plays a move out through the opponent's turn and its own next
    # one (past the answer and the attack after it), judged as a turn begins (bots/rollouts.py)
    selfplay_options: ClassVar[dict[str, str]] = {turn.EMPTY_DECK_OPTION: turn.TAKE_A_PANEL}  # no endless games
    manual_moves = sandbox.MANUAL_MOVES

    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        """Two standard decks (Grave and Dawn, Tavern Brawl); first player at random."""
        decks = islice((d for d in self.each_shipped_deck() if d.format != "tournament"), 2)
        seats = tuple(PlayerSetup(f"Player {i + 1}", deck) for i, deck in enumerate(decks))
        return Setup(self.id, seats, seed, options=freeze({"first": "random"}))

    def setup_for_variant(self, setup: Setup, variant: str) -> Setup:
        """A tournament game gets the shipped 60-card decks."""
        if variant != "tournament":
            return setup
        decks = [d for d in self.shipped_decks() if d.format == "tournament"][:2]
        seats = tuple(dataclasses.replace(seat, deck=deck) for seat, deck in zip(setup.players, decks, strict=False))
        return dataclasses.replace(setup, players=seats) if len(seats) == len(setup.players) else setup

    # -- setup ---------------------------------------------------------------
    def setup(self, setup: Setup) -> State:
        """Build the field, shuffle, deal the panels face down, draw the opening hands."""
        if len(setup.players) != 2:
            raise ValueError("W.A.G.O.N. is played by two players here.")
        variant = setup.variant or setup.option("variant", "standard")
        if variant not in PANELS:
            raise ValueError(f"'{variant}' is not a W.A.G.O.N. game variant.")
        quick = variant == "quick"
        build = StateBuilder.for_setup(setup)
        build.set("variant", variant)
        if quick:
            build.zone("shared.deck", None, "deck", "hidden")
            build.zone("shared.discard", None, "discard", "public")
        for player in range(len(setup.players)):
            build.zone(zone(player, "panels"), player, "panels", "public")
            build.zone(zone(player, "characters"), player, "character_line", "public")
            build.zone(zone(player, "plot_devices"), player, "plot_device_line", "public")
            build.zone(zone(player, "bandwidth"), player, "bandwidth", "public")
            build.zone(zone(player, "hand"), player, "hand", "owner")
            if not quick:
                build.zone(zone(player, "deck"), player, "deck", "hidden")
                build.zone(zone(player, "discard"), player, "discard", "public")
            build.set(f"p{player}.bandwidth", 0)
        for player in range(1 if quick else len(setup.players)):
            deck = self._deck_of(setup, player)
            target = deck_zone(build.state, player)
            for card_id in deck.card_list(MAIN):
                build.card(card_id, player, target, face_up=False)
        state = build.state
        with Builder(state, "setup", None) as step:
            for player in range(1 if quick else len(setup.players)):
                step.shuffle(deck_zone(state, player))
            for player in range(len(setup.players)):
                for _ in range(PANELS[variant]):
                    self._deal(step, player, zone(player, "panels"), face_up=False)
            for player in range(len(setup.players)):
                for _ in range(OPENING_HAND):
                    self._deal(step, player, zone(player, "hand"), face_up=True)
            first, how = turn.choose_first(step, setup.option("first", "random"))
            if setup.manual:
                step.set(("active_player",), first)
                step.set(("data", "first"), first)
                step.note(f"{setup.players[first].name} goes first ({how}).")
            else:
                turn.start(WagonContext(state, self.db, RULES, step), first, how)
        state.data[SETUP_LOG] = tuple(step.log)
        return state

    def _deck_of(self, setup: Setup, player: int) -> Deck:
        deck = setup.players[player].deck
        if deck is None:
            raise ValueError(f"{setup.players[player].name} has no deck; W.A.G.O.N. needs one.")
        return deck

    def _deal(self, step: Builder, player: int, target: str, *, face_up: bool) -> None:
        cards = step.state.zones[deck_zone(step.state, player)].cards
        if cards:
            top = cards[-1]
            step.move(top, target)
            step.set_card(top, "face_up", face_up)
            step.set_card(top, "controller", player)  # quick game: the shared deck's cards
            if variant_of(step.state) == "quick":
                step.set_card(top, "owner", player)


    def manual_tools(self, state: State, target: str | None) -> list[ManualMove]:
        """The sandbox's bookkeeping: bandwidth, effect counts, first player, moving a whole pile."""
        counts = {cid: card.effect_count for cid, card in self.db.cards.items()
                  if isinstance(card, PlotDevice) and card.count_kind == "number"}
        return sandbox.tools(state, target, counts)

    def view(self, state: State, seat: int | None) -> dict:
        """As every game's, with each Character's OFF and DEF now (``points``: public, worked out from the
        cards in play), for the computer opponents."""
        shown = super().view(state, seat)
        shown["points"] = reading.points_now(WagonContext(state, self.db, RULES))
        return shown

    def card_reading(self, state: State, card_id: str) -> list[tuple[str, str]] | None:
        """The card as a player reads it, with its points now (for the card panel)."""
        return reading.card_reading(WagonContext(state, self.db, RULES), card_id)

    # -- the table -----------------------------------------------------------
    def layout(self, state: State) -> TableLayout:
        """Character Line in front, Plot Device Line and panels behind, hand at the edge."""
        variant = variant_of(state)
        characters = CHARACTER_SLOTS[variant]
        panels = PANELS[variant]
        spots = [
            ZoneSpot("p{p}.bandwidth", "Bandwidth", -6.9, 0.15, 2.6, 1.25, "row"),
            ZoneSpot("p{p}.characters", "Character Line", -0.8 * characters, 0.15,
                     1.6 * characters, 1.25, "spread", attachments=True, slots=characters),
            ZoneSpot("p{p}.plot_devices", "Plot Device Line", -6.9, 1.45, 6.0, 1.0,
                     "spread", attachments=True, slots=LINE_SLOTS),
            ZoneSpot("p{p}.panels", "Comic Panels", -0.6, 1.45, 1.18 * panels, 1.0,
                     "spread", slots=panels),
            ZoneSpot("p{p}.hand", "Hand", -3.5, 2.55, 7.0, 1.0, "fan"),
        ]
        if variant == "quick":
            # Beside the narrower quick-game Character Lines, clear of both sides.
            spots += [
                ZoneSpot("shared.deck", "Shared deck", 2.9, -1.1, shared=True),
                ZoneSpot("shared.discard", "Shared discard", 2.9, 0.1, shared=True),
            ]
        else:
            spots += [
                ZoneSpot("p{p}.discard", "Discard", 5.6, 0.15),
                ZoneSpot("p{p}.deck", "Deck", 5.6, 1.45),
            ]
        return TableLayout(
            tuple(spots),
            counters=("off", "def", "rounds"),
            player_fields=(("p{p}.bandwidth", "Bandwidth"),),
        )


GAME = WagonGame

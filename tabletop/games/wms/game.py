"""WMS: The Card Game — two Commanders' armies fight until a Commander has no Wound left."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import ClassVar

from tabletop.carddb.decks import load_deck, shipped_decks_dir
from tabletop.engine.game import Game, OptionSpec, PlayerSetup, Setup, Variant
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.locations import seat_zone as zone
from tabletop.engine.state import State, StateBuilder, Visibility
from tabletop.engine.values import freeze
from tabletop.games.wms import deck_rules
from tabletop.games.wms.bot import evaluate
from tabletop.games.wms.cards import SCHEMA
from tabletop.games.wms.catalog import (
    ASIDE,
    BATTLEFIELD,
    COMMAND,
    COMMANDER,
    DECK,
    GRAVEYARD,
    HAND,
    RESERVES,
    SUPPORT,
    WOUNDS,
    card_infos,
)
from tabletop.games.wms.context import INFO
from tabletop.games.wms.faces import FACES
from tabletop.games.wms.rules import RULES

ZONES: tuple[tuple[str, Visibility], ...] = (
    (DECK, "hidden"), (HAND, "owner"), (COMMANDER, "public"), (COMMAND, "public"),
    (RESERVES, "public"), (BATTLEFIELD, "public"), (SUPPORT, "public"), (GRAVEYARD, "public"),
    (ASIDE, "public"),
)

SHIPPED = ("marine_assault.yaml", "evil_marine_horde.yaml")
CUSTOM_EXAMPLE = "fallen_chapter.yaml"  # a shipped custom deck: the ready game of the custom variant plays it


def _place(state: State, card: str, target: str) -> None:
    """Set-up only (before play): move a card without an op."""
    state.zones[state.cards[card].location].cards.remove(card)
    state.zones[target].cards.append(card)
    state.cards[card].location = target
    state.cards[card].face_up = True


class WmsGame(Game):
    id: ClassVar[str] = "wms"
    name: ClassVar[str] = "WMS: The Card Game"
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("first", "Who starts the first Fight",
                   (("random", "Decided at random"), ("0", "The first player"), ("1", "The second player")),
                   "The players may also agree on it and pick a seat."),
    )
    variants: ClassVar[tuple[Variant, ...]] = (
        Variant("standard", "Race decks", (2, 2), deck_formats=("race",),
                help="Each player brings a ready race deck: every card of one race."),
        Variant("custom", "Custom decks (deckbuilding)", (2, 2), deck_formats=("race", "custom"),
                help="When both players agree: decks built to the deckbuilding limits, races may be mixed."),
    )
    schema = SCHEMA
    faces = FACES
    deck_rules = deck_rules.DECK_RULES
    rules = RULES
    evaluator = staticmethod(evaluate)

    # -- set-up -----------------------------------------------------------------------------------
    def shipped_deck_files(self) -> list[Path]:
        """The two race decks that ship with the game (the custom example is the custom variant's)."""
        folder = shipped_decks_dir(self.id)
        return [folder / name for name in SHIPPED]

    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        decks = self.shipped_decks()  # the two
        return Setup(self.id, (PlayerSetup("Player 1", decks[0]), PlayerSetup("Player 2", decks[1])), seed,
                     freeze({"first": "random"}))

    def setup_for_variant(self, setup: Setup, variant: str) -> Setup:
        """The custom-deck variant's ready game: the first seat brings the shipped custom deck."""
        if variant != "custom":
            return setup
        custom = load_deck(shipped_decks_dir(self.id) / CUSTOM_EXAMPLE, self.db, read_only=True)
        first, *rest = setup.players
        return dataclasses.replace(setup, players=(dataclasses.replace(first, deck=custom), *rest))

    def setup(self, setup: Setup) -> State:
        build = StateBuilder.for_setup(setup)
        state = build.state
        for player, seat in enumerate(setup.players):
            if seat.deck is None:
                raise ValueError(f"{seat.name} needs a deck to play WMS.")
            for place, visibility in ZONES:
                build.zone(zone(player, place), player, place, visibility)
            for card_id in seat.deck.card_list("main"):
                build.card(card_id, player, zone(player, DECK), face_up=False)
            for section in ("tokens", "special"):
                for card_id in seat.deck.card_list(section):
                    build.card(card_id, player, zone(player, ASIDE))
            self._default_choices(state, player, seat)
        build.set("first", setup.option("first", "random"))
        build.set("phase", "Set-up")
        build.set("decision", {"seat": 0, "kind": "setup"})
        return state

    def _default_choices(self, state: State, player: int, seat: PlayerSetup) -> None:
        """The deck's own Commander and Reserves choices, which the player may change."""
        deck_cards = state.zones[zone(player, DECK)].cards
        infos = self.db.derived(INFO, card_infos)
        chiefs = [c for c in deck_cards if "Commander" in infos[state.cards[c].definition].keywords]
        if not chiefs:
            raise ValueError(f"{seat.deck.name} has no Unit card with the Commander keyword.")
        wanted = seat.deck.options.get("commander", "").strip()
        chief = next((c for c in chiefs if state.cards[c].definition == wanted), chiefs[0])
        _place(state, chief, zone(player, COMMANDER))
        state.cards[chief].counters["wound"] = WOUNDS
        for wanted in deck_rules.reserves_choice(seat.deck)[:3]:
            found = next((c for c in deck_cards if state.cards[c].definition == wanted and
                          "Reserves" in infos[wanted].keywords), None)
            if found is not None:
                _place(state, found, zone(player, RESERVES))

    # -- the table -----------------------------------------------------------------------------------
    def layout(self, state: State) -> TableLayout:
        p = "p{p}."
        return TableLayout(
            spots=(
                # the Battlefield Stacks face each other in the middle of the table
                ZoneSpot(p + BATTLEFIELD, "Battlefield Stack", -0.85, 0.15, width=1.7, height=2.2,
                         arrange="cascade", attachments=True),
                ZoneSpot(p + COMMANDER, "Commander", -6.9, 0.15),
                ZoneSpot(p + COMMAND, "Command Stack", -5.7, 0.15),
                ZoneSpot(p + DECK, "Deck", -4.3, 0.15, arrange="pile"),
                ZoneSpot(p + GRAVEYARD, "Graveyard", -3.1, 0.15, arrange="pile"),
                ZoneSpot(p + RESERVES, "Reserves Zone", -6.9, 1.35, width=3.0, arrange="row"),
                ZoneSpot(p + SUPPORT, "Support Zone", 1.05, 0.15, width=5.85, arrange="row", attachments=True),
                ZoneSpot(p + ASIDE, "Tokens & special cards", 1.05, 1.35, width=5.85, arrange="row"),
                ZoneSpot(p + HAND, "Hand", -4.6, 2.5, width=9.2, arrange="fan"),
            ),
            counters=("wound", "psych_cc", "psych_rc", "possessed"),
        )


GAME = WmsGame

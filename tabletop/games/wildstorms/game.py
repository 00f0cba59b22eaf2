"""WildStorms CCG, standard game: two players fight over a battlesite with
characters, equipment, combat cards and plot twists; the first to the
battlesite's points wins.

Zones are laid out for later campaign and multiplayer games too: each player
has a holding area (characters between battles), and a shared prize zone sits
by the battlesite.
"""

from __future__ import annotations

import dataclasses
from itertools import islice
from typing import ClassVar

from tabletop.carddb.decks import MAIN
from tabletop.engine.game import Action, Game, OptionSpec, PlayerSetup, Setup, Variant
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.state import State, StateBuilder
from tabletop.engine.transaction import Builder
from tabletop.games.wildstorms import (
    campaign,
    combat,
    deck_options,
    deck_rules,
    effects,
    reinforcements,
    teams,
    turn,
    windows,
)
from tabletop.games.wildstorms.bot import evaluate
from tabletop.games.wildstorms.cards import SCHEMA, Prize, ResourceCard
from tabletop.games.wildstorms.faces import FACES
from tabletop.games.wildstorms.rules import RULES
from tabletop.games.wildstorms.table import (
    CAMPAIGN_ZONES,
    KO_INJURIES,
    PHASE_SETUP,
    PLAYER_ZONES,
    PRIZE_ZONE,
    SITE_ZONE,
    campaign_key,
    points_key,
    zone,
)


def _stops(*seats: int) -> tuple[OptionSpec, ...]:
    return tuple(OptionSpec(f"stops_{seat}", f"Player {seat}'s stops", windows.STOPS,
                            help="When the table asks this player to play a plot twist or a combat card, and when "
                                 "it passes for them. A pass made for you reads exactly like one you make, so the "
                                 "other players learn nothing about your hand. A computer player is always asked.")
                 for seat in seats)


OPTIONS = (
    OptionSpec("hand_size", "Hand size", (("7", "7 cards (standard)"), ("8", "8 cards"), ("9", "9 cards"),
                                          ("10", "10 cards")),
               help="The More Resources variant: draw up to and keep more cards."),
    OptionSpec("no_battlesite", "No Battlesite",
               (("off", "Fight over a battlesite"), *((str(goal), f"No battlesite: first to {goal} points")
                                                     for goal in (20, 30, 40, 50, 60, 80, 100))),
               help="The rules' No Battlesite option: nobody brings a battlesite; the players agree on the "
                    "points that win the battle instead."),
    OptionSpec("limited_magick", "Limited Magick",
               (("off", "Off: a copied ability lasts until Magick is used again"),
                ("on", "On: a copied ability lasts as many turns as the Magick number")),
               help="The rules' Limited Magick option: a character copying an ability with Magick gets a marker "
                    "at the end of each of its player's turns and loses the ability when the markers reach its "
                    "Magick number; it may copy it again by forgoing another attack."),
    OptionSpec(reinforcements.OPTION, "Secret Reinforcements",
               (("off", "Off: recruits to the staging area lie face up"),
                ("on", "On: recruits to the staging area lie face down to the other players")),
               help="The rules' Secret Reinforcements option: a character recruited to your staging area lies face "
                    "down; only you see it until it comes in to the battlesite. The 30-point limit still holds "
                    "(the program checks it without showing anyone)."),
    OptionSpec("stalled_battle", "House rule: a stalled battle",
               (("never", "Goes on (the printed rules)"), ("10", "Ends after 10 quiet turns (house rule)")),
               help="House rule, not in the printed rules (which never end a battle in which nothing happens "
                    "any more): after 10 turns in a row with no injury, healing, point or new character at the "
                    "battlesite, the player ahead on points (then on active characters' points) wins."),
    *_stops(1, 2),  # last, so that a variant's stops for seats 3 and 4 follow them
)

DECK_OPTIONS = (deck_options.HEROES_AND_VILLAINS, deck_options.DECK_LIMITS)
BATTLE_FORMATS = ("standard", "heroes", "villains", "high_powered")
"""The deck formats of a single battle (a campaign deck is for the campaign)."""
"""The rules' deck options (the campaign has deck limits of its own)."""
SIDE_TOP = 0.7  # card heights: the side columns start here, leaving the centre line's zones room for their labels

VARIANTS = (
    Variant("standard", "Standard game (one battle, two players)", (2, 2), DECK_OPTIONS, deck_formats=BATTLE_FORMATS,
            help="One battle over a battlesite: the first player to its points wins."),
    campaign.VARIANT,
    Variant("ffa", "Free-for-all (3 or 4 players)", (3, 4), (*_stops(3, 4), *DECK_OPTIONS), deck_formats=BATTLE_FORMATS,
            help="Everyone for themselves; the battlesite's points are unchanged and only one player wins. "
                 "Attack markers track each character's attack round the table; characters may help other "
                 "players' attacks with teamwork, and Leadership may be lent to another player and taken back."),
    Variant("team", "Team game (two against two)", (4, 4), (*_stops(3, 4), teams.TEAM_GOAL, *DECK_OPTIONS), teams=2,
            deck_formats=BATTLE_FORMATS,
            help="Two teams of two in alternating seats. Partners share teamwork and Leadership but not "
                 "cards; their points are pooled and one team wins. The goal rises by half for each player "
                 "over two unless the printed points are chosen."),
)


class WildStormsGame(Game):
    """The WildStorms CCG: the standard game, free-for-all and team games for three and four."""

    id: ClassVar[str] = "wildstorms"
    name: ClassVar[str] = "WildStorms CCG"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    options: ClassVar[tuple[OptionSpec, ...]] = OPTIONS
    variants: ClassVar[tuple[Variant, ...]] = VARIANTS
    schema = SCHEMA
    faces = FACES
    deck_rules = deck_rules.DECK_RULES
    rules = RULES
    evaluator = staticmethod(evaluate)
    selfplay_options: ClassVar[dict[str, str]] = {"stalled_battle": "10"}
    """Random play rarely finishes a battle by the printed rules; self-play turns the house rule on."""
    selfplay_actions: ClassVar[dict[str, int]] = {campaign.CAMPAIGN: 60_000, "ffa": 10_000, "team": 10_000}
    """A campaign is several battles (a random one takes up to about ten); with four players every step is
    answered by three others, so a random battle takes up to about twice the steps of a two-player one."""

    def card_visible(self, state: State, seat: int | None, card_id: str, hands_open: bool = False) -> bool:
        """As usual, and a K.O.'d character: turned face down in plain sight, everyone knows who it is;
        a character face down in a staging area (Secret Reinforcements) to its own player."""
        if super().card_visible(state, seat, card_id, hands_open) or reinforcements.visible_to_owner(state, seat, card_id):
            return True
        card = state.cards[card_id]
        zone_of = state.zones.get(card.location)
        return (zone_of is not None and zone_of.visibility == "public"
                and card.counters.get("injury", 0) >= KO_INJURIES)

    def view(self, state: State, seat: int | None) -> dict:
        """As every game's, with the points that win the battle (public: on the battlesite, or agreed), the
        declared attacks still to be fought (declared openly) and each player's campaign points in a campaign
        (public, for bots and replays)."""
        shown = reinforcements.masked_view(super().view(state, seat))
        shown["goal"] = state.data.get("goal", turn.NO_SITE_GOAL)
        shown["fights"] = combat.waiting_fights(state)
        if state.data.get("variant") == campaign.CAMPAIGN:
            shown["fields"] = {**shown["fields"], **{campaign_key(p): state.data.get(campaign_key(p), 0)
                                                     for p in range(len(state.players))}}
        return shown

    def routine_answer(self, state: State) -> Action | None:
        """The pass a person's stops make for them (windows.py)."""
        if self.is_over(state):
            return None
        return windows.routine_answer(self.context(state), self.legal_actions(state))

    # -- decks ---------------------------------------------------------------
    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        """The first standard-format shipped decks, one per player (two unless told)."""
        decks = islice((d for d in self.each_shipped_deck() if deck_rules.deck_format(d) == "standard"), players or 2)
        seats = tuple(PlayerSetup(f"Player {i + 1}", deck) for i, deck in enumerate(decks))
        return Setup(self.id, seats, seed)

    def setup_for_variant(self, setup: Setup, variant: str) -> Setup:
        """A campaign is played with the shipped campaign decks."""
        if variant != campaign.CAMPAIGN:
            return setup
        decks = campaign.shipped_campaign_decks(self.shipped_decks())[:len(setup.players)]
        if len(decks) < len(setup.players):
            return setup
        seats = tuple(PlayerSetup(seat.name, deck) for seat, deck in zip(setup.players, decks, strict=True))
        return dataclasses.replace(setup, players=seats)

    def setup_problems(self, setup: Setup) -> list[str]:
        """A campaign's decks follow the campaign limits of the agreed goal; the deck options (deck_options.py)."""
        return (campaign.deck_problems(self, setup) + deck_options.problems(self, setup)
                + teams.seating_problems(setup))

    # -- setup ---------------------------------------------------------------
    def setup(self, setup: Setup) -> State:
        """Zones, resource decks (red-text cards only in a campaign), battlesites (and a campaign's
        prizes) aside; shuffle, draw 7."""
        if not self.min_players <= len(setup.players) <= self.max_players:
            raise ValueError(f"{self.name} is played by {self.min_players} to {self.max_players} players.")
        in_campaign = setup.variant == campaign.CAMPAIGN
        build = StateBuilder.for_setup(setup)
        for player, seat in enumerate(setup.players):
            if seat.deck is None:
                raise ValueError(f"{seat.name} has no deck; WildStorms needs one per player.")
            for name, visibility in PLAYER_ZONES + (CAMPAIGN_ZONES if in_campaign else ()):
                build.zone(zone(player, name), player, name, visibility)
            for card_id in seat.deck.card_list(MAIN):
                card = self.db.get(card_id)
                if isinstance(card, ResourceCard) and (in_campaign or not card.campaign_only):
                    build.card(card_id, player, zone(player, "deck"), face_up=False)
            for card_id in seat.deck.card_list("battlesites"):
                build.card(card_id, player, zone(player, "collection"))
            build.set(points_key(player), 0)
            if in_campaign:
                for card_id in seat.deck.card_list("prizes"):
                    if isinstance(self.db.get(card_id), Prize):
                        build.card(card_id, player, zone(player, "prizes"))
                build.set(campaign_key(player), 0)
        build.zone(SITE_ZONE, None, "battlesite", "public")
        build.zone(PRIZE_ZONE, None, "prize", "public")
        count = len(setup.players)
        build.set("hand_size", int(setup.option("hand_size", "7")))
        stalled = setup.option("stalled_battle", "never")
        build.set("stall_turns", 0 if stalled == "never" else int(stalled))
        no_site = setup.option("no_battlesite", "off")
        build.set("goal", turn.NO_SITE_GOAL if no_site == "off" else int(no_site))
        build.set("chosen_sites", [None if no_site == "off" else ""] * count)
        build.set("redraws", [0] * count)
        build.set("kept", [False] * count)
        if in_campaign:
            build.set("battle", 1)
            build.set("chosen_prizes", [None] * count)
        build.set("phase", PHASE_SETUP)
        state = build.state
        with Builder(state, "setup", None) as step:
            ctx = RULES.context(state, self.db, RULES, step)
            for player in range(count):
                step.shuffle(zone(player, "deck"))
                effects.draw(ctx, player, turn.hand_size(ctx))
            turn.advance_setup(ctx)
        return state

    # -- the table -----------------------------------------------------------------
    def layout(self, state: State) -> TableLayout:
        """Front rank (and the air beside it) by the centre line, rear rank behind,
        hand and piles at the edge, the sideboard and plot twists in the side
        columns; the battlesite and prize sit on the centre line at the left, where
        neither side's zones reach."""
        campaign_on = state.data.get("variant") == campaign.CAMPAIGN
        piles = ("deck", "Resources"), ("discard", "Discard"), ("killed", "Killed"), ("collection", "Other battlesites")
        if campaign_on:  # the hand and the plot twists make room for the prizes and what was won
            piles += (("prizes", "Other prizes"),)
            side = (ZoneSpot("p{p}.effects", "Plot twists", 4.65, SIDE_TOP, 1.25, 1.2, "row", attachments=True),
                    ZoneSpot("p{p}.won", "Won", 5.95, SIDE_TOP, 1.05, 1.2, "row"))
        else:
            side = (ZoneSpot("p{p}.effects", "Plot twists in play", 4.65, SIDE_TOP, 2.35, 1.2, "row", attachments=True),)
        hand_width = 7.0 - 1.15 * (len(piles) - 4)
        spots = (
            ZoneSpot("p{p}.front", "Front rank", -4.6, 0.15, 6.5, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.air", "Flying (no rank)", 2.0, 0.15, 2.55, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.rear", "Rear rank", -4.6, 1.4, 9.15, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.staging", "Staging area", -7.0, SIDE_TOP, 2.3, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.holding", "Holding area", -7.0, SIDE_TOP + 1.25, 2.3, 1.2, "row", attachments=True),
            *side,
            ZoneSpot("p{p}.hand", "Hand", -4.6, 2.65, hand_width, 1.0, "fan"),
            *(ZoneSpot(f"p{{p}}.{name}", label, -4.6 + hand_width + 0.15 + 1.15 * index, 2.65, 1.0, 1.0)
              for index, (name, label) in enumerate(piles)),
            *self._centre_spots(campaign_on),
        )
        return TableLayout(
            spots,
            counters=("injury", "rage", "turns", "progress", "teleported", "used", "magick", "charges", "awake",
                      "attack"),
            player_fields=(("p{p}.points", "Points"),),  # campaign points: the status line says them with the goal
            notes={"goal": f"{state.data.get('goal', turn.NO_SITE_GOAL)} points "
                           + ("control the battlesite" if state.zones[SITE_ZONE].cards else "win the battle")},
        )

    @staticmethod
    def _centre_spots(campaign_on: bool) -> tuple[ZoneSpot, ...]:
        """The battlesite (and in a campaign the prize at stake) on the centre line at the left.

        Outside a campaign there is no prize, so the battlesite takes the whole corner and
        its label has room beside the card."""
        if not campaign_on:
            return (ZoneSpot(SITE_ZONE, "Battlesite", -7.0, -0.5, 2.3, 1.0, "row", shared=True, attachments=True),)
        return (ZoneSpot(SITE_ZONE, "Battlesite", -7.0, -0.5, 1.1, 1.0, "row", shared=True, attachments=True),
                ZoneSpot(PRIZE_ZONE, "Prize at stake", -5.8, -0.5, 1.0, 1.0, shared=True))


GAME = WildStormsGame

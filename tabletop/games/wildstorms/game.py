"""WildStorms CCG, standard game: two players fight over a battlesite with
characters, equipment, combat cards and plot twists; the first to the
battlesite's points wins.

Zones are laid out for later campaign and multiplayer games too: each player
has a holding area (characters between battles), and a shared prize zone sits
by the battlesite.
"""

from __future__ import annotations

from typing import ClassVar

from tabletop import paths
from tabletop.carddb.decks import MAIN, Deck, load_deck
from tabletop.carddb.schemas.wildstorms import ResourceCard
from tabletop.engine.game import Action, Game, OptionSpec, PlayerSetup, Setup
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.state import State, StateBuilder
from tabletop.engine.transaction import Builder, Transaction
from tabletop.games.wildstorms import deck_rules, recruit, rules, turn
from tabletop.games.wildstorms.actions import ACTION_TYPES
from tabletop.games.wildstorms.modifiers import defense_value
from tabletop.games.wildstorms.table import (
    PHASE_RECRUIT,
    PHASE_SETUP,
    PLAYER_ZONES,
    PRIZE_ZONE,
    SITE_ZONE,
    Ctx,
    points_key,
    zone,
)

OPTIONS = (
    OptionSpec("hand_size", "Hand size", (("7", "7 cards (standard)"), ("8", "8 cards"), ("9", "9 cards"),
                                          ("10", "10 cards")),
               help="The More Resources variant: draw up to and keep more cards."),
    OptionSpec("auto_pass", "Skip empty decisions", (("on", "On: skip a player with nothing to play"),
                                                      ("off", "Off: always ask (hides what a hand holds)")),
               help="With it on, a player who holds no playable combat card or plot twist is not asked."),
    OptionSpec("stalled_battle", "A stalled battle",
               (("10", "Ends after 10 quiet turns (house rule)"), ("never", "Goes on (as printed)")),
               help="The printed rules never end a battle in which nothing happens any more. The house rule: "
                    "after 10 turns in a row with no injury, healing, point or new character at the battlesite, "
                    "the player ahead on points (then on active characters' points) wins."),
)

PROMPTS = {
    "battlesite": "{name}: choose the battlesite you bring (the second player's is used).",
    "mulligan": "{name}: your hand has no characters. Show it and redraw, or keep it.",
    "offer": "{name}: {giver} offers {card} to {character}. Accept or refuse it.",
    "window": "{name}: play plot twists before the {phase} phase ends, or pass.",
    "respond": "{name}: {twist} was just played. Cancel it, or let it resolve.",
}


class WildStormsGame(Game):
    """The standard game of the WildStorms CCG for two players."""

    id: ClassVar[str] = "wildstorms"
    name: ClassVar[str] = "WildStorms CCG"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options: ClassVar[tuple[OptionSpec, ...]] = OPTIONS
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES
    has_rules: ClassVar[bool] = True
    help_file: ClassVar[str] = "help.md"
    _default_decks: list[Deck] | None = None

    # -- decks ---------------------------------------------------------------
    def check_deck(self, deck: Deck) -> list[str]:
        return deck_rules.check_deck(deck, self.cards)

    def shipped_decks(self) -> list[Deck]:
        folder = paths.cards_dir() / self.id / "decks"
        return [load_deck(path, self.cards, read_only=True) for path in sorted(folder.glob("*.yaml"))]

    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        """The first two standard-format shipped decks (read once, then remembered)."""
        if self._default_decks is None:
            standard = [d for d in self.shipped_decks() if deck_rules.deck_format(d) == "standard"]
            self._default_decks = standard[:2]
        decks = self._default_decks
        seats = tuple(PlayerSetup(f"Player {i + 1}", deck) for i, deck in enumerate(decks))
        return Setup(self.id, seats, seed)

    # -- setup ---------------------------------------------------------------
    def setup(self, setup: Setup) -> State:
        """Zones, resource decks (red-text cards left out), battlesites aside; shuffle, draw 7."""
        if not self.min_players <= len(setup.players) <= self.max_players:
            raise ValueError(f"{self.name} is played by {self.min_players} players here.")
        build = StateBuilder(self.id, [p.name for p in setup.players], setup.seed)
        for player, seat in enumerate(setup.players):
            if seat.deck is None:
                raise ValueError(f"{seat.name} has no deck; WildStorms needs one per player.")
            for name, visibility in PLAYER_ZONES:
                build.zone(zone(player, name), player, name, visibility)
            for card_id in seat.deck.card_list(MAIN):
                card = self.cards.get(card_id)
                if isinstance(card, ResourceCard) and not card.campaign_only:
                    build.card(card_id, player, zone(player, "deck"), face_up=False)
            for card_id in seat.deck.card_list("battlesites"):
                build.card(card_id, player, zone(player, "collection"))
            build.set(points_key(player), 0)
        build.zone(SITE_ZONE, None, "battlesite", "public")
        build.zone(PRIZE_ZONE, None, "prize", "public")
        count = len(setup.players)
        build.set("hand_size", int(setup.option("hand_size", "7")))
        build.set("auto_pass", setup.option("auto_pass", "on") != "off")
        stalled = setup.option("stalled_battle", "10")
        build.set("stall_turns", 0 if stalled == "never" else int(stalled))
        build.set("goal", turn.NO_SITE_GOAL)
        build.set("chosen_sites", [None] * count)
        build.set("redraws", [0] * count)
        build.set("kept", [False] * count)
        build.set("phase", PHASE_SETUP)
        state = build.state
        ctx = Ctx(state, self.cards)
        with Builder(state, "setup", None) as step:
            for player in range(count):
                step.shuffle(zone(player, "deck"))
                turn.effects.draw(step, ctx, player, turn.hand_size(ctx))
            turn.advance_setup(step, ctx)
        return state

    # -- play ------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        return rules.legal_actions(self.cards, state)

    def apply(self, state: State, action: Action) -> Transaction:
        return rules.apply(self.cards, state, action)

    def winner(self, state: State) -> int | None:
        return state.data.get("winner")

    def deciding_player(self, state: State) -> int:
        return rules.deciding_player(state)

    # -- words -------------------------------------------------------------------
    def prompt(self, state: State) -> str:
        ctx = Ctx(state, self.cards)
        winner = self.winner(state)
        if winner is not None:
            how = " (the battle stalled; the player ahead holds the battlesite)" if state.data.get("stalled") else ""
            return f"{state.players[winner].name} controls the battlesite and wins{how}."
        player = self.deciding_player(state)
        name = state.players[player].name
        decision = state.decision
        if decision is not None:
            kind = decision["kind"]
            if kind == "combat":
                return self._combat_prompt(ctx, player)
            details = {"name": name, "phase": state.phase}
            if kind == "offer":
                offer = state.data["offer"]
                details.update(giver=ctx.player_name(offer["player"]), card=ctx.name(offer["card"]),
                               character=ctx.name(ctx.bearer(offer["card"])))
            if kind == "respond":
                details["twist"] = ctx.name(state.data["pending"]["card"])
            return PROMPTS[kind].format(**details)
        return f"{name}: " + {
            "Draw": "draw your cards.",
            "Switch Ranks": "move characters between your ranks (or into the air), then go on to the Attack phase.",
            "Attack": self._attack_prompt(ctx),
            "Recruit and Equip": f"spend {recruit.points_left(ctx, player)} recruit points on characters "
                                 "and equipment, then go on.",
            "Discard": f"discard down to {turn.hand_size(ctx)} cards, or up to 3 by choice, then end the turn.",
        }.get(state.phase, "play.")

    def _attack_prompt(self, ctx: Ctx) -> str:
        if ctx.state.data.get("attack_stage") != "declare":
            return "every attack is fought; go on to the Recruit and Equip phase."
        count = len(ctx.state.data.get("attacks", ()))
        return (f"declare all your attacks (drag an attacker onto its target), then fight them "
                f"({count} declared).")

    def _combat_prompt(self, ctx: Ctx, player: int) -> str:
        from tabletop.games.wildstorms import combat
        from tabletop.games.wildstorms.modifiers import attack_value

        record, attacker, defender = combat.fighters(ctx)
        cards = ctx.state.data["combat"]["cards"]
        attack = attack_value(ctx, attacker, defender, record["style"], combat_cards=cards,
                              helpers=record["helpers"], subterfuge=record["subterfuge"])
        defense = defense_value(ctx, defender, attacker, record["style"], combat_cards=cards)
        side = "attack" if ctx.controller(attacker) == player else "defense"
        return (f"{ctx.player_name(player)}: {ctx.name(attacker)} attacks {ctx.name(defender)}. "
                f"{attack.text()} against {defense.text()}. Play an {side} card or pass.")

    def status(self, state: State) -> list[str]:
        ctx = Ctx(state, self.cards)
        if state.phase == PHASE_SETUP:
            return ["Setup: battlesites and opening hands"]
        lines = [f"Turn {state.turn}: {state.players[state.active_player].name}", f"Phase: {state.phase}"]
        if state.phase == PHASE_RECRUIT:
            player = state.active_player
            total, text = recruit.budget(ctx, player)
            lines.append(f"Recruit points left: {recruit.points_left(ctx, player)} of {text}")
        site = ctx.site()
        goal = ctx.goal()
        lines.append(f"Battlesite: {ctx.name(site)} ({goal} to control)" if site else f"Goal: {goal} points")
        if ctx.obstacle():
            lines.append(f"Obstacle: {ctx.name(ctx.obstacle())}")
        for player in ctx.players:
            lines.append(f"{ctx.player_name(player)}: {ctx.points(player)} of {goal} points, "
                         f"{len(ctx.cards_in(player, 'deck'))} cards in resources")
        return lines

    # -- the table -----------------------------------------------------------------
    def layout(self, state: State) -> TableLayout:
        """Front rank (and the air beside it) by the centre line, rear rank behind,
        hand and piles at the edge, the sideboard and plot twists in the side
        columns; the battlesite and prize sit on the centre line at the left, where
        neither side's zones reach."""
        spots = (
            ZoneSpot("p{p}.front", "Front rank", -4.6, 0.15, 6.5, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.air", "Flying (no rank)", 2.0, 0.15, 2.55, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.rear", "Rear rank", -4.6, 1.4, 9.15, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.staging", "Staging area", -7.0, 0.55, 2.3, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.holding", "Holding area", -7.0, 1.8, 2.3, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.effects", "Plot twists in play", 4.65, 0.55, 2.35, 1.2, "row", attachments=True),
            ZoneSpot("p{p}.hand", "Hand", -4.6, 2.65, 7.0, 1.0, "fan"),
            ZoneSpot("p{p}.deck", "Resources", 2.55, 2.65, 1.0, 1.0),
            ZoneSpot("p{p}.discard", "Discard", 3.7, 2.65, 1.0, 1.0),
            ZoneSpot("p{p}.killed", "Killed", 4.85, 2.65, 1.0, 1.0),
            ZoneSpot("p{p}.collection", "Other battlesites", 6.0, 2.65, 1.0, 1.0),
            ZoneSpot(SITE_ZONE, "Battlesite", -7.0, -0.5, 1.1, 1.0, "row", shared=True, attachments=True),
            ZoneSpot(PRIZE_ZONE, "Prize", -5.8, -0.5, 1.0, 1.0, shared=True),
        )
        return TableLayout(
            spots,
            counters=("injury", "rage", "turns", "progress", "teleported", "used"),
            player_fields=(("p{p}.points", "Points"),),
            notes={"goal": f"{state.data.get('goal', turn.NO_SITE_GOAL)} points control the battlesite"},
        )


GAME = WildStormsGame()

"""Unmatched: two heroes with fixed decks fight across a battlefield of spaces.

Setup follows the reference's order: player order, battlefield, heroes (from
the chosen decks), shuffle and starting hands, heroes on start spaces 1 and 2;
then, as the first decisions of the game, a large hero's second space, each
player's sidekicks in their hero's zone (player order) and choices made after
placement (Alice's size). Then the first player's first turn starts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from tabletop import paths
from tabletop.carddb.decks import MAIN, ORIGINS, Deck
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.problems import DataError
from tabletop.carddb.yamlio import read_yaml
from tabletop.engine import rng
from tabletop.engine.game import Game, OptionSpec, PlayerSetup, Setup, Variant
from tabletop.engine.layout import BoardSpot, TableLayout, ZoneSpot
from tabletop.engine.rules import queue
from tabletop.engine.rules.context import SETUP_LOG
from tabletop.engine.state import State, StateBuilder
from tabletop.engine.transaction import Builder
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import deck_rules, fog, items
from tabletop.games.unmatched.board import door_key, door_of
from tabletop.games.unmatched.bot import evaluate
from tabletop.games.unmatched.cards import SCHEMA, Hero
from tabletop.games.unmatched.community_reader import COMMUNITY_DECKS
from tabletop.games.unmatched.context import FIGHTER, SPACE, UnmatchedContext, zone
from tabletop.games.unmatched.faces import FACES
from tabletop.games.unmatched.map_file import read_map, read_map_text
from tabletop.games.unmatched.mechanics import draw
from tabletop.games.unmatched.recall import create_fighter
from tabletop.games.unmatched.reveal import looked_at, revealed
from tabletop.games.unmatched.rules import RULES

ZONES = (("deck", "hidden"), ("hand", "owner"), ("discard", "public"), ("hero", "public"), ("combat", "public"))


def _battlefield_choices() -> tuple[tuple[str, str], ...]:
    """(id, name) of the shipped battlefields, read straight from their files."""
    found = []
    for path in sorted((paths.cards_dir() / "unmatched" / "battlefields").glob("*.yaml")):
        try:  # the strict reader (size, depth, aliases); a broken map is refused when the game loads
            data = read_yaml(path, cache=True)  # shipped: parsed once, then read from the cache
            origin = ORIGINS.get(str(data.get("origin", "")), "")
            found.append((str(data["id"]), str(data["name"]) + (f" ({origin})" if origin else "")))
        except (DataError, KeyError, TypeError, AttributeError):
            continue
    return tuple(found)


def battlefield_option(choices: tuple[tuple[str, str], ...]) -> OptionSpec:
    return OptionSpec("battlefield", "Battlefield", (("random", "Random battlefield"), *choices),
                      help="The map the fighters fight on.")


BATTLEFIELD_OPTION = battlefield_option(_battlefield_choices())
"""The shipped maps (the record's option); a loaded game offers the user's own maps too."""
FIRST_OPTION = OptionSpec(
    "first_player", "First player",
    (("random", "Decide at random"), ("0", "The first seat"), ("1", "The second seat")),
    help="The first player starts on space 1 and takes the first turn.",
)


TEAMS_VARIANT = "2v2"


class UnmatchedGame(Game):
    """Unmatched: defeat the opposing hero."""

    id: ClassVar[str] = "unmatched"
    name: ClassVar[str] = "Unmatched"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    options: ClassVar[tuple[OptionSpec, ...]] = (BATTLEFIELD_OPTION, FIRST_OPTION)
    variants: ClassVar[tuple[Variant, ...]] = (
        Variant("duel", "One against one", (2, 2), help="Two heroes; defeat the opposing hero."),
        Variant(TEAMS_VARIANT, "Two against two", (4, 4), teams=2,
                help="Teams alternate turns (A1, B1, A2, B2); a team loses when both its heroes are defeated."),
    )
    board_option: ClassVar[str] = BATTLEFIELD_OPTION.key
    schema = SCHEMA
    faces = FACES
    deck_rules = deck_rules.DECK_RULES
    rules = RULES
    evaluator = staticmethod(evaluate)
    foreign_decks = COMMUNITY_DECKS

    def __init__(self, db: CardDatabase):
        super().__init__(db)
        fields = db.extras.get("battlefield", {})
        choices = tuple((key, f"{field.name} ({ORIGINS[field.origin]})" if field.origin else field.name)
                        for key, field in sorted(fields.items()))
        self.options = (battlefield_option(choices), FIRST_OPTION)  # the maps loaded: the user's own too

    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        """Shipped hero decks and a battlefield picked by the seed: consecutive seeds go through the maps,
        and ``pairs × maps`` seeds meet every pair on every map."""
        files = self.shipped_deck_files()  # only the decks seated are read

        def deck(index: int) -> Deck:
            return self.shipped_deck(files[index % len(files)])

        if players == 4:
            maps = self._maps_for(4)
            chosen = [deck(seed + k * 3) for k in range(4)]
            if len({d.name for d in chosen}) < 4:
                chosen = [deck(seed + k) for k in range(4)]
            seats = tuple(PlayerSetup(f"Player {k + 1}", each) for k, each in enumerate(chosen))
            return Setup(self.id, seats, seed, FrozenDict({"battlefield": maps[seed % len(maps)],
                                                           "first_player": "random"}))
        maps = sorted(self.db.extras["battlefield"])
        pairs = [(a, b) for a in range(len(files)) for b in range(len(files)) if a != b]
        first, second = pairs[seed % len(pairs)]
        battlefield = maps[(seed % len(pairs) + seed // len(pairs)) % len(maps)]  # consecutive seeds: every map in turn
        seats = (PlayerSetup("Player 1", deck(first)), PlayerSetup("Player 2", deck(second)))
        return Setup(self.id, seats, seed, FrozenDict({"battlefield": battlefield, "first_player": "random"}))

    def setup_problems(self, setup: Setup) -> list[str]:
        """A chosen battlefield needs a start space for every seat (never silently another map)."""
        chosen = setup.option("battlefield", "random")
        field = self.db.extras["battlefield"].get(chosen)
        seats = len(setup.players)
        if field is None or len(field.starts()) >= seats:
            return []
        fitting = [self.db.extras["battlefield"][key].name for key in self._maps_for(seats)]
        return [f"{field.name} has start spaces for {len(field.starts())} players, not {seats}: choose "
                f"{', '.join(fitting) or 'a map with more start spaces'} or a random battlefield."]

    def _maps_for(self, seats: int) -> list[str]:
        """The battlefields with a start space for every seat."""
        fields = self.db.extras["battlefield"]
        return sorted(key for key, field in fields.items() if len(field.starts()) >= seats)

    # -- setup -------------------------------------------------------------------
    def _hero_of(self, deck: Deck | None, taken: set[str], draw_index: Any) -> Hero:
        if deck is not None:
            hero, _reason = deck_rules.hero_of(deck, self.db)
            if hero is not None:
                return hero
        choices = [h for h in deck_rules.heroes(self.db) if h.id not in taken] or deck_rules.heroes(self.db)
        return choices[draw_index(len(choices))]

    def setup(self, setup: Setup) -> State:
        build = StateBuilder.for_setup(setup)
        state = build.state

        def draw_index(bound: int) -> int:
            state.rng, value = rng.below(state.rng, bound)
            return value

        seats = len(setup.players)
        first = setup.option("first_player", "random")
        first_player = draw_index(seats) if first not in ("0", "1") else int(first)
        maps = self._maps_for(seats)
        if not maps:
            raise ValueError(f"No battlefield has {seats} start spaces.")
        battlefield = setup.option("battlefield", "random")
        if battlefield not in maps:
            battlefield = maps[draw_index(len(maps))]
        heroes: list[Hero] = []
        for seat in setup.players:
            heroes.append(self._hero_of(seat.deck, {h.id for h in heroes}, draw_index))
        build.set("battlefield", battlefield)
        build.set("heroes", [h.id for h in heroes])
        build.set("first_player", first_player)
        field = self.db.extras["battlefield"][battlefield]
        build.set("closed_doors", sorted(door_key(d.a, d.b) for d in field.doors if not d.open))
        for player, (seat, hero) in enumerate(zip(setup.players, heroes, strict=True)):
            for name, visibility in ZONES:
                build.zone(zone(player, name), player, name, visibility)
            build.card(hero.id, player, zone(player, "hero"))
            if hero.cauldron:
                build.zone(zone(player, "cauldron"), player, "cauldron", "public")
            deck = seat.deck if seat.deck is not None else deck_rules.deck_for_hero(hero, self.db)
            for card_id in deck.card_list(MAIN):
                build.card(card_id, player, zone(player, "deck"), face_up=False)
            start_form = next((f.key for f in hero.forms if f.start), None)
            if start_form:
                build.set(f"p{player}.form", start_form)
            for marker in hero.tokens:
                build.set(f"p{player}.{marker.key}", marker.count)
            for counter in hero.counters:
                build.set(f"p{player}.{counter.key}", counter.start)
        order = tuple((first_player + k) % seats for k in range(seats))  # teams alternate in 2v2
        with Builder(state, "setup", None) as step:
            ctx = UnmatchedContext(state, self.db, RULES, step)
            for player in range(len(setup.players)):
                step.shuffle(zone(player, "deck"))
                draw(ctx, player, heroes[player].starting_hand)
            items.deal(ctx)  # battlefield items on the map's item spaces, before any fighter
            steps = []
            for number, player in enumerate(order, start=1):
                hero_token = self._create_fighters(step, player, heroes[player], field.starts()[number])
                if heroes[player].size == "large":
                    steps.append(queue.entry("setup_tail", player=player, fighter=hero_token))
            steps += [queue.entry("setup_sidekicks", player=p) for p in order]
            steps += fog.setup_entries(ctx, order)
            steps += [queue.entry("setup_form", player=p) for p in order
                      if any(c.sets == "form" and c.when == "after_placement" for c in heroes[p].setup_choices)]
            queue.push(ctx, *steps, queue.entry("turn_start", player=first_player))
            step.set(("phase",), "setup")
            step.set(("active_player",), first_player)
            queue.run(ctx)
        state.data[SETUP_LOG] = tuple(step.log)  # the log's first lines: the battlefield items dealt, the draws
        return state

    def _create_fighters(self, step: Builder, player: int, hero: Hero, start: str) -> str:
        hero_card = step.state.zones[zone(player, "hero")].cards[0]
        hero_token = step.create_token(
            FIGHTER, player, SPACE + start, name=hero.fighter_name or hero.name, key="hero", hero=True, health=hero.health,
            max_health=hero.health, attack=hero.attack, move=hero.move, size=hero.size, reach=hero.reach, tail="")
        for group in (*hero.extra_heroes, *hero.sidekicks):
            for number in range(1, group.count + 1):
                create_fighter(step, player, hero_card, hero, group, number, is_hero=group in hero.extra_heroes)
        return hero_token

    def card_visible(self, state: State, seat: int | None, card_id: str, hands_open: bool = False) -> bool:
        """A revealed card (reveal.py) is shown to every seat while the effect lasts; the cards of a
        hand an effect lets a seat look at are shown to that seat alone while it decides."""
        return (revealed(state, card_id) or looked_at(state, seat, card_id)
                or super().card_visible(state, seat, card_id, hands_open))

    def battlefield(self, state: State) -> Any:
        return self.db.extras["battlefield"][state.data["battlefield"]]

    @classmethod
    def read_board_file(cls, path: Path) -> tuple[Any | None, list[Any]]:
        return read_map(path)

    @classmethod
    def read_board_text(cls, text: str, source: str) -> tuple[Any | None, list[Any]]:
        return read_map_text(text, source)

    def closed_doors(self, state: State) -> set[frozenset[str]]:
        return {door_of(key) for key in state.data.get("closed_doors", ())}

    # -- the table -------------------------------------------------------------
    def layout(self, state: State) -> TableLayout:
        spots = (
            ZoneSpot("p{p}.hero", "Hero", -6.9, 2.4, 1.0, 1.1),
            ZoneSpot("p{p}.deck", "Deck", -5.7, 2.4, 1.0, 1.1),
            ZoneSpot("p{p}.discard", "Discard", -4.5, 2.4, 1.0, 1.1, arrange="pile"),
            ZoneSpot("p{p}.hand", "Hand", -3.3, 2.4, 6.4, 1.1, arrange="fan"),
            ZoneSpot("p{p}.combat", "Combat / in play", 3.3, 2.4, 3.6, 1.1, arrange="row"),
        )
        if any(key.endswith(".cauldron") for key in state.zones):  # the Wayward Sisters' cauldron
            spots = (*spots[:-1], ZoneSpot("p{p}.combat", "Combat / in play", 3.3, 2.4, 2.4, 1.1, arrange="row"),
                     ZoneSpot("p{p}.cauldron", "Cauldron", 5.8, 2.4, 1.0, 1.1, arrange="pile"))
        return TableLayout(
            spots, board=BoardSpot(-4.5, -2.2, 9.0, 4.4), counters=("counter",),
            player_fields=(("p{p}.form", "Form"), ("p{p}.trap", "Traps left")),
            notes={"board": "Drag a fighter to a highlighted space to move it, or onto an enemy to attack."},
        )


GAME = UnmatchedGame

"""Unmatched card data: hero character cards, action cards and battlefields.

A hero card carries everything the rules need about a character: the hero's
numbers, sidekicks, forms (stances, identities, sizes), board tokens and the
special ability, either as data (``triggers``/``modifiers``) or as a named
``ability`` function. Action cards carry value, boost, who may use them, the
timed texts and, where the engine can resolve them from data, ``effects``.
Battlefields live in ``cards/unmatched/battlefields`` (see ``unmatched_board``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from tabletop.carddb.model import CardBase, ExtraKind, GameSchema
from tabletop.carddb.schema import CardRef
from tabletop.games.unmatched import hero_rules
from tabletop.games.unmatched.battlefield_data import Battlefield
from tabletop.games.unmatched.card_parts import Counter, Ingredient
from tabletop.games.unmatched.item_data import ItemSet

KEY = re.compile(r"^[a-z][a-z0-9_]*$")
GENERIC_USERS = ("any", "hero", "sidekick")

Attack = Literal["melee", "ranged"]
Size = Literal["normal", "large", "small"]

CARD_TIMINGS = ("immediately", "during_combat", "after_combat")
HERO_TIMINGS = (
    "start_of_turn", "end_of_turn", "after_attack", "after_combat", "after_maneuver",
    "after_scheme", "token_removed", "ally_defeated",
)
Timing = Literal[
    "immediately", "during_combat", "after_combat", "scheme",
    "start_of_turn", "end_of_turn", "after_attack", "after_maneuver", "after_scheme",
    "token_removed", "ally_defeated", "spell",
]
Action = Literal[
    "draw",            # you draw `amount` cards
    "deal_damage",     # `amount` damage to `target`
    "recover",         # `target` recovers `amount` health (never above its maximum)
    "move",            # `target` moves up to `amount` spaces
    "place",           # `target` is placed in an empty space (`where`)
    "discard",         # `target` player discards `amount` cards of their choice
    "discard_random",  # `target` player discards `amount` random cards
    "value_bonus",     # this card's value +`amount` (DURING COMBAT)
    "cancel_effects",  # cancel the effects on the opponent's card
    "prevent_damage",  # `target` takes no combat damage this combat
    "boost",           # you may BOOST this card
    "gain_action",     # gain `amount` actions
    "place_token",     # place up to `amount` of `token` (`where`)
    "change_form",     # change to `form`, or to the next form when `form` is empty
    "search_card",     # search deck and discard pile for `card`, add it to hand
    "blind_boost",     # reveal the top card of your deck, add its boost to this card, discard it
    "bonus_attack",    # after this combat, attack the same defender again with value `amount`
    "end_turn",        # end the turn: the action's cleanup, then the end of the turn
    "summon",          # place `amount` of your later-joining sidekicks near `target` (`where`)
    "gain_counter",    # gain `amount` of the hero's `counter` (never above its maximum)
    "value_per_counter",  # this card's value +`amount` for each `counter` you have (none spent)
    "spend_for_value",    # spend any number of `counter`: this card's value +`amount` for each
    "hurt_to_summon",  # `target` takes `amount` damage to summon a sidekick (`where`); "may"
    "value_per_discarded",  # this card's value +`amount` per card of `card_kind` in your discard pile
    "take_from_discard",    # take every card of `card_kind` from your discard pile into your hand
    "look_at_hand",    # you look at your opponent's hand (only you see it)
    "cast_spell",      # you may cast one spell your cauldron has the ingredients for (cauldron.py)
    "value_per_ingredient",  # this card's value +`amount` for each different ingredient in your cauldron
    "leave_board",     # `target` leaves the board undefeated; back at your next turn's start (then draw `amount`)
    "pin",             # `target` cannot leave its space (move or be placed) until the end of the turn
    "reveal",          # reveal the top `amount` cards of `target` player's deck to everyone; they stay there
]
Target = Literal[
    "this_fighter", "your_hero", "your_fighter", "each_your_fighter",
    "opponent_fighter", "combat_fighter", "opposing_fighter", "opposing_hero",
    "opposing_fighter_in_zone", "each_opposing_fighter_in_zone",
    "opposing_fighter_adjacent", "each_opposing_fighter_adjacent", "any_fighter",
    "each_combat_fighter", "you", "opponent", "each_your_sidekick", "each_other_fighter_in_zone",
    "fighter_adjacent", "each_fighter_adjacent",
]
Condition = Literal[
    "always", "won_combat", "lost_combat", "attacking", "defending",
    "no_opposing_fighter_in_zone", "ally_defeated", "ally_standing",
    "no_sidekick_left", "stayed_put", "on_own_token", "first_action", "started_on_own_token",
]
Where = Literal["any", "zone", "adjacent"]
StandingCondition = Literal["attacked_earlier_this_turn", "no_sidekick_left", "on_own_token"]

HERO_ABILITIES = ("king_arthur_boost_attack", *hero_rules.ABILITIES)
"""Named hero abilities the engine resolves (combat.py)."""
CARD_EFFECT_NAMES = (
    "arrow_from_cover", "gorgons_visage", "arrange_top_then_draw", "look_at_hand_and_discard",
    "archery_contest", "split_mind",
    # hero_tokens.py (Beowulf's Rage)
    "remnant_of_valor", "ancient_heirloom", "no_contest_expecteth", "equal_of_grendel",
    "vigor_and_courage", "golden_drinking_horn", "swap_with_hero",
    # hero_cards.py (Achilles, Sinbad, Sun Wukong)
    "day_of_your_doom", "return_from_discard", "blessed_by_hermes", "under_achilles_helm",
    "momentous_shift", "infinite_strikes", "tricked_you", "taunting_laughter", "ox_form", "tortoise_form",
    "golden_chain_mail", "seventy_two_transformations", "fiery_eyes", "phoenix_form",
    # summoning.py
    "sly_monkey",
    # cauldron.py (the Wayward Sisters)
    "discard_to_cauldron", "stars_align", "cauldron_to_hand", "ward", "pricking_of_my_thumbs", "hurly_burly",
    "unnatural_remedy", "something_wicked", "prophecy",
    *hero_rules.CARD_EFFECTS,
)
"""Named card effects the engine resolves (abilities.CARD_EFFECTS has one function for each)."""
AUTOMATED_FORM_CHANGES = ("choose_at_start_of_turn", "chosen_at_setup", "by_cards")
NOT_YET = "the engine does not play it yet: leave it out and mark the card automation: manual"

NEEDS_AMOUNT = {"draw", "deal_damage", "recover", "move", "discard", "discard_random",
                "value_bonus", "gain_action", "place_token", "bonus_attack", "summon",
                "gain_counter", "value_per_counter", "spend_for_value", "hurt_to_summon",
                "value_per_discarded", "value_per_ingredient", "reveal"}
COUNTER_ACTIONS = {"gain_counter", "value_per_counter", "spend_for_value"}
MAY_HAVE_AMOUNT = {"leave_board"}  # the cards drawn when the fighter comes back
PLAYER_TARGETS = {"you", "opponent"}


@dataclass(frozen=True, kw_only=True)
class Effect:
    """One common effect the rules engine resolves from data."""

    when: Timing
    do: Action
    amount: int = 0
    target: Target = "this_fighter"
    condition: Condition = "always"
    form: str | None = None  # only while the hero is in this form
    optional: bool = False  # the text says "may"
    where: Where = "any"
    token: str | None = None
    card: CardRef | None = None
    counter: str | None = None  # the hero's counter (Rage) a counter action uses
    ally: str | None = None  # a fighter key: the ally of an ally_defeated timing or condition
    also: Condition = "always"  # a second condition that must hold too
    card_kind: str | None = None  # a word in card names (Voyage): *_discarded, take_from_discard
    empty: bool = True  # "place ... in a space" without "empty": an occupied space may be chosen (and fails)
    source: int = 0  # Source cards: only the highest threshold met by the Source cards in your discard
    through: bool = False  # a move that may go through opposing fighters

    def problems(self) -> list[str]:
        found = []
        if (self.do in COUNTER_ACTIONS) != bool(self.counter):
            found.append(f"'{self.do}' {'needs' if self.do in COUNTER_ACTIONS else 'takes no'} counter")
        uses_ally = self.when == "ally_defeated" or "ally_defeated" in (self.condition, self.also) \
            or "ally_standing" in (self.condition, self.also)
        if uses_ally != bool(self.ally):
            found.append("an ally is named exactly when the timing or a condition is about an ally")
        if (self.do in ("value_per_discarded", "take_from_discard")) != bool(self.card_kind):
            found.append("'card_kind' goes with value_per_discarded and take_from_discard (which need one)")
        if self.through and self.do != "move":
            found.append("'through: true' only means something for 'move'")
        if not self.empty and self.do != "place":
            found.append("'empty: false' only means something for 'place'")
        if self.source < 0:
            found.append("'source' is a number of Source cards (0 or more)")
        if self.do in NEEDS_AMOUNT and self.amount < 1:
            found.append(f"'{self.do}' needs an amount of at least 1")
        if self.do not in NEEDS_AMOUNT | MAY_HAVE_AMOUNT and self.amount:
            found.append(f"'{self.do}' takes no amount")
        if self.do in ("discard", "discard_random") and self.target not in PLAYER_TARGETS:
            found.append(f"'{self.do}' needs a player target (you or opponent), not '{self.target}'")
        if self.do == "place_token" and not self.token:
            found.append("'place_token' needs a token")
        if self.token and self.do not in ("place_token", "draw"):
            found.append(f"'token' means nothing for '{self.do}'")
        if self.do == "search_card" and not self.card:
            found.append("'search_card' needs a card")
        if self.do in ("draw", "gain_action", "look_at_hand", "reveal") and self.target not in PLAYER_TARGETS:
            found.append(f"'{self.do}' needs a player target (you or opponent), not '{self.target}'")
        if self.do in ("value_bonus", "blind_boost", "value_per_counter", "spend_for_value",
                       "value_per_discarded", "value_per_ingredient") \
                and self.when != "during_combat":
            found.append(f"'{self.do}' happens DURING COMBAT")
        if self.do == "bonus_attack" and self.when != "after_combat":
            found.append("'bonus_attack' happens AFTER COMBAT")
        return found


@dataclass(frozen=True, kw_only=True)
class Modifier:
    """A standing change to a number while its condition holds (e.g. a stance)."""

    stat: Literal["attack_value", "defense_value", "combat_damage_taken", "move", "reach"]
    amount: int
    fighter: str = "hero"  # hero, sidekick, any, or a fighter key
    form: str | None = None
    while_defeated: str | None = None  # only while this fighter (a key) of the hero is defeated
    per_discarded: str | None = None  # amount × cards in your discard pile with this word in their name
    condition: Literal["always", "attacked_earlier_this_turn", "no_sidekick_left", "on_own_token"] = "always"

    def problems(self) -> list[str]:
        return ["a reach modifier must leave reach at least 1 (add, not take away)"] \
            if self.stat == "reach" and self.amount < 0 else []


@dataclass(frozen=True, kw_only=True)
class Fighter:
    """A sidekick group (or one of several heroes): ``count`` tokens of ``health`` each."""

    key: str
    name: str
    health: int
    count: int = 1
    attack: Attack
    move: int | None = None  # None: the hero's move value
    size: Size = "normal"
    reach: int = 1  # spaces away a melee attack reaches, ignoring zones
    on_board_at_start: bool = True  # False: summoned later (clones, squirrels...)

    def problems(self) -> list[str]:
        found = []
        if not KEY.match(self.key) or self.key in GENERIC_USERS:
            found.append(f"fighter key '{self.key}' should be lower_snake_case and not any/hero/sidekick")
        if self.health < 1 or self.count < 1 or self.reach < 1:
            found.append(f"'{self.name}' needs health, count and reach of at least 1")
        return found


@dataclass(frozen=True, kw_only=True)
class Form:
    """A stance, identity or size the hero switches between."""

    key: str
    name: str
    text: str = ""
    start: bool = False  # the form the game starts in


@dataclass(frozen=True, kw_only=True)
class Token:
    """A hero's own board tokens (traps, fog...)."""

    key: str
    name: str
    count: int
    text: str = ""
    placed_at_setup: int = 0
    needs_empty_space: bool = True  # may not go where a fighter or token is
    trigger: Literal["none", "opponent_enters"] = "none"
    enter_damage: int = 0
    stops_movement: bool = False
    removed_when_triggered: bool = False
    ability: str | None = None

    def problems(self) -> list[tuple[str, str]]:
        found = []
        if self.placed_at_setup < 0 or self.placed_at_setup > self.count:
            found.append(("placed_at_setup", f"{self.name}: placed_at_setup should be 0 to count ({self.count})"))
        if self.ability:
            found.append(("ability", f"token ability '{self.ability}': {NOT_YET}"))
        if self.count < 1:
            found.append(("count", f"{self.name}: count should be at least 1"))
        return found


@dataclass(frozen=True, kw_only=True)
class SetupChoice:
    """A choice the player makes during setup (gear, sidekick, hero...)."""

    key: str
    prompt: str
    options: tuple[str, ...]
    when: Literal["before_draw", "after_placement"] = "before_draw"
    sets: Literal["form", "sidekick", "hero", "other"] = "other"  # what the options name


@dataclass(frozen=True, kw_only=True)
class Spell:
    """A spell cast from the cauldron (cauldron.py): the ingredients it needs and what it does."""

    key: str
    name: str
    text: str
    snake: int = 0  # cards with this ingredient needed in the cauldron
    bat: int = 0
    lizard: int = 0
    effects: tuple[Effect, ...]

    def needs(self) -> dict[str, int]:
        return {"snake": self.snake, "bat": self.bat, "lizard": self.lizard}

    def problems(self) -> list[str]:
        found = []
        if min(self.needs().values()) < 0 or not sum(self.needs().values()):
            found.append(f"spell '{self.key}' needs at least one ingredient (and none negative)")
        found += [f"spell '{self.key}': its effects happen 'spell', not '{e.when}'"
                  for e in self.effects if e.when != "spell"]
        return found


FormChange = Literal[
    "choose_at_start_of_turn", "cycle_at_end_of_turn", "after_winning_attack",
    "chosen_at_setup", "by_cards",
]


@dataclass(frozen=True, kw_only=True)
class Hero(CardBase):
    """A character card: the hero, sidekicks and special ability."""

    type: Literal["hero"]
    character: str = ""  # the box's character name when it differs (e.g. InGen)
    health: int
    move: int
    attack: Attack
    size: Size = "normal"
    reach: int = 1
    ability_title: str = ""
    ability: str | None = None
    triggers: tuple[Effect, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    sidekicks: tuple[Fighter, ...] = ()
    choose_sidekicks: int = 0  # 0: all sidekicks; n: choose n of them at setup
    extra_heroes: tuple[Fighter, ...] = ()  # characters that are several heroes
    forms: tuple[Form, ...] = ()
    form_change: FormChange | None = None
    tokens: tuple[Token, ...] = ()
    setup_choices: tuple[SetupChoice, ...] = ()
    starting_hand: int = 5
    hand_limit: int = 7
    deck_size: int = 30  # Elektra's deck has 20 cards
    shared_cards: tuple[CardRef, ...] = ()  # shared action cards in this hero's deck
    counters: tuple[Counter, ...] = ()  # numbers the hero keeps (Rage): hero_tokens.py
    fighter_name: str = ""  # the name of the hero's own fighter, when not the card's (First Sister)
    cauldron: bool = False  # discarded cards go into a cauldron; spells are cast from it (cauldron.py)
    spells: tuple[Spell, ...] = ()

    def fighter_keys(self) -> set[str]:
        return {f.key for f in (*self.sidekicks, *self.extra_heroes)}

    def stats_line(self) -> str:
        line = f"Hero · {self.health} health · move {self.move} · {self.attack}"
        for side in self.sidekicks:
            count = f"{side.count}× " if side.count > 1 else ""
            line += f" · {count}{side.name} {side.health} {side.attack}"
        return line

    def problems(self) -> list[str | tuple[str, str]]:
        found: list[str | tuple[str, str]] = []
        if self.health < 1 or self.move < 0 or self.reach < 1:
            found.append("health and reach must be at least 1 and move at least 0")
        if self.ability and self.ability not in HERO_ABILITIES:
            found.append(("ability", f"unknown hero ability '{self.ability}' (known: {', '.join(HERO_ABILITIES)})"))
        if self.choose_sidekicks:
            found.append(("choose_sidekicks", f"choosing sidekicks at setup: {NOT_YET}"))
        if self.size == "small":
            found.append(("size", "only sidekicks may be small (a small hero has no rule in the engine)"))
        if self.form_change is not None and self.form_change not in AUTOMATED_FORM_CHANGES:
            found.append(("form_change", f"form_change {self.form_change}: {NOT_YET}"))
        for choice in self.setup_choices:
            if choice.sets != "form" or choice.when != "after_placement":
                found.append(("setup_choices", f"setup choice '{choice.key}' ({choice.sets}, {choice.when}): "
                                               "only a form chosen after placement is played by the engine"))
        keys = [f.key for f in (*self.sidekicks, *self.extra_heroes)]
        found += [f"fighter key '{k}' is used twice" for k in sorted(set(keys)) if keys.count(k) > 1]
        for what, named in (("spell", [s.key for s in self.spells]), ("setup choice", [c.key for c in self.setup_choices])):
            found += [f"{what} key '{k}' is used twice" for k in sorted(set(named)) if named.count(k) > 1]
        if not 0 <= self.choose_sidekicks <= len(self.sidekicks):
            found.append(f"choose_sidekicks is {self.choose_sidekicks} but there are {len(self.sidekicks)} sidekicks")
        found += self._form_problems()
        tokens = {t.key for t in self.tokens}
        for effect in self.triggers:
            if effect.when not in HERO_TIMINGS:
                found.append(f"a hero trigger cannot happen '{effect.when}' ({', '.join(HERO_TIMINGS)})")
            if effect.token and effect.token not in tokens:
                found.append(f"trigger names unknown token '{effect.token}'")
            if effect.when == "token_removed" and not effect.token:
                found.append("a token_removed trigger needs a token")
        data = (self.ability, self.triggers, self.modifiers, self.forms, self.tokens, self.counters)
        counters = {c.key for c in self.counters}
        found += [f"counter '{k}' has the key of a token" for k in sorted(counters & tokens)]
        for effect in (*self.triggers, *(e for s in self.spells for e in s.effects)):
            if effect.counter and effect.counter not in counters:
                found.append(f"an effect names unknown counter '{effect.counter}'")
            if effect.ally and effect.ally not in keys:
                found.append(f"an effect names unknown ally '{effect.ally}'")

        if self.text and not any(data) and self.size == "normal" and self.automation == "auto":
            found.append(
                "the special ability has no ability name, triggers, modifiers, forms or tokens "
                "and is not marked automation: manual"
            )
        for modifier in self.modifiers:
            if modifier.fighter not in (*GENERIC_USERS, *keys):
                found.append(f"modifier names unknown fighter '{modifier.fighter}'")
        if bool(self.spells) != self.cauldron:
            found.append("spells go with cauldron: true (and a cauldron needs spells)")
        if not 1 <= self.deck_size <= 60:
            found.append("deck_size should be 1 to 60")
        if self.starting_hand < 0 or self.hand_limit < 1:
            found.append("starting_hand must be at least 0 and hand_limit at least 1")
        return found

    def _form_problems(self) -> list[str]:
        found = []
        forms = [f.key for f in self.forms]
        found += [f"form '{k}' is listed twice" for k in sorted(set(forms)) if forms.count(k) > 1]
        starts = [f.key for f in self.forms if f.start]
        if self.forms and self.form_change != "chosen_at_setup" and len(starts) != 1:
            found.append("exactly one form must be marked start: true")
        if self.forms and self.form_change is None:
            found.append("a hero with forms needs form_change")
        if self.form_change and len(self.forms) < 2:
            found.append("form_change needs at least two forms")
        for choice in self.setup_choices:
            if choice.sets == "form":
                found += [f"setup choice '{choice.key}' offers unknown form '{o}'" for o in choice.options if o not in forms]
            if choice.sets == "sidekick":
                keys = {s.key for s in self.sidekicks}
                found += [f"setup choice '{choice.key}' offers unknown sidekick '{o}'" for o in choice.options if o not in keys]
        if self.form_change == "chosen_at_setup" and not any(c.sets == "form" for c in self.setup_choices):
            found.append("form_change chosen_at_setup needs a setup choice that sets the form")
        used = [e.form for e in self.triggers] + [m.form for m in self.modifiers]
        found += [f"unknown form '{k}'" for k in sorted({k for k in used if k and k not in forms})]
        return found


@dataclass(frozen=True, kw_only=True)
class Ongoing:
    """An ongoing scheme's lasting part (schemes.py): it stays face up after its effect
    until ``discard_if`` holds at the end of its owner's turn."""

    text: str
    discard_if: Literal["did_not_attack", "hand_at_least", "no_sidekick_in_hero_zone"]
    amount: int = 0  # hand_at_least: the number of cards
    triggers: tuple[Effect, ...] = ()  # start_of_turn, end_of_turn, after_combat (a combat of yours)
    guard: Literal["none", "opponents_gain_no_actions", "no_forced_discard", "hero_takes_no_effect_damage"] = "none"

    def problems(self) -> list[str]:
        found = [f"an ongoing trigger cannot happen '{e.when}' (start_of_turn, end_of_turn, after_combat)"
                 for e in self.triggers if e.when not in ("start_of_turn", "end_of_turn", "after_combat")]
        if (self.discard_if == "hand_at_least") != (self.amount > 0):
            found.append("'amount' is the hand size for discard_if: hand_at_least (and only for it)")
        return found


@dataclass(frozen=True, kw_only=True)
class ActionCard(CardBase):
    """An attack, defense, versatile or scheme card of a hero's deck."""

    type: Literal["attack", "defense", "versatile", "scheme"]
    hero: CardRef | None = None  # the hero whose deck holds it; None: a shared card
    fighter: str = "any"  # any, hero, sidekick, or a fighter key of the hero
    value: int | None = None
    boost: int | None = None  # None: cannot boost
    quantity: int = 1  # copies in a deck
    immediately: str = ""
    during_combat: str = ""
    after_combat: str = ""
    effects: tuple[Effect, ...] = ()
    effect: str | None = None  # a named function resolving the whole card text
    uncancellable: bool = False  # "this card's effects cannot be cancelled"
    ingredient: Ingredient | None = None  # its ingredient in a cauldron (cauldron.py)
    ongoing: Ongoing | None = None  # an ongoing scheme (stays face up; see schemes.py)
    source_card: bool = False  # a Source card (Ciri): counted in your discard pile by Source thresholds
    gear: str | None = None  # a gear kind (Geralt): a deck holds one card of each kind (deck_rules.py)
    # play rules while a standing condition holds (play_rules.py): a defense card that may also be
    # played as an attack; an attack card laid face up to attack an opposing fighter in any space
    attack_if: StandingCondition | None = None
    anywhere_if: StandingCondition | None = None

    def stats_line(self) -> str:
        value = "" if self.value is None else f" {self.value}"
        boost = "" if self.boost is None else f" · boost {self.boost}"
        return f"{self.type.title()}{value}{boost} · {self.fighter.upper()} · ×{self.quantity}"

    def timed_texts(self) -> dict[str, str]:
        return {"immediately": self.immediately, "during_combat": self.during_combat,
                "after_combat": self.after_combat}

    def problems(self) -> list[str | tuple[str, str]]:
        found: list[str | tuple[str, str]] = []
        texts = self.timed_texts()
        if self.type == "scheme":
            if self.value is not None:
                found.append("a scheme has no value")
            found += [f"a scheme has no '{k}' text" for k, v in texts.items() if v]
            allowed = {"scheme"}
            said = {"scheme"} if self.text else set()
        else:
            if self.value is None or self.value < 0:
                found.append(f"a {self.type} card needs a value of 0 or more")
            allowed = set(CARD_TIMINGS)
            said = {k for k, v in texts.items() if v}
        if self.boost is not None and self.boost < 0:
            found.append("boost cannot be negative")
        if not 1 <= self.quantity <= 30:
            found.append("quantity should be 1 to 30")
        if not KEY.match(self.fighter):
            found.append(f"fighter '{self.fighter}' should be any, hero, sidekick or a fighter key")
        timings = {e.when for e in self.effects}
        found += [f"a {self.type} card cannot have '{t}' effects" for t in sorted(timings - allowed)]
        found += [f"'{t}' effects need matching card text" for t in sorted((timings & allowed) - said)]
        if self.effect and self.effects:
            found.append("give either 'effect' (a named function) or 'effects', not both")
        if self.attack_if is not None and self.type != "defense":
            found.append("only a defense card can be played as an attack too (attack_if)")
        if self.anywhere_if is not None and self.type not in ("attack", "versatile"):
            found.append("only an attack or versatile card can attack in any space (anywhere_if)")
        if self.ongoing is not None and self.type != "scheme":
            found.append("only a scheme can be ongoing")
        if self.effect and self.effect not in CARD_EFFECT_NAMES:
            found.append(("effect", f"unknown named effect '{self.effect}' (known: {', '.join(CARD_EFFECT_NAMES)})"))
        unresolved = said - timings
        if unresolved and not self.effect and self.automation == "auto":
            found.append(
                f"text at {', '.join(sorted(unresolved))} has no effects, no named 'effect' "
                "and is not marked automation: manual"
            )
        return found


CARD_TYPES = {"hero": Hero, "attack": ActionCard, "defense": ActionCard,
              "versatile": ActionCard, "scheme": ActionCard}

SCHEMA = GameSchema(
    game="unmatched",
    card_types=CARD_TYPES,
    extras=(ExtraKind(kind="battlefield", folder="battlefields", schema=Battlefield),  # the board kind: first
            ExtraKind(kind="battlefield_items", folder="items", schema=ItemSet)),
)

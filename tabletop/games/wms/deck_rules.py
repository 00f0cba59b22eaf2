"""Deck legality for WMS: The Card Game.

Sections: ``main`` (the 60 cards), ``tokens`` (Token cards, kept beside the
deck) and ``special`` (race rules cards). Options: ``commander`` (the card id
of the Commander to use) and ``reserves`` (up to 3 comma-separated card ids
with the Reserves keyword that start in the Reserves Zone).

The rulebook gives deck-building limits only for custom decks; a ready-made
race deck is checked against the same limits plus "all cards of one race", so
every shipped deck is also a legal custom deck.
"""

from __future__ import annotations

from collections import Counter

from tabletop.carddb.deck_rules import DeckRules
from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.games.wms.card_keywords import RACE_KEYWORDS
from tabletop.games.wms.cards import RACE_NAMES, Special, Token, Unit

FORMATS: dict[str, str] = {
    "race": (
        "Race deck: 60 cards of one race (Token and special cards apart), at least one "
        "Commander unit, at most 2 copies of a unit or equipment card (Common: any), "
        "1 of a Unique, power or command card."
    ),
    "custom": (
        "Custom deck, if both players agree: the same limits, but races may be mixed."
    ),
}

TOKENS = "tokens"
SPECIAL = "special"
SECTIONS = (MAIN, TOKENS, SPECIAL)
OPTIONS = ("commander", "reserves")
DECK_SIZE = 60
MAX_RESERVES = 3
_ARTICLE = {"unit": "a Unit card", "equipment": "an Equipment card"}


def deck_format(deck: Deck) -> str:
    return deck.format or next(iter(FORMATS))


def has_keyword(card: CardBase, name: str) -> bool:
    return isinstance(card, Unit | Token) and name in card.keyword_names()


def home_section(card: CardBase) -> str:
    """The section a card belongs in."""
    if isinstance(card, Token):
        return TOKENS
    if isinstance(card, Special):
        return SPECIAL
    return MAIN


def counted_cards(deck: Deck, db: CardDatabase) -> Counter[str]:
    """Copies of each card that count toward the 60 (not tokens, not special cards)."""
    counted: Counter[str] = Counter()
    for card_id, number in _in_deck(deck, db).items():
        if home_section(db.cards[card_id]) == MAIN:
            counted[card_id] = number
    return counted


def _in_deck(deck: Deck, db: CardDatabase) -> Counter[str]:
    """Copies of each known card in the deck's known sections (misplaced ones included)."""
    found: Counter[str] = Counter()
    for section, card_id, number in deck.entries():
        if section in SECTIONS and card_id in db.cards and number > 0:
            found[card_id] += number
    return found


def deck_race(deck: Deck, db: CardDatabase) -> str | None:
    """The race most of the deck's counted cards belong to (None for an empty deck)."""
    races: Counter[str] = Counter()
    for card_id, number in counted_cards(deck, db).items():
        races[getattr(db.cards[card_id], "race", "")] += number
    return races.most_common(1)[0][0] if races else None


def reserves_choice(deck: Deck) -> list[str]:
    """The card ids named by the ``reserves`` option, in order."""
    text = deck.options.get("reserves", "")
    return [part.strip() for part in text.split(",") if part.strip()]


def _placement_problems(deck: Deck, db: CardDatabase) -> list[str]:
    problems = []
    for section, cards in deck.sections.items():
        if section not in SECTIONS:
            problems.append(
                f"Section '{section}' is not a WMS deck section ({', '.join(SECTIONS)})."
            )
            continue
        for card_id, number in cards.items():
            card = db.cards.get(card_id)
            if card is None:
                problems.append(f"'{card_id}' is not a WMS card.")
            elif number < 1:
                problems.append(f"{card.name} needs a count of at least 1 in the {section} section.")
            elif home_section(card) != section:
                what = {TOKENS: "a Token card", SPECIAL: "a special card"}.get(
                    home_section(card), f"a {card.type} card"
                )
                problems.append(f"{card.name} is {what}; put it in the {home_section(card)} section.")
    return problems


def _copy_problems(counted: Counter[str], db: CardDatabase) -> list[str]:
    problems = []
    for card_id, number in counted.items():
        card = db.cards[card_id]
        if has_keyword(card, "Unique"):
            if number > 1:
                problems.append(f"{card.name} is Unique; a deck may hold only 1 (found {number}).")
        elif card.type in ("power", "command"):
            if number > 1:
                problems.append(f"{card.name} is a {card.type} card; a deck may hold only 1 (found {number}).")
        elif not has_keyword(card, "Common") and number > 2:
            problems.append(
                f"{card.name} appears {number} times; {_ARTICLE[card.type]} may be included at most twice."
            )
    return problems


def _race_problems(deck: Deck, db: CardDatabase) -> list[str]:
    race = deck_race(deck, db)
    problems = []
    seen = set()
    for _section, card_id, _number in deck.entries():
        card = db.cards.get(card_id)
        if card is None or card_id in seen or race is None:
            continue
        seen.add(card_id)
        if getattr(card, "race", race) != race:
            problems.append(
                f"{card.name} belongs to the {RACE_NAMES[card.race]}; a {RACE_NAMES[race]} race deck "
                f"holds only {RACE_NAMES[race]} cards."
            )
    return problems


def _support_problems(deck: Deck, db: CardDatabase, counted: Counter[str]) -> list[str]:
    """Tokens and special cards the deck's units need beside them."""
    in_deck = _in_deck(deck, db)
    tokens = {cid: n for cid, n in in_deck.items() if isinstance(db.cards[cid], Token)}
    explained = {card.keyword for cid in in_deck if isinstance(card := db.cards[cid], Special)}
    has_swarm_token = any(getattr(db.cards[cid], "swarm", False) for cid in tokens)
    problems = []
    for card_id in counted:
        card = db.cards[card_id]
        if not isinstance(card, Unit):
            continue
        if has_keyword(card, "Swarm") and not has_swarm_token:
            problems.append(f"{card.name} has Swarm, but the deck holds no Swarm Token card.")
        if card.brings is not None:
            token = db.cards.get(card.brings.token)
            if not isinstance(token, Token):
                problems.append(f"{card.name} brings '{card.brings.token}', which is not a Token card.")
            elif tokens.get(token.id, 0) < card.brings.count:
                problems.append(
                    f"{card.name} brings {card.brings.count} {token.name}, but the deck "
                    f"holds {tokens.get(token.id, 0)}."
                )
        for name in sorted(card.keyword_names() & set(RACE_KEYWORDS[card.race])):
            if name not in explained:
                problems.append(
                    f"{card.name} has {name}, but the deck holds no special card explaining it."
                )
    return problems


def _option_problems(deck: Deck, db: CardDatabase, counted: Counter[str]) -> list[str]:
    problems = [
        f"Option '{key}' is not a WMS deck option ({', '.join(OPTIONS)})."
        for key in deck.options
        if key not in OPTIONS
    ]
    named: list[tuple[str, str]] = []
    if "commander" in deck.options:
        named.append(("commander", deck.options["commander"].strip()))
    reserves = reserves_choice(deck)
    if len(reserves) > MAX_RESERVES:
        problems.append(
            f"Option reserves names {len(reserves)} cards; at most {MAX_RESERVES} may start in the Reserves Zone."
        )
    named += [("reserves", card_id) for card_id in reserves]
    for option, card_id in named:
        card = db.cards.get(card_id)
        keyword = option.title()
        if card is None:
            problems.append(f"Option {option}: '{card_id}' is not a WMS card.")
        elif not has_keyword(card, keyword):
            problems.append(f"Option {option}: {card.name} does not have the {keyword} keyword.")
        elif counted[card_id] == 0:
            problems.append(f"Option {option}: {card.name} is not in the deck.")
    wanted = Counter(card_id for _option, card_id in named)
    for card_id, number in wanted.items():
        if 0 < counted[card_id] < number and card_id in db.cards:
            problems.append(
                f"Options name {db.cards[card_id].name} {number} times, but the deck holds {counted[card_id]}."
            )
    return problems


def check_deck(deck: Deck, db: CardDatabase) -> list[str]:
    """Every problem with ``deck`` under its format, one sentence each; [] when legal."""
    problems = []
    fmt = deck_format(deck)
    if fmt not in FORMATS:
        problems.append(f"Format '{fmt}' is not a WMS deck format ({', '.join(FORMATS)}).")
    problems += _placement_problems(deck, db)
    counted = counted_cards(deck, db)
    total = sum(counted.values())
    if total != DECK_SIZE:
        problems.append(
            f"The deck has {total} cards; it needs exactly {DECK_SIZE} (Token and special cards not counted)."
        )
    problems += _copy_problems(counted, db)
    if not any(has_keyword(db.cards[card_id], "Commander") for card_id in counted):
        problems.append("The deck needs at least one Unit card with the Commander keyword.")
    if fmt == "race":
        problems += _race_problems(deck, db)
    problems += _support_problems(deck, db, counted)
    problems += _option_problems(deck, db, counted)
    return problems


DECK_RULES = DeckRules(
    check=check_deck,
    formats=FORMATS,
    sections={MAIN: "Main deck", TOKENS: "Tokens", SPECIAL: "Special"},
    home_section=home_section,
)

"""Deck legality for WCW Nitro CCG.

A Nitro deck has two sections: ``wrestler`` (the player's own Wrestler, one
card) and ``main`` (the deck that is shuffled and drawn from). The printed
rules set only two limits: at most one of each other Wrestler in the deck, and
(because a player whose deck runs out loses) the deck must outlast the opening
hand, whose size is the Wrestler's reputation. The ``house`` format adds a size
range and a copy limit of the project's own for balanced casual play.
"""

from __future__ import annotations

from tabletop.carddb.deck_rules import DeckRules
from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.model import CardDatabase
from tabletop.games.nitro.cards import Wrestler
from tabletop.games.nitro.constants import MAX_COPIES_OF_OTHER_WRESTLER

WRESTLER = "wrestler"
SECTIONS = (WRESTLER, MAIN)

FORMATS: dict[str, str] = {
    "standard": (
        "The printed rules: one Wrestler, at most 1 of each other Wrestler in the "
        "deck, and more cards than the Wrestler's reputation."
    ),
    "house": (
        "Standard plus a house limit (not in the printed rules): 40 to 60 cards "
        "in the deck, at most 4 copies of any card except Nitro cards."
    ),
}

HOUSE_MIN_CARDS = 40
HOUSE_MAX_CARDS = 60
HOUSE_MAX_COPIES = 4


def deck_wrestler(deck: Deck, db: CardDatabase) -> Wrestler | None:
    """The deck's own Wrestler, when its ``wrestler`` section names exactly one."""
    chosen = [cid for cid, n in deck.sections.get(WRESTLER, {}).items() for _ in range(n)]
    if len(chosen) != 1:
        return None
    card = db.cards.get(chosen[0])
    return card if isinstance(card, Wrestler) else None


def starting_hand_size(deck: Deck, db: CardDatabase) -> int | None:
    """Cards drawn at setup: the Wrestler's reputation (None without a Wrestler)."""
    wrestler = deck_wrestler(deck, db)
    return wrestler.reputation if wrestler else None


def _name(card_id: str, db: CardDatabase) -> str:
    card = db.cards.get(card_id)
    return card.name if card else card_id


def _format_problems(deck: Deck) -> list[str]:
    if deck.format and deck.format not in FORMATS:
        known = ", ".join(FORMATS)
        return [f"The format '{deck.format}' is not a Nitro format (known formats: {known})."]
    return []


def _section_problems(deck: Deck, db: CardDatabase) -> list[str]:
    problems = []
    for section in deck.sections:
        if section not in SECTIONS:
            problems.append(
                f"The section '{section}' is not part of a Nitro deck; use 'wrestler' and 'main'."
            )
    for section, card_id, _number in deck.entries():
        if card_id not in db.cards:
            problems.append(f"'{card_id}' in the '{section}' section is not a Nitro card.")
    return problems


def _wrestler_problems(deck: Deck, db: CardDatabase) -> list[str]:
    chosen = deck.sections.get(WRESTLER, {})
    total = sum(chosen.values())
    if total == 0:
        return ["The deck has no Wrestler: put one Wrestler card in the 'wrestler' section."]
    problems = []
    if total > 1:
        problems.append(
            f"The 'wrestler' section holds {total} cards; it takes exactly one Wrestler."
        )
    for card_id in chosen:
        card = db.cards.get(card_id)
        if card is not None and not isinstance(card, Wrestler):
            problems.append(f"{card.name} in the 'wrestler' section is a {card.type} card, not a Wrestler.")
    return problems


def _main_problems(deck: Deck, db: CardDatabase) -> list[str]:
    problems = []
    main = deck.sections.get(MAIN, {})
    own = deck_wrestler(deck, db)
    for card_id, number in main.items():
        if not isinstance(db.cards.get(card_id), Wrestler):
            continue
        if own is not None and card_id == own.id:
            problems.append(
                f"{own.name} is the deck's own Wrestler; only other Wrestlers may go in the deck."
            )
        elif number > MAX_COPIES_OF_OTHER_WRESTLER:
            problems.append(
                f"The deck holds {number} copies of the Wrestler {_name(card_id, db)}; "
                f"only {MAX_COPIES_OF_OTHER_WRESTLER} of each Wrestler is allowed."
            )
    size = sum(main.values())
    if size == 0:
        problems.append("The deck is empty: put cards in the 'main' section.")
    elif own is not None and size <= own.reputation:
        problems.append(
            f"The deck holds {size} cards but {own.name} draws {own.reputation} at the start "
            f"(reputation); it needs at least {own.reputation + 1} cards not to run out at once."
        )
    return problems


def _house_problems(deck: Deck, db: CardDatabase) -> list[str]:
    problems = []
    main = deck.sections.get(MAIN, {})
    size = sum(main.values())
    if not HOUSE_MIN_CARDS <= size <= HOUSE_MAX_CARDS:
        problems.append(
            f"The deck holds {size} cards; the house format needs "
            f"{HOUSE_MIN_CARDS} to {HOUSE_MAX_CARDS}."
        )
    for card_id, number in main.items():
        card = db.cards.get(card_id)
        if card is None or card.type in ("nitro", "wrestler"):
            continue  # Nitro cards are unlimited; Wrestlers are checked by the printed rules
        if number > HOUSE_MAX_COPIES:
            problems.append(
                f"The deck holds {number} copies of {card.name}; the house format "
                f"allows at most {HOUSE_MAX_COPIES} of each card except Nitro cards."
            )
    return problems


def check_deck(deck: Deck, db: CardDatabase) -> list[str]:
    """Every reason the deck is not legal in its format, one sentence each; [] when legal."""
    problems = _format_problems(deck)
    if problems:
        return problems
    problems += _section_problems(deck, db)
    problems += _wrestler_problems(deck, db)
    problems += _main_problems(deck, db)
    if (deck.format or next(iter(FORMATS))) == "house":
        problems += _house_problems(deck, db)
    return problems


DECK_RULES = DeckRules(check=check_deck, formats=FORMATS, sections={WRESTLER: "Wrestler", MAIN: "Main deck"})

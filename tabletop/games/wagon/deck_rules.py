"""W.A.G.O.N. deck legality: standard (40), tournament (60) and the shared quick-game deck.

The rules' deck limits: a standard deck holds exactly 40 cards, a tournament
deck 60, and the quick game's shared deck either size. No deck holds more than
3 copies of the same Character or Plot Device; Bandwidth cards have no limit.
Everything else in the rules (5 Characters and 5 Plot Devices in play, one
copy of a card on the field) is a limit of play, checked by the rules engine.
"""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.carddb.deck_rules import DeckRules
from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.model import CardDatabase
from tabletop.games.wagon.cards import Character

FORMATS: dict[str, str] = {
    "standard": "Standard game: exactly 40 cards, at most 3 copies of a Character or Plot Device.",
    "tournament": "Tournament deck: the standard rules with exactly 60 cards.",
    "quick": "Quick game: one deck of 40 or 60 cards shared by both players.",
}

DECK_SIZES: dict[str, tuple[int, ...]] = {
    "standard": (40,),
    "tournament": (60,),
    "quick": (40, 60),
}
MAX_COPIES = 3
LIMITED_TYPES = frozenset({"character", "plot_device"})  # Bandwidth cards are unlimited
_TYPE_WORDS = {"character": "Character", "plot_device": "Plot Device"}


def format_of(deck: Deck) -> str:
    """The deck's format id; the first of FORMATS when the deck names none."""
    return deck.format or next(iter(FORMATS))


def _sizes_in_words(sizes: Iterable[int]) -> str:
    return " or ".join(str(size) for size in sizes)


def size_problems(deck: Deck, fmt: str) -> list[str]:
    sizes = DECK_SIZES[fmt]
    total = deck.count()
    if total in sizes:
        return []
    exactly = "exactly " if len(sizes) == 1 else ""
    return [f"The deck has {total} cards; a {fmt} deck has {exactly}{_sizes_in_words(sizes)}."]


def copy_problems(deck: Deck, db: CardDatabase) -> list[str]:
    """More than 3 copies of one Character or Plot Device (counted over all sections)."""
    problems = []
    for card_id in dict.fromkeys(card_id for _, card_id, _ in deck.entries()):
        card = db.cards.get(card_id)
        copies = deck.copies(card_id)
        if card is not None and card.type in LIMITED_TYPES and copies > MAX_COPIES:
            problems.append(
                f"The deck has {copies} copies of {card.name}; a deck may hold at most "
                f"{MAX_COPIES} copies of the same {_TYPE_WORDS[card.type]}."
            )
    return problems


def check_deck(deck: Deck, db: CardDatabase) -> list[str]:
    """Every reason the deck is not legal in its format; [] when it is."""
    fmt = format_of(deck)
    if fmt not in FORMATS:
        known = ", ".join(FORMATS)
        return [f"'{fmt}' is not a W.A.G.O.N. deck format (formats: {known})."]
    problems = [
        f"A W.A.G.O.N. deck has only a main section; move the cards of '{name}' into it."
        for name in deck.sections if name != MAIN
    ]
    problems += [
        f"'{card_id}' is not a W.A.G.O.N. card."
        for card_id in dict.fromkeys(cid for _, cid, _ in deck.entries()) if card_id not in db
    ]
    problems += [
        f"{db.cards[card_id].name} is listed with {number} copies; a count must be at least 1."
        for _, card_id, number in deck.entries() if number < 1 and card_id in db
    ]
    problems += size_problems(deck, fmt)
    problems += copy_problems(deck, db)
    return problems


def boost_warnings(deck: Deck, db: CardDatabase) -> list[str]:
    """Boosted Characters whose Boost Requirement no card of the deck can meet.

    Not a legality rule (a Requirement may be met with an opponent's card taken
    over with a control effect), but worth telling a deck builder.
    """
    counts = {cid: deck.copies(cid) for _, cid, _ in deck.entries() if cid in db}
    warnings = []
    for card_id in counts:
        card = db.cards[card_id]
        if not isinstance(card, Character):
            continue
        for need in card.boost:
            available = sum(n for other, n in counts.items()
                            if other != card_id and need.matches(db.cards[other]))
            if available < need.count:
                warnings.append(
                    f"{card.name} needs {need.words()} to boost, "
                    f"but the deck holds {available}."
                )
    return warnings



DECK_RULES = DeckRules(check=check_deck, formats=FORMATS)

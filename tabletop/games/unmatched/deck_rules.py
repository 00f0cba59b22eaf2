"""Unmatched deck legality: a deck is exactly its hero's fixed 30 cards.

There is no deck building in Unmatched. A hero's deck is every action card
whose ``hero`` is that hero, each at its ``quantity``, plus the shared cards
the hero card lists. The deck names its hero in ``options: {hero: <id>}``.
"""

from __future__ import annotations

from tabletop.carddb.deck_rules import DeckRules
from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.model import CardDatabase
from tabletop.games.unmatched.cards import GENERIC_USERS, ActionCard, Hero

DECK_SIZE = 30

FORMATS: dict[str, str] = {
    "fixed": "The hero's own deck as it comes in the box: 30 cards (Elektra 20), Geralt's gear chosen.",
}


def heroes(db: CardDatabase) -> list[Hero]:
    return [card for card in db.cards.values() if isinstance(card, Hero)]


def fixed_deck(hero: Hero, db: CardDatabase, *, all_gear: bool = False) -> dict[str, int]:
    """The hero's deck: card id -> copies (of gear, the first card of each kind unless ``all_gear``)."""
    cards: dict[str, int] = {}
    kinds: set[str] = set()
    for card in db.cards.values():
        if isinstance(card, ActionCard) and card.hero == hero.id:
            if card.gear and not all_gear:
                if card.gear in kinds:
                    continue
                kinds.add(card.gear)
            cards[card.id] = card.quantity
    for card_id in hero.shared_cards:
        card = db.cards.get(card_id)
        if isinstance(card, ActionCard):
            cards[card_id] = card.quantity
    return cards


def deck_for_hero(hero: Hero, db: CardDatabase) -> Deck:
    """The legal deck of ``hero`` (what a new game uses when no deck file is given)."""
    return Deck("unmatched", hero.name, {MAIN: fixed_deck(hero, db)}, "fixed", {"hero": hero.id})


def may_use(card: ActionCard, hero: Hero) -> bool:
    """Whether some fighter of ``hero``'s team can use ``card``."""
    if card.fighter in ("any", "hero"):
        return True
    if card.fighter == "sidekick":
        return bool(hero.sidekicks)
    return card.fighter in hero.fighter_keys()


def hero_of(deck: Deck, db: CardDatabase) -> tuple[Hero | None, str | None]:
    """The deck's hero card, or None and the reason there is none."""
    hero_id = deck.options.get("hero", "")
    if not hero_id:
        return None, "The deck names no hero: set options.hero to a hero card id."
    card = db.cards.get(hero_id)
    if card is None:
        return None, f"The deck's hero '{hero_id}' is not an Unmatched card."
    if not isinstance(card, Hero):
        article = "an" if card.type[0] in "aeiou" else "a"
        return None, f"The deck's hero '{card.name}' is {article} {card.type} card, not a hero."
    return card, None


def check_deck(deck: Deck, db: CardDatabase) -> list[str]:
    """One sentence per problem; [] when the deck is legal."""
    problems = []
    if deck.format and deck.format not in FORMATS:
        problems.append(f"Unknown format '{deck.format}' (Unmatched has: {', '.join(FORMATS)}).")
    for section in deck.sections:
        if section != MAIN:
            problems.append(f"Unmatched decks have only a main section; '{section}' is not allowed.")
    hero, reason = hero_of(deck, db)
    if reason:
        problems.append(reason)
    cards = deck.sections.get(MAIN, {})
    for card_id, count in cards.items():
        card = db.cards.get(card_id)
        if card is None:
            problems.append(f"'{card_id}' is not an Unmatched card.")
        elif isinstance(card, Hero):
            problems.append(f"{card.name} is a hero card; name it in options.hero, not in the deck.")
        elif hero is not None and isinstance(card, ActionCard):
            problems += _card_problems(card, count, hero, db)
    if hero is not None:
        problems += _gear_problems(hero, cards, db)
        for card_id, wanted in fixed_deck(hero, db).items():
            if card_id not in cards and not getattr(db.cards[card_id], "gear", None):
                name = db.cards[card_id].name
                problems.append(f"{hero.name}'s deck needs {wanted} {name}; this deck has none.")
    total = deck.count(MAIN)
    size = hero.deck_size if hero is not None else DECK_SIZE
    if total != size:
        whose = f"{hero.name}'s deck" if hero is not None and size != DECK_SIZE else "an Unmatched deck"
        problems.append(f"The deck has {total} cards; {whose} has exactly {size}.")
    return problems


def _gear_problems(hero: Hero, cards: dict[str, int], db: CardDatabase) -> list[str]:
    """Geralt's gear: exactly one card of each gear kind his cards offer."""
    problems = []
    kinds: dict[str, list[str]] = {}
    for card_id in fixed_deck(hero, db, all_gear=True):
        card = db.cards[card_id]
        if isinstance(card, ActionCard) and card.gear:
            kinds.setdefault(card.gear, []).append(card_id)
    for kind, options in kinds.items():
        chosen = [c for c in options if c in cards]
        if len(chosen) != 1:
            names = " or ".join(db.cards[c].name for c in options)
            problems.append(f"{hero.name}'s deck holds exactly one {kind} gear ({names}); this deck has {len(chosen)}.")
    return problems


def _card_problems(card: ActionCard, count: int, hero: Hero, db: CardDatabase) -> list[str]:
    if card.hero is not None and card.hero != hero.id:
        owner = db.cards.get(card.hero)
        return [f"{card.name} belongs to {owner.name if owner else card.hero}'s deck, not {hero.name}'s."]
    if card.hero is None and card.id not in hero.shared_cards:
        return [f"{card.name} is not part of {hero.name}'s deck."]
    if not may_use(card, hero):
        return [f"{card.name} can only be used by '{card.fighter}', who is not one of {hero.name}'s fighters."]
    if count != card.quantity:
        return [f"{hero.name}'s deck has {card.quantity} {card.name}; this deck has {count}."]
    return []


def library_problems(db: CardDatabase) -> list[str]:
    """Checks across cards that a single card's schema cannot make.

    Every hero's fixed deck has 30 cards; every card names fighters and tokens
    its hero has; shared cards are usable by any fighter.
    """
    problems = []
    for hero in heroes(db):
        total = sum(fixed_deck(hero, db).values())
        if total != hero.deck_size:
            problems.append(f"{hero.name}'s cards add up to {total}, not {hero.deck_size}.")
        for card_id in hero.shared_cards:
            card = db.cards.get(card_id)
            if not isinstance(card, ActionCard) or card.hero is not None:
                problems.append(f"{hero.name} lists '{card_id}' as shared, but it is not a shared action card.")
    summons = ("summon", "hurt_to_summon")
    summoners = {card.hero for card in db.cards.values()
                 if isinstance(card, ActionCard) and any(e.do in summons for e in card.effects)}
    summoners |= {hero.id for hero in heroes(db) if any(e.do in summons for e in hero.triggers)}
    for hero in heroes(db):
        for group in hero.sidekicks:
            if not group.on_board_at_start and hero.id not in summoners:
                problems.append(f"{hero.name}'s {group.name} join later, but no card of {hero.name} summons them.")
    for card in db.cards.values():
        if not isinstance(card, ActionCard):
            continue
        owner = db.cards.get(card.hero) if card.hero else None
        if card.hero is None:
            if card.fighter != "any":
                problems.append(f"Shared card {card.name} must be usable by any fighter.")
            continue
        if not isinstance(owner, Hero):
            problems.append(f"{card.name} names '{card.hero}' as its hero, which is not a hero card.")
            continue
        if card.fighter not in GENERIC_USERS and card.fighter not in owner.fighter_keys():
            problems.append(f"{card.name} names fighter '{card.fighter}', whom {owner.name} does not have.")
        tokens = {t.key for t in owner.tokens}
        counters = {c.key for c in owner.counters}
        forms = {f.key for f in owner.forms}
        for effect in card.effects:
            if effect.token and effect.token not in tokens:
                problems.append(f"{card.name} uses token '{effect.token}', which {owner.name} does not have.")
            if effect.counter and effect.counter not in counters:
                problems.append(f"{card.name} uses counter '{effect.counter}', which {owner.name} does not have.")
            if effect.form and effect.form not in forms:
                problems.append(f"{card.name} checks form '{effect.form}', which {owner.name} does not have.")
            if effect.do == "change_form" and not forms:
                problems.append(f"{card.name} changes form, but {owner.name} has no forms.")
    return problems


DECK_RULES = DeckRules(check=check_deck, formats=FORMATS, library_problems=library_problems)

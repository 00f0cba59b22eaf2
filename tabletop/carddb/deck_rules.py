"""What a game says about decks, as one record: formats, sections, the legality check.

Each game's ``deck_rules.py`` ends with ``DECK_RULES = DeckRules(...)``; the
deck browser, the start screen and ``tabletop validate`` read only this.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.model import CardBase, CardDatabase

Check = Callable[[Deck, CardDatabase], list[str]]


def _no_library_problems(db: CardDatabase) -> list[str]:
    return []


@dataclass(frozen=True)
class DeckRules:
    """A game's deck rules.

    - ``check(deck, db)``: one sentence per problem (empty: legal);
    - ``formats``: format id -> what it allows (the first is the default);
    - ``sections``: section id -> label, in the order a deck lists them;
    - ``section_of_type``: card type -> the section it goes in (the rest: ``main``);
      empty when a player chooses the section;
    - ``library_problems(db)``: problems across cards (a card names a fighter
      its hero lacks), reported by ``tabletop validate``.
    """

    check: Check
    formats: Mapping[str, str] = field(default_factory=dict)
    sections: Mapping[str, str] = field(default_factory=lambda: {MAIN: "Main deck"})
    section_of_type: Mapping[str, str] = field(default_factory=dict)
    library_problems: Callable[[CardDatabase], list[str]] = _no_library_problems
    home_section: Callable[[CardBase], str] | None = None  # overrides section_of_type when given

    @property
    def default_format(self) -> str:
        return next(iter(self.formats), "")

    @property
    def sorts_sections(self) -> bool:
        """Whether cards go to their section by themselves (by type or by the game's rule)."""
        return self.home_section is not None or bool(self.section_of_type)

    def section_for(self, card: CardBase) -> str:
        """The section a card belongs in."""
        if self.home_section is not None:
            return self.home_section(card)
        return self.section_of_type.get(card.type, MAIN)

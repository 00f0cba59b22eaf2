"""The game record's reader of the community's JSON decks (``Game.foreign_decks``).

Reading one is rare and brings in the deck-list matching (RapidFuzz) and the text reader
(:mod:`tabletop.games.unmatched.community_json`), so they are imported when a file is
looked at, not with the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.carddb.foreign import ForeignDeck

FORMAT_NAME = "community JSON deck (unbrewed / unmatched.cards)"


@dataclass(frozen=True)
class CommunityDecks:
    """The reader the game record offers (``Game.foreign_decks``)."""

    format_name: str = FORMAT_NAME

    def sniff(self, text: str) -> bool:
        from tabletop.games.unmatched.community_json import sniff

        return sniff(text)

    def read(self, text: str, source: str) -> ForeignDeck:
        from tabletop.games.unmatched.community_json import read

        return read(text, source)


COMMUNITY_DECKS = CommunityDecks()

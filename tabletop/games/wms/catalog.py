"""Zone names and the static facts of each card definition, parsed once per card database.

Keyword texts are parsed once and kept in a :class:`CardInfo` (cached on the
card database, see ``WmsContext.info``), so the rules never parse keywords
while playing.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.carddb.model import CardDatabase
from tabletop.games.wms.card_keywords import keyword_map, parse_squad
from tabletop.games.wms.cards import (
    Command,
    Effect,
    Equipment,
    Power,
    Special,
    Token,
    Unit,
)

# -- zones --------------------------------------------------------------------
DECK = "deck"
HAND = "hand"
COMMANDER = "commander"
COMMAND = "command"
RESERVES = "reserves"
BATTLEFIELD = "battlefield"
SUPPORT = "support"
GRAVEYARD = "graveyard"
ASIDE = "aside"  # Token cards and special cards, set aside within reach

STYLES = ("cc", "rc")
STYLE_NAMES = {"cc": "CC", "rc": "RC"}
HAND_SIZE = 5
WOUNDS = 4
MAX_RESERVES = 3


# -- card facts -----------------------------------------------------------------
SquadSpec = tuple[tuple[tuple[int, str], ...], ...]


@dataclass(frozen=True, slots=True)
class CardInfo:
    """What the rules need of one card definition."""

    id: str
    name: str
    type: str  # unit, token, equipment, power, command, special
    cc: int = 0
    rc: int = 0
    keywords: frozenset[str] = frozenset()
    psych: int = 0
    squad: SquadSpec = ()
    squad_text: str = ""
    needs_any: frozenset[str] = frozenset()  # restriction: one of these keywords
    needs_none: frozenset[str] = frozenset()  # restriction: none of these keywords
    effects: tuple[Effect, ...] = ()
    turns_tide: bool = False
    recycle: bool = False
    brings: tuple[str, int] | None = None
    ability: str | None = None
    swarm: bool = False
    manual: bool = False
    command_kind: str = ""
    draw: int = 0
    recover: int = 0
    opponent_discards: int = 0
    command_effects: tuple[Effect, ...] = ()  # the Command Ability, used only for a Commander
    command_ability: str | None = None

    def stat(self, style: str) -> int:
        return self.cc if style == "cc" else self.rc

    @property
    def is_unit(self) -> bool:
        return self.type == "unit"

    @property
    def is_fighter(self) -> bool:
        return self.type in ("unit", "token")

    @property
    def unique(self) -> bool:
        return "Unique" in self.keywords

    def allows(self, keywords: frozenset[str]) -> bool:
        """Whether a unit with ``keywords`` may carry this equipment or power card."""
        if self.needs_any and not (self.needs_any & keywords):
            return False
        return not (self.needs_none & keywords)


def _info(card: object) -> CardInfo:
    common = {"id": card.id, "name": card.name, "type": card.type, "manual": card.automation == "manual"}
    if isinstance(card, Unit | Token):
        words = keyword_map(card.keywords)
        squad = words.get("Squad")
        info = dict(
            cc=card.cc, rc=card.rc, keywords=frozenset(words),
            psych=int(words["Psych"]) if words.get("Psych") else 0,
            squad=parse_squad(squad) if squad else (), squad_text=squad or "",
        )
        if isinstance(card, Unit):
            ca = card.command_ability
            info.update(
                effects=card.effects, turns_tide=card.turns_tide, recycle=card.recycle,
                brings=(card.brings.token, card.brings.count) if card.brings else None,
                ability=card.ability,
                command_effects=ca.effects if ca else (), command_ability=ca.ability if ca else None,
            )
        else:
            info["swarm"] = card.swarm
        return CardInfo(**common, **info)
    if isinstance(card, Equipment | Power):
        return CardInfo(
            **common, cc=card.cc, rc=card.rc, keywords=frozenset(keyword_map(card.keywords)),
            needs_any=frozenset(card.restriction.any_of), needs_none=frozenset(card.restriction.none_of),
            effects=card.effects, ability=card.ability,
            turns_tide=isinstance(card, Power) and card.turns_tide,
        )
    if isinstance(card, Command):
        return CardInfo(
            **common, command_kind=card.kind, effects=card.effects, draw=card.draw,
            recover=card.recover, opponent_discards=card.opponent_discards, ability=card.ability,
        )
    if isinstance(card, Special):
        return CardInfo(**common, ability=card.ability)
    return CardInfo(**common)


def card_infos(db: CardDatabase) -> dict[str, CardInfo]:
    """The CardInfo of every card of a database (built once per database, see WmsContext)."""
    return {card_id: _info(card) for card_id, card in db.cards.items()}

"""WildStorms CCG card schema (game id ``wildstorms``).

Resource cards (shuffled into the deck, each with a deck point cost) are
characters, attack and defense combat cards, equipment, weapon enhancements,
plot twists, obstacles and side missions. Battlesites and prizes are kept
apart from the resource deck and cost nothing.

Red text (campaign-only) is ``campaign_only: true``; a card with mixed black
and red text keeps its red part in ``campaign_text``. Vocabulary and the
structured parts live in wildstorms_terms.py; the classes in
wildstorms_cards.py and wildstorms_plays.py.
"""

from __future__ import annotations

from tabletop.carddb.model import GameSchema
from tabletop.games.wildstorms.card_plays import (
    Battlesite,
    Obstacle,
    PlotTwist,
    Prize,
    SideMission,
)
from tabletop.games.wildstorms.card_resources import (
    AttackCard,
    Character,
    CombatCard,
    DefenseCard,
    Enhancement,
    Equipment,
    ResourceCard,
)

__all__ = [
    "SCHEMA",
    "RESOURCE_TYPES",
    "AttackCard",
    "Battlesite",
    "Character",
    "CombatCard",
    "DefenseCard",
    "Enhancement",
    "Equipment",
    "Obstacle",
    "PlotTwist",
    "Prize",
    "ResourceCard",
    "SideMission",
]

RESOURCE_TYPES = (
    "character",
    "attack",
    "defense",
    "equipment",
    "enhancement",
    "plot_twist",
    "obstacle",
    "side_mission",
)

SCHEMA = GameSchema(
    game="wildstorms",
    card_types={
        "character": Character,
        "attack": AttackCard,
        "defense": DefenseCard,
        "equipment": Equipment,
        "enhancement": Enhancement,
        "plot_twist": PlotTwist,
        "obstacle": Obstacle,
        "side_mission": SideMission,
        "battlesite": Battlesite,
        "prize": Prize,
    },
)

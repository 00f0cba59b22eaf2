"""Named abilities: card text that structured data cannot say, by name.

- ``ON_PLAY``: a Unit card's ability when its play is fought (after values
  are compared); returns the steps it adds to the queue.
- ``ON_COMMAND``: an immediate command card's ability when played.
- ``LINGERING``: extra effects of a lingering command card on top of the stack.
- ``COMMAND_ABILITIES``: a Command Ability offering moves while a play is built.
- ``SPECIAL``: a race rules card's ability, the race keyword it explains.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.carddb.schemas.wms import Effect
from tabletop.engine.game import Action
from tabletop.engine.state import State
from tabletop.engine.transaction import Builder
from tabletop.games.wms.actions import Foresight
from tabletop.games.wms.catalog import DECK, HAND, RESERVES, commander, info, other, zone
from tabletop.games.wms.flow import draw, item

QueueItems = list[dict[str, Any]]

CHAOS_KEYWORDS = ("Fear", "Fury", "Stealth", "Enfeeble")


# -- when a unit's play is fought ---------------------------------------------------------------
def apothecary_tend(step: Builder, player: int, card: str) -> QueueItems:
    """You may put 1 Unit card from your Graveyard at the bottom of your deck."""
    return [item("tend", player, why=info(step.state, card).name)]


def ascended_prince_tribute(step: Builder, player: int, card: str) -> QueueItems:
    """Your opponent discards 1 card of their choice."""
    return [item("discard", other(player), count=1, why=info(step.state, card).name)]


ON_PLAY: dict[str, Callable[[Builder, int, str], QueueItems]] = {
    "apothecary_tend": apothecary_tend,
    "ascended_prince_tribute": ascended_prince_tribute,
}


# -- command cards ---------------------------------------------------------------------------------
def dark_pact(step: Builder, player: int, card: str) -> QueueItems:
    """Draw 3, then discard 2."""
    step.note("Dark Pact: draw 3 cards, then discard 2.")
    if not draw(step, player, 3):
        return []
    return [item("discard", player, count=2, why="Dark Pact")]


def reinforcements(step: Builder, player: int, card: str) -> QueueItems:
    """Swap a card of the Reserves Zone with a Reserves card from hand."""
    return [item("swap_reserve", player, why="Reinforcements")]


def mark_of_chaos(step: Builder, player: int, card: str) -> QueueItems:
    """Name Fear, Fury, Stealth or Enfeeble: your Character units have it while on top."""
    return [item("name_keyword", player, card=card, why="Mark of Chaos")]


ON_COMMAND: dict[str, Callable[[Builder, int, str], QueueItems]] = {
    "dark_pact": dark_pact,
    "reinforcements": reinforcements,
    "mark_of_chaos": mark_of_chaos,
}


def chaos_effects(state: State, card: str) -> tuple[Effect, ...]:
    named = state.data.get("named", {}).get(card)
    return (Effect(to="yours", only=("Character",), gain=(named,)),) if named else ()


LINGERING: dict[str, Callable[[State, str], tuple[Effect, ...]]] = {
    "mark_of_chaos": chaos_effects,
}


def swap_options(state: State, player: int) -> list[tuple[str, str]]:
    """(card in hand, card in the Reserves Zone) pairs Reinforcements may swap."""
    hand = [c for c in state.zones[zone(player, HAND)].cards
            if info(state, c).is_unit and "Reserves" in info(state, c).keywords]
    return [(card, reserve) for card in hand for reserve in state.zones[zone(player, RESERVES)].cards]


# -- Command Abilities offering moves ------------------------------------------------------------------
def commander_used(state: State, player: int) -> bool:
    return f"commander:{player}" in state.data.get("used", ())


def use_commander(step: Builder, player: int) -> None:
    """Spend the Commander's once-per-Fight ability: tap the card."""
    step.set_data("used", (*step.state.data.get("used", ()), f"commander:{player}"))
    chief = commander(step.state, player)
    if chief is not None:
        step.set_card(chief, "rotation", 90)


def librarian_foresight(state: State, player: int) -> list[Action]:
    """Once each Fight before a Draw Step: order the top 2 cards of the deck."""
    deck = state.zones[zone(player, DECK)].cards
    if commander_used(state, player) or len(deck) < 2:
        return []
    return [Foresight(card, info(state, card).name) for card in reversed(deck[-2:])]


COMMAND_ABILITIES: dict[str, Callable[[State, int], list[Action]]] = {
    "librarian_foresight": librarian_foresight,
}

SPECIAL: dict[str, str] = {"possession": "Possession"}
"""Race rules cards: their ability name and the keyword the rules resolve for it."""

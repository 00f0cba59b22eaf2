"""Named abilities: card text that structured data cannot say, by name.

- ``ON_PLAY``: a Unit card's ability when its play is fought (after values
  are compared); returns the steps it adds to the queue.
- ``ON_COMMAND``: an immediate command card's ability when played.
- ``LINGERING`` (in lingering.py): extra effects of a lingering command card on top of the stack.
- ``COMMAND_ABILITIES``: a Command Ability offering moves while a play is built.
- ``SPECIAL``: a race rules card's ability, the race keyword it explains.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.actions import Action
from tabletop.engine.rules.queue import later
from tabletop.engine.values import FrozenDict
from tabletop.games.wms.actions import Foresight
from tabletop.games.wms.catalog import DECK, HAND, RESERVES
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.draws import draw

QueueItems = list[FrozenDict]

CHAOS_KEYWORDS = ("Fear", "Fury", "Stealth", "Enfeeble")


# -- when a unit's play is fought ---------------------------------------------------------------
def apothecary_tend(ctx: WmsContext, player: int, card: str) -> QueueItems:
    """You may put 1 Unit card from your Graveyard at the bottom of your deck."""
    return [later(player, "tend", why=ctx.info(card).name)]


def ascended_prince_tribute(ctx: WmsContext, player: int, card: str) -> QueueItems:
    """Your opponent discards 1 card of their choice."""
    return [later(ctx.other(player), "discard", count=1, why=ctx.info(card).name)]


ON_PLAY: dict[str, Callable[[WmsContext, int, str], QueueItems]] = {
    "apothecary_tend": apothecary_tend,
    "ascended_prince_tribute": ascended_prince_tribute,
}


# -- command cards ---------------------------------------------------------------------------------
def dark_pact(ctx: WmsContext, player: int, card: str) -> QueueItems:
    """Draw 3, then discard 2."""
    ctx.note("Dark Pact: draw 3 cards, then discard 2.")
    if not draw(ctx, player, 3):
        return []
    return [later(player, "discard", count=2, why="Dark Pact")]


def reinforcements(ctx: WmsContext, player: int, card: str) -> QueueItems:
    """Swap a card of the Reserves Zone with a Reserves card from hand."""
    return [later(player, "swap_reserve", why="Reinforcements")]


def mark_of_chaos(ctx: WmsContext, player: int, card: str) -> QueueItems:
    """Name Fear, Fury, Stealth or Enfeeble: your Character units have it while on top."""
    return [later(player, "name_keyword", card=card, why="Mark of Chaos")]


ON_COMMAND: dict[str, Callable[[WmsContext, int, str], QueueItems]] = {
    "dark_pact": dark_pact,
    "reinforcements": reinforcements,
    "mark_of_chaos": mark_of_chaos,
}


def swap_options(ctx: WmsContext, player: int) -> list[tuple[str, str]]:
    """(card in hand, card in the Reserves Zone) pairs Reinforcements may swap."""
    hand = [c for c in ctx.cards_in(player, HAND)
            if ctx.info(c).is_unit and "Reserves" in ctx.info(c).keywords]
    return [(card, reserve) for card in hand for reserve in ctx.cards_in(player, RESERVES)]


# -- Command Abilities offering moves ------------------------------------------------------------------
def commander_used(ctx: WmsContext, player: int) -> bool:
    return f"commander:{player}" in ctx.state.data.get("used", ())


def use_commander(ctx: WmsContext, player: int) -> None:
    """Spend the Commander's once-per-Fight ability: tap the card."""
    ctx.change.set_data("used", (*ctx.state.data.get("used", ()), f"commander:{player}"))
    chief = ctx.commander(player)
    if chief is not None:
        ctx.change.set_card(chief, "rotation", 90)


def librarian_foresight(ctx: WmsContext, player: int) -> list[Action]:
    """Once each Fight before a Draw Step: order the top 2 cards of the deck."""
    deck = ctx.cards_in(player, DECK)
    if commander_used(ctx, player) or len(deck) < 2:
        return []
    return [Foresight(card) for card in reversed(deck[-2:])]


COMMAND_ABILITIES: dict[str, Callable[[WmsContext, int], list[Action]]] = {
    "librarian_foresight": librarian_foresight,
}

SPECIAL: dict[str, str] = {"possession": "Possession"}
"""Race rules cards: their ability name and the keyword the rules resolve for it."""

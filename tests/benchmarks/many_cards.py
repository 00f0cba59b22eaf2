"""A table with many face-up cards, for the drag benchmark (manual mode, no rules)."""

from __future__ import annotations

from typing import ClassVar

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.engine.game import Game, PlayerSetup, Setup
from tabletop.engine.layout import TableLayout, ZoneSpot
from tabletop.engine.state import State, StateBuilder

ROWS = 4


class ManyCardsGame(Game):
    id: ClassVar[str] = "many-cards"
    name: ClassVar[str] = "Many cards (benchmark)"

    def __init__(self, cards: int = 400):
        self.count = cards
        definitions = {f"k{n}": CardBase(id=f"k{n}", name=f"Card {n}", type="card", text="A card for measuring.")
                       for n in range(40)}
        super().__init__(CardDatabase(self.id, definitions))

    def card_set_versions(self) -> dict[str, int]:
        return {}

    def default_setup(self, seed: int, players: int | None = None) -> Setup:
        return Setup(self.id, (PlayerSetup("A"), PlayerSetup("B")), seed, manual=True)

    def setup(self, setup: Setup) -> State:
        build = StateBuilder(self.id, ["A", "B"], setup.seed)
        for player in range(2):
            for row in range(ROWS):
                build.zone(f"p{player}.row{row}", player, "field")
        for number in range(self.count):
            player, row = number % 2, (number // 2) % ROWS
            build.card(f"k{number % 40}", player, f"p{player}.row{row}")
        return build.state

    def layout(self, state: State) -> TableLayout:
        return TableLayout(tuple(ZoneSpot(f"p{{p}}.row{row}", f"Row {row + 1}", -7.0, 0.1 + row * 0.9, 14.0, 0.85, "row")
                                 for row in range(ROWS)))

    def legal_actions(self, state: State) -> list:
        return []

    def winner(self, state: State) -> int | None:
        return None

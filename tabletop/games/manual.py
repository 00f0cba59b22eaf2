"""The shared part of games played in manual mode until their rules engine exists."""

from __future__ import annotations

from typing import ClassVar

from tabletop.engine.game import DECLARED_WINNER, Action, Game, IllegalAction
from tabletop.engine.state import State
from tabletop.engine.transaction import Transaction


class ManualModeGame(Game):
    """No legal actions to offer: the players move the cards and record the result.

    ``turn_hint`` says in a sentence what a turn looks like (shown in the prompt).
    """

    has_rules: ClassVar[bool] = False
    turn_hint: ClassVar[str] = ""

    def legal_actions(self, state: State) -> list[Action]:
        return []

    def apply(self, state: State, action: Action) -> Transaction:
        raise IllegalAction(f"{self.name} is played in manual mode for now: move the cards yourselves.")

    def winner(self, state: State) -> int | None:
        """In manual mode the players decide the end and record it (a manual step)."""
        return state.data.get(DECLARED_WINNER)

    def prompt(self, state: State) -> str:
        if self.is_over(state):
            return super().prompt(state)
        name = state.players[state.active_player].name
        return f"Manual mode: {name}'s turn. {self.turn_hint}"

"""The game log in words: one entry per step, its label and the arithmetic lines under it.

The log dock shows these entries and Help > Export log writes them; labels and log
lines never name a card that some seat may not see, so the text is the same for all.
"""

from __future__ import annotations

from tabletop.engine.rules.context import SETUP_LOG
from tabletop.engine.session import Session
from tabletop.engine.state import Player
from tabletop.engine.transaction import Transaction

MANUAL_MARK = "by hand · "


def entry_lines(players: list[Player], number: int, transaction: Transaction) -> list[str]:
    """``12. Ann: Recruit Grifter`` and its indented explanation lines."""
    who = players[transaction.player].name if transaction.player is not None and \
        transaction.player < len(players) else "—"
    mark = MANUAL_MARK if transaction.manual else ""
    speaker = "" if transaction.label.startswith(who) else f"{who}: "
    return [f"{number}. {mark}{speaker}{transaction.label}", *(f"    {line}" for line in transaction.log)]


def setup_lines(session: Session) -> list[str]:
    """What the setup did that the players should know (who goes first and why), indented."""
    return [f"    {line}" for line in session.initial.get("data", {}).get(SETUP_LOG, ())]


def log_text(session: Session, heading: str) -> str:
    """The whole log of the steps done so far, as plain text."""
    lines = [heading, *setup_lines(session), ""]
    for number, transaction in enumerate(session.history.done, start=1):
        lines.extend(entry_lines(session.state.players, number, transaction))
    return "\n".join(lines) + "\n"

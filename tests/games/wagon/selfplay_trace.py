"""Fingerprints of seeded random W.A.G.O.N. games, every variant (see tests/games/fingerprints.py).

``python -m tests.games.wagon.selfplay_trace [--write]``
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.games.fingerprints import Pinned, TraceSet

PANEL = {"empty_deck": "panel"}  # self-play's own house rule: no endless games

TRACES = TraceSet("wagon", (
    Pinned("standard", 71, "standard", ("tavern_brawl", "grave_and_dawn"), PANEL),
    Pinned("tournament", 72, "tournament", ("webcomic_crossover", "wild_card_tournament"), PANEL),
    Pinned("quick", 73, "quick", ("grave_and_dawn", "tavern_brawl"), PANEL),
    Pinned("standard_2", 74, "standard", ("wild_card_tournament", "webcomic_crossover"), PANEL),
    Pinned("standard_3", 75, "standard", ("grave_and_dawn", "webcomic_crossover"), PANEL),
    Pinned("printed", 76, "standard", ("tavern_brawl", "wild_card_tournament")),  # the printed empty-deck rule
), Path(__file__).parent / "data" / "selfplay_trace.json")

if __name__ == "__main__":
    TRACES.main(sys.argv[1:])

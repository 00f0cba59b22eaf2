"""Fingerprints of a few seeded random WildStorms games, one per variant (see tests/games/fingerprints.py).

``python -m tests.games.wildstorms.selfplay_trace [--write]``
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.games.fingerprints import Pinned, TraceSet

STALLED = {"stalled_battle": "10"}

TRACES = TraceSet("wildstorms", (
    Pinned("standard", 11, "standard", ("wildstorm_skywatch", "daemonite_horde"), STALLED),
    Pinned("options", 12, "standard", ("wildcats_strike_team", "wetworks_and_team_7"),
           {**STALLED, "secret_reinforcements": "on", "limited_magick": "on", "hand_size": "8"}),
    Pinned("ffa3", 13, "ffa", ("wildstorm_skywatch", "daemonite_horde", "wildcats_strike_team"), STALLED),
    Pinned("team4", 14, "team", ("wildstorm_skywatch", "daemonite_horde", "wildcats_strike_team",
                                 "wetworks_and_team_7"), STALLED),
    Pinned("campaign", 15, "campaign", ("wildcats_campaign", "stormwatch_campaign"), STALLED),
), Path(__file__).parent / "data" / "selfplay_trace.json", block=200, limit=2500,
    whole_games=False)  # a campaign is longer: its first battles are enough

if __name__ == "__main__":
    TRACES.main(sys.argv[1:])

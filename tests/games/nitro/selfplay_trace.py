"""Fingerprints of seeded random WCW Nitro games, every variant (see tests/games/fingerprints.py).

``python -m tests.games.nitro.selfplay_trace [--write]``
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.games.fingerprints import Pinned, TraceSet

TRACES = TraceSet("nitro", (
    Pinned("round", 61, "round", ("big_sal_enforcers", "brick_house")),
    Pinned("match", 62, "match", ("doc_greaves_clinic", "el_relampago_springboard")),
    Pinned("match_2", 64, "match", ("kid_comet_high_flyers", "silas_surgeons_table")),
    Pinned("match_3", 65, "match", ("lady_vendetta_grudge", "tommy_vance_storm")),
    Pinned("round_2", 66, "round", ("el_relampago_springboard", "big_sal_enforcers")),
    Pinned("tag_team_2", 67, "tag-team", ("brick_house", "doc_greaves_clinic", "big_sal_enforcers",
                                         "kid_comet_high_flyers")),
    Pinned("tag_team", 63, "tag-team", ("kid_comet_high_flyers", "lady_vendetta_grudge",
                                       "silas_surgeons_table", "tommy_vance_storm"), {"outside_attacks": "distracted"}),
), Path(__file__).parent / "data" / "selfplay_trace.json")

if __name__ == "__main__":
    TRACES.main(sys.argv[1:])

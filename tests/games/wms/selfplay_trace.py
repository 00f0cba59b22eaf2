"""Fingerprints of seeded random WMS games, each variant from both seats (see tests/games/fingerprints.py).

``python -m tests.games.wms.selfplay_trace [--write]``
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.games.fingerprints import Pinned, TraceSet

TRACES = TraceSet("wms", (
    Pinned("standard", 51, "standard", ("marine_assault", "evil_marine_horde")),
    Pinned("standard_swapped", 52, "standard", ("evil_marine_horde", "marine_assault")),
    Pinned("custom", 53, "custom", ("fallen_chapter", "fallen_chapter")),
    Pinned("standard_2", 54, "standard", ("marine_assault", "evil_marine_horde")),
    Pinned("standard_3", 55, "standard", ("evil_marine_horde", "evil_marine_horde")),
    Pinned("custom_2", 56, "custom", ("fallen_chapter", "fallen_chapter")),
), Path(__file__).parent / "data" / "selfplay_trace.json")

if __name__ == "__main__":
    TRACES.main(sys.argv[1:])

"""Fingerprints of seeded random Unmatched games (see tests/games/fingerprints.py): every shipped
hero and every map at least once, 1v1 and 2v2, each on a pinned battlefield.

``python -m tests.games.unmatched.selfplay_trace [--write]``
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.games.fingerprints import Pinned, TraceSet


def _on(name: str, seed: int, variant: str, battlefield: str, decks: tuple[str, ...]) -> Pinned:
    return Pinned(name, seed, variant, decks, {"battlefield": battlefield})


TRACES = TraceSet("unmatched", (
    _on("fog", 21, "duel", "thornhold_keep", ("invisible_man", "robin_hood")),
    _on("large", 22, "duel", "sunken_abbey", ("t_rex", "robert_muldoon")),
    _on("forms", 23, "duel", "lantern_market", ("alice", "jekyll_hyde")),
    _on("cauldron", 24, "duel", "clockwork_foundry", ("wayward_sisters", "squirrel_girl")),
    _on("legends", 25, "duel", "rust_harbour", ("achilles", "medusa")),
    _on("witcher", 26, "duel", "terraced_vineyard", ("geralt_of_rivia", "eredin")),
    _on("forest", 27, "duel", "thornhold_keep", ("ancient_leshen", "baba_yaga")),
    _on("monkey", 28, "duel", "sunken_abbey", ("sun_wukong", "beowulf")),
    _on("camelot", 29, "duel", "clockwork_foundry", ("king_arthur", "bigfoot")),
    _on("sailor", 30, "duel", "lantern_market", ("sinbad", "elektra")),
    _on("portal", 31, "duel", "rust_harbour", ("ciri", "invisible_man")),
    _on("teams", 41, "2v2", "terraced_vineyard", ("medusa", "sinbad", "t_rex", "squirrel_girl")),
    _on("teams_fog", 42, "2v2", "thornhold_keep", ("invisible_man", "wayward_sisters", "alice", "robert_muldoon")),
), Path(__file__).parent / "data" / "selfplay_trace.json")

if __name__ == "__main__":
    TRACES.main(sys.argv[1:])

"""Fingerprints of seeded random Unmatched games, to show a speed-up changes no play.

Each game is played by :func:`tabletop.engine.selfplay.play_random_game` with pinned hero decks
(named by file, so a new shipped deck changes nothing) on a pinned battlefield: every shipped hero
and every map at least once, 1v1 and 2v2. Its fingerprint is a sha256 per block of steps over each
step's label, action and log lines, and one of the final state. ``data/selfplay_trace.json`` holds
the fingerprints of the rules as they play today; a change that means to change play (a rules fix)
writes them again with ``python -m tests.games.unmatched.selfplay_trace --write`` and says so in
its commit.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from tabletop import paths
from tabletop.carddb.decks import load_deck
from tabletop.engine.actions import action_to_json
from tabletop.engine.game import Game, PlayerSetup
from tabletop.engine.selfplay import play_random_game
from tabletop.engine.variants import new_setup

TRACE_FILE = Path(__file__).parent / "data" / "selfplay_trace.json"
BLOCK = 100
"""Steps per fingerprint block (a difference is reported by its first block)."""
LIMIT = 2000
"""At most this many steps per game."""

GAMES: tuple[tuple[str, int, str, str, tuple[str, ...]], ...] = (
    ("fog", 21, "duel", "thornhold_keep", ("invisible_man", "robin_hood")),
    ("large", 22, "duel", "sunken_abbey", ("t_rex", "robert_muldoon")),
    ("forms", 23, "duel", "lantern_market", ("alice", "jekyll_hyde")),
    ("cauldron", 24, "duel", "clockwork_foundry", ("wayward_sisters", "squirrel_girl")),
    ("legends", 25, "duel", "rust_harbour", ("achilles", "medusa")),
    ("witcher", 26, "duel", "terraced_vineyard", ("geralt_of_rivia", "eredin")),
    ("forest", 27, "duel", "thornhold_keep", ("ancient_leshen", "baba_yaga")),
    ("monkey", 28, "duel", "sunken_abbey", ("sun_wukong", "beowulf")),
    ("camelot", 29, "duel", "clockwork_foundry", ("king_arthur", "bigfoot")),
    ("sailor", 30, "duel", "lantern_market", ("sinbad", "elektra")),
    ("portal", 31, "duel", "rust_harbour", ("ciri", "invisible_man")),
    ("teams", 41, "2v2", "terraced_vineyard", ("medusa", "sinbad", "t_rex", "squirrel_girl")),
    ("teams_fog", 42, "2v2", "thornhold_keep", ("invisible_man", "wayward_sisters", "alice", "robert_muldoon")),
)
"""(name, seed, variant, battlefield, hero deck files) of each fingerprinted game."""


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def play(game: Game, seed: int, variant: str, battlefield: str, decks: tuple[str, ...]) -> dict[str, Any]:
    """One game's fingerprint: its length, the block digests and the final state's digest."""
    folder = paths.cards_dir() / game.id / "decks"
    seats = tuple(PlayerSetup(f"Player {i + 1}", load_deck(folder / f"{name}.yaml", game.db, read_only=True))
                  for i, name in enumerate(decks))
    base = new_setup(game, seed, variant=variant, players=len(decks), options={"battlefield": battlefield})
    session, problems = play_random_game(game, seed, LIMIT, setup=dataclasses.replace(base, players=seats))
    lines = [json.dumps([t.label, action_to_json(t.action), list(t.log)], sort_keys=True)
             for t in session.history.done]
    blocks = [_digest("\n".join(lines[start:start + BLOCK])) for start in range(0, len(lines), BLOCK)]
    final = _digest(json.dumps(session.state.to_json(), sort_keys=True, default=str))
    return {"steps": len(lines), "blocks": blocks, "final": final, "problems": problems,
            "over": game.is_over(session.state)}


def traces(game: Game) -> dict[str, dict[str, Any]]:
    return {name: play(game, seed, variant, battlefield, decks) for name, seed, variant, battlefield, decks in GAMES}


if __name__ == "__main__":  # python -m tests.games.unmatched.selfplay_trace [--write]
    from tabletop.games import registry

    found = traces(registry.load("unmatched"))
    if "--write" in sys.argv[1:]:
        TRACE_FILE.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(json.dumps({name: (trace["steps"], trace["final"], trace["over"]) for name, trace in found.items()}))

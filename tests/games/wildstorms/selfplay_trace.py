"""Fingerprints of a few seeded random WildStorms games, to show a speed-up changes no play.

Each game is played by :func:`tabletop.engine.selfplay.play_random_game` with pinned decks
(named by file, so a new shipped deck changes nothing) in each variant. Its fingerprint is a
sha256 per block of steps over each step's label, action and log lines, and one of the final
state. ``selfplay_trace.json`` beside the tests holds the fingerprints of the rules as they play
today; a change that means to change play (a rules fix) writes them again with
``python -m tests.games.wildstorms.selfplay_trace --write`` and says so in its commit.
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
BLOCK = 200
"""Steps per fingerprint block (a difference is reported by its first block)."""
LIMIT = 2500
"""At most this many steps per game (a campaign is longer: its first battles are enough)."""

GAMES: tuple[tuple[str, int, str, tuple[str, ...], dict[str, str]], ...] = (
    ("standard", 11, "standard", ("wildstorm_skywatch", "daemonite_horde"), {"stalled_battle": "10"}),
    ("options", 12, "standard", ("wildcats_strike_team", "wetworks_and_team_7"),
     {"stalled_battle": "10", "secret_reinforcements": "on", "limited_magick": "on", "hand_size": "8"}),
    ("ffa3", 13, "ffa", ("wildstorm_skywatch", "daemonite_horde", "wildcats_strike_team"), {"stalled_battle": "10"}),
    ("team4", 14, "team", ("wildstorm_skywatch", "daemonite_horde", "wildcats_strike_team", "wetworks_and_team_7"),
     {"stalled_battle": "10"}),
    ("campaign", 15, "campaign", ("wildcats_campaign", "stormwatch_campaign"), {"stalled_battle": "10"}),
)
"""(name, seed, variant, deck files, options) of each fingerprinted game."""


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def play(game: Game, seed: int, variant: str, decks: tuple[str, ...], options: dict[str, str]) -> dict[str, Any]:
    """One game's fingerprint: its length, the block digests and the final state's digest."""
    folder = paths.cards_dir() / game.id / "decks"
    seats = tuple(PlayerSetup(f"Player {i + 1}", load_deck(folder / f"{name}.yaml", game.db, read_only=True))
                  for i, name in enumerate(decks))
    base = new_setup(game, seed, variant=variant, players=len(decks), options=options)
    setup = dataclasses.replace(base, players=seats)
    session, problems = play_random_game_from(game, setup)
    lines = [json.dumps([t.label, action_to_json(t.action), list(t.log)], sort_keys=True)
             for t in session.history.done]
    blocks = [_digest("\n".join(lines[start:start + BLOCK])) for start in range(0, len(lines), BLOCK)]
    final = _digest(json.dumps(session.state.to_json(), sort_keys=True, default=str))
    return {"steps": len(lines), "blocks": blocks, "final": final, "problems": problems}


def play_random_game_from(game: Game, setup: Any) -> tuple[Any, list[str]]:
    """``play_random_game`` on this exact setup (its variant, seats and options)."""
    return play_random_game(game, setup.seed, LIMIT, setup=setup)


def traces(game: Game) -> dict[str, dict[str, Any]]:
    return {name: play(game, seed, variant, decks, options) for name, seed, variant, decks, options in GAMES}


if __name__ == "__main__":  # python -m tests.games.wildstorms.selfplay_trace [--write]
    from tabletop.games import registry

    found = traces(registry.load("wildstorms"))
    if "--write" in sys.argv[1:]:
        TRACE_FILE.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(json.dumps({name: (trace["steps"], trace["final"]) for name, trace in found.items()}))

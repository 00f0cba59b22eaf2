"""Seeded random Unmatched games play exactly as recorded: a speed-up must not change a single step.

The recorded fingerprints (``data/selfplay_trace.json``) come from
``tests/games/unmatched/selfplay_trace.py``; a rules change meant to change play writes them again
with ``python -m tests.games.unmatched.selfplay_trace --write``.
"""

from __future__ import annotations

import json

import pytest

from tabletop import paths
from tests.games.shipped import shipped
from tests.games.unmatched import selfplay_trace as trace

RECORDED = json.loads(trace.TRACE_FILE.read_text(encoding="utf-8"))
AGAIN = (" (a speed-up must not change play; a rules change meant to change it records the games again: "
         "python -m tests.games.unmatched.selfplay_trace --write, and says so in its commit)")


@pytest.mark.parametrize("name", [entry[0] for entry in trace.GAMES])
def test_seeded_game_plays_as_recorded(name: str) -> None:
    _, seed, variant, battlefield, decks = next(entry for entry in trace.GAMES if entry[0] == name)
    found = trace.play(shipped("unmatched"), seed, variant, battlefield, decks)
    expected = RECORDED[name]
    assert found["problems"] == []
    assert found["over"]  # a whole game, to its winner
    pairs = enumerate(zip(found["blocks"], expected["blocks"], strict=False))
    differing = next((index for index, (a, b) in pairs if a != b), None)
    assert differing is None, f"{name}: steps {differing * trace.BLOCK + 1}-{(differing + 1) * trace.BLOCK} differ{AGAIN}"
    assert found["steps"] == expected["steps"], AGAIN
    assert found["final"] == expected["final"], AGAIN


def test_the_pinned_games_cover_many_heroes_and_every_battlefield_of_today() -> None:
    """Pinned by name: a deck or map added later changes nothing here (it is just not fingerprinted)."""
    game = shipped("unmatched")
    folder = paths.cards_dir() / game.id / "decks"
    heroes = {name for entry in trace.GAMES for name in entry[4]}
    assert all((folder / f"{name}.yaml").is_file() for name in heroes)
    assert len(heroes) >= 21
    assert {entry[3] for entry in trace.GAMES} <= set(game.db.extras["battlefield"])
    assert len({entry[3] for entry in trace.GAMES}) >= 6
    assert {entry[2] for entry in trace.GAMES} == {"duel", "2v2"}


def test_the_trace_sees_a_different_game() -> None:
    """The fingerprint is not blind: another seed gives other blocks."""
    name, seed, variant, battlefield, decks = trace.GAMES[0]
    other = trace.play(shipped("unmatched"), seed + 1, variant, battlefield, decks)
    assert other["blocks"][0] != RECORDED[name]["blocks"][0]
    assert other["final"] != RECORDED[name]["final"]

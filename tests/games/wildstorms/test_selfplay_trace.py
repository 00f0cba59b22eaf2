"""Seeded random games play exactly as recorded: a speed-up must not change a single step.

The recorded fingerprints (``data/selfplay_trace.json``) come from
``tests/games/wildstorms/selfplay_trace.py``; a rules change meant to change play writes them again.
"""

from __future__ import annotations

import json

import pytest

from tests.games.shipped import shipped
from tests.games.wildstorms import selfplay_trace as trace

RECORDED = json.loads(trace.TRACE_FILE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", [entry[0] for entry in trace.GAMES])
def test_seeded_game_plays_as_recorded(name: str) -> None:
    _, seed, variant, decks, options = next(entry for entry in trace.GAMES if entry[0] == name)
    found = trace.play(shipped("wildstorms"), seed, variant, decks, options)
    expected = RECORDED[name]
    assert found["problems"] == []
    pairs = enumerate(zip(found["blocks"], expected["blocks"], strict=False))
    differing = next((index for index, (a, b) in pairs if a != b), None)
    assert differing is None, f"{name}: steps {differing * trace.BLOCK + 1}-{(differing + 1) * trace.BLOCK} differ"
    assert found["steps"] == expected["steps"]
    assert found["final"] == expected["final"]


def test_the_trace_sees_a_different_game() -> None:
    """The fingerprint is not blind: another seed gives other blocks."""
    name, seed, variant, decks, options = trace.GAMES[0]
    other = trace.play(shipped("wildstorms"), seed + 1, variant, decks, options)
    assert other["blocks"][0] != RECORDED[name]["blocks"][0]
    assert other["final"] != RECORDED[name]["final"]

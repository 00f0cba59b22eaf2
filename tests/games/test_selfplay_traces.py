"""Seeded random games of every game with rules play exactly as recorded: a speed-up must not
change a single step (tests/games/fingerprints.py; a rules change meant to change play records
the games again and says so)."""

from __future__ import annotations

import pytest

from tests.games.fingerprints import TraceSet
from tests.games.nitro.selfplay_trace import TRACES as NITRO
from tests.games.shipped import shipped
from tests.games.unmatched.selfplay_trace import TRACES as UNMATCHED
from tests.games.wagon.selfplay_trace import TRACES as WAGON
from tests.games.wildstorms.selfplay_trace import TRACES as WILDSTORMS
from tests.games.wms.selfplay_trace import TRACES as WMS

SETS = (WILDSTORMS, UNMATCHED, WMS, NITRO, WAGON)


@pytest.mark.parametrize(("traces", "name"), [(traces, entry.name) for traces in SETS for entry in traces.games],
                         ids=lambda value: value.game_id if isinstance(value, TraceSet) else value)
def test_seeded_game_plays_as_recorded(traces: TraceSet, name: str) -> None:
    traces.check(shipped(traces.game_id), name)


@pytest.mark.parametrize("traces", SETS, ids=lambda traces: traces.game_id)
def test_every_game_is_fingerprinted_in_every_variant(traces: TraceSet) -> None:
    game = shipped(traces.game_id)
    assert {entry.name for entry in traces.games} == set(traces.recorded())
    assert {entry.variant for entry in traces.games} == {variant.id for variant in game.variants}


@pytest.mark.parametrize("traces", SETS, ids=lambda traces: traces.game_id)
def test_the_trace_sees_a_different_game(traces: TraceSet) -> None:
    """The fingerprint is not blind: another seed gives other blocks."""
    first = traces.games[0]
    other = traces.play(shipped(traces.game_id), first, seed=first.seed + 1)
    recorded = traces.recorded()[first.name]
    assert other["blocks"][0] != recorded["blocks"][0]
    assert other["final"] != recorded["final"]

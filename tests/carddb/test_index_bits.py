"""The bitset helpers of the search index give the same members by both of their ways
(byte by byte for a few members, flag bytes for many)."""

from __future__ import annotations

import random

import pytest

from tabletop.carddb.index import _bitset, flags, is_sparse, members


@pytest.mark.parametrize("density", [0.0, 0.001, 0.03, 0.2, 0.7, 1.0])
def test_members_and_bitsets_round_trip_at_every_density(density: float) -> None:
    chooser = random.Random(int(density * 1000))
    for size in (1, 7, 8, 9, 100, 1003, 20_000):
        chosen = sorted(position for position in range(size) if chooser.random() < density)
        bits = sum(1 << position for position in chosen)
        assert members(bits, size) == chosen
        assert _bitset(chosen, size) == bits
        assert flags(bits, size) == bytes(1 if position in set(chosen) else 0 for position in range(size))


def test_both_ways_are_taken() -> None:
    size = 10_000
    assert is_sparse(1 << 5, size)
    assert not is_sparse((1 << size) - 1, size)

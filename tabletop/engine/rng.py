"""A small seeded random number generator whose whole state is one integer.

SplitMix64: the state is a 64-bit counter, so recording it in an op costs two
integers, and the same seed gives the same numbers on every platform and
Python version (unlike :mod:`random`, whose state is 625 words).
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a user-visible seed."""
    return (seed * 0xBF58476D1CE4E5B9 + 0x94D049BB133111EB) & _MASK


def next_value(state: int) -> tuple[int, int]:
    """Advance: return (new state, a 64-bit random value)."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, bound: int) -> tuple[int, int]:
    """Return (new state, a uniform integer in [0, bound)) without modulo bias."""
    if bound <= 0:
        raise ValueError("bound must be positive")
    limit = (1 << 64) - ((1 << 64) % bound)
    while True:
        state, value = next_value(state)
        if value < limit:
            return state, value % bound


def shuffled(state: int, items: list) -> tuple[int, list]:
    """Return (new state, a Fisher-Yates shuffled copy of items)."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        state, j = below(state, i + 1)
        result[i], result[j] = result[j], result[i]
    return state, result

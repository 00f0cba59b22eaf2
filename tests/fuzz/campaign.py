"""Damage files of one kind many times and count the outcomes (shared by the short test and the long run)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from tests.fuzz.corpus import seeds
from tests.fuzz.mutate import damaged_save, damaged_yaml
from tests.fuzz.oracle import OUTCOMES, Outcome, run_case


@dataclass
class Tally:
    kind: str
    counts: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)  # traceback, hang or wrong: what and where
    slowest: float = 0.0

    @property
    def cases(self) -> int:
        return sum(self.counts.values())

    def add(self, label: str, outcome: Outcome) -> None:
        self.counts[outcome.kind] += 1
        self.slowest = max(self.slowest, outcome.seconds)
        if outcome.kind in ("traceback", "hang", "wrong"):
            self.failures.append(f"{label}: {outcome.kind}: {outcome.detail}")

    def line(self) -> str:
        parts = ", ".join(f"{name} {self.counts[name]}" for name in OUTCOMES)
        return f"{self.kind:9} {self.cases:5} cases: {parts}; slowest {self.slowest:.2f} s"


def damage(kind: str, data: bytes, rng: random.Random) -> bytes:
    if kind == "save":
        return damaged_save(data, rng)
    return damaged_yaml(data.decode("utf-8"), rng).encode("utf-8", "replace")


def campaign(kind: str, cases: int, seed: int = 0) -> Tally:
    """``cases`` damaged files of ``kind``, each from a healthy one chosen at random; replayable by seed."""
    tally = Tally(kind)
    healthy = seeds(kind)
    for number in range(cases):
        rng = random.Random(f"{kind}-{seed}-{number}")
        base = rng.choice(healthy)
        data = damage(kind, base.data, rng)
        tally.add(f"{kind} case {number} (seed {seed}, from {base.game}/{base.name})",
                  run_case(kind, base.game, base.name, data))
    return tally

"""The long fuzz run: hundreds of damaged files of each kind, counted (a benchmark-style command).

    python -m tests.fuzz.long_run [--cases 300] [--seed 0] [--kinds save,cards,deck,position]

Prints per kind: cases, clean loads, clean messages, tracebacks, hangs
(over 2 s), silently wrong loads, and the slowest case; then every failure
with the case that gives it (replay with the same seed). Exit code 1 when any
case is a traceback, a hang or wrong.
"""

from __future__ import annotations

import argparse
import sys
import time

from tests.fuzz.campaign import campaign
from tests.fuzz.corpus import KINDS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz.long_run")
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kinds", default=",".join(KINDS))
    args = parser.parse_args(argv)
    bad = 0
    started = time.perf_counter()
    for kind in args.kinds.split(","):
        tally = campaign(kind, args.cases, args.seed)
        print(tally.line(), flush=True)
        for failure in tally.failures[:40]:
            print("   ", failure)
        bad += len(tally.failures)
    print(f"total {time.perf_counter() - started:.1f} s; failures {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

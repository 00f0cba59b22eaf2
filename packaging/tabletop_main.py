"""Entry point of the PyInstaller bundle: the same as the ``tabletop`` command."""

from __future__ import annotations

import os
import sys


def _run() -> int:
    # A windowed executable may start without standard streams: give print() somewhere to go.
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
    from tabletop.cli import main

    return main()


if __name__ == "__main__":
    raise SystemExit(_run())

"""The engine tests play the test games of testgame.py, found through the registry."""

from __future__ import annotations

import pytest

from tabletop.games.registry import EXTRA_MODULES


@pytest.fixture(autouse=True)
def _test_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(EXTRA_MODULES, "tests.engine.testgame")

"""Test-wide settings: Qt renders offscreen and nothing touches the real home folder."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator

import pytest

from tabletop.ui.gui_collector import collect_due

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch) -> None:
    """Every test gets its own user data, cache and settings folder."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(autouse=True)
def _collect_between_tests() -> Iterator[None]:
    """Once a test has made the app, the collector runs only on its timer (see gui_collector):
    tests that run no event loop collect here instead, so garbage does not pile up."""
    yield
    if not gc.isenabled():
        collect_due()

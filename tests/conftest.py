"""Test-wide settings: Qt renders offscreen and nothing touches the real home folder."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch) -> None:
    """Every test gets its own user data, cache and settings folder."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path_factory.mktemp("home")))

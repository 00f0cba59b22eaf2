"""Shipped data is found from a regular (non-editable) wheel install too."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytest.importorskip("hatchling")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "--no-build-isolation", "-q", "-w", str(out)],
        check=True,
    )
    return next(out.glob("tabletop-*.whl"))


def test_the_wheel_carries_cards_and_assets(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert any(n.startswith("tabletop/_data/assets/fonts/") and n.endswith(".ttf") for n in names)
    assert any(n.startswith("tabletop/_data/cards/") for n in names)
    assert "tabletop/cli.py" in names


def test_an_installed_wheel_finds_its_data(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)], check=True)
    code = "from tabletop import paths; print(paths.cards_dir()); print(paths.assets_dir())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=tmp_path, env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"})
    cards, assets = (Path(line) for line in out.stdout.split())
    assert cards.is_dir() and str(cards).startswith(str(target))
    assert (assets / "fonts").is_dir()

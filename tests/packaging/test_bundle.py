"""The PyInstaller bundle builds and the built executable works: ``pytest -m bundle tests/packaging``.

Skipped when PyInstaller (the ``bundle`` extra) is missing; left out of the default
run by ``-m 'not bundle'`` in pyproject's addopts. Builds once per session (~15 s).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("PyInstaller")

from PIL import Image  # noqa: E402

from tabletop import __version__  # noqa: E402
from tabletop.games.registry import game_class, game_ids  # noqa: E402

pytestmark = pytest.mark.bundle

ROOT = Path(__file__).resolve().parents[2]
GAMES = game_ids()
DECK_WINDOW = ROOT / "tabletop" / "ui" / "decks" / "window.py"


@pytest.fixture(scope="session")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The console executable of a freshly built one-folder bundle."""
    out = tmp_path_factory.mktemp("bundle")
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(out / "dist"),
                    "--work", str(out / "work")], check=True, timeout=1800)
    exe = out / "dist" / "tabletop" / ("tabletop.exe" if sys.platform == "win32" else "tabletop")
    assert exe.is_file()
    return exe


def run(exe: Path, *args: str, home: Path | None, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run the bundle offscreen with its user files under ``home`` (TABLETOP_HOME)."""
    env = {k: v for k, v in os.environ.items() if k != "TABLETOP_HOME"} | {"QT_QPA_PLATFORM": "offscreen"}
    if home is not None:
        env["TABLETOP_HOME"] = str(home)
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=timeout, env=env)


def assert_picture(path: Path) -> None:
    """A real picture: a PNG of many colours, not one flat fill."""
    assert path.is_file(), f"{path} was not written"
    with Image.open(path) as image:
        rgb = image.convert("RGB")
        colours = rgb.getcolors(maxcolors=1 << 16)
        assert colours is None or len(colours) > 50, f"{path} has only {len(colours)} colours"
        assert any(low != high for low, high in rgb.getextrema()), f"{path} is blank"


def bundle_files(exe: Path) -> set[Path]:
    return set(exe.parent.rglob("*"))


def test_version(bundle: Path, tmp_path: Path) -> None:
    result = run(bundle, "--version", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"tabletop {__version__}"


def test_validate_finds_the_shipped_data(bundle: Path, tmp_path: Path) -> None:
    result = run(bundle, "validate", home=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all valid" in result.stdout


def test_help_files_are_bundled(bundle: Path) -> None:
    shipped = sorted((ROOT / "tabletop").rglob("*.md"))
    assert shipped, "no help.md in the package"
    for source in shipped:
        assert (bundle.parent / "_internal" / source.relative_to(ROOT)).is_file(), source


@pytest.mark.parametrize("game", GAMES)
def test_table_screenshot(bundle: Path, tmp_path: Path, game: str) -> None:
    out = tmp_path / f"{game}.png"
    result = run(bundle, "screenshot", str(out), "--game", game, home=tmp_path / "home")
    assert result.returncode == 0, result.stderr
    assert_picture(out)


def test_deck_browser_screenshot(bundle: Path, tmp_path: Path) -> None:
    if not DECK_WINDOW.is_file() or "def screenshot(" not in DECK_WINDOW.read_text(encoding="utf-8"):
        pytest.skip("the deck browser has no screenshot function yet")
    out = tmp_path / "decks.png"
    result = run(bundle, "screenshot", str(out), "--decks", GAMES[0], home=tmp_path / "home")
    assert result.returncode == 0, result.stderr
    assert_picture(out)


@pytest.mark.parametrize("game", GAMES)
def test_selfplay(bundle: Path, tmp_path: Path, game: str) -> None:
    result = run(bundle, "selfplay", game, "--games", "3", "--check", "--json", home=tmp_path)
    if game_class(game).rules is None:
        assert result.returncode == 2
        assert game_class(game).name in result.stderr
        return
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["games"] == 3 and report["violations"] == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="checks the XDG folders")
def test_user_files_go_to_the_platform_folders_not_the_bundle(
    bundle: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    before = bundle_files(bundle)
    result = run(bundle, "screenshot", str(tmp_path / "shot.png"), "--game", GAMES[0], home=None)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / ".cache" / "tabletop" / "carddb").is_dir()
    assert bundle_files(bundle) == before

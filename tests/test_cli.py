"""The command line: --version and validate (selfplay is in tests/engine)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tabletop import __version__
from tabletop.cli import main
from tests.carddb import demo_schema  # noqa: F401
from tests.carddb.test_loading import GOOD, HEADER, write
from tests.engine.testgame import TALLY


def test_version() -> None:
    out = subprocess.run([sys.executable, "-m", "tabletop", "--version"], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == f"tabletop {__version__}"


def test_validate_good_and_bad_files(tmp_path: Path, capsys) -> None:
    write(tmp_path / "demo", "core.yaml", HEADER + GOOD)
    assert main(["validate", str(tmp_path / "demo")]) == 0
    assert "all valid" in capsys.readouterr().out
    write(tmp_path / "demo", "core.yaml", HEADER + GOOD.replace("power: 5", "power: lots"))
    assert main(["validate", str(tmp_path / "demo")]) == 1
    out = capsys.readouterr().out
    assert "core.yaml:15: 'power' should be a whole number, not 'lots'" in out


def test_validate_saves(tmp_path: Path, capsys) -> None:
    from tabletop.engine.persistence import save_session
    from tabletop.engine.session import Session

    save_session(Session(TALLY, TALLY.default_setup(1)), tmp_path / "ok.tabletop")
    (tmp_path / "broken.tabletop").write_text('{"format": "tabletop-save", "vers')
    assert main(["validate", str(tmp_path / "ok.tabletop")]) == 0
    assert main(["validate", str(tmp_path / "broken.tabletop")]) == 1
    assert "broken.tabletop:1: broken.tabletop is a damaged tabletop save" in capsys.readouterr().out


def test_validate_unknown_kind_and_game(tmp_path: Path, capsys) -> None:
    write(tmp_path, "x.yaml", "kind: spaceship\ngame: demo\n")
    write(tmp_path, "y.yaml", "kind: deck\ngame: chess\n")
    assert main(["validate", str(tmp_path / "x.yaml"), str(tmp_path / "y.yaml")]) == 1
    out = capsys.readouterr().out
    assert "x.yaml:1: unknown kind 'spaceship'" in out
    assert "y.yaml:2: unknown game 'chess'" in out
    assert main(["validate", str(tmp_path / "missing.yaml")]) == 1


def test_validate_all_shipped_data() -> None:
    out = subprocess.run([sys.executable, "-m", "tabletop", "validate"], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr

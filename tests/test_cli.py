"""The command line: --version and validate (selfplay is in tests/engine)."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop import __version__
from tabletop.cli import main
from tabletop.games.registry import EXTRA_MODULES
from tests.carddb.test_loading import GOOD, HEADER, write
from tests.engine.testgame import TALLY


@pytest.fixture(autouse=True)
def _test_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(EXTRA_MODULES, "tests.carddb.demo_schema,tests.engine.testgame")


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


def test_variants_lists_each_variant_with_its_seats_and_options(capsys) -> None:
    assert main(["variants", "tally", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["game"] == "tally"
    assert [(v["id"], v["players"]) for v in found["variants"]] == [("standard", [2, 2])]
    assert main(["variants", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_selfplay_refuses_an_unknown_variant_or_option_in_a_sentence(capsys) -> None:
    assert main(["selfplay", "tally", "--variant", "campaign"]) == 2
    assert "Tally (test game) has no variant 'campaign' (variants: standard)" in capsys.readouterr().err
    assert main(["selfplay", "tally", "--option", "speed=fast"]) == 2
    assert "'speed' is not an option of Standard game" in capsys.readouterr().err
    assert main(["selfplay", "tally", "--players", "5"]) == 2
    assert "played by 2 players, not 5" in capsys.readouterr().err
    with pytest.raises(SystemExit, match="KEY=VALUE"):
        main(["selfplay", "tally", "--option", "speed"])


@pytest.fixture
def _collector_restored() -> Iterator[None]:
    was = gc.isenabled()
    yield
    (gc.enable if was else gc.disable)()


@pytest.mark.usefixtures("_collector_restored")
def test_a_command_without_a_window_collects_garbage_as_usual(capsys) -> None:
    """The collector is paused for a window's start only (see cli.main): a command without a
    window turns it on again, one that stops early too, and one run where it was off leaves it off."""
    gc.enable()
    assert main(["variants", "tally", "--json"]) == 0
    assert gc.isenabled()
    with pytest.raises(SystemExit):
        main(["variants"])  # the game is missing: argparse says so
    assert gc.isenabled()
    gc.disable()  # as in a running app (tabletop.ui.gui_collector): the command does not turn it on
    assert main(["variants", "tally", "--json"]) == 0
    assert not gc.isenabled()
    capsys.readouterr()


@pytest.mark.parametrize("command", [["variants", "wms", "--json"], ["validate"]])
def test_a_closed_pipe_ends_the_command_quietly(command: list[str]) -> None:
    """`tabletop ... | head`: the reader closes the pipe before the command writes; no traceback."""
    with subprocess.Popen([sys.executable, "-m", "tabletop", *command], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as process:
        assert process.stdout is not None
        process.stdout.close()  # the reader is gone before anything is written
        _, errors = process.communicate(timeout=60)
    assert b"Traceback" not in errors and b"BrokenPipeError" not in errors, errors.decode()
    assert process.returncode == 1

"""``tabletop validate`` on hostile files (issue 23, item 8): each answers with a message and exit code 1.

The command must answer at once; the times are measured outside the suite
(no wall-clock assertions here), and a blocking read would hang this test.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tabletop.cli import main
from tests.carddb.test_hostile_yaml import alias_bomb


def _hostile(folder: Path) -> dict[str, tuple[Path, str]]:
    deep = folder / "deep.tabletop"
    deep.write_text('{"format": "tabletop-save", "version": 2, "body": ' + "[" * 100_000 + "]" * 100_000 + "}")
    version = folder / "version.tabletop"
    version.write_text('{"format": "tabletop-save", "version": ' + "9" * 5000 + ', "body": {}}')
    bomb = folder / "bomb.yaml"
    bomb.write_text(alias_bomb())
    key = folder / "key.yaml"
    key.write_text("kind: deck\ngame: wms\n? [a, b]\n: 1\n")
    return {"deep": (deep, "nests deeper than"), "version": (version, "a number of 5000 digits"),
            "bomb": (bomb, "values once its aliases are expanded"), "key": (key, "a key must be a plain name")}


@pytest.mark.parametrize("which", ["deep", "version", "bomb", "key"])
def test_validate_answers_each_hostile_file_with_a_message(tmp_path: Path, which: str,
                                                           capsys: pytest.CaptureFixture) -> None:
    path, expected = _hostile(tmp_path)[which]
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr()
    text = out.out + out.err
    assert expected in text and "Traceback" not in text
    assert len([line for line in text.splitlines() if str(path) in line]) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("name", ["pipe.tabletop", "pipe.yaml"])
def test_validate_refuses_a_fifo_alone_or_in_a_folder(tmp_path: Path, name: str, capsys: pytest.CaptureFixture) -> None:
    fifo = tmp_path / name
    os.mkfifo(fifo)
    assert main(["validate", str(fifo)]) == 1
    assert main(["validate", str(tmp_path)]) == 1
    out = capsys.readouterr()
    assert out.out.count("not a regular file") + out.err.count("not a regular file") == 2

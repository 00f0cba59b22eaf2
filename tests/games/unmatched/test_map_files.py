"""A map file as a player writes it: the help's example is a sound map, problems keep their lines."""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.games.unmatched import game as unmatched_game
from tabletop.games.unmatched.map_file import read_map

HELP = Path(unmatched_game.__file__).with_name("help.md")


def test_the_example_in_the_help_is_a_sound_map(tmp_path: Path) -> None:
    example = re.search(r"```yaml\n(.*?)```", HELP.read_text(encoding="utf-8"), re.S)
    assert example is not None
    path = tmp_path / "mill_pond.yaml"
    path.write_text(example.group(1), encoding="utf-8")
    board, problems = read_map(path)
    assert problems == [] and board is not None
    assert board.starts() == {1: "pond_1", 2: "mill_1"} and board.origin == "own"
    assert {p.kind for p in board.paths} == {"normal", "one_way"} and board.doors and board.high_ground


def test_a_map_missing_a_field_has_nothing_to_draw_and_says_which_line(tmp_path: Path) -> None:
    path = tmp_path / "m.yaml"
    path.write_text("kind: battlefield\ngame: unmatched\nid: m\nname: M\nzones: []\nspaces: []\n")
    board, problems = read_map(path)
    assert board is None and any("missing field 'paths'" in str(p) for p in problems)
    assert all(str(p).startswith(f"{path}:") for p in problems)

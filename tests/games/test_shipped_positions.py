"""Every shipped position file of every game loads, lists its legal actions and passes its script.

Positions live in ``cards/<game>/positions/*.yaml``; adding a file adds a test.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.cli import main
from tabletop.engine.position_file import read_position
from tabletop.engine.position_script import labelled_actions, run_script
from tabletop.games import registry

SHIPPED = sorted(paths.cards_dir().glob("*/positions/*.yaml"))


def _name(path: Path) -> str:
    return f"{path.parent.parent.name}/{path.stem}"


@pytest.mark.parametrize("path", SHIPPED, ids=_name)
def test_a_shipped_position_passes_its_script(path: Path) -> None:
    position = read_position(path, registry.load)
    assert position.title, "a shipped position says what it shows"
    assert position.script, "a shipped position checks its outcome"
    assert run_script(position) == []


@pytest.mark.parametrize("path", SHIPPED, ids=_name)
def test_the_position_command_lists_its_legal_actions(path: Path, capsys) -> None:
    assert main(["position", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    position = read_position(path, registry.load)
    expected = [label for label, _ in labelled_actions(position.game, position.state)]
    assert [entry["label"] for entry in out["legal"]] == expected
    assert set(out["views"]) == {str(seat) for seat in range(len(position.state.players))}



def test_every_game_with_rules_ships_at_least_eight_positions() -> None:
    counts = {game: 0 for game in registry.game_ids() if registry.load(game).has_rules}
    for path in SHIPPED:
        if path.parent.parent.name in counts:
            counts[path.parent.parent.name] += 1
    short = {game: count for game, count in counts.items() if count < 8}
    assert not short, f"games with fewer than 8 positions: {short}"

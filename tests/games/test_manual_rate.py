"""Self-play mixing random manual moves into rules games (issue 23, item 5): no exception, undo-all exact."""

from __future__ import annotations

import pytest

from tabletop.engine.selfplay import run_selfplay
from tabletop.games import registry

RULES_GAMES = [game_id for game_id in registry.game_ids() if registry.game_class(game_id).rules is not None]


@pytest.mark.parametrize("game_id", RULES_GAMES)
def test_random_overrides_never_crash_the_rules(game_id: str) -> None:
    report = run_selfplay(registry.load(game_id), games=4, seed=23, check=True, max_actions=250, manual_rate=0.2)
    assert report.games == 4
    assert report.violations == []


def test_the_command_line_takes_a_manual_rate(capsys: pytest.CaptureFixture) -> None:
    from tabletop.cli import main

    game_id = RULES_GAMES[0]
    assert main(["selfplay", game_id, "--games", "2", "--check", "--manual-rate", "0.3", "--json"]) == 0
    assert '"violations": []' in capsys.readouterr().out

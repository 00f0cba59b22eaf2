"""Self-play with invariant checks catches broken games and passes sound ones."""

from __future__ import annotations

import gc
import json

from tabletop.cli import main
from tabletop.engine.selfplay import card_problems, run_selfplay
from tests.engine.testgame import LEAKY_TALLY, TALLY


def test_selfplay_check_on_the_test_game_reports_no_violations() -> None:
    report = run_selfplay(TALLY, games=40, seed=3, check=True)
    assert report.violations == []
    assert report.games == report.finished == 40
    assert sum(report.wins.values()) == 40
    assert report.actions > 40


def test_selfplay_leaves_automatic_garbage_collection_as_it_found_it() -> None:
    for collecting in (True, False):  # off while the games play (run_selfplay collects after each)
        (gc.enable if collecting else gc.disable)()
        try:
            run_selfplay(TALLY, games=3, seed=3)
            assert gc.isenabled() is collecting
        finally:
            gc.enable()


def test_a_game_that_loses_a_card_is_caught() -> None:
    report = run_selfplay(LEAKY_TALLY, games=3, seed=3, check=True)
    assert report.violations
    assert any("is in no pile (lost)" in v for v in report.violations)


def test_card_problems_sees_duplicates_and_strangers() -> None:
    from tabletop.engine.session import Session

    session = Session(TALLY, TALLY.default_setup(1))
    state = session.state
    cards = set(state.cards)
    hand = state.zones["p0.hand"].cards
    hand.append(hand[0])  # corrupt on purpose, bypassing ops
    problems = card_problems(state, cards)
    assert any("is in 2 places" in p for p in problems)
    assert card_problems(state, cards - {"c1"})


def test_selfplay_command_prints_the_json_report(capsys) -> None:
    exit_code = main(["selfplay", "tally", "--games", "5", "--seed", "2", "--check", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert exit_code == 0
    assert set(report) == {"game", "options", "games", "finished", "actions", "seconds", "wins", "violations"}
    assert report["game"] == "tally" and report["games"] == 5 and report["violations"] == []
    assert report["options"] == {}  # the options self-play set for itself (none for this game)


def test_selfplay_command_fails_on_violations(capsys) -> None:
    assert main(["selfplay", "leaky-tally", "--games", "2", "--check"]) == 1
    assert "violations:" in capsys.readouterr().out


def test_selfplay_unknown_game(capsys) -> None:
    assert main(["selfplay", "chess"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err and "wildstorms" in err


def test_same_seed_same_game() -> None:
    first = run_selfplay(TALLY, games=3, seed=9)
    second = run_selfplay(TALLY, games=3, seed=9)
    assert (first.actions, first.wins) == (second.actions, second.wins)

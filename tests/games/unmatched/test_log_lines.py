"""Every Unmatched log line says what happened (issue 17): no line ends in a bare colon, no
data key or empty value shows through, and a step's label names the player who made it."""

from __future__ import annotations

import re

import pytest

from tabletop.engine.log_text import log_text
from tabletop.engine.selfplay import play_random_game
from tests.games.unmatched.helpers import new_game

ODD = re.compile(r":$|  |\bNone\b|[{}]|\b[a-z]+_[a-z_]+\b|\(\)|\bWolve\b|\brecovers 0\b|\+-")


@pytest.fixture(scope="module")
def games():
    game = new_game().game
    return [play_random_game(game, seed)[0] for seed in range(8)] + \
        [play_random_game(game, seed, variant="2v2", players=4)[0] for seed in (1, 2)]


def test_no_log_line_ends_in_a_bare_colon_or_shows_data(games) -> None:
    odd = sorted({line.strip() for session in games for line in log_text(session, "Unmatched").splitlines()
                  if ODD.search(line.strip())})
    assert odd == [], odd
    draws = [line for session in games for line in log_text(session, "Unmatched").splitlines()
             if re.fullmatch(r"\s+[A-Z][^:]*: Player \d \([^)]+\) draws \d cards?\.", line)]
    assert draws  # a draw that a card or an ability makes says which, on the draw's own line


def test_a_steps_label_names_the_player_who_made_it(games) -> None:
    wrong = []
    for session in games:
        names = [p.name for p in session.state.players]
        for step in session.history.done:
            named = next((n for n in names if step.label.startswith(f"{n} ")), None)
            if named is not None and step.player is not None and named != names[step.player]:
                wrong.append(f"{names[step.player]}: {step.label}")
    assert wrong == [], wrong

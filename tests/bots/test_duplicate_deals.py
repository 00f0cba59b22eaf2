"""Bot matches are played on duplicate deals: each deal once with the first bot in every seat, so a
lopsided pair of decks or a lucky shuffle counts the same for both bots."""

from __future__ import annotations

import json

import pytest

from tabletop.bots import match
from tabletop.bots.match import match_games, play_match
from tabletop.cli import main
from tabletop.games import registry


def test_each_deal_is_played_from_every_seat_in_a_row() -> None:
    assert match_games(5, 2, 2) == [(2_000_006, 0), (2_000_006, 1), (2_000_007, 0), (2_000_007, 1),
                                    (2_000_008, 0)]
    assert [seat for _, seat in match_games(8, 0, 4)] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert len({deal for deal, _ in match_games(8, 0, 4)}) == 2


def test_the_two_games_of_a_deal_have_the_same_setup_and_swap_the_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """W.A.G.O.N.'s two shipped decks sit at fixed seats, so swapping seats swaps decks too."""
    played = []
    real = match.play_game

    def recording(game, setup, first, second, mine, report):  # noqa: ANN001, ANN202
        played.append((setup, mine))
        return real(game, setup, first, second, mine, report)

    monkeypatch.setattr(match, "play_game", recording)
    report = play_match(registry.load("wagon"), "greedy", "greedy", games=4, seed=5)
    (first, one), (second, two), (third, _), _ = played
    assert first == second and (one, two) == (0, 1), "the same deal, the first bot in the other seat"
    assert third != first, "the next deal is a new one"
    assert [p.deck.name for p in first.players] == [p.deck.name for p in second.players]
    # greedy against itself on the same deal plays the same game twice: each deal is won once by each bot
    found = report.to_json()
    assert (found["bot_wins"], found["unfinished"], found["deals"]) == (2, 0, 2)
    assert {seat: tally["games"] for seat, tally in found["by_seat"].items()} == {"0": 2, "1": 2}
    assert found["pairing"].startswith("duplicate deals")


def test_selfplay_says_the_games_are_duplicate_deals(capsys) -> None:
    assert main(["selfplay", "wagon", "--bot", "greedy", "--against", "random", "--games", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "duplicate deals: each deal is played once with the first bot in every seat" in out
    assert "; 1 deal\n" in out
    assert main(["selfplay", "wagon", "--bot", "greedy", "--against", "random", "--games", "2", "--seed", "3",
                 "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["deals"] == 1 and sum(t["games"] for t in found["by_seat"].values()) == 2

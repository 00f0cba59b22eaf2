"""Bots see only their seat's observation, choose legal actions, and the search bot plays well."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.bots import bot_named, choose_for, observe
from tabletop.bots.match import play_match
from tabletop.bots.observation import pool_of
from tabletop.bots.search import SearchBot
from tabletop.cli import main
from tabletop.engine.session import Session
from tabletop.engine.state import State
from tabletop.engine.views import can_see
from tabletop.games.registry import EXTRA_MODULES
from tests.engine.testgame import TALLY
from tests.games.shipped import shipped

BOTS = ["random", "greedy", "search", "easy"]


@pytest.fixture(autouse=True)
def _test_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(EXTRA_MODULES, "tests.engine.testgame")


def mid_game(game, seed: int, steps: int) -> Session:  # noqa: ANN001
    session = Session(game, game.default_setup(seed))
    chooser = random.Random(seed)
    for _ in range(steps):
        actions = session.legal_actions()
        if not actions:
            break
        session.perform(chooser.choice(actions))
    return session


def reshuffled_secrets(state: State, seat: int, seed: int) -> State:
    """The same state but for what ``seat`` cannot see: hidden cards of each owner dealt anew."""
    other = state.copy()
    rng = random.Random(seed)
    by_owner: dict[tuple[int, str], list[str]] = {}
    for card in other.cards.values():
        if not can_see(state, seat, card.id):
            by_owner.setdefault((card.owner, pool_of(state, card.id)), []).append(card.id)
    for cards in by_owner.values():
        definitions = [other.cards[c].definition for c in cards]
        rng.shuffle(definitions)
        for card, definition in zip(cards, definitions, strict=True):
            other.cards[card].definition = definition
    other.rng = rng.getrandbits(64)
    return other


@pytest.mark.parametrize("bot", BOTS)
@pytest.mark.parametrize("game_id", ["tally", "wms", "unmatched", "wildstorms"])
def test_a_bot_never_peeks_hidden_cards_make_no_difference(game_id: str, bot: str) -> None:
    game = TALLY if game_id == "tally" else shipped(game_id)
    chosen = bot_named(bot) if bot != "search" else SearchBot(iterations=25, rollout=4)
    checked = 0
    for seed in range(6):
        session = mid_game(game, seed, 12 + seed)
        if session.is_over():
            continue
        seat = session.deciding_seat()
        state = session.state
        twin = reshuffled_secrets(state, seat, seed)
        assert observe(game, state, seat).canonical().to_json() == observe(game, twin, seat).canonical().to_json()
        first = choose_for(game, state, seat, chosen, f"s{seed}")
        assert first in game.legal_actions(state)
        assert choose_for(game, twin, seat, chosen, f"s{seed}") == first
        checked += 1
    assert checked >= 3


def test_the_search_bot_beats_the_random_bot_at_tally() -> None:
    report = play_match(TALLY, "search", "random", games=6, seed=3)
    assert report.bot_games == 6 and report.bot_wins >= 5


def test_selfplay_between_bots_prints_wins_and_think_times(capsys) -> None:
    assert main(["selfplay", "tally", "--bot", "greedy", "--against", "random", "--games", "4", "--seed", "2",
                 "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["bot_games"] == 4 and 0 <= found["bot_wins"] <= 4
    assert set(found["think_ms"]) == {"median", "p95", "max", "decisions"}
    assert main(["selfplay", "tally", "--bot", "genius"]) == 2
    assert "unknown bot 'genius'" in capsys.readouterr().err


def test_the_same_seed_gives_the_same_bot_games() -> None:
    first = play_match(TALLY, "greedy", "random", games=3, seed=9).to_json()
    second = play_match(TALLY, "greedy", "random", games=3, seed=9).to_json()
    assert (first["bot_wins"], first["think_ms"]["decisions"]) == (second["bot_wins"], second["think_ms"]["decisions"])

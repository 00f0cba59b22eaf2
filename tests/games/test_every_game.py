"""What holds for every registered game, whatever its rules.

- random play, undoing and redoing every single step: the state comes back exactly;
- every action the rules list is one they accept (``reason_against`` is None), also on tables
  changed by hand (the engine makes a listed action without checking it again);
- a moment exported as a position file reads back as the same moment;
- the game's record is complete (schema, faces, deck rules, help).
"""

from __future__ import annotations

import random
from importlib import resources
from pathlib import Path

import pytest

from tabletop.engine.position_export import export_position
from tabletop.engine.position_file import read_position
from tabletop.engine.session import Session
from tabletop.games import registry
from tests.games.listing_checks import listed_actions_accepted
from tests.games.shipped import shipped

GAMES = registry.game_ids()
RULES_GAMES = [g for g in GAMES if registry.game_class(g).rules is not None or registry.game_class(g).has_rules is True]


@pytest.mark.parametrize("game_id", RULES_GAMES)
@pytest.mark.parametrize("seed", [3, 17])
def test_every_step_undoes_and_redoes_exactly(game_id: str, seed: int) -> None:
    game = shipped(game_id)
    session = Session(game, game.default_setup(seed))
    chooser = random.Random(seed)
    for _ in range(400):
        actions = session.legal_actions()
        if not actions:
            break
        before = session.state.to_json()
        action = chooser.choice(actions)
        assert game.reason_against(session.state, action) is None, game.label(session.state, action)
        session.perform(action)
        after = session.state.to_json()
        session.undo()
        assert session.state.to_json() == before, f"undo of {session.history.undone[-1].label}"
        session.redo()
        assert session.state.to_json() == after
    assert session.is_over() or session.legal_actions(), "play stopped with no winner and nothing to do"


@pytest.mark.parametrize("game_id", RULES_GAMES)
def test_every_listed_action_is_accepted(game_id: str) -> None:
    game = shipped(game_id)
    session = Session(game, game.default_setup(5))
    chooser = random.Random(5)
    for _ in range(150):
        actions = session.legal_actions()
        if not actions:
            break
        refused = [(game.label(session.state, a), game.reason_against(session.state, a)) for a in actions
                   if game.reason_against(session.state, a) is not None]
        assert refused == []
        session.perform(chooser.choice(actions))


@pytest.mark.parametrize("game_id", RULES_GAMES)
@pytest.mark.parametrize("seed", [7, 8])
def test_every_listed_action_is_accepted_on_tables_changed_by_hand(game_id: str, seed: int) -> None:
    """Random changes by hand (a card anywhere, a counter, a flip) between the steps: whatever the rules
    list they accept, so a listed action may be made without a second check (``play.apply``)."""
    game = shipped(game_id)
    assert listed_actions_accepted(game, game.default_setup(seed), seed, 300)


@pytest.mark.parametrize("game_id", RULES_GAMES)
def test_a_moment_exported_as_a_position_reads_back_as_the_same_game(game_id: str, tmp_path: Path) -> None:
    game = shipped(game_id)
    session = Session(game, game.default_setup(6))
    chooser = random.Random(6)
    for _ in range(40):
        actions = session.legal_actions()
        if not actions:
            break
        session.perform(chooser.choice(actions))
    export_position(session, tmp_path / "moment.yaml", "mid-game")
    again = read_position(tmp_path / "moment.yaml", registry.load)
    before, after = session.state.to_json(), again.state.to_json()
    for key in ("zones", "cards", "tokens", "turn", "phase", "active_player", "decision", "rng", "data"):
        assert after[key] == before[key], key


@pytest.mark.parametrize("game_id", GAMES)
def test_the_game_record_is_complete(game_id: str) -> None:
    game = registry.game_class(game_id)
    assert game.id == game_id and game.name and game.min_players <= game.max_players
    assert game.schema.game == game_id and game.schema.card_types
    assert game.faces is not None and game.faces.game == game_id
    assert game.deck_rules is not None
    package = game.__module__.rpartition(".")[0]
    text = resources.files(package).joinpath(game.help_file).read_text(encoding="utf-8")
    assert text.startswith("# ")
    assert [spec.key for spec in game.options] == list(dict.fromkeys(spec.key for spec in game.options))

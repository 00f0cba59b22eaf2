"""Random self-play with every invariant, the table layout and the game's registration."""

from __future__ import annotations

from tabletop.engine.selfplay import run_selfplay
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.games.wms.actions import ACTION_TYPES
from tabletop.games.wms.game import WmsGame
from tests.games.shipped import shipped

GAME = shipped("wms")


def test_random_games_finish_without_violations() -> None:
    report = run_selfplay(GAME, games=100, seed=1, check=True)
    assert report.violations == []
    assert report.finished == report.games == 100


def test_the_game_is_registered() -> None:
    assert registry.game_class("wms") is WmsGame
    game = GAME
    assert isinstance(game, WmsGame) and game.has_rules and game.help_file == "help.md"
    assert set(ACTION_TYPES) <= set(game.action_types)


def test_every_zone_has_a_place_on_the_table() -> None:
    session = Session(GAME, GAME.default_setup(1))
    layout = GAME.layout(session.state)
    for zone_id in session.state.zones:
        assert layout.spot_for(zone_id, 2) is not None, zone_id
    for spot in layout.spots:
        assert -7 <= spot.x and spot.x + spot.width <= 7, spot.zone
        assert 0 <= spot.y and spot.y + spot.height <= 3.6, spot.zone
    assert "wound" in layout.counters


def test_help_file_exists_and_speaks_of_the_table() -> None:
    from pathlib import Path

    import tabletop.games.wms as package

    text = (Path(package.__file__).parent / GAME.help_file).read_text(encoding="utf-8")
    assert "Battlefield Stack" in text and "tactical retreat" in text


def test_every_named_ability_is_registered() -> None:
    from tabletop.games.wms.abilities import COMMAND_ABILITIES, ON_COMMAND, ON_PLAY, SPECIAL
    from tabletop.games.wms.lingering import LINGERING

    known = set(ON_PLAY) | set(ON_COMMAND) | set(LINGERING) | set(COMMAND_ABILITIES) | set(SPECIAL)
    for card in GAME.db.cards.values():
        for name in (getattr(card, "ability", None),
                     getattr(getattr(card, "command_ability", None), "ability", None)):
            assert name is None or name in known, (card.id, name)

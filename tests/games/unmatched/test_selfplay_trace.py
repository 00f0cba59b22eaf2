"""What the Unmatched fingerprints cover (the games themselves are checked with every game's in
tests/games/test_selfplay_traces.py)."""

from __future__ import annotations

from tabletop import paths
from tests.games.shipped import shipped
from tests.games.unmatched.selfplay_trace import TRACES


def test_the_pinned_games_cover_many_heroes_and_every_battlefield_of_today() -> None:
    """Pinned by name: a deck or map added later changes nothing here (it is just not fingerprinted)."""
    game = shipped("unmatched")
    folder = paths.cards_dir() / game.id / "decks"
    heroes = {name for entry in TRACES.games for name in entry.decks}
    assert all((folder / f"{name}.yaml").is_file() for name in heroes)
    assert len(heroes) >= 21
    battlefields = {entry.options["battlefield"] for entry in TRACES.games}
    assert battlefields <= set(game.db.extras["battlefield"])
    assert len(battlefields) >= 6
    assert {entry.variant for entry in TRACES.games} == {"duel", "2v2"}

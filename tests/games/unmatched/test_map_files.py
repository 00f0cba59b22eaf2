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


def test_a_map_in_the_users_folder_is_offered_and_played_and_a_broken_one_is_listed(tmp_path: Path) -> None:
    from tabletop import paths
    from tabletop.engine.session import Session
    from tabletop.engine.variants import new_setup, setup_problems
    from tabletop.games import registry

    folder = paths.user_cards_dir("unmatched") / "battlefields"
    folder.mkdir(parents=True)
    source = (paths.cards_dir() / "unmatched" / "battlefields" / "sunken_abbey.yaml").read_text(encoding="utf-8")
    (folder / "my_abbey.yaml").write_text(source.replace("id: sunken_abbey", "id: my_abbey")
                                          .replace("name: Sunken Abbey", "name: My Abbey")
                                          .replace("origin: own", "origin: community"), encoding="utf-8")
    (folder / "clash.yaml").write_text(source, encoding="utf-8")  # the id of a shipped map
    (folder / "broken.yaml").write_text(source.replace("zones: [cloister]", "zones: [cloistr]", 1), encoding="utf-8")
    game = registry.load("unmatched")
    choices = dict(game.options[0].choices)
    assert choices["my_abbey"] == "My Abbey (community list)" and "sunken_abbey" in choices
    assert "my_abbey" not in dict(type(game).options[0].choices)  # the record keeps the shipped maps
    left = sorted(str(p) for p in game.db.left_out)
    assert len(left) == 2 and any("clash.yaml:1: battlefield id 'sunken_abbey' is already used" in p for p in left)
    assert any("broken.yaml:" in p and "unknown zone 'cloistr'" in p for p in left)
    setup = new_setup(game, 5, options={"battlefield": "my_abbey"})
    assert setup_problems(game, setup) == []
    session = Session(game, setup)
    assert session.state.data["battlefield"] == "my_abbey" and game.legal_actions(session.state)


def test_a_map_without_a_start_space_for_every_seat_is_refused_not_replaced() -> None:
    from tabletop.engine.variants import new_setup, setup_problems
    from tabletop.games import registry

    game = registry.load("unmatched")
    small = next(key for key, field in game.db.extras["battlefield"].items() if len(field.starts()) == 2)
    name = game.db.extras["battlefield"][small].name
    problems = setup_problems(game, new_setup(game, 1, variant="2v2", players=4, options={"battlefield": small}))
    assert len(problems) == 1 and problems[0].startswith(f"{name} has start spaces for 2 players, not 4")
    assert "Thornhold Keep" in problems[0]
    assert setup_problems(game, new_setup(game, 1, options={"battlefield": small})) == []
    assert setup_problems(game, new_setup(game, 1, variant="2v2", players=4, options={"battlefield": "random"})) == []

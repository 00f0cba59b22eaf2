"""Saves: round trips, atomic writes, and one clear sentence for every damaged file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.engine.persistence import SaveError, load_session, save_session
from tabletop.engine.selfplay import play_random_game
from tabletop.games import registry
from tests.engine.testgame import TALLY


@pytest.fixture
def played(tmp_path: Path):
    session, problems = play_random_game(TALLY, seed=11, max_actions=25)
    assert not problems
    session.undo()
    session.undo()  # leave something to redo
    path = tmp_path / "game.tabletop"
    save_session(session, path)
    return session, path


def test_save_then_load_gives_an_equal_state_and_a_still_undoable_history(played) -> None:
    session, path = played
    loaded = load_session(path, registry.load)
    assert loaded.state.to_json() == session.state.to_json()
    assert [t.label for t in loaded.history.done] == [t.label for t in session.history.done]
    assert [t.action for t in loaded.history.done] == [t.action for t in session.history.done]
    assert len(loaded.history.undone) == 2
    loaded.redo_all()
    session.redo_all()
    assert loaded.state.to_json() == session.state.to_json()
    loaded.undo_all()
    assert loaded.state.to_json() == loaded.initial


def test_a_loaded_game_goes_on_exactly_like_the_original(played) -> None:
    session, path = played
    loaded = load_session(path, registry.load)
    action = TALLY.legal_actions(session.state)[0]
    session.perform(action)
    loaded.perform(action)
    assert loaded.state.to_json() == session.state.to_json()


def test_saving_replaces_the_file_atomically(played, tmp_path: Path) -> None:
    session, path = played
    session.perform(TALLY.legal_actions(session.state)[-1])
    save_session(session, path)
    assert load_session(path, registry.load).state.to_json() == session.state.to_json()
    assert [p.name for p in tmp_path.iterdir()] == ["game.tabletop"]  # no temporary left behind


def _expect(path: Path, fragment: str) -> None:
    with pytest.raises(SaveError) as caught:
        load_session(path, registry.load)
    message = str(caught.value)
    assert fragment in message
    assert "\n" not in message and "Traceback" not in message


def test_truncated_save(played) -> None:
    _, path = played
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    _expect(path, "damaged tabletop save (cut short or corrupted)")


def test_bit_flipped_save(played) -> None:
    _, path = played
    raw = bytearray(path.read_bytes())
    position = raw.index(b'"turn":') + len(b'"turn":')
    raw[position] = ord("7") if raw[position] != ord("7") else ord("8")
    path.write_bytes(bytes(raw))
    _expect(path, "fail their checksum")


def test_empty_save(tmp_path: Path) -> None:
    path = tmp_path / "empty.tabletop"
    path.write_bytes(b"")
    _expect(path, "empty.tabletop is empty, so it is not a tabletop save.")


def test_newer_version(played) -> None:
    _, path = played
    data = json.loads(path.read_text())
    data["version"] = 99
    path.write_text(json.dumps(data))
    _expect(path, "saved by a newer tabletop (save format 99)")


def test_not_a_save_at_all(tmp_path: Path) -> None:
    for name, content in [("picture.tabletop", b"\x89PNG\r\n\x1a\n\x00\x00"),
                          ("list.tabletop", b"[1, 2, 3]"),
                          ("other.tabletop", b'{"format": "something-else"}')]:
        path = tmp_path / name
        path.write_bytes(content)
        _expect(path, f"{name} is not a tabletop save.")


def test_unknown_game(played) -> None:
    import hashlib

    from tabletop.engine.persistence import _canonical

    _, path = played
    data = json.loads(path.read_text())
    data["body"]["game"] = "chess"
    data["checksum"] = hashlib.sha256(_canonical(data["body"])).hexdigest()
    path.write_text(json.dumps(data))
    _expect(path, "a game of 'chess', which this tabletop does not know")


def test_history_that_does_not_reach_the_snapshot(played) -> None:
    import hashlib

    from tabletop.engine.persistence import _canonical

    _, path = played
    data = json.loads(path.read_text())
    data["body"]["done"].pop()
    data["checksum"] = hashlib.sha256(_canonical(data["body"])).hexdigest()
    path.write_text(json.dumps(data))
    _expect(path, "does not lead to its saved position")


def test_missing_file_and_folder(tmp_path: Path) -> None:
    _expect(tmp_path / "nothing.tabletop", "nothing.tabletop does not exist.")
    _expect(tmp_path, "is a folder, not a save.")

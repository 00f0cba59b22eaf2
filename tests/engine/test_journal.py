"""The autosave journal: every step, undo and redo comes back; a torn last record is dropped;
damage is one sentence; a process killed mid-game loses at most its last step."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.engine.journal import (
    Autosave,
    discard,
    held_by_other_process,
    interrupted,
    load_autosave,
)
from tabletop.engine.persistence import SaveError
from tabletop.engine.session import Session
from tests.engine.testgame import TALLY

ROOT = Path(__file__).resolve().parents[2]


def _find(_game: str):  # noqa: ANN202
    return TALLY


def wander(session: Session, chooser: random.Random) -> None:
    """One more history change of a long wandering game: mostly steps, some undos and redos."""
    roll = chooser.random()
    if session.history.can_redo and roll < 0.15:
        session.redo()
    elif session.history.can_undo and (session.is_over() or roll < 0.3):
        session.undo()
    else:
        session.perform(chooser.choice(session.legal_actions()))


def _played(tmp_path: Path, changes: int, seed: int = 1) -> tuple[Session, Autosave]:
    session = Session(TALLY, TALLY.default_setup(seed))
    autosave = Autosave(tmp_path, session, "game")
    chooser = random.Random(seed)
    for _ in range(changes):
        wander(session, chooser)
        autosave.sync()
    return session, autosave


def _same(loaded: Session, session: Session) -> None:
    assert loaded.state.to_json() == session.state.to_json()
    assert [t.label for t in loaded.history.done] == [t.label for t in session.history.done]
    assert len(loaded.history.undone) == len(session.history.undone)


def test_every_step_undo_and_redo_comes_back(tmp_path: Path) -> None:
    session, autosave = _played(tmp_path, 120)
    assert autosave.records_since_compaction == 120
    loaded = load_autosave(autosave.journal_path, _find)
    _same(loaded, session)
    loaded.redo_all()
    session.redo_all()
    assert loaded.state.to_json() == session.state.to_json()
    loaded.undo_all()
    assert loaded.state.to_json() == loaded.initial


def test_a_compaction_writes_everything_into_the_save_and_empties_the_journal(tmp_path: Path) -> None:
    session, autosave = _played(tmp_path, 60)
    autosave.compact()
    assert len(autosave.journal_path.read_bytes().splitlines()) == 1
    chooser = random.Random(9)
    for _ in range(20):
        wander(session, chooser)
        autosave.sync()
    _same(load_autosave(autosave.journal_path, _find), session)


def test_a_torn_last_record_is_dropped_and_everything_before_it_kept(tmp_path: Path) -> None:
    session = Session(TALLY, TALLY.default_setup(2))
    autosave = Autosave(tmp_path, session, "game")
    for _ in range(8):
        session.perform(session.legal_actions()[0])
        autosave.sync()
    before_last = load_autosave(autosave.journal_path, _find)
    raw = autosave.journal_path.read_bytes()
    last = raw[:-1].rindex(b"\n") + 1
    for cut in (last + 5, len(raw) - 1):  # cut short inside the record, or just its line end
        autosave.journal_path.write_bytes(raw[:cut])
        loaded = load_autosave(autosave.journal_path, _find)
        assert len(loaded.history.done) == 7
        before_last.undo()
        assert loaded.state.to_json() == before_last.state.to_json()
        before_last.redo()


def test_a_corrupted_record_before_the_last_is_one_clear_sentence(tmp_path: Path) -> None:
    _session, autosave = _played(tmp_path, 10)
    lines = autosave.journal_path.read_bytes().splitlines(keepends=True)
    lines[4] = lines[4].replace(b'"n":4', b'"n":5')  # no longer matches its checksum
    autosave.journal_path.write_bytes(b"".join(lines))
    with pytest.raises(SaveError, match=r"autosave game is damaged \(journal record 4 of 10 is corrupted\)"):
        load_autosave(autosave.journal_path, _find)


def test_a_newer_journal_format_asks_for_a_newer_tabletop(tmp_path: Path) -> None:
    _session, autosave = _played(tmp_path, 3)
    lines = autosave.journal_path.read_bytes().splitlines(keepends=True)
    header = json.loads(lines[0][9:])
    from tabletop.engine.journal import _line

    lines[0] = _line({**header, "version": 99})
    autosave.journal_path.write_bytes(b"".join(lines))
    with pytest.raises(SaveError, match="journal format 99"):
        load_autosave(autosave.journal_path, _find)


def test_a_journal_left_by_an_interrupted_compaction_is_set_aside(tmp_path: Path) -> None:
    session, autosave = _played(tmp_path, 30)
    stale = autosave.journal_path.read_bytes()
    autosave.compact()  # the new save is written...
    autosave.journal_path.write_bytes(stale)  # ...and the crash came before the new journal
    _same(load_autosave(autosave.journal_path, _find), session)


def test_a_damaged_save_under_the_journal_is_the_saves_own_sentence(tmp_path: Path) -> None:
    _session, autosave = _played(tmp_path, 5)
    autosave.base_path.write_text("{", encoding="utf-8")
    with pytest.raises(SaveError, match="not a tabletop save|damaged"):
        load_autosave(autosave.journal_path, _find)


def test_closing_normally_removes_the_autosave(tmp_path: Path) -> None:
    _session, autosave = _played(tmp_path, 5)
    assert interrupted(tmp_path) == [autosave.journal_path]
    autosave.close(discard=True)
    assert interrupted(tmp_path) == []
    assert list(tmp_path.iterdir()) == []


CHILD = """
import random, sys
from pathlib import Path
from tabletop.engine.journal import Autosave
from tabletop.engine.session import Session
from tests.engine.test_journal import wander
from tests.engine.testgame import TALLY

session = Session(TALLY, TALLY.default_setup(5))
autosave = Autosave(Path(sys.argv[1]), session, "game")
chooser = random.Random(5)
changes = 0
while True:
    wander(session, chooser)
    autosave.sync()
    changes += 1
    print(changes, flush=True)
"""


def _reference(changes: int) -> Session:
    session = Session(TALLY, TALLY.default_setup(5))
    chooser = random.Random(5)
    for _ in range(changes):
        wander(session, chooser)
    return session


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_a_process_killed_mid_game_loses_at_most_its_last_step(tmp_path: Path) -> None:
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE,
                             env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert child.stdout is not None
    reported = 0
    while reported < 400:
        reported = int(child.stdout.readline())
    journal = tmp_path / "game.journal"
    assert held_by_other_process(journal)
    assert interrupted(tmp_path) == []  # a running game's autosave is never offered
    assert not discard(journal)
    child.send_signal(signal.SIGKILL)  # while it goes on playing: the kill lands anywhere in a step
    child.wait()
    assert not held_by_other_process(journal)
    assert interrupted(tmp_path) == [journal]
    loaded = load_autosave(journal, _find)
    records = len(journal.read_bytes().splitlines()) - 1
    assert records >= reported  # every change reported as journalled is there (a torn one may follow)
    reference = _reference(records)
    if len(reference.history.done) != len(loaded.history.done) or \
            reference.state.to_json() != loaded.state.to_json():
        reference = _reference(records - 1)  # the last record was torn: only it is lost
    assert reference.state.to_json() == loaded.state.to_json()
    assert [t.label for t in reference.history.done] == [t.label for t in loaded.history.done]
    assert len(reference.history.undone) == len(loaded.history.undone)
    assert discard(journal) and interrupted(tmp_path) == []


def test_two_running_instances_keep_separate_autosaves(tmp_path: Path) -> None:
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE,
                             env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert child.stdout is not None
    try:
        while int(child.stdout.readline()) < 20:
            pass
        theirs = tmp_path / "game.journal"
        session = Session(TALLY, TALLY.default_setup(3))
        with pytest.raises(OSError):
            Autosave(tmp_path, session, "game")  # the other instance's autosave cannot be taken over
        mine = Autosave(tmp_path, session)
        wander(session, random.Random(3))
        mine.sync()
        assert mine.journal_path != theirs and mine.journal_path.is_file()
        assert held_by_other_process(theirs) and not discard(theirs)
        assert theirs.is_file(), "neither reads, overwrites nor deletes the other's files"
        mine.close(discard=True)
        assert not mine.journal_path.exists() and theirs.is_file()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()

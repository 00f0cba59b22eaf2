"""The autosave of a running game: a full save plus a journal of the steps made since.

Writing a whole save after every step costs time that grows with the game, so
the autosave is two files side by side in the autosave folder::

    <name>.tabletop   a full save (persistence format), written atomically
    <name>.journal    one header line, then one line per step since that save

Each journal line is ``<crc32 hex> <json>``; the header names the journal
format and version and the checksum of the save it continues. A record is
``{"n": k, "done": d, "do": <transaction>}`` (a new step), ``"undo": 1`` or
``"redo": 1``; ``done`` is the number of steps done after it (a check).
Appending a record costs the same at step 10 and step 10,000, and it is
flushed at once, so a killed process loses at most the step being written.
:meth:`Autosave.compact` writes a new full save and starts an empty journal
(on Save, and every so often when the player pauses).

On load a torn last record (cut short, or failing its checksum) is dropped
and everything before it kept; any other damage is one :class:`SaveError`
sentence. A journal whose header names another save than the one beside it
was left behind by a compaction interrupted after the new save was written:
that save already holds its steps, so it is set aside.

One autosave per running game, held with an exclusive lock on ``<name>.lock``
(which holds the process id), so two running instances never touch each
other's files.
"""

from __future__ import annotations

import json
import os
import time
import zlib
from pathlib import Path
from typing import IO, Any

from tabletop.engine import safe_json
from tabletop.engine.history_check import Damaged, check_reached
from tabletop.engine.persistence import (
    GameLookup,
    SaveError,
    load_session,
    read_save_bytes,
    session_to_json,
)
from tabletop.engine.session import Session
from tabletop.engine.transaction import Transaction, apply_ops
from tabletop.fileio import UnreadableFile, read_limited, write_text_atomically

JOURNAL_FORMAT = "tabletop-journal"
JOURNAL_VERSION = 1
JOURNAL_SUFFIX = ".journal"
BASE_SUFFIX = ".tabletop"
LOCK_SUFFIX = ".lock"
MAX_JOURNAL_BYTES = 64_000_000
"""A journal larger than this is refused unread (compaction keeps it far smaller)."""


# -- locks ------------------------------------------------------------------------
def _try_lock(handle: IO[bytes]) -> bool:
    try:
        if os.name == "nt":
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _lock_path(journal: Path) -> Path:
    return journal.with_suffix(LOCK_SUFFIX)


def held_by_other_process(journal: Path) -> bool:
    """Whether another running tabletop holds this autosave (its lock taken, another pid inside)."""
    path = _lock_path(journal)
    if not path.exists():
        return False
    try:
        with open(path, "r+b") as handle:
            if _try_lock(handle):
                return False  # closing the file lets the lock go again
            owner = handle.read(32).decode("ascii", "replace").strip()
    except OSError:
        return True
    return owner != str(os.getpid())


# -- records ----------------------------------------------------------------------
def _line(record: dict[str, Any]) -> bytes:
    body = json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return b"%08x " % zlib.crc32(body) + body + b"\n"


def _read_line(raw: bytes) -> dict[str, Any] | None:
    """A record, or None when the line is torn or fails its checksum."""
    if not raw.endswith(b"\n") or len(raw) < 10 or raw[8:9] != b" ":
        return None
    body = raw[9:-1]
    try:
        if int(raw[:8], 16) != zlib.crc32(body):
            return None
        record = safe_json.loads(body)
    except ValueError:  # JsonRefused too: a line we do not read is damage, wherever it is
        return None
    return record if isinstance(record, dict) else None


def _header(base_checksum: str, game: str) -> dict[str, Any]:
    return {"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, "base": base_checksum, "game": game}


# -- writing ----------------------------------------------------------------------
class Autosave:
    """The journal writer of one running game (see the module text).

    Call :meth:`sync` after every change of the session's history (a step,
    an undo, a redo): it appends what changed since the last call.
    """

    def __init__(self, folder: Path, session: Session, name: str | None = None):
        self.session = session
        folder.mkdir(parents=True, exist_ok=True)
        name = name or f"game-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
        self.journal_path = folder / f"{name}{JOURNAL_SUFFIX}"
        self.base_path = folder / f"{name}{BASE_SUFFIX}"
        self._lock = open(_lock_path(self.journal_path), "a+b")  # noqa: SIM115 - held while the game runs
        if not _try_lock(self._lock):
            self._lock.close()
            raise OSError(f"{name} is in use by another tabletop")
        self._lock.seek(0)
        self._lock.truncate()
        self._lock.write(str(os.getpid()).encode("ascii"))
        self._lock.flush()
        game = session.game
        self._done: list[Transaction] = list(session.history.done)
        self._done_json = [t.to_json(game.action_to_json) for t in self._done]
        self._undone: list[Transaction] = list(session.history.undone)
        self._undone_json = [t.to_json(game.action_to_json) for t in self._undone]
        self._stream: IO[bytes] | None = None
        self.records = 0
        self.compact()

    @property
    def records_since_compaction(self) -> int:
        return self.records

    def _append(self, record: dict[str, Any]) -> None:
        assert self._stream is not None
        self.records += 1
        self._stream.write(_line({"n": self.records, **record, "done": len(self._done)}))
        self._stream.flush()  # in the operating system's hands: a killed process loses nothing written

    def sync(self) -> None:
        """Append a record for each step made, undone or redone since the last call."""
        done, undone = self.session.history.done, self.session.history.undone
        common = min(len(self._done), len(done))
        while common and self._done[common - 1] is not done[common - 1]:
            common -= 1
        while len(self._done) > common:
            self._undone.append(self._done.pop())
            self._undone_json.append(self._done_json.pop())
            self._append({"undo": 1})
        for transaction in done[common:]:
            self._done.append(transaction)
            if self._undone and self._undone[-1] is transaction:
                self._undone.pop()
                self._done_json.append(self._undone_json.pop())
                self._append({"redo": 1})
            else:
                self._undone.clear()
                self._undone_json.clear()
                self._done_json.append(transaction.to_json(self.session.game.action_to_json))
                self._append({"do": self._done_json[-1]})
        if len(self._undone) != len(undone):  # a history changed some other way: start afresh
            self._done, self._undone = list(done), list(undone)
            game = self.session.game
            self._done_json = [t.to_json(game.action_to_json) for t in done]
            self._undone_json = [t.to_json(game.action_to_json) for t in undone]
            self.compact()

    def compact(self) -> None:
        """Write the whole game as a full save and start an empty journal after it."""
        data = session_to_json(self.session, self._done_json, self._undone_json)
        write_text_atomically(self.base_path, json.dumps(data, separators=(",", ":"), ensure_ascii=False))
        header = _line(_header(data["checksum"], self.session.game.id)).decode("utf-8")
        if self._stream is not None:
            self._stream.close()
        write_text_atomically(self.journal_path, header)
        self._stream = open(self.journal_path, "ab")  # noqa: SIM115 - appended to for the whole game
        self.records = 0

    def close(self, *, discard: bool) -> None:
        """Stop writing; ``discard`` removes the files (the game was closed normally)."""
        if self._stream is not None:
            self._stream.close()
            self._stream = None
        if discard:
            self.journal_path.unlink(missing_ok=True)
            self.base_path.unlink(missing_ok=True)
        if not self._lock.closed:
            if discard:
                _lock_path(self.journal_path).unlink(missing_ok=True)
            self._lock.close()


# -- reading ----------------------------------------------------------------------
def interrupted(folder: Path) -> list[Path]:
    """The journals of games not closed normally (newest first), except those another instance holds."""
    if not folder.is_dir():
        return []
    found = [path for path in folder.glob(f"*{JOURNAL_SUFFIX}")
             if path.with_suffix(BASE_SUFFIX).is_file() and not held_by_other_process(path)]
    return sorted(found, key=lambda path: path.stat().st_mtime, reverse=True)


def discard(journal: Path) -> bool:
    """Remove an autosave no running game holds; False (nothing removed) when one does."""
    lock = _lock_path(journal)
    try:
        with open(lock, "a+b") as handle:
            if not _try_lock(handle):
                return False
            journal.unlink(missing_ok=True)
            journal.with_suffix(BASE_SUFFIX).unlink(missing_ok=True)
    except OSError:
        return False
    lock.unlink(missing_ok=True)
    return True


def _damaged(name: str, why: str) -> SaveError:
    return SaveError(f"The autosave {name} is damaged ({why}); it cannot be continued.")


def load_autosave(journal: Path, find_game: GameLookup) -> Session:
    """The game an autosave holds: its full save, then every whole journal record after it."""
    journal = Path(journal)
    name = journal.stem
    base = journal.with_suffix(BASE_SUFFIX)
    session = load_session(base, find_game)
    if not journal.exists():
        return session  # the journal was never started: the save is the game
    try:
        raw_lines = read_limited(journal, MAX_JOURNAL_BYTES).splitlines(keepends=True)
        base_checksum = safe_json.loads(read_save_bytes(base))["checksum"]
    except UnreadableFile as refused:
        raise _damaged(name, f"its journal {refused}") from None
    except (ValueError, KeyError, TypeError) as error:
        raise _damaged(name, f"it cannot be read: {error}") from None
    header = _read_line(raw_lines[0]) if raw_lines else None
    if header is None or header.get("format") != JOURNAL_FORMAT:
        if len(raw_lines) <= 1:
            return session  # a header torn while it was written: nothing was journalled yet
        raise _damaged(name, "its journal has no valid header")
    version = header.get("version")
    if version != JOURNAL_VERSION:
        raise SaveError(f"The autosave {name} was written by another tabletop (journal format {version!r}; "
                        f"this version reads {JOURNAL_VERSION}).")
    if header.get("base") != base_checksum:
        return session  # a compaction stopped after writing the new save: it already holds these steps
    game = session.game
    history = session.history
    records = raw_lines[1:]
    for number, raw in enumerate(records, start=1):
        record = _read_line(raw)
        if record is None:
            if number == len(records):
                break  # the last step, torn by the crash: dropped
            raise _damaged(name, f"journal record {number} of {len(records)} is corrupted")
        try:
            if record.get("n") != number:
                raise ValueError("out of order")
            if "do" in record:
                transaction = Transaction.from_json(record["do"], game.action_from_json)
                apply_ops(session.state, transaction.ops)
                history.record(transaction)
            elif "undo" in record and history.can_undo:
                history.undo()
            elif "redo" in record and history.can_redo:
                history.redo()
            else:
                raise ValueError("unknown record")
            if record.get("done") != len(history.done):
                raise ValueError("history length")
        except Exception:  # noqa: BLE001 - any failure to replay is damage, said in one sentence
            raise _damaged(name, f"journal record {number} cannot be replayed") from None
    try:
        check_reached(session)
    except Damaged as damage:
        raise _damaged(name, str(damage)) from None
    return session

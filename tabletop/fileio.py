"""Reading files that may be hostile, and writing files that are never left half-written.

Reading: :func:`read_limited` refuses anything but a regular file (a FIFO, a
device or a socket would block or never end) without opening it for a
blocking read, and refuses a file larger than the caller's limit before
reading a byte of it.

Writing: :func:`write_text_atomically` writes a short-named temporary file
beside the target, fsyncs it, renames it over the target and fsyncs the
folder, so a crash leaves the old or the new contents. It writes through a
symlink to its target, keeps an existing target's permission bits, and
removes temporary files of its own that a killed process left behind.
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from pathlib import Path

TEMP_PREFIX = ".tt-"
TEMP_SUFFIX = ".tmp"
STALE_SECONDS = 3600.0
"""A temporary file of ours older than this is left over from a killed process."""


class UnreadableFile(Exception):
    """A file refused before or while reading; ``str()`` is the reason, to follow the file's name."""


def read_limited(path: Path, limit: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; UnreadableFile otherwise.

    The type and size are checked before reading, and again on the open handle
    (opened non-blocking, so a FIFO swapped in between cannot hang us).
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise UnreadableFile("does not exist") from None
    except OSError as error:
        raise UnreadableFile(f"cannot be read ({error.strerror})") from None
    _check_kind(info, limit, what)
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as error:
        raise UnreadableFile(f"cannot be read ({error.strerror})") from None
    try:
        _check_kind(os.fstat(handle), limit, what)
        with os.fdopen(handle, "rb", closefd=False) as stream:
            data = stream.read(limit + 1)
    except OSError as error:
        raise UnreadableFile(f"cannot be read ({error.strerror})") from None
    finally:
        os.close(handle)
    if len(data) > limit:
        raise UnreadableFile(_too_big(limit))
    return data


def _check_kind(info: os.stat_result, limit: int, what: str) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise UnreadableFile(f"is a folder, not a {what}")
    if not stat.S_ISREG(info.st_mode):
        raise UnreadableFile("is not a regular file (a pipe, device or socket), so it is not read")
    if info.st_size > limit:
        raise UnreadableFile(_too_big(limit))


def _too_big(limit: int) -> str:
    return f"is larger than {limit // 1_000_000} MB, more than any file of this kind should be, so it is not read"


def _resolved_target(path: Path) -> Path:
    """The file a write lands in: a symlink's target (followed to the end), else the path."""
    try:
        return Path(os.path.realpath(path)) if path.is_symlink() else path
    except OSError:
        return path


def _remove_stale_temporaries(folder: Path) -> None:
    """Delete temporary files of ours that a killed writer left (old enough not to be in use)."""
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if entry.name.startswith(TEMP_PREFIX) and entry.name.endswith(TEMP_SUFFIX):
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and now - entry.stat(follow_symlinks=False).st_mtime > STALE_SECONDS:
                    os.unlink(entry.path)


def _fsync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError, AttributeError):
        handle = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def write_bytes_atomically(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Write bytes so that a crash leaves either the old or the new contents.

    ``durable=False`` skips the fsyncs (for caches, which may be lost but never half-written).
    """
    target = _resolved_target(Path(path))
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(folder)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mode = None
    temporary = folder / f"{TEMP_PREFIX}{os.urandom(6).hex()}{TEMP_SUFFIX}"
    handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            if durable:
                os.fsync(stream.fileno())
        if mode is not None:
            os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    if durable:
        _fsync_folder(folder)


def write_text_atomically(path: Path, text: str) -> None:
    """Write UTF-8 text so that a crash leaves either the old or the new contents."""
    write_bytes_atomically(path, text.encode("utf-8"))

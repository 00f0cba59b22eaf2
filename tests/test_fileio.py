"""Atomic writes (issue 23, defect 8): stale temporaries, modes, symlinks, long names; hostile reads."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pytest

from tabletop import fileio
from tabletop.fileio import TEMP_PREFIX, TEMP_SUFFIX, UnreadableFile, read_limited

write_text_atomically = fileio.write_text_atomically

posix = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes and links")


def test_stale_temporaries_of_ours_are_removed_and_fresh_or_foreign_ones_kept(tmp_path: Path) -> None:
    stale = tmp_path / f"{TEMP_PREFIX}dead{TEMP_SUFFIX}"
    fresh = tmp_path / f"{TEMP_PREFIX}busy{TEMP_SUFFIX}"
    foreign = tmp_path / ".someone-else.tmp"
    for path in (stale, fresh, foreign):
        path.write_text("x")
    old = time.time() - fileio.STALE_SECONDS - 60
    os.utime(stale, (old, old))
    os.utime(foreign, (old, old))
    write_text_atomically(tmp_path / "game.tabletop", "new")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([fresh.name, foreign.name, "game.tabletop"])


@posix
def test_a_new_file_follows_the_umask_and_an_existing_one_keeps_its_mode(tmp_path: Path) -> None:
    previous = os.umask(0o022)
    try:
        write_text_atomically(tmp_path / "new.tabletop", "a")
        assert stat.S_IMODE((tmp_path / "new.tabletop").stat().st_mode) == 0o644
        target = tmp_path / "shared.tabletop"
        target.write_text("old")
        target.chmod(0o664)
        write_text_atomically(target, "new")
        assert stat.S_IMODE(target.stat().st_mode) == 0o664 and target.read_text() == "new"
    finally:
        os.umask(previous)


@posix
def test_saving_over_a_symlink_writes_its_target(tmp_path: Path) -> None:
    real = tmp_path / "real" / "game.tabletop"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "link.tabletop"
    link.symlink_to(real)
    write_text_atomically(link, "new")
    assert link.is_symlink() and real.read_text() == "new"
    assert [p.name for p in real.parent.iterdir()] == ["game.tabletop"]


def test_a_name_of_250_bytes_can_be_saved(tmp_path: Path) -> None:
    target = tmp_path / ("n" * 240 + ".tabletop")
    write_text_atomically(target, "ok")
    assert target.read_text() == "ok"


def test_the_folder_is_fsynced_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd))[1])
    write_text_atomically(tmp_path / "a.txt", "x")
    assert len(synced) == 2  # the file, then its folder


def test_read_limited_refuses_folders_and_large_files(tmp_path: Path) -> None:
    with pytest.raises(UnreadableFile, match="is a folder"):
        read_limited(tmp_path, 10)
    big = tmp_path / "big"
    big.write_bytes(b"x" * 11)
    with pytest.raises(UnreadableFile, match="larger than"):
        read_limited(big, 10)
    assert read_limited(big, 11) == b"x" * 11

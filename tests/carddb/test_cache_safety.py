"""The card cache cannot run code (issue 23, defect 7): a planted pickle is ignored and rebuilt."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.carddb import loader
from tabletop.carddb.cache import MAGIC, read_cache, write_cache
from tabletop.games import registry


class _Exploit:
    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self) -> tuple:
        return (os.system, (f"touch {self.marker}",))


def test_a_planted_pickle_with_the_right_fingerprint_does_not_run(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    path = tmp_path / "planted.cache"
    path.write_bytes(MAGIC + b"f" * 64 + b"\n" + pickle.dumps(_Exploit(marker)))
    assert read_cache(path, "f" * 64) is None
    assert not marker.exists()


def test_a_stale_fingerprint_is_refused_before_reading_the_pickle(tmp_path: Path) -> None:
    path = tmp_path / "old.cache"
    path.write_bytes(MAGIC + b"a" * 64 + b"\n" + b"not a pickle at all")
    assert read_cache(path, "b" * 64) is None
    assert read_cache(path, "a" * 64) is None  # right fingerprint, damaged payload: rebuilt, no error


def test_the_cache_round_trips_real_card_data(tmp_path: Path) -> None:
    db = registry.load("wildstorms").db
    write_cache(tmp_path / "ws.cache", "c" * 64, db)
    again = read_cache(tmp_path / "ws.cache", "c" * 64)
    assert again is not None and again.cards == db.cards and again.sets == db.sets


def test_load_cards_rebuilds_over_a_planted_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paths, "user_cache_dir", lambda: tmp_path)
    game = registry.game_class("wms")
    first = loader.load_cards(game.schema)
    (cache_file,) = (tmp_path / "carddb").iterdir()
    header = cache_file.read_bytes().partition(b"\n")[0]
    marker = tmp_path / "pwned"
    cache_file.write_bytes(header + b"\n" + pickle.dumps(_Exploit(marker)))
    again = loader.load_cards(game.schema)
    assert not marker.exists()
    assert again.cards == first.cards
    assert [p.name for p in (tmp_path / "carddb").iterdir()] == [cache_file.name]  # no temporary left


def test_a_change_to_the_card_data_code_makes_the_cache_stale(tmp_path: Path) -> None:
    code = tmp_path / "schema"
    code.mkdir()
    source = code / "cards.py"
    source.write_text("FIELDS = ('name',)\n")
    digest = loader._code_digest.__wrapped__  # (kept for the process: here asked afresh)
    before = digest((code,))
    assert digest((code,)) == before  # nothing changed: the same
    source.write_text("FIELDS = ('name', 'cost')\n")
    assert digest((code,)) != before
    changed = digest((code,))
    os.utime(source, ns=(source.stat().st_atime_ns, source.stat().st_mtime_ns + 1))  # saved again, same size
    assert digest((code,)) != changed
    (code / "more.py").write_text("")
    assert digest((code,)) not in (before, changed)

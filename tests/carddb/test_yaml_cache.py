"""The parsed-file cache of shipped YAML: the same data and lines as parsing, parsed again
whenever the file changed or the kept copy cannot be trusted, and never needed for correctness."""

from __future__ import annotations

import datetime
import os
from pathlib import Path
from typing import Any

import pytest

from tabletop import paths
from tabletop.carddb import yaml_loader
from tabletop.carddb.decks import load_deck, shipped_decks_dir
from tabletop.carddb.problems import DataError
from tabletop.carddb.yamlio import LineList, LineMap, read_yaml
from tabletop.games import registry

TEXT = """\
name: Sample
on: yes
count: 3
ratio: 0.5
nothing:
items:
  - plain
  - {inner: [1, 2]}
3: three
"""


def _lines(value: Any) -> Any:
    """The data with every line it remembers, to compare two readings exactly."""
    if isinstance(value, LineMap):
        return ("map", value.line, [(key, value.line_of(key), _lines(item)) for key, item in value.items()])
    if isinstance(value, LineList):
        return ("list", value.line, [(value.line_of(i), _lines(item)) for i, item in enumerate(value)])
    return (type(value).__name__, value)


def _no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(text: str, path: str) -> Any:
        raise AssertionError(f"{path} was parsed again")

    monkeypatch.setattr(yaml_loader, "parse", refuse)


def _kept_files() -> list[Path]:
    return sorted((paths.user_cache_dir() / "yaml").glob("*.json"))


def test_a_cached_file_reads_back_as_parsed_with_its_lines_without_parsing(tmp_path: Path, monkeypatch) -> None:
    source = tmp_path / "sample.yaml"
    source.write_text(TEXT, encoding="utf-8")
    parsed = read_yaml(source)
    first = read_yaml(source, cache=True)
    assert _lines(first) == _lines(parsed)
    assert len(_kept_files()) == 1
    _no_parsing(monkeypatch)
    again = read_yaml(source, cache=True)
    assert _lines(again) == _lines(parsed)
    assert again[True] is True and again[3] == "three" and again["nothing"] is None  # keys keep their type


def test_a_changed_file_is_parsed_again(tmp_path: Path) -> None:
    source = tmp_path / "sample.yaml"
    source.write_text(TEXT, encoding="utf-8")
    read_yaml(source, cache=True)
    source.write_text(TEXT.replace("count: 3", "count: 4"), encoding="utf-8")
    stat = source.stat()
    os.utime(source, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))  # even within the same tick
    assert read_yaml(source, cache=True)["count"] == 4


@pytest.mark.parametrize("planted", [b"", b"{not json", b'{"stamp": 1}', b'{"stamp": [], "data": {"m": "x"}}'])
def test_a_damaged_or_planted_cache_file_only_means_parsing_again(tmp_path: Path, planted: bytes) -> None:
    source = tmp_path / "sample.yaml"
    source.write_text(TEXT, encoding="utf-8")
    read_yaml(source, cache=True)
    (kept,) = _kept_files()
    kept.write_bytes(planted)
    assert _lines(read_yaml(source, cache=True)) == _lines(read_yaml(source))


def test_a_stamp_that_matches_with_bad_data_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "sample.yaml"
    source.write_text(TEXT, encoding="utf-8")
    read_yaml(source, cache=True)
    (kept,) = _kept_files()
    kept.write_text(kept.read_text().replace('"k": [', '"k": [[["a", "list", "key"], 1, 2], ', 1))
    assert _lines(read_yaml(source, cache=True)) == _lines(read_yaml(source))


def test_values_json_cannot_hold_are_simply_not_kept(tmp_path: Path) -> None:
    source = tmp_path / "dated.yaml"
    source.write_text("when: 2024-05-01\n", encoding="utf-8")
    assert read_yaml(source, cache=True)["when"] == datetime.date(2024, 5, 1)
    assert _kept_files() == []
    assert read_yaml(source, cache=True)["when"] == datetime.date(2024, 5, 1)


def test_a_broken_file_is_refused_with_its_line_cached_or_not(tmp_path: Path) -> None:
    source = tmp_path / "broken.yaml"
    source.write_text("a: 1\na: 2\n", encoding="utf-8")
    for cache in (False, True, True):
        with pytest.raises(DataError) as refused:
            read_yaml(source, cache=cache)
        assert "duplicate key 'a'" in str(refused.value.problems[0]) and refused.value.problems[0].line == 2


def test_shipped_decks_read_through_the_cache_are_the_decks_parsed(monkeypatch) -> None:
    game = registry.load("wms")
    folder = shipped_decks_dir("wms")
    parsed = [load_deck(path, game.db) for path in sorted(folder.glob("*.yaml"))]
    cached = [load_deck(path, game.db, read_only=True) for path in sorted(folder.glob("*.yaml"))]
    _no_parsing(monkeypatch)
    again = [load_deck(path, game.db, read_only=True) for path in sorted(folder.glob("*.yaml"))]
    for plain, first, second in zip(parsed, cached, again, strict=True):
        assert plain.sections == first.sections == second.sections and plain.sections
        assert (plain.name, plain.format, plain.options, plain.origin) == (second.name, second.format,
                                                                          second.options, second.origin)
        assert second.read_only and not plain.read_only

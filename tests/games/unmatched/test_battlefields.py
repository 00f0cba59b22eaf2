"""Unmatched battlefields: shipped maps are sound, and broken maps are rejected."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tabletop.carddb.loader import load_cards, load_directory
from tabletop.carddb.problems import DataError
from tabletop.games.registry import game_class
from tabletop.games.unmatched.battlefield_data import Battlefield
from tabletop.games.unmatched.battlefield_data import Path as MapPath

SHIPPED = Path(__file__).resolve().parents[3] / "cards" / "unmatched" / "battlefields"


@pytest.fixture(scope="module")
def maps() -> dict[str, Battlefield]:
    return load_cards(game_class("unmatched").schema, use_cache=False).extras["battlefield"]


def test_every_shipped_map_loads(maps):
    assert len(maps) == len(list(SHIPPED.glob("*.yaml"))) >= 4  # no id used twice


def test_every_map_is_sound_and_connected(maps):
    for battlefield in maps.values():
        assert battlefield.problems() == [], battlefield.id
        assert 24 <= len(battlefield.spaces) <= 38
        ids = {s.id for s in battlefield.spaces}
        for start in battlefield.starts().values():
            assert battlefield.reachable(start) == ids
            assert battlefield.reachable(start, backwards=True) == ids
        assert set(battlefield.starts()) >= {1, 2}
        assert len(battlefield.zones) >= 5
        assert any(len(s.zones) > 1 for s in battlefield.spaces)


def test_maps_cover_every_battlefield_feature(maps):
    kinds = {p.kind for m in maps.values() for p in m.paths}
    assert kinds == {"normal", "one_way", "secret", "linked"}
    assert any(s.item for m in maps.values() for s in m.spaces)
    assert any(m.conveyor and m.gift_bin for m in maps.values())
    assert any(m.high_ground for m in maps.values())
    assert any(m.doors for m in maps.values())
    assert any(len(m.starts()) == 4 for m in maps.values())


def test_path_kinds_mean_what_the_rules_say(maps):
    market = maps["lantern_market"]
    slide = next(p for p in market.paths if p.kind == "one_way")
    assert slide.b in market.steps(slide.a)
    assert slide.a not in market.steps(slide.b)  # against the arrow
    assert slide.a in market.steps(slide.b, large=True)  # large fighters ignore the arrow
    assert slide.a in market.adjacent(slide.b)  # still adjacent for attacks
    abbey = maps["sunken_abbey"]
    passage = next(p for p in abbey.paths if p.kind == "secret")
    assert passage.b in abbey.steps(passage.a)
    assert passage.b not in abbey.steps(passage.a, large=True)
    assert passage.b not in abbey.adjacent(passage.a)


# --- broken maps ----------------------------------------------------------

GOOD = """\
kind: battlefield
game: unmatched
id: tiny
name: Tiny
zones:
  - {key: red, name: Red, colour: '#ff0000'}
  - {key: blue, name: Blue, colour: '#0000ff'}
spaces:
  - {id: a, q: 0, r: 0, zones: [red], start: 1}
  - {id: b, q: 1, r: 0, zones: [red, blue]}
  - {id: c, q: 2, r: 0, zones: [blue], start: 2}
paths:
  - {a: a, b: b}
  - {a: b, b: c}
"""


def load_map(tmp_path: Path, text: str) -> list[str]:
    folder = tmp_path / "battlefields"
    folder.mkdir()
    (folder / "tiny.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_directory(game_class("unmatched").schema, tmp_path)
    return [str(p) for p in error.value.problems]


def test_the_small_good_map_loads(tmp_path):
    folder = tmp_path / "battlefields"
    folder.mkdir()
    (folder / "tiny.yaml").write_text(GOOD, encoding="utf-8")
    assert set(load_directory(game_class("unmatched").schema, tmp_path).extras["battlefield"]) == {"tiny"}


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("{id: c, q: 2,", "{id: b, q: 2,", "space id 'b' is used twice"),
        ("{id: c, q: 2, r: 0", "{id: c, q: 1, r: 0", "spaces 'b' and 'c' share coordinates q=1, r=0"),
        ("{a: b, b: c}", "{a: b, b: d}", "path 2 (b - d) names unknown space 'd'"),
        ("[blue], start: 2}", "[blue]}", "no start space 2"),
        ("  - {a: b, b: c}\n", "", "unreachable spaces from start 1: c"),
        ("{a: b, b: c}", "{a: c, b: b, kind: one_way}", "unreachable spaces from start 1: c"),
        ("{a: b, b: c}", "{a: b, b: c, kind: one_way}", "spaces with no way back to start 1: c"),
        ("{a: b, b: c}", "{a: b, b: c}\n  - {a: c, b: b}", "path 3 (c - b) is listed twice"),
        ("  - {key: blue,", "  - {key: green, name: Green, colour: '#00ff00'}\n  - {key: blue,",
         "zone 'green' is empty (no space is in it)"),
        ("zones: [red], start: 1", "zones: [red, pink], start: 1", "space 'a' names unknown zone 'pink'"),
        ("paths:", "high_ground:\n  - {upper: a, lower: c}\npaths:", "high-ground arrow a -> c is not on a path"),
        ("paths:", "doors:\n  - {a: a, b: c}\npaths:", "door a | c is not on a path"),
    ],
)
def test_broken_map_is_rejected_with_file_and_line(tmp_path, old, new, message):
    assert old in GOOD
    problems = load_map(tmp_path, GOOD.replace(old, new))
    assert any(p.endswith(f": {message}") and "tiny.yaml:" in p for p in problems), problems


def test_item_problems_point_at_the_items_line(tmp_path):
    text = GOOD.replace("{a: b, b: c}", "{a: c, b: c}").replace("#0000ff", "blue")
    problems = load_map(tmp_path, text)
    assert any(p.endswith("tiny.yaml:7: zone 'blue' colour should be #rrggbb") for p in problems)
    assert any(p.endswith("tiny.yaml:14: path joins space 'c' to itself") for p in problems)


@pytest.mark.parametrize(
    ("old", "new", "line", "message"),
    [
        ("{a: b, b: c}", "{a: b, b: d}", 14, "path 2 (b - d) names unknown space 'd'"),
        ("  - {a: b, b: c}\n", "", 11, "unreachable spaces from start 1: c"),
        ("zones: [red], start: 1", "zones: [red, pink], start: 1", 9, "space 'a' names unknown zone 'pink'"),
    ],
)
def test_map_problems_point_at_the_line_of_the_space_or_path(tmp_path, old, new, line, message):
    problems = load_map(tmp_path, GOOD.replace(old, new))
    assert any(p.endswith(f"tiny.yaml:{line}: {message}") for p in problems), problems


def test_a_bare_on_key_is_explained(tmp_path):
    problems = load_map(tmp_path, GOOD.replace("{id: a, q: 0,", "{on: x, id: a, q: 0,"))
    assert any("read as true: YAML takes a bare on, off, yes or no as a truth value" in p for p in problems), problems


def test_secret_passages_link_every_keyhole():
    board = Battlefield(
        id="t", name="T", zones=(), spaces=(),
        paths=(MapPath(a="x", b="y", kind="secret"), MapPath(a="y", b="z", kind="secret")),
    )
    messages = [found[-1] if isinstance(found, tuple) else found for found in board._path_problems({"x", "y", "z"})]
    assert "secret passage spaces 'x' and 'z' are not linked (every keyhole links to every other)" in messages

"""Hostile card and deck YAML (issue 23, defects 5 and 6): one ``file:line`` problem, fast, never a traceback."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from tabletop.carddb.problems import DataError
from tabletop.carddb.schema import _shown
from tabletop.carddb.yamlio import MAX_VALUES, parse_yaml, read_yaml
from tabletop.validate import validate


def alias_bomb(levels: int = 9, width: int = 9) -> str:
    """A card whose keywords are a ``levels``-deep chain of ``width``-wide aliases."""
    names = [f"l{i}" for i in range(levels)]
    lines = [f"  - &{names[0]} [" + ", ".join(["boom"] * width) + "]"]
    for previous, name in zip(names, names[1:], strict=False):
        lines.append(f"  - &{name} [" + ", ".join([f"*{previous}"] * width) + "]")
    return ("kind: card-set\ngame: wms\nset: bomb\nname: Bomb\nversion: 1\nanchors:\n" + "\n".join(lines)
            + f"\ncards:\n  - id: bomb\n    type: unit\n    name: Bomb\n    keywords: *{names[-1]}\n")


def _problem(text: str) -> str:
    with pytest.raises(DataError) as caught:
        parse_yaml(text, "hostile.yaml")
    problems = caught.value.problems
    assert len(problems) == 1
    assert problems[0].path == "hostile.yaml"
    return f"{problems[0].line}: {problems[0].message}"


def test_a_complex_key() -> None:
    assert _problem("cards:\n  ? [a, b]\n  : 1\n") == "2: a key must be a plain name, not a list or mapping ('? [a, b]')"


@pytest.mark.parametrize("text", ["x: " + "[" * 5000 + "]" * 5000,
                                  "".join("  " * i + f"k{i}:\n" for i in range(5000)),
                                  "x: " + "{a: " * 5000 + "1" + "}" * 5000])
def test_five_thousand_levels_of_nesting(text: str) -> None:
    assert "nested deeper than" in _problem(text)


def test_a_five_thousand_digit_integer() -> None:
    assert _problem("version: " + "9" * 5000) == "1: a number of 5000 digits is longer than any this file may hold"


def test_an_alias_bomb_is_refused_before_it_is_built() -> None:
    message = _problem(alias_bomb())
    assert f"more than {MAX_VALUES:,} values once its aliases are expanded" in message


def test_an_alias_bomb_in_a_card_set_through_validate(tmp_path: Path) -> None:
    folder = tmp_path / "wms"
    folder.mkdir()
    (folder / "bomb.yaml").write_text(alias_bomb())
    problems = validate([folder / "bomb.yaml"])
    assert [p.message for p in problems] == [f"holds more than {MAX_VALUES:,} values once its aliases are expanded"]


def test_small_aliases_still_work() -> None:
    data = parse_yaml("base: &b {cost: 2}\ncard:\n  <<: *b\n  name: x\nlist: [*b, *b]\n", "ok.yaml")
    assert data["card"] == {"cost": 2, "name": "x"} and data["list"] == [{"cost": 2}, {"cost": 2}]


def test_messages_show_a_bounded_value() -> None:
    huge = [[list(range(1000))] * 1000] * 10
    assert len(_shown(huge)) <= 40


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "deck.yaml"
    os.mkfifo(path)
    outcome: list[str] = []

    def read() -> None:
        with pytest.raises(DataError) as caught:
            read_yaml(path)
        outcome.append(str(caught.value))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout=30)
    if reader.is_alive():
        with open(path, "wb"):
            pass
    assert outcome and "not a regular file" in outcome[0]

"""Strict card data loading: every malformed case names file:line."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tabletop.carddb.loader import load_cards, load_directory
from tabletop.carddb.problems import DataError
from tests.carddb.demo_schema import SCHEMA

HEADER = "kind: card-set\ngame: demo\nset: core\nname: Demo Core\nversion: 2\ncards:\n"
GOOD = """\
  - id: scout
    type: unit
    name: Scout
    power: 2
    keywords: [Fast, Quiet]
  - id: knight
    type: unit
    name: Knight
    power: 5
    cost: 3
    boost_from: scout
    bonus: {stat: defense, amount: 1}
  - id: fireball
    type: spell
    name: Fireball
    cost: 2
    text: Deal 3 damage.
"""


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def problems_of(folder: Path) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_directory(SCHEMA, folder)
    return [f"{Path(p.path).name}:{p.line}: {p.message}" for p in caught.value.problems]


def test_good_data_loads_into_frozen_cards(tmp_path: Path) -> None:
    write(tmp_path, "core.yaml", HEADER + GOOD)
    db = load_directory(SCHEMA, tmp_path)
    assert list(db.cards) == ["scout", "knight", "fireball"]
    knight = db.get("knight")
    assert (knight.power, knight.cost, knight.boost_from, knight.bonus.amount) == (5, 3, "scout", 1)
    assert db.get("scout").keywords == ("Fast", "Quiet")
    assert knight.set_id == "core" and knight.source.endswith("core.yaml:12")
    assert db.find("FIREBALL").id == "fireball"
    assert db.set_versions() == {"core": 2}
    with pytest.raises(AttributeError):
        knight.power = 9  # type: ignore[misc]


@pytest.mark.parametrize(
    "card, expected",
    [
        ("  - id: x\n    type: unit\n    name: X\n    power: 1\n    colour: red\n",
         "core.yaml:11: unknown field 'colour'"),
        ("  - id: x\n    type: unit\n    name: X\n", "core.yaml:7: missing field 'power'"),
        ("  - id: x\n    type: unit\n    name: X\n    power: seven\n",
         "core.yaml:10: 'power' should be a whole number, not 'seven'"),
        ("  - id: x\n    type: unit\n    name: X\n    power: 1\n    boost_from: ghost\n",
         "core.yaml:11: unknown demo card 'ghost'"),
        ("  - id: x\n    type: trap\n    name: X\n", "core.yaml:7: card type 'trap' is not a demo card type"),
        ("  - id: x\n    type: unit\n    name: X\n    power: 1\n    faction: green\n",
         "core.yaml:11: 'faction' should be one of 'red', 'blue', not 'green'"),
        ("  - id: x\n    type: unit\n    name: X\n    power: 1\n    keywords: [Fast, 3]\n",
         "core.yaml:11: 'keywords[2]' should be text, not 3"),
        ("  - id: x\n    type: unit\n    name: X\n    power: 1\n    bonus: {stat: luck, amount: 1}\n",
         "core.yaml:11: 'stat' should be one of 'attack', 'defense', not 'luck'"),
        ("  - id: x\n    type: unit\n    name: X\n    power: 1\n    cost: -2\n",
         "core.yaml:7: 'cost' cannot be negative"),
        ("  - id: x\n    type: unit\n    name: X\n    power: true\n",
         "core.yaml:10: 'power' should be a whole number, not True"),
        ("  - id: x\n    type: unit\n    name: X\n    power: 1\n    power: 2\n",
         "core.yaml:11: duplicate key 'power'"),
        ("  - id: x\n    type: unit\n    name: [X\n", "core.yaml:10: YAML syntax"),
        ("  - just a string\n", "core.yaml:7: each card should be a mapping of fields"),
    ],
)
def test_each_malformed_card_names_its_file_and_line(tmp_path: Path, card: str, expected: str) -> None:
    write(tmp_path, "core.yaml", HEADER + card)
    found = problems_of(tmp_path)
    assert any(p.startswith(expected) for p in found), found


def test_header_problems(tmp_path: Path) -> None:
    write(tmp_path, "a.yaml", "kind: deck\ngame: demo\n")
    write(tmp_path, "b.yaml", "kind: card-set\ngame: other\nset: b\nname: B\nversion: 1\ncards: []\n")
    write(tmp_path, "c.yaml", "kind: card-set\ngame: demo\nset: c\nname: C\nversion: one\ncards: []\n")
    found = problems_of(tmp_path)
    assert "a.yaml:1: 'kind' should be 'card-set', not 'deck'" in found
    assert "b.yaml:2: 'game' should be 'demo' (found 'other')" in found
    assert "c.yaml:5: 'version' should be a whole number, not 'one'" in found


def test_duplicate_ids_across_sets_and_references_across_sets(tmp_path: Path) -> None:
    write(tmp_path, "core.yaml", HEADER + GOOD)
    write(tmp_path, "more.yaml", HEADER.replace("set: core", "set: more") +
          "  - id: scout\n    type: unit\n    name: Scout Again\n    power: 1\n"
          "  - id: squire\n    type: unit\n    name: Squire\n    power: 1\n    boost_from: knight\n")
    found = problems_of(tmp_path)
    assert any(p.startswith("more.yaml:7: card id 'scout' already used at") for p in found), found
    assert len(found) == 1  # squire's reference to knight (another set) is fine


def test_not_utf8_and_not_a_mapping(tmp_path: Path) -> None:
    (tmp_path / "bin.yaml").write_bytes(b"\xff\xfe\x00garbage")
    write(tmp_path, "list.yaml", "- 1\n- 2\n")
    found = problems_of(tmp_path)
    assert "bin.yaml:1: not UTF-8 text" in found
    assert any(p.startswith("list.yaml:1: expected a mapping") for p in found)


def test_extra_kinds_load_and_check(tmp_path: Path) -> None:
    write(tmp_path, "core.yaml", HEADER + GOOD)
    write(tmp_path / "arenas", "pit.yaml", "kind: arena\ngame: demo\nid: pit\nname: The Pit\nsize: 4\n")
    db = load_directory(SCHEMA, tmp_path)
    assert db.extras["arena"]["pit"].size == 4
    write(tmp_path / "arenas", "bad.yaml", "kind: arena\ngame: demo\nid: bad\nname: Bad\nsize: big\n")
    assert "bad.yaml:5: 'size' should be a whole number, not 'big'" in problems_of(tmp_path)


def test_the_warm_cache_is_used_and_invalidated(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    folder = tmp_path / "cards"
    path = write(folder, "core.yaml", HEADER + GOOD)
    first = load_cards(SCHEMA, folder)
    assert list((tmp_path / "home" / "cache" / "carddb").iterdir())
    second = load_cards(SCHEMA, folder)
    assert second.cards == first.cards
    path.write_text(path.read_text().replace("power: 5", "power: 6"), encoding="utf-8")
    import os
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10_000_000))
    assert load_cards(SCHEMA, folder).get("knight").power == 6


def test_a_damaged_cache_is_rebuilt(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    folder = tmp_path / "cards"
    write(folder, "core.yaml", HEADER + GOOD)
    load_cards(SCHEMA, folder)
    for cached in (tmp_path / "home" / "cache" / "carddb").iterdir():
        cached.write_bytes(b"garbage")
    assert len(load_cards(SCHEMA, folder)) == 3

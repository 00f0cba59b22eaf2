"""RULINGS.md names a test for every ruling and battlefield effect: each name it gives exists, so the
list cannot point at a test that was renamed or removed."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tabletop import paths
from tabletop.games.unmatched import cards

LIST = Path(cards.__file__).parent / "RULINGS.md"
TESTS = Path(__file__).parent
ROOT = TESTS.parents[2]


def _functions(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def test_every_test_and_position_the_list_names_exists() -> None:
    text = LIST.read_text(encoding="utf-8")
    missing = []
    current = None
    for match in re.finditer(r"`((?:[\w/]+/)?test_\w+\.py)?(?:::(test_\w+))?`", text):
        file, test = match.groups()
        if file:
            current = (ROOT / file) if "/" in file else TESTS / file
            if not current.exists():
                missing.append(file)
                continue
        if test and (current is None or test not in _functions(current)):
            missing.append(f"{current.name if current else '?'}::{test}")
    for group in re.finditer(r"positions? ((?:`\w+`(?:, )?)+)", text):
        for position in re.findall(r"`(\w+)`", group.group(1)):
            if not (paths.cards_dir() / "unmatched" / "positions" / f"{position}.yaml").exists():
                missing.append(f"position {position}")
    assert missing == []
    assert text.count("::test_") >= 80

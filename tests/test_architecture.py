"""Rules the code base keeps: no Qt in the engine or games, no unsafe YAML."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_engine_and_games_never_import_qt() -> None:
    offenders = []
    for package in ("engine", "games", "carddb"):
        for path in (ROOT / "tabletop" / package).rglob("*.py"):
            if any(name.split(".")[0] in ("PySide6", "shiboken6") for name in _imports(path)):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_yaml_is_never_loaded_unsafely() -> None:
    offenders = []
    for path in [*(ROOT / "tabletop").rglob("*.py"), *(ROOT / "tests").rglob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr in ("load", "load_all", "unsafe_load", "full_load") and \
                        isinstance(node.func.value, ast.Name) and node.func.value.id == "yaml":
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if isinstance(node, ast.Attribute) and node.attr in ("UnsafeLoader", "FullLoader", "Loader", "CLoader", "CFullLoader", "CUnsafeLoader"):
                if isinstance(node.value, ast.Name) and node.value.id == "yaml":
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_the_engine_package_starts_without_qt_loaded() -> None:
    import subprocess
    import sys

    code = ("import sys, tabletop.engine.selfplay, tabletop.carddb.loader, tabletop.cli; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


def test_nothing_outside_the_game_packages_names_a_game() -> None:
    import re

    from tabletop.games.registry import game_ids

    names = re.compile(r"\b(" + "|".join(game_ids()) + r")\b", re.IGNORECASE)
    offenders = []
    for path in (ROOT / "tabletop").rglob("*.py"):
        relative = path.relative_to(ROOT / "tabletop")
        if relative.parts[0] == "games" and len(relative.parts) > 2:
            continue  # inside a game's own package
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if names.search(line):
                offenders.append(f"{relative}:{number}: {line.strip()}")
    assert offenders == []

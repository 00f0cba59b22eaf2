"""Every colour the interface draws with comes from the theme (ui/theme.py) or the palette:
no other module of tabletop/ui or tabletop/render writes one itself."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import tabletop
from tabletop.ui import theme

ROOT = Path(tabletop.__file__).parent
THEME = ROOT / "ui" / "theme.py"
CARD_ART = {  # drawn into card faces and printed pages, not the interface (the same in light and dark)
    ROOT / "render" / "canvas.py": "the card faces' drawing primitives",
    ROOT / "render" / "generic.py": "the plain card faces of a game without its own",
    ROOT / "render" / "proxy_sheet.py": "printed proxy pages: black cut marks on white paper",
}
HEX = re.compile(r"#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?(?:[0-9a-fA-F]{2})?\b")
CSS = re.compile(r"\b(?:rgba?|hsla?)\s*\(|(?:color|background(?:-color)?)\s*:\s*[a-z]+\s*[;}'\"]?", re.I)
NAMES = {"white", "black", "red", "green", "blue", "yellow", "gray", "grey", "darkyellow", "cyan", "magenta"}


def literal_colours(path: Path) -> list[str]:
    """Each colour written in the file, as 'line: what'."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            if HEX.search(text) or CSS.search(text) or text.strip().casefold() in NAMES:
                found.append(f"{node.lineno}: {text[:60]!r}")
        elif isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "QColor":
            if node.args and isinstance(node.args[0], ast.Constant):
                found.append(f"{node.lineno}: QColor({ast.unparse(node.args[0])}...)")
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) \
                and node.value.attr == "GlobalColor" and node.attr != "transparent":
            found.append(f"{node.lineno}: Qt.GlobalColor.{node.attr}")
    return found


def _interface_files() -> list[Path]:
    files = sorted([*(ROOT / "ui").rglob("*.py"), *(ROOT / "render").rglob("*.py")])
    return [f for f in files if f != THEME and f not in CARD_ART]


@pytest.mark.parametrize("path", _interface_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_colour_is_written_outside_the_theme(path: Path) -> None:
    assert literal_colours(path) == [], f"{path.relative_to(ROOT)}: use theme.colour/css/series"


def test_the_check_finds_colours_written_in_a_file(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('a = QColor("#1f3b2c")\nb = QColor(0, 0, 0)\nc = "color: white;"\n'
                      'd = Qt.GlobalColor.darkYellow\ne = f"x {y} background: rgba(0, 0, 0, 5)"\n'
                      'f = Qt.GlobalColor.transparent\n')
    assert sorted(line.split(":")[0] for line in literal_colours(sample)) == ["1", "1", "2", "3", "4", "5"]


def test_every_colour_has_a_light_and_a_dark_value_that_reads() -> None:
    for name, values in theme.COLOURS.items():
        assert len(values) == 2 and all(HEX.fullmatch(v) for v in values), name
    for name, values in theme.SERIES.items():
        assert values and all(HEX.fullmatch(v) for v in values), name


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_words_in_the_windows_stand_out_from_the_window(qapp, dark: bool) -> None:  # noqa: ANN001
    """Error, muted and ink colours keep a contrast of at least 3:1 against the window colour
    of the theme they are shown in."""
    from tabletop.ui.theme import dark_palette

    window = dark_palette().window().color() if dark else qapp.style().standardPalette().window().color()
    before = qapp.property("tabletop-dark")
    qapp.setProperty("tabletop-dark", dark)
    try:
        for name in ("error", "good", "muted", "ink", "ink soft", "ink grey", "lock", "origin", "manual step"):
            assert _contrast(theme.colour(name), window) >= 3.0, name
    finally:
        qapp.setProperty("tabletop-dark", before)


def _contrast(a, b) -> float:  # noqa: ANN001 - two QColors
    def luminance(c) -> float:  # noqa: ANN001
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)

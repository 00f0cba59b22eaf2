"""Fonts and text fitting: wrap styled text into a box, shrinking the font until it fits.

Text is given as paragraphs, each a sequence of spans ``(text, style)``; a
style names one of the shipped DejaVu fonts (see :data:`FONT_FILES`). Spans
that touch without whitespace stay glued together on one line (``+2`` bold
followed by ``C`` regular). :func:`fit_block` tries sizes from ``max_size``
down to ``min_size``; the :class:`TextFit` it returns says which size was
chosen and whether everything fit (at the minimum size, the overflow is cut
and the last line ends with an ellipsis, so nothing is ever drawn outside).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, TypeAlias

from tabletop import paths

if TYPE_CHECKING:  # Pillow loads when text is first measured (see tabletop.render)
    from PIL import ImageFont

FONT_FILES: dict[str, str] = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "cond": "DejaVuSansCondensed.ttf",
    "cond_bold": "DejaVuSansCondensed-Bold.ttf",
    "italic": "DejaVuSansCondensed-Oblique.ttf",
    "serif_bold": "DejaVuSerif-Bold.ttf",
}

Span = tuple[str, str] | tuple[str, str, str | None]  # (text, style[, colour])
Paragraph = Sequence[Span]
Run = tuple[float, str, str, str | None]  # (x, text, style, colour) of one laid-out line
Font: TypeAlias = "ImageFont.FreeTypeFont | ImageFont.ImageFont"

ELLIPSIS = "…"
LINE_SPACING = 1.2  # line height as a multiple of the font size
PARAGRAPH_GAP = 0.4  # extra space between paragraphs, as a multiple of the size
_TOKEN = re.compile(r"(\s*)(\S+)")


_fonts = threading.local()  # FreeType faces are not shared between threads


def font(style: str, size: int) -> Font:
    """The shipped font for ``style`` at ``size`` pixels (Pillow's default if missing)."""
    cache: dict[tuple[str, int], Font] | None = getattr(_fonts, "cache", None)
    if cache is None:
        cache = _fonts.cache = {}
    found = cache.get((style, size))
    if found is None:
        from PIL import ImageFont

        name = FONT_FILES.get(style, FONT_FILES["regular"])
        try:
            found = ImageFont.truetype(str(paths.assets_dir() / "fonts" / name), size)
        except OSError:
            found = ImageFont.load_default(size)
        cache[(style, size)] = found
    return found


@lru_cache(maxsize=32768)
def text_width(text: str, style: str, size: int) -> float:
    """The advance width of ``text`` in ``style`` at ``size``."""
    return font(style, size).getlength(text)


@dataclass
class TextFit:
    """Where a piece of text went and at which size; ``fits`` is False if it was cut."""

    text: str
    box: tuple[int, int, int, int]
    size: int
    min_size: int
    fits: bool
    lines: list[list[Run]] = field(default_factory=list, repr=False)
    line_gaps: list[float] = field(default_factory=list, repr=False)
    height: float = 0.0


Piece = tuple[str, str, str | None]
Word = list[Piece]  # pieces of one unbreakable word, each with its style and colour


def _words(paragraph: Paragraph) -> list[tuple[Word, bool]]:
    """The paragraph's words, each with whether a space comes before it."""
    words: list[tuple[Word, bool]] = []
    trailing_space = False
    for span in paragraph:
        text, style = span[0], span[1]
        colour = span[2] if len(span) > 2 else None
        for match in _TOKEN.finditer(text):
            space, piece = match.groups()
            if words and not space and not trailing_space and match.start() == 0:
                words[-1][0].append((piece, style, colour))
            else:
                words.append(([(piece, style, colour)], bool(words)))
        if text:
            trailing_space = text[-1].isspace()
    return words


def _split_long(piece: str, style: str, size: int, width: float) -> list[str]:
    """A word too wide for a line, broken into chunks that fit."""
    chunks: list[str] = []
    current = ""
    for char in piece:
        if current and text_width(current + char, style, size) > width:
            chunks.append(current)
            current = char
        else:
            current += char
    return chunks + ([current] if current else [])


def _layout(
    paragraphs: Sequence[Paragraph], width: float, size: int
) -> tuple[list[list[Run]], list[float]]:
    """Greedy wrap at ``size``: lines of ``(x, text, style)`` and the gap above each line."""
    lines: list[list[Run]] = []
    gaps: list[float] = []
    gap = 0.0

    def push(line: list[Run]) -> None:
        nonlocal gap
        lines.append(line)
        gaps.append(gap)
        gap = 0.0

    for number, paragraph in enumerate(paragraphs):
        gap = size * PARAGRAPH_GAP if number else 0.0
        line: list[Run] = []
        x = 0.0
        for word, spaced in _words(paragraph):
            word_width = sum(text_width(p, s, size) for p, s, _ in word)
            space = text_width(" ", word[0][1], size) if spaced and line else 0.0
            if line and x + space + word_width > width:
                push(line)
                line, x, space = [], 0.0, 0.0
            if not line and word_width > width and len(word) == 1:
                piece, style, colour = word[0]
                chunks = _split_long(piece, style, size, width)
                for chunk in chunks[:-1]:
                    push([(0.0, chunk, style, colour)])
                word = [(chunks[-1], style, colour)] if chunks else word
            x += space
            for piece, style, colour in word:
                line.append((x, piece, style, colour))
                x += text_width(piece, style, size)
        if line or not paragraph:
            push(line)
    return lines, gaps


def _height(lines: list, gaps: list[float], size: int) -> float:
    return len(lines) * size * LINE_SPACING + sum(gaps)


def _plain(paragraphs: Iterable[Paragraph]) -> str:
    return "\n".join("".join(span[0] for span in paragraph) for paragraph in paragraphs)


def fit_block(
    paragraphs: Sequence[Paragraph],
    box: tuple[int, int, int, int],
    max_size: int,
    min_size: int,
) -> TextFit:
    """Wrap ``paragraphs`` into ``box`` at the largest size from max to min that fits."""
    width, height = box[2] - box[0], box[3] - box[1]
    max_size = max(max_size, min_size)
    for size in range(max_size, min_size - 1, -1):
        lines, gaps = _layout(paragraphs, width, size)
        total = _height(lines, gaps, size)
        if total <= height:
            return TextFit(_plain(paragraphs), box, size, min_size, True, lines, gaps, total)
    lines, gaps = _truncate(lines, gaps, min_size, width, height)
    total = _height(lines, gaps, min_size)
    return TextFit(_plain(paragraphs), box, min_size, min_size, False, lines, gaps, total)


def _truncate(
    lines: list[list[Run]], gaps: list[float], size: int, width: float, height: float
) -> tuple[list[list[Run]], list[float]]:
    """Keep the lines that fit in ``height``; end the last kept one with an ellipsis."""
    kept: list[list[Run]] = []
    kept_gaps: list[float] = []
    for line, gap in zip(lines, gaps, strict=True):
        if _height([*kept, line], [*kept_gaps, gap], size) > height:
            break
        kept.append(line)
        kept_gaps.append(gap)
    if not kept:
        return [], []
    last = list(kept[-1])
    ellipsis_width = text_width(ELLIPSIS, "regular", size)
    while last:
        x, piece, style, colour = last[-1]
        end = x + text_width(piece, style, size)
        if end + ellipsis_width <= width:
            break
        shorter = piece[:-1].rstrip()
        if shorter:
            last[-1] = (x, shorter, style, colour)
        else:
            last.pop()
    if last:
        x, piece, style, colour = last[-1]
        last.append((x + text_width(piece, style, size), ELLIPSIS, "regular", colour))
    else:
        last = [(0.0, ELLIPSIS, "regular", None)]
    kept[-1] = last
    return kept, kept_gaps


def fit_line(
    text: str, style: str, box: tuple[int, int, int, int], max_size: int, min_size: int
) -> TextFit:
    """One line of text in ``box``: the largest size whose width and height fit."""
    width, height = box[2] - box[0], box[3] - box[1]
    max_size = max(max_size, min_size)
    for size in range(max_size, min_size - 1, -1):
        if text_width(text, style, size) <= width and size * LINE_SPACING <= height + size * 0.25:
            line: list[Run] = [(0.0, text, style, None)]
            return TextFit(text, box, size, min_size, True, [line], [0.0], size * LINE_SPACING)
    shown = text
    while shown and text_width(shown + ELLIPSIS, style, min_size) > width:
        shown = shown[:-1]
    line = [(0.0, shown.rstrip() + ELLIPSIS, style, None)]
    return TextFit(text, box, min_size, min_size, False, [line], [0.0], min_size * LINE_SPACING)


def line_width(line: list[Run], size: int) -> float:
    """The drawn width of one laid-out line."""
    if not line:
        return 0.0
    x, piece, style, _ = line[-1]
    return x + text_width(piece, style, size)

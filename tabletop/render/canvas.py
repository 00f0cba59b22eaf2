"""Drawing helpers shared by every game's card faces: frames, bars, badges, fitted text.

A :class:`Canvas` is one card being drawn. Every piece of text drawn through
it is fitted to its box (see :mod:`tabletop.render.textfit`) and the
:class:`~tabletop.render.textfit.TextFit` is kept in ``canvas.fits`` so
tests can check that all text fit at or above its minimum size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from tabletop.render.surface import DRAW_METHODS, RGBA, Paint, ScaledDraw, Surface
from tabletop.render.textfit import (
    LINE_SPACING,
    Paragraph,
    TextFit,
    fit_block,
    fit_line,
    font,
    line_width,
    text_width,
)

if TYPE_CHECKING:
    from PIL import Image  # Pillow loads when a face is drawn (see tabletop.render)

__all__ = [
    "Box",
    "Canvas",
    "Colour",
    "TextFit",
    "fit_block",
    "fit_line",
    "ink_for",
    "mix",
    "rgb",
    "shade",
    "text_fits",
]

Colour = str | tuple[int, ...]
Box = tuple[int, int, int, int]


def rgb(colour: Colour) -> RGBA:
    """Any Pillow colour as an RGBA tuple."""
    if isinstance(colour, tuple):
        return (*colour[:3], colour[3] if len(colour) > 3 else 255)
    from PIL import ImageColor

    value = ImageColor.getrgb(colour)
    return (*value[:3], value[3] if len(value) > 3 else 255)


def mix(a: Colour, b: Colour, t: float) -> RGBA:
    """``a`` moved a fraction ``t`` of the way to ``b``."""
    ca, cb = rgb(a), rgb(b)
    return tuple(round(x + (y - x) * t) for x, y in zip(ca, cb, strict=True))  # type: ignore[return-value]


def shade(colour: Colour, amount: float) -> RGBA:
    """Darker for a negative ``amount`` (towards black), lighter for a positive one."""
    return mix(colour, "#000000" if amount < 0 else "#ffffff", abs(amount))


def ink_for(fill: Colour) -> RGBA:
    """Black or white, whichever reads better on ``fill``."""
    r, g, b, _ = rgb(fill)
    return rgb("#111111") if 0.299 * r + 0.587 * g + 0.114 * b > 150 else rgb("#ffffff")


def text_fits(fits: Sequence[TextFit]) -> bool:
    """True when every fitted text was drawn whole (at or above its minimum size)."""
    return all(fit.fits for fit in fits)


class Canvas:
    """One card face (or back) being drawn in its design space, with the text fits recorded.

    Every coordinate, width, radius and font size a face gives is in the design
    space (``size``, e.g. 360 × 504). Text is fitted once, there; the drawing is
    kept as a list of steps and painted at any scale by :meth:`render` (a
    :class:`~tabletop.render.surface.Surface` multiplies everything out), so a
    face shown large is drawn large, never enlarged. ``image`` is the face at
    ``scale`` (1 unless given).
    """

    def __init__(self, size: tuple[int, int], border: Colour = "#141414", radius: int = 18, scale: float = 1.0) -> None:
        self.size = size
        self.radius = radius
        self.border = rgb(border)
        self.scale = scale
        self.fits: list[TextFit] = []
        self.fallback = False  # True when the generic face was drawn
        self.steps: list[tuple[Callable[..., None], tuple[Any, ...]]] = []
        self.draw = _DrawRecorder(self)
        self._image: Image.Image | None = None

    @property
    def width(self) -> int:
        return self.size[0]

    @property
    def height(self) -> int:
        return self.size[1]

    def _step(self, paint: Callable[..., None], *args: Any) -> None:
        self.steps.append((paint, args))
        self._image = None

    def render(self, scale: float = 1.0) -> Image.Image:
        """The face painted at ``scale`` (RGBA, design size × scale, rounded corners)."""
        surface = Surface(self.size, scale, self.border)
        for paint, args in self.steps:
            paint(surface, *args)
        return surface.finish(self.radius)

    @property
    def image(self) -> Image.Image:
        """The face at this canvas's ``scale``, painted once (again after more drawing)."""
        if self._image is None:
            self._image = self.render(self.scale)
        return self._image

    # --- shapes ---------------------------------------------------------------

    def panel(
        self, box: Box, fill: Colour | None, outline: Colour | None = None, width: int = 2, radius: int = 10
    ) -> None:
        """A rounded rectangle, filled and/or outlined."""
        self._step(Surface.panel, box, rgb(fill) if fill else None, rgb(outline) if outline else None, width, radius)

    def gradient(
        self, box: Box, top: Colour, bottom: Colour, radius: int = 10
    ) -> None:
        """A rounded box shading from ``top`` to ``bottom``."""
        self._step(Surface.gradient, box, rgb(top), rgb(bottom), radius)

    def polygon(self, points: Sequence[tuple[float, float]], fill: Colour, outline: Colour | None = None, width: int = 1) -> None:
        self._step(Surface.polygon, list(points), rgb(fill), rgb(outline) if outline else None, width)

    def circle(self, center: tuple[float, float], radius: float, fill: Colour | None, outline: Colour | None = None, width: int = 2) -> None:
        x, y = center
        self._step(Surface.ellipse, (x - radius, y - radius, x + radius, y + radius),
                   rgb(fill) if fill else None, rgb(outline) if outline else None, width)

    def arc(self, box: Box | tuple[float, float, float, float], start: float, end: float, colour: Colour, width: int = 1) -> None:
        """Part of an ellipse's outline, from ``start`` to ``end`` degrees (clockwise from 3 o'clock)."""
        self.draw.arc(box, start, end, fill=rgb(colour), width=width)

    def segment(self, start: tuple[float, float], end: tuple[float, float], colour: Colour, width: int = 1) -> None:
        """A straight line."""
        self.draw.line((*start, *end), fill=rgb(colour), width=width)

    def star(self, center: tuple[float, float], outer: float, inner: float, points: int, fill: Colour,
             outline: Colour | None = None, width: int = 2, turn: float = 0.0) -> None:
        """A star or starburst with ``points`` spikes."""
        x, y = center
        corners = []
        for step in range(points * 2):
            angle = math.pi * step / points - math.pi / 2 + turn
            radius = outer if step % 2 == 0 else inner
            corners.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
        self.polygon(corners, fill, outline, width)

    def overlay(self, box: Box, paint: Paint, radius: int = 10) -> None:
        """Let ``paint`` draw on a transparent layer the size of ``box``; paste it clipped to the rounded box.

        ``paint(draw, size)`` gets a :class:`~tabletop.render.surface.ScaledDraw` and the box's
        design size: it draws in design units from the box's corner, at whatever scale is painted.
        """
        self._step(Surface.overlay, box, paint, radius)

    def stripes(self, box: Box, colour: Colour, spacing: int = 14, width: int = 3, radius: int = 10) -> None:
        """Diagonal stripes clipped to the rounded ``box`` (use a translucent colour)."""
        ink = rgb(colour)

        def paint(draw: ScaledDraw, size: tuple[int, int]) -> None:
            h = size[1]
            for x in range(-h, size[0] + h, spacing):
                draw.line((x, h, x + h, 0), fill=ink, width=width)

        self.overlay(box, paint, radius)

    # --- text -------------------------------------------------------------------

    def line(
        self,
        box: Box,
        text: str,
        colour: Colour,
        style: str = "bold",
        max_size: int = 24,
        min_size: int = 9,
        align: str = "center",
        record: bool = True,
    ) -> TextFit:
        """One line of text fitted into ``box``, centred vertically.

        ``style`` may be ``"bold,cond_bold"``: the first style is tried down to
        two thirds of ``max_size``, then the next (narrower) one down to ``min_size``.
        """
        styles = style.split(",")
        for narrower in styles[:-1]:
            fit = fit_line(text, narrower, box, max_size, max(min_size, max_size * 2 // 3))
            if fit.fits:
                break
        else:
            fit = fit_line(text, styles[-1], box, max_size, min_size)
        self.draw_fit(fit, colour, align=align, valign="middle")
        if record:
            self.fits.append(fit)
        return fit

    def title(
        self, box: Box, text: str, colour: Colour, max_size: int = 24, min_size: int = 13, align: str = "center"
    ) -> TextFit:
        """A card name: one line (bold, then condensed) down to ``min_size``, else two lines."""
        fit = fit_line(text, "bold", box, max_size, max(min_size, max_size * 2 // 3))
        if not fit.fits:
            fit = fit_line(text, "cond_bold", box, max_size, min_size)
        if not fit.fits:
            two_lines = max(8, int((box[3] - box[1]) / (2 * LINE_SPACING)))
            fit = fit_block([[(text, "cond_bold")]], box, min(min_size, two_lines), 8)
        self.draw_fit(fit, colour, align=align, valign="middle")
        self.fits.append(fit)
        return fit

    def block(
        self,
        box: Box,
        paragraphs: Sequence[Paragraph],
        colour: Colour,
        max_size: int = 16,
        min_size: int = 9,
        align: str = "left",
        valign: str = "top",
    ) -> TextFit:
        """Wrapped styled text fitted into ``box``."""
        fit = fit_block(paragraphs, box, max_size, min_size)
        self.draw_fit(fit, colour, align=align, valign=valign)
        self.fits.append(fit)
        return fit

    def draw_fit(self, fit: TextFit, colour: Colour, align: str = "left", valign: str = "top") -> None:
        """Draw text laid out by :func:`fit_block` or :func:`fit_line`."""
        left, top, right, bottom = fit.box
        size = fit.size
        line_height = size * LINE_SPACING
        if valign == "middle":
            top += (bottom - top - fit.height) / 2
        elif valign == "bottom":
            top = bottom - fit.height
        ascent = font("regular", size).getmetrics()[0]
        baseline = top + (line_height - size * 1.164) / 2 + ascent
        ink = rgb(colour)
        for line, gap in zip(fit.lines, fit.line_gaps, strict=True):
            baseline += gap
            shift = 0.0
            if align != "left":
                spare = (right - left) - line_width(line, size)
                shift = spare / 2 if align == "center" else spare
            for x, piece, style, colour in line:
                fill = rgb(colour) if colour else ink
                self.text((left + shift + x, baseline), piece, style, size, fill)
            baseline += line_height

    def text(self, xy: tuple[float, float], text: str, style: str, size: float, fill: RGBA, anchor: str = "ls") -> None:
        """Draw ``text`` in ``style`` at ``size`` (design units); a translucent ``fill`` is blended."""
        self._step(Surface.text, xy, text, style, size, fill, anchor)

    def monogram(self, box: Box, text: str, colour: Colour, style: str = "serif_bold") -> None:
        """Large decorative text filling ``box`` (not recorded: it is ornament)."""
        self.line(box, text, colour, style=style, max_size=box[3] - box[1], min_size=8, record=False)

    # --- badges -----------------------------------------------------------------

    def badge(
        self,
        center: tuple[float, float],
        radius: float,
        value: str,
        fill: Colour,
        outline: Colour = "#111111",
        label: str = "",
        shape: str = "circle",
    ) -> None:
        """A number in a circle, diamond, shield or square, with an optional small label."""
        x, y = center
        r = radius
        if shape == "diamond":
            self.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill, outline, 2)
        elif shape == "shield":
            self.polygon(
                [(x - r, y - r), (x + r, y - r), (x + r, y + r * 0.2), (x, y + r * 1.1), (x - r, y + r * 0.2)],
                fill,
                outline,
                2,
            )
        elif shape == "square":
            self.panel((round(x - r), round(y - r), round(x + r), round(y + r)), fill, outline, 2, radius=round(r / 3))
        else:
            self.circle(center, r, fill, outline, 2)
        ink = ink_for(fill)
        if label:
            half = r * (0.62 if shape in ("circle", "diamond") else 0.8)
            label_box = (round(x - half), round(y - r * 0.8), round(x + half), round(y - r * 0.3))
            self.line(label_box, label, ink, "cond_bold", max_size=max(8, round(r * 0.5)), min_size=7)
            value_box = (round(x - r * 0.75), round(y - r * 0.35), round(x + r * 0.75), round(y + r * 0.75))
        else:
            value_box = (round(x - r * 0.72), round(y - r * 0.62), round(x + r * 0.72), round(y + r * 0.62))
        self.line(value_box, value, ink, "bold", max_size=round(r * 1.1), min_size=8)

    def pills(
        self,
        box: Box,
        words: Sequence[str],
        fill: Colour,
        ink: Colour | None = None,
        max_size: int = 14,
        min_size: int = 8,
        align: str = "left",
    ) -> TextFit:
        """Words as rounded tags, wrapped into rows inside ``box``, shrunk to fit."""
        width, height = box[2] - box[0], box[3] - box[1]
        words = [w for w in words if w]
        chosen: list[list[tuple[str, float]]] = []
        size = max(max_size, min_size)
        fits = True
        for size in range(max(max_size, min_size), min_size - 1, -1):
            rows = _pill_rows(words, size, width)
            too_wide = any(text_width(w, "cond_bold", size) + size * 0.6 > width for w in words)
            if not too_wide and len(rows) * (round(size * 1.6) + 4) - 4 <= height:
                chosen = rows
                break
        else:
            row_height = round(size * 1.6) + 4
            chosen = rows[: max(0, int((height + 4) // row_height))]
            fits = False
        pill_height = round(size * 1.6)
        used = len(chosen) * (pill_height + 4) - 4 if chosen else 0
        fit = TextFit(", ".join(words), box, size, min_size, fits, height=used)
        self.fits.append(fit)
        ink = rgb(ink) if ink else ink_for(fill)
        for number, row in enumerate(chosen):
            y = box[1] + number * (pill_height + 4)
            row_width = sum(w for _, w in row) + 5 * (len(row) - 1)
            x = box[0] + ((width - row_width) / 2 if align == "center" else 0)
            for word, pill_width in row:
                self.panel((round(x), y, round(x + pill_width), y + pill_height), fill, shade(fill, -0.35), 1, radius=pill_height // 2)
                self.text((x + pill_width / 2, y + pill_height / 2), word, "cond_bold", size, ink, "mm")
                x += pill_width + 5
        return fit

    # --- finishing --------------------------------------------------------------

    def finish(self) -> Image.Image:
        """The card at its ``scale`` with antialiased rounded corners (transparent outside)."""
        return self.image


class _DrawRecorder:
    """``canvas.draw``: Pillow's ImageDraw calls in design units, kept as drawing steps."""

    def __init__(self, canvas: Canvas) -> None:
        self._canvas = canvas

    def __getattr__(self, name: str) -> Callable[..., None]:
        if name not in DRAW_METHODS:
            raise AttributeError(f"a face draws with {sorted(DRAW_METHODS)}, not {name!r}")

        def record(xy: Any, *args: Any, **kwargs: Any) -> None:
            self._canvas._step(Surface.call, name, xy, args, kwargs)

        return record


def _pill_rows(words: Sequence[str], size: int, width: float) -> list[list[tuple[str, float]]]:
    rows: list[list[tuple[str, float]]] = []
    used = 0.0
    for word in words:
        pill = min(width, text_width(word, "cond_bold", size) + size * 1.2)
        if rows and used + 5 + pill <= width:
            rows[-1].append((word, pill))
            used += 5 + pill
        else:
            rows.append([(word, pill)])
            used = pill
    return rows

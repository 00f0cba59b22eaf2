"""Painting a card at a scale: the pixels behind :class:`~tabletop.render.canvas.Canvas`.

A face is drawn in its design space (360 × 504 for every shipped game) and
painted at any scale: a :class:`Surface` multiplies every coordinate, line
width, radius and font size out at paint time, so a face shown at twice its
design size is painted with twice the pixels (text drawn at twice the size),
not enlarged. At scale 1 every value passes through untouched, so a 1× face is
exactly the face as it was always drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from tabletop.render.textfit import font

if TYPE_CHECKING:  # Pillow loads when a face is painted (see tabletop.render)
    from PIL import Image, ImageDraw

RGBA = tuple[int, int, int, int]
Paint = Callable[["ScaledDraw", tuple[int, int]], None]

#: ImageDraw methods a face may call on ``canvas.draw`` (first argument: a box or points).
DRAW_METHODS = frozenset({"arc", "chord", "ellipse", "line", "pieslice", "point", "polygon", "rectangle", "rounded_rectangle"})


@lru_cache(maxsize=32)
def corner_mask(size: tuple[int, int], radius: float) -> Image.Image:
    """An antialiased rounded-rectangle alpha mask (drawn 4x, scaled down)."""
    from PIL import Image, ImageDraw

    big = Image.new("L", (size[0] * 4, size[1] * 4), 0)
    ImageDraw.Draw(big).rounded_rectangle((0, 0, big.width - 1, big.height - 1), radius * 4, fill=255)
    return big.resize(size, Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def gradient_fill(size: tuple[int, int], top: RGBA, bottom: RGBA) -> Image.Image:
    """``top`` shading into ``bottom`` from top to bottom."""
    from PIL import Image

    ramp = Image.linear_gradient("L").resize(size)
    return Image.composite(Image.new("RGBA", size, bottom), Image.new("RGBA", size, top), ramp)


def pixel_size(size: tuple[int, int], scale: float) -> tuple[int, int]:
    """The pixel size of a design ``size`` painted at ``scale``."""
    return (max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))


class Scaler:
    """Design-space numbers to pixels at one scale (untouched at scale 1)."""

    def __init__(self, scale: float) -> None:
        if not scale > 0:
            raise ValueError(f"a face's scale must be above 0, not {scale!r}")
        self.scale = scale
        self.unit = scale == 1

    def value(self, v: float) -> float:
        return v if self.unit else v * self.scale

    def width(self, width: float) -> int:
        """A line width: at least one pixel, so a thin rule never vanishes when small."""
        return width if self.unit else max(1, round(width * self.scale))  # type: ignore[return-value]

    def xy(self, xy: Any) -> Any:
        """A box ``(x0, y0, x1, y1)``, a point list or a flat coordinate list, scaled."""
        if self.unit:
            return xy
        if xy and isinstance(xy[0], tuple | list):
            return [tuple(c * self.scale for c in point) for point in xy]
        return [c * self.scale for c in xy]

    def box(self, box: Sequence[float]) -> tuple[int, int, int, int]:
        """A box on whole pixels (for pastes and layer sizes)."""
        if self.unit:
            return tuple(box)  # type: ignore[return-value]
        return tuple(round(c * self.scale) for c in box)  # type: ignore[return-value]


class ScaledDraw(Scaler):
    """An ``ImageDraw`` taking design-space coordinates: what overlays and ``canvas.draw`` paint with."""

    def __init__(self, draw: ImageDraw.ImageDraw, scale: float) -> None:
        super().__init__(scale)
        self.target = draw

    def __getattr__(self, name: str) -> Callable[..., None]:
        if name not in DRAW_METHODS:
            raise AttributeError(f"a face draws with {sorted(DRAW_METHODS)}, not {name!r}")
        method = getattr(self.target, name)

        def scaled(xy: Any, *args: Any, **kwargs: Any) -> None:
            if "width" in kwargs:
                kwargs["width"] = self.width(kwargs["width"])
            if "radius" in kwargs:
                kwargs["radius"] = self.value(kwargs["radius"])
            if name == "rounded_rectangle" and args:
                args = (self.value(args[0]), *args[1:])
            method(self.xy(xy), *args, **kwargs)

        return scaled


class Surface(Scaler):
    """One card's pixels at ``scale``; every method takes design-space values."""

    def __init__(self, size: tuple[int, int], scale: float, border: RGBA) -> None:
        from PIL import Image, ImageDraw

        super().__init__(scale)
        self.size = pixel_size(size, scale)
        self.image = Image.new("RGB", self.size, border[:3])  # RGB so translucent ink blends
        self.pen = ImageDraw.Draw(self.image, "RGBA")
        self.draw = ScaledDraw(self.pen, scale)

    def panel(self, box: Sequence[float], fill: RGBA | None, outline: RGBA | None, width: float, radius: float) -> None:
        self.pen.rounded_rectangle(self.xy(box), self.value(radius), fill=fill, outline=outline, width=self.width(width))

    def polygon(self, points: Sequence[tuple[float, float]], fill: RGBA, outline: RGBA | None, width: float) -> None:
        self.pen.polygon(self.xy(list(points)), fill=fill, outline=outline, width=self.width(width))

    def ellipse(self, box: Sequence[float], fill: RGBA | None, outline: RGBA | None, width: float) -> None:
        self.pen.ellipse(self.xy(box), fill=fill, outline=outline, width=self.width(width))

    def _area(self, box: Sequence[float]) -> tuple[tuple[int, int], tuple[int, int]]:
        left, top, right, bottom = self.box(box)
        return (left, top), (max(1, right - left), max(1, bottom - top))

    def _mask(self, size: tuple[int, int], radius: float) -> Image.Image:
        from PIL import Image, ImageDraw

        mask = Image.new("L", size, 0)
        ImageDraw.Draw(mask).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), self.value(radius), fill=255)
        return mask

    def gradient(self, box: Sequence[float], top: RGBA, bottom: RGBA, radius: float) -> None:
        origin, size = self._area(box)
        self.image.paste(gradient_fill(size, top, bottom), origin, self._mask(size, radius))

    def overlay(self, box: Sequence[float], paint: Paint, radius: float) -> None:
        """``paint`` draws (in design units from the box's corner) on a layer pasted clipped to the box."""
        from PIL import Image, ImageChops, ImageDraw

        origin, size = self._area(box)
        layer = Image.new("RGBA", size, (0, 0, 0, 0))
        design = (max(1, round(box[2] - box[0])), max(1, round(box[3] - box[1])))
        paint(ScaledDraw(ImageDraw.Draw(layer), self.scale), design)
        layer.putalpha(ImageChops.multiply(layer.getchannel("A"), self._mask(size, radius)))
        self.image.paste(layer, origin, layer)

    def text(self, xy: tuple[float, float], text: str, style: str, size: float, fill: RGBA, anchor: str) -> None:
        """Draw ``text``; a translucent ``fill`` is blended (Pillow's text does not blend)."""
        face = font(style, size if self.unit else round(size * self.scale, 2))
        xy = (self.value(xy[0]), self.value(xy[1]))
        if fill[3] == 255:
            self.pen.text(xy, text, font=face, fill=fill, anchor=anchor)
            return
        left, top, right, bottom = (round(v) for v in self.pen.textbbox(xy, text, font=face, anchor=anchor))
        left, top = max(0, left), max(0, top)
        right, bottom = min(self.size[0], right), min(self.size[1], bottom)
        if right <= left or bottom <= top:
            return
        from PIL import Image, ImageDraw

        mask = Image.new("L", (right - left, bottom - top), 0)
        ImageDraw.Draw(mask).text((xy[0] - left, xy[1] - top), text, font=face, fill=fill[3], anchor=anchor)
        self.image.paste(fill[:3], (left, top, right, bottom), mask)

    def call(self, name: str, xy: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        """A drawing call a face made on ``canvas.draw`` (see :class:`ScaledDraw`)."""
        getattr(self.draw, name)(xy, *args, **kwargs)

    def finish(self, radius: float) -> Image.Image:
        """The card with antialiased rounded corners (transparent outside)."""
        image = self.image.convert("RGBA")
        image.putalpha(corner_mask(self.size, self.value(radius)))
        return image

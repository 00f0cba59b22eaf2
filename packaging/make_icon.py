"""Draw the tabletop application icon: a round green card table with three cards fanned on it.

``python packaging/make_icon.py`` writes assets/icons/tabletop.png (256 px),
tabletop.ico (16-256 px) and tabletop.icns. Shapes are bold so the icon still
reads at 16-32 px; every size is drawn large and scaled down (antialiasing).
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

OUT = Path(__file__).resolve().parent.parent / "assets" / "icons"
BIG = 1024
WOOD, WOOD_DARK, FELT, FELT_DARK = (150, 88, 42), (92, 50, 22), (38, 142, 78), (20, 96, 50)
INK, PAPER, RED, BLUE, GOLD = (28, 30, 38), (250, 248, 240), (214, 40, 48), (40, 84, 176), (240, 184, 48)


def _table() -> Image.Image:
    """The round table seen from above: a wooden rim around green felt with a soft light."""
    image = Image.new("RGBA", (BIG, BIG), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((40, 72, 984, 1016), fill=(0, 0, 0, 90))  # shadow
    draw.ellipse((24, 24, 1000, 1000), fill=WOOD_DARK)
    draw.ellipse((44, 44, 980, 980), fill=WOOD)
    draw.ellipse((104, 104, 920, 920), fill=WOOD_DARK)
    felt = Image.new("RGBA", (BIG, BIG), FELT_DARK + (255,))
    light = Image.new("L", (BIG, BIG), 0)
    ImageDraw.Draw(light).ellipse((200, 150, 780, 730), fill=255)
    felt.paste(Image.new("RGBA", (BIG, BIG), FELT + (255,)), mask=light.filter(ImageFilter.GaussianBlur(140)))
    mask = Image.new("L", (BIG, BIG), 0)
    ImageDraw.Draw(mask).ellipse((116, 116, 908, 908), fill=255)
    image.paste(felt, mask=mask)
    return image


def _diamond(draw: ImageDraw.ImageDraw, cx: float, cy: float, w: float, h: float, fill: tuple) -> None:
    draw.polygon([(cx, cy - h), (cx + w, cy), (cx, cy + h), (cx - w, cy)], fill=fill)


def _card(face: str) -> Image.Image:
    """One upright card, 360 x 500, with a thick dark edge: a red diamond face, a blue or gold back."""
    card = Image.new("RGBA", (400, 540), (0, 0, 0, 0))
    draw = ImageDraw.Draw(card)
    draw.rounded_rectangle((20, 20, 380, 520), radius=44, fill=INK)
    if face == "diamond":
        draw.rounded_rectangle((40, 40, 360, 500), radius=28, fill=PAPER)
        _diamond(draw, 200, 270, 110, 160, RED)
        _diamond(draw, 92, 110, 30, 44, RED)
        _diamond(draw, 308, 430, 30, 44, RED)
    else:
        colour = BLUE if face == "blue" else GOLD
        draw.rounded_rectangle((40, 40, 360, 500), radius=28, fill=PAPER)
        draw.rounded_rectangle((64, 64, 336, 476), radius=18, fill=colour)
        _diamond(draw, 200, 270, 90, 130, PAPER)
        _diamond(draw, 200, 270, 52, 78, colour)
    return card


def _place(image: Image.Image, card: Image.Image, angle: float, pivot: tuple[int, int]) -> None:
    """Turn a card by ``angle`` about a point below its middle (a fan), that point at ``pivot``."""
    reach = 730  # farther than any corner of the card from the turning point
    canvas = Image.new("RGBA", (2 * reach, 2 * reach), (0, 0, 0, 0))
    canvas.paste(card, (reach - card.width // 2, reach - 700))
    turned = canvas.rotate(angle, resample=Image.Resampling.BICUBIC)
    layer = Image.new("RGBA", image.size, (0, 0, 0, 0))
    layer.paste(turned, (pivot[0] - reach, pivot[1] - reach), turned)
    shadow = Image.new("RGBA", image.size, (0, 0, 0, 0))
    shadow.putalpha(ImageChops.multiply(layer.getchannel("A"), Image.new("L", image.size, 120)))
    image.alpha_composite(ImageChops.offset(shadow.filter(ImageFilter.GaussianBlur(12)), 10, 20))
    image.alpha_composite(layer)


def draw_icon(size: int) -> Image.Image:
    image = _table()
    for face, angle in (("gold", 22), ("blue", -22), ("diamond", 0)):
        _place(image, _card(face), angle, (512, 950))
    return image.resize((size, size), Image.Resampling.LANCZOS)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    sizes = [16, 24, 32, 48, 64, 128, 256]
    images = {size: draw_icon(size) for size in [*sizes, 512, 1024]}
    images[256].save(OUT / "tabletop.png", optimize=True)
    images[256].save(OUT / "tabletop.ico", sizes=[(s, s) for s in sizes],
                     append_images=[images[s] for s in sizes if s != 256])
    images[1024].save(OUT / "tabletop.icns", append_images=[images[s] for s in (16, 32, 64, 128, 256, 512)])
    for name in ("tabletop.png", "tabletop.ico", "tabletop.icns"):
        print(OUT / name, (OUT / name).stat().st_size, "bytes")


if __name__ == "__main__":
    main()

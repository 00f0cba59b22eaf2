"""W.A.G.O.N. faces: light vertical cards with a genre-coloured header.

Every card shows its Bandwidth cost as five circles (filled up to the cost).
Characters show OFF and DEF, genre, attributes, the Special Ability's name and
cost, the Boost Requirement (Boosted Characters get a ribbon) and flavour;
Plot Devices show their Effect Count (a number of rounds, instant, infinite
or equipment); the Bandwidth card shows its yield.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.render import CardFaces, generic
from tabletop.render.canvas import Box, Canvas, ink_for, mix, shade
from tabletop.render.generic import humanize, labelled, paragraphs
from tabletop.render.textfit import Paragraph

SIZE = (360, 504)
MAX_COST = 5
GENRES = {
    "fighter": "#e4572e",
    "shooter": "#2f6fe0",
    "mystical": "#8338ec",
    "geek": "#06a77d",
    "special": "#e0006a",
}
PLOT = "#e09a00"
BANDWIDTH = "#00a6c8"
OFF_COLOUR, DEF_COLOUR = "#d1495b", "#3d7dd8"
PAPER = "#fbfbf8"



def _cost_row(canvas: Canvas, origin: tuple[int, int], cost: int, colour: str) -> None:
    """Five Bandwidth circles on a dark tab, the first ``cost`` filled."""
    x, y = origin
    canvas.panel((x, y, x + 132, y + 28), (20, 20, 28, 210), None, radius=14)
    for number in range(MAX_COST):
        filled = number < cost
        canvas.circle((x + 18 + number * 24, y + 14), 8, "#ffd60a" if filled else None, "#ffffff", 2)
    if cost > MAX_COST:
        canvas.line((x + 100, y, x + 132, y + 28), f"+{cost - MAX_COST}", "#ffffff", "bold", 12, 7)


def _frame(card: Any, accent: str, type_line: str, art: Callable[[Canvas, Box], None],
           tags: list[str], content: list[Paragraph]) -> Canvas:
    w, h = SIZE
    canvas = Canvas(SIZE, border="#1d1d22", radius=16)
    canvas.panel((6, 6, w - 6, h - 6), PAPER, radius=12)
    canvas.gradient((6, 6, w - 6, 62), accent, shade(accent, -0.25), radius=12)
    canvas.title((22, 10, w - 22, 58), card.name, ink_for(accent), 24, align="left")
    window = (12, 66, w - 12, 260)
    canvas.gradient(window, mix(accent, PAPER, 0.35), shade(accent, -0.35), radius=8)
    canvas.stripes(window, (255, 255, 255, 30), spacing=12, width=1, radius=8)
    art(canvas, window)
    if card.type != "bandwidth":
        _cost_row(canvas, (window[0] + 8, window[1] + 8), getattr(card, "cost", 0), accent)
    canvas.panel((12, 266, w - 12, 290), accent, None, radius=12)
    canvas.line((24, 267, w - 24, 289), type_line.upper(), ink_for(accent), "cond_bold", max_size=15, min_size=8)
    top = 296
    if tags:
        fit = canvas.pills((14, 296, w - 14, 336), tags, mix(PAPER, accent, 0.2), max_size=13, min_size=8, align="center")
        top += round(fit.height) + 6
    box = (12, top, w - 12, h - 30)
    canvas.panel(box, "#ffffff", mix(accent, PAPER, 0.4), 2, radius=8)
    if content:
        canvas.block((box[0] + 10, box[1] + 7, box[2] - 10, box[3] - 6), content, "#1b1b22", 16, 8)
    webcomic = getattr(card, "webcomic", "")
    generic.footer(canvas, card, (18, h - 26, w - 18, h - 11), "#6b6b75", f"from {webcomic}" if webcomic else "")
    return canvas


def _flavour(card: Any) -> list[Paragraph]:
    return [[(card.flavor, "italic", "#5b5b66")]] if getattr(card, "flavor", "") else []


def _character(card: Any, db: CardDatabase | None) -> Canvas:
    accent = GENRES.get(card.genre, "#777777")

    def art(canvas: Canvas, box: Box) -> None:
        initials = generic.initials(card.name)
        canvas.monogram((box[0] + 60, box[1] + 40, box[2] - 60, box[3] - 40), initials, (255, 255, 255, 70))
        canvas.badge((box[0] + 42, box[3] - 40), 31, str(card.offense), OFF_COLOUR, "#ffffff", "OFF", "square")
        canvas.badge((box[2] - 42, box[3] - 40), 31, str(card.defense), DEF_COLOUR, "#ffffff", "DEF", "square")
        if card.boosted:
            ribbon = (box[2] - 112, box[1] + 8, box[2] - 8, box[1] + 34)
            canvas.panel(ribbon, "#ffd60a", "#1d1d22", 2, radius=6)
            canvas.line(ribbon, "BOOSTED", "#1d1d22", "cond_bold", 15, 8)

    content: list[Paragraph] = []
    if card.boost and "boost" not in card.text.lower():
        content.append(labelled("Boost:", ", ".join(n.words() for n in card.boost)))
    if card.special:
        cost = f" ({card.ability_cost} BW)" if card.ability_cost else ""
        timing = "" if card.timing == "static" else f" [{humanize(card.timing).lower()}]"
        content.append([(card.special + cost + timing, "bold", shade(accent, -0.3))])
    content += paragraphs(card.text) + _flavour(card)
    kind = "Boosted character" if card.boosted else "Character"
    return _frame(card, accent, f"{card.genre} · {kind}", art, [a.capitalize() for a in card.attributes], content)


def count_label(count: Any) -> tuple[str, str]:
    """The Effect Count as (big mark, word): ``("3", "ROUNDS")``, ``("∞", "INFINITE")``."""
    if isinstance(count, int):
        return str(count), "ROUND" if count == 1 else "ROUNDS"
    return {"infinite": ("∞", "INFINITE"), "instant": ("!", "INSTANT"), "equipment": ("+", "EQUIP")}.get(
        str(count), (str(count)[:3], str(count).upper()))


def _plot_device(card: Any, db: CardDatabase | None) -> Canvas:
    mark, word = count_label(card.effect_count)

    def art(canvas: Canvas, box: Box) -> None:
        canvas.monogram((box[0] + 20, box[1] + 50, box[2] - 20, box[3] - 30), "PLOT", (255, 255, 255, 60))
        center = (box[2] - 52, box[1] + 52)
        canvas.circle(center, 40, "#1d1d22", "#ffffff", 3)
        canvas.line((round(center[0] - 30), round(center[1] - 30), round(center[0] + 30), round(center[1] + 12)), mark, "#ffffff", "bold", 40, 10)
        canvas.line((round(center[0] - 32), round(center[1] + 10), round(center[0] + 32), round(center[1] + 28)), word, "#ffffff", "cond_bold", 12, 7)

    tags = [a.capitalize() for a in card.attributes]
    if card.equip_to is not None:
        who = [*card.equip_to.genres, *card.equip_to.attributes] or ([card.equip_to.name] if card.equip_to.name else [])
        if who:
            tags.append("Equips " + "/".join(w[:1].upper() + w[1:] for w in who))
    if card.discard_when_used:
        tags.append("Discard when used")
    if card.timing not in ("static", "play"):
        tags.append(humanize(card.timing) + (f": {humanize(card.trigger).lower()}" if card.trigger else ""))
    content = paragraphs(card.text) + _flavour(card)
    count = f"{mark} {word}" if isinstance(card.effect_count, int) else word
    return _frame(card, PLOT, f"Plot device · {count.lower()}", art, tags, content)


def _bandwidth(card: Any, db: CardDatabase | None) -> Canvas:
    def art(canvas: Canvas, box: Box) -> None:
        cx, cy = (box[0] + box[2]) / 2 - 50, box[3] - 40
        for number, radius in enumerate((120, 88, 56)):
            width = 14
            canvas.arc((cx - radius, cy - radius, cx + radius, cy + radius), 225, 315, (255, 255, 255, 200 - number * 30), width)
        canvas.circle((cx, cy - 6), 14, "#ffffff")
        canvas.line((box[2] - 130, box[1] + 50, box[2] - 16, box[3] - 50), f"+{card.amount}", "#ffffff", "bold", 80, 12)

    return _frame(card, BANDWIDTH, "Bandwidth", art, [a.capitalize() for a in card.attributes], paragraphs(card.text) + _flavour(card))


DRAWERS: dict[str, Callable[[Any, CardDatabase | None], Canvas]] = {
    "character": _character,
    "plot_device": _plot_device,
    "bandwidth": _bandwidth,
}


def face(card: CardBase, db: CardDatabase | None = None) -> Canvas:
    """The face of any W.A.G.O.N. card (generic face for an unknown type)."""
    return generic.dispatch(DRAWERS, card, db, SIZE)


def back() -> Canvas:
    """Night blue with a wagon wheel in the five genre colours."""
    w, h = SIZE
    canvas = Canvas(SIZE, border="#1d1d22", radius=16)
    canvas.gradient((6, 6, w - 6, h - 6), "#20304f", "#0e1424", radius=12)
    cx, cy, radius = w / 2, h / 2 - 30, 120
    colours = list(GENRES.values())
    for spoke in range(10):
        angle = spoke * math.pi / 5
        end = (cx + radius * math.cos(angle), cy + radius * math.sin(angle))
        canvas.segment((cx, cy), end, colours[spoke % 5], 8)
    canvas.circle((cx, cy), radius, None, "#f2e8cf", 12)
    canvas.circle((cx, cy), 26, "#f2e8cf", "#1d1d22", 3)
    canvas.line((30, h - 120, w - 30, h - 70), "W.A.G.O.N.", "#f2e8cf", "serif_bold", 40, 12, record=False)
    return canvas


FACES = CardFaces("wagon", face, back, SIZE)

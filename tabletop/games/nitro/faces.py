"""WCW Nitro CCG faces: black ring frames, colour-coded by move colour.

Wrestlers show their three colours (with +1 marks) and reputation; Moves
show N, A and a damage burst in their colour; Thunder cards split their text
into a hand side and a deck side (DQ marked); Corner cards show N/A and
whether they are a (Unique) person; the Nitro card is a logo card.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.render import CardFaces, generic
from tabletop.render.canvas import Box, Canvas, ink_for, mix, shade
from tabletop.render.generic import humanize, paragraphs
from tabletop.render.textfit import Paragraph, fit_block

SIZE = (360, 504)
COLOURS = {
    "red": "#d62828",
    "blue": "#1d5fd8",
    "green": "#2a9d3a",
    "yellow": "#f2c230",
    "purple": "#7b2cbf",
}
CHROME = "#d9dde3"
GOLD = "#e0b43c"
PAPER = "#f5f3ee"
_SIDES = re.compile(r"(Hand(?:,[^:.]*)?:|Deck(?:,[^:.]*)?:)")


def describe(effect: Any) -> str:
    """An effect as a short phrase, e.g. ``Opponent: -1 action points (next turn)``."""
    amount = f" {effect.amount:+d}" if effect.kind in ("damage_modifier", "action_points") else (
        f" {effect.amount}" if effect.amount else "")
    text = humanize(effect.kind).capitalize() + amount
    if effect.colour:
        text += f" ({effect.colour})"
    if effect.card_type:
        text += f" {effect.card_type}"
    if effect.who != "you":
        text = f"Opponent: {text}"
    if effect.duration != "instant":
        text += f", {humanize(effect.duration).lower()}"
    return text + (f", if {humanize(effect.condition).lower()}" if effect.condition else "")


def _effects_text(card: Any, effects: tuple[Any, ...]) -> list[Paragraph]:
    found = paragraphs(card.text) or [[(describe(e), "regular")] for e in effects]
    if card.type == "move":
        needs = f"Needs {card.nitro} Nitro in play." if card.nitro else "No Nitro needed."
        reminder = (f"{needs} Costs {card.cost} Action "
                    f"Point{'s' if card.cost != 1 else ''}. Does {card.damage} damage.")
        found.append([(reminder, "italic", "#555555")])
    return found


def _frame(card: Any, accent: str, type_line: str, art: Callable[[Canvas, Box], None],
           tags: list[str], content: list[Paragraph], text_box: Callable[[Canvas, Box], None] | None = None) -> Canvas:
    w, h = SIZE
    canvas = Canvas(SIZE, border="#050505", radius=16)
    canvas.gradient((6, 6, w - 6, h - 6), shade(accent, -0.35), shade(accent, -0.8), radius=12)
    canvas.panel((13, 13, w - 13, 57), "#0c0c0c", CHROME, 2, radius=6)
    canvas.title((24, 16, w - 24, 54), card.name, "#ffffff", 23)
    window = (13, 63, w - 13, 261)
    canvas.gradient(window, shade(accent, 0.15), shade(accent, -0.45), radius=8)
    canvas.stripes(window, (255, 255, 255, 26), spacing=26, width=9, radius=8)
    art(canvas, window)
    canvas.panel((13, 267, w - 13, 291), "#0c0c0c", accent, 2, radius=4)
    canvas.line((22, 268, w - 22, 290), type_line.upper(), "#ffffff", "cond_bold", max_size=15, min_size=8)
    top = 297
    if tags:
        fit = canvas.pills((16, 297, w - 16, 337), tags, CHROME, max_size=13, min_size=8, align="center")
        top += round(fit.height) + 6
    box = (13, top, w - 13, h - 30)
    if text_box is not None:
        text_box(canvas, box)
    else:
        canvas.panel(box, PAPER, CHROME, 2, radius=6)
        if content:
            canvas.block((box[0] + 10, box[1] + 8, box[2] - 10, box[3] - 6), content, "#141414", 17, 8)
    generic.footer(canvas, card, (18, h - 26, w - 18, h - 11), "#c8c8c8")
    return canvas


def _cost_badges(canvas: Canvas, box: Box, nitro: int | None, cost: int) -> None:
    """N (chrome) and A (gold) discs down the left of the picture."""
    x = box[0] + 42
    if nitro is not None:
        canvas.badge((x, box[1] + 44), 29, str(nitro), CHROME, label="N")
    canvas.badge((x, box[1] + 44 + (70 if nitro is not None else 0)), 29, str(cost), GOLD, label="A")


def _move(card: Any, db: CardDatabase | None) -> Canvas:
    accent = COLOURS.get(card.colour, "#888888")

    def art(canvas: Canvas, box: Box) -> None:
        _cost_badges(canvas, box, card.nitro, card.cost)
        center = ((box[0] + box[2]) / 2 + 40, (box[1] + box[3]) / 2 + 4)
        canvas.star((center[0] + 4, center[1] + 5), 86, 58, 12, (0, 0, 0, 110))
        canvas.star(center, 86, 58, 12, accent, "#ffffff", 3)
        ink = ink_for(accent)
        canvas.line((round(center[0] - 40), round(center[1] - 44), round(center[0] + 40), round(center[1] - 20)), "DAMAGE", ink, "cond_bold", 13, 8)
        canvas.line((round(center[0] - 44), round(center[1] - 22), round(center[0] + 44), round(center[1] + 44)), str(card.damage), ink, "bold", 58, 12)

    tags = ["Referee must be distracted"] if card.needs_distracted_referee else []
    return _frame(card, accent, f"Move · {card.colour}", art, tags, _effects_text(card, card.effects))


def _wrestler(card: Any, db: CardDatabase | None) -> Canvas:
    def art(canvas: Canvas, box: Box) -> None:
        initials = generic.initials(card.name)
        canvas.monogram((box[0] + 110, box[1] + 10, box[2] - 10, box[3] - 70), initials, (255, 255, 255, 50))
        canvas.badge((box[0] + 50, box[1] + 52), 38, str(card.reputation), GOLD, label="REP")
        slots = card.colours[:5]
        for number, slot in enumerate(slots):
            x = (box[0] + box[2]) / 2 + (number - (len(slots) - 1) / 2) * 92
            y = box[3] - 40
            fill = COLOURS.get(slot.colour, "#888888")
            canvas.circle((x, y), 30, fill, "#ffffff", 3)
            canvas.line((round(x - 26), round(y - 10), round(x + 26), round(y + 10)), slot.colour.upper(), ink_for(fill), "cond_bold", 12, 7)
            if slot.plus_one:
                canvas.badge((x + 26, y - 24), 15, "+1", GOLD)

    return _frame(card, GOLD, "Wrestler", art, [], paragraphs(card.text) or [[(describe(e), "regular")] for e in card.effects])


def thunder_sides(text: str) -> list[tuple[str, str]]:
    """``Hand, ...: A. Deck: B.`` -> [("Hand, ...:", "A."), ("Deck:", "B.")]; else [("", text)]."""
    parts = _SIDES.split(text.strip())
    if len(parts) < 3:
        return [("", text.strip())]
    sides = [("", parts[0].strip())] if parts[0].strip() else []
    sides += [(parts[i].strip(), parts[i + 1].strip()) for i in range(1, len(parts) - 1, 2)]
    return sides


def _thunder(card: Any, db: CardDatabase | None) -> Canvas:
    accent = "#f5c400"

    def art(canvas: Canvas, box: Box) -> None:
        bolt = [(190, 75), (130, 175), (172, 175), (140, 250), (230, 145), (188, 145), (225, 75)]
        canvas.polygon([(x + 4, y + 4) for x, y in bolt], (0, 0, 0, 120))
        canvas.polygon(bolt, "#fff3b0", "#111111", 3)
        canvas.monogram((box[0] + 10, box[1] + 60, box[2] - 10, box[3] - 60), "THUNDER", (0, 0, 0, 60))
        if card.dq:
            canvas.badge((box[2] - 44, box[1] + 44), 30, "DQ", "#d62828", "#ffffff")

    def text_box(canvas: Canvas, box: Box) -> None:
        sides = thunder_sides(card.text) if card.text else [
            ("Hand:", ", ".join(describe(e) for e in card.hand) or humanize(card.hand_ability or "")),
            ("Deck:", ", ".join(describe(e) for e in card.deck) or humanize(card.deck_ability or "")),
        ]
        parts: list[tuple[str, list[Paragraph]]] = []
        for label, body in sides:
            paragraph: Paragraph = [(label + " ", "bold"), (body, "regular")] if label else [(body, "regular")]
            if parts and not parts[-1][0]:  # an unlabelled opening ("DQ.") joins the first side
                parts[-1] = (label, [*parts[-1][1], paragraph])
            else:
                parts.append((label, [paragraph]))
        gap, width = 6, box[2] - box[0] - 20
        needs = [fit_block(content, (0, 0, width, 10_000), 15, 15).height + 14 for _, content in parts]
        room = box[3] - box[1] - gap * (len(parts) - 1)
        top = float(box[1])
        for (label, content), need in zip(parts, needs, strict=True):
            height = room * need / sum(needs)
            part = (box[0], round(top), box[2], round(top + height))
            fill = mix(PAPER, accent, 0.25) if label.startswith("Deck") else PAPER
            canvas.panel(part, fill, CHROME, 2, radius=6)
            canvas.block((part[0] + 10, part[1] + 6, part[2] - 10, part[3] - 5), content, "#141414", 16, 8)
            top += height + gap

    tags = ["DQ card"] if card.dq else []
    if card.deck_to_corner:
        tags.append("Deck side stays in your corner")
    if card.hand_timing != "your_turn":
        tags.append(f"Hand: {humanize(card.hand_timing).lower()}")
    return _frame(card, accent, "Thunder", art, tags, [], text_box)


def _corner(card: Any, db: CardDatabase | None) -> Canvas:
    accent = "#2f8f9d" if card.person else "#8a8f98"

    def art(canvas: Canvas, box: Box) -> None:
        _cost_badges(canvas, box, card.nitro, card.cost)
        initials = generic.initials(card.name)
        canvas.monogram((box[0] + 90, box[1] + 24, box[2] - 12, box[3] - 24), initials, (255, 255, 255, 55))

    tags = ["Unique person" if card.unique else "Person"] if card.person else []
    return _frame(card, accent, "Corner", art, tags, _effects_text(card, card.effects))


def _nitro(card: Any, db: CardDatabase | None) -> Canvas:
    accent = "#c1121f"

    def art(canvas: Canvas, box: Box) -> None:
        _cost_badges(canvas, box, None, getattr(card, "cost", 1))
        logo = (box[0] + 84, box[1] + 60, box[2] - 14, box[3] - 60)
        canvas.line((logo[0] + 3, logo[1] + 4, logo[2] + 3, logo[3] + 4), "NITRO", (0, 0, 0, 140), "serif_bold", 64, 12, record=False)
        canvas.line(logo, "NITRO", "#ffffff", "serif_bold", 64, 12, record=False)

    return _frame(card, accent, "Corner · Nitro", art, [], _effects_text(card, card.effects))


DRAWERS: dict[str, Callable[[Any, CardDatabase | None], Canvas]] = {
    "wrestler": _wrestler,
    "move": _move,
    "thunder": _thunder,
    "corner": _corner,
    "nitro": _nitro,
}


def face(card: CardBase, db: CardDatabase | None = None) -> Canvas:
    """The face of any Nitro card (generic face for an unknown type)."""
    return generic.dispatch(DRAWERS, card, db, SIZE)


def back() -> Canvas:
    """Black with speed lines in the five move colours and a chrome NITRO."""
    w, h = SIZE
    canvas = Canvas(SIZE, border="#050505", radius=16)
    canvas.gradient((6, 6, w - 6, h - 6), "#1c1c1c", "#000000", radius=12)
    for number, colour in enumerate(COLOURS.values()):
        y = 120 + number * 62
        canvas.polygon([(6, y + 40), (w - 6, y - 40), (w - 6, y - 22), (6, y + 58)], mix(colour, "#000000", 0.15))
    band = (20, h // 2 - 50, w - 20, h // 2 + 50)
    canvas.panel(band, (0, 0, 0, 200), CHROME, 3, radius=8)
    canvas.line((band[0] + 4, band[1] + 5, band[2] + 4, band[3] + 5), "NITRO", "#c1121f", "serif_bold", 70, 12, record=False)
    canvas.line(band, "NITRO", CHROME, "serif_bold", 70, 12, record=False)
    canvas.line((40, h - 70, w - 40, h - 40), "WRESTLING CARD GAME", "#bbbbbb", "cond_bold", 16, 8, record=False)
    return canvas


FACES = CardFaces("nitro", face, back, SIZE)

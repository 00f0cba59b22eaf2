"""WMS: The Card Game faces: steel frames trimmed in the race's colours.

Units and tokens show CC and RC plates, keyword tags, Commander/Reserves
marks and reminder text for their keywords; equipment (bronze) and power
(violet) cards show their bonus and who may carry them; command cards (green)
say whether they are immediate or lingering; a race's rules card is parchment.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.render import CardFaces, generic
from tabletop.render.canvas import Box, Canvas, ink_for, mix, shade
from tabletop.render.generic import humanize, labelled, paragraphs
from tabletop.render.textfit import Paragraph

try:
    from tabletop.games.wms.card_keywords import CLASS_KEYWORDS, KEYWORDS, RACE_KEYWORDS
except ImportError:  # the schema moved: faces simply go without reminder text
    CLASS_KEYWORDS, KEYWORDS, RACE_KEYWORDS = (), {}, {}

SIZE = (360, 504)
RACES = {  # plate colour, trim colour
    "marines": ("#1f4e9c", "#d9b44a"),
    "evil_marines": ("#7a1020", "#b89a5e"),
}
PLATES = {
    "token": "#66717c",
    "equipment": "#9c6b2f",
    "power": "#6a3fb5",
    "command": "#2f6b3a",
    "special": "#cdb88a",
}
CC_COLOUR, RC_COLOUR = "#c0392b", "#2e86c1"
PAPER = "#eef0f2"
QUIET = {*CLASS_KEYWORDS, "Common", "Unique", "Commander", "Reserves"}


def keyword_label(text: str) -> str:
    """``Psych(2)`` -> ``Psych 2``; ``Squad(1V+1H)`` -> ``Squad 1V+1H``."""
    name, _, param = text.partition("(")
    return f"{name} {param.rstrip(')')}" if param else name


def reminders(keywords: tuple[str, ...], race: str) -> list[Paragraph]:
    """One italic line per keyword that needs explaining."""
    found = []
    race_words = RACE_KEYWORDS.get(race, {})
    for text in keywords:
        name = text.partition("(")[0]
        summary = KEYWORDS.get(name) or race_words.get(name)
        if summary and name not in QUIET:
            if summary.startswith(name + "("):  # "Psych(n): n Power Points ..." -> "2 Power Points ..."
                param = text.partition("(")[2].rstrip(")")
                summary = summary.split(": ", 1)[1]
                summary = param + summary[1:] if summary.startswith("n ") else summary
            found.append([(keyword_label(text) + ":", "cond_bold", "#333333"), (" " + summary, "italic", "#333333")])
    return found


def describe_effect(effect: Any) -> str:
    """``Yours (Demon): +1 CC, gain Fear``."""
    parts = [f"{v:+d} {s}" for s, v in (("CC", effect.cc), ("RC", effect.rc)) if v]
    parts += [f"gain {keyword_label(k)}" for k in effect.gain] + [f"lose {k}" for k in effect.lose]
    if effect.turns_tide:
        parts.append("may turn the tide")
    who = humanize(effect.to) + (f" ({', '.join(effect.only)})" if effect.only else "")
    if effect.against:
        who += f" vs {', '.join(effect.against)}"
    return f"{who}: {', '.join(parts)}"


def _frame(card: Any, plate: str, type_line: str, art: Callable[[Canvas, Box], None],
           tags: list[str], content: list[Paragraph]) -> Canvas:
    w, h = SIZE
    _, trim = RACES.get(getattr(card, "race", ""), ("#4a4f57", "#9aa3ad"))
    canvas = Canvas(SIZE, border="#121417", radius=16)
    canvas.gradient((6, 6, w - 6, h - 6), "#606a75", "#262b31", radius=12)
    canvas.panel((10, 10, w - 10, h - 10), None, trim, 2, radius=10)
    canvas.panel((16, 16, w - 16, 56), plate, shade(trim, -0.2), 2, radius=4)
    canvas.title((26, 18, w - 26, 54), card.name.upper(), ink_for(plate), 21)
    window = (16, 62, w - 16, 246)
    canvas.gradient(window, shade(plate, -0.15), shade(plate, -0.7), radius=6)
    canvas.stripes(window, (255, 255, 255, 12), spacing=10, width=1, radius=6)
    art(canvas, window)
    canvas.panel((16, 252, w - 16, 276), "#15181c", trim, 1, radius=3)
    canvas.line((24, 253, w - 24, 275), type_line.upper(), trim, "cond_bold", max_size=14, min_size=8)
    top = 282
    if tags:
        fit = canvas.pills((18, 282, w - 18, 326), tags, mix(PAPER, trim, 0.35), max_size=13, min_size=8, align="center")
        top += round(fit.height) + 6
    box = (16, top, w - 16, h - 32)
    canvas.panel(box, PAPER, shade(trim, -0.3), 2, radius=4)
    if content:
        canvas.block((box[0] + 10, box[1] + 7, box[2] - 10, box[3] - 6), content, "#15181c", max_size=16, min_size=8)
    generic.footer(canvas, card, (20, h - 27, w - 20, h - 13), "#b9c0c8")
    return canvas


def _value_art(values: list[tuple[str, str]], word: str, marks: Sequence[str] = ()) -> Callable[[Canvas, Box], None]:
    """Square CC/RC plates down the left, a faint word, marks at the top right."""
    def art(canvas: Canvas, box: Box) -> None:
        canvas.monogram((box[0] + 90, box[1] + 30, box[2] - 12, box[3] - 30), word, (255, 255, 255, 36))
        for number, (label, value) in enumerate(values):
            colour = CC_COLOUR if label == "CC" else RC_COLOUR
            canvas.badge((box[0] + 44, box[1] + 48 + number * 84), 32, value, colour, "#101010", label, "square")
        if marks:
            canvas.pills((box[0] + 96, box[1] + 8, box[2] - 8, box[1] + 56), list(marks), "#f2d16b", max_size=12, min_size=8, align="center")
    return art


def _fighter(card: Any, db: CardDatabase | None) -> Canvas:
    plate = RACES.get(card.race, ("#4a4f57", ""))[0] if card.type == "unit" else PLATES["token"]
    marks = ["★ COMMANDER" if i == "commander" else i.upper() for i in card.icons if i != "token"]
    if getattr(card, "swarm", False):
        marks.append("SWARM")
    tags = [keyword_label(k) for k in card.keywords]
    if getattr(card, "turns_tide", False):
        tags.append("Turns the tide")
    if getattr(card, "recycle", False):
        tags.append("Recycle")
    brings = getattr(card, "brings", None)
    if brings is not None:
        token = db.cards.get(brings.token) if db else None
        tags.append(f"Brings {brings.count}× {token.name if token else humanize(brings.token)}")
    content = paragraphs(card.text) + reminders(card.keywords, card.race)
    kind = "Swarm token" if getattr(card, "swarm", False) else humanize(card.type)
    word = generic.initials(card.name)
    art = _value_art([("CC", str(card.cc)), ("RC", str(card.rc))], word, marks)
    return _frame(card, plate, f"{kind} · {generic.humanize(card.race)}", art, tags, content)


def _attachment(card: Any, db: CardDatabase | None) -> Canvas:
    values = [(label, f"{value:+d}") for label, value in (("CC", card.cc), ("RC", card.rc)) if value]
    marks = ["1 POWER POINT"] if card.type == "power" else []
    art = _value_art(values, card.type.upper(), marks)
    tags = [f"Gains {keyword_label(k)}" for k in card.keywords]
    restriction = card.restriction
    if restriction.any_of:
        tags.append("/".join(restriction.any_of) + " only")
    if restriction.none_of:
        tags.append("Not " + "/".join(restriction.none_of))
    if getattr(card, "turns_tide", False):
        tags.append("Turns the tide")
    content = paragraphs(card.text)
    if not card.text:
        content += [[(describe_effect(e), "regular")] for e in card.effects]
    content += reminders(card.keywords, card.race)
    return _frame(card, PLATES[card.type], f"{card.type} card · {humanize(card.race)}", art, tags, content)


def _command(card: Any, db: CardDatabase | None) -> Canvas:
    numbers = [(label, value) for label, value in (("Draw", card.draw), ("Recover", card.recover),
               ("Opponent discards", card.opponent_discards)) if value]

    def art(canvas: Canvas, box: Box) -> None:
        canvas.monogram((box[0] + 12, box[1] + 60, box[2] - 12, box[3] - 10), "COMMAND", (255, 255, 255, 36))
        banner = (box[0] + 70, box[1] + 14, box[2] - 70, box[1] + 48)
        canvas.panel(banner, "#101410", "#9fd39f", 2, radius=4)
        canvas.line(banner, card.kind.upper(), "#dff5df", "bold", max_size=20, min_size=9)
        if numbers:
            lines = [[(f"{label} {value}", "bold")] for label, value in numbers]
            canvas.block((box[0] + 16, box[1] + 60, box[2] - 16, box[3] - 10), lines, "#ffffff", 38, 12, "center", "middle")

    content = paragraphs(card.text)
    if not card.text:
        content += [[(describe_effect(e), "regular")] for e in card.effects]
    return _frame(card, PLATES["command"], f"Command · {card.kind} · {humanize(card.race)}", art, [], content)


def _special(card: Any, db: CardDatabase | None) -> Canvas:
    def art(canvas: Canvas, box: Box) -> None:
        canvas.monogram((box[0] + 12, box[1] + 12, box[2] - 12, box[3] - 12), "RULES", (0, 0, 0, 30))
        canvas.line((box[0] + 20, box[1] + 50, box[2] - 20, box[3] - 50), card.keyword, "#2a2010", "serif_bold", 40, 12)

    content = [labelled(f"{card.keyword}:", card.text)] if card.text and not card.text.startswith(card.keyword) else paragraphs(card.text)
    return _frame(card, PLATES["special"], f"Race rules · {humanize(card.race)}", art, [], content)


DRAWERS: dict[str, Callable[[Any, CardDatabase | None], Canvas]] = {
    "unit": _fighter,
    "token": _fighter,
    "equipment": _attachment,
    "power": _attachment,
    "command": _command,
    "special": _special,
}


def face(card: CardBase, db: CardDatabase | None = None) -> Canvas:
    """The face of any WMS card (generic face for an unknown type)."""
    return generic.dispatch(DRAWERS, card, db, SIZE)


def extra_key(card: CardBase, db: CardDatabase) -> str:
    """A unit shows the name of the token it brings."""
    brings = getattr(card, "brings", None)
    token = db.cards.get(brings.token) if brings is not None else None
    return token.name if token is not None else ""


def back() -> Canvas:
    """Gunmetal with a gold cog and the WMS wordmark."""
    w, h = SIZE
    canvas = Canvas(SIZE, border="#121417", radius=16)
    canvas.gradient((6, 6, w - 6, h - 6), "#4b535c", "#1b1f24", radius=12)
    canvas.stripes((6, 6, w - 6, h - 6), (255, 255, 255, 10), spacing=8, width=1)
    cx, cy = w / 2, h / 2 - 20

    teeth = []
    for step in range(24):
        angle = step * math.pi / 12
        radius = 118 if step % 2 == 0 else 96
        for offset in (-0.11, 0.11):
            teeth.append((cx + radius * math.cos(angle + offset), cy + radius * math.sin(angle + offset)))
    canvas.polygon(teeth, "#b8962e", "#f0d77a", 2)
    canvas.circle((cx, cy), 70, "#1b1f24", "#f0d77a", 3)
    canvas.line((int(cx - 60), int(cy - 30), int(cx + 60), int(cy + 30)), "WMS", "#f0d77a", "serif_bold", 46, 12, record=False)
    canvas.line((40, h - 110, w - 40, h - 76), "THE CARD GAME", "#d8dde2", "bold", 22, 9, record=False)
    canvas.panel((10, 10, w - 10, h - 10), None, "#b8962e", 2, radius=10)
    return canvas


FACES = CardFaces("wms", face, back, SIZE, extra_key=extra_key)

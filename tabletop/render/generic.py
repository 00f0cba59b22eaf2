"""Helpers every game's faces share, and the generic face for a card of unknown type.

The generic face shows the name, the type, the text and every scalar field of
the card, so a card type no renderer knows yet still reads well.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.render.canvas import Box, Canvas, Colour, ink_for, shade
from tabletop.render.textfit import Paragraph

SIZE = (360, 504)
BOOKKEEPING = {"id", "name", "type", "text", "set_id", "source", "automation"}


def humanize(name: str) -> str:
    """``coda_training`` -> ``Coda Training``; ``plot_twist`` -> ``Plot Twist``."""
    return " ".join(part.capitalize() if part.islower() else part for part in name.replace("_", " ").split())


def initials(name: str, count: int = 3) -> str:
    """``Silas "The Surgeon" Crane`` -> ``SC``: first letters of the words, nicknames left out."""
    plain = re.sub(r"[\"“][^\"”]*[\"”]", " ", name)
    letters = [word[0] for word in plain.split() if word[0].isalnum()]
    return "".join(letters[:count]).upper() or name[:1].upper()


def paragraphs(text: str, style: str = "regular", colour: str | None = None) -> list[Paragraph]:
    """Card text split into paragraphs at line breaks."""
    return [[(part.strip(), style, colour)] for part in text.strip().splitlines() if part.strip()]


def labelled(label: str, body: str, label_colour: str | None = None, style: str = "regular") -> Paragraph:
    """A paragraph opening with a bold label: ``Immediately: deal 1 damage``."""
    return [(label + " ", "bold", label_colour), (body, style, None)]


def signed(value: int) -> str:
    return f"{value:+d}"


def describe_value(value: Any) -> str:
    """A short text form of a field value (dataclasses by their non-default fields)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{k} {describe_value(v)}" for k, v in value.items())
    if isinstance(value, tuple | list):
        return ", ".join(describe_value(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        parts = []
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if f.default is not dataclasses.MISSING and item == f.default:
                continue
            if item in ((), None, "", {}):
                continue
            parts.append(describe_value(item) if f.name in ("kind", "action", "stat") else f"{humanize(f.name).lower()} {describe_value(item)}")
        return " ".join(parts)
    if isinstance(value, str):
        return humanize(value) if value.islower() and "_" in value else value
    return str(value)


def scalar_fields(card: CardBase) -> list[tuple[str, str]]:
    """The card's own fields other than bookkeeping, as (label, text), empty ones left out."""
    found = []
    for f in dataclasses.fields(card):
        if f.name in BOOKKEEPING:
            continue
        value = getattr(card, f.name, None)
        if value in (None, "", (), {}) or value is False:
            continue
        found.append((humanize(f.name), describe_value(value)))
    return found


def footer(canvas: Canvas, card: CardBase, box: Box, ink: Colour, extra: str = "") -> None:
    """Set id on the left; a MANUAL tag when the engine does not resolve the text."""
    left = " · ".join(p for p in (card.set_id, extra) if p)
    right = "MANUAL" if card.automation == "manual" else ""
    split = box[2] - (70 if right else 0)
    if left:
        canvas.line((box[0], box[1], split - 4, box[3]), left, ink, "cond", max_size=11, min_size=7, align="left")
    if right:
        canvas.panel((split, box[1], box[2], box[3]), "#f2c94c", "#7a5b00", 1, radius=5)
        canvas.line((split + 3, box[1], box[2] - 3, box[3]), right, "#3a2a00", "cond_bold", max_size=11, min_size=7)


def face(card: CardBase, db: CardDatabase | None = None, size: tuple[int, int] = SIZE) -> Canvas:
    """A plain readable face: title, type line, text and every other field."""
    w, h = size
    canvas = Canvas(size, border="#202020")
    body = "#e9e6df"
    canvas.panel((8, 8, w - 8, h - 8), body, radius=12)
    canvas.panel((16, 16, w - 16, 60), "#4a4f57", radius=8)
    canvas.title((26, 18, w - 26, 58), card.name, "#ffffff", 24)
    canvas.line((20, 66, w - 20, 90), humanize(card.type).upper(), shade(body, -0.55), "cond_bold", max_size=16, min_size=9)
    text_box = (16, 96, w - 16, h - 34)
    canvas.panel(text_box, "#fbfaf6", "#9a968c", 1, radius=8)
    content: list[Paragraph] = paragraphs(card.text)
    content += [labelled(label + ":", value) for label, value in scalar_fields(card)]
    inner = (text_box[0] + 10, text_box[1] + 8, text_box[2] - 10, text_box[3] - 8)
    canvas.block(inner, content or [[("(no text)", "italic")]], "#1a1a1a", max_size=16, min_size=8)
    footer(canvas, card, (18, h - 30, w - 18, h - 14), shade(body, -0.5))
    return canvas


def back(size: tuple[int, int] = SIZE, title: str = "tabletop") -> Canvas:
    """A plain back for a game without its own."""
    w, h = size
    canvas = Canvas(size, border="#202020")
    canvas.gradient((8, 8, w - 8, h - 8), "#3b4452", "#1c2129", radius=12)
    canvas.stripes((8, 8, w - 8, h - 8), (255, 255, 255, 18), spacing=18, width=4)
    canvas.line((30, h // 2 - 30, w - 30, h // 2 + 30), title.upper(), ink_for("#1c2129"), "serif_bold", max_size=40, min_size=10)
    return canvas


def dispatch(drawers: dict, card: CardBase, db: CardDatabase | None, size: tuple[int, int]) -> Canvas:
    """Draw ``card`` with its type's drawer; the generic face (marked) for a type with none."""
    drawer = drawers.get(card.type)
    if drawer is None:
        canvas = face(card, db, size)
        canvas.fallback = True
        return canvas
    return drawer(card, db)

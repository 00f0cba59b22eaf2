"""Unmatched faces: action cards coloured by type, hero character cards.

Attack cards are red, defense blue, versatile purple and schemes yellow; the
value sits in the top-left corner, the fighter who may use the card under
the name, the timed texts (IMMEDIATELY, DURING COMBAT, AFTER COMBAT) in the
text box and the boost value at the bottom right. Each hero's deck gets its
own picture colour. Hero cards show health, move, attack type, sidekicks,
forms and tokens, and the special ability.
"""

from __future__ import annotations

import colorsys
import math
from collections.abc import Callable
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.digests import md5
from tabletop.render import CardFaces, generic
from tabletop.render.canvas import Canvas, ink_for, mix, shade
from tabletop.render.generic import humanize, labelled, paragraphs
from tabletop.render.surface import ScaledDraw
from tabletop.render.textfit import Paragraph, fit_block

SIZE = (360, 504)
TYPES = {
    "attack": "#c62828",
    "defense": "#1f5fbf",
    "versatile": "#7b3fa8",
    "scheme": "#e0a800",
}
PAPER = "#f7f4ec"
TIMINGS = (("immediately", "IMMEDIATELY:"), ("during_combat", "DURING COMBAT:"), ("after_combat", "AFTER COMBAT:"))


def deck_colour(hero_id: str | None, db: CardDatabase | None) -> str:
    """The picture colour of a hero's deck: heroes in id order take hues a golden angle apart."""
    if not hero_id:
        return "#5a5f66"
    heroes = sorted(c.id for c in db.cards.values() if c.type == "hero") if db is not None else []
    if hero_id in heroes:
        hue = (heroes.index(hero_id) * 137.508 + 20) % 360
    else:
        hue = md5(hero_id.encode()).digest()[0] * 360 / 256
    r, g, b = colorsys.hls_to_rgb(hue / 360, 0.34, 0.45)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


def fighter_name(card: Any, db: CardDatabase | None) -> str:
    """Who may use the card: the hero's or sidekick's name, or ANY."""
    hero = db.cards.get(card.hero) if db is not None and card.hero else None
    if card.fighter == "any" or hero is None:
        return {"any": "ANY", "hero": "HERO", "sidekick": "SIDEKICK"}.get(card.fighter, humanize(card.fighter))
    if card.fighter == "hero":
        return getattr(hero, "character", "") or hero.name
    fighters = (*getattr(hero, "sidekicks", ()), *getattr(hero, "extra_heroes", ()))
    if card.fighter == "sidekick":
        return " / ".join(f.name for f in getattr(hero, "sidekicks", ())) or "SIDEKICK"
    return next((f.name for f in fighters if f.key == card.fighter), humanize(card.fighter))


def extra_key(card: CardBase, db: CardDatabase) -> str:
    """Its deck's colour, and for an action card the names from its hero's card."""
    hero_id = card.id if card.type == "hero" else getattr(card, "hero", None)
    colour = deck_colour(hero_id, db)
    hero = db.cards.get(hero_id or "") if card.type != "hero" else None
    if hero is None:
        return colour
    fighters = (*getattr(hero, "sidekicks", ()), *getattr(hero, "extra_heroes", ()))
    return repr((colour, hero.name, getattr(hero, "character", ""), [(f.key, f.name) for f in fighters]))


def _base(deck: str) -> Canvas:
    w, h = SIZE
    canvas = Canvas(SIZE, border="#17181b", radius=16)
    canvas.panel((6, 6, w - 6, h - 6), mix(deck, "#17181b", 0.55), radius=12)
    return canvas


def _action(card: Any, db: CardDatabase | None) -> Canvas:
    w, h = SIZE
    colour = TYPES.get(card.type, "#666666")
    content: list[Paragraph] = paragraphs(card.text)
    for field, label in TIMINGS:
        text = getattr(card, field, "")
        if text:
            content.append(labelled(label, text, shade(colour, -0.2)))
    bottom = h - 72
    inner_width = w - 24 - 24
    # the text box grows upwards with the text (at 16 px), between a third and half the card
    needed = fit_block(content, (0, 0, inner_width, 10_000), 16, 16).height + 20 if content else 0
    top = bottom - max(110, min(round(needed), bottom - 230)) if content else bottom
    deck = deck_colour(card.hero, db)
    canvas = _base(deck)
    window = (12, 12, w - 12, top - 8)
    canvas.gradient(window, mix(deck, "#ffffff", 0.25), shade(deck, -0.45), radius=10)
    canvas.stripes(window, (255, 255, 255, 18), spacing=18, width=6)
    initials = generic.initials(card.name)
    canvas.monogram((110, 84, w - 24, window[3] - 10), initials, (255, 255, 255, 45))
    # value corner: type colour, the value, the type word
    corner = (12, 12, 96, 112)
    canvas.panel(corner, colour, shade(colour, -0.45), 3, radius=10)
    ink = ink_for(colour)
    if card.value is not None:
        canvas.line((16, 16, 92, 84), str(card.value), ink, "bold", 60, 12)
    else:
        canvas.star((54, 52), 30, 13, 5, ink)
    canvas.line((16, 86, 92, 108), card.type.upper(), ink, "cond_bold", 14, 7)
    canvas.panel((104, 16, w - 16, 74), (12, 12, 14, 190), None, radius=8)
    canvas.title((114, 18, w - 24, 52), card.name, "#ffffff", 22, align="left")
    canvas.line((114, 50, w - 24, 72), fighter_name(card, db).upper(), mix(colour, "#ffffff", 0.55), "cond_bold", 14, 7, align="left")
    if content:
        box = (12, top, w - 12, bottom)
        canvas.panel(box, PAPER, colour, 3, radius=8)
        canvas.block((box[0] + 12, box[1] + 9, box[2] - 12, box[3] - 8), content, "#1a1a1a", 17, 8)
    _action_footer(canvas, card, db, colour)
    return canvas


def _action_footer(canvas: Canvas, card: Any, db: CardDatabase | None, colour: str) -> None:
    w, h = SIZE
    hero = db.cards.get(card.hero) if db is not None and card.hero else None
    deck_name = hero.name if hero is not None else "Shared card"
    canvas.line((20, h - 62, w - 90, h - 40), deck_name, "#f2efe6", "bold,cond_bold", 15, 8, align="left")
    canvas.line((20, h - 40, w - 90, h - 22), f"×{card.quantity} in the deck", "#cfcac0", "cond", 12, 7, align="left")
    if card.automation == "manual":
        canvas.panel((w - 164, h - 40, w - 92, h - 22), "#f2c94c", "#7a5b00", 1, radius=5)
        canvas.line((w - 161, h - 40, w - 95, h - 22), "MANUAL", "#3a2a00", "cond_bold", 11, 7)
    if card.boost is not None:
        canvas.badge((w - 48, h - 38), 29, str(card.boost), PAPER, shade(colour, -0.3), "BOOST")
    else:
        canvas.circle((w - 48, h - 38), 29, None, "#8d8a83", 2)
        canvas.line((w - 72, h - 48, w - 24, h - 28), "no boost", "#b8b4aa", "cond", 10, 6)


def describe_fighter(f: Any) -> Paragraph:
    """``3× Harpies`` in bold, then ``1 health · melee``."""
    count = f"{f.count}× " if f.count > 1 else ""
    extras = [f"{f.health} health", f.attack]
    extras += [f"move {f.move}"] if f.move is not None else []
    extras += [f.size] if f.size != "normal" else []
    extras += ["joins later"] if not f.on_board_at_start else []
    return [(f"{count}{f.name}", "cond_bold", "#ffffff"), (" · " + " · ".join(extras), "cond", "#e6e1d6")]


def _hero(card: Any, db: CardDatabase | None) -> Canvas:
    w, h = SIZE
    deck = deck_colour(card.id, db)
    canvas = _base(deck)
    window = (12, 12, w - 12, 250)
    canvas.gradient(window, mix(deck, "#ffffff", 0.2), shade(deck, -0.5), radius=10)
    canvas.stripes(window, (255, 255, 255, 16), spacing=18, width=6)
    if not (card.sidekicks or card.extra_heroes):
        canvas.monogram((110, 110, w - 20, 240), generic.initials(card.name), (255, 255, 255, 40))
    canvas.panel((12, 12, w - 12, 62), (12, 12, 14, 200), None, radius=10)
    canvas.title((24, 14, w - 24, 46), card.name, "#ffffff", 24)
    subtitle = "HERO" + (f" · {card.character.upper()}" if card.character else "")
    canvas.line((24, 44, w - 24, 60), subtitle, "#d9d4c8", "cond_bold", 12, 7)
    canvas.badge((62, 114), 38, str(card.health), "#e05a47", "#111111", "HEALTH")
    canvas.badge((62, 198), 32, str(card.move), "#e8d9a8", "#111111", "MOVE")
    attack = card.attack.upper() + (f" · REACH {card.reach}" if card.reach > 1 else "")
    if card.size != "normal":
        attack += f" · {card.size.upper()}"
    canvas.panel((116, 76, w - 20, 106), "#f7f4ec", "#111111", 2, radius=8)
    canvas.line((124, 78, w - 28, 104), attack, "#1a1a1a", "bold,cond_bold", 17, 8)
    fighters = [describe_fighter(f) for f in (*card.sidekicks, *card.extra_heroes)]
    if fighters:
        heading = "SIDEKICKS" if card.sidekicks else "ALSO HEROES"
        if card.choose_sidekicks:
            heading = f"CHOOSE {card.choose_sidekicks} SIDEKICK{'S' if card.choose_sidekicks > 1 else ''}"
        lines = [[(heading, "cond_bold", "#f2c94c")], *fighters]
        fit = fit_block(lines, (126, 120, w - 30, 236), 15, 7)
        canvas.panel((116, 114, w - 20, min(242, 114 + round(fit.height) + 14)), (12, 12, 14, 170), None, radius=8)
        canvas.draw_fit(fit, "#ffffff")
        canvas.fits.append(fit)
    box = (12, 258, w - 12, h - 32)
    canvas.panel(box, PAPER, "#111111", 3, radius=8)
    content: list[Paragraph] = []
    if card.ability_title:
        content.append([(card.ability_title.upper(), "bold", shade(deck, -0.2))])
    content += paragraphs(card.text)
    if card.forms:
        content.append(labelled("Forms:", " / ".join(f.name for f in card.forms), shade(deck, -0.2)))
    for token in card.tokens:
        content.append(labelled(f"{token.name} ×{token.count}:", token.text or "on a space", shade(deck, -0.2)))
    if card.starting_hand != 5 or card.hand_limit != 7:
        content.append([(f"Starting hand {card.starting_hand}, hand limit {card.hand_limit}.", "italic", "#555555")])
    canvas.block((box[0] + 12, box[1] + 9, box[2] - 12, box[3] - 8), content, "#1a1a1a", 16, 8)
    generic.footer(canvas, card, (18, h - 26, w - 18, h - 11), "#d9d4c8")
    return canvas


DRAWERS: dict[str, Callable[[Any, CardDatabase | None], Canvas]] = {
    "hero": _hero,
    "attack": _action,
    "defense": _action,
    "versatile": _action,
    "scheme": _action,
}


def face(card: CardBase, db: CardDatabase | None = None) -> Canvas:
    """The face of any Unmatched card (generic face for an unknown type)."""
    return generic.dispatch(DRAWERS, card, db, SIZE)


def back() -> Canvas:
    """Slate with a honeycomb of hexes and the UNMATCHED wordmark."""
    w, h = SIZE
    canvas = Canvas(SIZE, border="#17181b", radius=16)
    canvas.gradient((6, 6, w - 6, h - 6), "#3a3f47", "#16181c", radius=12)
    def hexes(draw: ScaledDraw, area: tuple[int, int]) -> None:
        size = 30
        for row in range(-1, area[1] // 45 + 2):
            for col in range(-1, area[0] // 51 + 2):
                cx = col * size * math.sqrt(3) + (row % 2) * size * math.sqrt(3) / 2
                cy = row * size * 1.5
                corners = [(cx + size * math.cos(math.pi / 6 + k * math.pi / 3),
                            cy + size * math.sin(math.pi / 6 + k * math.pi / 3)) for k in range(6)]
                draw.polygon(corners, outline=(255, 255, 255, 28), width=2)

    canvas.overlay((6, 6, w - 6, h - 6), hexes, radius=12)
    band = (20, h // 2 - 44, w - 20, h // 2 + 44)
    canvas.panel(band, "#c62828", "#f7f4ec", 3, radius=6)
    canvas.line(band, "UNMATCHED", "#f7f4ec", "serif_bold", 44, 12, record=False)
    for number, colour in enumerate(TYPES.values()):
        canvas.circle((w / 2 + (number - 1.5) * 40, h // 2 + 90), 12, colour, "#f7f4ec", 2)
    return canvas


FACES = CardFaces("unmatched", face, back, SIZE, extra_key=extra_key)

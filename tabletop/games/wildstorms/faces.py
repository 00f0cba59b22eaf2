"""WildStorms CCG faces: one frame, coloured by card type.

Characters show C/R/D shields, the point cost, alignment, teams, labels,
skills and powers (latent ones in parentheses). Combat cards have a green
(attack) or blue (defense) title and their modifiers large; equipment and
enhancements show their TYPE; plot twists, obstacles, side missions,
battlesites and prizes each have their own colour and numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase
from tabletop.render import CardFaces, generic
from tabletop.render.canvas import Box, Canvas, ink_for, mix, shade
from tabletop.render.generic import humanize, labelled, paragraphs
from tabletop.render.textfit import Paragraph

SIZE = (360, 504)
ACCENTS = {
    "hero": "#d4a62a",
    "villain": "#a3243a",
    "attack": "#2f9e44",
    "defense": "#2f6fd6",
    "equipment": "#c7772a",
    "enhancement": "#1f9aa0",
    "plot_twist": "#8a4fd0",
    "obstacle": "#d35400",
    "side_mission": "#c9a227",
    "battlesite": "#5d7285",
    "prize": "#b8962e",
}
STAT_COLOURS = {"C": "#e04f3c", "R": "#f0b323", "D": "#3d8bdb"}
PAPER = "#f4f1e8"
EVENTS = {"ko": "K.O.", "kill": "Kill", "injure": "Injure", "have_active": "Have active", "survive_turns": "Survive"}
ArtDrawer = Callable[[Canvas, Box, str], None]


def describe_mod(mod: Any) -> str:
    """``+2 C``, ``-1 D (foe)``, ``+1 D (WildC.A.T.s)``, ``+1 R (Psi attacks)``."""
    text = f"{mod.amount:+d} {mod.stat}"
    notes = [n for n in (mod.team, mod.label) if n]
    if mod.who != "bearer":
        notes.insert(0, {"foe": "foe", "all": "everyone", "yours": "yours", "opponents": "opponents'"}.get(mod.who, mod.who))
    if mod.style != "any":
        notes.append(f"{mod.style} attacks")
    return text + (f" ({', '.join(notes)})" if notes else "")


def describe_effect(effect: Any) -> str:
    """``Injure 1``, ``Move to holding``."""
    text = effect.action.replace("_", " ").capitalize()
    return f"{text} {effect.amount}" if effect.amount else text


def describe_requirement(req: Any) -> str:
    skill = f"{req.skill} {req.rating}" if req.skill and req.rating > 1 else req.skill or ""
    parts = [skill, req.power or "", req.label or "", req.team or ""]
    return "Needs " + " + ".join(p for p in parts if p)


def describe_condition(cond: Any) -> str:
    what = EVENTS.get(cond.event, humanize(cond.event))
    filters = [f for f in (cond.team, cond.label, cond.power) if f]
    unit = {"survive_turns": " turns", "have_active": " active"}.get(cond.event, "")
    what = {"survive_turns": "Survive", "have_active": "Have"}.get(cond.event, what)
    text = f"{what} {cond.count}{unit}" + (f" ({', '.join(filters)})" if filters else "")
    return text + (f" by {cond.style}" if cond.style != "any" else "")


DURATIONS = {
    "instant": "at once",
    "combat": "this combat",
    "turn": "this turn",
    "next_turn": "until your next turn",
    "battle": "this battle",
    "permanent": "until removed",
}


def duration_text(duration: str, turns: int = 0) -> str:
    """How long an effect lasts, in words: ``this turn``, ``3 turns``."""
    return f"{turns} turns" if duration == "turns" else DURATIONS.get(duration, humanize(duration).lower())


def _frame(card: CardBase, accent: str, points: int | None, type_line: str, art: ArtDrawer,
           tags: list[str], extra: list[Paragraph] | None = None) -> Canvas:
    """The shared WildStorms frame; ``art`` fills the picture window."""
    w, h = SIZE
    canvas = Canvas(SIZE, border="#0d0f14")
    body = shade(accent, -0.72)
    canvas.gradient((7, 7, w - 7, h - 7), shade(accent, -0.55), body, radius=14)
    canvas.panel((14, 14, w - 14, 58), accent, shade(accent, -0.5), 2, radius=10)
    name_right = w - 62 if points is not None else w - 24
    canvas.title((26, 17, name_right, 55), card.name, ink_for(accent), 24, align="left")
    if points is not None:
        canvas.badge((w - 38, 36), 21, str(points), PAPER, label="PTS")
    window = (14, 64, w - 14, 256)
    canvas.gradient(window, shade(accent, -0.1), shade(accent, -0.6), radius=10)
    canvas.stripes(window, (255, 255, 255, 16), spacing=16, width=5)
    art(canvas, window, accent)
    canvas.panel((14, 262, w - 14, 288), shade(accent, -0.82), shade(accent, -0.3), 1, radius=6)
    canvas.line((24, 263, w - 24, 287), type_line, "#f0ede4", "cond_bold", max_size=15, min_size=8)
    text_top = 294
    if tags:
        fit = canvas.pills((16, 294, w - 16, 336), tags, mix(PAPER, accent, 0.25), max_size=13, min_size=8, align="center")
        text_top = 294 + round(fit.height) + 6
    box = (14, text_top, w - 14, h - 30)
    canvas.panel(box, PAPER, shade(accent, -0.4), 2, radius=8)
    content = list(extra or []) + paragraphs(card.text)
    campaign_text = getattr(card, "campaign_text", "")
    if campaign_text:
        content += [labelled("Campaign:", campaign_text, "#b3261e")]
    if content:
        canvas.block((box[0] + 10, box[1] + 7, box[2] - 10, box[3] - 6), content, "#1a1a1a", max_size=16, min_size=8)
    tag = "CAMPAIGN ONLY" if getattr(card, "campaign_only", False) else ""
    generic.footer(canvas, card, (18, h - 26, w - 18, h - 11), "#c9c4b8", tag)
    return canvas


def _monogram(canvas: Canvas, box: Box, text: str) -> None:
    canvas.monogram(box, text, (255, 255, 255, 40))


def _big_lines(canvas: Canvas, box: Box, lines: list[str], ink: str = "#ffffff") -> None:
    canvas.block(box, [[(line, "bold")] for line in lines], ink, max_size=44, min_size=12, align="center", valign="middle")


def _character(card: Any) -> Canvas:
    accent = ACCENTS["villain" if card.alignment == "villain" else "hero"]

    def art(canvas: Canvas, box: Box, accent: str) -> None:
        initials = generic.initials(card.name)
        _monogram(canvas, (box[0] + 84, box[1] + 20, box[2] - 10, box[3] - 44), initials)
        for number, (stat, value) in enumerate((("C", card.close), ("R", card.ranged), ("D", card.defense))):
            canvas.badge((box[0] + 38, box[1] + 36 + number * 60), 25, str(value), STAT_COLOURS[stat], label=stat, shape="shield")
        side = "VILLAIN" if card.alignment == "villain" else "HERO"
        canvas.pills((box[2] - 110, box[1] + 8, box[2] - 8, box[1] + 30), [side], "#f4f1e8", max_size=12, min_size=8, align="center")
        if card.teams:
            canvas.pills((box[0] + 84, box[3] - 34, box[2] - 8, box[3] - 6), list(card.teams), "#101820", "#f4f1e8", max_size=13, min_size=8, align="center")

    kind = "Character" if card.unique else "Nonunique character"
    type_line = " · ".join([kind, *card.labels]).upper()
    tags = [f"{k} {v}" for k, v in card.skills.items()] + [f"({k} {v})" for k, v in card.latent_skills.items()]
    tags += list(card.powers) + [f"({p})" for p in card.latent_powers]
    if card.innate_ranged_weapon:
        tags.append("Built-in ranged weapon")
    extra = [[(" · ".join(humanize(a) for a in card.abilities), "cond_bold", "#5a4a1a")]] if card.abilities else []
    return _frame(card, accent, card.points, type_line, art, tags, extra)


def _combat(card: Any) -> Canvas:
    side = card.type

    def art(canvas: Canvas, box: Box, accent: str) -> None:
        _monogram(canvas, (box[0] + 10, box[1] + 10, box[2] - 10, box[3] - 10), side.upper())
        lines = [describe_mod(m) for m in card.modifiers] or [humanize(side)]
        _big_lines(canvas, (box[0] + 16, box[1] + 12, box[2] - 16, box[3] - 12), lines)

    style = "any attack" if card.style == "any" else f"{card.style} attacks"
    tags = [describe_requirement(card.requires)] if card.requires else []
    if card.cancels:
        tags.append(f"Cancels a {card.cancels} card")
    tags += [f"On success: {describe_effect(e)}" for e in card.on_success]
    if card.lasting:
        lasting = ", ".join(describe_mod(m) for m in card.lasting)
        tags.append(f"{lasting} {duration_text(card.lasting_duration or 'turn')}")
    return _frame(card, ACCENTS[side], card.points, f"{side} card · {style}".upper(), art, tags)


def _gear(card: Any) -> Canvas:
    kind = getattr(card, "equipment_type", None) or getattr(card, "enhancement_type", "")

    def art(canvas: Canvas, box: Box, accent: str) -> None:
        _monogram(canvas, (box[0] + 10, box[1] + 50, box[2] - 10, box[3] - 10), kind)
        banner = (box[0] + 70, box[1] + 12, box[2] - 70, box[1] + 48)
        canvas.panel(banner, "#141414", accent, 2, radius=6)
        canvas.line(banner, kind, "#ffffff", "bold", max_size=22, min_size=9)
        lines = [describe_mod(m) for m in card.modifiers]
        if lines:
            _big_lines(canvas, (box[0] + 16, box[1] + 58, box[2] - 16, box[3] - 10), lines)

    tags = ["Ranged weapon"] if getattr(card, "ranged_weapon", False) else []
    tags += [f"Gives {p}" for p in getattr(card, "grants_powers", ())]
    tags += [f"Gives {k} {v}" for k, v in getattr(card, "grants_skills", {}).items()]
    if getattr(card, "protects_against_psi", False):
        tags.append("Protects against Psi")
    fits = getattr(card, "fits", None)
    if fits and fits != "any":
        tags.append(f"Fits {fits} weapons")
    if card.requires:
        tags.append(describe_requirement(card.requires))
    type_line = f"{humanize(card.type)} · {kind}" if card.type == "equipment" else f"Weapon enhancement · {kind}"
    return _frame(card, ACCENTS[card.type], card.points, type_line.upper(), art, tags)


def _numbers_art(lines: list[str], word: str) -> ArtDrawer:
    def art(canvas: Canvas, box: Box, accent: str) -> None:
        _monogram(canvas, (box[0] + 10, box[1] + 10, box[2] - 10, box[3] - 10), word)
        if lines:
            _big_lines(canvas, (box[0] + 16, box[1] + 14, box[2] - 16, box[3] - 14), lines)
    return art


def _plot_twist(card: Any) -> Canvas:
    lines = [describe_mod(m) for m in card.modifiers] + [describe_effect(e) for e in card.effects]
    tags = [f"Target: {humanize(card.target).lower()}", f"Lasts: {duration_text(card.duration, card.turns)}"]
    if card.requires:
        tags.append(describe_requirement(card.requires))
    return _frame(card, ACCENTS["plot_twist"], card.points, "PLOT TWIST", _numbers_art(lines, "TWIST"), tags)


def _obstacle(card: Any) -> Canvas:
    lines = [describe_mod(m) for m in card.modifiers]
    lines += [f"No {p}" for p in card.blocks_powers] + [f"No {s} attacks" for s in card.blocks_styles]

    def art(canvas: Canvas, box: Box, accent: str) -> None:
        canvas.stripes(box, (0, 0, 0, 70), spacing=34, width=14)
        _numbers_art(lines, "!")(canvas, box, accent)

    tags = [f"Lasts: {duration_text(card.duration, card.turns)}"]
    return _frame(card, ACCENTS["obstacle"], card.points, "PLOT TWIST · OBSTACLE", art, tags)


def _side_mission(card: Any) -> Canvas:
    tags = [describe_condition(card.condition)] + (["Repeatable"] if card.repeatable else [])
    art = _numbers_art([f"+{card.reward}", "battle points"], "MISSION")
    return _frame(card, ACCENTS["side_mission"], card.points, "PLOT TWIST · SIDE MISSION", art, tags)


def _battlesite(card: Any) -> Canvas:
    def art(canvas: Canvas, box: Box, accent: str) -> None:
        _monogram(canvas, (box[0] + 10, box[1] + 10, box[2] - 10, box[3] - 10), "SITE")
        cx = (box[0] + box[2]) // 2
        canvas.badge((cx - 70, box[1] + 90), 44, str(card.control_points), PAPER, label="CONTROL")
        canvas.badge((cx + 70, box[1] + 90), 44, str(card.campaign_points), "#e8c65a", label="CAMPAIGN")

    tags = [describe_mod(m) for m in card.modifiers] + [f"No {p}" for p in card.blocks_powers]
    return _frame(card, ACCENTS["battlesite"], None, "BATTLESITE", art, tags)


def _prize(card: Any) -> Canvas:
    def art(canvas: Canvas, box: Box, accent: str) -> None:
        _monogram(canvas, (box[0] + 10, box[1] + 10, box[2] - 10, box[3] - 10), "PRIZE")
        count = min(card.counters, 10)
        for number in range(count):
            x = (box[0] + box[2]) / 2 + (number - (count - 1) / 2) * 30
            canvas.circle((x, box[3] - 30), 11, "#f4f1e8", "#111111", 2)
        lines = [describe_mod(m) for m in card.modifiers] + [describe_effect(e) for e in card.effects]
        if lines:
            _big_lines(canvas, (box[0] + 16, box[1] + 12, box[2] - 16, box[3] - (56 if count else 12)), lines)

    tags = [humanize(card.uses)] + ([f"Target: {humanize(card.target).lower()}"] if card.target != "none" else [])
    tags += [f"{card.counters} counters"] if card.counters else []
    return _frame(card, ACCENTS["prize"], None, "PRIZE", art, tags)


DRAWERS: dict[str, Callable[[Any], Canvas]] = {
    "character": _character,
    "attack": _combat,
    "defense": _combat,
    "equipment": _gear,
    "enhancement": _gear,
    "plot_twist": _plot_twist,
    "obstacle": _obstacle,
    "side_mission": _side_mission,
    "battlesite": _battlesite,
    "prize": _prize,
}


def face(card: CardBase, db: CardDatabase | None = None) -> Canvas:
    """The face of any WildStorms card (generic face for an unknown type)."""
    drawer = DRAWERS.get(card.type)
    if drawer is None:
        canvas = generic.face(card, db, SIZE)
        canvas.fallback = True
        return canvas
    return drawer(card)


def back() -> Canvas:
    """A storm: dark violet sky, lightning, the WILDSTORMS wordmark."""
    w, h = SIZE
    canvas = Canvas(SIZE, border="#0d0f14")
    sky = (7, 7, w - 7, h - 7)
    canvas.gradient(sky, "#3a1c6b", "#0b1230", radius=14)
    canvas.stripes(sky, (140, 160, 255, 22), spacing=22, width=2)
    bolt = [(205, 20), (120, 230), (175, 230), (110, 480), (260, 190), (200, 190), (265, 20)]
    canvas.polygon([(x + 3, y + 3) for x, y in bolt], (0, 0, 0, 120))
    canvas.polygon(bolt, "#ffe066", "#fff7cc", 2)
    band = (18, h // 2 - 36, w - 18, h // 2 + 36)
    canvas.panel(band, (10, 10, 30, 210), "#ffe066", 3, radius=10)
    canvas.line(band, "WILDSTORMS", "#ffffff", "serif_bold", max_size=40, min_size=12, record=False)
    sub = (60, band[3] + 8, w - 60, band[3] + 34)
    canvas.panel(sub, (10, 10, 30, 210), "#ffe066", 2, radius=8)
    canvas.line(sub, "COLLECTIBLE CARD GAME", "#e6e2ff", "cond_bold", max_size=14, min_size=8, record=False)
    return canvas


FACES = CardFaces("wildstorms", face, back, SIZE)

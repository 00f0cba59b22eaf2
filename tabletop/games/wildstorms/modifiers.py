"""Modified numbers and their explanations.

Every number the rules compare comes from here with the sum that made it,
e.g. ``C 8 = 6 WarBlade + 2 One-Two Punch`` or ``D 8 = 5 base + 3 Personal
Forcefield``. Sources: equipment and weapon enhancements, plot twists on the
character, lasting combat cards, the battlesite, the obstacle and area plot
twists, combat cards of the current combat, Rage, Magick, teamwork,
Leadership and a few named abilities.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from tabletop.engine.values import quick_init
from tabletop.games.wildstorms import abilities as ab
from tabletop.games.wildstorms import leadership as leadership_
from tabletop.games.wildstorms.card_terms import Modifier
from tabletop.games.wildstorms.cards import CombatCard, Equipment
from tabletop.games.wildstorms.context import WildStormsContext


@quick_init
@dataclass(frozen=True)
class Part:
    amount: int
    source: str


@quick_init
@dataclass(frozen=True)
class Value:
    """A number with its explanation."""

    stat: str
    base: int
    base_source: str
    parts: tuple[Part, ...] = ()

    @property
    def total(self) -> int:
        return self.base + sum(p.amount for p in self.parts)

    def text(self) -> str:
        shown = f"{self.stat} {self.total} = {self.base} {self.base_source}"
        for part in self.parts:
            sign = "+" if part.amount >= 0 else "-"
            shown += f" {sign} {abs(part.amount)} {part.source}"
        return shown


def style_matches(modifier_style: str, style: str) -> bool:
    """A modifier or card limited to ``modifier_style`` concerns an attack of ``style``."""
    return modifier_style in ("any", style) or (modifier_style == "ranged" and style in ab.RANGED_STYLES)


def counts_for_attack(mod: Modifier, style: str, from_combat_card: bool) -> bool:
    """Whether a modifier changes the number an attack of ``style`` is made with.

    R changes from equipment help weapon attacks; combat cards that change R,
    and R changes limited to ranged attacks, help every kind of ranged attack.
    """
    if not style_matches(mod.style, style):
        return False
    if mod.stat == "attack":
        return True
    if mod.stat == "C":
        return style == "close"
    if mod.stat == "R":
        return style == "ranged" or (style in ab.RANGED_STYLES and (from_combat_card or mod.style != "any"))
    return mod.stat == style


def _area_applies(ctx: WildStormsContext, mod: Modifier, character: str, controller: int | None) -> bool:
    card = ctx.card(character)
    if mod.team and mod.team not in card.teams:
        return False
    if mod.label and mod.label not in card.labels:
        return False
    if mod.who == "all" or (controller is None and mod.who in ("yours", "opponents")):
        return True
    if mod.who not in ("yours", "opponents"):
        return False  # a card waiting to resolve (or aimed at one character) changes no area
    mine = ctx.controller(character) == controller
    return mine if mod.who == "yours" else not mine


def standing_modifiers(ctx: WildStormsContext, character: str, combat_cards: tuple[str, ...] = ()) -> Iterator[tuple[Modifier, str, str]]:
    """(modifier, source name, kind) for everything but the fight itself; kind is
    "equipment", "armour" (armour that does not help against Psi), "combat"
    (a lasting combat card) or "other"."""
    instance = ctx.state.cards[character]
    for attached in instance.attachments:
        card = ctx.card(attached)
        name = card.name
        if isinstance(card, Equipment):
            kind = "armour" if card.equipment_type == "ARMOR" and not card.protects_against_psi else "equipment"
            for mod in card.modifiers:
                yield mod, name, kind
            for enhancement in ctx.state.cards[attached].attachments:
                for mod in getattr(ctx.card(enhancement), "modifiers", ()):
                    yield mod, ctx.name(enhancement), "equipment"
        elif isinstance(card, CombatCard):
            if attached not in combat_cards:
                for mod in card.lasting:
                    yield mod, name, "combat"
        else:
            for mod in getattr(card, "modifiers", ()):
                yield mod, name, "other"
    if not ctx.at_battlesite(character):
        return
    site = ctx.site()
    if site is not None:
        for mod in ctx.site_card().modifiers:
            if _area_applies(ctx, mod, character, None):
                yield mod, ctx.name(site), "other"
        for attached in ctx.state.cards[site].attachments:
            controller = ctx.controller(attached)
            for mod in getattr(ctx.card(attached), "modifiers", ()):
                if _area_applies(ctx, mod, character, controller):
                    yield mod, ctx.name(attached), "other"
    if ctx.campaign:
        for holder in ctx.seats:
            for prize in ctx.cards_in(holder, "won"):
                card = ctx.card(prize)
                if getattr(card, "uses", "") == "passive":
                    for mod in card.modifiers:
                        if _area_applies(ctx, mod, character, holder):
                            yield mod, card.name, "other"
    pending = ctx.pending_cards()
    for player in ctx.seats:
        for effect in ctx.cards_in(player, "effects"):
            if effect in pending:
                continue
            for mod in getattr(ctx.card(effect), "modifiers", ()):
                if mod.stat != "recruit" and _area_applies(ctx, mod, character, ctx.controller(effect)):
                    yield mod, ctx.name(effect), "other"


def _combat_modifiers(ctx: WildStormsContext, character: str, foe: str, combat_cards: tuple[str, ...]) -> Iterator[tuple[Modifier, str]]:
    for card_id in combat_cards:
        bearer = ctx.host(card_id)
        card = ctx.card(card_id)
        for mod in card.modifiers:
            if (bearer == character and mod.who == "bearer") or (bearer == foe and mod.who == "foe"):
                yield mod, card.name


# Named abilities that add to attacks: name -> (bonus(ctx, character, style), source label)
ATTACK_ABILITIES: dict[str, tuple[Callable[[WildStormsContext, str, str], int], str]] = {
    "coda_training": (lambda ctx, c, style: 1 if style == "close" else 0, "Coda Training"),
    "weapons_expert": (lambda ctx, c, style: 1 if style == "ranged" else 0, "Weapons Expert"),
}


LEADERSHIP = ("Leadership",)


def leadership(ctx: WildStormsContext, character: str) -> str | None:
    """The name of an active teammate whose Leadership gives +1 to this character's attacks."""
    if ab.is_raging(ctx, character):
        return None
    controller = ctx.controller(character)
    for leader in ctx.all_active():
        if leader == character or not ab.might_have(ctx, leader, LEADERSHIP):
            continue  # no Leadership it could use (the quick test first: few characters have it)
        if not leadership_.reaches(ctx, ctx.controller(leader), controller):
            continue
        if ab.is_raging(ctx, leader) or not ab.share_team(ctx, leader, character):
            continue
        if ctx.estranged(leader, character):
            continue
        if ab.has_power(ctx, leader, "Leadership"):
            return ctx.name(leader)
    return None


def attack_value(ctx: WildStormsContext, attacker: str, defender: str, style: str, *, combat_cards: tuple[str, ...] = (),
                 helpers: tuple[str, ...] = (), subterfuge: bool = False) -> Value:
    """The number an attack is made with, explained."""
    card = ctx.card(attacker)
    stat = ab.STAT_OF_STYLE[style]
    if style == "close":
        base = card.close
    elif style == "ranged":
        base = card.ranged
    else:
        base = ab.skills(ctx, attacker).get(style, 0)
    parts: list[Part] = []
    for mod, source, kind in standing_modifiers(ctx, attacker, combat_cards):
        if counts_for_attack(mod, style, kind == "combat"):
            parts.append(Part(mod.amount, source))
    for mod, source in _combat_modifiers(ctx, attacker, defender, combat_cards):
        if counts_for_attack(mod, style, True):
            parts.append(Part(mod.amount, source))
    if ab.is_raging(ctx, attacker) and style == "close":
        parts.append(Part(3, "Rage"))
    choice = ab.magick_choice(ctx, attacker)
    if choice and choice["mode"] == "boost" and choice["value"] == stat:
        parts.append(Part(ab.skills(ctx, attacker).get("Magick", 0), "Magick"))
    for name in card.abilities:
        if name in ATTACK_ABILITIES:
            bonus, source = ATTACK_ABILITIES[name]
            amount = bonus(ctx, attacker, style)
            if amount:
                parts.append(Part(amount, source))
    if not subterfuge and not ab.is_raging(ctx, attacker):
        for helper in helpers:
            if ctx.is_active(helper):
                parts.append(Part(1, f"teamwork ({ctx.name(helper)})"))
        leader = leadership(ctx, attacker)
        if leader is not None:
            parts.append(Part(1, f"Leadership ({leader})"))
    return Value(stat, base, card.name, tuple(parts))


def defense_value(ctx: WildStormsContext, defender: str, attacker: str | None = None, style: str = "any", *,
                  combat_cards: tuple[str, ...] = (), base_source: str = "") -> Value:
    """A character's Defense against an attack of ``style`` (or in general), explained.

    Against Psi the defender uses the higher of its Defense (with equipment,
    but armour only when it protects against Psi) and its Psi (latent Psi
    counts); plot twists, the battlesite, combat cards and Rage apply on top.
    """
    card = ctx.card(defender)
    psi_attack = style == "Psi"
    own: list[Part] = []  # changes to the D number itself (equipment)
    psi: list[Part] = []  # changes to the Psi number
    others: list[Part] = []
    for mod, name, kind in standing_modifiers(ctx, defender, combat_cards):
        if not style_matches(mod.style, style):
            continue
        if mod.stat == "D" and kind in ("equipment", "armour"):
            if not (psi_attack and kind == "armour"):
                own.append(Part(mod.amount, name))
        elif mod.stat == "D":
            others.append(Part(mod.amount, name))
        elif mod.stat == "Psi":
            psi.append(Part(mod.amount, name))
    if attacker is not None:
        for mod, name in _combat_modifiers(ctx, defender, attacker, combat_cards):
            if mod.stat == "D" and style_matches(mod.style, style):
                others.append(Part(mod.amount, name))
    if ab.is_raging(ctx, defender):
        others.append(Part(-1, "Rage"))
    choice = ab.magick_choice(ctx, defender)
    magick = ab.skills(ctx, defender).get("Magick", 0)
    if choice and choice["mode"] == "boost" and choice["value"] == "D":
        own.append(Part(magick, "Magick"))
    if choice and choice["mode"] == "boost" and choice["value"] == "Psi":
        psi.append(Part(magick, "Magick"))
    base, source, parts = card.defense, base_source or card.name, own
    if psi_attack:
        rating = ab.defending_psi(ctx, defender)
        if rating + sum(p.amount for p in psi) > base + sum(p.amount for p in own):
            base, source, parts = rating, f"Psi ({card.name})", psi
    return Value("D", base, source, tuple(parts + others))


def recruit_bonus(ctx: WildStormsContext, player: int) -> list[Part]:
    """Extra recruit points from plot twists in play (Reinforcements)."""
    parts = []
    pending = ctx.pending_cards()
    for owner in ctx.seats:
        for effect in ctx.cards_in(owner, "effects"):
            if effect in pending:
                continue
            for mod in getattr(ctx.card(effect), "modifiers", ()):
                if mod.stat == "recruit":
                    mine = ctx.controller(effect) == player
                    if (mod.who == "yours") == mine:
                        parts.append(Part(mod.amount, ctx.name(effect)))
    return parts

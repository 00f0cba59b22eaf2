"""Combat values, with the arithmetic that explains them.

A *side* is one player's group in a Fight: a Unit card, or a squad (the unit,
the units and Token cards played with it), each card with its Equipment and
Power cards. Two sides "fight against" each other: the newest group and the
opposing player's top group. Values are computed for a pair, because each
side's keywords change the other's value.

Interpretation (documented in help.md): a squad counts as one fighter for the
keyword modifiers (Fear, Fly, Enfeeble, Stealth, Sniper, Fury, each at most
once, cumulative with each other); effects printed on cards ("your Character
units get +1 CC", "opposing units get -1 RC") touch each Unit card of the
group separately; no card's value goes below 0, nor the group's.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.rules import Explained
from tabletop.games.wms.cards import Effect
from tabletop.games.wms.catalog import BATTLEFIELD, COMMAND, STYLE_NAMES, SUPPORT, CardInfo
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.lingering import LINGERING

EffectSource = tuple[Effect, str]  # an effect and the name of the card giving it


@dataclass(frozen=True, slots=True)
class Piece:
    """One Unit or Token card of a side, with what was played on it."""

    card: str
    info: CardInfo
    extras: tuple[CardInfo, ...] = ()  # Equipment and Power cards played with it
    psych_cc: int = 0
    psych_rc: int = 0
    possessed: bool = False

    def base_keywords(self) -> frozenset[str]:
        words = self.info.keywords
        for extra in self.extras:
            words = words | extra.keywords
        if self.possessed:
            words = words | {"Demon"}
        return words


@dataclass(frozen=True, slots=True)
class Side:
    player: int
    pieces: tuple[Piece, ...]
    lost: frozenset[str] = frozenset()  # keywords taken away by Disrupt
    newest: bool = False  # played after the opponent's last Unit card (Fury applies)


# -- reading groups from the state ---------------------------------------------------------
def groups(ctx: WmsContext) -> tuple:
    return ctx.state.data.get("groups", ())


def top_group(ctx: WmsContext, player: int) -> int | None:
    """Index of ``player``'s latest group in the Fight, or None."""
    found = groups(ctx)
    for index in range(len(found) - 1, -1, -1):
        if found[index]["player"] == player:
            return index
    return None


def piece_of(ctx: WmsContext, card_id: str) -> Piece:
    card = ctx.state.cards[card_id]
    counters = card.counters
    return Piece(
        card_id, ctx.info(card_id), tuple(ctx.info(a) for a in card.attachments),
        counters.get("psych_cc", 0), counters.get("psych_rc", 0), bool(counters.get("possessed", 0)),
    )


def side_of(ctx: WmsContext, index: int) -> Side:
    group = groups(ctx)[index]
    lost = frozenset(ctx.state.data.get("lost", {}).get(str(index), ()))
    return Side(group["player"], tuple(piece_of(ctx, c) for c in group["units"]), lost,
                index == len(groups(ctx)) - 1)


# -- where effects come from ------------------------------------------------------------------
Tops = dict[int, str] | None
"""A what-if top card of a player's Command Stack (a Change being weighed), or None."""


def top_command(ctx: WmsContext, player: int, tops: Tops = None) -> str | None:
    if tops and player in tops:
        return tops[player]
    stack = ctx.cards_in(player, COMMAND)
    return stack[-1] if stack else None


def lingering_effects(ctx: WmsContext, player: int, tops: Tops = None) -> list[EffectSource]:
    """Effects of the top card of ``player``'s Command Stack, when it is a lingering one."""
    card = top_command(ctx, player, tops)
    if card is None:
        return []
    top = ctx.info(card)
    if top.command_kind != "lingering" or top.manual:
        return []
    found = [(effect, top.name) for effect in top.effects]
    if top.ability in LINGERING:
        found += [(effect, top.name) for effect in LINGERING[top.ability](ctx, card)]
    return found


def commander_effects(ctx: WmsContext, player: int) -> list[EffectSource]:
    chief = ctx.commander(player)
    if chief is None:
        return []
    chief_info = ctx.info(chief)
    return [(effect, chief_info.name) for effect in chief_info.command_effects]


def _card_effects(card: CardInfo, extras: tuple[CardInfo, ...], to: str) -> list[EffectSource]:
    found = [(e, card.name) for e in card.effects if e.to == to]
    for extra in extras:
        found += [(e, extra.name) for e in extra.effects if e.to == to]
    return found


def broad_effects(ctx: WmsContext, player: int, to: str, tops: Tops = None) -> list[EffectSource]:
    """``to`` effects of a player's Commander and lingering command card."""
    found = commander_effects(ctx, player) + lingering_effects(ctx, player, tops)
    return [s for s in found if s[0].to == to]


def stack_effects(ctx: WmsContext, player: int, skip: set[str]) -> list[EffectSource]:
    """'yours' effects of the cards on a player's Battlefield Stack and Support Zone."""
    found: list[EffectSource] = []
    for name in (BATTLEFIELD, SUPPORT):
        for card_id in ctx.cards_in(player, name):
            if card_id not in skip:
                piece = piece_of(ctx, card_id)
                found += _card_effects(piece.info, piece.extras, "yours")
    return found


# -- the computation ------------------------------------------------------------------------
@dataclass(slots=True)
class _Resolved:
    side: Side
    piece_words: list[frozenset[str]]
    counted: list[int]  # indexes of the pieces that count (Token cards fail against Blast)
    words: frozenset[str]
    effects: list[list[EffectSource]]  # per piece: effects touching it


def _matches(effect: Effect, words: frozenset[str], against: frozenset[str]) -> bool:
    return all(k in words for k in effect.only) and all(k in against for k in effect.against)


def _touching(ctx: WmsContext, side: Side, enemy: Side | None,
              tops: Tops) -> tuple[list[EffectSource], list[EffectSource]]:
    """Effects on every unit of ``side``: its player's 'yours' ones and the enemy's 'opposing' ones."""
    mine = side.player
    skip = {p.card for p in side.pieces}
    yours = broad_effects(ctx, mine, "yours", tops) + stack_effects(ctx, mine, skip)
    for piece in side.pieces:
        yours += _card_effects(piece.info, piece.extras, "yours")
    opposing = broad_effects(ctx, ctx.other(mine), "opposing", tops)
    if enemy is not None:
        for piece in enemy.pieces:
            opposing += _card_effects(piece.info, piece.extras, "opposing")
    return yours, opposing


def _resolve(ctx: WmsContext, side: Side, enemy: Side | None, enemy_base: frozenset[str],
             tops: Tops) -> _Resolved:
    yours, opposing = _touching(ctx, side, enemy, tops)
    shared = yours + opposing
    piece_words, effects = [], []
    for piece in side.pieces:
        words = piece.base_keywords()
        if not piece.info.is_unit:
            piece_words.append(words - side.lost)
            effects.append([])
            continue
        touching = [s for s in shared + _card_effects(piece.info, piece.extras, "this")
                    if _matches(s[0], words, enemy_base)]
        gained = {k.partition("(")[0] for e, _ in touching for k in e.gain}
        lost = {k for e, _ in touching for k in e.lose} | side.lost
        piece_words.append(frozenset((words | gained) - lost))
        effects.append(touching)
    words = frozenset().union(*piece_words) if piece_words else frozenset()
    return _Resolved(side, piece_words, list(range(len(side.pieces))), words, effects)


def _apply_blast(resolved: _Resolved, enemy_words: frozenset[str]) -> None:
    if "Blast" not in enemy_words:
        return
    resolved.counted = [i for i in resolved.counted if resolved.side.pieces[i].info.is_unit]
    kept = [resolved.piece_words[i] for i in resolved.counted]
    resolved.words = frozenset().union(*kept) if kept else frozenset()


def resolve_pair(ctx: WmsContext, mine: Side, enemy: Side | None,
                 tops: Tops = None) -> tuple[_Resolved, _Resolved | None]:
    base_mine = frozenset().union(*(p.base_keywords() for p in mine.pieces)) - mine.lost
    base_enemy = frozenset()
    if enemy is not None:
        base_enemy = frozenset().union(*(p.base_keywords() for p in enemy.pieces)) - enemy.lost
    left = _resolve(ctx, mine, enemy, base_enemy, tops)
    right = _resolve(ctx, enemy, mine, base_mine, tops) if enemy is not None else None
    if right is not None:
        left_words = left.words
        _apply_blast(left, right.words)
        _apply_blast(right, left_words)
    return left, right


def _first_with(resolved: _Resolved | None, keyword: str) -> str:
    if resolved is None:
        return ""
    for i in resolved.counted:
        if keyword in resolved.piece_words[i]:
            return resolved.side.pieces[i].info.name
    return ""


def _value(me: _Resolved, enemy: _Resolved | None, style: str) -> Explained:
    terms: list[tuple[int, str]] = []
    for i in me.counted:
        piece = me.side.pieces[i]
        own: list[tuple[int, str]] = [(piece.info.stat(style), piece.info.name)]
        own += [(x.stat(style), x.name) for x in piece.extras if x.stat(style)]
        psych = piece.psych_cc if style == "cc" else piece.psych_rc
        if psych:
            own.append((psych, "Psych"))
        if piece.possessed and style == "cc":
            own.append((1, "Possession"))
        against = enemy.words if enemy is not None else frozenset()
        for effect, source in me.effects[i]:
            amount = effect.cc if style == "cc" else effect.rc
            if amount and (not effect.against or all(k in against for k in effect.against)):
                if effect.lasts != "opponent_plays" or me.side.newest:
                    own.append((amount, source))
        total = sum(amount for amount, _ in own)
        if total < 0:
            own.append((-total, "(no card goes below 0)"))
        terms += own
    words = me.words
    their = enemy.words if enemy is not None else frozenset()
    if "Fear" in their and "Fearless" not in words:
        terms.append((-1, f"Fear from {_first_with(enemy, 'Fear')}"))
    if "Fly" in their and not words & {"Fly", "AA"}:
        terms.append((-1, f"Fly from {_first_with(enemy, 'Fly')}"))
    if style == "cc" and "Enfeeble" in their:
        terms.append((-1, f"Enfeeble from {_first_with(enemy, 'Enfeeble')}"))
    if style == "rc" and "Stealth" in their:
        terms.append((-1, f"Stealth from {_first_with(enemy, 'Stealth')}"))
    if style == "rc" and "Sniper" in words and "Character" in their:
        terms.append((1, "Sniper"))
    if style == "cc" and "Fury" in words and me.side.newest:
        terms.append((1, "Fury"))
    total = sum(amount for amount, _ in terms)
    if total < 0:
        terms.append((-total, "(never below 0)"))
    return Explained.of(terms, STYLE_NAMES[style])


def fight_values(ctx: WmsContext, mine: Side, enemy: Side | None, style: str,
                 tops: Tops = None) -> tuple[Explained, Explained | None]:
    """The combat values of two sides fighting against each other (``enemy`` None: nobody yet)."""
    left, right = resolve_pair(ctx, mine, enemy, tops)
    return _value(left, right, style), (_value(right, left, style) if right is not None else None)


def side_keywords(ctx: WmsContext, mine: Side, enemy: Side | None) -> frozenset[str]:
    """The keywords a side has while fighting ``enemy`` (a squad shares them)."""
    return resolve_pair(ctx, mine, enemy)[0].words


def group_name(ctx: WmsContext, index: int) -> str:
    """The cards of a group, for labels: "Razortank + Technomarine"."""
    return " + ".join(ctx.info(c).name for c in groups(ctx)[index]["units"])


def current_value(ctx: WmsContext) -> tuple[int, Explained] | None:
    """The latest group and its value against the group it fought (the current Combat Value)."""
    found = groups(ctx)
    style = ctx.state.data.get("style", "")
    committed = [i for i, g in enumerate(found) if not g.get("open")]
    if not committed or not style:
        return None
    index = committed[-1]
    group = found[index]
    target = group.get("target", -1)
    mine = side_of(ctx, index)
    enemy = side_of(ctx, target) if target >= 0 else None
    value, _ = fight_values(ctx, mine, enemy, style)
    return index, value


def target_value(ctx: WmsContext, player: int) -> Explained | None:
    """What ``player`` must equal or beat, before their own cards are known.

    The opposing top group's value against nobody, with its Fury already
    lapsed (it lapses as soon as a new Unit card is played against it).
    """
    index = top_group(ctx, ctx.other(player))
    style = ctx.state.data.get("style", "")
    if index is None or not style:
        return None
    side = side_of(ctx, index)
    stale = Side(side.player, side.pieces, side.lost, False)
    return fight_values(ctx, stale, None, style)[0]

"""What the table says: the prompt for the deciding player and the status lines."""

from __future__ import annotations

from tabletop.engine.words import count as words_count
from tabletop.games.wms import assembly
from tabletop.games.wms.catalog import COMMAND, DECK, STYLE_NAMES, WOUNDS
from tabletop.games.wms.combat import current_value, fight_values, group_name, target_value
from tabletop.games.wms.context import WmsContext
from tabletop.games.wms.fight import fight_options
from tabletop.games.wms.search import can_lead, hand_leaders


def prompt(ctx: WmsContext) -> str:
    decided = ctx.winner
    if decided is not None:
        return f"{ctx.state.players[decided].name} wins the game."
    decision = ctx.state.decision
    if decision is None:
        return "Nothing to decide."
    player = decision["seat"]
    kind = decision["kind"]
    if kind == "setup":
        chief = ctx.commander(player)
        shown = ctx.name(chief) if chief else "none"
        return (f"Choose your Commander (now {shown}) and up to 3 Reserves units, then press Ready.")
    if kind == "play":
        return _play_prompt(ctx, player, decision["opening"])
    if kind == "assemble":
        return _assemble_prompt(ctx)
    why = decision.get("why", "")
    if kind == "discard":
        return f"{why}: discard {words_count(decision.get('count', 1), 'card')} of your choice (drag to your Graveyard)."
    if kind == "recover":
        return f"{why}: take a Unit card from your Graveyard into your hand."
    if kind == "tend":
        return f"{why}: you may put a Unit card from your Graveyard at the bottom of your deck, or press Done."
    if kind == "name_keyword":
        return f"{why}: name the keyword your Character units get."
    if kind == "swap_reserve":
        return f"{why}: you may swap a Reserves unit from your hand with a card of your Reserves Zone (drop it on that card), or press Done."
    if kind == "recycle":
        return "The Fight is over: drag the cards you may recycle into your hand, then press Done."
    return f"{ctx.state.players[player].name} to decide."


def _play_prompt(ctx: WmsContext, player: int, opening: bool) -> str:
    if opening:
        command = "" if ctx.state.data.get("command_played") else "you may play a command card, then "
        if not hand_leaders(ctx, player):
            return f"Start Fight {ctx.state.turn}: {command}with no unit to play, take a tactical retreat."
        return (f"Start Fight {ctx.state.turn}: {command}drag a unit onto your Battlefield Stack, "
                "or take a tactical retreat.")
    target = target_value(ctx, player)
    shown = f"{target.value} {STYLE_NAMES[ctx.state.data['style']]}" if target else "the Combat Value"
    current = current_value(ctx)
    if target and current and current[1].value != target.value and "Fury" in current[1].text():
        shown += " (its Fury lapses as you play)"
    if not any(can_lead(ctx, player, c) for c in hand_leaders(ctx, player)):
        return f"You cannot beat {shown}: lose the Fight, or take a tactical retreat."
    return f"Beat {shown} or retreat: drag a unit onto your Battlefield Stack."


def _assemble_prompt(ctx: WmsContext) -> str:
    index, group = assembly.pending(ctx)
    mine = assembly.pending_side(ctx)
    enemy = assembly.enemy_side(ctx)
    names = group_name(ctx, index)
    if group["opening"] or enemy is None:
        values = [f"{fight_values(ctx, mine, None, s)[0].value} {STYLE_NAMES[s]}" for s in STYLE_NAMES]
        return f"{names} ({' / '.join(values)}): add cards to the play, then announce CC or RC."
    style = ctx.state.data["style"]
    ours, theirs = fight_values(ctx, mine, enemy, style)
    if fight_options(ctx):
        return (f"{names} makes {ours.value} {STYLE_NAMES[style]} against {theirs.value}: "
                "press Fight, or add more cards.")
    return (f"{names} makes {ours.value} {STYLE_NAMES[style]}, short of {theirs.value}: "
            "add Equipment, squad members or Power Points, or take the play back.")


def status(ctx: WmsContext) -> list[str]:
    lines = [f"Fight {ctx.state.turn} · Active Player: {ctx.state.players[ctx.state.active_player].name}"]
    current = current_value(ctx)
    if current is not None:
        index, value = current
        lines.append(f"Combat Value: {value.text()} ({group_name(ctx, index)})")
    elif ctx.state.data.get("style"):
        lines.append(f"Combat Style: {STYLE_NAMES[ctx.state.data['style']]}")
    for player, seat in enumerate(ctx.state.players):
        chief = ctx.commander(player)
        leader = f"{ctx.name(chief)} {ctx.wounds(player)}/{WOUNDS} Wounds" if chief else "no Commander"
        stack = ctx.cards_in(player, COMMAND)
        top = f" · command: {ctx.name(stack[-1])}" if stack else ""
        lines.append(f"{seat.name}: {leader} · hand {ctx.hand_count(player)} · "
                     f"deck {len(ctx.cards_in(player, DECK))}{top}")
    return lines

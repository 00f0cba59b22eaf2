"""Card and hero effects given as data (the schema's ``Effect``), resolved one entry at a time.

An ``effect`` queue entry names its source (``src`` card or hero, definition
``d``, index ``i``), its player and "this fighter". Resolving it checks the
form, cancellation and condition, picks targets (asking the player when there
is a choice or the effect says "may") and does the effect.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rules import queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import cauldron, hero_cards, hero_tokens
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.cards import Effect
from tabletop.games.unmatched.choices import ask_choice
from tabletop.games.unmatched.context import FIGHTER, SMALL, SPACE, TAIL, UnmatchedContext
from tabletop.games.unmatched.items import item_definition, item_effect
from tabletop.games.unmatched.mechanics import (
    LEFT_SPACE,
    PINNED,
    damage,
    discard,
    draw,
    enter,
    marker_spec,
    markers_left,
    recover,
    relocate,
    send_away,
    set_form,
)
from tabletop.games.unmatched.movement import start_moving
from tabletop.games.unmatched.reveal import reveal
from tabletop.games.unmatched.schemes import ACTIONS_TAKEN, STARTED_ON_TOKEN
from tabletop.games.unmatched.source import source_threshold_met, uncancellable
from tabletop.games.unmatched.standing import condition_holds as standing_holds

CHOOSE_ONE = {"your_fighter", "opposing_fighter", "opposing_fighter_in_zone",
              "opposing_fighter_adjacent", "any_fighter", "combat_fighter", "your_hero", "opposing_hero",
              "fighter_adjacent"}
EACH = {"each_your_fighter", "each_opposing_fighter_in_zone", "each_opposing_fighter_adjacent",
        "each_combat_fighter", "each_your_sidekick", "each_other_fighter_in_zone", "each_fighter_adjacent"}


def effect_of(ctx: UnmatchedContext, item: FrozenDict) -> Effect:
    if item["src"] == "item":  # a battlefield item's effect (items.py)
        return item_effect(ctx.db, item["d"], item["i"])
    source = ctx.db.cards[item["d"]]
    if item["src"] == "spell":
        return source.spells[item["s"]].effects[item["i"]]  # type: ignore[attr-defined]
    if item["src"] == "ongoing":
        return source.ongoing.triggers[item["i"]]  # type: ignore[attr-defined]
    effects = source.triggers if item["src"] == "hero" else source.effects  # type: ignore[attr-defined]
    return effects[item["i"]]


def source_name(ctx: UnmatchedContext, item: FrozenDict) -> str:
    if item["src"] == "item":
        return item_definition(ctx.db, item["d"]).name
    return ctx.db.cards[item["d"]].name


# -- targets -------------------------------------------------------------------
def candidates(ctx: UnmatchedContext, target: str, player: int, this: Token | None) -> list[Token]:
    """The fighters an effect's target words can mean."""
    fight = ctx.state.data.get("combat")
    mine, theirs = ctx.fighters(player), ctx.enemy_fighters(player)
    if target == "this_fighter":
        return [this] if this is not None else []
    if target == "your_hero":
        return [t for t in mine if t.data.get("hero")]
    if target in ("your_fighter", "each_your_fighter"):
        return mine
    if target == "each_your_sidekick":
        return [t for t in mine if not t.data.get("hero")]
    if target in ("opponent_fighter", "combat_fighter", "each_combat_fighter"):
        if not fight:
            return []
        ids = [fight["attacker"], fight["defender"]]
        if target == "opponent_fighter":
            ids = [fight["defender"] if int(fight["ap"]) == player else fight["attacker"]]
        return [t for t in (ctx.fighter(i) for i in ids) if t is not None and ctx.alive(t.id)]
    if target == "opposing_hero":
        return [t for t in theirs if t.data.get("hero")]
    if target == "opposing_fighter":
        return theirs
    if target == "any_fighter":
        return mine + theirs
    if this is None:
        return []
    if target in ("fighter_adjacent", "each_fighter_adjacent"):  # friend or foe
        return [t for t in mine + theirs if t.id != this.id and ctx.adjacent(this, t)]
    if target == "each_other_fighter_in_zone":
        return [t for t in mine + theirs if t.id != this.id and ctx.share_zone(this, t)]
    if target in ("opposing_fighter_in_zone", "each_opposing_fighter_in_zone"):
        return [t for t in theirs if ctx.share_zone(this, t)]
    if target in ("opposing_fighter_adjacent", "each_opposing_fighter_adjacent"):
        return [t for t in theirs if ctx.adjacent(this, t)]
    raise ValueError(f"unknown effect target {target!r}")


def condition_holds(ctx: UnmatchedContext, condition: str, player: int, this: Token | None,
                    ally: str | None = None) -> bool:
    fight = ctx.state.data.get("combat")
    if condition == "always":
        return True
    if condition in ("ally_defeated", "ally_standing"):
        standing = any(t.data.get("key") == ally for t in ctx.fighters(player))
        return standing == (condition == "ally_standing")
    if condition in ("won_combat", "lost_combat"):
        won = fights.won_combat(ctx, player)
        return won is not None and won == (condition == "won_combat")
    if condition in ("attacking", "defending"):
        return bool(fight) and (int(fight["ap"]) == player) == (condition == "attacking")
    if condition in ("no_sidekick_left", "on_own_token"):
        return standing_holds(ctx, condition, player, this)
    if condition == "first_action":  # the action under way is the first of the turn
        return int(ctx.state.data.get(ACTIONS_TAKEN, 0)) == 1
    if condition == "started_on_own_token":
        return this is not None and this.id in ctx.state.data.get(STARTED_ON_TOKEN, ())
    if condition == "stayed_put":  # this fighter has not left its space this turn (moved or placed)
        return this is not None and this.id not in ctx.state.data.get(LEFT_SPACE, ())
    if condition == "no_opposing_fighter_in_zone":
        return this is not None and not any(ctx.share_zone(this, t) for t in ctx.enemy_fighters(player))
    raise ValueError(f"unknown condition {condition!r}")


# -- resolving --------------------------------------------------------------------
def resolve_entry(ctx: UnmatchedContext, item: FrozenDict) -> None:
    """Check form, cancellation and condition, then do the effect (or ask for its target)."""
    effect = effect_of(ctx, item)
    player = int(item["player"])
    this = ctx.fighter(item.get("fighter") or "")
    name = source_name(ctx, item)
    if effect.form is not None and effect.do != "change_form" and ctx.form(player) != effect.form:
        return  # "only while the hero is in this form" (for change_form, ``form`` is where it goes)
    if item["src"] == "card" and fights.card_cancelled(ctx, player, item.get("card", "")):
        ctx.note(f"{name}: cancelled, so “{_describe(effect)}” does not happen.")
        return
    if effect.source and not source_threshold_met(ctx, item, effect, player):
        return
    if not all(condition_holds(ctx, c, player, this, effect.ally) for c in (effect.condition, effect.also)):
        return
    if effect.do in PLAYER_DOERS:
        PLAYER_DOERS[effect.do](ctx, item, effect, player)
        return
    if effect.do in COMBAT_DOERS:
        COMBAT_DOERS[effect.do](ctx, item, effect, player)
        return
    if effect.do == "place_token":
        _place_token(ctx, item, effect, player, this)
        return
    if effect.do == "summon":
        _summon(ctx, item, effect, player, this)
        return
    if effect.do == "hurt_to_summon":
        _hurt_to_summon(ctx, item, effect, player, this)
        return
    chosen = item.get("target")
    if chosen is not None:
        targets = [t for t in [ctx.fighter(chosen)] if t is not None and ctx.alive(t.id)]
    else:
        targets = candidates(ctx, effect.target, player, this)
        if effect.target in CHOOSE_ONE and (len(targets) > 1 or (targets and effect.optional
                                                                  and effect.do not in ("move", "place"))):
            # "your hero" with several heroes: their owner chooses which one (Multiple Heroes ruling)
            chooser = targets[0].owner if effect.target == "opposing_hero" and targets[0].owner is not None else player
            queue.ask(ctx, chooser, "target", item=item, options=tuple(t.id for t in targets),
                optional=effect.optional, why=f"{name}: {_describe(effect)}")
            return
    if not targets:
        return
    FIGHTER_DOERS[effect.do](ctx, item, effect, player, targets)


def _describe(effect: Effect) -> str:
    words = effect.do.replace("_", " ")
    amount = f" {effect.amount}" if effect.amount else ""
    return f"{words}{amount} ({effect.target.replace('_', ' ')})"


# -- player effects ----------------------------------------------------------------
def _player(ctx: UnmatchedContext, effect: Effect, player: int) -> int:
    return player if effect.target == "you" else ctx.opponent(player)


def _draw(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    draw(ctx, _player(ctx, effect, player), effect.amount, why=source_name(ctx, item))


def spared_discard(ctx: UnmatchedContext, who: int, why: str) -> bool:
    """A dormant player cannot be forced to discard; an ongoing scheme may prevent it (Tawny Owl)."""
    if ctx.dormant(who):
        ctx.note(f"{why}: {ctx.who(who)} is dormant and cannot be forced to discard.")
        return True
    if "no_forced_discard" in ctx.ongoing_guards(who):
        ctx.note(f"{why}: {ctx.who(who)}'s ongoing scheme prevents the discard.")
        return True
    return False


def _discard(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    who = _player(ctx, effect, player)
    if spared_discard(ctx, who, source_name(ctx, item)):
        return
    if ctx.hand(who):
        queue.ask(ctx, who, "discard", count=min(effect.amount, len(ctx.hand(who))),
            why=f"{source_name(ctx, item)}: discard {effect.amount} card{'s' if effect.amount > 1 else ''}")


def _discard_random(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    who = _player(ctx, effect, player)
    if spared_discard(ctx, who, source_name(ctx, item)):
        return
    for _ in range(effect.amount):
        hand = ctx.hand(who)
        if not hand:
            break
        card = hand[ctx.change.random_below(len(hand))]
        ctx.note(f"{source_name(ctx, item)}: {ctx.who(who)} discards {ctx.card_name(card)} at random.")
        discard(ctx, card)


def _gain_action(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    gain_actions(ctx, _player(ctx, effect, player), effect.amount, source_name(ctx, item))


def gain_actions(ctx: UnmatchedContext, player: int, amount: int, why: str) -> None:
    """Gain actions (this turn's player only); an opponent's ongoing scheme may forbid it (Blizzard)."""
    blocked = [p for p in ctx.opponents(player) if "opponents_gain_no_actions" in ctx.ongoing_guards(p)]
    if blocked:
        ctx.note(f"{why}: {ctx.who(blocked[0])}'s ongoing scheme stops {ctx.who(player)} gaining actions.")
        return
    if ctx.state.active_player == player:
        ctx.change.set_data("actions_left", int(ctx.state.data.get("actions_left", 0)) + amount)
        ctx.note(f"{why}: {ctx.who(player)} gains {amount} action{'s' if amount > 1 else ''}.")


def _take_from_discard(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    """Every card of a kind (Voyage...) in your discard pile goes back to your hand."""
    word = (effect.card_kind or "").lower()
    taken = [c for c in ctx.state.zones[f"p{player}.discard"].cards if word in ctx.card_name(c).lower()]
    for card in taken:
        ctx.change.move(card, f"p{player}.hand")
    names = ", ".join(ctx.card_name(c) for c in taken) or f"no {effect.card_kind} card"
    ctx.note(f"{source_name(ctx, item)}: {ctx.who(player)} takes back {names}.")


def _change_form(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    hero = ctx.hero_card(player)
    if not ctx.heroes(player):
        return
    if effect.form is not None and not effect.optional:
        set_form(ctx, player, effect.form)
        return
    current = ctx.form(player)
    options = tuple(f.key for f in hero.forms if f.key != current)
    if effect.form is not None:
        options = (effect.form,)
    queue.ask(ctx, player, "form", options=options, optional=effect.optional,
        why=f"{source_name(ctx, item)}: {hero.name} may change form")


def _search(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    assert effect.card is not None
    wanted = effect.card
    for pile in ("discard", "deck"):
        for card_id in ctx.state.zones[f"p{player}.{pile}"].cards:
            if ctx.state.cards[card_id].definition == wanted:
                ctx.change.move(card_id, f"p{player}.hand")
                ctx.change.set_card(card_id, "face_up", True)
                if pile == "deck":
                    ctx.change.shuffle(f"p{player}.deck")
                ctx.note(f"{source_name(ctx, item)}: {ctx.who(player)} finds {ctx.card_name(card_id)} "
                          f"in their {pile} and takes it" + (" (the deck is shuffled)." if pile == "deck" else "."))
                return
        if pile == "deck":
            ctx.change.shuffle(f"p{player}.deck")
    ctx.note(f"{source_name(ctx, item)}: no {ctx.db.cards[wanted].name} to find (the deck is shuffled).")


CLEANUP = ("empty_cauldron", "combat_end", "scheme_end", "action_end", "action")
"""The queue entries an "End the turn" keeps: the action's cleanup, the victory check, then the turn's end."""


def _end_turn(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    end_the_turn(ctx, source_name(ctx, item))


def end_the_turn(ctx: UnmatchedContext, name: str) -> None:
    """Stop every effect still to come; clean up the action, then the end of the turn."""
    kept = [e for e in queue.queued(ctx) if e["k"] in CLEANUP]
    ctx.change.set_data(queue.QUEUE, tuple(kept))
    ctx.change.set_data("actions_left", 0)
    if "moving" in ctx.state.data:
        ctx.change.delete(("data", "moving"))
    ctx.note(f"{name}: the turn ends (what was still to happen does not).")


def _reveal(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    who = _player(ctx, effect, player)
    top = list(reversed(ctx.deck(who)[-effect.amount:]))
    reveal(ctx, who, top, source_name(ctx, item), "from the top of the deck")


PLAYER_DOERS: dict[str, Callable[[UnmatchedContext, FrozenDict, Effect, int], None]] = {
    "draw": _draw, "discard": _discard, "discard_random": _discard_random,
    "gain_action": _gain_action, "change_form": _change_form, "search_card": _search,
    "end_turn": _end_turn, "take_from_discard": _take_from_discard, "look_at_hand": hero_cards.look_at_hand,
    "reveal": _reveal, **hero_tokens.PLAYER_DOERS, **cauldron.PLAYER_DOERS,
}


# -- combat effects -------------------------------------------------------------
def _value_bonus(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    if ctx.state.data.get("combat"):
        fights.add_bonus(ctx, player, effect.amount, source_name(ctx, item))


def _cancel(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    cancel_opposing(ctx, player, source_name(ctx, item))


def cancel_opposing(ctx: UnmatchedContext, player: int, name: str) -> None:
    """Cancel every effect on the opposing combat card (not a card without printed effects)."""
    fight = ctx.state.data.get("combat")
    if not fight:
        return
    theirs = fight["dcard"] if int(fight["ap"]) == player else fight["acard"]
    if not theirs:
        ctx.note(f"{name}: the opponent played no card, so there is nothing to cancel.")
        return
    card = ctx.card(theirs)
    if not fights.has_printed_effects(card) and not fights.item_taken(ctx, ctx.opponent(player)):
        ctx.note(f"{name}: {card.name} has no effects printed on it, so it is not cancelled.")
        return
    if card.uncancellable:
        ctx.note(f"{name}: the effects of {card.name} cannot be cancelled.")
        return
    if uncancellable(ctx, ctx.opponent(player)):
        ctx.note(f"{name}: {card.name} cannot be cancelled (7 or more Source cards in the discard pile).")
        return
    fights.update(ctx, cancelled=tuple(fight["cancelled"]) + (ctx.opponent(player),))
    ctx.note(f"{name} cancels every effect on {card.name} (its value still counts).")


def _prevent(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    fight = ctx.state.data.get("combat")
    if fight:
        this = ctx.fighter(item.get("fighter") or "")
        protected = [t.id for t in candidates(ctx, effect.target, player, this)]
        fights.update(ctx, prevent=tuple(fight["prevent"]) + tuple(protected))


def _boost(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    if ctx.state.data.get("combat") and fights.boost_cards(ctx, player):
        queue.ask(ctx, player, "boost", purpose="card", why=source_name(ctx, item))


def _blind_boost(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    """Reveal the top card of your deck, add its boost to this card, discard it (no exhaustion)."""
    if not ctx.state.data.get("combat"):
        return
    name = source_name(ctx, item)
    deck = ctx.deck(player)
    if not deck:
        ctx.note(f"{name}: BLIND BOOST from an empty deck counts 0 (and is not a draw).")
        return
    top = deck[-1]
    value = int(ctx.card(top).boost or 0)
    ctx.note(f"{name}: BLIND BOOST reveals {ctx.card_name(top)} (boost {value}) and discards it.")
    discard(ctx, top)
    fights.add_bonus(ctx, player, value, f"BLIND BOOST ({ctx.card_name(top)})")


def _value_per_discarded(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    count = ctx.discarded(player, effect.card_kind or "")
    if ctx.state.data.get("combat") and count:
        fights.add_bonus(ctx, player, effect.amount * count,
                         f"{source_name(ctx, item)} ({count} {effect.card_kind} in the discard pile)")


def _bonus_attack(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int) -> None:
    fight = ctx.state.data.get("combat")
    if fight and int(fight["ap"]) == player:
        fights.queue_bonus_attack(ctx, source_name(ctx, item), effect.amount)


COMBAT_DOERS: dict[str, Callable[[UnmatchedContext, FrozenDict, Effect, int], None]] = {
    "value_bonus": _value_bonus, "cancel_effects": _cancel, "prevent_damage": _prevent, "boost": _boost,
    "blind_boost": _blind_boost, "bonus_attack": _bonus_attack, "value_per_discarded": _value_per_discarded,
    **hero_tokens.COMBAT_DOERS, **cauldron.COMBAT_DOERS,
}


# -- summoning ---------------------------------------------------------------------------------
def summon_spaces(ctx: UnmatchedContext, near: Token | None, where: str, token: Token | None = None) -> list[str]:
    """Spaces a summoned sidekick may be placed in, near the summoning fighter or anywhere: empty ones
    (for a small sidekick, ones with room for it)."""
    empty = ctx.open_spaces(token) if token is not None else ctx.empty_spaces()
    if near is None or where == "any":
        return empty
    allowed = ctx.zone_spaces(near) if where == "zone" else ctx.adjacent_spaces(near)
    return [s for s in empty if s in allowed]


def _summon(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, this: Token | None) -> None:
    """Place a waiting sidekick; with every one on the board, the player moves one of them instead."""
    name = source_name(ctx, item)
    left = int(item.get("left", effect.amount))
    chosen = item.get("target")
    waiting = ctx.unplaced(player, later=True)
    if chosen is not None:
        token = ctx.state.tokens[chosen]
    elif waiting:
        token = waiting[0]
    else:
        out = [t for t in ctx.fighters(player) if t.data.get("later")]
        if not out:
            ctx.note(f"{name}: there is no sidekick to summon.")
            return
        if len(out) > 1:
            queue.ask(ctx, player, "target", item=item, options=tuple(t.id for t in out), optional=False,
                      why=f"{name}: every one is on the board; choose the one to place again")
            return
        token = out[0]
    spaces = summon_spaces(ctx, this, effect.where, token)
    if not spaces:
        ctx.note(f"{name}: no empty space to summon {token.data['name']} into.")
        return
    if left > 1:
        queue.push(ctx, FrozenDict({k: v for k, v in item.items() if k != "target"}).replaced(left=left - 1))
    queue.ask(ctx, player, "place_fighter", fighter=token.id, spaces=tuple(spaces), optional=effect.optional,
              why=f"{name}: summon {token.data['name']}")


def _hurt_to_summon(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, this: Token | None) -> None:
    """The fighter may take ``amount`` damage to summon a sidekick (Sun Wukong's Clones)."""
    if this is None or not ctx.alive(this.id):
        return
    if item.get("paid"):  # the damage is taken: the summon goes on (it may ask which sidekick)
        _summon(ctx, item, effect, player, this)
        return
    waiting = ctx.unplaced(player, later=True) or [t for t in ctx.fighters(player) if t.data.get("later")]
    if not waiting or not summon_spaces(ctx, this, effect.where, waiting[0]):
        return
    chosen = item.get("choice")
    if chosen is None:
        ask_choice(ctx, player, item, [("yes", f"{this.data['name']} takes {effect.amount} damage to summon"),
                                       ("no", "Do not summon")], source_name(ctx, item))
        return
    if chosen == "yes":
        damage(ctx, this.id, effect.amount, source_name(ctx, item))
        if ctx.alive(this.id):
            _summon(ctx, item.replaced(left=1, paid=True), effect, player, this)


# -- fighter effects ----------------------------------------------------------------
def _damage(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    for token in targets:
        damage(ctx, token.id, effect.amount, source_name(ctx, item))


def _recover(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    for token in targets:
        recover(ctx, token.id, effect.amount)


def _move(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    name = source_name(ctx, item)
    if effect.target in CHOOSE_ONE and len(targets) > 1:
        targets = targets[:1]
    start_moving(ctx, player, [t.id for t in targets], {t.id: effect.amount for t in targets},
                 doors=False, once=True, why=f"{name}: move up to {effect.amount}", through=effect.through)


def place_options(ctx: UnmatchedContext, token: Token, where: str, *, filled_too: bool = False) -> list[str]:
    """Spaces a fighter may be placed in (anywhere, in its zone, or adjacent): empty ones, or with
    ``filled_too`` (the card does not say "empty") any other space — a placement there fails."""
    mine = set(ctx.spaces(token))
    pool = ctx.board.ids if filled_too else ctx.open_spaces(token)
    empty = [s for s in pool if s not in mine]
    if where == "zone":
        allowed = ctx.zone_spaces(token)
        return [s for s in empty if s in allowed]
    if where == "adjacent":
        allowed = ctx.adjacent_spaces(token)
        return [s for s in empty if s in allowed]
    return empty


def _place(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    token = targets[0]
    options = place_options(ctx, token, effect.where, filled_too=not effect.empty)
    if options:
        queue.ask(ctx, player, "place_fighter", fighter=token.id, spaces=tuple(options), optional=effect.optional,
            why=f"{source_name(ctx, item)}: place {token.data['name']}", filled_too=not effect.empty)


def place_fighter(ctx: UnmatchedContext, token_id: str, space: str) -> None:
    """Place (not move) a fighter; opposing markers on the space go off."""
    token = ctx.state.tokens[token_id]
    start = ctx.where(token)
    if token_id in ctx.state.data.get(PINNED, ()):
        ctx.note(f"{token.data['name']} cannot leave its space this turn, so it is not placed.")
        return
    holder = ctx.occupancy().get(space)
    if token.data.get("size") == SMALL:  # a small fighter shares a space, unless four small ones are there
        holder = None if space in ctx.open_spaces(token) else next(
            t.id for t in ctx.fighters() if t.location == SPACE + space and t.data.get("size") == SMALL)
    if holder is not None and holder != token_id:
        ctx.note(f"{ctx.name(holder)} is in {ctx.board.name(space)}, so placing {token.data['name']} there "
                 "fails: it stays where it is.")
        return
    relocate(ctx, token_id, space)
    if token.data.get("away"):
        ctx.change.set_token(token_id, "away", False)
        ctx.change.set_token(token_id, "spread", False)
        ctx.note(f"{token.data['name']} comes back into {ctx.board.name(space)}.")
    elif start:
        ctx.note(f"{token.data['name']} is placed: {start} → {ctx.board.name(space)}.")
    else:
        ctx.note(f"{token.data['name']} is summoned into {ctx.board.name(space)}.")
    enter(ctx, token_id)


def _pin(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    pinned = tuple(ctx.state.data.get(PINNED, ()))
    for token in targets:
        if token.id not in pinned:
            pinned += (token.id,)
            ctx.note(f"{source_name(ctx, item)}: {token.data['name']} cannot leave its space until the end of the turn.")
    ctx.change.set_data(PINNED, pinned)


def _leave_board(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, targets: list[Token]) -> None:
    for token in targets:
        send_away(ctx, token.id, draw_on_return=effect.amount)


FIGHTER_DOERS: dict[str, Callable[[UnmatchedContext, FrozenDict, Effect, int, list[Token]], None]] = {
    "deal_damage": _damage, "recover": _recover, "move": _move, "place": _place, "leave_board": _leave_board,
    "pin": _pin,
}


# -- markers -------------------------------------------------------------------
def marker_spaces(ctx: UnmatchedContext, player: int, key: str, where: str, this: Token | None) -> list[str]:
    """Spaces where a marker may go: no fighter, never a marker of its kind, and (if the marker says
    so, as a trap does) no token at all: no small fighter, trap, fog or battlefield item either."""
    spec = marker_spec(ctx, player, key)
    filled = set(ctx.occupancy())
    strict = spec is None or spec.needs_empty_space
    filled |= {t.location[len(SPACE):] for t in ctx.state.tokens.values() if t.location.startswith(SPACE)
               and (strict or (t.kind not in (FIGHTER, TAIL) and t.data.get("key") == key))}
    spaces = [s for s in ctx.board.ids if s not in filled]
    if where == "zone":
        allowed = ctx.zone_spaces(this) if this is not None else set()
        spaces = [s for s in spaces if s in allowed]
    elif where == "adjacent":
        allowed = ctx.adjacent_spaces(this) if this is not None else set()
        spaces = [s for s in spaces if s in allowed]
    return spaces


def _place_token(ctx: UnmatchedContext, item: FrozenDict, effect: Effect, player: int, this: Token | None) -> None:
    key = effect.token or ""
    if markers_left(ctx, player, key) <= 0:
        ctx.note(f"{source_name(ctx, item)}: no {key}s left to place.")
        return
    if not marker_spaces(ctx, player, key, effect.where, this):
        ctx.note(f"{source_name(ctx, item)}: there is no space to place a {key}.")
        return
    queue.ask(ctx, player, "place_marker", marker=key, left=effect.amount, where=effect.where,
        fighter=this.id if this is not None else "", why=source_name(ctx, item))


def redo_with_target(ctx: UnmatchedContext, item: FrozenDict, target: str) -> None:
    """Resolve an effect again now that its target is chosen."""
    queue.push(ctx, item.replaced(target=target))


STEPS = {"effect": resolve_entry}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

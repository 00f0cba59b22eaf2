"""Combat: targets, the secret card choices, reveal, timed effects, damage and who won.

Order of a combat (the data lives in ``data["combat"]`` while it runs):

1. the attacker lays an attack or versatile card face down (King Arthur may add
   a BOOST card face down); 2. the defender lays a defense or versatile card
   face down, or none; 3. reveal; 4. IMMEDIATELY effects, 5. DURING COMBAT
   effects — the defender's first in each step; 6. combat damage; 7. AFTER
   COMBAT effects (defender first), then heroes' after-combat abilities;
   8. both cards to their discard piles.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.rules import Explained, queue
from tabletop.engine.state import Token
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import schemes
from tabletop.games.unmatched.cards import ActionCard, Modifier
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import damage, discard
from tabletop.games.unmatched.play_rules import far_cards, plays_as_attack
from tabletop.games.unmatched.standing import CONDITION_WORDS, condition_holds

ATTACK_TYPES = ("attack", "versatile")
DEFENSE_TYPES = ("defense", "versatile")
ATTACK_BOOST_ABILITIES = {"king_arthur_boost_attack"}
COMBAT_ITEMS = "combat_items"  # seat (as text) -> the battlefield item token taken with its card (items.py)


# -- who may attack whom, with what ---------------------------------------------
def targets(ctx: UnmatchedContext, token: Token) -> list[Token]:
    """Opposing fighters this fighter can attack: adjacent, within reach, or (ranged) in its zone."""
    reach = fighter_reach(ctx, token)
    ranged = token.data.get("attack") == "ranged"
    found = []
    for other in ctx.opposing(token):
        if ctx.adjacent(token, other):
            found.append(other)
        elif reach > 1 and (ctx.distance(token, other) or 99) <= reach:
            found.append(other)
        elif ranged and ctx.share_zone(token, other):
            found.append(other)
    return found


def fighter_reach(ctx: UnmatchedContext, token: Token) -> int:
    """How many spaces away a fighter's melee attack reaches: its own, and the hero's reach modifiers."""
    total = int(token.data.get("reach", 1)) + sum(int(amount) for amount, _ in hero_bonus(ctx, token.owner, token, "reach"))
    return max(1, total)


def how_attacked(ctx: UnmatchedContext, token: Token, other: Token) -> str:
    if ctx.adjacent(token, other):
        return "adjacent"
    reach = fighter_reach(ctx, token)
    if reach > 1 and (ctx.distance(token, other) or 99) <= reach:
        return f"{ctx.distance(token, other)} spaces away, within reach"
    return "ranged, in a shared zone"


def combat_cards(ctx: UnmatchedContext, player: int, token: Token, types: tuple[str, ...]) -> list[str]:
    """Cards in hand of these types that this fighter may use."""
    fight = ctx.state.data.get("combat")
    if types == ATTACK_TYPES and fight and fight.get("far") and fight["attacker"] == token.id:
        return far_cards(ctx, player, token)  # a far attack is made with a card that allows it
    found = []
    for card_id in ctx.hand(player):
        card = ctx.card(card_id)
        if ((card.type in types or (types == ATTACK_TYPES and plays_as_attack(ctx, card, player, token)))
                and ctx.usable(card, token)):
            found.append(card_id)
    return found


def attack_targets(ctx: UnmatchedContext, player: int, token: Token) -> list[Token]:
    """Whom this fighter may attack now: its targets in range, or anyone when it holds a card that
    attacks in any space (Foul Purpose); nobody without a card to attack with."""
    if far_cards(ctx, player, token):
        return ctx.opposing(token)
    found = targets(ctx, token)  # most often nobody is in range: the hand is not read then
    return found if found and combat_cards(ctx, player, token, ATTACK_TYPES) else []


def boost_cards(ctx: UnmatchedContext, player: int) -> list[str]:
    return [c for c in ctx.hand(player) if ctx.card(c).boost is not None]


def has_printed_effects(card: ActionCard) -> bool:
    """Whether a card has effect text that can be cancelled (ruling: Cancelling Card Effects)."""
    return any(card.timed_texts().values())


# -- starting a combat -------------------------------------------------------------
def _record(ctx: UnmatchedContext, attacker: Token, defender: Token, **extra: object) -> None:
    """The combat under way (``data["combat"]``): who fights whom, and the cards as they are laid."""
    ctx.change.set_data("combat", {
        "attacker": attacker.id, "defender": defender.id,
        "ap": attacker.owner, "dp": defender.owner,
        "aname": attacker.data["name"], "dname": defender.data["name"],
        "aspaces": ctx.spaces(attacker), "dspaces": ctx.spaces(defender),
        "acard": "", "dcard": "", "boost": "", "cancelled": (), "bonus": (), "prevent": (), **extra,
    })


def begin(ctx: UnmatchedContext, attacker: Token, defender: Token) -> None:
    """Record the combat and queue its steps (the caller queues what follows); a target out of range
    makes a far attack, laid face up with a card that allows it (play_rules.py)."""
    far = defender not in targets(ctx, attacker)
    _record(ctx, attacker, defender, **({"far": True} if far else {}))
    how = "in any space, with a card laid face up" if far else how_attacked(ctx, attacker, defender)
    ctx.note(f"{attacker.data['name']} attacks {defender.data['name']} ({how}).")
    queue.push(ctx, queue.entry("ask_attack_card"), queue.entry("ask_defense_card"), queue.entry("reveal"),
         queue.entry("combat_step", when="immediately"), queue.entry("combat_step", when="during_combat"),
         queue.entry("combat_damage"), queue.entry("combat_step", when="after_combat"),
         queue.entry("combat_abilities"), queue.entry("combat_end"))


def begin_bonus(ctx: UnmatchedContext, entry: FrozenDict) -> None:
    """A bonus attack: the same attacker and defender, a value of its own, a new defense card."""
    attacker, defender = ctx.fighter(entry["attacker"]), ctx.fighter(entry["defender"])
    if attacker is None or defender is None or not (ctx.alive(attacker.id) and ctx.alive(defender.id)):
        ctx.note(f"{entry['name']}: a fighter of the first attack was defeated, so there is no bonus attack.")
        return
    _record(ctx, attacker, defender, avalue=int(entry["value"]), aword=f"{entry['name']}'s bonus attack")
    ctx.note(f"Bonus attack: {attacker.data['name']} attacks {defender.data['name']} again "
             f"({entry['name']}, value {entry['value']}).")
    queue.push(ctx, queue.entry("ask_defense_card"), queue.entry("reveal"),
               queue.entry("combat_step", when="immediately"), queue.entry("combat_step", when="during_combat"),
               queue.entry("combat_damage"), queue.entry("combat_step", when="after_combat"),
               queue.entry("combat_abilities"), queue.entry("combat_end"))


def queue_bonus_attack(ctx: UnmatchedContext, name: str, value: int) -> None:
    """After this combat's cleanup, a bonus attack between the same fighters (none if either falls)."""
    fight = combat(ctx)
    pending = list(queue.queued(ctx))
    at = next((i + 1 for i, e in enumerate(pending) if e["k"] == "combat_end"), 0)
    bonus = queue.entry("bonus_attack", attacker=fight["attacker"], defender=fight["defender"], value=value, name=name)
    ctx.change.set_data(queue.QUEUE, (*pending[:at], bonus, *pending[at:]))


def _attack_parts(ctx: UnmatchedContext, fight: dict) -> list[tuple[int, str]]:
    if not fight["acard"]:
        return [(int(fight["avalue"]), fight["aword"])]
    attack_card = ctx.card(fight["acard"])
    return [(int(attack_card.value or 0), attack_card.name)]


def combat(ctx: UnmatchedContext) -> dict:
    return dict(ctx.state.data["combat"])


def update(ctx: UnmatchedContext, **changes: object) -> None:
    ctx.change.set_data("combat", {**ctx.state.data["combat"], **changes})


def _ask_attack_card(ctx: UnmatchedContext, _entry: object) -> None:
    queue.ask(ctx, int(combat(ctx)["ap"]), "attack_card")


def _ask_defense_card(ctx: UnmatchedContext, _entry: object) -> None:
    fight = combat(ctx)
    if not ctx.alive(fight["defender"]):
        return
    queue.ask(ctx, int(fight["dp"]), "defense_card")


def _ask_attack_boost(ctx: UnmatchedContext, _entry: object) -> None:
    player = int(combat(ctx)["ap"])
    if boost_cards(ctx, player):
        queue.ask(ctx, player, "boost", purpose="attack")


def lay_card(ctx: UnmatchedContext, player: int, card_id: str, role: str) -> None:
    """Put a chosen card face down in the player's combat area."""
    fight = combat(ctx)
    face_up = role == "acard" and bool(fight.get("far"))
    ctx.change.move(card_id, zone(player, "combat"))
    ctx.change.set_card(card_id, "face_up", face_up)
    if face_up:
        ctx.note(f"{ctx.who(player)} lays {ctx.card_name(card_id)} face up to attack in any space.")
    update(ctx, **{role: card_id})
    if ctx.board.item_spaces:  # a fighter on a combat item may take it with the card (items.py)
        queue.push(ctx, queue.entry("item_offer", player=player, role=role))
    if role == "acard" and ctx.hero_card(player).ability in ATTACK_BOOST_ABILITIES:
        attacker = ctx.fighter(fight["attacker"])
        if attacker is not None and attacker.data.get("hero"):
            queue.push(ctx, queue.entry("ask_attack_boost"))


def _reveal(ctx: UnmatchedContext, _entry: object) -> None:
    fight = combat(ctx)
    shown = []
    for role in ("acard", "boost", "dcard"):
        if fight[role]:
            ctx.change.set_card(fight[role], "face_up", True)
    (value, word), = _attack_parts(ctx, fight)
    shown.append(f"{fight['aname']} attacks with {word} ({value})")
    if fight["boost"]:
        boost = ctx.card(fight["boost"])
        shown.append(f"with {boost.name} laid as a BOOST (+{boost.boost})")
    if fight["dcard"]:
        card = ctx.card(fight["dcard"])
        shown.append(f"{fight['dname']} defends with {card.name} ({card.value})")
    else:
        shown.append(f"{fight['dname']} plays no defense card")
    ctx.note("Reveal: " + "; ".join(shown) + ".")


def _combat_step(ctx: UnmatchedContext, step_entry: dict) -> None:
    """Queue one timing's effects of both cards, the defender's first."""
    when = step_entry["when"]
    fight = combat(ctx)
    queued = []
    for player_key, card_key, fighter_key in (("dp", "dcard", "defender"), ("ap", "acard", "attacker")):
        card_id = fight[card_key]
        if not card_id:
            continue
        card = ctx.card(card_id)
        if not any(e.when == when for e in card.effects):  # a text played from data is not marked
            manual_mark(ctx, card.name, card.automation, card.timed_texts().get(when, ""))
        common = {"card": card_id, "d": card.id, "player": int(fight[player_key]), "fighter": fight[fighter_key]}
        if card.effect:
            if card.timed_texts().get(when):
                queued.append(queue.entry("named", when=when, **common))
        else:
            queued += [queue.entry("effect", src="card", i=index, **common)
                       for index, effect in enumerate(card.effects) if effect.when == when]
        item = item_taken(ctx, int(fight[player_key]))
        if item and when == "during_combat":  # the item's effect right after the card's own (items.py)
            queued.append(queue.entry("item_bonus", player=int(fight[player_key]), token=item))
    queue.push(ctx, *queued)


def item_taken(ctx: UnmatchedContext, player: int) -> str:
    """The battlefield item token this player took with their combat card ("" for none)."""
    return str(dict(ctx.state.data.get(COMBAT_ITEMS, {})).get(str(player), ""))


def manual_mark(ctx: UnmatchedContext, name: str, automation: str, text: str) -> None:
    """A text the engine does not play (``automation: manual``) is marked in the log for the players."""
    if automation == "manual" and text:
        ctx.note(f"{name} is not automated: resolve “{text}” by hand with the table's tools.")


def card_cancelled(ctx: UnmatchedContext, player: int, card_id: str) -> bool:
    """Whether this combat card's effects were cancelled."""
    fight = ctx.state.data.get("combat")
    if not fight or card_id not in (fight["acard"], fight["dcard"]):
        return False
    return player in fight["cancelled"]


# -- values and damage -------------------------------------------------------------
@dataclass(frozen=True)
class CombatMath:
    """The combat's numbers, each with its arithmetic; ``text`` is the log line."""

    attack: Explained
    defense: Explained
    damage: Explained
    attacker_wins: bool
    text: str


def _modifier_applies(ctx: UnmatchedContext, modifier: Modifier, player: int, token: Token | None) -> bool:
    if token is None:
        return False
    if modifier.form is not None and ctx.form(player) != modifier.form:
        return False
    if modifier.while_defeated and any(t.data.get("key") == modifier.while_defeated for t in ctx.fighters(player)):
        return False
    if not condition_holds(ctx, modifier.condition, player, token):
        return False
    user = modifier.fighter
    is_hero = bool(token.data.get("hero"))
    return (user == "any" or (user == "hero" and is_hero) or (user == "sidekick" and not is_hero)
            or user == token.data.get("key"))


def hero_bonus(ctx: UnmatchedContext, player: int, token: Token | None, stat: str) -> list[tuple[int, str]]:
    hero = ctx.hero_card(player)
    found = []
    for modifier in hero.modifiers:
        if modifier.stat == stat and _modifier_applies(ctx, modifier, player, token):
            form = f" is {ctx.form_name(player)}" if modifier.form else ""
            if modifier.per_discarded:
                count = ctx.discarded(player, modifier.per_discarded)
                if count:
                    found.append((modifier.amount * count, f"{hero.name} ({count} {modifier.per_discarded} discarded)"))
                continue
            gone = ""
            if modifier.while_defeated:
                ally = next((f.name for f in (*hero.sidekicks, *hero.extra_heroes) if f.key == modifier.while_defeated),
                            modifier.while_defeated)
                gone = f" ({ally} defeated)"
            found.append((modifier.amount, f"{hero.name}{form}{gone}{CONDITION_WORDS.get(modifier.condition, '')}"))
    return found


def _sum_words(value: Explained) -> str:
    """``3 Feint + 1 high ground`` (``0`` with no part)."""
    if not value.parts:
        return "0"
    text = f"{value.parts[0][0]} {value.parts[0][1]}"
    for amount, why in value.parts[1:]:
        text += f" {'+' if amount >= 0 else '−'} {abs(amount)} {why}"
    return text


def combat_math(ctx: UnmatchedContext) -> CombatMath:
    """The attack and defense values and the combat damage, with the arithmetic in words."""
    fight = combat(ctx)
    ap, dp = int(fight["ap"]), int(fight["dp"])
    attacker, defender = ctx.fighter(fight["attacker"]), ctx.fighter(fight["defender"])
    attack_parts = _attack_parts(ctx, fight)
    if fight["boost"] and ap not in fight["cancelled"]:  # cancelled: the BOOST card adds nothing
        boost = ctx.card(fight["boost"])
        attack_parts.append((int(boost.boost or 0), f"BOOST ({boost.name})"))
    defense_parts: list[tuple[int, str]] = []
    if fight["dcard"]:
        defense_card = ctx.card(fight["dcard"])
        defense_parts.append((int(defense_card.value or 0), defense_card.name))
    for player, amount, why in fight["bonus"]:
        (attack_parts if player == ap else defense_parts).append((int(amount), why))
    attack_parts += hero_bonus(ctx, ap, attacker, "attack_value")
    if fight["dcard"]:
        defense_parts += hero_bonus(ctx, dp, defender, "defense_value")
    if ctx.view.high_ground(_spaces_now(ctx, attacker, fight["aspaces"]), _spaces_now(ctx, defender, fight["dspaces"])):
        attack_parts.append((1, "high ground"))
    for seat in fight.get("zeroed", ()):  # Impossible to See: that card's value is 0, nothing changes it
        zeroed = [(0, f"{'attack' if seat == ap else 'defense'} value set to 0")]
        attack_parts, defense_parts = (zeroed, defense_parts) if seat == ap else (attack_parts, zeroed)
    attack = Explained.of(attack_parts, "attack", floor=0)
    defense = Explained.of(defense_parts, "defense", floor=0)
    defense_words = _sum_words(defense) if defense_parts else "no defense card"
    hurt = Explained.of(((attack.value, "attack"), (-defense.value, "defense")), "combat damage", floor=0)
    text = (f"Attack {_sum_words(attack)} = {attack.value}; defense {defense_words} = {defense.value}; "
            f"{attack.value} − {defense.value}")
    for amount, why in hero_bonus(ctx, dp, defender, "combat_damage_taken"):
        hurt = Explained.of(((hurt.value, "combat damage"), (amount, why)), "combat damage", floor=0)
        text += f" {'+' if amount >= 0 else '−'} {abs(amount)} {why}"
    if fight["defender"] in fight["prevent"]:
        text += f" (all prevented for {fight['dname']})"
        hurt = hurt.plus(-hurt.value, f"prevented for {fight['dname']}")
    wins = hurt.value >= 1
    winner = fight["aname"] if wins else fight["dname"]
    text += f" = {hurt.value} combat damage: {winner} wins the combat."
    return CombatMath(attack, defense, hurt, wins, text)


def _spaces_now(ctx: UnmatchedContext, token: Token | None, before: tuple[str, ...]) -> tuple[str, ...]:
    return ctx.spaces(token) if token is not None else tuple(before)


def _combat_damage(ctx: UnmatchedContext, _entry: object) -> None:
    fight = combat(ctx)
    if fight["boost"] and int(fight["ap"]) in fight["cancelled"]:
        ctx.note("The attack card's effects were cancelled, so the BOOST card is discarded without effect.")
    math = combat_math(ctx)
    ctx.note(math.text)
    winner = int(fight["ap"]) if math.attacker_wins else int(fight["dp"])
    update(ctx, damage=math.damage.value, winner=winner)
    hurt = fight["defender"]
    if fight.get("redirect") and math.damage.value:  # Golden Chain Mail: dealt to the attacker instead
        hurt = fight["attacker"]
        ctx.note(f"The combat damage is dealt to {fight['aname']} instead.")
    if math.damage.value and ctx.alive(hurt):
        damage(ctx, hurt, math.damage.value, "combat damage")


def _combat_abilities(ctx: UnmatchedContext, _entry: object) -> None:
    """Heroes' abilities after the combat: defender's first, then the attacker's 'after you attack'."""
    fight = combat(ctx)
    queued = []
    for player_key, fighter_key, timings in (("dp", "defender", ("after_combat",)),
                                             ("ap", "attacker", ("after_combat", "after_attack"))):
        player = int(fight[player_key])
        hero = ctx.hero_card(player)
        for when in timings:
            for index, trigger in enumerate(hero.triggers):
                if trigger.when == when:
                    queued.append(queue.entry("effect", src="hero", d=hero.id, i=index, player=player,
                                        fighter=fight[fighter_key], card=""))
        queued += schemes.triggers(ctx, player, "after_combat", fight[fighter_key])
    queue.push(ctx, *queued)


def _combat_end(ctx: UnmatchedContext, _entry: object) -> None:
    fight = combat(ctx)
    schemes.attacked(ctx, int(fight["ap"]), fight["attacker"])
    for role in ("acard", "boost", "dcard"):
        if fight[role]:
            discard(ctx, fight[role])
    if COMBAT_ITEMS in ctx.state.data:  # battlefield items taken into the combat go back to the box
        for token in dict(ctx.state.data[COMBAT_ITEMS]).values():
            if token in ctx.state.tokens:
                ctx.change.remove_token(token)
        ctx.change.delete(("data", COMBAT_ITEMS))
    ctx.change.delete(("data", "combat"))


def won_combat(ctx: UnmatchedContext, player: int) -> bool | None:
    """Whether ``player`` won the current combat (None before damage or outside combat)."""
    fight = ctx.state.data.get("combat")
    if not fight or "winner" not in fight:
        return None
    return int(fight["winner"]) == player


def add_bonus(ctx: UnmatchedContext, player: int, amount: int, why: str) -> None:
    fight = combat(ctx)
    update(ctx, bonus=tuple(fight["bonus"]) + ((player, amount, why),))
    sign = f"+{amount}" if amount >= 0 else f"−{-amount}"
    ctx.note(f"{why}: {sign} to {ctx.seat_name(player)}'s card.")


STEPS = {
    "ask_attack_card": _ask_attack_card,
    "ask_defense_card": _ask_defense_card,
    "ask_attack_boost": _ask_attack_boost,
    "reveal": _reveal,
    "combat_step": _combat_step,
    "combat_damage": _combat_damage,
    "combat_abilities": _combat_abilities,
    "combat_end": _combat_end,
    "bonus_attack": begin_bonus,
}
"""The queue steps this module handles, by entry kind (gathered in rules.py)."""

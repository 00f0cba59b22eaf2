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

from tabletop.engine.state import Token
from tabletop.games.unmatched.cards import ActionCard, Modifier
from tabletop.games.unmatched.mechanics import damage, discard
from tabletop.games.unmatched.queue import ask, entry, handler, note, push
from tabletop.games.unmatched.world import Ctx, zone

ATTACK_TYPES = ("attack", "versatile")
DEFENSE_TYPES = ("defense", "versatile")
ATTACK_BOOST_ABILITIES = {"king_arthur_boost_attack"}


# -- who may attack whom, with what ---------------------------------------------
def targets(ctx: Ctx, token: Token) -> list[Token]:
    """Opposing fighters this fighter can attack: adjacent, within reach, or (ranged) in its zone."""
    reach = int(token.data.get("reach", 1))
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


def how_attacked(ctx: Ctx, token: Token, other: Token) -> str:
    if ctx.adjacent(token, other):
        return "adjacent"
    if int(token.data.get("reach", 1)) > 1 and (ctx.distance(token, other) or 99) <= int(token.data["reach"]):
        return f"{ctx.distance(token, other)} spaces away, within reach"
    return "ranged, in a shared zone"


def combat_cards(ctx: Ctx, player: int, token: Token, types: tuple[str, ...]) -> list[str]:
    """Cards in hand of these types that this fighter may use."""
    found = []
    for card_id in ctx.hand(player):
        card = ctx.card(card_id)
        if card.type in types and ctx.usable(card, token):
            found.append(card_id)
    return found


def boost_cards(ctx: Ctx, player: int) -> list[str]:
    return [c for c in ctx.hand(player) if ctx.card(c).boost is not None]


def has_printed_effects(card: ActionCard) -> bool:
    """Whether a card has effect text that can be cancelled (ruling: Cancelling Card Effects)."""
    return any(card.timed_texts().values())


# -- starting a combat -------------------------------------------------------------
def begin(ctx: Ctx, attacker: Token, defender: Token) -> None:
    """Record the combat and queue its steps (the caller queues what follows)."""
    assert ctx.step is not None
    ctx.step.set_data("combat", {
        "attacker": attacker.id, "defender": defender.id,
        "ap": attacker.owner, "dp": defender.owner,
        "aname": attacker.data["name"], "dname": defender.data["name"],
        "aspaces": ctx.spaces(attacker), "dspaces": ctx.spaces(defender),
        "acard": "", "dcard": "", "boost": "", "cancelled": (), "bonus": (), "prevent": (),
    })
    note(ctx, f"{attacker.data['name']} attacks {defender.data['name']} ({how_attacked(ctx, attacker, defender)}).")
    push(ctx, entry("ask_attack_card"), entry("ask_defense_card"), entry("reveal"),
         entry("combat_step", when="immediately"), entry("combat_step", when="during_combat"),
         entry("combat_damage"), entry("combat_step", when="after_combat"),
         entry("combat_abilities"), entry("combat_end"))


def combat(ctx: Ctx) -> dict:
    return dict(ctx.state.data["combat"])


def update(ctx: Ctx, **changes: object) -> None:
    assert ctx.step is not None
    ctx.step.set_data("combat", {**ctx.state.data["combat"], **changes})


@handler("ask_attack_card")
def _ask_attack_card(ctx: Ctx, _entry: object) -> None:
    ask(ctx, int(combat(ctx)["ap"]), "attack_card")


@handler("ask_defense_card")
def _ask_defense_card(ctx: Ctx, _entry: object) -> None:
    fight = combat(ctx)
    if not ctx.alive(fight["defender"]):
        return
    ask(ctx, int(fight["dp"]), "defense_card")


@handler("ask_attack_boost")
def _ask_attack_boost(ctx: Ctx, _entry: object) -> None:
    player = int(combat(ctx)["ap"])
    if boost_cards(ctx, player):
        ask(ctx, player, "boost", purpose="attack")


def lay_card(ctx: Ctx, player: int, card_id: str, role: str) -> None:
    """Put a chosen card face down in the player's combat area."""
    assert ctx.step is not None
    ctx.step.move(card_id, zone(player, "combat"))
    ctx.step.set_card(card_id, "face_up", False)
    update(ctx, **{role: card_id})
    fight = combat(ctx)
    if role == "acard" and ctx.hero_card(player).ability in ATTACK_BOOST_ABILITIES:
        attacker = ctx.fighter(fight["attacker"])
        if attacker is not None and attacker.data.get("hero"):
            push(ctx, entry("ask_attack_boost"))


@handler("reveal")
def _reveal(ctx: Ctx, _entry: object) -> None:
    assert ctx.step is not None
    fight = combat(ctx)
    shown = []
    for role in ("acard", "boost", "dcard"):
        if fight[role]:
            ctx.step.set_card(fight[role], "face_up", True)
    attack = ctx.card(fight["acard"])
    shown.append(f"{fight['aname']} attacks with {attack.name} ({attack.value})")
    if fight["boost"]:
        boost = ctx.card(fight["boost"])
        shown.append(f"with {boost.name} laid as a BOOST (+{boost.boost})")
    if fight["dcard"]:
        card = ctx.card(fight["dcard"])
        shown.append(f"{fight['dname']} defends with {card.name} ({card.value})")
    else:
        shown.append(f"{fight['dname']} plays no defense card")
    note(ctx, "Reveal: " + "; ".join(shown) + ".")


@handler("combat_step")
def _combat_step(ctx: Ctx, step_entry: dict) -> None:
    """Queue one timing's effects of both cards, the defender's first."""
    when = step_entry["when"]
    fight = combat(ctx)
    queued = []
    for player_key, card_key, fighter_key in (("dp", "dcard", "defender"), ("ap", "acard", "attacker")):
        card_id = fight[card_key]
        if not card_id:
            continue
        card = ctx.card(card_id)
        common = {"card": card_id, "d": card.id, "player": int(fight[player_key]), "fighter": fight[fighter_key]}
        if card.effect:
            if card.timed_texts().get(when):
                queued.append(entry("named", when=when, **common))
            continue
        for index, effect in enumerate(card.effects):
            if effect.when == when:
                queued.append(entry("effect", src="card", i=index, **common))
    push(ctx, *queued)


def card_cancelled(ctx: Ctx, player: int, card_id: str) -> bool:
    """Whether this combat card's effects were cancelled."""
    fight = ctx.state.data.get("combat")
    if not fight or card_id not in (fight["acard"], fight["dcard"]):
        return False
    return player in fight["cancelled"]


# -- values and damage -------------------------------------------------------------
@dataclass
class CombatMath:
    attack: int
    defense: int
    damage: int
    attacker_wins: bool
    text: str


def _modifier_applies(ctx: Ctx, modifier: Modifier, player: int, token: Token | None) -> bool:
    if token is None:
        return False
    if modifier.form is not None and ctx.form(player) != modifier.form:
        return False
    user = modifier.fighter
    is_hero = bool(token.data.get("hero"))
    return (user == "any" or (user == "hero" and is_hero) or (user == "sidekick" and not is_hero)
            or user == token.data.get("key"))


def _hero_bonus(ctx: Ctx, player: int, token: Token | None, stat: str) -> list[tuple[int, str]]:
    hero = ctx.hero_card(player)
    found = []
    for modifier in hero.modifiers:
        if modifier.stat == stat and _modifier_applies(ctx, modifier, player, token):
            form = f" is {ctx.form_name(player)}" if modifier.form else ""
            found.append((modifier.amount, f"{hero.name}{form}"))
    return found


def _sum(parts: list[tuple[int, str]]) -> tuple[int, str]:
    total = sum(v for v, _ in parts)
    text = parts[0][1] if parts else "0"
    if parts:
        text = f"{parts[0][0]} {parts[0][1]}"
        for value, why in parts[1:]:
            text += f" {'+' if value >= 0 else '−'} {abs(value)} {why}"
    return max(0, total), text


def combat_math(ctx: Ctx) -> CombatMath:
    """The attack and defense values and the combat damage, with the arithmetic in words."""
    fight = combat(ctx)
    ap, dp = int(fight["ap"]), int(fight["dp"])
    attacker, defender = ctx.fighter(fight["attacker"]), ctx.fighter(fight["defender"])
    attack_card = ctx.card(fight["acard"])
    attack_parts = [(int(attack_card.value or 0), attack_card.name)]
    if fight["boost"]:
        boost = ctx.card(fight["boost"])
        if ap in fight["cancelled"]:
            pass  # cancelled: the BOOST card adds nothing
        else:
            attack_parts.append((int(boost.boost or 0), f"BOOST ({boost.name})"))
    defense_parts: list[tuple[int, str]] = []
    if fight["dcard"]:
        defense_card = ctx.card(fight["dcard"])
        defense_parts.append((int(defense_card.value or 0), defense_card.name))
    for player, amount, why in fight["bonus"]:
        (attack_parts if player == ap else defense_parts).append((int(amount), why))
    attack_parts += _hero_bonus(ctx, ap, attacker, "attack_value")
    if fight["dcard"]:
        defense_parts += _hero_bonus(ctx, dp, defender, "defense_value")
    if ctx.view.high_ground(_spaces_now(ctx, attacker, fight["aspaces"]), _spaces_now(ctx, defender, fight["dspaces"])):
        attack_parts.append((1, "high ground"))
    attack, attack_text = _sum(attack_parts)
    defense, defense_text = _sum(defense_parts) if defense_parts else (0, "no defense card")
    hurt = max(0, attack - defense)
    text = f"Attack {attack_text} = {attack}; defense {defense_text} = {defense}; {attack} − {defense}"
    for amount, why in _hero_bonus(ctx, dp, defender, "combat_damage_taken"):
        hurt = max(0, hurt + amount)
        text += f" {'+' if amount >= 0 else '−'} {abs(amount)} {why}"
    if fight["defender"] in fight["prevent"]:
        text += f" (all prevented for {fight['dname']})"
        hurt = 0
    wins = hurt >= 1
    winner = fight["aname"] if wins else fight["dname"]
    text += f" = {hurt} combat damage: {winner} wins the combat."
    return CombatMath(attack, defense, hurt, wins, text)


def _spaces_now(ctx: Ctx, token: Token | None, before: tuple[str, ...]) -> tuple[str, ...]:
    return ctx.spaces(token) if token is not None else tuple(before)


@handler("combat_damage")
def _combat_damage(ctx: Ctx, _entry: object) -> None:
    fight = combat(ctx)
    if fight["boost"] and int(fight["ap"]) in fight["cancelled"]:
        note(ctx, "The attack card's effects were cancelled, so the BOOST card is discarded without effect.")
    math = combat_math(ctx)
    note(ctx, math.text)
    winner = int(fight["ap"]) if math.attacker_wins else int(fight["dp"])
    update(ctx, damage=math.damage, winner=winner)
    if math.damage and ctx.alive(fight["defender"]):
        damage(ctx, fight["defender"], math.damage, "combat damage")


@handler("combat_abilities")
def _combat_abilities(ctx: Ctx, _entry: object) -> None:
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
                    queued.append(entry("effect", src="hero", d=hero.id, i=index, player=player,
                                        fighter=fight[fighter_key], card=""))
    push(ctx, *queued)


@handler("combat_end")
def _combat_end(ctx: Ctx, _entry: object) -> None:
    assert ctx.step is not None
    fight = combat(ctx)
    for role in ("acard", "boost", "dcard"):
        if fight[role]:
            discard(ctx, fight[role])
    ctx.step.delete(("data", "combat"))


def won_combat(ctx: Ctx, player: int) -> bool | None:
    """Whether ``player`` won the current combat (None before damage or outside combat)."""
    fight = ctx.state.data.get("combat")
    if not fight or "winner" not in fight:
        return None
    return int(fight["winner"]) == player


def add_bonus(ctx: Ctx, player: int, amount: int, why: str) -> None:
    fight = combat(ctx)
    update(ctx, bonus=tuple(fight["bonus"]) + ((player, amount, why),))
    note(ctx, f"{why}: +{amount} to {ctx.player_name(player)}'s card.")

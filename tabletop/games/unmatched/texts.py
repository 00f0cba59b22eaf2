"""Words for players: why an action is not allowed, what to do now, and the status lines."""

from __future__ import annotations

import string

from tabletop.engine.game import Action
from tabletop.engine.words import count
from tabletop.games.unmatched import combat as fights
from tabletop.games.unmatched.actions import (
    Attack,
    Boost,
    DiscardCard,
    MoveFighter,
    PlaceFighter,
    PlayCombatCard,
    PlayScheme,
    ToggleDoor,
)
from tabletop.games.unmatched.context import UnmatchedContext
from tabletop.games.unmatched.movement import reach

ACCEPTS: dict[str, tuple[str, ...]] = {
    "action": ("Maneuver", "PlayScheme", "Attack", "UseItem"),
    "boost": ("Boost", "Decline"),
    "move": ("MoveFighter", "ToggleDoor", "Decline"),
    "attack_card": ("PlayCombatCard",),
    "defense_card": ("PlayCombatCard", "NoDefense"),
    "target": ("ChooseFighter", "Decline"),
    "place_fighter": ("PlaceFighter", "Decline"),
    "place_sidekicks": ("PlaceFighter",),
    "stretch": ("Stretch",),
    "place_marker": ("PlaceMarker", "Decline"),
    "discard": ("DiscardCard",),
    "form": ("ChooseForm", "Decline"),
    "arrange": ("ArrangeTop",),
    "pick_card": ("PickCard",),
    "choice": ("Choose",),
    "look_at_hand": ("Decline",),
    "choose_card": ("PickCard", "Decline"),
    "move_marker": ("MoveMarker", "Decline"),
}


def why_illegal(ctx: UnmatchedContext, action: Action) -> str:
    """A sentence saying why ``action`` cannot be taken now."""
    decision = ctx.state.decision
    assert decision is not None
    kind = decision["kind"]
    now = prompt(ctx)
    if type(action).__name__ not in ACCEPTS.get(kind, ()):
        return f"That is not possible now. {now}"
    player = int(decision["seat"])
    card = getattr(action, "card", None)
    if card is not None and isinstance(action, PlayScheme | PlayCombatCard | Boost | DiscardCard):
        if card not in ctx.state.cards or card not in ctx.hand(player):
            return "That card is not in your hand."
    if isinstance(action, PlayScheme):
        return _scheme_reason(ctx, action, player)
    if isinstance(action, Attack):
        return _attack_reason(ctx, action, player)
    if isinstance(action, PlayCombatCard):
        return _combat_card_reason(ctx, action, kind)
    if isinstance(action, Boost):
        return f"{ctx.card_name(action.card)} has no BOOST value, so it cannot boost."
    if isinstance(action, MoveFighter):
        return _move_reason(ctx, action)
    if isinstance(action, ToggleDoor):
        return _door_reason(ctx, action)
    if isinstance(action, PlaceFighter):
        return _place_reason(ctx, action, kind)
    if type(action).__name__ == "UseItem":
        return "Only a fighter of yours standing on a scheme item can use it, as one of your actions."
    return f"That choice is not one of the options. {now}"


def _scheme_reason(ctx: UnmatchedContext, action: PlayScheme, player: int) -> str:
    card = ctx.card(action.card)
    if card.type != "scheme":
        return f"{card.name} is a {card.type} card; only scheme cards can be played as a scheme action."
    token = ctx.fighter(action.fighter)
    if token is None or token.owner != player or not ctx.alive(action.fighter):
        return "Choose one of your own fighters on the board to play the scheme."
    if not ctx.usable(card, token):
        return f"{card.name} can only be used by {_user(ctx, card.fighter, player)}; {token.data['name']} cannot use it."
    return f"{token.data['name']} is not on that space."


def _user(ctx: UnmatchedContext, user: str, player: int) -> str:
    if user == "hero":
        return ctx.hero_card(player).name
    if user == "sidekick":
        return "a sidekick"
    found = [f.name for f in ctx.hero_card(player).sidekicks if f.key == user]
    return found[0] if found else user


def _attack_reason(ctx: UnmatchedContext, action: Attack, player: int) -> str:
    token, target = ctx.fighter(action.fighter), ctx.fighter(action.target)
    if token is None or token.owner != player or not ctx.alive(action.fighter):
        return "Only your own fighters on the board can attack."
    if target is None or not ctx.alive(action.target):
        return "There is no fighter there to attack."
    if target.owner == player:
        return f"{target.data['name']} is on your side; attack an opposing fighter."
    name = token.data["name"]
    if not fights.combat_cards(ctx, player, token, fights.ATTACK_TYPES):
        return f"You have no attack or versatile card in hand that {name} can use, so {name} cannot attack."
    if target not in fights.targets(ctx, token):
        if token.data.get("attack") == "ranged":
            return (f"{target.data['name']} is out of range: {name} is ranged but neither adjacent to "
                    f"{target.data['name']} nor in a zone with them.")
        spaces = fights.fighter_reach(ctx, token)
        reach_words = f" or within {spaces} spaces" if spaces > 1 else ""
        return f"{target.data['name']} is out of range: {name} attacks in melee and is not adjacent{reach_words}."
    return f"{target.data['name']} is not on that space."


def _combat_card_reason(ctx: UnmatchedContext, action: PlayCombatCard, kind: str) -> str:
    card = ctx.card(action.card)
    fight = ctx.state.data["combat"]
    attacking = kind == "attack_card"
    allowed = fights.ATTACK_TYPES if attacking else fights.DEFENSE_TYPES
    if card.type not in allowed:
        role = "attacking: play an attack or versatile card" if attacking else "defending: play a defense or versatile card"
        return f"{card.name} is a {card.type} card, and you are {role}."
    fighter = ctx.state.tokens[fight["attacker" if attacking else "defender"]]
    return (f"{card.name} can only be used by {_user(ctx, card.fighter, fighter.owner)}; "
            f"{fighter.data['name']} is in this combat.")


def _move_reason(ctx: UnmatchedContext, action: MoveFighter) -> str:
    moving = ctx.state.data.get("moving") or {}
    token = ctx.fighter(action.fighter)
    if token is None or action.fighter not in moving.get("fighters", ()):
        return f"{ctx.name(action.fighter)} is not one of the fighters moving now (each moves once, one at a time)."
    name = token.data["name"]
    left = int(moving["budget"].get(action.fighter, 0))
    if action.space in ctx.occupancy():
        return (f"{ctx.board.name(action.space)} is occupied: fighters may pass through friendly "
                "fighters but never stop on a filled space.")
    if action.space in reach(ctx, token, 99).cost:
        steps = reach(ctx, token, 99).cost[action.space]
        if steps > left:
            return f"{ctx.board.name(action.space)} is {count(steps, 'step')} away; {name} has {left} movement left."
        return f"{name} cannot fill {ctx.board.name(action.tail)} there (it must be the space of the last step)."
    return (f"{name} cannot get to {ctx.board.name(action.space)}: opposing fighters, one-way paths, "
            "closed doors or a trap stand in the way.")


def _door_reason(ctx: UnmatchedContext, action: ToggleDoor) -> str:
    moving = ctx.state.data.get("moving") or {}
    if not moving.get("doors"):
        return "Doors can only be opened or closed during a maneuver."
    if action.fighter not in moving.get("fighters", ()):
        return f"{ctx.name(action.fighter)} has already finished moving."
    if not action.close and int(moving["budget"].get(action.fighter, 0)) < 1:
        return "Opening a door costs 1 movement, and this fighter has none left."
    if action.close:
        return "That door is not open next to this fighter, or a large fighter stands on both sides of it."
    return "That door is not closed next to this fighter."


def _place_reason(ctx: UnmatchedContext, action: PlaceFighter, kind: str) -> str:
    if action.space in ctx.occupancy():
        return f"{ctx.board.name(action.space)} is not empty."
    if kind == "place_sidekicks":
        return ("Sidekicks start in an empty space in their hero's zone (if it is full: next to a friendly "
                "fighter).")
    return f"{ctx.board.name(action.space)} is not a space this effect can place the fighter in."


# -- prompts and status ---------------------------------------------------------
PROMPTS: dict[str, str] = {
    "stretch": "{hero} is large: choose the adjacent space she also fills.",
    "place_sidekicks": "Place your fighters: drag each one to a highlighted empty space in your hero's zone.",
    "action": ("Take an action ({actions} left): Maneuver; drag a scheme card onto the fighter playing it; "
               "or drag a fighter onto an enemy to attack."),
    "attack_card": "{attacker} attacks {defender}: drag your attack card to your combat area (face down).",
    "defense_card": ("{attacker} attacks {defender}: drag a defense card to your combat area (face down), "
                     "or play none."),
    "move": "{why}: drag fighters to highlighted spaces, one at a time; then Done moving.",
    "target": "{why}: choose the fighter (double-click it).",
    "place_fighter": "{why}: drag the fighter to a highlighted space.",
    "place_marker": "{why}: place a {marker} ({left} at most).",
    "discard": "{why}: drag {count} card(s) to your discard pile.",
    "form": "{why}.",
    "arrange": "{why}: choose the order of the top cards of your deck.",
    "pick_card": "{why}: choose a card of your opponent's hand (buttons).",
    "choice": "{why}: choose one (buttons).",
    "look_at_hand": "{why}: the opponent's hand is shown to you alone; then Done looking.",
    "choose_card": "{why}: choose a card (the cards offered are shown to you alone).",
    "move_marker": "{why}: move a fog token to a highlighted space.",
}


def prompt(ctx: UnmatchedContext) -> str:
    state = ctx.state
    if "winner" in state.data:
        return f"{ctx.who(int(state.data['winner']))} wins the game."
    decision = state.decision
    if decision is None:
        return ""
    player = int(decision["seat"])
    kind = decision["kind"]
    values = {k: v for k, v in decision.items() if isinstance(v, str | int)}
    values.update(hero=ctx.hero_card(player).name, actions=state.data.get("actions_left", 0))
    fight = state.data.get("combat")
    if fight:
        values.update(attacker=fight["aname"], defender=fight["dname"])
    if kind == "move":
        values["why"] = state.data["moving"]["why"]
    if kind == "boost":
        text = {"maneuver": "BOOST your maneuver: drag a card to your discard pile for extra movement, or No BOOST.",
                "attack": "You may BOOST King Arthur's attack: drag a card face down to your combat area, or No BOOST.",
                "card": "You may BOOST this card: drag a card to your discard pile, or No BOOST."}[decision["purpose"]]
    else:
        text = PROMPTS[kind].format(**{k: values.get(k, "") for k in _fields(PROMPTS[kind])})
        if kind == "action" and ctx.board.item_spaces:
            text = text[:-1] + "; or use a scheme item one of your fighters stands on."
    return f"{ctx.seat_name(player)}: {text}"


def _fields(template: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


def status(ctx: UnmatchedContext) -> list[str]:
    state = ctx.state
    lines = [f"Turn {state.turn} · {ctx.board.field.name}"]
    if state.phase == "turn":
        lines.append(f"{ctx.who(state.active_player)} to act · actions left: {state.data.get('actions_left', 0)}")
    for player in range(len(state.players)):
        hero = ctx.hero_card(player)
        parts = [f"{t.data['name']} {t.data['health']}/{t.data['max_health']}" for t in ctx.fighters(player)]
        extra = []
        if hero.forms and ctx.form(player):
            extra.append(ctx.form_name(player))
        for marker in hero.tokens:
            extra.append(f"{marker.name.lower()}s left: {state.data.get(f'p{player}.{marker.key}', 0)}")
        for counter in hero.counters:
            extra.append(f"{counter.name} {state.data.get(f'p{player}.{counter.key}', 0)}/{counter.maximum}")
        deck = len(ctx.deck(player))
        extra.append(f"deck {deck}" + (" (exhausted!)" if deck == 0 else ""))
        extra.append(f"hand {len(ctx.hand(player))}")
        lines.append(f"{ctx.seat_name(player)}: " + ", ".join(parts) + " · " + ", ".join(extra))
    return lines

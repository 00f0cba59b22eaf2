"""The common card sentences of community decks, read into the engine's effects.

A community deck's card texts are free text. The sentences most decks share
(the basic cards' draw, move, cancel, damage, discard, recover, gain an action,
BOOST this card; moving each of your fighters, damage to opposing fighters in
this fighter's zone or adjacent to it, a bonus to this card's value), with an
optional "If you won (lost) the combat," in front,
are recognised word for word, any case and punctuation. A text with any other
sentence is not guessed at: the card is imported as ``automation: manual``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_N = r"(\d+|a|an|one|two|three|four|five|six)"
_CONDITION = re.compile(r"^if you (won|lost) (?:the )?combat,? (.+)$")
_SENTENCE_END = re.compile(r"(?<=[.!])\s+")


@dataclass(frozen=True)
class Fighters:
    """Who "your fighter" can be named as on this card: the card's own fighter's names."""

    own: tuple[str, ...]  # names (lower case) meaning the card's own fighter, e.g. "annie", "annie oakley"
    hero: tuple[str, ...]  # names of the hero (for "X recovers" on a sidekick's card: the hero)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word]


def normalise(text: str) -> str:
    """Lower case, straight quotes, single spaces, no trailing full stop."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", text).strip().lower()


def sentences(text: str) -> list[str]:
    return [s.rstrip(".! ") for s in _SENTENCE_END.split(normalise(text)) if s.strip(".! ")]


Effect = dict[str, object]
Reader = Callable[[re.Match[str], str, Fighters], Effect | None]


def _who(name: str, fighters: Fighters) -> str | None:
    """"your fighter" / the card's fighter by name -> this_fighter; the hero by name -> your_hero."""
    if name in ("your fighter", "this fighter", "the fighter", "the fighter that played this card") \
            or name in fighters.own:
        return "this_fighter"
    if name in fighters.hero or name == "your hero":
        return "your_hero"
    return None


def _draw(match: re.Match[str], when: str, fighters: Fighters) -> Effect:
    return {"do": "draw", "amount": _number(match.group(1)), "target": "you"}


def _move(match: re.Match[str], when: str, fighters: Fighters) -> Effect | None:
    target = _who(match.group(2), fighters)
    if target is None:
        return None
    found: Effect = {"do": "move", "amount": _number(match.group(3)), "target": target}
    if match.group(1):
        found["optional"] = True
    return found


def _cancel(match: re.Match[str], when: str, fighters: Fighters) -> Effect | None:
    return {"do": "cancel_effects"} if when == "immediately" else None


def _damage(match: re.Match[str], when: str, fighters: Fighters) -> Effect | None:
    if when not in ("during_combat", "after_combat"):
        return None
    return {"do": "deal_damage", "amount": _number(match.group(1)), "target": "opponent_fighter"}


def _discard(match: re.Match[str], when: str, fighters: Fighters) -> Effect:
    at_random = bool(match.group(2) or match.group(3))
    return {"do": "discard_random" if at_random else "discard", "amount": _number(match.group(1)),
            "target": "opponent"}


def _recover(match: re.Match[str], when: str, fighters: Fighters) -> Effect | None:
    target = _who(match.group(1), fighters)
    if target is None:
        return None
    return {"do": "recover", "amount": _number(match.group(2)), "target": target}


def _gain(match: re.Match[str], when: str, fighters: Fighters) -> Effect:
    return {"do": "gain_action", "amount": _number(match.group(1)), "target": "you"}


def _move_each(match: re.Match[str], when: str, fighters: Fighters) -> Effect:
    found: Effect = {"do": "move", "amount": _number(match.group(2)), "target": "each_your_fighter"}
    if match.group(1):
        found["optional"] = True
    return found


def _damage_near(match: re.Match[str], when: str, fighters: Fighters) -> Effect | None:
    """"Deal N damage to one (each) opposing fighter in X's zone / adjacent to X", X being this fighter."""
    amount, which, where, name = _number(match.group(1)), match.group(2), match.group(3), match.group(4)
    if _who(name, fighters) != "this_fighter":
        return None
    place = "in_zone" if where == "in" else "adjacent"
    target = f"each_opposing_fighter_{place}" if which == "each" else f"opposing_fighter_{place}"
    return {"do": "deal_damage", "amount": amount, "target": target}


def _value(match: re.Match[str], when: str, fighters: Fighters) -> Effect | None:
    amount = match.group(1) or match.group(2)
    return {"do": "value_bonus", "amount": _number(amount)} if when == "during_combat" else None


def _boost(match: re.Match[str], when: str, fighters: Fighters) -> Effect | None:
    return {"do": "boost"} if when == "during_combat" else None


PATTERNS: tuple[tuple[re.Pattern[str], Reader], ...] = (
    (re.compile(rf"^draw {_N} cards?$"), _draw),
    (re.compile(rf"^(you may )?move (.+?) up to {_N} spaces?$"), _move),
    (re.compile(r"^cancel all (?:of the )?effects on (?:your )?opponent's card$"), _cancel),
    (re.compile(rf"^deal {_N} damage to the opposing fighter$"), _damage),
    (re.compile(rf"^your opponent discards {_N} (random )?cards?( at random)?$"), _discard),
    (re.compile(rf"^(.+?) recovers {_N} health$"), _recover),
    (re.compile(rf"^gain {_N} actions?$"), _gain),
    (re.compile(r"^you may boost this (?:card|attack|defen[cs]e)$"), _boost),
    (re.compile(rf"^(you may )?move each of your fighters up to {_N} spaces?$"), _move_each),
    (re.compile(rf"^deal {_N} damage to (one|an|a|any one|each) opposing fighter (in|adjacent to) (.+?)(?:'s zone)?$"),
     _damage_near),
    (re.compile(rf"^(?:add {_N} to (?:this card's value|the value of this card)|this card's value is \+(\d+))$"),
     _value),
)


def _one(sentence: str, when: str, fighters: Fighters) -> Effect | None:
    condition = "always"
    found = _CONDITION.match(sentence)
    if found:
        if when != "after_combat":
            return None  # who won is known only after combat
        condition = "won_combat" if found.group(1) == "won" else "lost_combat"
        sentence = found.group(2)
    for pattern, reader in PATTERNS:
        match = pattern.match(sentence)
        if match:
            effect = reader(match, when, fighters)
            if effect is None:
                continue  # the words fit, the meaning does not (another fighter, another timing)
            if condition != "always":
                effect["condition"] = condition
            return effect
    return None


def _instead(sentence: str, when: str, earlier: list[Effect]) -> Effect | None:
    """"If you won the combat, draw 2 cards instead" after "Draw 1 card": one more card when won."""
    match = re.match(rf"^if you won (?:the )?combat,? draw {_N} cards? instead$", sentence)
    if not match or when != "after_combat" or not earlier or earlier[-1].get("do") != "draw" or "condition" in earlier[-1]:
        return None
    more = _number(match.group(1)) - int(earlier[-1]["amount"])  # type: ignore[call-overload]
    return {"do": "draw", "amount": more, "target": "you", "condition": "won_combat"} if more > 0 else None


def read_effects(text: str, when: str, fighters: Fighters) -> list[Effect] | None:
    """The effects of one timing's text (``when``: immediately, during_combat, after_combat or
    scheme), each with its ``when``; None when any sentence is not one the engine knows."""
    found: list[Effect] = []
    for sentence in sentences(text):
        effect = _instead(sentence, when, found) or _one(sentence, when, fighters)
        if effect is None:
            return None
        found.append({"when": when, **effect})
    return found or None

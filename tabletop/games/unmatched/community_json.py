"""The community's JSON decks (the unbrewed / unmatched.cards deck builders' export), read as a
hero, a sidekick and their cards this program plays.

The format, as those builders write it (either the whole published record with
the deck under ``deck_data``, or the deck alone)::

    {"name": "...", "user": "...", "deck_data": {
        "hero": {"name", "hp", "move", "isRanged", "specialAbility"},
        "sidekick": {"name", "hp", "quantity", "isRanged", "quote"},   # quantity 0 / hp null: none
        "cards": [{"title", "type": attack|defence|versatile|scheme, "value", "boost",
                   "quantity", "characterName": HERO | SIDEKICK | ANY,
                   "basicText", "immediateText", "duringText", "afterText", "imageUrl"}],
        "ruleCards": [{"title", "content"}], "extraCharacters": [...], "appearance": {...}}}

The result is a card set (the hero card and one action card per entry, ids
prefixed by the set) and a fixed deck naming the hero, labelled ``origin:
community``. Texts the rules read word for word (``community_text``) become
effects; any other text makes its card (or the hero's ability) ``automation:
manual``, listed after import. Unknown fields (art, colours) are ignored.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from tabletop.carddb.deck_import import simplified
from tabletop.carddb.decks import MAIN, Deck
from tabletop.carddb.foreign import ForeignDeck
from tabletop.carddb.problems import DataError, Problem
from tabletop.carddb.yamlio import LineList, LineMap, parse_yaml
from tabletop.engine.safe_json import MAX_DIGITS, JsonRefused
from tabletop.games.unmatched.cards import KEY
from tabletop.games.unmatched.community_text import Fighters, read_effects

TYPES = {"attack": "attack", "defence": "defense", "defense": "defense", "versatile": "versatile",
         "scheme": "scheme"}
TIMED = (("immediateText", "immediately"), ("duringText", "during_combat"), ("afterText", "after_combat"))
NO_SIDEKICK = {"", "none", "nosidekick", "no"}
SET_PREFIX = "community_"


def _slug(text: str, limit: int = 40) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")[:limit].strip("_")


def _display(name: str) -> str:
    """Deck builders often write names in capitals; shown in title case then."""
    name = re.sub(r"\s+", " ", name).strip()
    return name.title() if name.isupper() else name


def _deck_part(data: Any) -> Any:
    return data["deck_data"] if isinstance(data, dict) and isinstance(data.get("deck_data"), dict) else data


def sniff(text: str) -> bool:
    """A JSON object with a hero and a list of cards (at the top or under ``deck_data``)."""
    if not text.lstrip().startswith("{") or '"hero"' not in text or '"cards"' not in text:
        return False
    try:
        deck = _deck_part(_parse_json(text, "<sniff>"))
    except DataError:
        return False
    return isinstance(deck, dict) and isinstance(deck.get("hero"), dict) and isinstance(deck.get("cards"), list)


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise JsonRefused(f"holds a number of {len(text)} digits, longer than any it may hold")
    return int(text)


def _refuse_constant(name: str) -> Any:
    raise JsonRefused(f"holds {name}, which is not a JSON number")


def _parse_json(text: str, source: str) -> Any:
    """Parsed JSON; DataError at the line and column of a syntax error."""
    try:
        return json.loads(text, parse_int=_integer, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise DataError([Problem(source, error.lineno, f"is not valid JSON: {error.msg} (column {error.colno})")]) from None
    except JsonRefused as error:
        raise DataError([Problem(source, 1, str(error))]) from None
    except RecursionError:
        raise DataError([Problem(source, 1, "nests deeper than any deck file does")]) from None


def _lines(text: str, source: str) -> Any:
    """The same document with line numbers (JSON is YAML); None when the YAML reader cannot follow."""
    try:
        return parse_yaml(text, source)
    except DataError:
        return None


@dataclass
class _Reader:
    source: str
    problems: list[Problem] = field(default_factory=list)
    manual: list[str] = field(default_factory=list)
    fatal: list[Problem] = field(default_factory=list)

    def line(self, node: Any, key: Any = None) -> int:
        if isinstance(node, LineMap):
            return node.line_of(key) if key is not None else node.line
        if isinstance(node, LineList):
            return node.line_of(key) if isinstance(key, int) else node.line
        return 1

    def refuse(self, node: Any, key: Any, message: str) -> None:
        self.fatal.append(Problem(self.source, self.line(node, key), message))

    def note(self, node: Any, key: Any, message: str) -> None:
        self.problems.append(Problem(self.source, self.line(node, key), message))

    def number(self, node: Any, key: str, what: str, *, low: int, optional: bool = False) -> int | None:
        value = node.get(key) if isinstance(node, dict) else None
        if value is None and optional:
            return None
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value)  # some builders write numbers as text
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            self.refuse(node, key, f"{what} should be a whole number of at least {low}, not {value!r}")
            return None
        return value

    def text(self, node: Any, key: str) -> str:
        value = node.get(key) if isinstance(node, dict) else None
        if value is None:
            return ""
        if not isinstance(value, str):
            self.refuse(node, key, f"'{key}' should be text, not {type(value).__name__}")
            return ""
        return re.sub(r"[ \t]+", " ", value).strip()


def _fighter_names(name: str) -> set[str]:
    """The ways a card may name a fighter: the whole name, its words, singular and plural."""
    whole = simplified(name)
    found = {whole, whole.rstrip("s")} if whole else set()
    found |= {simplified(word) for word in name.split() if len(simplified(word)) >= 3}
    return found - {""}


def _spoken(name: str) -> tuple[str, ...]:
    """A fighter's name as a sentence may say it (lower case): whole, singular, or one of its words."""
    whole = re.sub(r"\s+", " ", name.casefold()).strip()
    if not whole:
        return ()
    return tuple(sorted({whole, whole.rstrip("s"), *(w for w in whole.split() if len(w) >= 3)}))


def read(text: str, source: str) -> ForeignDeck:
    """A community JSON deck as this program's cards and deck; DataError when it cannot be used."""
    raw = _parse_json(text, source)
    lines = _lines(text, source)
    data = _deck_part(lines if lines is not None else raw)
    top = lines if lines is not None else raw
    reader = _Reader(source)
    if not isinstance(data, dict) or not isinstance(data.get("hero"), dict) or not isinstance(data.get("cards"), list):
        raise DataError([Problem(source, 1, "is not a community deck: expected a JSON object with 'hero' and "
                                            "'cards' (at the top or under 'deck_data')")])
    hero_node = data["hero"]
    hero_name = _display(reader.text(hero_node, "name"))
    if not hero_name:
        reader.refuse(hero_node, "name", "the hero has no name")
    health = reader.number(hero_node, "hp", "the hero's hp", low=1)
    move = reader.number(hero_node, "move", "the hero's move", low=0)
    deck_name = _display(reader.text(top, "name") if isinstance(top, dict) and top is not data else "") \
        or _display(reader.text(data, "name")) or hero_name or "Community deck"
    set_id = SET_PREFIX + (_slug(deck_name) or "deck")
    sidekick = _sidekick(reader, data.get("sidekick"))
    hero_words = _fighter_names(hero_name)
    side_words = _fighter_names(sidekick["name"]) if sidekick else set()
    cards = [card for index, node in enumerate(data["cards"])
             if (card := _card(reader, data["cards"], index, node, set_id, hero_name, hero_words, sidekick,
                               side_words)) is not None]
    _unique_ids(cards)
    if reader.fatal:
        raise DataError(reader.fatal)
    if not cards:
        raise DataError([Problem(source, reader.line(data, "cards"), "the deck has no cards")])
    hero = _hero(reader, data, set_id, hero_name, health, move, bool(hero_node.get("isRanged")), sidekick)
    for card in cards:
        card["hero"] = set_id
    author = reader.text(top, "user") if isinstance(top, dict) else ""
    by = f" by {author}" if author else ""
    deck = Deck("unmatched", deck_name, {MAIN: {c["id"]: c["quantity"] for c in cards}}, "fixed", {"hero": set_id},
                notes=f"A community deck{by}, imported from {source}; not the project's own and not official.",
                origin="community")
    card_set = {"kind": "card-set", "game": "unmatched", "set": set_id, "name": f"{deck_name} (community deck)",
                "version": 1, "cards": [hero, *cards]}
    return ForeignDeck(set_id, card_set, deck, source, tuple(reader.manual), tuple(reader.problems))


def _sidekick(reader: _Reader, node: Any) -> dict | None:
    if not isinstance(node, dict):
        return None
    name = _display(reader.text(node, "name"))
    count = node.get("quantity")
    if simplified(name) in NO_SIDEKICK or not count:
        return None
    quantity = reader.number(node, "quantity", "the sidekick's quantity", low=1)
    health = reader.number(node, "hp", "the sidekick's hp", low=1)
    if quantity is None or health is None:
        return None
    slug = _slug(name, 24)
    key = slug if KEY.match(slug) and slug not in ("any", "hero", "sidekick") else "companion"
    return {"key": key, "name": name, "health": health, "count": quantity,
            "attack": "ranged" if node.get("isRanged") else "melee"}


def _hero(reader: _Reader, data: Any, set_id: str, name: str, health: int | None, move: int | None,
          ranged: bool, sidekick: dict | None) -> dict:
    ability = reader.text(data["hero"], "specialAbility")
    rules = [f"{_display(reader.text(rule, 'title'))}: {reader.text(rule, 'content')}"
             for rule in data.get("ruleCards") or [] if isinstance(rule, dict) and reader.text(rule, "content")]
    text = "\n".join(part for part in (ability, *rules) if part)
    hero: dict[str, Any] = {"id": set_id, "type": "hero", "name": name, "health": health, "move": move,
                            "attack": "ranged" if ranged else "melee"}
    if text:
        hero["text"] = text
        hero["automation"] = "manual"
        reader.manual.insert(0, f"{name} (special ability): {text}")
    if sidekick:
        hero["sidekicks"] = [sidekick]
    extra = data.get("extraCharacters") or []
    if isinstance(extra, list) and any(isinstance(e, dict) and e.get("hero") for e in extra):
        reader.note(data, "extraCharacters", f"{len(extra)} extra character(s) left out: the import reads "
                                             "one hero and one sidekick")
    return hero


def _fighter(reader: _Reader, node: Any, title: str, hero_words: set[str], sidekick: dict | None,
             side_words: set[str]) -> str:
    named = reader.text(node, "characterName")
    key = simplified(named)
    if key in ("", "any", "anyone", "all"):
        return "any"
    if key in hero_words:
        return "hero"
    if sidekick and key in side_words:
        return "sidekick"
    reader.note(node, "characterName", f"{title}: '{named}' is neither the hero nor the sidekick, so any "
                                       "fighter may use it")
    return "any"


def _card(reader: _Reader, cards: Any, index: int, node: Any, set_id: str, hero_name: str,
          hero_words: set[str], sidekick: dict | None, side_words: set[str]) -> dict | None:
    if not isinstance(node, dict):
        reader.refuse(cards, index, f"card {index + 1} should be an object with a title and a type")
        return None
    if node.get("isCharacterCard"):
        return None  # a hero or rule card riding along (Tabletop Simulator exports), not a deck card
    title = _display(reader.text(node, "title"))
    if not title:
        reader.refuse(cards, index, f"card {index + 1} has no title")
        return None
    kind = TYPES.get(reader.text(node, "type").casefold())
    if kind is None:
        reader.refuse(node, "type", f"{title}: type should be attack, defence, versatile or scheme, "
                                    f"not {node.get('type')!r}")
        return None
    quantity = reader.number(node, "quantity", f"{title}: quantity", low=1)
    boost = reader.number(node, "boost", f"{title}: boost", low=0, optional=True)
    value = None if kind == "scheme" else reader.number(node, "value", f"{title}: value", low=0)
    if quantity is not None and quantity > 30:
        reader.refuse(node, "quantity", f"{title}: quantity {quantity} is more than a deck holds (30)")
    fighter = _fighter(reader, node, title, hero_words, sidekick, side_words)
    card: dict[str, Any] = {"id": _slug(title) or f"card_{index + 1}", "type": kind, "name": title,
                            "fighter": fighter, "quantity": quantity}
    if value is not None:
        card["value"] = value
    if boost is not None:
        card["boost"] = boost
    side_name = sidekick["name"] if sidekick else ""
    own = {"hero": _spoken(hero_name), "sidekick": _spoken(side_name)}.get(fighter, ())
    names = Fighters(own=own, hero=_spoken(hero_name))
    _texts(reader, node, card, title, kind, names)
    card["_set"] = set_id
    return card


def _texts(reader: _Reader, node: Any, card: dict, title: str, kind: str, names: Fighters) -> None:
    basic = reader.text(node, "basicText")
    timed = {when: reader.text(node, key) for key, when in TIMED}
    effects: list[dict] = []
    readable = True
    if kind == "scheme":
        text = "\n".join(part for part in (basic, *timed.values()) if part)
        if text:
            card["text"] = text
            found = read_effects(text, "scheme", names)
            readable = found is not None
            effects = found or []
    else:
        if basic:
            card["text"] = basic
            readable = False  # a combat card's own rule ("BOOST TRICK: ...") has no timing the engine plays
        for when, words in timed.items():
            if not words:
                continue
            card[when] = words
            found = read_effects(words, when, names)
            readable = readable and found is not None
            effects += found or []
    said = [card.get("text", "")] + [card.get(w, "") for w in ("immediately", "during_combat", "after_combat")]
    if readable and effects:
        card["effects"] = effects
    elif not readable:
        card["automation"] = "manual"
        reader.manual.append(f"{title}: " + " / ".join(part for part in said if part))


def _unique_ids(cards: list[dict]) -> None:
    seen: set[str] = set()
    for card in cards:
        base = f"{card.pop('_set')}_{card['id']}"
        card_id, number = base, 2
        while card_id in seen:
            card_id, number = f"{base}_{number}", number + 1
        seen.add(card_id)
        card["id"] = card_id

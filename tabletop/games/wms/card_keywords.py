"""WMS keywords: the full list, their canonical written form, and parsing.

A card stores its keywords as strings in one canonical form: ``Name`` for a
keyword without parameter (``Fly``, ``AA``, ``Guard``) and ``Name(param)`` for
the two that carry one: ``Psych(2)`` (Power Points) and ``Squad(1V+1H)``
(which other Unit cards may join). :func:`parse_keyword` turns that text into
``(name, parameter)`` or raises :class:`KeywordError` with a sentence saying
what is wrong; the schema calls it to reject bad data at its line.

Squad specifications are terms ``<count><class letter>`` joined either all by
``+`` (every term is needed together) or all by ``/`` (any one term); the
letters name class keywords (V Vehicle, H Heavy, L Light, C Character,
M Monster, and D Demon, which the rules list among the class keywords but
never abbreviate).
"""

from __future__ import annotations

import re
from typing import NamedTuple

CLASS_KEYWORDS: tuple[str, ...] = ("Character", "Demon", "Heavy", "Light", "Vehicle")
"""Keywords that only say what a unit is; restrictions and squads refer to them."""

KEYWORDS: dict[str, str] = {
    "Character": "a person",
    "Demon": "a creature of the warp",
    "Heavy": "heavily armed or armoured",
    "Light": "lightly armed and fast",
    "Vehicle": "a machine",
    "AA": "ignores the opponent's Fly",
    "Blast": "opposing Token cards count for nothing against it",
    "Change": "when played, you may reorder your Command Stack",
    "Commander": "may be chosen as your Commander",
    "Common": "any number of copies may be in a deck",
    "Disrupt": "when played, the opposing card loses a keyword you choose (not Squad)",
    "Enfeeble": "opposing cards get -1 CC",
    "Fear": "opposing cards get -1 CC and -1 RC",
    "Fearless": "ignores the opponent's Fear",
    "Fly": "opposing cards get -1 CC and -1 RC; ignores the opponent's Fly",
    "Fury": "+1 CC when played, until the opponent plays a new Unit card",
    "Guard": "in your Support Zone: losing the Fight costs your Commander no Wound",
    "Monster": "may be played with 2 Equipment cards",
    "Psych": "Psych(n): n Power Points to spend on +1 CC, +1 RC or a Power card",
    "Repair": "in your Support Zone: Recycle 1 Vehicle unit at the end of the Fight",
    "Reserves": "may start the game in your Reserves Zone",
    "Sniper": "+1 RC against a Character",
    "Squad": "Squad(spec): other Unit cards may be played with it as one squad",
    "Stealth": "opposing cards get -1 RC",
    "Swarm": "brings one Swarm Token per Wound your Commander has left",
    "Unique": "only one copy in a deck; never recycled unless a card says so",
}
"""Every universal keyword with a one-line summary in the project's own words."""

SUPPORT_KEYWORDS: frozenset[str] = frozenset({"Guard", "Repair"})
"""The rules' starred keywords: the card moves to the Support Zone when covered."""

SETUP_KEYWORDS: frozenset[str] = frozenset({"Commander", "Common", "Reserves", "Unique"})
"""Keywords about deck building and set-up; no equipment or effect can grant them."""

PARAMETER_KINDS: dict[str, str] = {"Psych": "points", "Squad": "squad"}

CLASS_LETTERS: dict[str, str] = {
    "V": "Vehicle",
    "H": "Heavy",
    "L": "Light",
    "C": "Character",
    "M": "Monster",
    "D": "Demon",
}

RACE_KEYWORDS: dict[str, dict[str, str]] = {
    "marines": {},
    "evil_marines": {
        "Possession": "when played, you may discard a card to make it a Demon with +1 CC",
    },
}
"""Keywords only one race's cards carry, each explained by a special card."""

_FORM = re.compile(r"([A-Za-z]+)(\*?)(\s*)(?:\((.*)\))?")
_TERM = re.compile(r"([1-9][0-9]*)([A-Za-z])")
_POINTS = re.compile(r"[1-9][0-9]*")


class KeywordError(ValueError):
    """A keyword text that is not in canonical form; the message says why."""


class Keyword(NamedTuple):
    name: str
    param: str | None = None

    def __str__(self) -> str:
        return self.name if self.param is None else f"{self.name}({self.param})"


def race_of_keyword(name: str) -> str | None:
    """The race whose special keyword ``name`` is, or None."""
    for race, words in RACE_KEYWORDS.items():
        if name in words:
            return race
    return None


def all_keyword_names() -> list[str]:
    return [*KEYWORDS, *(name for words in RACE_KEYWORDS.values() for name in words)]


def check_name(name: str, race: str | None = None) -> str:
    """``name`` if it is a keyword (of ``race`` when given); else KeywordError."""
    if name in KEYWORDS:
        return name
    owner = race_of_keyword(name)
    if owner is not None:
        if race is not None and owner != race:
            raise KeywordError(f"'{name}' is a keyword of the {owner} race only")
        return name
    for known in all_keyword_names():
        if known.casefold() == name.casefold():
            raise KeywordError(f"write '{known}', not '{name}'")
    raise KeywordError(f"'{name}' is not a WMS keyword (known: {', '.join(all_keyword_names())})")


def parse_squad(spec: str) -> tuple[tuple[tuple[int, str], ...], ...]:
    """A Squad specification as alternatives, each a tuple of (count, class keyword).

    ``1V+1H`` -> ``(((1, 'Vehicle'), (1, 'Heavy')),)``;
    ``1C/1M`` -> ``(((1, 'Character'),), ((1, 'Monster'),))``.
    """
    if not spec:
        raise KeywordError("Squad needs its members, e.g. Squad(2L)")
    if "+" in spec and "/" in spec:
        raise KeywordError(f"Squad({spec}) mixes '+' and '/'; use one or the other")
    separator = "+" if "+" in spec else "/"
    terms: list[tuple[int, str]] = []
    for part in spec.split(separator):
        match = _TERM.fullmatch(part)
        if not match:
            raise KeywordError(
                f"'{part}' in Squad({spec}) should be a count and a class letter, like 2L"
            )
        letter = match.group(2)
        if letter not in CLASS_LETTERS:
            letters = ", ".join(f"{k} {v}" for k, v in CLASS_LETTERS.items())
            raise KeywordError(f"'{letter}' in Squad({spec}) is not a class letter ({letters})")
        if any(CLASS_LETTERS[letter] == name for _, name in terms):
            raise KeywordError(f"Squad({spec}) names '{letter}' twice")
        terms.append((int(match.group(1)), CLASS_LETTERS[letter]))
    if separator == "+":
        return (tuple(terms),)
    return tuple((term,) for term in terms)


def parse_keyword(text: object, race: str | None = None) -> Keyword:
    """Parse one canonical keyword text; KeywordError says what is wrong.

    With ``race`` given, another race's special keyword is refused.
    """
    if not isinstance(text, str) or not text:
        raise KeywordError(f"a keyword should be text like 'Fly' or 'Psych(2)', not {text!r}")
    if text != text.strip():
        raise KeywordError(f"remove the spaces around '{text.strip()}'")
    match = _FORM.fullmatch(text)
    if not match:
        raise KeywordError(f"'{text}' is not a keyword; write Name or Name(parameter)")
    raw_name, star, space, param = match.groups()
    name = check_name(raw_name, race)
    if star:
        if name in SUPPORT_KEYWORDS:
            raise KeywordError(f"write '{name}' without '*' (the star only marks Support Zone keywords)")
        raise KeywordError(f"'{name}' has no '*'")
    if space:
        raise KeywordError(f"write '{name}({param})' without a space before '('")
    kind = PARAMETER_KINDS.get(name)
    if kind is None:
        if param is not None:
            raise KeywordError(f"'{name}' takes no parameter")
        return Keyword(name)
    if param is None:
        example = "Psych(2)" if kind == "points" else "Squad(2L)"
        raise KeywordError(f"'{name}' needs a parameter, e.g. {example}")
    if kind == "points":
        if not _POINTS.fullmatch(param):
            raise KeywordError(f"Psych needs a whole number of Power Points of at least 1, not '{param}'")
        return Keyword(name, str(int(param)))
    parse_squad(param)
    return Keyword(name, param)


def keyword_problems(keywords: tuple[str, ...], race: str | None = None) -> list[str]:
    """Problems with a card's keyword list: bad forms and keywords listed twice."""
    problems: list[str] = []
    seen: set[str] = set()
    for text in keywords:
        try:
            keyword = parse_keyword(text, race)
        except KeywordError as error:
            problems.append(f"keyword {text!r}: {error}")
            continue
        if keyword.name in seen:
            problems.append(f"keyword '{keyword.name}' is listed twice")
        seen.add(keyword.name)
    return problems


def name_problems(names: tuple[str, ...], what: str) -> list[str]:
    """Problems with a list of bare keyword names (no parameters), e.g. a restriction."""
    problems = []
    for name in names:
        try:
            check_name(name)
        except KeywordError as error:
            problems.append(f"{what} {name!r}: {error}")
    return problems


def keyword_map(keywords: tuple[str, ...]) -> dict[str, str | None]:
    """Keyword name -> parameter, for valid keyword texts (the loader has checked them)."""
    result: dict[str, str | None] = {}
    for text in keywords:
        keyword = parse_keyword(text)
        result[keyword.name] = keyword.param
    return result

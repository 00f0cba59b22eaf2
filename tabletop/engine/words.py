"""Plurals and articles for every message and label: one helper, used everywhere.

``count(1, "card")`` is "1 card", ``count(3, "card")`` "3 cards", ``count(0, "card")``
"no cards"; irregular plurals are given (``count(2, "enemy", "enemies")``).
``article("attack")`` is "an attack".
"""

from __future__ import annotations

NO_BREAK = "\u00a0"
"""A space at which a wrapped line never breaks ("hand 9": the word stays with its number)."""

_VOWEL_SOUND_EXCEPTIONS = ("one", "uni", "use", "eu", "ubi")  # "a unit", "a one-shot"
_SILENT_H = ("hour", "honest", "honour", "heir")


def plural(noun: str, amount: int, many: str | None = None) -> str:
    """``noun`` for ``amount`` of it: the noun itself for exactly one, else its plural."""
    if amount == 1 or amount == -1:
        return noun
    if many is not None:
        return many
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "i", "o", "u"):
        return noun[:-1] + "ies"
    return noun + "s"


def count(amount: int, noun: str, many: str | None = None, *, zero: str = "no") -> str:
    """``amount`` and the noun in the right number: "1 card", "2 cards", "no cards"."""
    number = zero if amount == 0 and zero else str(amount)
    return f"{number} {plural(noun, amount, many)}"


def article(noun: str) -> str:
    """"a" or "an" before ``noun`` (by its sound, for the common English cases), with the noun."""
    lower = noun.lower()
    vowel = lower[:1] in ("a", "e", "i", "o", "u") and not lower.startswith(_VOWEL_SOUND_EXCEPTIONS)
    if lower.startswith(_SILENT_H):
        vowel = True
    return f"{'an' if vowel else 'a'} {noun}"

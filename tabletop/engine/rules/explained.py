"""A derived number together with the arithmetic that made it.

Every number a rule derives (a combat value, a cost, the damage dealt) is an
:class:`Explained`, so the log, the prompt and the card panel show the sum the
same way in every game: ``11 RC = 8 Razortank + 3 Technomarine``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

Part = tuple[int, str]
"""(amount, source): ``(3, "Technomarine")``."""


@dataclass(frozen=True, slots=True)
class Explained:
    """``value`` and the ``parts`` it is the sum of; ``unit`` names what is counted ("RC", "damage").

    ``floor`` is the least the value may be (damage never below 0): when the
    parts add up to less, the value is the floor and the text says so.
    """

    value: int
    parts: tuple[Part, ...] = ()
    unit: str = ""
    floor: int | None = None

    @classmethod
    def of(cls, parts: Iterable[Part], unit: str = "", floor: int | None = None) -> Explained:
        """The sum of ``parts`` (raised to ``floor`` when given)."""
        kept = tuple((int(amount), str(source)) for amount, source in parts)
        total = sum(amount for amount, _ in kept)
        if floor is not None:
            total = max(floor, total)
        return cls(total, kept, unit, floor)

    def plus(self, amount: int, source: str) -> Explained:
        """This value with one more part."""
        return Explained.of((*self.parts, (amount, source)), self.unit, self.floor)

    def __int__(self) -> int:
        return self.value

    @property
    def head(self) -> str:
        """The value with its unit: ``11 RC``."""
        return f"{self.value} {self.unit}".strip()

    def text(self) -> str:
        """``11 RC = 8 Razortank + 3 Technomarine`` (just ``11 RC`` when nothing to add)."""
        if not self.parts:
            return self.head
        amount, source = self.parts[0]
        body = f"{amount} {source}".strip()
        for amount, source in self.parts[1:]:
            sign = "+" if amount >= 0 else "−"
            body += f" {sign} {abs(amount)} {source}".rstrip()
        if len(self.parts) == 1 and body == self.head:
            return self.head
        raised = sum(a for a, _ in self.parts) != self.value
        shown = f"{self.head} = {body}"
        return shown + (f" (never below {self.floor})" if raised else "")

    def __str__(self) -> str:
        return self.text()

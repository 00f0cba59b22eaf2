"""A least-recently-used cache bounded by bytes: faces drawn at the size they are shown.

Faces are drawn for each size a card is shown at (zoom × device pixel ratio),
so the number kept must be bounded by what they weigh, not by how many: one
face at 2× on a large view weighs as much as a hundred small ones on the table.
The values are anything (Pillow images, Qt pixmaps); the caller says what each
weighs.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

Value = TypeVar("Value")


class ByteLRU(Generic[Value]):
    """Values by key, the least recently used dropped once their weight passes ``limit`` bytes."""

    def __init__(self, limit: int, weigh: Callable[[Value], int]) -> None:
        self.limit = limit
        self.weigh = weigh
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[Value, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> Value | None:
        """The value (now the most recently used), or None."""
        found = self._items.get(key)
        if found is None:
            return None
        self._items.move_to_end(key)
        return found[0]

    def put(self, key: Hashable, value: Value) -> Value:
        """Keep ``value``; drop the least recently used until the weight is within the limit.

        The newest value always stays, even when it alone weighs more than the limit.
        """
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        weight = max(0, int(self.weigh(value)))
        self._items[key] = (value, weight)
        self.bytes += weight
        while self.bytes > self.limit and len(self._items) > 1:
            _, (_, dropped) = self._items.popitem(last=False)
            self.bytes -= dropped
        return value

    def get_or_make(self, key: Hashable, make: Callable[[], Value]) -> Value:
        found = self.get(key)
        return found if found is not None else self.put(key, make())

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

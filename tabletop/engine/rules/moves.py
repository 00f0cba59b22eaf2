"""How a game states its rules: one :class:`Move` per action type, gathered in :class:`Rules`.

A move says when it may be made (``answers``: the decision kinds it answers,
or :data:`FREE` for the active seat's own move when nobody is being asked),
lists the legal actions of its type (``options``), says why one is refused
(``check``), makes it (``do``, writing through ``ctx.change``) and names it
(``label`` for the log and the history, ``menu`` for a short button text).

Every game's ``rules.py`` builds one ``RULES = Rules(...)``; the engine's entry
points (:mod:`tabletop.engine.rules.play`) are the same for every game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.carddb.model import CardDatabase
from tabletop.engine.actions import Action
from tabletop.engine.rules.context import Context
from tabletop.engine.values import FrozenDict

FREE = "turn"
"""The kind of moment when no question is pending: the active seat makes its own moves."""

Options = Callable[[Any], Iterable[Action]]
Check = Callable[[Any, Any], "str | None"]
Do = Callable[[Any, Any], None]
Words = Callable[[Any, Any], str]
Step = Callable[[Any, FrozenDict], None]


@dataclass(frozen=True)
class Move:
    """The rules of one action type.

    ``options(ctx)`` yields the legal actions of this type for the deciding
    seat, and only legal ones (the shared tests check that each listed action
    passes ``check``). ``check(ctx, action)`` is None when the action is
    allowed, else the sentence a player reads; without a ``check`` an action
    is legal when it is among the options (``refusal`` then says why not).
    """

    action: type[Action]
    answers: tuple[str, ...]
    options: Options
    do: Do
    label: Words
    check: Check | None = None
    menu: Words | None = None
    refusal: Words | None = None


def _no_settling(ctx: Context) -> None:
    return None


def _never_skip(ctx: Context, decision: FrozenDict) -> bool:
    return False


@dataclass(frozen=True)
class Rules:
    """A game's whole rules record.

    - ``context``: the game's Context subclass;
    - ``moves``: one Move per action type;
    - ``prompt(ctx)``: what the deciding seat must do now, in a sentence;
    - ``status(ctx)``: short lines for the status panel;
    - ``steps``: the handlers of the queue's automatic entries, by kind
      (see :mod:`tabletop.engine.rules.queue`);
    - ``settle(ctx)``: what is checked after every move before the queue runs
      (state-based effects); ``skip(ctx, decision)``: a queued question nobody
      could answer (nothing to discard) is passed over;
    - ``zone_cards``: per zone kind, the card classes the rules read there
      (``{"staging": (Character,)}``); a card of another class that a manual
      step put there stays on the table but the rules pass over it
      (:meth:`Context.expected_cards`);
    - ``listing(ctx)``: optional, a game that works out all its legal actions
      at once gives them here as one new list (each type's actions in the order
      its Move would give them); the legal actions are then those of the moment's
      moves, in the moves' order (a stable sort, skipped when the list already
      is so), without asking each Move's ``options``.
    """

    game: str
    context: type[Context]
    moves: tuple[Move, ...]
    prompt: Callable[[Any], str]
    status: Callable[[Any], list[str]]
    steps: Mapping[str, Step] = field(default_factory=dict)
    settle: Callable[[Any], None] = _no_settling
    skip: Callable[[Any, FrozenDict], bool] = _never_skip
    zone_cards: Mapping[str, tuple[type, ...]] = field(default_factory=dict)
    listing: Callable[[Any], list[Action]] | None = None
    _by_type: dict[type[Action], Move] = field(default_factory=dict, repr=False, compare=False)
    _by_kind: dict[str, tuple[Move, ...]] = field(default_factory=dict, repr=False, compare=False)
    _answering: dict[str, dict[type[Action], int]] = field(default_factory=dict, repr=False, compare=False)
    _zone_key: Any = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        # the key of zone_cards among a database's derived facts; a frozenset keeps its hash
        object.__setattr__(self, "_zone_key", ("zone_cards", frozenset(self.zone_cards.items())))
        for move in self.moves:
            if move.action in self._by_type:
                raise ValueError(f"{self.game}: two moves for {move.action.__name__}")
            self._by_type[move.action] = move
            for kind in move.answers:
                self._by_kind[kind] = (*self._by_kind.get(kind, ()), move)
        for kind, moves in self._by_kind.items():
            self._answering[kind] = {move.action: rank for rank, move in enumerate(moves)}

    @property
    def action_types(self) -> tuple[type[Action], ...]:
        return tuple(self._by_type)

    def move_for(self, action: Action) -> Move | None:
        return self._by_type.get(type(action))

    def fitting(self, db: CardDatabase) -> Mapping[str, frozenset[str]]:
        """Per zone kind of ``zone_cards``, the ids of ``db``'s cards of the classes the rules read
        there (worked out once per database)."""
        return db.derived(self._zone_key, self._fitting_in)

    def _fitting_in(self, db: CardDatabase) -> dict[str, frozenset[str]]:
        return {kind: frozenset(card_id for card_id, card in db.cards.items() if isinstance(card, expected))
                for kind, expected in self.zone_cards.items() if expected}

    def moves_for(self, kind: str) -> tuple[Move, ...]:
        """The moves that answer a decision of ``kind`` (or :data:`FREE`)."""
        return self._by_kind.get(kind, ())

    def answering(self, kind: str) -> Mapping[type[Action], int]:
        """The action types that answer a decision of ``kind`` (or :data:`FREE`), each with its place among
        those moves."""
        return self._answering.get(kind) or {}

"""Reading an Unmatched game through one context: fighters, their spaces, heroes, cards, the board.

:class:`UnmatchedContext` is the engine's :class:`~tabletop.engine.rules.Context`
with Unmatched's reading helpers; the changes themselves are in mechanics.py
and the modules that use it. The battlefield's graph is built once per card
database (``db.derived``), never kept in a module.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.carddb.model import CardDatabase
from tabletop.engine.rules import TEAMS, Context
from tabletop.engine.state import State, Token
from tabletop.engine.transaction import Builder
from tabletop.games.unmatched.board import Board, BoardView, door_of
from tabletop.games.unmatched.cards import ActionCard, Hero

SPACE = "space:"
FIGHTER = "fighter"
TAIL = "tail"  # marks the second space of a large fighter
MARKER = "marker"  # a hero's board tokens (traps...)
SMALL = "small"  # a small fighter's size: shares spaces (up to SMALL_PER_SPACE small ones on a space)
SMALL_PER_SPACE = 4

def zone(player: int, name: str) -> str:
    """A player's zone id, e.g. ``zone(0, "hand") == "p0.hand"``."""
    return f"p{player}.{name}"


def ongoing_key(player: int) -> str:
    """The data key of a player's ongoing schemes (schemes.py): hero token id -> card id."""
    return f"p{player}.ongoing"


def space_of(location: str) -> str | None:
    """The space id of a ``space:<id>`` location, else None."""
    return location[len(SPACE):] if location.startswith(SPACE) else None


def token_order(token: Token) -> tuple[int, str]:
    """Tokens in creation order, whatever order undo left the state's dict in."""
    digits = token.id[1:]
    return (int(digits), "") if digits.isdigit() else (1 << 30, token.id)


def board_for(db: CardDatabase, battlefield_id: str) -> Board:
    """The battlefield's graph, built once per card database."""
    return db.derived(("unmatched.board", battlefield_id), lambda d: Board(d.extras["battlefield"][battlefield_id]))


class UnmatchedContext(Context):
    """The rules' view of a state: the board, heroes, cards and fighters (and the step under way)."""

    def __init__(self, state: State, db: CardDatabase, rules: Any, step: Builder | None = None):
        super().__init__(state, db, rules, step)
        self.board = board_for(db, state.data["battlefield"])
        self._view_key: Any = None
        self._view: BoardView | None = None

    # -- the board ---------------------------------------------------------------
    @property
    def view(self) -> BoardView:
        keys = self.state.data.get("closed_doors", ())
        if keys is not self._view_key or self._view is None:  # door states are frozen tuples: same object, same doors
            self._view = self.board.view(frozenset(door_of(key) for key in keys))
            self._view_key = keys
        return self._view

    def closed_doors(self) -> frozenset[frozenset[str]]:
        return self.view.closed

    # -- players and cards -----------------------------------------------------
    def hero_card(self, player: int) -> Hero:
        card = self.db.cards[self.state.data["heroes"][player]]
        assert isinstance(card, Hero)
        return card

    def card(self, card_id: str) -> ActionCard:
        definition = self.db.cards[self.state.cards[card_id].definition]
        assert isinstance(definition, ActionCard)
        return definition

    def who(self, player: int) -> str:
        """A player as the log names them: 'Ann (Medusa)'."""
        return f"{self.seat_name(player)} ({self.hero_card(player).name})"

    def hand(self, player: int) -> list[str]:
        return self._action_cards(zone(player, "hand"))

    def deck(self, player: int) -> list[str]:
        return self._action_cards(zone(player, "deck"))

    def discarded(self, player: int, word: str) -> int:
        """How many cards in the player's discard pile have ``word`` in their name (Voyage...)."""
        word = word.lower()
        return sum(word in self.card_name(c).lower() for c in self._action_cards(zone(player, "discard")))

    def _action_cards(self, zone_id: str) -> list[str]:
        """A pile's action cards: a hero card moved there by hand is passed over by the rules
        (``Rules.zone_cards`` names the action cards for hands, decks and discard piles)."""
        return self.expected_cards(zone_id)

    def form(self, player: int) -> str | None:
        return self.state.data.get(f"p{player}.form")

    def form_name(self, player: int) -> str:
        key = self.form(player)
        forms = {f.key: f.name for f in self.hero_card(player).forms}
        return forms.get(key or "", key or "")

    # -- fighters --------------------------------------------------------------
    def fighters(self, player: int | None = None) -> list[Token]:
        """Fighters on the board (of one player, or everyone's), in a stable order."""
        return list(self.on_board(player))

    def on_board(self, player: int | None = None) -> tuple[Token, ...]:
        """:meth:`fighters`, kept with the position (shared by every reader: never change it)."""
        return self.kept(("unmatched.fighters", player), lambda: self._fighters(player))

    def _fighters(self, player: int | None) -> tuple[Token, ...]:
        if player is not None:  # everyone's, in the same order, read once
            return tuple(t for t in self.on_board() if t.owner == player)
        found = [t for t in self.state.tokens.values() if t.kind == FIGHTER and t.location.startswith(SPACE)]
        found.sort(key=token_order)
        return tuple(found)

    def unplaced(self, player: int, *, later: bool = False) -> list[Token]:
        """Fighters off the board: those placed at setup, or (``later``) those that join later (summoned)."""
        found = [t for t in self.state.tokens.values()
                 if t.kind == FIGHTER and t.owner == player and not t.location.startswith(SPACE)
                 and bool(t.data.get("later")) == later and not t.data.get("away")]
        found.sort(key=token_order)
        return found

    def away(self, player: int) -> list[Token]:
        """Undefeated fighters off the board, coming back at the start of their player's turn (dormant.py)."""
        found = [t for t in self.state.tokens.values()
                 if t.kind == FIGHTER and t.owner == player and t.data.get("away")]
        found.sort(key=token_order)
        return found

    def ongoing_guards(self, player: int) -> set[str]:
        """The guards of a player's ongoing schemes in play (schemes.py)."""
        found = set()
        for card_id in dict(self.state.data.get(ongoing_key(player), {})).values():
            lasting = self.card(card_id).ongoing
            if lasting is not None and lasting.guard != "none":
                found.add(lasting.guard)
        return found

    def fighter(self, token_id: str) -> Token | None:
        token = self.state.tokens.get(token_id)
        return token if token is not None and token.kind == FIGHTER else None

    def alive(self, token_id: str | None) -> bool:
        token = self.state.tokens.get(token_id or "")
        return token is not None and token.kind == FIGHTER and token.location.startswith(SPACE)

    def heroes(self, player: int) -> list[Token]:
        return [t for t in self.state.tokens.values()
                if t.kind == FIGHTER and t.owner == player and t.data.get("hero")]

    def name(self, token_id: str) -> str:
        token = self.state.tokens.get(token_id)
        return str(token.data.get("name", token_id)) if token is not None else token_id

    def spaces(self, token: Token) -> tuple[str, ...]:
        """The spaces a fighter fills: one, or two for a stretched large fighter."""
        location = token.location
        if not location.startswith(SPACE):
            return ()
        tail = token.data.get("tail")
        return (location[len(SPACE):], tail) if tail else (location[len(SPACE):],)

    def occupancy(self, fighters: list[Token] | None = None) -> dict[str, str]:
        """Space id -> the fighter filling it (``fighters``: ``self.fighters()``, when already read);
        small fighters fill no space: others share it."""
        filled = {}
        for token in self.fighters() if fighters is None else fighters:
            if token.data.get("size") != SMALL:
                for space in self.spaces(token):
                    filled[space] = token.id
        return filled

    def small_count(self, space: str, but: str = "") -> int:
        """How many small fighters stand on ``space`` (``but`` one left out)."""
        location = SPACE + space
        return sum(1 for t in self.state.tokens.values() if t.kind == FIGHTER and t.location == location
                   and t.data.get("size") == SMALL and t.id != but)

    def open_spaces(self, token: Token) -> list[str]:
        """Where this fighter may be put: an empty space, or for a small fighter any space holding fewer
        than four small fighters (it shares a space with any other fighter)."""
        if token.data.get("size") == SMALL:
            return [s for s in self.board.ids if self.small_count(s, but=token.id) < SMALL_PER_SPACE]
        return self.empty_spaces()

    def markers_at(self, space: str) -> list[Token]:
        """Board markers (traps...) on a space, fighters excluded."""
        location = SPACE + space
        return [t for t in self.state.tokens.values()
                if t.kind not in (FIGHTER, TAIL) and t.location == location]

    def empty_spaces(self, exclude: Iterable[str] = ()) -> list[str]:
        """Spaces with no fighter (markers allowed), in board order."""
        filled = set(self.occupancy()) | set(exclude)
        return [s for s in self.board.ids if s not in filled]

    # -- geometry between fighters -------------------------------------------
    def adjacent(self, a: Token, b: Token) -> bool:
        """Adjacent spaces; fighters sharing a space (a small fighter with another) are adjacent too."""
        view = self.view
        b_spaces = self.spaces(b)
        return any(s in view.adjacent[x] or (s == x and a.id != b.id) for x in self.spaces(a) for s in b_spaces)

    def share_zone(self, a: Token, b: Token) -> bool:
        view = self.view
        b_spaces = self.spaces(b)
        return any(view.same_zone(x, s) for x in self.spaces(a) for s in b_spaces)

    def distance(self, a: Token, b: Token) -> int | None:
        view = self.view
        found = [view.distance(x, s) for x in self.spaces(a) for s in self.spaces(b)]
        found = [d for d in found if d is not None]
        return min(found) if found else None

    def zone_spaces(self, token: Token) -> set[str]:
        """Every space in a zone with this fighter."""
        view = self.view
        found: set[str] = set()
        for space in self.spaces(token):
            found |= view.zone_mates(space)
        return found

    def adjacent_spaces(self, token: Token) -> set[str]:
        """Spaces next to the fighter (a small fighter is adjacent to its own space too)."""
        view = self.view
        mine = set(self.spaces(token))
        found: set[str] = set()
        for space in mine:
            found |= view.adjacent[space]
        return found | mine if token.data.get("size") == SMALL else found - mine

    def opposing(self, token: Token) -> list[Token]:
        return [t for t in self.fighters() if not self.friends(t.owner, token.owner)]

    # -- seats and teams (2v2: teammates' fighters are friendly) ---------------------------
    def friends(self, a: int | None, b: int | None) -> bool:
        """Whether two seats play on one side (a seat is its own friend)."""
        if a == b:
            return True
        if a is None or b is None or TEAMS not in self.state.data:
            return False
        return b in self.team_of(a)

    def enemy_fighters(self, player: int) -> list[Token]:
        """The fighters on the board of every seat not on ``player``'s side."""
        return [t for t in self.fighters() if not self.friends(t.owner, player)]

    def dormant(self, player: int) -> bool:
        """A player with no fighter on the board is dormant: no actions, no draws, not an opponent,
        not forced to discard. Checked at the end of each action (``data["dormant"]``, dormant.py);
        before the first check, read from the board (nobody is dormant during setup)."""
        if "dormant" in self.state.data:
            return player in self.state.data["dormant"]
        return bool(self.state.data.get("started")) and not self.fighters(player)

    def opponent(self, player: int) -> int:
        """"Your opponent" for an effect: the other fighter's player in this combat, else the next
        opponent in turn order who is not dormant."""
        fight = self.state.data.get("combat")
        if fight and player in (int(fight["ap"]), int(fight["dp"])):
            return int(fight["dp"]) if int(fight["ap"]) == player else int(fight["ap"])
        found = self.opponents(player)
        return next((seat for seat in found if not self.dormant(seat)), found[0])

    def usable(self, card: ActionCard, token: Token) -> bool:
        """Whether this fighter may use this card (ANY, hero, sidekick or its own key)."""
        user = card.fighter
        if user == "any":
            return True
        if user == "hero":
            return bool(token.data.get("hero"))
        if user == "sidekick":
            return not token.data.get("hero")
        return user == token.data.get("key")

    def where(self, token: Token) -> str:
        """A fighter's spaces for the log."""
        return " + ".join(self.board.name(s) for s in self.spaces(token))

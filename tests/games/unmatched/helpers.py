"""Building Unmatched positions for scenario tests.

Positions are set up with manual steps (recorded and undoable like any manual
override), then the test plays rules actions and checks the outcome.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Action, PlayerSetup, Setup
from tabletop.engine.session import Session
from tabletop.engine.transaction import Builder
from tabletop.engine.values import FrozenDict
from tabletop.engine.views import view
from tabletop.games.unmatched import deck_rules
from tabletop.games.unmatched.context import UnmatchedContext, zone
from tabletop.games.unmatched.mechanics import relocate
from tabletop.games.unmatched.rules import RULES
from tests.arrange import arrange
from tests.games.shipped import shipped

GAME = shipped("unmatched")

DB = GAME.db


def new_game(heroes: tuple[str, str] = ("robin_hood", "medusa"), battlefield: str = "sunken_abbey",
             *, first: str = "0", seed: int = 7, settle: bool = True) -> Session:
    """A game between these heroes; with ``settle`` the setup choices are made (first option)."""
    seats = tuple(PlayerSetup(name, deck_rules.deck_for_hero(DB.cards[hero], DB))  # type: ignore[arg-type]
                  for name, hero in zip(("Ann", "Bob"), heroes, strict=True))
    session = Session(GAME, Setup("unmatched", seats, seed,
                                  FrozenDict({"battlefield": battlefield, "first_player": first})))
    if settle:
        while session.state.phase == "setup":
            session.perform(session.legal_actions()[0])
    return session


def ctx(session: Session) -> UnmatchedContext:
    return UnmatchedContext(session.state, DB, RULES)


def fighter(session: Session, player: int, name: str) -> str:
    """The id of a player's fighter whose name starts with ``name`` (on the board or not)."""
    for token in session.state.tokens.values():
        if token.kind == "fighter" and token.owner == player and token.data["name"].startswith(name):
            return token.id
    raise KeyError(f"player {player} has no fighter called {name}")


def where(session: Session, token_id: str) -> str:
    return session.state.tokens[token_id].location.removeprefix("space:")


def manual(session: Session, change: Any, label: str = "test setup") -> None:
    arrange(session, label, None, lambda step: change(step, UnmatchedContext(session.state, DB, RULES, step)))


def put(session: Session, token_id: str, space: str, tail: str = "") -> None:
    manual(session, lambda step, c: relocate(c, token_id, space, tail))


def clear_board(session: Session, keep: tuple[str, ...]) -> None:
    """Remove every fighter but these (a simpler battlefield for a scenario)."""
    def change(step: Builder, c: UnmatchedContext) -> None:
        for token in list(session.state.tokens.values()):
            if token.kind in ("fighter", "tail", "marker") and token.id not in keep:
                if token.kind == "fighter" or token.data.get("of") not in keep:
                    step.remove_token(token.id)
    manual(session, change)


def set_health(session: Session, token_id: str, health: int) -> None:
    manual(session, lambda step, c: step.set_token(token_id, "health", health))


def set_data(session: Session, key: str, value: Any) -> None:
    manual(session, lambda step, c: step.set_data(key, value))


def hand(session: Session, player: int, *definitions: str, keep: bool = False) -> list[str]:
    """Give a player exactly these cards in hand (taken from deck or discard); return their ids."""
    def change(step: Builder, c: UnmatchedContext) -> None:
        if not keep:
            for card in list(c.hand(player)):
                step.move(card, zone(player, "deck"), 0)
                step.set_card(card, "face_up", False)
        for definition in definitions:
            for pile in ("deck", "discard"):
                found = [cid for cid in session.state.zones[zone(player, pile)].cards
                         if session.state.cards[cid].definition == definition]
                if found:
                    step.move(found[0], zone(player, "hand"))
                    step.set_card(found[0], "face_up", True)
                    break
            else:
                raise KeyError(f"no {definition} left for player {player}")
    manual(session, change)
    return [cid for cid in session.state.zones[zone(player, "hand")].cards
            if session.state.cards[cid].definition in definitions]


def card_in_hand(session: Session, player: int, definition: str) -> str:
    return next(cid for cid in session.state.zones[zone(player, "hand")].cards
                if session.state.cards[cid].definition == definition)


def top_of_deck(session: Session, player: int, *definitions: str) -> None:
    """Put these cards on top of the deck, the first one on the very top."""
    def change(step: Builder, c: UnmatchedContext) -> None:
        for definition in reversed(definitions):
            for pile in ("deck", "discard", "hand"):
                found = [cid for cid in session.state.zones[zone(player, pile)].cards
                         if session.state.cards[cid].definition == definition]
                if found:
                    step.move(found[0], zone(player, "deck"))
                    step.set_card(found[0], "face_up", False)
                    break
    manual(session, change)


def empty_deck(session: Session, player: int) -> None:
    def change(step: Builder, c: UnmatchedContext) -> None:
        for card in list(c.deck(player)):
            step.move(card, zone(player, "discard"))
            step.set_card(card, "face_up", True)
    manual(session, change)


def legal(session: Session) -> list[Action]:
    return session.legal_actions()


def labels(session: Session) -> list[str]:
    return [GAME.menu_text(session.state, a) for a in session.legal_actions()]


def pick(session: Session, kind: type[Action], **fields: Any) -> Action:
    """The legal action of this type whose fields match (all of them given)."""
    for action in session.legal_actions():
        if type(action) is kind and all(getattr(action, k) == v for k, v in fields.items()):
            return action
    raise AssertionError(f"no legal {kind.__name__} with {fields}; legal: {labels(session)}")


def do(session: Session, kind: type[Action], **fields: Any) -> None:
    session.perform(pick(session, kind, **fields))


def log(session: Session) -> str:
    """Every log line of every step so far."""
    return "\n".join(line for t in session.history.done for line in (t.label, *t.log))


def last_log(session: Session) -> str:
    step = session.history.done[-1]
    return "\n".join((step.label, *step.log))


def decision(session: Session) -> str:
    return session.state.decision["kind"] if session.state.decision else ""


def deciding(session: Session) -> int:
    return GAME.deciding_seat(session.state)


def seen_by(session: Session, viewer: int) -> dict:
    return view(session.state, viewer)

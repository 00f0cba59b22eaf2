"""Building WMS positions for scenario tests: a set-up game, then chosen cards in hand."""

from __future__ import annotations

import dataclasses

from tabletop.engine.game import Action
from tabletop.engine.locations import seat_zone as zone
from tabletop.engine.session import Session
from tabletop.engine.transaction import Builder
from tabletop.engine.values import freeze
from tabletop.games.wms.actions import ChooseCommander, Ready, ReturnReserve
from tabletop.games.wms.catalog import DECK, HAND
from tests.arrange import arrange
from tests.games.shipped import shipped

GAME = shipped("wms")

MARINES, EVIL = 0, 1

CREATED: list[Session] = []
"""Sessions made by :func:`new_game` in the running test (conftest undoes them all)."""


def new_game(first: int = 0, seed: int = 7, commanders: tuple[str, str] = ("", ""),
             reserves: bool = True, extra: tuple[tuple[int, str], ...] = ()) -> Session:
    """Both players ready (the decks' own Commander unless named), ``first`` starting.

    ``reserves=False`` puts the decks' Reserves units back into the decks;
    ``extra`` adds (player, card id) cards to the decks.
    """
    setup = GAME.default_setup(seed)
    seats = list(setup.players)
    for player, card in extra:
        deck = seats[player].deck
        seats[player] = dataclasses.replace(seats[player], deck=deck.with_count("main", card, deck.copies(card) + 1))
    setup = dataclasses.replace(setup, players=tuple(seats), options=freeze({"first": str(first)}))
    session = Session(GAME, setup)
    CREATED.append(session)
    for player in (0, 1):
        wanted = commanders[player]
        current = session.state.zones[zone(player, "commander")].cards[0]
        if wanted and session.state.cards[current].definition != wanted:
            choice = next(a for a in session.legal_actions()
                          if isinstance(a, ChooseCommander) and session.state.cards[a.card].definition == wanted)
            session.perform(choice)
        if not reserves:
            for action in session.legal_actions():
                if isinstance(action, ReturnReserve):
                    session.perform(action)
        session.perform(Ready())
    return session


def find(session: Session, player: int, definition: str, *, skip: tuple[str, ...] = ()) -> str:
    """A card of ``definition`` owned by ``player`` in the deck (or else anywhere but play)."""
    state = session.state
    places = [zone(player, DECK), zone(player, HAND), zone(player, "graveyard"), zone(player, "aside")]
    for place in places:
        for card in state.zones[place].cards:
            if state.cards[card].definition == definition and card not in skip:
                return card
    raise LookupError(f"no {definition} left for player {player}")


def set_hand(session: Session, player: int, *definitions: str) -> list[str]:
    """Empty the hand to the bottom of the deck, then put exactly these cards in it."""
    state = session.state
    chosen: list[str] = []
    for definition in definitions:
        chosen.append(find(session, player, definition, skip=tuple(chosen)))

    def change(step: Builder) -> None:
        for card in list(state.zones[zone(player, HAND)].cards):
            if card not in chosen:
                step.set_card(card, "face_up", False)
                step.move(card, zone(player, DECK), 0)
        for card in chosen:
            step.move(card, zone(player, HAND))
            step.set_card(card, "face_up", True)

    arrange(session, "arrange the hand", player, change)
    return chosen


def put(session: Session, player: int, definition: str, place: str) -> str:
    """Move one card of ``definition`` to one of ``player``'s zones (a manual change)."""
    card = find(session, player, definition)
    arrange(session, f"put {definition}", player, lambda step: step.move(card, zone(player, place)))
    return card


def set_wounds(session: Session, player: int, left: int) -> None:
    chief = session.state.zones[zone(player, "commander")].cards[0]
    arrange(session, "wounds", player, lambda step: step.set_counter(chief, "wound", left))


def legal(session: Session, kind: type[Action]) -> list[Action]:
    return [a for a in session.legal_actions() if isinstance(a, kind)]


def last_log(session: Session) -> list[str]:
    return list(session.history.done[-1].log)


def all_log(session: Session) -> list[str]:
    return [line for t in session.history.done for line in t.log]


def stack_deck(session: Session, player: int, *definitions: str) -> list[str]:
    """Put these cards on top of the deck, the first one drawn first."""
    chosen: list[str] = []
    for definition in definitions:
        chosen.append(find(session, player, definition, skip=tuple(chosen)))

    def change(step: Builder) -> None:
        for card in reversed(chosen):
            step.set_card(card, "face_up", False)
            step.move(card, zone(player, DECK))

    arrange(session, "stack the deck", player, change)
    return chosen


def play(session: Session, player: int, unit: str, *, style: str = "", tide: bool = False,
         equip: tuple[str, ...] = (), members: tuple[str, ...] = ()) -> None:
    """Play ``unit`` (a card id) with Equipment and squad members, then fight."""
    from tabletop.games.wms.actions import AddSquadMember, Equip, Fight, PlayUnit

    session.perform(PlayUnit(unit, player))
    for member in members:
        session.perform(AddSquadMember(member, player))
    for gear in equip:
        session.perform(Equip(gear, unit))
    session.perform(Fight(style or session.state.data.get("style") or "cc", tide))


def ctx(session: Session):  # noqa: ANN201 - the WMS rules context
    """The rules' reading context over the session's state."""
    return session.game.context(session.state)

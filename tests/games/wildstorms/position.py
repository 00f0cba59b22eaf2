"""Build WildStorms positions for scenario tests: put named cards where a test
needs them, then play through a Session like the app does."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Action, IllegalAction
from tabletop.engine.session import Session
from tabletop.engine.state import State, StateBuilder
from tabletop.games.wildstorms.context import WildStormsContext
from tabletop.games.wildstorms.rules import RULES
from tabletop.games.wildstorms.table import (
    PLAYER_ZONES,
    PRIZE_ZONE,
    SITE_ZONE,
    points_key,
    zone,
)
from tests.games.shipped import shipped

GAME = shipped("wildstorms")

ANN, BOB = 0, 1


class Position:
    """A two-player table ("Ann" and "Bob") at a chosen phase, with no cards yet.

    ``auto_pass``: both seats' stops are "only when holding a card I could play", and
    :func:`play` makes the passes those stops make (as the table does for people).
    """

    def __init__(self, *, site: str | None = None, phase: str = "Attack", active: int = ANN,
                 auto_pass: bool = True, seed: int = 7):
        self.build = StateBuilder("wildstorms", ["Ann", "Bob"], seed)
        for player in (ANN, BOB):
            for name, visibility in PLAYER_ZONES:
                self.build.zone(zone(player, name), player, name, visibility)
            self.build.set(points_key(player), 0)
        self.build.zone(SITE_ZONE, None, "battlesite", "public")
        self.build.zone(PRIZE_ZONE, None, "prize", "public")
        stops = "holding" if auto_pass else "step"
        data = {"options": {"stops_1": stops, "stops_2": stops}, "hand_size": 7, "goal": 30, "chosen_sites": ["", ""],
                "redraws": [0, 0], "kept": [True, True], "first": ANN}
        for key, value in data.items():
            self.build.set(key, value)
        if site:
            self.card(site, BOB, SITE_ZONE)
            self.build.set("goal", GAME.db.get(site).control_points)
        self.build.set("phase", phase)
        self.build.set("active_player", active)
        if phase == "Attack":
            self.build.set("attack_stage", "declare")
            self.build.set("attacks", ())
        if phase == "Recruit and Equip":
            self.build.set("spent", 0)
            self.build.set("staging_moved", False)
        if phase == "Discard":
            self.build.set("discarded", 0)
            self.build.set("free_discards", 3)

    @property
    def state(self) -> State:
        return self.build.state

    def card(self, definition: str, player: int, where: str, *, injuries: int = 0) -> str:
        """A card in a zone: ``where`` is a zone name ("front") or a full zone id."""
        zone_id = where if "." in where else zone(player, where)
        card_id = self.build.card(definition, player, zone_id, face_up=where != "deck")
        instance = self.state.cards[card_id]
        if injuries:
            instance.counters["injury"] = injuries
            instance.rotation = 90 if injuries == 1 else 0
            instance.face_up = injuries < 2
        return card_id

    def under(self, definition: str, host: str, player: int | None = None) -> str:
        """A card tucked under ``host`` (equipment on a character, a sight on a weapon)."""
        owner = self.state.cards[host].owner if player is None else player
        card_id = self.build.card(definition, owner, zone(owner, "discard"))
        self.state.zones[zone(owner, "discard")].cards.remove(card_id)
        self.state.cards[card_id].location = "@" + host
        self.state.cards[host].attachments.append(card_id)
        return card_id

    def set(self, key: str, value: object) -> None:
        self.build.set(key, value)

    def start(self) -> Session:
        return Session(GAME, GAME.default_setup(1), self.state)


def ctx(session: Session) -> WildStormsContext:
    return WildStormsContext(session.state, GAME.db, RULES)


def log(session: Session) -> str:
    """Every label and explanation line so far, one per line."""
    lines = []
    for transaction in session.history.done:
        lines.append(transaction.label)
        lines.extend(transaction.log)
    return "\n".join(lines)


def play(session: Session, *actions: Action) -> None:
    """Make each action, then the passes the seats' stops make."""
    for action in actions:
        session.perform(action)
        routine(session)


def routine(session: Session) -> None:
    while (answer := session.game.routine_answer(session.state)) is not None:
        session.perform(answer)


def refused(session: Session, action: Action, reason: str) -> None:
    """The action is refused with a reason containing ``reason``, and nothing changes."""
    before = session.state.to_json()
    with pytest.raises(IllegalAction) as caught:
        session.perform(action)
    assert reason in caught.value.reason, caught.value.reason
    assert session.state.to_json() == before
    assert action not in session.legal_actions()


def legal(session: Session, kind: type) -> list[Action]:
    return [a for a in session.legal_actions() if isinstance(a, kind)]


def points(session: Session, player: int) -> int:
    return session.state.data[points_key(player)]


def where(session: Session, card_id: str) -> str:
    return session.state.cards[card_id].location


def injuries(session: Session, card_id: str) -> int:
    return session.state.cards[card_id].counters.get("injury", 0)

"""Boosted Characters: the cards a Boost Requirement may take."""

from __future__ import annotations

from tabletop.engine.position_file import parse_position
from tabletop.engine.position_script import session_of
from tabletop.engine.session import Session
from tabletop.games import registry
from tests.games.wagon.test_bot import FOLDER

TWO_UNDEAD = """  p0.hand: [{card: bone_colossus, id: colossus}, bandwidth, bandwidth]
  p0.characters: [{card: grave_knight, id: knight, rotation: 90%s}, {card: restless_spirit, id: spirit, rotation: 90}]
  p1.characters: [{card: bill, id: bill}]
"""


def _session(zones: str) -> Session:
    text = f"""kind: position
game: wagon
title: a boost
seed: 3
options: {{first: "0"}}
turn: 5
phase: Play
active: 0
zones:
{zones}"""
    return session_of(parse_position(text, "test.yaml", registry.load, FOLDER))


def _boosts(session: Session) -> list[str]:
    game = session.game
    return [game.label(session.state, a) for a in game.legal_actions(session.state)
            if "Bone Colossus" in game.label(session.state, a)]


def test_undead_equipment_under_a_character_counts_towards_the_boost() -> None:
    """Bone Colossus asks three Undead cards, Characters or Plot Devices: a Cursed Bone Charm hanging
    under the Grave Knight is a Plot Device in play, so the Knight, the Spirit and the Charm will do."""
    with_charm = _session(TWO_UNDEAD % ", under: [{card: cursed_bone_charm, id: charm}]")
    without = _session(TWO_UNDEAD % "")
    assert _boosts(without) == []
    offered = _boosts(with_charm)
    assert offered and all("Cursed Bone Charm" in label for label in offered), offered
    game = with_charm.game
    action = next(a for a in game.legal_actions(with_charm.state) if game.label(with_charm.state, a) == offered[0])
    with_charm.perform(action)
    discard = with_charm.state.zones["p0.discard"].cards
    assert {"knight", "spirit", "charm"} <= set(discard)
    assert "colossus" in with_charm.state.zones["p0.characters"].cards

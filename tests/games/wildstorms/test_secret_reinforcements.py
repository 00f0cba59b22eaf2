"""Secret Reinforcements: a recruit to the staging area lies face down; its player sees it, no
other seat learns what it is (table, views, log, history, status, prompt), the 30-point limit
still holds, other players cannot equip it, and it turns face up when it comes in."""

from __future__ import annotations

import json

from tabletop import paths
from tabletop.engine.log_text import log_text
from tabletop.engine.position_file import read_position
from tabletop.engine.position_script import find_action
from tabletop.engine.session import Session
from tabletop.games.wildstorms import actions as A
from tests.games.shipped import shipped

GAME = shipped("wildstorms")
FILE = paths.cards_dir() / "wildstorms" / "positions" / "secret_reinforcements.yaml"
ANN, BOB, CY = 0, 1, 2


def _session() -> Session:
    position = read_position(FILE, lambda _game_id: GAME)
    return Session(GAME, position.setup, position.state)


def _recruit_lonely(session: Session) -> None:
    session.perform(A.Recruit("lonely", "p0.staging"))


def _public_text(session: Session) -> str:
    """Everything every seat reads: history labels, log lines, status and prompt."""
    words = [log_text(session, "log")]
    words.extend(GAME.status(session.state))
    words.append(GAME.prompt(session.state))
    return "\n".join(words)


def test_only_its_player_sees_the_face_down_recruit():
    session = _session()
    _recruit_lonely(session)
    state = session.state
    assert not state.cards["lonely"].face_up
    assert GAME.card_visible(state, ANN, "lonely")
    assert not GAME.card_visible(state, BOB, "lonely") and not GAME.card_visible(state, CY, "lonely")
    assert not GAME.card_visible(state, None, "lonely")
    for seat in (BOB, CY):
        shown = json.dumps(GAME.view(state, seat)["zones"]["p0.staging"])
        assert "lonely" not in shown and "dane" not in shown
        assert "p0.staging#3" in shown  # where it lies, nothing more
    mine = GAME.view(state, ANN)["zones"]["p0.staging"]["cards"]
    assert [c.get("definition") for c in mine][-1] == "lonely"


def test_the_log_history_status_and_prompt_do_not_name_it():
    session = _session()
    _recruit_lonely(session)
    text = _public_text(session)
    assert "face down to the staging area" in text
    assert "Lonely" not in text and "2 pts" not in text
    assert "points left" not in text and "recruit point left" not in text


def test_the_staging_limit_is_checked_and_refused_to_its_player_only():
    session = _session()
    reason = GAME.reason_against(session.state, A.Recruit("grifter", "p0.staging"))
    assert reason == "That would put 31 points in the staging area; it holds at most 30."
    assert A.Recruit("grifter", "p0.staging") not in GAME.legal_actions(session.state)


def test_other_players_cannot_equip_a_character_they_cannot_see():
    session = _session()
    state = session.state
    pistol = next(c for c, card in state.cards.items() if card.definition == "machine_pistol" and card.owner == BOB)
    state.zones[state.cards[pistol].location].cards.remove(pistol)
    state.zones["p1.hand"].cards.append(pistol)
    state.cards[pistol].location = "p1.hand"
    state.cards[pistol].face_up = True
    state.active_player = BOB
    reason = GAME.reason_against(state, A.Equip(pistol, "dane"))
    assert reason is not None and "you can see" in reason
    assert not any(isinstance(a, A.Equip) and a.host in ("dane", "dozer", "deathblow")
                   for a in GAME.legal_actions(state))


def test_a_unique_character_waiting_face_down_blocks_it_without_naming_whose():
    session = _session()
    state = session.state
    spare = next(c for c, card in state.cards.items() if card.definition == "dane" and c != "dane")
    state.zones[state.cards[spare].location].cards.remove(spare)
    state.zones["p1.hand"].cards.append(spare)
    state.cards[spare].location = "p1.hand"
    state.cards[spare].owner = state.cards[spare].controller = BOB
    state.active_player = BOB
    reason = GAME.reason_against(state, A.Recruit(spare, "p1.rear"))
    assert reason == "Dane is already in play, face down in a staging area; only one of that unique character may be."


def test_characters_turn_face_up_when_they_come_in():
    session = _session()
    state = session.state
    state.data["spent"] = 0
    session.perform(find_action(GAME, state, "Bring the whole staging area in to the rear rank"))
    for card in ("dane", "deathblow", "dozer"):
        assert session.state.cards[card].face_up
        assert GAME.card_visible(session.state, BOB, card)

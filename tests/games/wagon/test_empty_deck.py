"""W.A.G.O.N. with both decks out: the printed rules let the game go on for ever (drawing nothing is
allowed); the house rule ``empty_deck=panel`` makes each such turn cost a panel, so the game ends.
Bot matches set the house rule for themselves (the game's ``selfplay_options``)."""

from __future__ import annotations

from tabletop import paths
from tabletop.engine.position_file import parse_position
from tabletop.engine.position_script import session_of
from tabletop.engine.session import Session
from tabletop.games import registry
from tabletop.games.wagon import actions as A
from tabletop.games.wagon import turn
from tests.games.shipped import shipped

POSITION = paths.cards_dir() / "wagon" / "positions" / "empty_deck_house_rule.yaml"
PASSIVE = (A.DrawNothing, A.TakePanel, A.LetItHappen, A.ToAction, A.EndTurn)
"""Neither side ever plays or attacks: the first of these offered is taken."""


def _both_decks_out(house_rule: bool) -> Session:
    text = POSITION.read_text(encoding="utf-8")
    if not house_rule:
        text = text.replace("empty_deck: panel", "empty_deck: choice")
    return session_of(parse_position(text, POSITION.name, registry.load, POSITION.parent))


def _play_passively(session: Session, turns: int) -> list[type]:
    done = []
    start = session.state.turn
    while not session.is_over() and session.state.turn < start + turns:
        legal = session.game.legal_actions(session.state)
        action = next(a for kind in PASSIVE for a in legal if type(a) is kind)
        done.append(type(action))
        session.perform(action)
    return done


def test_under_the_printed_rules_a_game_with_both_decks_out_can_go_on_for_ever() -> None:
    session = _both_decks_out(house_rule=False)
    done = _play_passively(session, turns=60)
    assert session.winner() is None and not session.is_over()
    assert A.DrawNothing in done and A.TakePanel not in done
    assert [len(session.state.zones[f"p{seat}.panels"].cards) for seat in (0, 1)] == [5, 5]


def test_under_the_house_rule_each_turn_with_an_empty_deck_costs_a_panel_and_the_game_ends() -> None:
    session = _both_decks_out(house_rule=True)
    done = _play_passively(session, turns=60)
    assert A.DrawNothing not in done
    assert done.count(A.TakePanel) == 9, "five turns of the first player, four of the second"
    assert session.winner() == 1, "the first player took their own last panel first"
    assert session.state.turn == 30 + 8
    assert "has lost the last panel" in session.history.done[-1].log[-1]


def test_the_house_rule_is_off_for_people_unless_chosen_and_on_in_bot_matches() -> None:
    game = shipped("wagon")
    assert game.selfplay_options == {turn.EMPTY_DECK_OPTION: turn.TAKE_A_PANEL}
    option = next(spec for spec in game.options if spec.key == turn.EMPTY_DECK_OPTION)
    assert option.default == "choice", "people play the printed rules unless they choose the house rule"
    assert "house rule" in option.label.lower()

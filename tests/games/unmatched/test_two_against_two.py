"""2v2: teams alternate turns, teammates are friendly, a team loses when both its heroes are down."""

from __future__ import annotations

from tabletop.engine.session import Session
from tabletop.engine.variants import new_setup
from tabletop.games.unmatched.dormant import update as update_dormant
from tabletop.games.unmatched.mechanics import defeat
from tabletop.games.unmatched.movement import reach
from tabletop.games.unmatched.turn import check_victory, next_player
from tests.games.unmatched.helpers import GAME, ctx, manual, put


def four(seed: int = 3) -> Session:
    session = Session(GAME, new_setup(GAME, seed, variant="2v2", players=4))
    while session.state.phase == "setup":
        session.perform(session.legal_actions()[0])
    return session


def hero(session: Session, seat: int) -> str:
    return next(t.id for t in session.state.tokens.values()
                if t.kind == "fighter" and t.owner == seat and t.data.get("hero"))


def test_four_seats_in_two_alternating_teams():
    session = four()
    c = ctx(session)
    assert c.teams == ((0, 2), (1, 3))
    assert len(session.state.players) == 4
    assert all(c.heroes(seat) for seat in range(4))  # each hero on its own start space
    assert [next_player(c, seat) for seat in range(4)] == [1, 2, 3, 0]  # A1, B1, A2, B2


def test_teammates_are_friendly_for_movement_and_attacks():
    session = four()
    c = ctx(session)
    mine, mate, enemy = hero(session, 0), hero(session, 2), hero(session, 1)
    assert c.friends(0, 2) and not c.friends(0, 1)
    assert all(t.owner in (1, 3) for t in c.opposing(session.state.tokens[mine]))
    assert mate not in {t.id for t in c.opposing(session.state.tokens[mine])}
    assert enemy in {t.id for t in c.opposing(session.state.tokens[mine])}


def test_a_team_loses_only_when_both_its_heroes_are_defeated():
    session = four()
    for seat in (1, 3):  # (an Elektra among them has already used her resurrection)
        manual(session, lambda step, c, seat=seat: step.set_data(f"p{seat}.resurrected", True))

    def defeat_all(seat):  # a character may be several heroes (the Wayward Sisters)
        def change(step, c):
            for token in c.heroes(seat):
                defeat(c, token.id)
        return change
    manual(session, defeat_all(1))
    manual(session, lambda step, c: check_victory(c))
    assert GAME.winner(session.state) is None
    manual(session, defeat_all(3))
    manual(session, lambda step, c: check_victory(c))
    assert GAME.winner(session.state) in (0, 2)


def test_a_player_with_no_fighter_left_is_dormant_and_skipped():
    session = four()

    def wipe(step, c):
        for token in list(c.fighters(1)):
            step.remove_token(token.id)
    manual(session, wipe)
    assert not ctx(session).dormant(1)  # checked at the end of an action, not at once
    manual(session, lambda step, c: update_dormant(c))
    c = ctx(session)
    assert c.dormant(1) and not c.dormant(3)
    assert next_player(c, 0) == 2


def test_an_opponent_effect_outside_combat_names_the_next_awake_opponent():
    session = four()
    c = ctx(session)
    assert c.opponent(0) == 1 and c.opponent(1) == 2


def test_teammates_pass_through_each_other():
    session = four()
    mine, mate = hero(session, 0), hero(session, 2)
    c = ctx(session)
    steps = c.view.steps
    empty = set(c.empty_spaces())
    start = next(s for s in sorted(empty) if any(
        b in empty and any(x in empty and x != s and x not in steps[s] for x in steps[b]) for b in steps[s]))
    middle = next(b for b in sorted(steps[start]) if b in empty and any(
        x in empty and x != start and x not in steps[start] for x in steps[b]))
    beyond = next(x for x in sorted(steps[middle]) if x in empty and x != start and x not in steps[start])
    put(session, mine, start)
    put(session, mate, middle)
    found = reach(ctx(session), session.state.tokens[mine], 2).cost
    assert found.get(beyond) == 2 and middle not in found  # through the teammate, never onto it

"""Small fighters (Squirrel Girl's squirrels) and her cards: sharing spaces, adjacency in a space,
passing through, four a space, damage shared in a space, Go Nuts! and the cards that count squirrels."""

from __future__ import annotations

from tabletop.games.unmatched.actions import (
    Attack,
    ChooseFighter,
    Decline,
    MoveFighter,
    PickCard,
    PlaceFighter,
    PlayScheme,
)
from tabletop.games.unmatched.movement import reach
from tests.games.unmatched.helpers import (
    card_in_hand,
    ctx,
    decision,
    do,
    fighter,
    hand,
    last_log,
    legal,
    manual,
    new_game,
    where,
)
from tests.games.unmatched.test_combat import duel as plain_duel
from tests.games.unmatched.test_combat import fight, health


def duel(*args, **kwargs):
    """A duel (test_combat.duel) with Go Nuts! passed at the start of her turn (asked before the board
    was arranged)."""
    session, ours, theirs = plain_duel(*args, **kwargs)
    while decision(session) == "place_fighter" and any(isinstance(a, Decline) for a in legal(session)):
        do(session, Decline)
    return session, ours, theirs


def _in_reserve(session, *names: str) -> None:
    """Put these squirrels back off the board, on her hero card (waiting to be summoned)."""
    home = session.state.zones["p0.hero"].cards[0]
    manual(session, lambda step, c: [step.set_token(fighter(session, 0, n), "location", home) for n in names])


def _squirrels(*spaces: str, player: int = 0) -> list[tuple[int, str, str]]:
    return [(player, f"Squirrel {n}", space) for n, space in enumerate(spaces, start=1)]


def test_no_squirrel_at_the_start_and_go_nuts_summons_one_next_to_her():
    session = new_game(("squirrel_girl", "medusa"), settle=False)
    while session.state.phase == "setup":
        session.perform(legal(session)[0])
    on_board = [t for t in ctx(session).fighters(0) if t.data["key"] == "squirrel"]
    assert on_board == []
    assert decision(session) == "place_fighter"  # Go Nuts! at the start of her first turn (a "may")
    assert any(isinstance(a, Decline) for a in legal(session))
    girl = fighter(session, 0, "Squirrel Girl")
    spaces = {a.space for a in legal(session) if isinstance(a, PlaceFighter)}
    here = where(session, girl)
    assert spaces == set(ctx(session).view.adjacent[here])


def test_a_squirrel_shares_a_space_with_an_opposing_fighter_and_they_are_adjacent():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("crypt_3", "nave_6"),
                                 sidekicks=_squirrels("nave_6"))
    squirrel = fighter(session, 0, "Squirrel 1")
    c = ctx(session)
    assert c.adjacent(c.state.tokens[squirrel], c.state.tokens[medusa])
    hand(session, 0, "bite_of_steel")
    assert any(isinstance(a, Attack) and a.fighter == squirrel and a.target == medusa for a in legal(session))


def test_fighters_pass_through_squirrels_and_squirrels_through_fighters():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("nave_3", "nave_7"),
                                 sidekicks=_squirrels("nave_4"))
    squirrel = fighter(session, 0, "Squirrel 1")
    c = ctx(session)
    medusa_reach = reach(c, c.state.tokens[medusa], 2).cost
    assert "nave_4" in medusa_reach and "library_5" in medusa_reach  # onto and through the squirrel
    squirrel_reach = reach(c, c.state.tokens[squirrel], 2).cost
    assert "nave_7" in squirrel_reach and "nave_5" in squirrel_reach  # onto and through Medusa


def test_four_small_fighters_fill_a_space():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("nave_3", "bell_tower_1"),
                                 sidekicks=_squirrels("nave_4", "nave_4", "nave_4", "nave_4", "nave_7"))
    fifth = fighter(session, 0, "Squirrel 5")
    c = ctx(session)
    assert "nave_4" not in reach(c, c.state.tokens[fifth], 3).cost
    assert "nave_4" not in c.open_spaces(c.state.tokens[fifth])
    assert "nave_4" in c.empty_spaces()  # a fighter that is not small may still stand there


def test_damage_to_a_squirrel_hits_every_squirrel_in_its_space():
    session, medusa, girl = duel(("medusa", "squirrel_girl"), spaces=("nave_1", "crypt_3"),
                                 sidekicks=_squirrels("nave_5", "nave_5", "nave_6", player=1))
    first, second, third = (fighter(session, 1, f"Squirrel {n}") for n in (1, 2, 3))
    fight(session, medusa, first, "petrifying_stare")
    assert not ctx(session).alive(first) and not ctx(session).alive(second)  # back off the board
    assert where(session, third) == "nave_6"  # another space: untouched
    assert "shared in its space" in last_log(session)


def test_kick_butts_counts_the_squirrels_around_the_opposing_fighter():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("nave_5", "nave_6"),
                                 sidekicks=_squirrels("nave_6", "bell_tower_3", "crypt_3"))
    fight(session, girl, medusa, "kick_butts")
    assert health(session, medusa) == 16 - 1 - 2  # two squirrels adjacent (one in her space)


def test_bite_of_steel_with_four_squirrels_in_the_zone_is_worth_five():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("crypt_3", "nave_6"),
                                 sidekicks=_squirrels("nave_5", "nave_4", "nave_3", "nave_1"))
    squirrel = fighter(session, 0, "Squirrel 1")
    fight(session, squirrel, medusa, "bite_of_steel")
    assert health(session, medusa) == 11


def test_unbeatable_squirrel_girl_with_four_adjacent_squirrels_ignores_the_opposing_card():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("nave_5", "nave_6"),
                                 sidekicks=_squirrels("nave_6", "nave_6", "bell_tower_3", "nave_5"))
    fight(session, girl, medusa, "unbeatable_squirrel_girl", "scales_of_bronze")
    assert "Scales of Bronze's value ignored" in last_log(session)
    assert health(session, medusa) == 12


def test_get_em_tippy_toe_summons_two_squirrels_into_one_space():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("nave_5", "nave_6"),
                                 sidekicks=_squirrels("crypt_1", "crypt_2"))
    _in_reserve(session, "Squirrel 1", "Squirrel 2")
    fight(session, girl, medusa, "get_em_tippy_toe")
    first = fighter(session, 0, "Squirrel 1")
    do(session, PlaceFighter, fighter=first, space="nave_6")  # into Medusa's space
    second = fighter(session, 0, "Squirrel 2")
    assert where(session, first) == where(session, second) == "nave_6"


def test_squirmish_leaves_a_squirrel_behind_and_places_her_in_her_zone():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("nave_5", "nave_6"),
                                 sidekicks=_squirrels("crypt_1"))
    _in_reserve(session, "Squirrel 1")
    fight(session, girl, medusa, "squirmish")
    squirrel = fighter(session, 0, "Squirrel 1")
    assert where(session, squirrel) == "nave_5"
    do(session, PlaceFighter, fighter=girl, space="nave_1")
    assert where(session, girl) == "nave_1"


def test_squirgility_spaces_with_sidekicks_cost_no_movement():
    session, medusa, girl = duel(("medusa", "squirrel_girl"), spaces=("nave_4", "nave_5"),
                                 sidekicks=[(0, "Harpy 1", "nave_2"), (0, "Harpy 2", "bell_tower_3")])
    fight(session, medusa, girl, "petrifying_stare", "squirgility")
    moves = {a.space for a in legal(session) if isinstance(a, MoveFighter)}
    assert "bell_tower_2" in moves  # nave_2 and bell_tower_3 are free: 3 paid steps after them
    assert "nave_2" not in moves  # she passes through a Harpy but cannot stop on it
    do(session, MoveFighter, fighter=girl, space="bell_tower_1")
    assert where(session, girl) == "bell_tower_1"


def test_horde_of_squirrels_hurts_a_fighter_by_four_squirrels():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("crypt_3", "nave_6"),
                                 sidekicks=_squirrels("nave_6", "nave_5", "bell_tower_3", "nave_6"))
    hand(session, 0, "horde_of_squirrels")
    do(session, PlayScheme, card=card_in_hand(session, 0, "horde_of_squirrels"), fighter=girl)
    if decision(session) == "target":
        do(session, ChooseFighter, fighter=medusa)
    assert health(session, medusa) == 14


def test_nutwork_of_spies_takes_two_cards_when_a_fighter_is_surrounded():
    session, girl, medusa = duel(("squirrel_girl", "medusa"), spaces=("crypt_3", "nave_6"),
                                 sidekicks=_squirrels("nave_6", "nave_5", "bell_tower_3", "nave_6"))
    hand(session, 1, "petrifying_stare", "petrifying_stare", "petrifying_stare")
    hand(session, 0, "nutwork_of_spies")
    do(session, PlayScheme, card=card_in_hand(session, 0, "nutwork_of_spies"), fighter=girl)
    session.perform(next(a for a in legal(session) if isinstance(a, PickCard)))
    assert decision(session) == "pick_card"
    session.perform(next(a for a in legal(session) if isinstance(a, PickCard)))
    assert len(session.state.zones["p1.hand"].cards) == 1

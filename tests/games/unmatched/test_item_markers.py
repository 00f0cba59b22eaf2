"""Markers and battlefield items on one space (issue 17). The reference: a trap goes only on a space
with no fighter and no other token (an item token is a token); fog may be moved onto any space,
tokens of other kinds included, never onto another fog, and is placed at setup as a sidekick is
(an item does not stop a sidekick). So a trap never shares a space with an item; fog may."""

from __future__ import annotations

from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.session import Session
from tabletop.engine.values import FrozenDict
from tabletop.games.unmatched import deck_rules, fog_moves
from tabletop.games.unmatched.actions import PlaceMarker
from tests.games.unmatched.helpers import decision, fighter
from tests.games.unmatched.test_map_features import (  # noqa: F401 - tiny_game is a fixture
    clear_board,
    context,
    only_items,
    start,
    tiny_game,
)


def _offered(session: Session) -> set[str]:
    return {a.space for a in session.legal_actions() if isinstance(a, PlaceMarker)}


def test_a_trap_never_goes_on_a_space_holding_a_battlefield_item(tiny_game) -> None:  # noqa: F811
    session = start(tiny_game, ("robert_muldoon", "robin_hood"))
    clear_board(session, (fighter(session, 0, "Robert"), fighter(session, 1, "Robin")))
    only_items(session, b="supply_crates.field_dressing")
    assert decision(session) == "place_marker"  # Muldoon's start of turn, in his red zone
    assert _offered(session) == {"c", "b1", "b2", "f"}  # a is his own space, b holds the item
    only_items(session)  # the item used and back in the box: the space is free again
    assert "b" in _offered(session)


def test_fog_is_placed_at_setup_on_an_item_space_but_never_two_on_one(tiny_game) -> None:  # noqa: F811
    session = start_until_fog(tiny_game)
    offered = _offered(session)
    assert "b" in offered  # Field Dressing or another token lies there: fog may share it
    first = next(a for a in session.legal_actions() if isinstance(a, PlaceMarker) and a.space == "b")
    session.perform(first)
    assert "b" not in _offered(session)  # one fog a space


def test_fog_moves_onto_an_item_but_not_onto_fog(tiny_game) -> None:  # noqa: F811
    session = start(tiny_game, ("invisible_man", "robert_muldoon"))
    ctx = context(session)
    fogs = [t for t in session.state.tokens.values() if t.kind == "marker" and t.data.get("key") == "fog"]
    taken = {t.location.split(":")[1] for t in fogs}
    items = {t.location.split(":")[1] for t in session.state.tokens.values() if t.kind == "item"}
    spaces = set(fog_moves.destinations(ctx, fogs[0], "any", 0))
    assert items - taken and items - taken <= spaces and not (taken & spaces)


def start_until_fog(game) -> Session:  # noqa: ANN001
    """The Invisible Man (first player, on a) at the setup step placing his fog in the red zone,
    where b is an item space with nobody on it."""
    seats = tuple(PlayerSetup(name, deck_rules.deck_for_hero(game.db.cards[hero], game.db))
                  for name, hero in zip(("Ann", "Bob"), ("invisible_man", "medusa"), strict=True))
    session = Session(game, Setup("unmatched", seats, 3, FrozenDict({"battlefield": "tiny_works", "first_player": "0"})))
    while decision(session) != "place_marker":
        session.perform(session.legal_actions()[0])
    assert any(t.kind == "item" and t.location == "space:b" for t in session.state.tokens.values())
    return session
